import {deferred} from '@site/plugins/first-load/deferred/client';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/** The page's table of contents beside it, hydrated at the reader's first interaction (plugins/first-load/deferred). */
export default deferred<object>(
  '.theme-doc-toc-desktop',
  () => import('@theme-original/DocItem/TOC/Desktop'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/DocItem/TOC/Desktop').default,
);
