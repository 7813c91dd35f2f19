import React from 'react';
import {useInSiteLinks} from '@site/src/components/StaticMarkup/useInSiteLinks';

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

/**
 * The footer in the browser: the server's markup, kept as it is (React does not look inside an
 * element it hydrates with dangerouslySetInnerHTML) and rendered again from the same markup on
 * the pages a reader goes to. Its links are handled as the theme's are (useInSiteLinks).
 */
export default function StaticFooter(): React.JSX.Element | null {
  const links = useInSiteLinks();
  const footer = readServerFooter();
  if (!footer) return null;
  return <footer className={footer.className} dangerouslySetInnerHTML={{__html: footer.html}} {...links} />;
}
