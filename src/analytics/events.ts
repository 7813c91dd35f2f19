/**
 * Pure helpers that decide what product analytics records. Kept free of any
 * analytics library so they can be tested on their own.
 */

export type LinkClick = {
  href: string;
  id: string;
  class: string;
};

/** The link a click landed on, if any. */
export function clickedLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  return target.closest('a[href]');
}

export function describeLink(anchor: HTMLAnchorElement): LinkClick {
  return {href: anchor.href, id: anchor.id, class: anchor.className};
}

export function isPlaygroundUrl(href: string, playgroundHost: string, base = 'http://localhost'): boolean {
  try {
    return new URL(href, base).host === playgroundHost;
  } catch {
    return false;
  }
}

/** Whether the page links to the Cadence playground anywhere in its main content. */
export function pageLinksToPlayground(root: ParentNode, playgroundHost: string): boolean {
  return Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')).some((a) =>
    isPlaygroundUrl(a.href, playgroundHost),
  );
}
