/**
 * The indexer against Typesense's HTTP API: by default a checking stand-in on
 * 127.0.0.1 (tests/search/fakeTypesense.ts); with TYPESENSE_TEST_URL and
 * TYPESENSE_TEST_ADMIN_KEY set, a real server (each test uses its own alias).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createServer} from 'node:net';
import {Client} from 'typesense';
import {pageRecords} from '../../plugins/search-index/records';
import type {DocSearchRecord} from '../../plugins/search-index/types';
import {IndexerError, indexerConfig, readBuildRecords, uploadRecords, type IndexerConfig} from '../../scripts/lib/typesenseIndexer';
import {startFakeTypesense, type FakeTypesense} from './fakeTypesense';

const realUrl = process.env.TYPESENSE_TEST_URL;
const ADMIN_KEY = process.env.TYPESENSE_TEST_ADMIN_KEY ?? 'admin-test-key';
let fake: FakeTypesense | undefined;
let base: URL;

beforeAll(async () => {
  if (!realUrl) fake = await startFakeTypesense({adminKey: ADMIN_KEY, searchKey: 'search-test-key'});
  base = new URL(realUrl ?? fake!.url);
});
afterAll(async () => fake?.close());

let aliasCount = 0;
function config(overrides: Partial<IndexerConfig> = {}): IndexerConfig {
  aliasCount += 1;
  return {
    host: base.hostname,
    port: Number(base.port),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    adminApiKey: ADMIN_KEY,
    alias: `indexer-test-${process.pid}-${aliasCount}`,
    minRatio: 0.8,
    timeoutSeconds: 5,
    ...overrides,
  };
}

/** `count` pages of two sections each: 4 records a page (two headings, two texts). */
function records(count: number): DocSearchRecord[] {
  return Array.from({length: count}, (_, i) =>
    pageRecords(
      {
        path: `/docs/page-${i}`,
        lvl0: 'Build',
        title: `Page ${i}`,
        language: 'en',
        docusaurusTag: 'docs-default-current',
        blocks: [
          {kind: 'text', text: `Introduction to page ${i}.`},
          {kind: 'heading', level: 2, text: 'Usage', anchor: 'usage'},
          {kind: 'text', text: 'How to use it.'},
        ],
      },
      'https://developers.flow.com',
    ),
  ).flat();
}

const admin = () => new Client({nodes: [{host: base.hostname, port: Number(base.port), protocol: base.protocol.slice(0, -1)}], apiKey: ADMIN_KEY, logLevel: 'silent'});
const aliasTarget = async (alias: string) => (await admin().aliases(alias).retrieve()).collection_name;
const quiet = () => undefined;
let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
const tick = () => new Date((clock += 1000));

describe('indexer configuration', () => {
  it('names every missing variable and changes nothing', () => {
    expect(() => indexerConfig({})).toThrow(/TYPESENSE_HOST and TYPESENSE_ADMIN_API_KEY.*Nothing was changed/);
    expect(() => indexerConfig({TYPESENSE_HOST: 'search.example.org'})).toThrow(/needs TYPESENSE_ADMIN_API_KEY/);
  });

  it('defaults to https on port 443 and the flow-docs alias; rejects a bad port', () => {
    expect(indexerConfig({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k'})).toMatchObject({port: 443, protocol: 'https', alias: 'flow-docs', minRatio: 0.8});
    expect(() => indexerConfig({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k', TYPESENSE_PORT: 'eighty'})).toThrow(/TYPESENSE_PORT "eighty"/);
  });

  it('says to build first when the build has no index', async () => {
    await expect(readBuildRecords('/nonexistent-build')).rejects.toThrow(/search-index\.json is missing: run `npm run build` first/);
  });
});

describe('indexer upload', () => {
  it('refuses an unreachable host with a clear error, before any change', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const {port: free} = probe.address() as {port: number};
        probe.close(() => resolve(free));
      });
    });
    const calls = fake?.calls.length;
    await expect(uploadRecords(config({host: '127.0.0.1', port, protocol: 'http'}), records(2), quiet)).rejects.toThrow(
      new RegExp(`Typesense at http://127.0.0.1:${port} is unreachable.*Nothing was changed`),
    );
    if (fake) expect(fake.calls.length).toBe(calls);
  });

  it('first run: a new collection with every record, then the alias', async () => {
    const settings = config();
    const upload = records(3);
    const result = await uploadRecords(settings, upload, quiet, tick);
    expect(result.documents).toBe(upload.length);
    expect(await aliasTarget(settings.alias)).toBe(result.collection);
    expect(result.collection).toMatch(new RegExp(`^${settings.alias}-\\d{14}$`));
    if (fake) {
      const stored = [...fake.collections.get(result.collection)!.docs.values()];
      expect(stored).toEqual(upload);
      const imports = fake.calls.filter((call) => call.path.endsWith('/documents/import'));
      expect(imports.every((call) => call.query.action === 'create' && call.apiKey === ADMIN_KEY)).toBe(true);
    }
  });

  it('next run: swaps the alias only after the new collection is complete, then drops the old one', async () => {
    const settings = config();
    const first = await uploadRecords(settings, records(4), quiet, tick);
    const start = fake?.calls.length ?? 0;
    const second = await uploadRecords(settings, records(4), quiet, tick);
    expect(second.previous).toEqual({collection: first.collection, documents: 16});
    expect(await aliasTarget(settings.alias)).toBe(second.collection);
    await expect(admin().collections(first.collection).retrieve()).rejects.toThrow();
    if (fake) {
      const calls = fake.calls.slice(start).map((call) => `${call.method} ${call.path}`);
      const swap = calls.indexOf(`PUT /aliases/${settings.alias}`);
      const lastImport = calls.lastIndexOf(`POST /collections/${second.collection}/documents/import`);
      const count = calls.lastIndexOf(`GET /collections/${second.collection}`);
      expect(lastImport).toBeGreaterThan(-1);
      expect(swap).toBeGreaterThan(lastImport);
      expect(swap).toBeGreaterThan(count);
      expect(calls.indexOf(`DELETE /collections/${first.collection}`)).toBeGreaterThan(swap);
    }
  });

  it('refuses to swap when the new collection is much smaller than the live one', async () => {
    const settings = config();
    const live = await uploadRecords(settings, records(10), quiet, tick);
    await expect(uploadRecords(settings, records(5), quiet, tick)).rejects.toThrow(
      /20 documents, fewer than 80% of the 40 live ones: refusing to swap.*still serves/,
    );
    expect(await aliasTarget(settings.alias)).toBe(live.collection);
    if (fake) expect([...fake.collections.keys()].filter((name) => name.startsWith(`${settings.alias}-`))).toEqual([live.collection]);
  });

  it.skipIf(Boolean(realUrl))('refuses to swap when the new collection ends up empty', async () => {
    const settings = config();
    const live = await uploadRecords(settings, records(2), quiet, tick);
    fake!.rejectImports(1);
    await expect(uploadRecords(settings, records(2), quiet, tick)).rejects.toThrow(/8 of 8 records were refused.*still serves/);
    expect(await aliasTarget(settings.alias)).toBe(live.collection);
  });

  it('refuses to upload nothing', async () => {
    await expect(uploadRecords(config(), [], quiet, tick)).rejects.toThrow(/no search records/);
  });
});

it('the error class is exported for the CLI to print plainly', () => {
  expect(new IndexerError('x')).toBeInstanceOf(Error);
});
