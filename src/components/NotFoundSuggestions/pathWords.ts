/**
 * How the not-found page turns a missing address into searches, and the pages
 * found into suggestions. Pure functions, so they are unit-tested without a browser.
 */

/** Parts of an address that say nothing about its page: file extensions and index pages. */
const GENERIC = new Set(['html', 'htm', 'md', 'mdx', 'php', 'index']);

/** At most this many searches per missing address (see `searchesFor`). */
export const MAX_SEARCHES = 5;

/**
 * The words of an address's path: split on `/`, `-`, `_` and `.`, lower-cased,
 * without empty parts and without the generic parts above.
 * `/tools/flow-cli/Send_Transactions.html` gives `tools flow cli send transactions`.
 */
export function pathWords(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (`%zz`): its characters are split like any others.
  }
  return decoded
    .toLowerCase()
    .split(/[/\-_.\s]+/)
    .filter((word) => word !== '' && !GENERIC.has(word));
}

/**
 * The searches for a missing address: all its words, then the same without the
 * first word, and so on down to the last word alone (at most `MAX_SEARCHES`,
 * longest first). Search matches every word of a query in one section, so the
 * whole path rarely matches anything; its last words name the page, its first
 * words the part of the site it was in.
 */
export function searchesFor(words: readonly string[]): string[] {
  const searches: string[] = [];
  for (let from = 0; from < words.length; from += 1) searches.push(words.slice(from).join(' '));
  return searches.slice(-MAX_SEARCHES);
}

/** Two words name the same thing when equal, or when one starts the other (`account`, `accounts`) and is 3 letters or more. */
const sameWord = (a: string, b: string): boolean =>
  a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));

/** How many of the missing address's distinct words the page's address shares. */
export function sharedWords(missing: readonly string[], pagePath: string): number {
  const own = pathWords(pagePath);
  return new Set(missing.filter((word) => own.some((candidate) => sameWord(word, candidate)))).size;
}

/**
 * The best `limit` pages of what the searches found: pages are ordered by how many
 * words their address shares with the missing one (a moved or mistyped address
 * keeps most of its words), then by where search ranked them, longest search first.
 * `found` lists the pages' paths in that search order, duplicates allowed.
 */
export function rankPages(missing: readonly string[], found: readonly string[], limit: number): string[] {
  const order = [...new Set(found)];
  const score = new Map(order.map((path) => [path, sharedWords(missing, path)]));
  return order
    .map((path, rank) => ({path, rank, shared: score.get(path)!}))
    .sort((a, b) => b.shared - a.shared || a.rank - b.rank)
    .slice(0, limit)
    .map(({path}) => path);
}
