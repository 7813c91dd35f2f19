/**
 * Search always answers: the site's Typesense backend (src/search/typesense.ts) wrapped by
 * src/search/withFallback.ts, against a real typesense-server (a wrong key, a stopped server),
 * a port where nothing listens, a node that accepts connections and never answers, and
 * nodes that answer 503. The last two are small loopback servers of this file: a running
 * typesense-server cannot be made to hang, and answers 503 only as a cluster that lost its
 * quorum (tests/search/cluster.test.ts and e2e/search-typesense.spec.ts show that case).
 */
import {createServer, type Server} from 'node:http';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {env} from '../../config/env';
import {searchConfig} from '../../config/search';
import {freePort} from '../../examples/harness/emulator';
import {indexRecords} from '../../plugins/search-index/records';
import {createEmbeddedSearch} from '../../src/search/embedded';
import {answeredByFallback, subscribeFallback} from '../../src/search/fallback';
import {RETRY_TYPESENSE_AFTER_MS, withFallback} from '../../src/search/withFallback';
import {buildRequest} from '../../src/search/request';
import {createTypesenseBackend} from '../../src/search/typesense';
import type {SearchBackend} from '../../src/search/types';
import {startTypesense, typesenseBinary, type LoadedTypesense, type RunningTypesense} from './typesenseServer';
import {typesenseProxy, type ProxyAnswer, type TypesenseProxy} from './proxy';
import {twoPageIndex} from './page';

const binary = await typesenseBinary();
const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
const index = twoPageIndex;
const embeddedSearch = createEmbeddedSearch(indexRecords(index));

/** The site's backend for Typesense nodes, falling back to the embedded index; counts the loads of the embedded one. */
function siteBackend(nodes: {host: string; port: number; protocol: string}[], apiKey = 'search-key', connectionTimeoutSeconds = 1) {
  const loads = {count: 0};
  const backend = withFallback(createTypesenseBackend({apiKey, nodes, connectionTimeoutSeconds}), async () => {
    loads.count += 1;
    return embeddedSearch;
  });
  return {backend, loads};
}

const config = searchConfig({...env, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined});
const request = (q: string) => buildRequest(config, q, FILTER);
const paths = (hits: {url: string}[]) => [...new Set(hits.map((hit) => new URL(hit.url).pathname))];

