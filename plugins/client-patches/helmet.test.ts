import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {HELMET_MODULE, HELMET_PATCHES} from './helmet';

// The copy Docusaurus's <Head> imports (@docusaurus/core depends on it under this name).
const requireFromCore = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
const helmetDir = path.dirname(requireFromCore.resolve('react-helmet-async/package.json'));

describe('client-patches: helmet', () => {
  for (const file of ['lib/index.module.js', 'lib/index.js']) {
    it(`matches and patches ${file} of the installed react-helmet-async`, () => {
      const full = path.join(helmetDir, file);
      expect(HELMET_MODULE.test(full)).toBe(true);
      const source = readFileSync(full, 'utf8');
      for (const patch of HELMET_PATCHES) {
        // Exactly one place, so the patch changes the dispatcher and nothing else.
        expect(source.split(patch.from)).toHaveLength(2);
        expect(patch.to).toContain('componentDidMount');
      }
    });
  }

  it('leaves other modules alone', () => {
    expect(HELMET_MODULE.test('/site/node_modules/react-helmet/lib/Helmet.js')).toBe(false);
    expect(HELMET_MODULE.test('/site/node_modules/react-helmet-async/lib/index.umd.js')).toBe(false);
  });
});
