/**
 * What the MCP server's tools answer, read from the files the site publishes:
 * - search: the sharded search index, searched by the browser's own code (src/search/sharded.ts)
 *   with the request the search modal sends, so hits are ranked and grouped as on the site;
 * - pages: each doc's Markdown at `<route>.md` (plugins/llms-txt), listed in /llms.txt;
 * - the Access API: /openapi/access.yaml, bundled with Redocly's openapi-core, one operation's
 *   $refs resolved here;
 * - core contracts: /data/core-contracts.json (plugins/core-contracts).
 *
 * What is read is kept for a few minutes, so a rebuilt or redeployed site is picked up.
 */
import {bundleFromString, createConfig} from '@redocly/openapi-core';
import {markdownPath} from '../plugins/llms-txt/paths';
import {CORE_CONTRACT_NETWORKS, CORE_CONTRACTS_PATH, validateCoreContracts, type CoreContractNetwork, type CoreContracts} from '../plugins/core-contracts/data';
import {buildRequest} from '../src/search/request';
import {createShardedBackend} from '../src/search/sharded';
import type {SearchBackend, SearchHit} from '../src/search/types';
import {DOCS_FILTER, EMBEDDED_SEARCH as SEARCH} from '../scripts/lib/buildSearch';
import {nearest} from './near';
import {NotFoundError, SiteError, type Site} from './source';

/** Where the access-api plugin publishes the description (its `downloadPath`). */
export const ACCESS_API_PATH = '/openapi/access.yaml';
export const LLMS_TXT_PATH = '/llms.txt';

const CACHE_MS = 5 * 60_000;

export interface SearchResultItem {
  /** The page title, then the headings down to the hit's section: `EVM Networks › Chain IDs`. */
  title: string;
  url: string;
  /** The words around the match, as the site's result list shows them (empty for a heading hit). */
  excerpt: string;
}

export interface SearchAnswer {
  query: string;
  /** How many pages match in all. */
  pages: number;
  results: SearchResultItem[];
}

export interface OperationAnswer {
  operationId?: string;
  method: string;
  path: string;
  [field: string]: unknown;
}

export interface ContractAnswer {
  contract: string;
  flowGo: string;
  addresses: {network: CoreContractNetwork; address: string}[];
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** A highlighted value of the search backend as plain text: `<mark>` tags dropped, entities decoded. */
export const plainText = (html: string): string => html.replace(/<\/?mark>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

function hitTitle(hit: SearchHit): string {
  const own = hit.type === 'content' ? 6 : Number(hit.type.slice(3));
  return ([1, 2, 3, 4, 5, 6] as const)
    .filter((level) => level <= own)
    .map((level) => hit[`hierarchy.lvl${level}`])
    .filter(Boolean)
    .join(' › ');
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

interface OperationEntry {
  method: string;
  path: string;
  operationId?: string;
  operation: Json;
  pathItem: Json;
}

const label = (entry: OperationEntry) => `${entry.method} ${entry.path}`;
const named = (entry: OperationEntry) => (entry.operationId ? `${entry.operationId} (${label(entry)})` : label(entry));

/** A JSON pointer token, escaped. */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value a local reference (`#/components/schemas/Block`) points at in `root`, or undefined. */
function lookup(root: unknown, ref: string): unknown {
  return ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined), root);
}

/**
 * `value` (a part of the description `root`) with every local `$ref` replaced by what it points
 * at. A schema that contains itself is expanded once: where it repeats, a `$ref` points to where
 * it was expanded in the returned value (a JSON pointer into that same value).
 */
export function dereference(root: unknown, value: unknown): unknown {
  const expanding = new Map<string, string>();
  const walk = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${pointer}/${i}`));
    if (typeof node !== 'object' || node === null) return node;
    const {$ref, ...siblings} = node as Json;
    if (typeof $ref !== 'string' || !$ref.startsWith('#')) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, `${pointer}/${token(key)}`)]));
    }
    const open = expanding.get($ref);
    if (open !== undefined) return {$ref: `#${open}`};
    const target = lookup(root, $ref);
    if (target === undefined) throw new SiteError(`the description has no ${$ref} (a $ref at ${pointer || '/'})`);
    expanding.set($ref, pointer);
    const resolved = walk(target, pointer);
    expanding.delete($ref);
    // OpenAPI 3.1 lets a reference carry a summary or description of its own.
    const own = Object.fromEntries(Object.entries(siblings).map(([key, item]) => [key, walk(item, `${pointer}/${token(key)}`)]));
    return Object.keys(own).length > 0 && typeof resolved === 'object' && resolved !== null && !Array.isArray(resolved) ? {...resolved, ...own} : resolved;
  };
  return walk(value, '');
}

