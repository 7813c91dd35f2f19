import type {Props} from '@theme/CodeBlock/Buttons';
import {deferred} from '@site/plugins/first-load/deferred/client';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * A code block's copy and word-wrap buttons, which the theme renders in the browser only and shows
 * on hover or focus: their code comes at the reader's first interaction (plugins/first-load/deferred),
 * and they appear then.
 */
export default deferred<Props>(
  null,
  () => import('@theme-original/CodeBlock/Buttons'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/CodeBlock/Buttons').default,
);
