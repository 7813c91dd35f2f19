import type {Props} from '@theme/DocSidebar';
import {deferred} from '@site/plugins/first-load/deferred/client';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * The docs sidebar (desktop, and the phone's menu), hydrated at the reader's first interaction
 * (plugins/first-load/deferred): its root is the desktop sidebar's element.
 */
export default deferred<Props>(
  '.theme-doc-sidebar-container > div > div:first-child',
  () => import('@theme-original/DocSidebar'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/DocSidebar').default,
);