export interface Docs {
  search(query: string, limit: number): Promise<SearchAnswer>;
  page(page: string): Promise<{url: string; markdown: string}>;
  operation(name: string): Promise<OperationAnswer>;
  contract(name: string, network?: CoreContractNetwork): Promise<ContractAnswer>;
}

export function createDocs(site: Site, cacheMs = CACHE_MS): Docs {
  const cache = new Map<string, {until: number; value: Promise<unknown>}>();
  /** `load()`, kept for `cacheMs`; a failure is forgotten at once, so the next call tries again. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, {until: Date.now() + cacheMs, value});
    value.catch(() => cache.delete(key));
    return value;
  }

  const backend = () => cached<SearchBackend>('search', async () => createShardedBackend(site.url(SEARCH.indexPath), site.fetch));

  /** The pages /llms.txt lists: their site paths, and the origins their URLs are on. */
  const llmsTxt = () =>
    cached('llms', async () => {
      const text = await site.text(LLMS_TXT_PATH);
      const urls = [...text.matchAll(/\]\((https?:\/\/[^)\s]+?)\.md\)/g)].map((match) => new URL(match[1]!));
      return {paths: urls.map((url) => url.pathname), origins: new Set(urls.map((url) => url.origin))};
    });

  async function search(query: string, limit: number): Promise<SearchAnswer> {
    let result;
    try {
      result = await (await backend()).search(buildRequest(SEARCH, query, DOCS_FILTER, 1, limit));
    } catch (error) {
      throw new SiteError(`The search index of ${site.label} cannot be read: ${(error as Error).message}`);
    }
    return {
      query,
      pages: result.nbHits,
      results: result.hits.map((hit) => ({
        title: hitTitle(hit),
        url: hit.url,
        excerpt: plainText(hit._snippetResult?.content?.value ?? ''),
      })),
    };
  }

  /** The site path a page URL or path names, without `.md`, `.html`, anchor or trailing slash. */
  async function sitePath(input: string): Promise<string> {
    const text = input.trim();
    if (!text) throw new Error('Give a page as a URL or a site path, e.g. https://developers.flow.com/evm/networks or /evm/networks');
    let pathname: string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new Error(`"${text}" is not a URL`);
      }
      const origins = new Set((await llmsTxt().catch(() => undefined))?.origins);
      if (site.kind === 'url') origins.add(site.base.origin);
      if (!origins.has(url.origin)) {
        throw new Error(`${text} is not a page of this site: its pages are at ${[...origins].join(' and ') || site.label}, or give the path alone (/evm/networks)`);
      }
      pathname = url.origin === site.base.origin && url.pathname.startsWith(site.base.pathname) ? `/${url.pathname.slice(site.base.pathname.length)}` : url.pathname;
    } else {
      pathname = new URL(text.replace(/^\/*/, '/'), 'http://site.invalid').pathname;
    }
    return pathname.replace(/\.(md|html)$/, '').replace(/(.)\/+$/, '$1');
  }

  async function page(input: string): Promise<{url: string; markdown: string}> {
    const path = await sitePath(input);
    if (path === '/') throw new NotFoundError(`The home page has no Markdown version; every page that has one is listed in ${LLMS_TXT_PATH}.`);
    const file = markdownPath(path);
    try {
      return {url: site.url(file), markdown: await site.text(file)};
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      const listed = await llmsTxt().catch(() => undefined);
      const near = listed ? nearest(path, listed.paths, 3) : [];
      throw new NotFoundError(
        `No page at ${path}: ${error.message}.${near.length > 0 ? ` Near matches: ${near.join(', ')}.` : ''} Every page with a Markdown version is listed in ${LLMS_TXT_PATH}; search_docs finds pages by topic.`,
      );
    }
  }

  const accessApi = () =>
    cached('access-api', async () => {
      const url = site.url(ACCESS_API_PATH);
      const text = await site.text(ACCESS_API_PATH);
      let bundled;
      try {
        // Bundled (any reference to another file becomes a component); local references stay, for dereference().
        bundled = await bundleFromString({source: text, absoluteRef: url, config: await createConfig({})});
      } catch (error) {
        throw new SiteError(`${site.describe(url)} cannot be read as an OpenAPI description: ${(error as Error).message.split('\n')[0]}`);
      }
      const problem = bundled.problems.find((p) => p.severity === 'error');
      if (problem) throw new SiteError(`${site.describe(url)}: ${problem.message}`);
      const doc = bundled.bundle.parsed as {paths?: Record<string, Json>; servers?: {url: string}[]};
      const entries: OperationEntry[] = [];
      for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
        for (const method of HTTP_METHODS) {
          const operation = pathItem[method] as Json | undefined;
          if (!operation) continue;
          const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
          entries.push({method: method.toUpperCase(), path, operationId, operation, pathItem});
        }
      }
      if (entries.length === 0) throw new SiteError(`${site.describe(url)} describes no operation`);
      // Paths may be given with the servers' base path (`/v1/blocks`).
      const basePaths = (doc.servers ?? []).map((server) => /^[a-z]+:\/\/[^/]+(\/[^?#]*?)\/?$/i.exec(server.url)?.[1]).filter((base): base is string => Boolean(base));
      return {doc, entries, servers: doc.servers, basePaths, where: site.describe(url)};
    });

  async function operation(name: string): Promise<OperationAnswer> {
    const {doc, entries, servers, basePaths, where} = await accessApi();
    const wanted = name.trim();
    const byRoute = /^([a-z]+)\s+(\/\S*)$/i.exec(wanted);
    let found: OperationEntry | undefined;
    if (byRoute) {
      const method = byRoute[1]!.toUpperCase();
      let path = byRoute[2]!.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
      const base = basePaths.find((prefix) => path.startsWith(`${prefix}/`));
      if (base) path = path.slice(base.length);
      found = entries.find((entry) => entry.method === method && entry.path === path);
    } else {
      found = entries.find((entry) => entry.operationId === wanted) ?? entries.find((entry) => entry.operationId?.toLowerCase() === wanted.toLowerCase());
    }
    if (!found) {
      const byName = new Map(entries.flatMap((entry) => [[label(entry), entry] as const, ...(entry.operationId ? [[entry.operationId, entry] as const] : [])]));
      const near = [...new Set(nearest(wanted, byName.keys(), 5).map((key) => named(byName.get(key)!)))];
      throw new NotFoundError(
        `No operation "${wanted}" in the Access API description (${where}). Give an operationId or "METHOD /path". Near matches: ${near.join('; ')}.`,
      );
    }
    const {operation: op, pathItem} = found;
    // Parameters of the path item apply unless the operation redefines them (same name and place).
    const key = (parameter: unknown) => {
      const {$ref} = parameter as Json;
      const resolved = (typeof $ref === 'string' ? lookup(doc, $ref) : parameter) as Json | undefined;
      return `${resolved?.in}:${resolved?.name}`;
    };
    const own = (op.parameters as unknown[] | undefined) ?? [];
    const shared = ((pathItem.parameters as unknown[] | undefined) ?? []).filter((parameter) => !own.some((mine) => key(mine) === key(parameter)));
    const parameters = [...shared, ...own];
    const answer = {
      method: found.method,
      path: found.path,
      ...op,
      ...(parameters.length > 0 ? {parameters} : {}),
      servers: op.servers ?? pathItem.servers ?? servers,
    };
    return dereference(doc, answer) as OperationAnswer;
  }

  const coreContracts = () =>
    cached('core-contracts', async (): Promise<CoreContracts> => {
      const url = site.url(CORE_CONTRACTS_PATH);
      let text: string;
      try {
        text = await site.text(CORE_CONTRACTS_PATH);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        throw new NotFoundError(
          `${error.message}: this site does not publish the core contracts' addresses (builds made before data/core-contracts.json existed lack ${CORE_CONTRACTS_PATH}; rebuild the site)`,
        );
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        throw new SiteError(`${site.describe(url)}: not JSON (${(error as Error).message})`);
      }
      return validateCoreContracts(raw, site.describe(url));
    });

  async function contract(name: string, network?: CoreContractNetwork): Promise<ContractAnswer> {
    const {flowGo, networks} = await coreContracts();
    const names = Object.keys(networks.mainnet);
    const wanted = name.trim();
    const contractName = names.find((candidate) => candidate === wanted) ?? names.find((candidate) => candidate.toLowerCase() === wanted.toLowerCase());
    if (!contractName) {
      throw new NotFoundError(
        `No core contract named "${wanted}". Near matches: ${nearest(wanted, names, 3).join(', ')}. The core contracts are ${names.join(', ')}.`,
      );
    }
    const shown = network ? [network] : [...CORE_CONTRACT_NETWORKS];
    return {contract: contractName, flowGo, addresses: shown.map((net) => ({network: net, address: networks[net][contractName]!}))};
  }

  return {search, page, operation, contract};
}
