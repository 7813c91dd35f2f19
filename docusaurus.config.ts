import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './config/site';
import {themeConfig} from './config/themeConfig';
import {plugins, presetOptions} from './config/plugins';
import {analyticsClientModules, analyticsFields} from './config/analytics';

export default {
  ...site,
  presets: [['classic', presetOptions satisfies Preset.Options]],
  themes: ['docusaurus-theme-search-typesense'],
  plugins,
  themeConfig,
  clientModules: analyticsClientModules(),
  customFields: {analytics: analyticsFields},
} satisfies Config;
