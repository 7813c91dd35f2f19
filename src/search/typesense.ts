/**
 * The Typesense backend: each search is a `multi_search` call made and read the
 * way the theme's modal does (the official client, and the InstantSearch
 * adapter's response conversion), with grouped hits flattened so that both
 * backends list up to `group_limit` hits per page. Highlights are sanitised
 * before the UI renders them as HTML.
 *
 * Grouped by page, the first pages of results are ranked here, not by the server
 * (typesenseRank.ts): the call asks for a window of candidate pages in text-match
 * order, and of each candidate record only what ranking reads (RANKED_FIELDS and its
 * highlights), not the record. A second call then fetches, by id, the records of the
 * hits the page of results shows (documentSearches), up to 30 of the window's up to 240,
 * each with its text only where the UI shows it whole (showsText). Excerpts are the first
 * call's highlights, asked with the request's own highlight parameters, so the hits shown
 * are those one call with whole records gave: npm run search:eval compares the two.
 * On the query set the answers went from 44.6 kB of gzip a search on average (71.1 the
 * most) to 14.9 kB for both calls (23.8 the most).
 */
import {SearchClient} from 'typesense';
import {SearchResponseAdapter} from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import {sanitizeHighlight} from './highlight';
import {HIERARCHY} from './request';
import {withoutStopWords} from './stopWords';
import {CANDIDATE_RECORDS, CANDIDATE_SORT, candidateWindow, countedWords, RANKED_FIELDS, rankGroups, type TypesenseGroup, type TypesenseRankedHit} from './typesenseRank';
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

/** A hit without its record's text, which was not fetched (showsText); its excerpt stays. */
function withoutText({content: _text, ...hit}: SearchHit): SearchHit {
  return hit;
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
          ...(window
            ? {
                page: 1,
                per_page: window,
                group_limit: Math.max(CANDIDATE_RECORDS, groupLimit),
                // Of each candidate record, what ranking reads and the id to fetch it by, not its text (the records of the hits
                // shown come apart: documentSearches); its highlights all the same, which Typesense gives only for the fields it
                // returns unless highlight_fields names them (here the fields searched, which it highlights by default).
                include_fields: RANKED_FIELDS,
                highlight_fields: request.highlight_fields ?? request.query_by,
              }
            : request.include_fields
              ? {include_fields: `${String(request.include_fields)},page_inbound`}
              : {}),
        }
      : {}),
  };
  // To rank the window by how rare each word is, the same call counts the records (`*`) and those holding each
  // word of the query, matched as the search matches them; a count is asked with per_page 0, which returns no hits.
  const words = window ? countedWords(q) : [];
  const count = (query: string) => ({collection: request.collection, query_by: request.query_by, filter_by: request.filter_by, exhaustive_search: request.exhaustive_search, q: query, per_page: 0});
  return {searches: [sent, ...(words.length ? ['*', ...words].map(count) : [])], q, page, perPage, groupLimit, window, words};
}

/** The most records one search returns: Typesense's largest per_page. */
export const MOST_PER_SEARCH = 250;

/** A record to fetch for a hit shown: its id, and whether its text (`content`) is wanted too (showsText). */
export interface WantedRecord {
  id: string;
  text: boolean;
}

/**
 * Whether the UI shows the whole text (`content`) of a hit's record, which is then fetched with it: a page's own record
 * (lvl1), whose text is the page's summary, shown whole when the reader's recent searches list it (the modal keeps a hit
 * there without its highlights); and a hit whose text matched nothing, whose excerpt is its whole text. Of a section
 * whose text matched, the UI shows only the excerpt, the ranking call's highlight, so its text is not fetched.
 */
export const showsText = (hit: TypesenseRankedHit): boolean => hit.document.type !== 'content' || !hit.highlight?.content;

/**
 * The multi_search entries that fetch the records `wanted` by id (MOST_PER_SEARCH a search at most), with the fields the
 * request asks for (without `content` where the text is not wanted), and no highlights: those of the hits shown are
 * the ranking call's. Each id is quoted in backticks, as a filter value holding `/`, `#` or `,` must be; Typesense 0.24
 * has no way to quote a backtick.
 */
