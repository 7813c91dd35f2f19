import type React from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/**
 * The in-site link a plain click on `event` should follow through the router, as the theme's
 * links do; null for other links, and for a link to a place on the page shown, which the browser
 * scrolls to itself (the theme's anchor links are plain links too).
 */
export function inSitePath(event: React.SyntheticEvent, current: string): string | null {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === current && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Handlers for markup that is kept as the server rendered it (the footer, a doc page's islands):
 * its in-site links go through the router on a plain click, and load their page's code when
 * pointed at, as the theme's links do; other links stay plain links.
 */
export function useInSiteLinks(): Pick<React.DOMAttributes<HTMLElement>, 'onClick' | 'onMouseOver' | 'onTouchStart'> {
  const history = useHistory();
  const {pathname} = useLocation();
  const onClick = (event: React.MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = inSitePath(event, pathname);
    if (path === null) return;
    event.preventDefault();
    history.push(path);
  };
  const preload = (event: React.SyntheticEvent) => {
    const path = inSitePath(event, pathname);
    if (path !== null) void window.docusaurus.preload(path.replace(/[?#].*$/, ''));
  };
  return {onClick, onMouseOver: preload, onTouchStart: preload};
}
