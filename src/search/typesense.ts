/**
 * The Typesense backend: one `multi_search` call per search, made and read the
 * way the theme's modal does (the official client, and the InstantSearch
 * adapter's response conversion), with grouped hits flattened so that both
 * backends list up to `group_limit` hits per page. Highlights are sanitised
 * before the UI renders them as HTML.
 *
 * Grouped by page, the first pages of results are ranked here, not by the server
 * (typesenseRank.ts): the request asks for a window of candidate pages in text-match
 * order, with each record's link count (`page_inbound`, written by the indexer).
 */
import {SearchClient} from 'typesense';
import {SearchResponseAdapter} from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import {sanitizeHighlight} from './highlight';
import {HIERARCHY} from './request';
import {withoutStopWords} from './stopWords';
import {CANDIDATE_RECORDS, CANDIDATE_SORT, candidateWindow, countedWords, rankGroups, type TypesenseGroup} from './typesenseRank';
import type {SearchBackend, SearchHit, SearchRequest, SearchResult, SearchSiteConfig} from './types';

type Highlights = Record<string, {value?: string} | undefined>;

function sanitize(hit: SearchHit): SearchHit {
  const clean = (values: Highlights | undefined) =>
    Object.fromEntries(
      Object.entries(values ?? {}).map(([field, entry]) => [
        field,
        entry && typeof entry.value === 'string' ? {...entry, value: sanitizeHighlight(entry.value)} : entry,
      ]),
    );
  return {
    ...hit,
    _highlightResult: clean(hit._highlightResult as Highlights) as SearchHit['_highlightResult'],
    ...(hit._snippetResult ? {_snippetResult: clean(hit._snippetResult as Highlights) as SearchHit['_snippetResult']} : {}),
  };
}

/** The multi_search entries one search sends, and what reading the answer needs: the search, and when it ranks a window of pages, the counts that rank it. */
export function typesenseSearches(request: SearchRequest) {
  const q = withoutStopWords(request.q);
  const page = Math.max(1, Number(request.page ?? 1));
  const perPage = Number(request.per_page ?? 10);
  const grouped = request.group_by === 'url_without_anchor';
  const groupLimit = Number(request.group_limit ?? 3);
  const window = grouped ? candidateWindow(page, perPage) : undefined;
  const sent = {
    ...request,
    q,
    ...(grouped
      ? {
          sort_by: CANDIDATE_SORT,
          // The page's headings in full, as the UI shows them; the text only as a snippet, which is all the UI shows of it;
          // and each highlight once, in the format the UI's adapter and the ranking read (not also in the older list).
          highlight_full_fields: HIERARCHY,
          enable_highlight_v1: false,
          ...(request.include_fields ? {include_fields: `${String(request.include_fields)},page_inbound`} : {}),
          ...(window ? {page: 1, per_page: window, group_limit: Math.max(CANDIDATE_RECORDS, groupLimit)} : {}),
        }
      : {}),
  };
  // To rank the window by how rare each word is, the same call counts the records (`*`) and those holding each
  // word of the query, matched as the search matches them; a count is asked with per_page 0, which returns no hits.
  const words = window ? countedWords(q) : [];
  const count = (query: string) => ({collection: request.collection, query_by: request.query_by, filter_by: request.filter_by, exhaustive_search: request.exhaustive_search, q: query, per_page: 0});
  return {searches: [sent, ...(words.length ? ['*', ...words].map(count) : [])], q, page, perPage, groupLimit, window, words};
}

export function createTypesenseBackend(server: NonNullable<SearchSiteConfig['typesenseServerConfig']>): SearchBackend {
  // Each node once and one more try, each attempt bounded (3 s unless the site config says otherwise): a
  // cluster answers while any node does, and a dead one fails within a bounded time (then fallback.ts takes over).
  const client = new SearchClient({connectionTimeoutSeconds: 3, numRetries: server.nodes.length, retryIntervalSeconds: 0.1, ...server});
  return {
    async search(request): Promise<SearchResult> {
      const {searches, q, page, perPage, groupLimit, window, words} = typesenseSearches(request);
      const response = (await client.multiSearch.perform({searches} as never)) as unknown as {results: Record<string, unknown>[]};
      if (response.results.length !== searches.length) throw new Error(`Typesense: ${searches.length} searches sent, ${response.results.length} answered`);
      for (const result of response.results) if ('error' in result) throw new Error(`Typesense: ${String(result.error)}`);
      const [first, all, ...holding] = response.results as [Record<string, unknown>, ...Record<string, unknown>[]];
      if (window) {
        const counts = all ? {holding: new Map(words.map((word, i) => [word, Number(holding[i]!.found)])), total: Number(all.found)} : undefined;
        const groups = rankGroups((first.grouped_hits ?? []) as TypesenseGroup[], q, counts);
        first.grouped_hits = groups.slice((page - 1) * perPage, page * perPage).map((group) => ({...group, hits: group.hits.slice(0, groupLimit)}));
        first.page = page;
        first.request_params = {...(first.request_params as object), per_page: perPage};
      }
      const adapted = new SearchResponseAdapter(
        first,
        {params: {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}},
        {geoLocationField: '', flattenGroupedHits: true},
      ).adapt() as SearchResult;
      return {...adapted, hits: adapted.hits.map(sanitize)};
    },
  };
}
