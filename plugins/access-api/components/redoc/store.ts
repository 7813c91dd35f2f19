/**
 * Redoc's store for the reference, built by useSpec.ts's hook, or ahead of rendering by
 * loadReference.ts (in a task of its own, before the reference hydrates) for the hook to take.
 *
 * Its own module: the plugin puts useSpec.ts in place of redocusaurus's hook, and the bundler
 * makes that a module apart from useSpec.ts imported by name, so the stores built ahead live here,
 * where both reach the same copy.
 */
import {AppStore, type RedocRawOptions} from 'redoc';
import type {RedocThemeData} from '../../theme';
import {settleScrolls} from './settleScroll';

/** The user-timing mark set each time the browser builds Redoc's store. */
export const STORE_BUILT = 'access-api: Redoc store built';

export function buildSpec(spec: object, url: string | undefined, themeData: RedocThemeData, optionsOverrides?: RedocRawOptions) {
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
  const store = new AppStore(spec as never, url, lightThemeOptions);
  // A jump to an operation stays on it while the items around it are laid out.
  settleScrolls(store.menu.scroll);
  // Visible in the browser's performance timeline (and to e2e/api-reference.spec.ts: once per visit).
  if (typeof window !== 'undefined') performance.mark(STORE_BUILT);
  return {
    options: lightThemeOptions,
    lightThemeOptions,
    darkThemeOptions: lightThemeOptions,
    hasLogo: Boolean((spec as {info?: Record<string, unknown>}).info?.['x-logo']),
    store,
  };
}

type Prepared = ReturnType<typeof buildSpec>;

/** Stores built ahead, by description, for the hook to take (once) with the same inputs. */
const prepared = new WeakMap<object, {url?: string; themeData: RedocThemeData; result: Prepared}>();

export function prepareSpec(spec: object, url: string | undefined, themeData: RedocThemeData): void {
  prepared.set(spec, {url, themeData, result: buildSpec(spec, url, themeData)});
}

/** The store built ahead for these inputs, once; else a new one. */
export function takeSpec(spec: object, url: string | undefined, themeData: RedocThemeData, optionsOverrides?: RedocRawOptions): Prepared {
  const ahead = prepared.get(spec);
  if (ahead && !optionsOverrides && ahead.url === url && ahead.themeData === themeData) {
    // A store belongs to one mounted reference (Redoc disposes of it on unmount).
    prepared.delete(spec);
    return ahead.result;
  }
  return buildSpec(spec, url, themeData, optionsOverrides);
}
