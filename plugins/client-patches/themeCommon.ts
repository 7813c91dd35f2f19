/**
 * The theme's shallow memo sorts object keys with plain string order.
 *
 * @docusaurus/theme-common's useShallowMemoObject sorts an object's keys so that
 * their order does not change its memo, with `localeCompare`. The first
 * `localeCompare` of a page sets up the browser's collation for the locale: on the
 * longest doc page on a phone (CPU slowed down 4x) that was about 50 ms in the
 * first code block's hydration, inside one slice of work (each code block observes
 * itself with useMutationObserver, which memoises its options this way). The keys
 * are option and prop names; any fixed order serves, and nothing else on a page
 * collates text.
 */
import type {RuleSetRule} from 'webpack';
import {patchRule, type Patch} from '../shared/patches';

/** @docusaurus/theme-common's React helpers. */
export const REACT_UTILS_MODULE = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export const REACT_UTILS_PATCHES: Patch[] = [
  {
    why: "useShallowMemoObject's localeCompare set up the browser's collation during hydration, for keys any fixed order serves",
    from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    to: '/* patched (plugins/client-patches): plain string order */ deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
];

export const reactUtilsRule: RuleSetRule = patchRule(REACT_UTILS_MODULE, 'plugins/client-patches', REACT_UTILS_PATCHES);
