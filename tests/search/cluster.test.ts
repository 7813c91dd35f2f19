/**
 * A three-node Typesense 0.24.1 cluster on free loopback ports (tests/search/typesenseServer.ts:
 * one data folder per node, stopped by pid). The indexer writes through TYPESENSE_NODES and the
 * site's own search code (config/search.ts, src/search/typesense.ts and withFallback.ts) reads
 * through the same list while nodes stop:
 * - a follower stops: searches answer from Typesense, and the indexer swaps in a new collection;
 * - the leader stops too, leaving one node of three (no quorum; 0.24.1 then answers 503 "Not
 *   Ready or Lagging"): searches still answer, from the built-in index, and the indexer
 *   refuses with a clear message;
 * - the follower comes back (empty data folder, same ports): the two nodes elect a new leader
 *   without the old one, searches answer from Typesense again, and the indexer writes.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {Client} from 'typesense';
import {env} from '../../config/env';
import {searchConfig} from '../../config/search';
import {pageRecords} from '../../plugins/search-index/records';
import type {DocSearchRecord} from '../../plugins/search-index/types';
import {indexerConfig, uploadRecords, type IndexerConfig} from '../../scripts/lib/typesenseIndexer';
import {createEmbeddedSearch} from '../../src/search/embedded';
import {withFallback} from '../../src/search/withFallback';
import {buildRequest} from '../../src/search/request';
import {createTypesenseBackend} from '../../src/search/typesense';
import type {SearchResult} from '../../src/search/types';
import {startTypesenseCluster, typesenseBinary, type RunningCluster, type RunningTypesense} from './typesenseServer';

const binary = await typesenseBinary();
const ALIAS = 'flow-docs-cluster';
const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'];

/** The first `count` pages; page n has the word WORDS[n], so a search tells which upload a page came from. */
const records = (count: number): DocSearchRecord[] =>
  WORDS.slice(0, count).flatMap((word, n) =>
    pageRecords(
      {
        path: `/docs/${word}`,
        lvl0: 'Build',
        title: `Page ${n}`,
        language: 'en',
        docusaurusTag: 'docs-default-current',
        blocks: [{kind: 'text', text: `The ${word} section.`}],
      },
      'https://developers.flow.com',
    ),
  );

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
const healthy = async (node: RunningTypesense) => ((await (await fetch(`${node.url}/health`)).json()) as {ok?: boolean}).ok === true;

