import type {SearchSiteConfig} from '../src/search/types';
import {env, type Env} from './env';
import {REPOSITORY} from './links';

/** Where "Let us know." on the no-result screen files a report. */
export const MISSING_RESULTS_URL = `${REPOSITORY}/issues/new?title=Search%3A+no+results+for+%22{query}%22&labels=search`;

/** The fields a Typesense search matches: a page's headings and text (see searchConfig). */
export const TYPESENSE_QUERY_BY = 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content';

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

export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'https' | 'http';
}

/** The variables that say where Typesense is, as the site's env and the indexer's process.env both give them. */
export interface TypesenseLocation {
  host?: string;
  nodes?: string;
  port?: string;
  protocol?: string;
}

// A host name or IPv4 address, or an IPv6 address in brackets, then a port.
const NODE_ENTRY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):(\d{1,5})$/;

/**
 * The Typesense nodes to talk to: TYPESENSE_HOST (one node, on TYPESENSE_PORT) or
 * TYPESENSE_NODES (`host:port,host:port,...`, every node of a cluster), each over
 * TYPESENSE_PROTOCOL. An empty list when neither is set. Throws a message naming the
 * variables, and the entry, when the values cannot be used.
 */
export function typesenseNodes({host, nodes, port, protocol}: TypesenseLocation): TypesenseNode[] {
  if (host && nodes) {
    throw new Error('TYPESENSE_HOST and TYPESENSE_NODES are both set: set TYPESENSE_HOST for one node or TYPESENSE_NODES for several, not both');
  }
  if (!nodes) return host ? [{host, ...typesenseNode(port, protocol)}] : [];
  if (port) throw new Error(`TYPESENSE_PORT "${port}" is set with TYPESENSE_NODES, which gives each node's port (host:port); unset TYPESENSE_PORT`);
  const {protocol: scheme} = typesenseNode(undefined, protocol);
  return nodes.split(',').map((raw) => {
    const entry = raw.trim();
    const match = NODE_ENTRY.exec(entry);
    const number = Number(match?.[2]);
    if (!match || number < 1 || number > 65535) {
      throw new Error(`TYPESENSE_NODES entry "${entry}" is not host:port (a host name or address, then a port from 1 to 65535; the protocol comes from TYPESENSE_PROTOCOL)`);
    }
    return {host: match[1]!, port: number, protocol: scheme};
  });
}

/**
 * Search configuration (`themeConfig.typesense`, read by
 * docusaurus-theme-search-typesense and by our SearchBar wrapper and SearchPage).
 *
 * - Nothing set: the embedded backend searches the index the build writes.
 * - TYPESENSE_HOST (one node) or TYPESENSE_NODES (a cluster) and
 *   TYPESENSE_SEARCH_API_KEY set: the same UI queries those nodes, over https (on
 *   port 443 for TYPESENSE_HOST) unless TYPESENSE_PROTOCOL / TYPESENSE_PORT say
 *   otherwise, in the collection (or alias) TYPESENSE_COLLECTION. The key is a
 *   search-only key: it ships in the page. The indexer's admin key never does.
 */
export function searchConfig(vars: Env = env) {
  const {typesenseSearchApiKey: apiKey} = vars;
  let nodes: TypesenseNode[];
  try {
    nodes = typesenseNodes({host: vars.typesenseHost, nodes: vars.typesenseNodes, port: vars.typesensePort, protocol: vars.typesenseProtocol});
  } catch (error) {
    throw new Error(`Search configuration: ${(error as Error).message}`);
  }
  const where = vars.typesenseNodes ? 'TYPESENSE_NODES' : 'TYPESENSE_HOST';
  if ((nodes.length > 0) !== Boolean(apiKey)) {
    throw new Error(
      `Search configuration: ${nodes.length ? `${where} is set but TYPESENSE_SEARCH_API_KEY is not` : 'TYPESENSE_SEARCH_API_KEY is set but neither TYPESENSE_HOST nor TYPESENSE_NODES is'}; set both to search Typesense, or neither for the embedded index.`,
    );
  }
  return {
    backend: nodes.length ? 'typesense' : 'embedded',
    // The meta file of the sharded index plugins/search-index writes (its `shardsDir` option, default search-index).
    indexPath: '/search-index/meta.json',
    typesenseCollectionName: vars.typesenseCollection,
    // Each attempt on a node gives up after 3 s; when every node fails, the site searches the embedded index (src/search/withFallback.ts).
    ...(nodes.length && apiKey ? {typesenseServerConfig: {apiKey, nodes, connectionTimeoutSeconds: 3}} : {}),
    // Group by page, not by anchor, so that a page lists at most three hits. Match the page's
    // headings and text but not hierarchy.lvl0, the navbar section every page of it carries
    // ("EVM", "Build"), as the embedded index (src/search/embedded.ts) does not.
    // exhaustive_search: without it Typesense stops trying a query's prefix expansions and typo
    // corrections once it holds enough matches, and answering pages were left out of the list
    // (npm run search:eval, Typesense: hit@5 73.6% -> 82.1%). It also lists records holding only
    // some of the query's words; the site's Typesense backend asks for them in text-match order
    // and ranks the first pages itself (src/search/typesenseRank.ts), so that a page holding every
    // word comes first.
    typesenseSearchParameters: {
      group_by: 'url_without_anchor',
      group_limit: 3,
      query_by: TYPESENSE_QUERY_BY,
      exhaustive_search: true,
    },
    contextualSearch: true,
    searchPagePath: 'search',
    missingResultsUrl: MISSING_RESULTS_URL,
  } satisfies SearchSiteConfig & {searchPagePath: string};
}
