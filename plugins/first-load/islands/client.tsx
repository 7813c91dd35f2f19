/**
 * A doc page's islands in the browser (recma.ts): the static elements of the page, rendered from
 * the markup the server wrote for them instead of from code.
 *
 * A page's module is used once loadIslands(permalink, counts, into) has filled its islands (the
 * route table waits for the module's `__islands()`, plugins/route-table): on the page the reader
 * opened, the elements are read from the document, which React then hydrates without looking
 * inside them (an element hydrated with dangerouslySetInnerHTML keeps its content); on a page the
 * reader goes to, they are read from the page's HTML, fetched as its code loads (on pointing at a
 * link, or on the click). A page whose HTML cannot be read, or lacks an island, fails to load, and
 * Docusaurus then loads it as a whole page.
 */
import React from 'react';
import {markupOf, ServerMarkup, type IslandEntry} from './markup';
import {ISLAND_CLASS} from './marks';
import {REGIONS, type RegionName} from './regions';
import {pageKey, read} from './read';

/** A page's islands: its static elements, the markup of its code blocks' lines, and its static regions (regions.ts; null where the page has none). */
export interface PageIslands {
  e: IslandEntry[];
  c: CodeIsland[];
  r: Record<RegionName, IslandEntry | null>;
}

/**
 * A code block: its lines' markup, and its code as its lines read (each line's text, joined by
 * line breaks, and the final line break the block's source ends with).
 */
export interface CodeIsland {
  html: string;
  code: string;
}

/** The code of a block's <code>, from its lines (build-time-highlight's html.ts: a span.token-line each, line numbers drawn by CSS). */
export function codeOf(code: Element): string {
  return `${Array.from(code.children, (line) => line.textContent ?? '').join('\n')}\n`;
}

/** How many of each a page has (recma.ts counts them when it compiles the page). */
export interface IslandCounts {
  e: number;
  c: number;
}

/** The elements of `root` with `attribute`, by its value; fails unless they are numbered 0 to count - 1, once each. */
function numbered(root: ParentNode, attribute: string, count: number, source: string): Element[] {
  const found: Element[] = [];
  // An admonition island carries its index as a class (marks.ts).
  const byClass = attribute === 'data-i' ? `, [class*="${ISLAND_CLASS}"]` : '';
  for (const element of Array.from(root.querySelectorAll(`[${attribute}]${byClass}`))) {
    const value = element.getAttribute(attribute) ?? new RegExp(`(?:^|\\s)${ISLAND_CLASS}(\\d+)(?:\\s|$)`).exec(element.getAttribute('class') ?? '')?.[1];
    if (value === undefined) continue;
    const index = Number(value);
    if (!Number.isInteger(index) || index < 0 || index >= count || found[index]) throw new Error(`islands: ${source} has ${attribute}="${value}", not one of 0 to ${count - 1}`);
    found[index] = element;
  }
  const missing = Array.from({length: count}, (_, i) => i).filter((i) => !found[i]);
  if (missing.length > 0) throw new Error(`islands: ${source} lacks ${attribute} ${missing.join(', ')} of ${count}; was it built with this code?`);
  return found;
}

/** The islands in `root` (a document), held to the counts the page was compiled with. */
export function readIslands(root: ParentNode, counts: IslandCounts, source: string): PageIslands {
  return {
    e: numbered(root, 'data-i', counts.e, source).map(markupOf),
    c: numbered(root, 'data-c', counts.c, source).map((element) => ({html: element.innerHTML, code: codeOf(element)})),
    r: Object.fromEntries(
      Object.entries(REGIONS).map(([name, selector]) => {
        const element = root.querySelector(selector);
        return [name, element && markupOf(element)];
      }),
    ) as PageIslands['r'],
  };
}

const pages = new Map<string, Promise<PageIslands>>();


/**
 * Reads the islands of the page at `permalink` into `into`: from the document on the page the
 * reader opened, else from the page's HTML.
 */
export function loadIslands(permalink: string, counts: IslandCounts, into: Partial<PageIslands>): Promise<void> {
  const key = pageKey(permalink);
  // Before React has hydrated, the page module that loads is the opened page's, and the document
  // holds its markup. Later the document holds whatever page is shown (the URL already names the
  // next one while its code loads), and the markup comes from the page's HTML.
  if (!pages.has(key) && document.documentElement.dataset.hasHydrated !== 'true' && pageKey(window.location.pathname) === key) {
    pages.set(key, new Promise((resolve) => resolve(readIslands(document, counts, `the page ${key}`))));
  }
  let page = pages.get(key);
  if (!page) {
    page = fetch(permalink, {credentials: 'same-origin'}).then(async (response) => {
      if (!response.ok) throw new Error(`islands: ${permalink} answered ${response.status}`);
      const html = new DOMParser().parseFromString(await response.text(), 'text/html');
      return readIslands(html, counts, permalink);
    });
    // A failed load is not kept: the next attempt fetches again.
    page.catch(() => pages.delete(key));
    pages.set(key, page);
  }
  return page.then((islands) => {
    read.set(key, islands);
    Object.assign(into, islands);
  });
}

/** One static element of a doc page, with the server's markup. */
export function Island({e}: {e: IslandEntry}): React.JSX.Element {
  return <ServerMarkup entry={e} />;
}
