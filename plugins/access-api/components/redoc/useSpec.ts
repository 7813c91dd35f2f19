/**
 * Replaces redocusaurus's utils/useSpec (the hook its ServerRedoc builds Redoc's store with).
 *
 * The original keyed the store on `useIsBrowser()`: the browser built Redoc's whole store
 * (the description parsed, every operation's Markdown rendered, the menu) once to hydrate the
 * server's markup and again right after, then re-rendered the whole reference with it. Our
 * theme is the same in both colour modes (plugins/access-api/theme.ts), and the navbar offset
 * is read when it is needed (a function, as the original made it in the browser), so one
 * store serves the server render, hydration and every later render.
 * The options are redocusaurus's (useSpecOptions) for the one theme.
 *
 * The store may have been built ahead of rendering (store.ts).
 */
import {useMemo} from 'react';
import {usePluginData, useAllPluginInstancesData} from '@docusaurus/useGlobalData';
import type {RedocRawOptions} from 'redoc';
import type {RedocThemeData} from '../../theme';
// By the site's alias: in place of redocusaurus's hook, webpack resolves relative paths from there.
import {takeSpec} from '@site/plugins/access-api/components/redoc/store';

interface SpecProps {
  spec: object;
  url?: string;
  themeId?: string;
}

export function useSpec({spec, url, themeId = 'theme-redoc'}: SpecProps, optionsOverrides?: RedocRawOptions) {
  const themes = useAllPluginInstancesData('docusaurus-theme-redoc', {failfast: true}) as Record<string, RedocThemeData>;
  const themeData = (usePluginData('docusaurus-theme-redoc', themeId) as RedocThemeData | undefined) ?? Object.values(themes)[0]!;
  const result = useMemo(() => takeSpec(spec, url, themeData, optionsOverrides), [spec, url, themeData, optionsOverrides]);
  // Redoc's own component starts the store's menu and scroll tracking when it mounts
  // (store.onDidMount) and disposes of the store when it unmounts.
  return result;
}
