import React from 'react';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import StructuredData from '@theme/DocBreadcrumbs/StructuredData';
import {staticRegion} from '@site/plugins/first-load/islands/region';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/** The trail of links, as the server rendered it (plugins/first-load/islands/regions.ts). */
const Trail = staticRegion<object>(
  'breadcrumbs',
  () => import('@theme-original/DocBreadcrumbs'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/DocBreadcrumbs').default,
);

/**
 * A doc page's breadcrumbs: in the production browser build the server's markup, and the theme's
 * structured data in the head (search engines read it from the head), which the theme's component
 * renders itself elsewhere.
 */
export default function DocBreadcrumbs(): React.JSX.Element {
  const breadcrumbs = useSidebarBreadcrumbs();
  return (
    <>
      {__FIRST_LOAD_ISLANDS__ && breadcrumbs && <StructuredData breadcrumbs={breadcrumbs} />}
      <Trail />
    </>
  );
}
