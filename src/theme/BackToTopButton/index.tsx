import {deferred} from '@site/plugins/first-load/deferred/client';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/** "Scroll back to top", which shows once the reader scrolls: hydrated at the first interaction (plugins/first-load/deferred). */
export default deferred<object>(
  '.theme-back-to-top-button',
  () => import('@theme-original/BackToTopButton'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/BackToTopButton').default,
);
