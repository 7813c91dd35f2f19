import type {DocSearchRecord} from '../../plugins/search-index/types';

export type {DocSearchRecord};

/**
 * One search as the Typesense modal sends it: the body of one entry of a
 * `multi_search` request. Both backends take this shape, so the modal, the search
 * page and the tests speak one language.
 */
export interface SearchRequest {
  collection: string;
  q: string;
  query_by: string;
  filter_by?: string;
  group_by?: string;
  group_limit?: number;
  per_page?: number;
  page?: number;
  [parameter: string]: unknown;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A hit as DocSearch's UI reads it: the record plus escaped, `<mark>`-highlighted values. */
export type SearchHit = DocSearchRecord & {
  objectID: string;
  _highlightResult: Partial<Record<string, HighlightValue>>;
  _snippetResult?: Partial<Record<string, {value: string; matchLevel: HighlightValue['matchLevel']}>>;
};

export interface SearchResult {
  hits: SearchHit[];
  /** Pages found (groups, as Typesense counts them when results are grouped). */
  nbHits: number;
  /** Zero-based, as DocSearch's UI counts. */
  page: number;
  nbPages: number;
  /** Set when Typesense failed and the embedded index answered instead (src/search/withFallback.ts). */
  fallback?: true;
}

export interface SearchBackend {
  search(request: SearchRequest): Promise<SearchResult>;
  /** Fetches what the first search needs (the embedded index), ahead of it. */
  preload?(): Promise<unknown>;
}

/** The search parameters this site adds to the theme's own (see config/search.ts). */
export interface SearchSiteConfig {
  backend: 'embedded' | 'typesense';
  /** Site path of the embedded index's meta file (plugins/search-index/shards.ts). */
  indexPath: string;
  typesenseCollectionName: string;
  typesenseServerConfig?: {
    apiKey: string;
    nodes: {host: string; port: number; protocol: string}[];
    connectionTimeoutSeconds?: number;
  };
  typesenseSearchParameters: Record<string, unknown>;
  contextualSearch: boolean;
  /** Where "Let us know." points, with `{query}` replaced. */
  missingResultsUrl: string;
}
