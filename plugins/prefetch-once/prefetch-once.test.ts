import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Joi} from '@docusaurus/utils-validation';
import {PREFETCH_MODULE, PREFETCH_PATCHES, validateOptions} from './index';

const coreDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));

describe('prefetch-once', () => {
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

  it('takes no options', () => {
    const validate = <T>(schema: Joi.Schema, options: unknown) => Joi.attempt(options, schema) as T;
    expect(validateOptions({validate, options: {}})).toEqual({});
    expect(() => validateOptions({validate, options: {x: 1} as never})).toThrow();
  });
});
