/**
 * The map of a first load: every module of every JS file a page fetched, with its share of the
 * file's gzip size (as the budgets count it: gzip -9 of the whole file).
 *
 * Which module each byte comes from is read from the file's source map (plugins/bundle-map has
 * the client build write them): each mapped segment of the minified code belongs to the source it
 * maps to, the bundler's runtime (webpack/runtime/…) included; what maps to nothing (the chunk's
 * wrapper, module ids) is `(unmapped)`. A module's code compressed alone loses what it shares
 * with its neighbours, so those sizes add up to more than the file: each module's share is its
 * size compressed alone (deflate -9 without gzip's 18 bytes of header and trailer, which would
 * weigh on small modules), scaled so that the shares add up to the file's real gzip size.
 */
import {deflateRawSync} from 'node:zlib';
import {SourceMapConsumer, type RawSourceMap} from 'source-map-js';

export interface MappedModule {
  /** The module's path from the site root (`node_modules/react-dom/…`, `src/…`, `.docusaurus/…`, `webpack/runtime/…`). */
  module: string;
  /** Emitted (minified) bytes. */
  raw: number;
  /** Deflate -9 of the module's emitted code alone (gzip without its header and trailer). */
  gzipAlone: number;
  /** Its share of the file's gzip size (see the file comment). */
  gzip: number;
}

export interface MappedFile {
  file: string;
  raw: number;
  gzip: number;
  modules: MappedModule[];
}

export const UNMAPPED = '(unmapped)';

/**
 * A source map's source as a path from the site root: `webpack://flow-developer-portal/./node_modules/x.js`
 * → `node_modules/x.js`; `json|/abs/site/.docusaurus/x.json` → `.docusaurus/x.json`; the bundler's
 * runtime modules (`webpack://…/webpack/runtime/x`, `ChunkAssetRuntimeModule`) → `webpack/runtime/x`.
 */
export function sourcePath(source: string, siteDir: string): string {
  const path = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^[a-z/]+\|/, '')
    .replace(/\?.*$/, '');
  const relative = path.startsWith(`${siteDir}/`) ? path.slice(siteDir.length + 1) : path.replace(/^\.\//, '');
  return /^[A-Za-z]+$/.test(relative) ? `webpack/runtime/${relative}` : relative;
}

/**
 * The emitted code of each source in `code`, per its source map. Throws when the map does not fit
 * the code (a map of another build).
 */
export function codeBySource(code: string, map: RawSourceMap, siteDir: string): Map<string, string> {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const segments = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = segments.get(source) ?? [];
    list.push(text);
    segments.set(source, list);
  };
  // Mappings in generated order; each covers its line from its column to the next mapping's.
  const starts: {line: number; column: number; source: string}[] = [];
  consumer.eachMapping(
    (mapping) => {
      starts.push({line: mapping.generatedLine - 1, column: mapping.generatedColumn, source: mapping.source ? sourcePath(mapping.source, siteDir) : UNMAPPED});
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  for (const start of starts) {
    const line = lines[start.line];
    if (line === undefined || start.column > line.length) throw new Error(`the source map does not fit the code (line ${start.line + 1}, column ${start.column})`);
  }
  let index = 0;
  for (let line = 0; line < lines.length; line += 1) {
    const text = lines[line]!;
    let column = 0;
    let source = UNMAPPED;
    while (index < starts.length && starts[index]!.line === line) {
      const next = starts[index]!;
      add(source, text.slice(column, next.column));
      column = next.column;
      source = next.source;
      index += 1;
    }
    add(source, text.slice(column) + (line < lines.length - 1 ? '\n' : ''));
  }
  return new Map([...segments].map(([source, texts]) => [source, texts.join('')]));
}

/**
 * The modules of one emitted file with their gzip shares. `raw` and `gzip` are the file as served
 * (bytes and gzip -9); without a source map the file is one `(unmapped)` entry. Paths are given
 * from `siteDir`.
 */
export function mapFile(file: string, code: string, gzip: number, map: RawSourceMap | undefined, siteDir: string): MappedFile {
  const raw = Buffer.byteLength(code);
  if (!map) return {file, raw, gzip, modules: [{module: UNMAPPED, raw, gzipAlone: gzip, gzip}]};
  const parts = [...codeBySource(code, map, siteDir)].map(([module, text]) => ({module, raw: Buffer.byteLength(text), gzipAlone: deflateRawSync(text, {level: 9}).length}));
  const total = parts.reduce((sum, part) => sum + part.gzipAlone, 0);
  const modules = parts.map((part) => ({...part, gzip: total > 0 ? (gzip * part.gzipAlone) / total : 0}));
  return {file, raw, gzip, modules: modules.sort((a, b) => b.gzip - a.gzip)};
}

/**
 * What a module counts towards in a summary: its package (`react-dom`, `@docusaurus/theme-classic`),
 * the bundler's runtime, or for the site's own code the file (`src/theme/SearchBar/index.tsx`).
 */
export function packageOf(module: string): string {
  if (module.startsWith('webpack/runtime/')) return 'webpack/runtime';
  const at = module.lastIndexOf('node_modules/');
  if (at < 0) return module;
  const [first, second] = module.slice(at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

/** Sums of gzip shares and bytes by key, largest first. */
export function totals(modules: MappedModule[], key: (module: MappedModule) => string): {key: string; gzip: number; raw: number; modules: number}[] {
  const sums = new Map<string, {gzip: number; raw: number; modules: number}>();
  for (const module of modules) {
    const name = key(module);
    const sum = sums.get(name) ?? {gzip: 0, raw: 0, modules: 0};
    sum.gzip += module.gzip;
    sum.raw += module.raw;
    sum.modules += 1;
    sums.set(name, sum);
  }
  return [...sums].map(([name, sum]) => ({key: name, ...sum})).sort((a, b) => b.gzip - a.gzip);
}
