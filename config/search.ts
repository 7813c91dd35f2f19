import type {SearchSiteConfig} from '../src/search/types';
import {env, type Env} from './env';
import {REPOSITORY} from './links';

/** Where "Let us know." on the no-result screen files a report. */
export const MISSING_RESULTS_URL = `${REPOSITORY}/issues/new?title=Search%3A+no+results+for+%22{query}%22&labels=search`;

/**
 * Port and protocol of a Typesense node, from TYPESENSE_PORT and TYPESENSE_PROTOCOL
 * (default https on 443), for the site and the indexer alike. Throws a message
 * naming the variable when a value is not usable.
 */
export function typesenseNode(portText: string | undefined, protocolText: string | undefined): {port: number; protocol: 'https' | 'http'} {
  const port = Number(portText ?? 443);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`TYPESENSE_PORT "${portText}" is not a port number`);
  const protocol = protocolText ?? 'https';
  if (protocol !== 'https' && protocol !== 'http') throw new Error(`TYPESENSE_PROTOCOL "${protocol}" must be https or http`);
  return {port, protocol};
}

/**
 * Search configuration (`themeConfig.typesense`, read by
 * docusaurus-theme-search-typesense and by our SearchBar wrapper and SearchPage).
 *
 * - Nothing set: the embedded backend searches the index the build writes.
 * - TYPESENSE_HOST and TYPESENSE_SEARCH_API_KEY set: the same UI queries that
 *   cluster, over https on port 443 unless TYPESENSE_PROTOCOL / TYPESENSE_PORT say
 *   otherwise, in the collection (or alias) TYPESENSE_COLLECTION. The key is a
 *   search-only key: it ships in the page. The indexer's admin key never does.
 */
export function searchConfig(vars: Env = env) {
  const {typesenseHost: host, typesenseSearchApiKey: apiKey} = vars;
  if (Boolean(host) !== Boolean(apiKey)) {
    throw new Error(
      `Search configuration: ${host ? 'TYPESENSE_HOST is set but TYPESENSE_SEARCH_API_KEY is not' : 'TYPESENSE_SEARCH_API_KEY is set but TYPESENSE_HOST is not'}; set both to search Typesense, or neither for the embedded index.`,
    );
  }
  let node: ReturnType<typeof typesenseNode>;
  try {
    node = typesenseNode(vars.typesensePort, vars.typesenseProtocol);
  } catch (error) {
    throw new Error(`Search configuration: ${(error as Error).message}`);
  }
  const {port, protocol} = node;
  return {
    backend: host ? 'typesense' : 'embedded',
    // The meta file of the sharded index plugins/search-index writes (its `shardsDir` option, default search-index).
    indexPath: '/search-index/meta.json',
    typesenseCollectionName: vars.typesenseCollection,
    ...(host && apiKey ? {typesenseServerConfig: {apiKey, nodes: [{host, port, protocol}], connectionTimeoutSeconds: 5}} : {}),
    // Group by page, not by anchor, so that a page lists at most three hits.
    typesenseSearchParameters: {group_by: 'url_without_anchor', group_limit: 3},
    contextualSearch: true,
    searchPagePath: 'search',
    missingResultsUrl: MISSING_RESULTS_URL,
  } satisfies SearchSiteConfig & {searchPagePath: string};
}
