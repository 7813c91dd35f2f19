import type React from 'react';
import type {Props} from '@theme/MDXComponents/Details';
import {loadedWhenRendered} from '@site/plugins/first-load/onDemand';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * The theme's `<details>` for MDX, out of the code every doc page loads: in the production browser
 * build a doc page that has one imports the theme's component itself (plugins/first-load/islands,
 * recma.ts); what still asks for `@theme/MDXComponents/Details` there gets it loaded when first rendered.
 */
const Details: React.ComponentType<Props> = __FIRST_LOAD_ISLANDS__
  ? loadedWhenRendered(() => import('@theme-original/MDXComponents/Details'))
  : // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
    require('@theme-original/MDXComponents/Details').default;

export default Details;
