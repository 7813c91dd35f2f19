import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {validate} from '../../tests/joi-validate';
import routeTable, {routeTableRules, validateOptions} from './index';
import {CHUNK_ASSET_MODULE, SameNameChunkAssets, withoutSameNames} from './chunkAsset';
// The loader is CommonJS, as the bundler loads it.
import loader from './loader.cjs';

const {shortNames, compactRegistry, compactRoutes} = loader as {
  shortNames: (names: string[]) => Map<string, string>;
  compactRegistry: (source: string, options: {browser: boolean; waitFor?: string}, file: string) => string;
  compactRoutes: (source: string, chunkNames: string, registry: string, file: string) => string;
};

const entry = (name: string, module: string, last = false) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],${last ? '};' : ''}`;
const REGISTRY = ['export default {', entry('17896441', '@theme/DocItem'), entry('afb8988b', '@site/docs/build/basics/accounts.md'), entry('afc01234', '@site/docs/a.md', true), ''].join('\n');
const CHUNK_NAMES = JSON.stringify({'/build/basics/accounts-2e9': {__comp: '17896441', content: 'afb8988b'}, '/a-123': {__comp: '17896441', content: 'afc01234'}});
const ROUTES = [
  'import React from \'react\';',
  "import ComponentCreator from '@docusaurus/ComponentCreator';",
  '',
  'export default [',
  "  {path: '/build/basics/accounts', component: ComponentCreator('/build/basics/accounts', '2e9'), exact: true},",
  "  {path: '/a', component: ComponentCreator('/a', '123'), exact: true},",
  "  {path: '*', component: ComponentCreator('*')},",
  '];',
].join('\n');

describe('route-table plugin', () => {
  it('takes no options', () => {
    expect(validateOptions({validate, options: {}})).toEqual({});
  });

  it('gives each chunk its shortest unique prefix, never only digits', () => {
    const names = shortNames(['afb8988b', 'afc01234', '17896441', '12345678', '12a45678']);
    expect(names.get('afb8988b')).toBe('afb');
    expect(names.get('afc01234')).toBe('afc');
    expect(names.get('17896441')).toBe('17896441');
    expect(names.get('12a45678')).toBe('12a');
    expect(new Set(names.values()).size).toBe(5);
  });

  it('renames the registry, and leaves server-only data out of the browser build only', () => {
    const browser = compactRegistry(REGISTRY, {browser: true}, 'registry.js');
    expect(browser).toContain('"afb": [() => import(/* webpackChunkName: "afb" */ "@site/docs/build/basics/accounts.md"), 0, 0],');
    expect(browser.trimEnd().endsWith('],};')).toBe(true);
    const server = compactRegistry(REGISTRY, {browser: false}, 'registry.js');
    expect(server).toContain(
      '"afb": [() => import(/* webpackChunkName: "afb" */ "@site/docs/build/basics/accounts.md"), "@site/docs/build/basics/accounts.md", require.resolveWeak("@site/docs/build/basics/accounts.md")],',
    );
  });

  it('in the browser build, resolves a doc page’s entry only once the page’s module has finished loading', async () => {
    const browser = compactRegistry(REGISTRY, {browser: true, waitFor: '__islands'}, 'registry.js');
    expect(browser).toContain('"afb": [() => import(/* webpackChunkName: "afb" */ "@site/docs/build/basics/accounts.md").then(__ready), 0, 0],');
    expect(compactRegistry(REGISTRY, {browser: false, waitFor: '__islands'}, 'registry.js')).not.toContain('__ready');
    // The helper as the registry defines it, run on modules with and without the export.
    const helper = browser.split('\n').find((line) => line.startsWith('const __ready'))!;
    const ready = new Function(`${helper}; return __ready;`)() as (module: object) => unknown;
    const order: string[] = [];
    const page = {__islands: () => new Promise<void>((resolve) => setTimeout(() => (order.push('islands read'), resolve()), 10))};
    const loaded = Promise.resolve(ready(page)).then((module) => (order.push('page used'), module));
    expect(await loaded).toBe(page);
    expect(order).toEqual(['islands read', 'page used']);
    const plain = {default: 'component'};
    expect(ready(plain)).toBe(plain);
    const failing = {__islands: () => Promise.reject(new Error('islands: /x answered 404'))};
    await expect(ready(failing)).rejects.toThrow('answered 404');
  });

  it('moves each route\'s renamed chunk names next to its component, where ComponentCreator finds them', () => {
    const routes = compactRoutes(ROUTES, CHUNK_NAMES, REGISTRY, 'routes.js');
    expect(routes).toContain('component: __route("/build/basics/accounts", "2e9", {"__comp":"17896441","content":"afb"})');
    expect(routes).toContain("component: ComponentCreator('*')");
    // Run the module's helper against stand-ins: the names are recorded under the key ComponentCreator reads.
    const recorded: Record<string, unknown> = {};
    const helper = /const __route = (.*);/.exec(routes)![1]!;
    const route = new Function('__chunkNames', 'ComponentCreator', `return ${helper};`)(recorded, (path: string, hash: string) => `${path}#${hash}`) as (
      path: string,
      hash: string,
      names: object,
    ) => string;
    expect(route('/a', '123', {content: 'afc'})).toBe('/a#123');
    expect(recorded).toEqual({'/a-123': {content: 'afc'}});
  });

  it('fails the build on a registry line, a chunk name or a route it does not know', () => {
    expect(() => compactRegistry(`${REGISTRY}\n  "x": something else,`, {browser: true}, 'registry.js')).toThrow(/not a registry entry/);
    expect(() => compactRoutes(ROUTES, JSON.stringify({...JSON.parse(CHUNK_NAMES), '/b-1': {__comp: 'deadbeef'}}), REGISTRY, 'routes.js')).toThrow(/not in registry/);
    expect(() => compactRoutes(ROUTES, JSON.stringify({...JSON.parse(CHUNK_NAMES), '/c-1': {__comp: '17896441'}}), REGISTRY, 'routes.js')).toThrow(/no route in routes.js/);
    expect(() => compactRoutes(ROUTES.replace("'2e9'", "'2ea'"), CHUNK_NAMES, REGISTRY, 'routes.js')).toThrow(/has no chunk names/);
  });

  it('applies to the generated route table of both builds', () => {
    const plugin = routeTable({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    const rules = (isServer: boolean) => (plugin.configureWebpack!({}, isServer, {} as never, undefined as never) as {module: {rules: unknown[]}}).module.rules;
    expect(rules(false)).toEqual(routeTableRules('/site/.docusaurus', false));
    expect(routeTableRules('/site/.docusaurus', true).flatMap((rule) => rule.test)).toEqual([
      '/site/.docusaurus/registry.js',
      '/site/.docusaurus/routes.js',
      '/site/.docusaurus/routesChunkNames.json',
    ]);
  });

  describe('Docusaurus’s map from chunk name to chunk id', () => {
    // As @docusaurus/core's ChunkAssetPlugin writes it (generateGetChunkAssetRuntimeCode).
    const code = (map: object) =>
      `// Docusaurus function to get chunk asset\n__webpack_require__.gca = function(chunkId) { chunkId = ${JSON.stringify(map)}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };`;

    it('keeps only the names whose id differs, and gca still finds every chunk', () => {
      const patched = withoutSameNames(code({afb: 'afb', docs: 'docs', '31435878': 31435878, 'search-embedded': 'search-embedded', main: 792}));
      expect(patched).toBe(code({main: 792}));
      const runtime = {p: '/', u: (id: string | number) => `assets/js/${id}.js`, gca: (name: string) => name};
      new Function('__webpack_require__', patched)(runtime);
      expect(['afb', '31435878', 'main'].map(runtime.gca)).toEqual(['/assets/js/afb.js', '/assets/js/31435878.js', '/assets/js/792.js']);
    });

    it('fails the build when the runtime is in a shape it does not know', () => {
      expect(() => withoutSameNames('__webpack_require__.gca = function(name) { return lookup(name); };')).toThrow(/no longer maps names to ids/);
    });

    it('changes that runtime module only', () => {
      let tap: ((compilation: {addRuntimeModule: (chunk: unknown, module: {name: string; generate(): string}) => void}) => void) | undefined;
      new SameNameChunkAssets().apply({hooks: {thisCompilation: {tap: (_name, callback) => (tap = callback)}}});
      const added: Array<{name: string; generate(): string}> = [];
      const compilation = {addRuntimeModule: (_chunk: unknown, module: {name: string; generate(): string}) => void added.push(module)};
      tap!(compilation);
      compilation.addRuntimeModule({}, {name: CHUNK_ASSET_MODULE, generate: () => code({afb: 'afb', x: 1})});
      compilation.addRuntimeModule({}, {name: 'OtherRuntimeModule', generate: () => 'chunkId = {"afb":"afb"}[chunkId]||chunkId;'});
      expect(added.map((module) => module.generate())).toEqual([code({x: 1}), 'chunkId = {"afb":"afb"}[chunkId]||chunkId;']);
    });
  });
});
