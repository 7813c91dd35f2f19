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
 * `prepareSpec` builds that store ahead of rendering (loadReference.ts does, in a task of its
 * own, before the reference hydrates); the hook then takes the one it built.
 */
import {useMemo} from 'react';
import {usePluginData, useAllPluginInstancesData} from '@docusaurus/useGlobalData';
import {AppStore, type RedocRawOptions} from 'redoc';
import type {RedocThemeData} from '../../theme';

interface SpecProps {
  spec: object;
  url?: string;
  themeId?: string;
}

type Prepared = ReturnType<typeof build>;

function build(spec: object, url: string | undefined, themeData: RedocThemeData, optionsOverrides?: RedocRawOptions) {
  const {lightTheme, options} = themeData;
  const selector = options.scrollYOffset;
  const lightThemeOptions: RedocRawOptions = {
    ...options,
    ...optionsOverrides,
    theme: lightTheme,
    ...(typeof selector === 'string'
      ? {scrollYOffset: () => (typeof document === 'undefined' ? 0 : (document.querySelector(selector)?.clientHeight ?? 0))}
      : {}),
  };
  return {
    options: lightThemeOptions,
    lightThemeOptions,
    darkThemeOptions: lightThemeOptions,
    hasLogo: Boolean((spec as {info?: Record<string, unknown>}).info?.['x-logo']),
    store: new AppStore(spec as never, url, lightThemeOptions),
  };
}

/** Stores built ahead, by description, for the hook to take (once) with the same inputs. */
const prepared = new WeakMap<object, {url?: string; themeData: RedocThemeData; result: Prepared}>();

export function prepareSpec(spec: object, url: string | undefined, themeData: RedocThemeData): void {
  prepared.set(spec, {url, themeData, result: build(spec, url, themeData)});
}

export function useSpec({spec, url, themeId = 'theme-redoc'}: SpecProps, optionsOverrides?: RedocRawOptions) {
  const themes = useAllPluginInstancesData('docusaurus-theme-redoc', {failfast: true}) as Record<string, RedocThemeData>;
  const themeData = (usePluginData('docusaurus-theme-redoc', themeId) as RedocThemeData | undefined) ?? Object.values(themes)[0]!;
  const result = useMemo(() => {
    const ahead = prepared.get(spec);
    if (ahead && !optionsOverrides && ahead.url === url && ahead.themeData === themeData) {
      // Taken once: a store belongs to one mounted reference (Redoc disposes of it on unmount).
      prepared.delete(spec);
      return ahead.result;
    }
    return build(spec, url, themeData, optionsOverrides);
  }, [spec, url, themeData, optionsOverrides]);
  // Redoc's own component starts the store's menu and scroll tracking when it mounts
  // (store.onDidMount) and disposes of the store when it unmounts.
  return result;
}
