import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import networksPlugin, {indexData, pageData, validateOptions} from './index';
import {loadSnapshot, loadSporks} from './load';
import {normaliseUpstream, validateNetworks} from './validate';
import type {NetworkPageData, SporkData} from './types';
import {validate} from '../../tests/joi-validate';

const siteDir = path.resolve(__dirname, '../..');
const snapshotFile = path.join(siteDir, 'data/sporks-snapshot.json');
const networksFile = path.join(siteDir, 'data/networks.json');
const upstream = path.resolve(siteDir, '../shared/fixtures/upstream');
const haveShared = existsSync(upstream);
if (!haveShared) console.warn(`Skipping upstream spork fixtures: ${upstream} is absent.`);

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

describe.skipIf(!haveShared)('upstream sporks.json as published', () => {
  it.each([
    ['sporks-2024-06.json', 'Mainnet-24', 'Testnet49'],
    ['sporks-latest.json', 'Mainnet-28', 'Testnet54'],
  ])('%s: current sporks are %s and %s, newest first', async (file, mainnet, testnet) => {
    const data = normaliseUpstream(await readJson(path.join(upstream, file)), file);
    expect(data.networks.mainnet?.[0]?.name).toBe(mainnet);
    expect(data.networks.testnet?.[0]?.name).toBe(testnet);
    for (const list of Object.values(data.networks)) {
      const times = list.map((spork) => Date.parse(spork.sporkTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('tidies what upstream left untidy: padded and blank commits, both tag spellings', async () => {
    const data = normaliseUpstream(await readJson(path.join(upstream, 'sporks-latest.json')), 'latest');
    const byKey = new Map(data.networks.mainnet!.map((spork) => [spork.key, spork]));
    expect(byKey.get('mainnet24')?.gitCommit).toBe('da42bac0e9f29fe43c4498d0d6795eb0a197730b');
    expect(byKey.get('candidate8')?.gitCommit).toBeNull();
    expect(byKey.get('mainnet28')?.versions).toEqual({flowGo: 'v0.44.3', cadence: 'v1.8.9', docker: 'v0.44.3'});
    const withPlainTags = data.networks.mainnet!.find((spork) => spork.versions.flowGo && spork.key !== 'mainnet28');
    expect(withPlainTags).toBeDefined();
  });

  it('our networks data fits both upstream shapes', async () => {
    for (const file of ['sporks-2024-06.json', 'sporks-latest.json']) {
      const sporks = normaliseUpstream(await readJson(path.join(upstream, file)), file);
      expect(validateNetworks(await readJson(networksFile), 'networks.json', sporks)).toHaveLength(5);
    }
  });
});

describe('malformed spork data fails with the source and the field', () => {
  const spork = {
    id: 1,
    live: true,
    name: 'Mainnet-1',
    sporkTime: '2024-01-01T00:00:00Z',
    rootHeight: '100',
    rootParentId: 'a'.repeat(64),
    rootStateCommitment: 'b'.repeat(64),
    gitCommitHash: 'c'.repeat(40),
    tags: {'flow-go-tag': 'v1'},
  };
  const wrap = (override: Record<string, unknown>) => ({networks: {mainnet: {mainnet1: {...spork, ...override}}}});

  it.each([
    [{rootHeight: 12}, 'networks.mainnet.mainnet1.rootHeight must be a string'],
    [{rootHeight: '12a'}, 'networks.mainnet.mainnet1.rootHeight must be a string of digits'],
    [{sporkTime: 'yesterday'}, 'networks.mainnet.mainnet1.sporkTime must be an ISO 8601 time'],
    [{rootParentId: 'xyz'}, 'networks.mainnet.mainnet1.rootParentId must be 64 hex characters'],
    [{gitCommitHash: 'nothex'}, 'networks.mainnet.mainnet1.gitCommitHash must be 40 hex characters'],
    [{live: 'yes'}, 'networks.mainnet.mainnet1.live must be true or false'],
    [{accessNodes: 'host'}, 'networks.mainnet.mainnet1.accessNodes must be a list of strings'],
  ])('%o', (override, message) => {
    expect(() => normaliseUpstream(wrap(override), 'sporks.json (test)')).toThrow(`sporks.json (test): ${message}`);
  });

  it('a document without networks', () => {
    expect(() => normaliseUpstream({sporks: {}}, 'src')).toThrow('src: networks must be an object of networks');
  });

  it('networks data naming a network the spork data lacks', async () => {
    const sporks: SporkData = {networks: {mainnet: normaliseUpstream(wrap({}), 's').networks.mainnet!}};
    expect(() => validateNetworks(JSON.parse(JSON.stringify({networks: [{slug: 'x', title: 'X', network: 'X', sporkNetwork: 'testnet', status: 'live', focus: 'access', summary: 's', access: {grpc: 'a.b:9000', rest: 'https://a.b'}}]})), 'networks.json', sporks)).toThrow(
      'networks.json: networks[0].sporkNetwork names "testnet", which the spork data does not have (it has mainnet)',
    );
  });

  it('networks data with a bad endpoint', () => {
    const entry = {slug: 'x', title: 'X', network: 'X', sporkNetwork: null, status: 'live', focus: 'access', summary: 's', access: {grpc: 'no-port', rest: 'https://a.b'}};
    expect(() => validateNetworks({networks: [entry]}, 'networks.json', null)).toThrow('networks.json: networks[0].access.grpc must be host:port');
  });
});

describe('the checked-in snapshot', () => {
  it('validates and covers mainnet and testnet', async () => {
    const data = await loadSnapshot(snapshotFile);
    expect(Object.keys(data.networks).sort()).toEqual(['mainnet', 'testnet']);
    expect(validateNetworks(await readJson(networksFile), 'networks.json', data)).toHaveLength(5);
  });
});

describe('loading spork data', () => {
  let server: http.Server;
  let base: string;
  const latest = haveShared ? path.join(upstream, 'sporks-latest.json') : null;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/sporks.json' && latest) {
        void readFile(latest).then((body) => res.end(body));
      } else if (req.url === '/broken.json') {
        res.end('{"networks": ');
      } else if (req.url === '/slow.json') {
        // Never answers: the loader must give up on its own.
      } else {
        res.statusCode = 404;
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const load = (url: string, timeoutMs = 2000) => loadSporks({url, snapshotFile, timeoutMs, cwd: siteDir});

  it.skipIf(!haveShared)('reads a remote sporks.json served on 127.0.0.1', async () => {
    const {data, source} = await load(`${base}/sporks.json`);
    expect(source).toEqual({kind: 'remote', location: `${base}/sporks.json`});
    expect(data.networks.mainnet?.[0]?.name).toBe('Mainnet-28');
  });

  it.skipIf(!haveShared)('reads a sporks.json given as a file path', async () => {
    const {source, data} = await load(path.join(upstream, 'sporks-2024-06.json'));
    expect(source.kind).toBe('file');
    expect(data.networks.mainnet?.[0]?.name).toBe('Mainnet-24');
  });

  it('falls back to the snapshot on an HTTP error, saying why', async () => {
    const {source} = await load(`${base}/missing.json`);
    expect(source.kind).toBe('snapshot');
    expect(source.fallbackReason).toContain('HTTP 404');
  });

  it('falls back to the snapshot when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const {source} = await load(`http://127.0.0.1:${port}/sporks.json`);
    expect(source.kind).toBe('snapshot');
    expect(source.fallbackReason).toContain('ECONNREFUSED');
  });

  it('gives up on a host that never answers within the timeout', async () => {
    const started = Date.now();
    const {source} = await load(`${base}/slow.json`, 300);
    expect(source.kind).toBe('snapshot');
    expect(source.fallbackReason).toContain('no answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails on a remote document that is not JSON, naming it', async () => {
    await expect(load(`${base}/broken.json`)).rejects.toThrow(`sporks.json (${base}/broken.json): (root) is not valid JSON`);
  });

  it('fails on a missing file, naming it', async () => {
    await expect(load('does-not-exist.json')).rejects.toThrow(/does-not-exist\.json\): cannot be read/);
  });
});

describe('the plugin', () => {
  it('validates its options', () => {
    expect(validateOptions({validate, options: {sporksUrl: 'https://x'}})).toMatchObject({timeoutMs: 10_000, routeBasePath: '/network'});
    expect(() => validateOptions({validate, options: {}})).toThrow(/sporksUrl/);
    expect(() => validateOptions({validate, options: {sporksUrl: 'x', timeoutMs: -1}})).toThrow(/timeoutMs/);
  });

  it('adds /network and one route per network, each with only its own data', async () => {
    const plugin = networksPlugin({siteDir} as never, {
      sporksUrl: 'not-read-by-contentLoaded.json',
      timeoutMs: 1000,
      snapshotFile: 'data/sporks-snapshot.json',
      networksFile: 'data/networks.json',
      routeBasePath: '/network',
      pastSporkLimit: 50,
    });
    const sporks = await loadSnapshot(snapshotFile);
    const entries = validateNetworks(await readJson(networksFile), 'networks.json', sporks);
    const source = {kind: 'snapshot' as const, location: 'data/sporks-snapshot.json'};
    const created = new Map<string, string>();
    const routes: Array<{path: string; modules: {data: string}}> = [];
    const setGlobalData = vi.fn();
    await plugin.contentLoaded!({
      content: {entries, sporks, source},
      actions: {
        createData: async (name: string, data: string) => {
          created.set(name, data);
          return name;
        },
        addRoute: (route: never) => routes.push(route),
        setGlobalData,
      },
    } as never);
    expect(routes.map((route) => route.path).sort()).toEqual([
      '/network',
      '/network/flow-mainnet-access-apis',
      '/network/flow-mainnet-core-components',
      '/network/flow-sandboxnet-access-apis',
      '/network/flow-sandboxnet-core-components',
      '/network/flow-testnet',
    ]);
    expect(setGlobalData).not.toHaveBeenCalled();
    const testnet = JSON.parse(created.get('network-flow-testnet.json')!) as NetworkPageData;
    expect(testnet.entry.slug).toBe('flow-testnet');
    expect(testnet.current?.key).toBe(sporks.networks.testnet![0]!.key);
    expect(testnet.past.map((s) => s.key)).not.toContain(testnet.current?.key);
    expect(testnet.others.map((o) => o.slug)).not.toContain('flow-testnet');
    const sandbox = JSON.parse(created.get('network-flow-sandboxnet-access-apis.json')!) as NetworkPageData;
    expect(sandbox.current).toBeNull();
    // A page carries its own network's history only.
    expect(created.get('network-flow-testnet.json')).not.toContain('Mainnet-');
  });

  it('summarises every network for the index', async () => {
    const sporks = await loadSnapshot(snapshotFile);
    const entries = validateNetworks(await readJson(networksFile), 'networks.json', sporks);
    const index = indexData(entries, sporks, {kind: 'snapshot', location: 'x'});
    expect(index.networks.find((n) => n.slug === 'flow-mainnet-access-apis')?.currentSpork).toBe(sporks.networks.mainnet![0]!.name);
    expect(pageData(entries[0]!, entries, sporks, {kind: 'snapshot', location: 'x'}, 3).past).toHaveLength(3);
  });
});
