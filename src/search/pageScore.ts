/**
 * How both backends rank pages, from what matched in each of a page's records. The embedded
 * search scores records with MiniSearch (embedded.ts); the Typesense backend scores the
 * records the server returns from the fields their query words were found in
 * (typesenseRank.ts). Either way a page's score is built here, so that the two rank alike.
 * Kept apart from embedded.ts so that the Typesense chunk does not carry MiniSearch.
 */

/**
 * How much a query word counts in each field of a record: its own heading, its text, the headings above
 * it, and, in a page's own record, the page's summary (its front-matter description and keywords, which
 * say what the page answers in a reader's words). Summary words counted as text (1) left answers that only
 * keywords named below pages that mention the word in passing; at 3, npm run search:eval went from
 * 75.5% to 78.3% hit@1 embedded and 61.3% to 67.9% on Typesense (2 and 4 were tried: 78.3% and 79.2%
 * embedded, but 4 lost a held-out query).
 */
export const FIELD_BOOST = {title: 4, content: 1, path: 1.5, summary: 3} as const;

/**
 * A record holding `held` of the query's `places` counts (held / places) to this power of its score: the
 * coordination factor of classic Lucene scoring, softened. A record scores by the sum of its words, so without
 * it a heading holding one word of the query, or a synonym's several words, outscored a page's own record
 * holding them all ("nft storefront" put the NFT standard first, for its title "Non-Fungible Token"). On the
 * query set (npm run search:eval) it took hit@1 from 82.1% to 84.9% embedded and from 74.5% to 80.2% on
 * Typesense, and the held-out set's from 68% to 72% on Typesense, 78% either way embedded (1 and 2 were
 * tried: the same or less on the query set, and 2 lost held-out queries).
 */
export const RECORD_COVERAGE = 0.5;

/** A record's score scaled by the share of the query it holds (RECORD_COVERAGE). */
export const recordScore = (score: number, held: number, places: number): number =>
  score * Math.pow(Math.min(held, places) / Math.max(1, places), RECORD_COVERAGE);

/** Each further matching record of a page adds this share of the one before it to the page's score. */
export const PAGE_DECAY = 0.7;
/** A page's score grows by this share of the natural log of (1 + the pages linking to it). */
export const LINK_WEIGHT = 0.3;
/** A page one of whose records holds every word of the query counts this many times. */
export const WHOLE_MATCH = 2;

/**
 * The score of a page from the scores of its matching records, best first. A page whose
 * sections answer a query several times (fees: "transaction", "cost", "storage") outranks one
 * that mentions it once in a heading, but with diminishing returns (PAGE_DECAY), so a long page
 * does not win by length alone. Pages many others send readers to come first among equals
 * (LINK_WEIGHT): on the relevance query set these two took the embedded search's hit@1 from
 * 57.5% to 69.8% and hit@5 from 80.2% to 86.8% (npm run search:eval; the weights were chosen
 * there, among 0.5-0.85 and 0-0.5).
 */
export function pageScore(scores: readonly number[], inbound: number): number {
  let sum = 0;
  let weight = 1;
  for (const score of [...scores].sort((a, b) => b - a)) {
    sum += score * weight;
    weight *= PAGE_DECAY;
  }
  return sum * (1 + LINK_WEIGHT * Math.log1p(inbound));
}

/**
 * A page's score scaled by how much of the query it holds: `held` of the query's `places`
 * anywhere among its records, and twice (WHOLE_MATCH) when one record holds them all (`whole`).
 */
export const coveredScore = (score: number, held: number, places: number, whole: boolean): number =>
  score * (Math.min(held, places) / Math.max(1, places)) * (whole ? WHOLE_MATCH : 1);
