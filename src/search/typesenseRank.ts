/**
 * Typesense 0.24.1 ranks records, not pages, and its text match does not tell a page's title
 * from a passing mention (a one-word query scores the same in either). So the Typesense backend
 * asks for a window of candidate pages in the server's text-match order, and ranks that window
 * itself as the embedded search ranks pages (pageScore.ts): each record scores by the fields its
 * query words were found in, a page by its records, the pages linking to it, and how much of the
 * query it holds. Pages past the window keep the server's order, so paging never repeats or skips
 * a page: the window's pages are the server's first ones, reordered.
 */
import {coveredScore, FIELD_BOOST, pageScore} from './pageScore';
import {WORD} from './highlight';

/** Pages the server is asked for, at least, to rank the first pages of results from. */
export const CANDIDATES = 20;

/**
 * Records asked for per candidate page, of which the page shows the request's `group_limit`: a page
 * scores by all its matching sections (pageScore), and three of them were too few to tell pages apart
 * (npm run search:eval, Typesense: hit@1 56.6% with 3, 60.4% with 5 or 8; hit@5 87.7% with 3 or 5,
 * 90.6% with 8). The cost, measured on the query set: about 36 kB of gzip per search instead of 20 kB with 3.
 */
export const CANDIDATE_RECORDS = 8;

/** The server's order before ours: records holding more of the query's words (then fewer typos, closer together) first. */
export const CANDIDATE_SORT = '_text_match:desc,item_priority:desc';

/** A hit of a grouped Typesense response, as far as ranking reads it. */
export interface TypesenseRankedHit {
  document: {type?: string; page_inbound?: number} & Record<string, unknown>;
  /** Highlights by field, in the format of Typesense 0.24 (the only one asked for: enable_highlight_v1 is off). */
  highlight?: Record<string, {matched_tokens?: (string | string[])[]} | undefined>;
  text_match_info?: {tokens_matched?: number};
}

export interface TypesenseGroup {
  hits: TypesenseRankedHit[];
}

/** How many pages to ask for to answer page `page` of `perPage`: a whole number of pages, at least CANDIDATES, or none past the window. */
export function candidateWindow(page: number, perPage: number): number | undefined {
  const window = Math.ceil(CANDIDATES / perPage) * perPage;
  return page * perPage <= window ? window : undefined;
}

/** A record's score: each field counts the distinct words found in it, by what the field is to the record (a page's own record's content is its summary). */
export function hitScore(hit: TypesenseRankedHit): number {
  const type = hit.document.type;
  const own = !type || type === 'content' ? 'content' : `hierarchy.${type}`;
  let score = 0;
  for (const [field, {matched_tokens: tokens = []} = {}] of Object.entries(hit.highlight ?? {})) {
    const found = new Set(tokens.flat().map((token) => token.toLowerCase())).size;
    const boost = field === 'content' ? (type === 'lvl1' ? FIELD_BOOST.summary : FIELD_BOOST.content) : field === own ? FIELD_BOOST.title : FIELD_BOOST.path;
    score += boost * found;
  }
  return score;
}

/** The words of a query as the server counts them in `tokens_matched`. */
export const queryWords = (query: string): number => new Set(query.toLowerCase().match(WORD) ?? []).size;

/** The groups (pages) ranked by page score; equal pages keep the server's order. */
export function rankGroups<G extends TypesenseGroup>(groups: readonly G[], query: string): G[] {
  const words = queryWords(query);
  return groups
    .map((group, order) => {
      const held = Math.max(0, ...group.hits.map((hit) => hit.text_match_info?.tokens_matched ?? 0));
      const inbound = group.hits[0]?.document.page_inbound ?? 0;
      const score = coveredScore(pageScore(group.hits.map(hitScore), inbound), held, words, held >= words);
      return {group, order, score};
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({group}) => group);
}