/** A loopback HTTP server whose every request gets `answer`; counts the requests. */
async function misbehaving(answer: 'hang' | 503): Promise<{port: number; requests: () => number; close: () => Promise<void>}> {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    if (answer === 503) response.writeHead(503, {'content-type': 'application/json'}).end('{"message":"Not Ready or Lagging"}');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('fallback to the embedded index', () => {
  it('a port where nothing listens: the embedded index answers, at once, and says so', async () => {
    const port = await freePort();
    const {backend, loads} = siteBackend([{host: '127.0.0.1', port, protocol: 'http'}]);
    const seen: boolean[] = [];
    const unsubscribe = subscribeFallback(() => seen.push(answeredByFallback()));
    const started = Date.now();
    const result = await backend.search(request('chain id'));
    unsubscribe();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.fallback).toBe(true);
    expect(paths(result.hits)).toEqual(['/evm/networks']);
    expect(answeredByFallback()).toBe(true);
    expect(seen.at(-1)).toBe(true);
    expect(loads.count).toBe(1);
  });

  it('a node that never answers: bounded by the timeout of each attempt (one node: two attempts)', async () => {
    const server = await misbehaving('hang');
    try {
      const {backend} = siteBackend([{host: '127.0.0.1', port: server.port, protocol: 'http'}], 'search-key', 1);
      const started = Date.now();
      const result = await backend.search(request('fee'));
      const elapsed = Date.now() - started;
      expect(result.fallback).toBe(true);
      expect(paths(result.hits)).toEqual(['/build/basics/fees']);
      expect(server.requests()).toBe(2);
      expect(elapsed).toBeGreaterThanOrEqual(1_900);
      expect(elapsed).toBeLessThan(4_000);
    } finally {
      await server.close();
    }
  });

  it('every node answers 503: each is tried, then the embedded index answers', async () => {
    const servers = [await misbehaving(503), await misbehaving(503)];
    try {
      const {backend} = siteBackend(servers.map(({port}) => ({host: '127.0.0.1', port, protocol: 'http'})));
      const result = await backend.search(request('chain id'));
      expect(result.fallback).toBe(true);
      expect(servers.every((server) => server.requests() >= 1)).toBe(true);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it('stays on the embedded index for a while after a failure, then asks Typesense again', async () => {
    let clock = 0;
    let up = false;
    const primary: SearchBackend = {
      search: vi.fn(async () => {
        if (!up) throw new Error('connect ECONNREFUSED');
        return {hits: [], nbHits: 0, page: 0, nbPages: 0};
      }),
    };
    const loader = vi.fn(async () => embeddedSearch);
    const backend = withFallback(primary, loader, () => clock);
    expect((await backend.search(request('fee'))).fallback).toBe(true);
    up = true;
    clock += RETRY_TYPESENSE_AFTER_MS - 1;
    expect((await backend.search(request('fee'))).fallback).toBe(true);
    expect(primary.search).toHaveBeenCalledTimes(1);
    clock += 1;
    const answered = await backend.search(request('fee'));
    expect(answered.fallback).toBeUndefined();
    expect(primary.search).toHaveBeenCalledTimes(2);
    expect(answeredByFallback()).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('when the embedded index cannot load either, the search fails (the error screen), and the next one tries again', async () => {
    const primary: SearchBackend = {search: async () => Promise.reject(new Error('connect ECONNREFUSED'))};
    const loader = vi.fn().mockRejectedValueOnce(new Error('meta.json: 404')).mockResolvedValue(embeddedSearch);
    const backend = withFallback(primary, loader);
    await expect(backend.search(request('fee'))).rejects.toThrow('meta.json: 404');
    expect((await backend.search(request('fee'))).fallback).toBe(true);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe.skipIf(!binary.path)(`fallback from a real typesense-server${binary.reason ? ` (skipped: ${binary.reason})` : ''}`, () => {
  let server: RunningTypesense | undefined;
  let loaded: LoadedTypesense;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'search-fallback-build-'));
    await writeFile(path.join(buildDir, 'search-index.json'), JSON.stringify(index));
    server = await startTypesense(binary.path!);
    loaded = await server.load(buildDir);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await rm(buildDir, {recursive: true, force: true});
  });

  it('answers from Typesense while it works, without loading the embedded index', async () => {
    const {backend, loads} = siteBackend(loaded.config.typesenseServerConfig!.nodes, loaded.config.typesenseServerConfig!.apiKey);
    const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
    expect(result.fallback).toBeUndefined();
    expect(paths(result.hits)).toEqual(['/evm/networks']);
    expect(loads.count).toBe(0);
    expect(answeredByFallback()).toBe(false);
  });

  it('a key the server refuses (401): the embedded index answers', async () => {
    const {backend, loads} = siteBackend(loaded.config.typesenseServerConfig!.nodes, 'not-a-key');
    const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
    expect(result.fallback).toBe(true);
    expect(paths(result.hits)).toEqual(['/evm/networks']);
    expect(loads.count).toBe(1);
  });

  describe('the second call of a search (the records of the hits shown) fails', () => {
    /** The site's backend through proxies in front of the server (one node each) that answer each multi_search as `decide` says; the proxies close after `run`. */
    async function throughProxies(decide: (call: {index: number; searches: Record<string, unknown>[]}) => ProxyAnswer, run: (site: ReturnType<typeof siteBackend>, proxies: TypesenseProxy[]) => Promise<void>, nodes = 1) {
      let index = 0;
      // One count of calls over every proxy: the client goes from node to node.
      const proxies = await Promise.all(Array.from({length: nodes}, () => typesenseProxy(server!.url, ({searches}) => decide({index: index++, searches}))));
      try {
        await run(siteBackend(proxies.map(({port}) => ({host: '127.0.0.1', port, protocol: 'http'})), loaded.config.typesenseServerConfig!.apiKey), proxies);
      } finally {
        await Promise.all(proxies.map((proxy) => proxy.close()));
      }
    }
    const statuses = (proxies: TypesenseProxy[]) => proxies.flatMap((proxy) => proxy.calls.map((call) => call.status));

    it('answered 503: after the first call answered, the embedded index answers', async () => {
      await throughProxies(
        ({index}) => (index === 0 ? 'forward' : {status: 503, body: '{"message":"Not Ready or Lagging"}'}),
        async ({backend, loads}, proxies) => {
          const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
          expect(result.fallback).toBe(true);
          expect(paths(result.hits)).toEqual(['/evm/networks']);
          expect(loads.count).toBe(1);
          expect(answeredByFallback()).toBe(true);
          // The ranking call, then the second call: tried on the node and once more.
          expect(statuses(proxies)).toEqual([200, 503, 503]);
        },
      );
    });

    it('never answered: bounded by the timeout of each attempt, then the embedded index answers', async () => {
      await throughProxies(
        ({index}) => (index === 0 ? 'forward' : 'hang'),
        async ({backend}) => {
          const started = Date.now();
          const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
          const elapsed = Date.now() - started;
          expect(result.fallback).toBe(true);
          expect(paths(result.hits)).toEqual(['/evm/networks']);
          expect(elapsed).toBeGreaterThanOrEqual(1_900);
          expect(elapsed).toBeLessThan(4_000);
        },
      );
    });

    it('answered with an error for its search: the embedded index answers', async () => {
      await throughProxies(
        ({index}) => (index === 0 ? 'forward' : {status: 200, body: '{"results":[{"code":400,"error":"Could not parse the filter query."}]}'}),
        async ({backend, loads}) => {
          const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
          expect(result.fallback).toBe(true);
          expect(paths(result.hits)).toEqual(['/evm/networks']);
          expect(loads.count).toBe(1);
        },
      );
    });

    it('failed on one node of two: the other node answers it, and Typesense answers the search', async () => {
      await throughProxies(
        ({index}) => (index === 1 ? {status: 503, body: '{"message":"Not Ready or Lagging"}'} : 'forward'),
        async ({backend, loads}, proxies) => {
          const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
          expect(result.fallback).toBeUndefined();
          expect(paths(result.hits)).toEqual(['/evm/networks']);
          expect(loads.count).toBe(0);
          expect(statuses(proxies).sort()).toEqual([200, 200, 503]);
        },
        2,
      );
    });

    it('a record gone since the first call (a reindex swapped the collection): its hit is left out, the others shown', async () => {
      const one = await siteBackend(loaded.config.typesenseServerConfig!.nodes, loaded.config.typesenseServerConfig!.apiKey).backend.search(buildRequest(loaded.config, 'chain id', FILTER));
      expect(one.hits.length).toBeGreaterThan(1);
      const gone = one.hits[0]!.objectID;
      await throughProxies(
        ({index, searches}) => (index === 0 ? 'forward' : {searches: searches.map((search) => ({...search, filter_by: String(search.filter_by).replace(`\`${gone}\``, '`/gone#0`')}))}),
        async ({backend, loads}) => {
          const result = await backend.search(buildRequest(loaded.config, 'chain id', FILTER));
          expect(result.fallback).toBeUndefined();
          expect(result.hits.map((hit) => hit.objectID)).toEqual(one.hits.slice(1).map((hit) => hit.objectID));
          expect(loads.count).toBe(0);
        },
      );
    });
  });

  it('the server stopped: the embedded index answers', async () => {
    const {backend} = siteBackend(loaded.config.typesenseServerConfig!.nodes, loaded.config.typesenseServerConfig!.apiKey);
    expect((await backend.search(buildRequest(loaded.config, 'fee', FILTER))).fallback).toBeUndefined();
    await server!.stop();
    server = undefined;
    const result = await backend.search(buildRequest(loaded.config, 'fee', FILTER));
    expect(result.fallback).toBe(true);
    expect(paths(result.hits)).toEqual(['/build/basics/fees']);
  });
});
