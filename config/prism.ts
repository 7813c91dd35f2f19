import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {cssVariableTheme, readableTheme} from '../plugins/build-time-highlight/theme';

type Prism = NonNullable<ThemeConfig['prism']>;

/**
 * vsLight / vsDark, with the few token colours that read below WCAG AA (4.5:1) against
 * their backgrounds moved until they do (readableTheme), in both colour modes. They reach the page as one theme of CSS variables (the same
 * markup in both modes; plugins/build-time-highlight writes the values per mode).
 * Code is highlighted at build time (plugins/build-time-highlight), with these
 * languages, Cadence and these magic comments (the theme's defaults, named here
 * because the build-time highlighter must remove the same lines).
 */
export const prismThemes = cssVariableTheme(readableTheme(themes.vsLight), readableTheme(themes.vsDark));

export const prism = {
  theme: prismThemes.theme,
  darkTheme: prismThemes.theme,
  additionalLanguages: ['bash', 'solidity', 'csharp', 'diff', 'toml', 'docker', 'ini'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
  ],
} satisfies Prism;
