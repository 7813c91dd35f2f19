import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Joi} from '@docusaurus/utils-validation';
import type {RuleSetRule} from 'webpack';
import clientPatches, {validateOptions} from './index';
import {REACT_UTILS_MODULE, REACT_UTILS_PATCHES} from './themeCommon';

// theme-common's exports do not include package.json: its main entry is lib/index.js.
const themeCommonDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')));

describe('client-patches', () => {
  it('takes no options', () => {
    const validate = <T>(schema: Joi.Schema, options: unknown) => Joi.attempt(options, schema) as T;
    expect(validateOptions({validate, options: {}})).toEqual({});
    expect(() => validateOptions({validate, options: {x: 1} as never})).toThrow();
  });

  it('patches the head on the server and everything in the browser', () => {
    const plugin = clientPatches();
    const modules = (isServer: boolean) =>
      ((plugin.configureWebpack!({} as never, isServer, {} as never, {} as never) as {module: {rules: RuleSetRule[]}}).module.rules).map((rule) => String(rule.test));
    expect(modules(true)).toEqual([expect.stringContaining('react-helmet-async')]);
    expect(modules(false)).toHaveLength(4);
    expect(modules(false).join(' ')).toMatch(/prefetch.*docusaurus.*reactUtils/);
  });
});

describe('client-patches: theme-common', () => {
  const file = path.join(themeCommonDir, 'lib/utils/reactUtils.js');

  it('matches and patches the installed useShallowMemoObject, in one place, leaving no collation', () => {
    expect(REACT_UTILS_MODULE.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    for (const patch of REACT_UTILS_PATCHES) expect(source.split(patch.from)).toHaveLength(2);
    const patched = REACT_UTILS_PATCHES.reduce((text, patch) => text.replace(patch.from, patch.to), source);
    expect(patched).not.toContain('localeCompare');
  });

  it('gives the same dependency list whatever order the keys come in', () => {
    const sort = new Function('deps', `${REACT_UTILS_PATCHES[0]!.to} return deps;`) as (deps: [string, unknown][]) => [string, unknown][];
    const options = {attributes: true, characterData: true, childList: true, subtree: true};
    const reversed = Object.fromEntries(Object.entries(options).reverse());
    expect(sort(Object.entries(reversed)).flat()).toEqual(sort(Object.entries(options)).flat());
    expect(sort(Object.entries(reversed)).map(([key]) => key)).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
  });
});
