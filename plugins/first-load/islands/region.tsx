/**
 * A static region of a doc page (regions.ts): in the production browser build, the markup the
 * server wrote for it, read with the page's islands (from the document on the opened page, from
 * the page's HTML on a page reached through the router), instead of the theme's component and its
 * code. Its links move through the router. `now` is the theme's component, for the builds that
 * render it (the server, `docusaurus start`): `__FIRST_LOAD_ISLANDS__ ? null : require(…).default`.
 */
import React, {type ComponentType} from 'react';
import {useLocation} from '@docusaurus/router';
import {loadedWhenRendered} from '../onDemand';
import {ServerMarkup} from './markup';
import {regionOf} from './read';
import type {RegionName} from './regions';

export function staticRegion<P extends object>(name: RegionName, load: () => Promise<{default: ComponentType<P>}>, now: ComponentType<P> | null): ComponentType<P> {
  if (now) return now;
  // Only if a doc page's islands were not read (every doc page's module reads them before it is
  // used, recma.ts): the theme's component, fetched then.
  const Theme = loadedWhenRendered(load);
  return function StaticRegion(props: P): React.JSX.Element | null {
    const region = regionOf(useLocation().pathname, name);
    if (region === undefined) return <Theme {...props} />;
    return region && <ServerMarkup entry={region} />;
  };
}
