/**
 * The Typesense backend: one `multi_search` call per search, made and read the
 * way the theme's modal does (the official client, and the InstantSearch
 * adapter's response conversion), with grouped hits flattened so that both
 * backends list up to `group_limit` hits per page. Highlights are sanitised
 * before the UI renders them as HTML.
 */
import {SearchClient} from 'typesense';
import {SearchResponseAdapter} from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import {sanitizeHighlight} from './highlight';
import {withoutStopWords} from './stopWords';
import type {SearchBackend, SearchHit, SearchResult, SearchSiteConfig} from './types';

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

export function createTypesenseBackend(server: NonNullable<SearchSiteConfig['typesenseServerConfig']>): SearchBackend {
  // Each node once and one more try, each attempt bounded (3 s unless the site config says otherwise): a
  // cluster answers while any node does, and a dead one fails within a bounded time (then fallback.ts takes over).
  const client = new SearchClient({connectionTimeoutSeconds: 3, numRetries: server.nodes.length, retryIntervalSeconds: 0.1, ...server});
  return {
    async search(request): Promise<SearchResult> {
      const response = (await client.multiSearch.perform({searches: [{...request, q: withoutStopWords(request.q)}]} as never)) as unknown as {results: Record<string, unknown>[]};
      const first = response.results[0];
      if (!first || 'error' in first) throw new Error(`Typesense: ${String(first?.error ?? 'empty response')}`);
      const adapted = new SearchResponseAdapter(
        first,
        {params: {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}},
        {geoLocationField: '', flattenGroupedHits: true},
      ).adapt() as SearchResult;
      return {...adapted, hits: adapted.hits.map(sanitize)};
    },
  };
}
