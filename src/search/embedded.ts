/**
 * The embedded backend: the build's index file, searched in the browser with
 * MiniSearch. It answers the same requests, in the same shape, as Typesense.
 *
 * Ranking: a record is indexed by its own heading (`title`), its section text
 * (`content`) and the headings above it (`path`), boosted in that order, so a
 * heading outranks the body text under it; ties go to the scraper's
 * `item_priority` (headings first, then earlier on the page). The last word
 * of the query matches as a prefix, and longer words tolerate typos.
 */
import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';
import {indexRecords} from '../../plugins/search-index/records';
import type {EmbeddedIndexFile} from '../../plugins/search-index/types';
import {parseFilterBy} from './filters';
import {highlight, normalizeTerm, snippet, WORD} from './highlight';
import type {DocSearchRecord, HighlightValue, SearchBackend, SearchHit, SearchRequest, SearchResult} from './types';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type IndexedField = 'title' | 'content' | 'path';

const ownHeading = (record: DocSearchRecord): string =>
  record.type === 'content' ? '' : (record[`hierarchy.${record.type}`] ?? '');

function fieldOf(record: DocSearchRecord, field: IndexedField): string {
  if (field === 'content') return record.content ?? '';
  if (field === 'title') return ownHeading(record);
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  return LEVELS.filter((level) => level >= 1 && level < own)
    .map((level) => record[`hierarchy.lvl${level}`] ?? '')
    .join(' ');
}

const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** Typo tolerance: none below 4 letters, one edit up to 7, two beyond (MiniSearch's fuzzy is a share of length). */
const fuzzy = (term: string): number => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

export function createIndex(records: DocSearchRecord[]): MiniSearch<DocSearchRecord> {
  const index = new MiniSearch<DocSearchRecord>({
    idField: 'id',
    fields: ['title', 'content', 'path'],
    extractField: (record, field) => (field === 'id' ? record.id : fieldOf(record, field as IndexedField)),
    tokenize,
    processTerm: (term) => normalizeTerm(term),
    searchOptions: {
      boost: {title: 4, content: 1, path: 1.5},
      combineWith: 'AND',
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => fuzzy(term),
      maxFuzzy: 2,
    },
  });
  index.addAll(records);
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

export interface EmbeddedSearch extends SearchBackend {
  records: DocSearchRecord[];
}

/** A backend over `records`; `search` answers one multi_search entry. */
export function createEmbeddedSearch(records: DocSearchRecord[]): EmbeddedSearch {
  const index = createIndex(records);
  const byId = new Map(records.map((record) => [record.id, record]));

  return {
    records,
    async search(request: SearchRequest): Promise<SearchResult> {
      const filter = parseFilterBy(request.filter_by);
      const perPage = Number(request.per_page ?? 10);
      const page = Math.max(1, Number(request.page ?? 1));
      const groupBy = (request.group_by as keyof DocSearchRecord | undefined) ?? undefined;
      const groupLimit = Number(request.group_limit ?? 3);
      const affix = Number(request.highlight_affix_num_tokens ?? 4);
      const query = request.q.trim();
      if (!query) return {hits: [], nbHits: 0, page: page - 1, nbPages: 0};

      const run = (combineWith: 'AND' | 'OR') =>
        index
          .search(query, {combineWith, filter: (result) => filter(byId.get(result.id)!)})
          .map((result) => ({result, record: byId.get(result.id)!}));
      // Every word must match; when no record has them all, the best partial matches.
      let found = run('AND');
      if (found.length === 0) found = run('OR');
      found.sort((a, b) => b.result.score - a.result.score || b.record.item_priority - a.record.item_priority);

      const groups = new Map<string, {result: MiniSearchResult; record: DocSearchRecord}[]>();
      for (const entry of found) {
        const key = groupBy ? String(entry.record[groupBy]) : entry.record.id;
        const group = groups.get(key) ?? [];
        if (group.length < groupLimit) group.push(entry);
        groups.set(key, group);
      }
      const allGroups = [...groups.values()];
      const hits = allGroups.slice((page - 1) * perPage, page * perPage).flatMap((group) =>
        group.map(({result, record}): SearchHit => {
          const terms = new Set(result.terms.map(normalizeTerm));
          return {
            ...record,
            objectID: record.id,
            _highlightResult: highlightResult(record, terms),
            ...(record.content
              ? {_snippetResult: {content: {value: snippet(record.content, terms, affix), matchLevel: 'full' as const}}}
              : {}),
          };
        }),
      );
      return {hits, nbHits: allGroups.length, page: page - 1, nbPages: Math.ceil(allGroups.length / perPage)};
    },
  };
}

/** Loads the index file once; a failed load is retried on the next search. */
export function createEmbeddedBackend(indexUrl: string): SearchBackend {
  let ready: Promise<EmbeddedSearch> | undefined;
  const load = () => {
    ready ??= fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index ${indexUrl}: HTTP ${response.status}`);
        const file = (await response.json()) as EmbeddedIndexFile;
        if (file.version !== 1 || !Array.isArray(file.pages)) throw new Error(`search index ${indexUrl}: unknown format`);
        return createEmbeddedSearch(indexRecords(file));
      })
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  return {search: async (request) => (await load()).search(request), preload: load};
}
