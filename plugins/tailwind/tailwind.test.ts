import {describe, expect, it} from 'vitest';
import {validate} from '../../tests/joi-validate';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import {tailwindConfig, validateOptions} from './index';


describe('tailwind plugin', () => {
  it('defaults its content globs and rejects an empty list', () => {
    expect(validateOptions({validate, options: {}}).content.length).toBeGreaterThan(0);
    expect(() => validateOptions({validate, options: {content: []}})).toThrow(/content/);
  });

  it('emits utilities but no preflight, and dark variants follow the site switch', async () => {
    const config = tailwindConfig('/site', {content: []});
    const css = await postcss([tailwindcss({...config, content: [{raw: '<p class="mt-4 dark:text-white">'}]})]).process(
      '@tailwind base;\n@tailwind utilities;',
      {from: undefined},
    );
    expect(css.css).toContain('.mt-4');
    expect(css.css).toContain('.dark\\:text-white:where([data-theme="dark"], [data-theme="dark"] *)');
    // Preflight would reset margins on every heading and paragraph.
    expect(css.css).not.toMatch(/blockquote,\s*dl,\s*dd,\s*h1/);
  });
});
