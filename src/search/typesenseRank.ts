/**
 * Typesense 0.24.1 ranks records, not pages, and its text match does not tell a page's title
 * from a passing mention (a one-word query scores the same in either). So the Typesense backend
 * asks for a window of candidate pages in the server's text-match order, and ranks that window
 * itself as the embedded search ranks pages (pageScore.ts): each record scores by the fields its
 * query words were found in, each word as rare as it is (Rarity: the backend counts, in the same
 * call, the records holding each word), and by the share of the query it holds; a page by its
 * records, the pages linking to it, and how much of the query it holds. Pages past the window keep the server's order, so paging never repeats or skips
 * a page: the window's pages are the server's first ones, reordered.
 */
import {coveredScore, FIELD_BOOST, pageScore, recordScore} from './pageScore';
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

/**
 * How much a matched token counts: the inverse document frequency of the query word it stands for. BM25 weighs
 * words so in the embedded index, and the Typesense backend's ranking, without it, let "resources" count no more
 * than "move" (npm run search:eval, Typesense, with record coverage: hit@1 76.4% without, 80.2% with; the held-out
 * set 72% either way; squaring it, 78.3% and 68%).
 */
export type Rarity = (token: string) => number;

/** Inverse document frequency as BM25 (and MiniSearch) reckons it: a word in `holding` of `total` records. */
export const idf = (holding: number, total: number): number => Math.log(1 + (total - holding + 0.5) / (holding + 0.5));

/** Edits between two words (Levenshtein), to tell which query word a record's token matched with a typo. */
function edits(a: string, b: string): number {
  let row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The query word a matched token stands for: itself, the word it starts with (a prefix match), or the nearest by edits (a typo). */
export function wordOf(token: string, words: readonly string[]): string | undefined {
  if (words.includes(token)) return token;
  const prefixed = words.filter((word) => token.startsWith(word)).sort((a, b) => b.length - a.length)[0];
  if (prefixed) return prefixed;
  return [...words].sort((a, b) => edits(token, a) - edits(token, b))[0];
}

/** Rarity from each query word's count of holding records and the collection's count; a token no word stands for counts 1. */
export function rarityOf(holding: ReadonlyMap<string, number>, total: number): Rarity {
  const words = [...holding.keys()];
  return (token) => {
    const word = wordOf(token, words);
    return word === undefined ? 1 : idf(holding.get(word)!, total);
  };
}

/** A record's score: each field counts the distinct words found in it, each as rare as it is, by what the field is to the record (a page's own record's content is its summary). */
export function hitScore(hit: TypesenseRankedHit, rarity: Rarity = () => 1): number {
  const type = hit.document.type;
  const own = !type || type === 'content' ? 'content' : `hierarchy.${type}`;
  let score = 0;
  for (const [field, {matched_tokens: tokens = []} = {}] of Object.entries(hit.highlight ?? {})) {
    let found = 0;
    for (const token of new Set(tokens.flat().map((token) => token.toLowerCase()))) found += rarity(token);
    const boost = field === 'content' ? (type === 'lvl1' ? FIELD_BOOST.summary : FIELD_BOOST.content) : field === own ? FIELD_BOOST.title : FIELD_BOOST.path;
    score += boost * found;
  }
  return score;
}

/** The words of a query as the server counts them in `tokens_matched`. */
export const queryWords = (query: string): number => new Set(query.toLowerCase().match(WORD) ?? []).size;

/** The groups (pages) ranked by page score; equal pages keep the server's order. */
export function rankGroups<G extends TypesenseGroup>(groups: readonly G[], query: string, rarity?: Rarity): G[] {
  const words = queryWords(query);
  return groups
    .map((group, order) => {
      const held = Math.max(0, ...group.hits.map((hit) => hit.text_match_info?.tokens_matched ?? 0));
      const inbound = group.hits[0]?.document.page_inbound ?? 0;
      const score = coveredScore(pageScore(group.hits.map((hit) => recordScore(hitScore(hit, rarity), hit.text_match_info?.tokens_matched ?? 0, words)), inbound), held, words, held >= words);
      return {group, order, score};
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({group}) => group);
}
