import type {Props} from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import {deferred} from '@site/plugins/first-load/deferred/client';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * The button that brings back a collapsed sidebar: shown only after the reader has collapsed it, so
 * its code comes with the first interaction (plugins/first-load/deferred), not the first load.
 */
export default deferred<Props>(
  null,
  () => import('@theme-original/DocRoot/Layout/Sidebar/ExpandButton'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/DocRoot/Layout/Sidebar/ExpandButton').default,
);
