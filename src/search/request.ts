import type {SearchRequest, SearchSiteConfig} from './types';

export const HIERARCHY = [0, 1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`).join(',');

/**
 * The request the theme's modal sends (typesense-docsearch-react 3.4's
 * DocSearchModal), so the search page asks the backend exactly what the modal
 * asks, plus paging. The site's `typesenseSearchParameters` apply last, as in the modal.
 */
export function buildRequest(config: SearchSiteConfig, q: string, filterBy: string, page = 1, perPage = 10): SearchRequest {
  return {
    collection: config.typesenseCollectionName,
    q,
    query_by: `${HIERARCHY},content`,
    include_fields: `${HIERARCHY},content,anchor,url,type,id`,
    highlight_full_fields: `${HIERARCHY},content`,
    group_by: 'url',
    group_limit: 3,
    sort_by: 'item_priority:desc',
    snippet_threshold: 8,
    highlight_affix_num_tokens: 12,
    filter_by: filterBy,
    page,
    per_page: perPage,
    ...config.typesenseSearchParameters,
  };
}

/** Where "Let us know." on a no-result screen (modal or page) reports `query`. */
export function missingResultsUrl(config: SearchSiteConfig, query: string): string {
  return config.missingResultsUrl.replace('{query}', encodeURIComponent(query));
}
