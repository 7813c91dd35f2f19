import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCUSAURUS_MODULE, DOCUSAURUS_PATCHES, PREFETCH_MODULE, PREFETCH_PATCHES} from './prefetch';

const coreDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));

describe('client-patches: prefetch', () => {
  it('matches and patches the installed @docusaurus/core prefetch helper, in one place', () => {
    const file = path.join(coreDir, 'lib/client/prefetch.js');
    expect(PREFETCH_MODULE.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    for (const patch of PREFETCH_PATCHES) expect(source.split(patch.from)).toHaveLength(2);
  });

  it('asks for each file once: a second prefetch of the same file appends nothing', async () => {
    let source = readFileSync(path.join(coreDir, 'lib/client/prefetch.js'), 'utf8');
    for (const patch of PREFETCH_PATCHES) source = source.replace(patch.from, patch.to);
    // The patched module, run against a minimal document whose <head> records what is appended.
    const appended: string[] = [];
    const link = () => {
      const attributes: Record<string, string> = {};
      const element = {
        relList: {supports: (feature: string) => feature === 'prefetch'},
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        onload: undefined as undefined | (() => void),
        attributes,
      };
      return element;
    };
    const document = {
      createElement: link,
      getElementsByTagName: () => [{appendChild: (element: ReturnType<typeof link>) => (appended.push(element.attributes.href!), element.onload?.())}],
      getElementsByName: () => [],
    };
    const run = new Function('document', `${source.replace('export default function prefetch', 'return function prefetch')}`) as (doc: typeof document) => (url: string) => Promise<void>;
    const prefetch = run(document);
    await prefetch('/assets/js/a.js');
    await prefetch('/assets/js/b.js');
    await prefetch('/assets/js/a.js');
    expect(appended).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
  });

  it('finds the same chunk names for every route path, in the same order, as the unpatched lookup', () => {
    const file = path.join(coreDir, 'lib/client/docusaurus.js');
    expect(DOCUSAURUS_MODULE.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    for (const patch of DOCUSAURUS_PATCHES) expect(source.split(patch.from)).toHaveLength(2);
    const patched = DOCUSAURUS_PATCHES.reduce((text, patch) => text.replace(patch.from, patch.to), source);
    type Lookup = (routePath: string) => string[];
    // The module's getChunkNamesToLoad, run on its own with the two imports it reads.
    const lookup = (text: string, routesChunkNames: object): Lookup => {
      const start = text.search(/(\/\* patched[^\n]*\n)?(let chunkNamesByPath;\n)?const getChunkNamesToLoad/);
      expect(start).toBeGreaterThan(-1);
      const body = `${text.slice(start, text.indexOf('const prefetch = '))}\nreturn getChunkNamesToLoad;`;
      const flat = (value: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(value).flatMap(([key, child]) => (child && typeof child === 'object' ? Object.entries(child).map(([k, v]) => [`${key}.${k}`, v]) : [[key, child]])));
      return (new Function('routesChunkNames', 'flat', body) as (names: object, f: typeof flat) => Lookup)(routesChunkNames, flat);
    };
    // Route names as @generated/routesChunkNames has them: the path, a dash and a hash; one path twice.
    const routesChunkNames = {
      '/-5e9': {__comp: '5e95c892', __context: {plugin: 'a7456010'}},
      '/docs-8d1': {__comp: '5e95c892', __props: 'aba21aa0'},
      '/docs/build/guides/nft-0a2': {__comp: '17896441', content: 'b1a3e4f2'},
      '/docs/build/guides/nft-9c4': {__comp: 'a94703ab'},
      '/search-d2e': {__comp: '1a4e3797'},
    };
    const before = lookup(source, routesChunkNames);
    const after = lookup(patched, routesChunkNames);
    for (const routePath of ['/', '/docs', '/docs/build/guides/nft', '/search', '/missing']) expect(after(routePath)).toEqual(before(routePath));
    expect(after('/docs/build/guides/nft')).toEqual(['17896441', 'b1a3e4f2', 'a94703ab']);
    // A caller may change the list it gets without changing the next answer.
    after('/search').push('x');
    expect(after('/search')).toEqual(['1a4e3797']);
  });
});
