import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {cssVariableTheme} from '../plugins/prism-on-demand/theme';

type Prism = NonNullable<ThemeConfig['prism']>;

/**
 * vsLight / vsDark keep comments and tokens readable against their backgrounds in
 * both colour modes. They reach the page as one theme of CSS variables (the same
 * markup in both modes; plugins/prism-on-demand writes the values per mode).
 * Cadence is registered in src/theme/prism-include-languages.
 */
export const prismThemes = cssVariableTheme(themes.vsLight, themes.vsDark);

export const prism = {
  theme: prismThemes.theme,
  darkTheme: prismThemes.theme,
  additionalLanguages: ['bash', 'solidity', 'csharp', 'diff', 'toml', 'docker', 'ini'],
} satisfies Prism;
