import {describe, expect, it} from 'vitest';
import {validate} from '../../tests/joi-validate';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import type {LoadContext} from '@docusaurus/types';
import tailwindPlugin, {onlyWhereUsed, tailwindConfig, validateOptions} from './index';


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

describe('onlyWhereUsed', () => {
  const spy = () => {
    const seen: string[] = [];
    const plugin = {
      postcssPlugin: 'spy',
      Once(root: postcss.Root, {result}: {result: postcss.Result}) {
        seen.push(root.source?.input.file ?? '');
        root.append({selector: '.added', nodes: []});
        result.messages.push({type: 'dependency', plugin: 'spy', file: '/site/docs/page.md'});
      },
    };
    return {seen, plugin};
  };

  it('leaves a stylesheet without Tailwind syntax to the rest of the pipeline', async () => {
    const {seen, plugin} = spy();
    const css = '.navbar { color: red; }\n@media (min-width: 997px) { .navbar { color: blue; } }';
    const result = await postcss([onlyWhereUsed(plugin)]).process(css, {from: '/theme/Navbar/styles.module.css'});
    expect(result.css).toBe(css);
    expect(seen).toEqual([]);
  });

  it.each(['@tailwind utilities;', '.a { @apply mt-4; }', '.a { margin: theme(spacing.4); }', '@media screen(desktop) { .a { color: red; } }'])(
    'runs the plugin on %s and keeps its messages, so the bundler watches the content files',
    async (css) => {
      const {seen, plugin} = spy();
      const result = await postcss([onlyWhereUsed(plugin)]).process(css, {from: '/site/src/css/custom.css'});
      expect(seen).toEqual(['/site/src/css/custom.css']);
      expect(result.css).toContain('.added');
      expect(result.messages).toContainEqual(expect.objectContaining({type: 'dependency', file: '/site/docs/page.md'}));
    },
  );

  it('gives the same CSS as Tailwind alone for the site stylesheet', async () => {
    const config = {...tailwindConfig('/site', {content: []}), content: [{raw: '<p class="mt-4 desktop:hidden">'}]};
    const css = '@tailwind utilities;\n.card { @apply mt-4; }';
    const direct = await postcss([tailwindcss(config)]).process(css, {from: '/site/src/css/custom.css'});
    const wrapped = await postcss([onlyWhereUsed(tailwindcss(config))]).process(css, {from: '/site/src/css/custom.css'});
    expect(wrapped.css).toBe(direct.css);
    expect(wrapped.css).toContain('.desktop\\:hidden');
  });
});

describe('the PostCSS options it gives Docusaurus', () => {
  it('put Tailwind first and keep postcss-loader from searching for a configuration file', () => {
    const plugin = tailwindPlugin({siteDir: '/site'} as LoadContext, {content: ['src/**/*.tsx']});
    const options = plugin.configurePostCss!({plugins: [autoprefixerStandIn]});
    expect(options.config).toBe(false);
    expect(options.plugins.map((item) => (item as {postcssPlugin?: string}).postcssPlugin)).toEqual(['tailwindcss-where-used', 'autoprefixer']);
  });
});

const autoprefixerStandIn = {postcssPlugin: 'autoprefixer'};
