import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import {existsSync} from 'node:fs';
import path from 'node:path';
import katexStylesheet, {validateOptions} from './index';
import {KATEX_DIST, KATEX_STYLESHEET_PATH, KATEX_VERSION} from './paths';

const render = async (source: string) =>
  String(await compile(source, {remarkPlugins: [remarkMath, [katexStylesheet, {}]]}));

describe('katex-stylesheet', () => {
  it('links the KaTeX stylesheet from the head of a page with math', async () => {
    const page = await render('The fee is $a + b$.\n');
    expect(page).toMatch(/_jsx\(_components\.head, \{\s*children: _jsx\(_components\.link, \{\s*rel: "stylesheet",\s*href: "\/katex\/[\d.]+\/katex\.min\.css"/);
    expect(await render('$$\nx^2\n$$\n')).toMatch(/katex\.min\.css/);
  });

  it('adds nothing to a page without math', async () => {
    expect(await render('Plain text with a price of 5 dollars.\n')).not.toMatch(/katex/);
  });

  it('links the version of the installed katex package, whose stylesheet and fonts it serves', () => {
    expect(KATEX_STYLESHEET_PATH).toBe(`/katex/${KATEX_VERSION}/katex.min.css`);
    expect(existsSync(path.join(KATEX_DIST, 'katex.min.css'))).toBe(true);
    expect(existsSync(path.join(KATEX_DIST, 'fonts', 'KaTeX_Main-Regular.woff2'))).toBe(true);
  });

  it('rejects a stylesheet option that is not a site path to a CSS file', () => {
    expect(() => validateOptions({href: 'katex.min.css'})).toThrow(/katex-stylesheet plugin: invalid option/);
  });
});
