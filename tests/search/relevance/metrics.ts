/**
 * The figures of a relevance run: where the first answering page ranks in a page list,
 * and hit@k and mean reciprocal rank over a query set. Pure functions, so that
 * scripts/search-eval.ts and its unit test compute them the same way.
 */

/** A result list's pages, in order, each once: hits' URLs without anchor, query or trailing slash, as site paths. */
export function pagesOf(urls: readonly string[]): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = normalizeRoute(new URL(url, 'http://site.invalid').pathname);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** A route as the query set writes it: leading slash, no trailing slash (except the home page), no `.html`. */
export const normalizeRoute = (route: string): string => route.replace(/\.html$/, '').replace(/(.)\/+$/, '$1');

/** The 1-based position of the first page in `pages` that is one of `answers`, or undefined when none is. */
export function rankOf(pages: readonly string[], answers: readonly string[]): number | undefined {
  const wanted = new Set(answers.map(normalizeRoute));
  const index = pages.findIndex((page) => wanted.has(normalizeRoute(page)));
  return index === -1 ? undefined : index + 1;
}

export interface Figures {
  queries: number;
  /** Share of queries whose first page answers them. */
  hitAt1: number;
  /** Share of queries with an answering page among the first five. */
  hitAt5: number;
  /** Mean of 1/rank, a query with no answering page in its list counting 0. */
  mrr: number;
}

/** hit@1, hit@5 and MRR over the ranks of a query set (undefined: no answering page was listed). */
export function figures(ranks: readonly (number | undefined)[]): Figures {
  if (ranks.length === 0) throw new Error('relevance figures need at least one query');
  for (const rank of ranks) {
    if (rank !== undefined && !(Number.isInteger(rank) && rank >= 1)) throw new Error(`a rank must be a whole number from 1, got ${rank}`);
  }
  const share = (count: number) => count / ranks.length;
  return {
    queries: ranks.length,
    hitAt1: share(ranks.filter((rank) => rank === 1).length),
    hitAt5: share(ranks.filter((rank) => rank !== undefined && rank <= 5).length),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank === undefined ? 0 : 1 / rank), 0) / ranks.length,
  };
}
