import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import tslibHelpers, {HELPERS_MODULE, TSLIB_USERS, utilsCommonRule} from './index';

const nodeModules = path.resolve(__dirname, '../../node_modules');

async function helpersCalled(dir: string): Promise<Set<string>> {
  const used = new Set<string>();
  for (const entry of await readdir(dir, {recursive: true})) {
    if (!/\.c?js$/.test(entry)) continue;
    const text = await readFile(path.join(dir, entry), 'utf8');
    for (const match of text.matchAll(/\btslib_\d+\.(__\w+)/g)) used.add(match[1]!);
  }
  return used;
}

describe('tslib-helpers', () => {
  it('re-exports every tslib helper the browser bundle\'s CommonJS packages call, as tslib\'s own functions', async () => {
    const tslib = (await import('tslib')) as unknown as Record<string, unknown>;
    let calls = 0;
    for (const [dir, module] of Object.entries(TSLIB_USERS)) {
      const shim = (await import(module)) as Record<string, unknown>;
      const used = await helpersCalled(path.join(nodeModules, dir));
      calls += used.size;
      expect([...used].filter((helper) => typeof shim[helper] !== 'function'), dir).toEqual([]);
      for (const [name, value] of Object.entries(shim)) expect(typeof value === 'function' && typeof tslib[name] === 'function', name).toBe(true);
    }
    expect(calls).toBeGreaterThan(0);
  });

  it('aliases tslib to the helpers in the client build only', () => {
    const plugin = tslibHelpers();
    const configure = plugin.configureWebpack!.bind(plugin) as (config: object, isServer: boolean) => {resolve?: {alias?: object}};
    const client = configure({}, false) as {resolve?: {alias?: object}; module?: {rules: unknown[]}};
    expect(client.resolve?.alias).toEqual({tslib$: HELPERS_MODULE});
    // main.js's user of tslib requires its one helper, not the search packages' ones.
    expect(client.module!.rules).toEqual([utilsCommonRule]);
    expect(configure({}, true)).toEqual({});
  });

  it('finds the require it patches in the installed @docusaurus/utils-common', async () => {
    const source = await readFile(path.join(nodeModules, '@docusaurus/utils-common/lib/index.js'), 'utf8');
    const [use] = (utilsCommonRule as {use: {options: {patches: {from: string}[]}}[]}).use;
    for (const patch of use!.options.patches) expect(source).toContain(patch.from);
  });
});
