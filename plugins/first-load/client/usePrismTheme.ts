/**
 * @docusaurus/theme-common's usePrismTheme, reading the Prism theme from the settings module that
 * plugins/first-load writes (PRISM_SETTINGS) instead of the site config every page loads: only
 * code blocks import this. The same choice as the theme's: the dark theme in dark mode if there
 * is one, else the light theme.
 */
import {useColorMode} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';
import settings from '@generated/first-load/prism.json';

export function usePrismTheme(): PrismTheme {
  const {colorMode} = useColorMode();
  return (colorMode === 'dark' && settings.darkTheme ? settings.darkTheme : settings.theme) as PrismTheme;
}
