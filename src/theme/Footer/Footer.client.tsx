import React from 'react';
import {useHistory} from '@docusaurus/router';

interface ServerFooter {
  className: string;
  html: string;
}

let serverFooter: ServerFooter | null | undefined;

/** The footer the server rendered, read from the page once, as it hydrates: every page's footer is the same. */
function readServerFooter(): ServerFooter | null {
  if (serverFooter === undefined) {
    const element = document.querySelector<HTMLElement>('footer.footer');
    serverFooter = element ? {className: element.className, html: element.innerHTML} : null;
  }
  return serverFooter;
}

/** An in-site link a plain click should follow through the router, as the theme's links do; else null. */
function inSitePath(event: React.MouseEvent): string | null {
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * The footer in the browser: the server's markup, kept as it is (React does not look inside an
 * element it hydrates with dangerouslySetInnerHTML) and rendered again from the same markup on
 * the pages a reader goes to. Its in-site links go through the router on a plain click and load
 * their page's code when pointed at, as the theme's links do; other links are plain links.
 */
export default function StaticFooter(): React.JSX.Element | null {
  const history = useHistory();
  const footer = readServerFooter();
  if (!footer) return null;
  const onClick = (event: React.MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = inSitePath(event);
    if (path === null) return;
    event.preventDefault();
    history.push(path);
  };
  const preload = (event: React.MouseEvent | React.TouchEvent) => {
    const path = inSitePath(event as React.MouseEvent);
    if (path !== null) void window.docusaurus.preload(path.replace(/[?#].*$/, ''));
  };
  return <footer className={footer.className} dangerouslySetInnerHTML={{__html: footer.html}} onClick={onClick} onMouseOver={preload} onTouchStart={preload} />;
}
