import type React from 'react';
import type {Props} from '@theme/Admonition';
import {loadedWhenRendered} from '@site/plugins/first-load/onDemand';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * The theme's Admonition, out of the code every doc page loads. In the production browser build a
 * doc page's static admonitions are islands (plugins/first-load/islands), and a page whose
 * admonition holds code or a component imports the theme's Admonition itself
 * (`@theme-original/Admonition`, recma.ts; so do our components). What still asks for
 * `@theme/Admonition` there gets it loaded when first rendered.
 */
const Admonition: React.ComponentType<Props> = __FIRST_LOAD_ISLANDS__
  ? loadedWhenRendered(() => import('@theme-original/Admonition'))
  : // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
    require('@theme-original/Admonition').default;

export default Admonition;
