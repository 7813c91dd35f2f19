import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {SourceMapGenerator} from 'source-map-js';
import {codeBySource, mapFile, packageOf, sourcePath, UNMAPPED} from '../../scripts/lib/bundleMap';

const SITE = '/site';

/** Minified code of three segments on one line, each mapped to its source, after an unmapped wrapper. */
function fixture() {
  const parts = [
    {text: 'push([[1],{', source: undefined},
    {text: 'function react(){return "'.padEnd(400, 'r') + '"}', source: 'webpack://portal/./node_modules/react-dom/index.js'},
    {text: 'function ours(){return 1}', source: 'webpack://portal/./src/theme/SearchBar/index.tsx'},
    {text: 'var routes={a:1}', source: `json|${SITE}/.docusaurus/routesChunkNames.json`},
    {text: '}]);', source: undefined},
  ];
  const generator = new SourceMapGenerator({file: 'main.js'});
  let column = 0;
  for (const part of parts) {
    if (part.source) generator.addMapping({generated: {line: 1, column}, original: {line: 1, column: 0}, source: part.source});
    else if (column > 0) generator.addMapping({generated: {line: 1, column}});
    column += part.text.length;
  }
  return {code: parts.map((part) => part.text).join(''), map: JSON.parse(generator.toString()), parts};
}

describe('the first-load map (scripts/lib/bundleMap.ts)', () => {
  it('gives every byte of a file to the source its map names, and the rest to (unmapped)', () => {
    const {code, map, parts} = fixture();
    const bySource = codeBySource(code, map, SITE);
    expect(bySource.get('node_modules/react-dom/index.js')).toBe(parts[1]!.text);
    expect(bySource.get('src/theme/SearchBar/index.tsx')).toBe(parts[2]!.text);
    expect(bySource.get('.docusaurus/routesChunkNames.json')).toBe(parts[3]!.text);
    expect(bySource.get(UNMAPPED)).toBe(parts[0]!.text + parts[4]!.text);
    expect([...bySource.values()].join('').length).toBe(code.length);
  });

  it('shares the file\'s real gzip size among its modules, the largest first', () => {
    const {code, map} = fixture();
    const gzip = gzipSync(code, {level: 9}).length;
    const file = mapFile('assets/js/main.js', code, gzip, map, SITE);
    expect(file.modules.reduce((sum, module) => sum + module.gzip, 0)).toBeCloseTo(gzip, 6);
    expect(file.modules[0]!.module).toBe('node_modules/react-dom/index.js');
    expect(file.modules.reduce((sum, module) => sum + module.raw, 0)).toBe(file.raw);
  });

  it('refuses a map of other code', () => {
    const {map} = fixture();
    expect(() => codeBySource('short', map, SITE)).toThrow(/does not fit/);
  });

  it('names packages, the runtime and the site\'s own files', () => {
    expect(packageOf('node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js')).toBe('@docusaurus/theme-classic');
    expect(packageOf('node_modules/a/node_modules/react-is/index.js')).toBe('react-is');
    expect(packageOf('src/theme/SearchBar/index.tsx')).toBe('src/theme/SearchBar/index.tsx');
    expect(sourcePath('webpack://portal/webpack/runtime/load script', SITE)).toBe('webpack/runtime/load script');
    expect(sourcePath('ChunkAssetRuntimeModule', SITE)).toBe('webpack/runtime/ChunkAssetRuntimeModule');
    expect(packageOf(sourcePath('webpack://portal/webpack/runtime/load script', SITE))).toBe('webpack/runtime');
  });
});
