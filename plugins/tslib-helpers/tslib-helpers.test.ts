import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import tslibHelpers, {HELPERS_MODULE, TSLIB_USERS} from './index';

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
    const shim = (await import(HELPERS_MODULE)) as Record<string, unknown>;
    const tslib = (await import('tslib')) as unknown as Record<string, unknown>;
    const used = new Set<string>();
    for (const dir of TSLIB_USERS) for (const helper of await helpersCalled(path.join(nodeModules, dir))) used.add(helper);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((helper) => typeof shim[helper] !== 'function')).toEqual([]);
    for (const [name, value] of Object.entries(shim)) expect(typeof value === 'function' && typeof tslib[name] === 'function', name).toBe(true);
  });

  it('aliases tslib to the helpers in the client build only', () => {
    const plugin = tslibHelpers();
    const configure = plugin.configureWebpack!.bind(plugin) as (config: object, isServer: boolean) => {resolve?: {alias?: object}};
    expect(configure({}, false).resolve?.alias).toEqual({tslib$: HELPERS_MODULE});
    expect(configure({}, true)).toEqual({});
  });
});
