/**
 * The embedded backend's search: MiniSearch over the build's records, answering the
 * same requests, in the same shape, as Typesense. The browser searches the sharded
 * index (sharded.ts) with `searchCorpus`; `createEmbeddedSearch` holds every record
 * in memory and is the reference the sharded index is tested against.
 *
 * Ranking: a record is indexed by its own heading (`title`), its section text
 * (`content`) and the headings above it (`path`), and a page's own record by its
 * summary (`summary`: the page's description and keywords), each boosted as
 * FIELD_BOOST says, so a heading outranks the body text under it; ties go to the scraper's
 * `item_priority` (headings first, then earlier on the page). The last word
 * of the query matches as a prefix, and longer words tolerate typos.
 *
 * A record matches when it holds any word of the query. Grouped by page (as the modal
 * and /search ask), pages rank by pageScore: every matching record of a page counts,
 * not only its best, a page that more pages link to counts more, and a page counts in
 * proportion to the share of the query's words it holds anywhere, twice when one of
 * its records holds them all.
 */
import MiniSearch, {type Options, type SearchResult as MiniSearchResult} from 'minisearch';
import {parseFilterBy} from './filters';
import {highlight, normalizeTerm, snippet, WORD} from './highlight';
import {withoutStopWords} from './stopWords';
import {queryTree, slotsOf, transpositions} from './synonyms';
import {linkPath} from '../../plugins/search-index/records';
import {coveredScore, FIELD_BOOST, pageScore, recordScore} from './pageScore';
import type {DocSearchRecord, HighlightValue, SearchBackend, SearchHit, SearchRequest, SearchResult} from './types';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
export const FIELDS = ['title', 'content', 'path', 'summary'] as const;
type IndexedField = (typeof FIELDS)[number];

const ownHeading = (record: DocSearchRecord): string =>
  record.type === 'content' ? '' : (record[`hierarchy.${record.type}`] ?? '');

/**
 * The fields a record of `type` holds words in, in FIELDS order: a section's text record has no heading
 * of its own, a page's own record (lvl1) no headings above it and its summary (description and keywords)
 * as its content. fieldOf leaves the others empty, and the sharded index stores lengths for these only.
 */
export function fieldsOfType(type: DocSearchRecord['type']): IndexedField[] {
  if (type === 'content') return ['content', 'path'];
  if (type === 'lvl1') return ['title', 'summary'];
  return ['title', 'content', 'path'];
}

function fieldOf(record: DocSearchRecord, field: IndexedField): string {
  if (!fieldsOfType(record.type).includes(field)) return '';
  if (field === 'content' || field === 'summary') return record.content ?? '';
  if (field === 'title') return ownHeading(record);
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  return LEVELS.filter((level) => level >= 1 && level < own)
    .map((level) => record[`hierarchy.lvl${level}`] ?? '')
    .join(' ');
}

export const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** A query's terms, as MiniSearch reads them (its stop words left out, as searchCorpus leaves them out). */
export const normalizeQuery = (query: string): string[] => tokenize(withoutStopWords(query)).map(normalizeTerm).filter(Boolean);

/** Typo tolerance: none below 4 letters, one edit up to 7, two beyond (MiniSearch's fuzzy is a share of length). */
const fuzzy = (term: string): number => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

/** How a reader's own term is matched: the query's last term as a prefix (it may be half typed), longer terms with typos. */
const termOptions = (term: string, last: boolean) => ({prefix: last, fuzzy: fuzzy(term)});

export const SEARCH_OPTIONS = {
  boost: {...FIELD_BOOST},
  combineWith: 'AND' as const,
  prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  fuzzy: (term: string) => fuzzy(term),
  maxFuzzy: 2,
};

/**
 * MiniSearch's options. Documents are record numbers (which are also MiniSearch's
 * short ids); `records` gives their text when indexing. A serialised index is
 * loaded with the same options and no records.
 */
