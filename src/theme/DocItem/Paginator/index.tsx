import {staticRegion} from '@site/plugins/first-load/islands/region';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/** The previous and next pages' links, as the server rendered them (plugins/first-load/islands/regions.ts). */
export default staticRegion<object>(
  'paginator',
  () => import('@theme-original/DocItem/Paginator'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/DocItem/Paginator').default,
);
