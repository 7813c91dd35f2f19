import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

type Prism = NonNullable<ThemeConfig['prism']>;

/**
 * vsLight / vsDark keep comments and tokens readable against their backgrounds
 * in both colour modes. Cadence is registered in src/theme/prism-include-languages.
 */
export const prism = {
  theme: themes.vsLight,
  darkTheme: themes.vsDark,
  additionalLanguages: ['bash', 'solidity', 'csharp', 'diff', 'toml', 'docker', 'ini'],
} satisfies Prism;
