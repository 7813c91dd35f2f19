/**
 * Typesense 0.24.1 ranks records, not pages, and its text match does not tell a page's title
 * from a passing mention (a one-word query scores the same in either). So the Typesense backend
 * asks for a window of candidate pages in the server's text-match order, and ranks that window
 * itself as the embedded search ranks pages (pageScore.ts): each record scores by the fields its
 * query words were found in, each word weighed as MiniSearch weighs it (tokenWeights: by how it
 * matched, and by how rare it is, from counts the backend asks for in the same call), and by the
 * share of the query it holds; a page by its records, the pages linking to it, and how much of the
 * query it holds. Pages past the window keep the server's order, so paging never repeats or skips
 * a page: the window's pages are the server's first ones, reordered.
 */
import {coveredScore, FIELD_BOOST, pageScore, recordScore} from './pageScore';
import {editDistance} from './editDistance';
import {normalizeTerm, WORD} from './highlight';
import {slotsOf} from './synonyms';

/**
 * Pages the server is asked for, at least, to rank the first pages of results from. The server's text-match
 * order leaves answers past its first 20 ("jest tests for contracts", whose one rare word the server also
 * matches with a typo as "test" and "just"). npm run search:eval, Typesense, query set: hit@5
 * 96.2% with 20, 97.2% with 30, hit@1 85.8% either way; the held-out set the same. The cost, measured on the
 * query set when the window's records came whole: 42.9 kB of gzip per search on average (45.9 median, 68.2 the
 * most) instead of 30.3 kB with 20. Since the window carries only what ranks it (RANKED_FIELDS), 14.9 kB with
 * the records of the hits shown (typesense.ts).
 */
export const CANDIDATES = 30;

/**
 * Records asked for per candidate page, of which the page shows the request's `group_limit`: a page
 * scores by all its matching sections (pageScore), and three of them were too few to tell pages apart
 * (npm run search:eval, Typesense: hit@1 56.6% with 3, 60.4% with 5 or 8; hit@5 87.7% with 3 or 5,
 * 90.6% with 8), at 20 pages.
 */
export const CANDIDATE_RECORDS = 8;

/** The server's order before ours: records holding more of the query's words (then fewer typos, closer together) first. */
export const CANDIDATE_SORT = '_text_match:desc,item_priority:desc';

/**
 * The fields of a candidate record the window's call returns (typesense.ts): what ranking reads of it (`type`, and
 * `page_inbound` of a page's first record, below) and the `id` the records of the hits shown are then fetched by,
 * but not its text. Its highlights, which ranking reads too, come all the same (`highlight_fields`).
 */
export const RANKED_FIELDS = 'id,type,page_inbound';

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

/** Inverse document frequency as BM25 (and MiniSearch) reckons it: a word in `holding` of `total` records. */
export const idf = (holding: number, total: number): number => Math.log(1 + (total - holding + 0.5) / (holding + 0.5));

/** MiniSearch's default weights of a prefix match and of a typo, before their length adjustment (executeQuerySpec). */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/** What the server's count of records holding each word of the query (with per_page 0) and of all records says. */
export interface WordCounts {
  holding: ReadonlyMap<string, number>;
  total: number;
}

/** The distinct words of a query, as the backend counts them and tokenWeights reads them. */
export const countedWords = (query: string): string[] => [...new Set((query.match(WORD) ?? []).map(normalizeTerm).filter(Boolean))];

/**
 * How much each token a record matched counts, as the embedded search counts it: by how it matched the query
 * (the word itself 1; a synonym's spelling, or a word of a phrase of the synonym list, a share of one word; the
 * last word completed, or a word with typos, less, by MiniSearch's weights and length adjustment) and by how rare
 * the query word it stands for is (BM25's inverse document frequency, from `counts`; 1 without them).
 *
 * Before, every token counted 1. npm run search:eval, Typesense, query set (with record coverage): hit@1 76.4%
 * -> 80.2% with rarity ("resources" had counted no more than "move"; squared, 78.3%), -> 83.0% with the typo weight
 * ("FLIP" listed the FLIX pages first); the held-out set 72% -> 72% -> 70% (hit@5 98% -> 96%), and the queries
 * whose first page differs from the embedded search's 29 -> 18 of 106.
 */
export function tokenWeights(query: string, counts?: WordCounts): (token: string) => number {
  const words = countedWords(query);
  const rarity = (word: string) => (counts && counts.holding.has(word) ? idf(counts.holding.get(word)!, counts.total) : 1);
  const spelled = new Map<string, {word: string; share: number}>();
  for (const slot of slotsOf(words)) {
    for (const term of slot.terms) spelled.set(term, {word: term, share: 1 / slot.terms.length});
    for (const alternative of slot.alternatives) for (const term of alternative) if (!spelled.has(term)) spelled.set(term, {word: slot.terms[0]!, share: 1 / alternative.length});
  }
  const last = words.at(-1);
  const terms = [...spelled.keys()];
  return (raw) => {
    const token = normalizeTerm(raw);
    const exact = spelled.get(token);
    if (exact) return exact.share * rarity(exact.word);
    // The last word completed (the server may show only the part typed, which counts as the word itself).
    if (last && token.startsWith(last)) {
      const {word, share} = spelled.get(last)!;
      return ((PREFIX_WEIGHT * token.length) / (token.length + 0.3 * (token.length - last.length))) * share * rarity(word);
    }
    // Otherwise a typo: the nearest word or synonym's spelling.
    const near = [...terms].sort((a, b) => editDistance(token, a) - editDistance(token, b))[0];
    if (near === undefined) return 0;
    const {word, share} = spelled.get(near)!;
    return ((TYPO_WEIGHT * token.length) / (token.length + editDistance(token, near))) * share * rarity(word);
  };
}

/** A record's score: each field counts the distinct tokens found in it, each as `weigh` says (tokenWeights), by what the field is to the record (a page's own record's content is its summary). */
export function hitScore(hit: TypesenseRankedHit, weigh: (token: string) => number = () => 1): number {
  const type = hit.document.type;
  const own = !type || type === 'content' ? 'content' : `hierarchy.${type}`;
  let score = 0;
  for (const [field, {matched_tokens: tokens = []} = {}] of Object.entries(hit.highlight ?? {})) {
    let found = 0;
    for (const token of new Set(tokens.flat().map((token) => token.toLowerCase()))) found += weigh(token);
    const boost = field === 'content' ? (type === 'lvl1' ? FIELD_BOOST.summary : FIELD_BOOST.content) : field === own ? FIELD_BOOST.title : FIELD_BOOST.path;
    score += boost * found;
  }
  return score;
}

/** The words of a query as the server counts them in `tokens_matched`. */
export const queryWords = (query: string): number => countedWords(query).length;

/** The groups (pages) ranked by page score; equal pages keep the server's order. */
export function rankGroups<G extends TypesenseGroup>(groups: readonly G[], query: string, counts?: WordCounts): G[] {
  const words = queryWords(query);
  const weigh = tokenWeights(query, counts);
  return groups
    .map((group, order) => {
      const held = Math.max(0, ...group.hits.map((hit) => hit.text_match_info?.tokens_matched ?? 0));
      const inbound = group.hits[0]?.document.page_inbound ?? 0;
      const score = coveredScore(pageScore(group.hits.map((hit) => recordScore(hitScore(hit, weigh), hit.text_match_info?.tokens_matched ?? 0, words)), inbound), held, words, held >= words);
      return {group, order, score};
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({group}) => group);
}