describe.skipIf(!binary.path)(`a three-node typesense-server cluster${binary.reason ? ` (skipped: ${binary.reason})` : ''}`, () => {
  let cluster: RunningCluster;
  let indexer: IndexerConfig;
  let searchKey: string;
  let servedBeforeLeaderStopped: string;
  let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
  const tick = () => new Date((clock += 1000));
  const quiet = () => undefined;

  beforeAll(async () => {
    cluster = await startTypesenseCluster(binary.path!, 3);
    indexer = indexerConfig({
      TYPESENSE_NODES: cluster.nodeList,
      TYPESENSE_PROTOCOL: 'http',
      TYPESENSE_ADMIN_API_KEY: cluster.nodes[0]!.adminKey,
      TYPESENSE_COLLECTION: ALIAS,
      TYPESENSE_TIMEOUT_SECONDS: '3',
    });
  }, 90_000);
  afterAll(async () => cluster?.stop());

  /** The site's search over the cluster, as a page load makes it, with the built-in index (these records) behind it. */
  function site(embedded: DocSearchRecord[]) {
    const config = searchConfig({
      ...env,
      typesenseHost: undefined,
      typesensePort: undefined,
      typesenseNodes: cluster.nodeList,
      typesenseProtocol: 'http',
      typesenseSearchApiKey: searchKey,
      typesenseCollection: ALIAS,
    });
    const backend = withFallback(createTypesenseBackend(config.typesenseServerConfig!), async () => createEmbeddedSearch(embedded));
    return {
      config,
      /** Searches `word`, and returns the pages found, whether the built-in index answered, and how long it took. */
      async search(word: string) {
        const started = Date.now();
        const result: SearchResult = await backend.search(buildRequest(config, word, FILTER));
        return {pages: result.hits.map((hit) => new URL(hit.url).pathname), fallback: Boolean(result.fallback), ms: Date.now() - started};
      },
    };
  }

  it('the site and the indexer list every node; the indexer writes through them and every node serves the records', async () => {
    expect(indexer.nodes.map((node) => node.port)).toEqual(cluster.nodes.map((node) => node.port));
    const first = await uploadRecords(indexer, records(5), quiet, tick);
    expect(first.documents).toBe(10);
    const admin = new Client({nodes: indexer.nodes, apiKey: indexer.adminApiKey, logLevel: 'silent'});
    searchKey = (await admin.keys().create({description: 'cluster test', actions: ['documents:search'], collections: ['*']})).value!;

    const {config} = site([]);
    expect(config.typesenseServerConfig?.nodes).toEqual(indexer.nodes);
    for (const node of cluster.nodes) {
      // Each node alone, without the built-in index behind it, to show the writes (and the key) reached all three.
      const one = createTypesenseBackend({apiKey: searchKey, nodes: [{host: '127.0.0.1', port: node.port, protocol: 'http'}]});
      await waitFor(`node ${node.url} serves the records`, async () => (await one.search(buildRequest(config, 'echo', FILTER))).hits.length > 0, 10_000);
    }
  });

  it('a follower stops: searches answer from Typesense, and the indexer swaps in a new collection', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const leader = await cluster.leader();
    const follower = cluster.nodes.find((node) => node !== leader)!;
    await follower.stop();

    const reader = site(records(5));
    // Six searches: the client takes the nodes in turn, so some start at the stopped one.
    for (let n = 0; n < 6; n += 1) {
      const answer = await reader.search('delta');
      expect(answer).toMatchObject({pages: ['/docs/delta'], fallback: false});
      expect(answer.ms).toBeLessThan(7_000);
    }
    const second = await uploadRecords(indexer, records(6), quiet, tick);
    expect(second.documents).toBe(12);
    expect((await reader.search('foxtrot')).pages).toEqual(['/docs/foxtrot']);
  });

  it('the leader stops too (one node of three left): searches answer from the built-in index, and the indexer refuses, changing nothing', async () => {
    const leader = await cluster.leader();
    servedBeforeLeaderStopped = await aliasTarget();
    await leader.stop();
    const last = cluster.nodes.find((node) => node !== leader && node.running())!;
    await waitFor('the last node reports itself unhealthy', async () => !(await healthy(last)));

    const reader = site(records(6));
    for (const word of ['delta', 'foxtrot']) {
      const answer = await reader.search(word);
      expect(answer).toMatchObject({pages: [`/docs/${word}`], fallback: true});
      expect(answer.ms).toBeLessThan(10_000);
    }
    await expect(uploadRecords(indexer, records(7), quiet, tick)).rejects.toThrow(/is unreachable or refused the request \(.*\)\. Nothing was changed\./);
  });

  it('the follower comes back: two nodes elect a leader without the old one, searches answer from Typesense, and the indexer writes', async () => {
    const stopped = cluster.nodes.filter((node) => !node.running());
    expect(stopped).toHaveLength(2);
    await cluster.restart(stopped[0]!);
    const leader = await cluster.leader();
    expect(stopped).not.toContain(leader);
    // The node that came back answers 503 "Not Ready or Lagging" until it has caught up.
    await waitFor('both running nodes report themselves healthy', async () => (await Promise.all(cluster.nodes.filter((node) => node.running()).map(healthy))).every(Boolean));

    // A new reader for each try, as a new page load: a reader whose search fell back stays on the built-in index for a while.
    await waitFor('searches answer from Typesense', async () => !(await site(records(6)).search('foxtrot')).fallback);
    const reader = site(records(6));
    for (let n = 0; n < 6; n += 1) expect(await reader.search('foxtrot')).toMatchObject({pages: ['/docs/foxtrot'], fallback: false});
    // The alias serves what it served before the leader stopped: the refused upload changed nothing.
    expect(await aliasTarget()).toBe(servedBeforeLeaderStopped);
    const third = await uploadRecords(indexer, records(7), quiet, tick);
    expect(third.previous?.documents).toBe(12);
    expect(third.documents).toBe(14);
    expect((await reader.search('golf')).pages).toEqual(['/docs/golf']);
  });

  /** The collection the alias serves, read through the cluster. */
  async function aliasTarget() {
    const admin = new Client({nodes: indexer.nodes, apiKey: indexer.adminApiKey, logLevel: 'silent'});
    return (await admin.aliases(ALIAS).retrieve()).collection_name;
  }
});