export function indexOptions(records: readonly DocSearchRecord[] = []): Options<number> {
  return {
    idField: 'id',
    fields: [...FIELDS],
    extractField: (n, field) => (field === 'id' ? n : fieldOf(records[n]!, field as IndexedField)),
    tokenize,
    processTerm: (term) => normalizeTerm(term),
    searchOptions: SEARCH_OPTIONS,
  };
}

export function createIndex(records: readonly DocSearchRecord[]): MiniSearch<number> {
  const index = new MiniSearch<number>(indexOptions(records));
  index.addAll(records.map((_, n) => n));
  return index;
}

function highlightResult(record: DocSearchRecord, terms: ReadonlySet<string>): SearchHit['_highlightResult'] {
  const result: SearchHit['_highlightResult'] = {};
  const fields = [...LEVELS.map((level) => `hierarchy.lvl${level}` as const), 'content' as const];
  for (const field of fields) {
    const text = record[field];
    if (!text) continue;
    const {value, matched} = highlight(text, terms);
    const level: HighlightValue['matchLevel'] = matched.length === 0 ? 'none' : matched.length === terms.size ? 'full' : 'partial';
    result[field] = {value, matchLevel: level, matchedWords: matched};
  }
  return result;
}

/** What ranking, filtering and grouping read of a record, known for every record before any is fetched. */
export interface RecordFacts {
  language: string;
  docusaurus_tag: string;
  type: DocSearchRecord['type'];
  item_priority: number;
  /** The record's page, the same number for every record of it. */
  page: number;
  /** How many other pages link to the record's page. */
  inbound: number;
}

/** The fields `filter_by` may name, and `group_by` (which also groups by page: `url_without_anchor`). */
const FILTER_FIELDS = ['language', 'docusaurus_tag', 'type', 'item_priority'];
const GROUP_FIELDS = [...FILTER_FIELDS, 'url_without_anchor'];

function groupKey(facts: RecordFacts, field: string | undefined, n: number): string | number {
  if (field === undefined) return `#${n}`;
  if (field === 'url_without_anchor') return facts.page;
  if (field === 'language' || field === 'docusaurus_tag' || field === 'type' || field === 'item_priority') return facts[field];
  throw new Error(`search: group_by "${field}" is not supported by the embedded index (it groups by ${GROUP_FIELDS.join(', ')})`);
}

/** An index to search: MiniSearch over (some of) the terms, the facts of every record, and the records themselves on demand. */
export interface Corpus {
  index: MiniSearch<number>;
  facts: (n: number) => RecordFacts;
  records: (numbers: number[]) => Promise<DocSearchRecord[]>;
}

/**
 * Answers one multi_search entry over `corpus`, as Typesense would. Only the records
 * of the requested page of results are read, so a sharded index fetches only those.
 */
