/**
 * A static region of a doc page (regions.ts): in the production browser build, the markup the
 * server wrote for it, read with the page's islands (from the document on the opened page, from
 * the page's HTML on a page reached through the router), instead of the theme's component and its
 * code. Its links move through the router (useInSiteLinks). `now` is the theme's component, for
 * the builds that render it (the server, `docusaurus start`): `__FIRST_LOAD_ISLANDS__ ? null :
 * require(…).default`.
 */
import React, {Suspense, lazy, type ComponentType} from 'react';
import {useLocation} from '@docusaurus/router';
import {useInSiteLinks} from '@site/src/components/StaticMarkup/useInSiteLinks';
import {regionOf} from './read';
import type {RegionName} from './regions';

export function staticRegion<P extends object>(name: RegionName, load: () => Promise<{default: ComponentType<P>}>, now: ComponentType<P> | null): ComponentType<P> {
  if (now) return now;
  // Only if a doc page's islands were not read (every doc page's module reads them before it is
  // used, recma.ts): the theme's component, fetched then.
  const Theme = lazy(load) as unknown as ComponentType<P>;
  return function StaticRegion(props: P): React.JSX.Element | null {
    const {pathname} = useLocation();
    const links = useInSiteLinks();
    const region = regionOf(pathname, name);
    if (region === undefined) {
      return (
        <Suspense fallback={null}>
          <Theme {...props} />
        </Suspense>
      );
    }
    if (region === null) return null;
    return React.createElement(region.tag, {...region.props, ...links, dangerouslySetInnerHTML: {__html: region.html}});
  };
}