export function documentSearches(request: SearchRequest, wanted: readonly WantedRecord[]) {
  const unquotable = wanted.find(({id}) => id.includes('`'));
  if (unquotable) throw new Error(`Typesense: the record ${unquotable.id} cannot be fetched by its id, which holds a backtick`);
  // The records are told apart by their id: asked for even where the request's fields leave it out (the hit has it anyway, as its objectID).
  const named = request.include_fields ? String(request.include_fields).split(',').map((field) => field.trim()) : undefined;
  const fields = named && !named.includes('id') ? [...named, 'id'] : named;
  const searches = [];
  for (const text of [true, false]) {
    const ids = wanted.filter((record) => record.text === text).map(({id}) => id);
    const returned = fields ? {include_fields: (text ? fields : fields.filter((field) => field !== 'content')).join(',')} : text ? {} : {exclude_fields: 'content'};
    for (let from = 0; from < ids.length; from += MOST_PER_SEARCH) {
      const chunk = ids.slice(from, from + MOST_PER_SEARCH);
      searches.push({
        collection: request.collection,
        q: '*',
        filter_by: `id:[${chunk.map((id) => `\`${id}\``).join(',')}]`,
        per_page: chunk.length,
        ...returned,
        enable_highlight_v1: false,
      });
    }
  }
  return searches;
}

type TypesenseResult = Record<string, unknown>;

export function createTypesenseBackend(server: NonNullable<SearchSiteConfig['typesenseServerConfig']>): SearchBackend {
  // Each node once and one more try, each attempt bounded (3 s unless the site config says otherwise): a
  // cluster answers while any node does, and a dead one fails within a bounded time (then fallback.ts takes over).
  const client = new SearchClient({connectionTimeoutSeconds: 3, numRetries: server.nodes.length, retryIntervalSeconds: 0.1, ...server});
  /** One multi_search call; it fails, as a whole, when the server fails or answers any of its searches with an error. */
  async function perform(searches: object[]): Promise<TypesenseResult[]> {
    const response = (await client.multiSearch.perform({searches} as never)) as unknown as {results: TypesenseResult[]};
    if (response.results.length !== searches.length) throw new Error(`Typesense: ${searches.length} searches sent, ${response.results.length} answered`);
    for (const result of response.results) if ('error' in result) throw new Error(`Typesense: ${String(result.error)}`);
    return response.results;
  }
  /**
   * The records `wanted`, by id, in one call. A record the collection no longer holds (a reindex swapped the alias to a
   * collection without it between the two calls) is not in the map; its hit is then left out. The call failing fails the
   * search, as the first call failing does (then withFallback.ts answers from the embedded index).
   */
  async function fetchDocuments(request: SearchRequest, wanted: WantedRecord[]): Promise<Map<string, Record<string, unknown>>> {
    if (wanted.length === 0) return new Map();
    const results = await perform(documentSearches(request, wanted));
    return new Map(results.flatMap((result) => ((result.hits ?? []) as {document: Record<string, unknown>}[]).map(({document}) => [String(document.id), document] as const)));
  }
  return {
    async search(request): Promise<SearchResult> {
      const {searches, q, page, perPage, groupLimit, window, words} = typesenseSearches(request);
      const [first, all, ...holding] = (await perform(searches)) as [TypesenseResult, ...TypesenseResult[]];
      const textless = new Set<string>();
      if (window) {
        const counts = all ? {holding: new Map(words.map((word, i) => [word, Number(holding[i]!.found)])), total: Number(all.found)} : undefined;
        const groups = rankGroups((first.grouped_hits ?? []) as TypesenseGroup[], q, counts);
        const shown = groups.slice((page - 1) * perPage, page * perPage).map((group) => ({...group, hits: group.hits.slice(0, groupLimit)}));
        const documents = await fetchDocuments(request, shown.flatMap((group) => group.hits.map((hit) => ({id: String(hit.document.id), text: showsText(hit)}))));
        // Each hit as one call with whole records gave it: its record (with its page's link count), and its highlights. The
        // adapter makes a field's highlight of a field the record has: a text not fetched stands in as '' until adapted.
        first.grouped_hits = shown.map((group) => ({
          ...group,
          hits: group.hits.flatMap((hit) => {
            const document = documents.get(String(hit.document.id));
            if (!document) return [];
            if (!showsText(hit)) textless.add(String(hit.document.id));
            return [{...hit, document: {...hit.document, ...document, ...(showsText(hit) ? {} : {content: ''})}}];
          }),
        }));
        first.page = page;
        first.request_params = {...(first.request_params as object), per_page: perPage};
      }
      const adapted = new SearchResponseAdapter(
        first,
        {params: {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}},
        {geoLocationField: '', flattenGroupedHits: true},
      ).adapt() as SearchResult;
      return {...adapted, hits: adapted.hits.map((hit) => sanitize(textless.has(hit.objectID) ? withoutText(hit) : hit))};
    },
  };
}
