import {describe, expect, it} from 'vitest';
import {EMPTY_MODULE, THEME_CLIENT_MODULE} from './index';
import {cssVariableTheme} from './theme';
import {existsSync} from 'node:fs';

describe('prism-on-demand', () => {
  it('replaces the theme’s Prism client module, as client-modules.js requires it, and nothing else', () => {
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages')).toBe(true);
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js')).toBe(true);
    expect(THEME_CLIENT_MODULE.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js')).toBe(true);
    // The swizzlable theme component that registers languages stays: the code block calls it.
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js')).toBe(false);
    expect(existsSync(EMPTY_MODULE)).toBe(true);
  });
});

describe('cssVariableTheme', () => {
  const light = {plain: {color: '#000', backgroundColor: '#fff'}, styles: [{types: ['comment', 'string'], style: {color: 'green'}}]};
  const dark = {
    plain: {color: '#ddd', backgroundColor: '#111'},
    styles: [
      {types: ['tag'], languages: ['markup'], style: {color: 'blue'}},
      {types: ['tag', 'comment'], style: {color: 'grey', fontStyle: 'italic' as const}},
    ],
  };
  const {theme, css} = cssVariableTheme(light, dark);

  it('styles every token type of either theme with variables only, one theme for both modes', () => {
    expect(theme.plain).toEqual({color: 'var(--prism-plain-color)', backgroundColor: 'var(--prism-plain-background-color)'});
    const comment = theme.styles.find((entry) => entry.types[0] === 'comment')!;
    expect(comment.style).toEqual({color: 'var(--prism-comment-color)', fontStyle: 'var(--prism-comment-font-style)'});
    expect(JSON.stringify(theme)).not.toMatch(/green|grey|#000|#ddd/);
  });

  it('puts language-specific styles after the generic ones, so they win for their language', () => {
    const tags = theme.styles.filter((entry) => entry.types[0] === 'tag');
    expect(tags.map((entry) => entry.languages)).toEqual([undefined, ['markup']]);
  });

  it('sets each mode’s values, and leaves out what a mode does not style (tokens then inherit)', () => {
    const [, lightBlock, darkBlock] = css.split('\n\n');
    expect(lightBlock).toContain("[data-theme='light']");
    expect(lightBlock).toContain('--prism-comment-color: green;');
    expect(lightBlock).not.toContain('--prism-tag-color');
    expect(darkBlock).toContain("[data-theme='dark']");
    expect(darkBlock).toContain('--prism-comment-font-style: italic;');
    expect(darkBlock).toContain('--prism-markup-tag-color: blue;');
  });
});
