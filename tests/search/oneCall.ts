/**
 * The witness that the Typesense backend's two calls (src/search/typesense.ts: the window of candidate pages with
 * only what ranks them, then the records of the hits shown) answer what one call gave: the backend as it was before
 * (at b90f946), whose window carried every record whole, and a comparison of the two answers. For the search tests
 * and npm run search:eval, which compares them on every query of the query sets against the real server.
 */
import {SearchClient} from 'typesense';
import {SearchResponseAdapter} from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import {isDeepStrictEqual} from 'node:util';
import {sanitizeHighlight} from '../../src/search/highlight';
import {typesenseSearches} from '../../src/search/typesense';
import {rankGroups, type TypesenseGroup} from '../../src/search/typesenseRank';
import type {SearchBackend, SearchHit, SearchResult, SearchSiteConfig} from '../../src/search/types';

type Highlights = Record<string, {value?: string} | undefined>;

function sanitize(hit: SearchHit): SearchHit {
  const clean = (values: Highlights | undefined) =>
    Object.fromEntries(Object.entries(values ?? {}).map(([field, entry]) => [field, entry && typeof entry.value === 'string' ? {...entry, value: sanitizeHighlight(entry.value)} : entry]));
  return {
    ...hit,
    _highlightResult: clean(hit._highlightResult as Highlights) as SearchHit['_highlightResult'],
    ...(hit._snippetResult ? {_snippetResult: clean(hit._snippetResult as Highlights) as SearchHit['_snippetResult']} : {}),
  };
}

/** The window's search without the fields and highlights the two calls ask for (src/search/typesense.ts). */
const unranked = ({include_fields: _fields, highlight_fields: _highlights, ...search}: Record<string, unknown>) => search;

const withoutText = ({content: _text, ...hit}: SearchHit) => hit;

/** The backend of one call: the same searches, but the window's records whole (the request's fields and page_inbound, highlighted by default). */
export function oneCallBackend(server: NonNullable<SearchSiteConfig['typesenseServerConfig']>): SearchBackend {
  const client = new SearchClient({connectionTimeoutSeconds: 3, numRetries: server.nodes.length, retryIntervalSeconds: 0.1, ...server});
  return {
    async search(request): Promise<SearchResult> {
      const {searches, q, page, perPage, groupLimit, window, words} = typesenseSearches(request);
      const ranking = unranked(searches[0] as Record<string, unknown>);
      const whole = window
        ? {...ranking, ...(request.include_fields ? {include_fields: `${String(request.include_fields)},page_inbound`} : {}), ...(request.highlight_fields ? {highlight_fields: request.highlight_fields} : {})}
        : searches[0]!;
      const response = (await client.multiSearch.perform({searches: [whole, ...searches.slice(1)]} as never)) as unknown as {results: Record<string, unknown>[]};
      for (const result of response.results) if ('error' in result) throw new Error(`Typesense: ${String(result.error)}`);
      const [first, all, ...holding] = response.results as [Record<string, unknown>, ...Record<string, unknown>[]];
      if (window) {
        const counts = all ? {holding: new Map(words.map((word, i) => [word, Number(holding[i]!.found)])), total: Number(all.found)} : undefined;
        const groups = rankGroups((first.grouped_hits ?? []) as TypesenseGroup[], q, counts);
        first.grouped_hits = groups.slice((page - 1) * perPage, page * perPage).map((group) => ({...group, hits: group.hits.slice(0, groupLimit)}));
        first.page = page;
        first.request_params = {...(first.request_params as object), per_page: perPage};
      }
      const adapted = new SearchResponseAdapter(first, {params: {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}}, {geoLocationField: '', flattenGroupedHits: true}).adapt() as SearchResult;
      return {...adapted, hits: adapted.hits.map(sanitize)};
    },
  };
}

/** What an answer shows: everything but the server's timing and the raw Typesense hit each hit keeps. */
const shown = ({processingTimeMS: _time, ...result}: SearchResult & {processingTimeMS?: number}) => ({
  ...result,
  hits: result.hits.map(({_rawTypesenseHit: _raw, ...hit}: SearchHit & {_rawTypesenseHit?: unknown}) => hit),
});

/**
 * How `answer` (the two calls) differs from `expected` (one call), one line a difference; none when they agree. They
 * agree when every field of every hit, highlights and excerpts included, is the same, in the same order, but for the
 * text of a section whose text matched (a `content` record with a highlighted `content`): the UI shows only its
 * excerpt, which is the same, and the two calls leave its whole text out (src/search/typesense.ts, showsText).
 */
export function answerDifferences(expected: SearchResult, answer: SearchResult): string[] {
  const a = shown(expected);
  const b = shown(answer);
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof typeof a>) {
    if (key !== 'hits' && !isDeepStrictEqual(a[key], b[key])) differences.push(`${key}: ${JSON.stringify(a[key])} became ${JSON.stringify(b[key])}`);
  }
  if (a.hits.length !== b.hits.length) differences.push(`${a.hits.length} hits became ${b.hits.length}`);
  a.hits.forEach((hit, i) => {
    const other = b.hits[i];
    if (!other) return;
    const textLeftOut = hit.type === 'content' && hit._snippetResult?.content?.matchLevel === 'full' && !('content' in other);
    const compared = textLeftOut ? withoutText(hit) : hit;
    for (const field of new Set([...Object.keys(compared), ...Object.keys(other)])) {
      const was = (compared as Record<string, unknown>)[field];
      const is = (other as Record<string, unknown>)[field];
      if (!isDeepStrictEqual(was, is)) differences.push(`hit ${i + 1} (${hit.objectID}) ${field}: ${JSON.stringify(was)} became ${JSON.stringify(is)}`);
    }
  });
  return differences;
}
