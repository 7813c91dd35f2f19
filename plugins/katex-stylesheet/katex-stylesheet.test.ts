import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import katexStylesheet, {validateOptions} from './index';

const render = async (source: string) =>
  String(await compile(source, {remarkPlugins: [remarkMath, [katexStylesheet, {}]]}));

describe('katex-stylesheet', () => {
  it('imports the KaTeX stylesheet into a page with math', async () => {
    expect(await render('The fee is $a + b$.\n')).toMatch(/import "katex\/dist\/katex\.min\.css";/);
    expect(await render('$$\nx^2\n$$\n')).toMatch(/katex\.min\.css/);
  });

  it('adds nothing to a page without math', async () => {
    expect(await render('Plain text with a price of 5 dollars.\n')).not.toMatch(/katex/);
  });

  it('resolves the stylesheet it imports from the installed katex package', () => {
    expect(() => require.resolve('katex/dist/katex.min.css')).not.toThrow();
  });

  it('rejects an empty stylesheet option', () => {
    expect(() => validateOptions({stylesheet: ''})).toThrow(/katex-stylesheet plugin: invalid option/);
  });
});