export async function searchCorpus(corpus: Corpus, request: SearchRequest): Promise<SearchResult> {
  const filter = parseFilterBy(request.filter_by, FILTER_FIELDS);
  const perPage = Number(request.per_page ?? 10);
  const page = Math.max(1, Number(request.page ?? 1));
  const groupBy = (request.group_by as string | undefined) ?? undefined;
  const groupLimit = Number(request.group_limit ?? 3);
  const affix = Number(request.highlight_affix_num_tokens ?? 4);
  const query = withoutStopWords(request.q).trim();
  if (!query) return {hits: [], nbHits: 0, page: page - 1, nbPages: 0};

  // The query's places (a word, or a phrase of the synonym list), and which of them each group holds.
  const places = slotsOf(normalizeQuery(query));
  // Any word may match: a page is found when its sections between them hold the query's words, though
  // none holds them all ("where do I find core contract addresses"). What each record matched goes
  // into its page's coverage below.
  const found = corpus.index
    .search(queryTree(places, 'OR', termOptions, FIELD_BOOST), {filter: (result) => filter(corpus.facts(result.id as number))})
    .map((result) => ({result, n: result.id as number, facts: corpus.facts(result.id as number)}));
  found.sort((a, b) => b.result.score - a.result.score || b.facts.item_priority - a.facts.item_priority);

  const placesOf = new Map<string, number[]>();
  places.forEach((place, i) => {
    const swapped = place.terms.flatMap((term) => (fuzzy(term) ? transpositions(term) : []));
    for (const term of [...place.terms, ...swapped, ...place.alternatives.flat()]) {
      const known = placesOf.get(term);
      if (known) known.push(i);
      else placesOf.set(term, [i]);
    }
  });
  const groups = new Map<string | number, {result: MiniSearchResult; n: number}[]>();
  const scores = new Map<string | number, number[]>();
  const held = new Map<string | number, Set<number>>();
  const whole = new Set<string | number>();
  for (const entry of found) {
    const key = groupKey(entry.facts, groupBy, entry.n);
    const group = groups.get(key) ?? [];
    if (group.length < groupLimit) group.push(entry);
    groups.set(key, group);
    const own = new Set(entry.result.queryTerms.flatMap((term) => placesOf.get(term) ?? []));
    const score = recordScore(entry.result.score, own.size, places.length);
    const pageScores = scores.get(key);
    if (pageScores) pageScores.push(score);
    else scores.set(key, [score]);
    if (own.size === places.length) whole.add(key);
    const pageHeld = held.get(key) ?? new Set<number>();
    for (const place of own) pageHeld.add(place);
    held.set(key, pageHeld);
  }
  let allGroups = [...groups.values()];
  if (groupBy === 'url_without_anchor') {
    // Pages by their score; a sort is stable, so equal pages keep the order of their best record.
    const ranked = [...groups.keys()].map((key) => {
      const score = coveredScore(pageScore(scores.get(key)!, corpus.facts(groups.get(key)![0]!.n).inbound), held.get(key)!.size, places.length, whole.has(key));
      return {key, score};
    });
    allGroups = ranked.sort((a, b) => b.score - a.score).map(({key}) => groups.get(key)!);
  }
  const shown = allGroups.slice((page - 1) * perPage, page * perPage).flat();
  const records = await corpus.records(shown.map(({n}) => n));
  const hits = shown.map(({result}, i): SearchHit => {
    const record = records[i]!;
    const terms = new Set(result.terms.map(normalizeTerm));
    return {
      ...record,
      objectID: record.id,
      _highlightResult: highlightResult(record, terms),
      ...(record.content ? {_snippetResult: {content: {value: snippet(record.content, terms, affix), matchLevel: 'full' as const}}} : {}),
    };
  });
  return {hits, nbHits: allGroups.length, page: page - 1, nbPages: Math.ceil(allGroups.length / perPage)};
}

/** The facts of a record, from the record itself. */
export function factsOf(record: DocSearchRecord, page: number, inbound = 0): RecordFacts {
  return {language: record.language, docusaurus_tag: record.docusaurus_tag, type: record.type, item_priority: record.item_priority, page, inbound};
}

export interface EmbeddedSearch extends SearchBackend {
  records: DocSearchRecord[];
}

/**
 * A backend over all of `records`, indexed in memory (the reference the sharded index is held to);
 * `inbound` gives how many pages link to each page, by site path (EmbeddedIndexFile.inbound).
 */
export function createEmbeddedSearch(records: DocSearchRecord[], inbound: Record<string, number> = {}): EmbeddedSearch {
  const pages = new Map<string, number>();
  const facts = records.map((record) =>
    factsOf(
      record,
      pages.get(record.url_without_anchor) ?? pages.set(record.url_without_anchor, pages.size).size - 1,
      inbound[linkPath(new URL(record.url_without_anchor).pathname)] ?? 0,
    ),
  );
  const corpus: Corpus = {
    index: createIndex(records),
    facts: (n) => facts[n]!,
    records: async (numbers) => numbers.map((n) => records[n]!),
  };
  return {records, search: (request) => searchCorpus(corpus, request)};
}
