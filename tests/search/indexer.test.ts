/**
 * The indexer (scripts/lib/typesenseIndexer.ts) against a real typesense-server 0.24.1,
 * started by tests/search/typesenseServer.ts on a free loopback port (each test uses its
 * own alias). Every refusal is checked to leave the server as it was.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from 'typesense';
import {freePort} from '../../examples/harness/emulator';
import {pageRecords} from '../../plugins/search-index/records';
import type {DocSearchRecord} from '../../plugins/search-index/types';
import {IndexerError, indexerConfig, readBuildRecords, uploadRecords, type IndexerConfig} from '../../scripts/lib/typesenseIndexer';
import {typesenseSynonyms} from '../../src/search/synonyms';
import {startTypesense, typesenseBinary, type RunningTypesense} from './typesenseServer';

const binary = await typesenseBinary();

describe('indexer configuration', () => {
  it('names every missing variable and changes nothing', () => {
    expect(() => indexerConfig({})).toThrow(/TYPESENSE_HOST \(or TYPESENSE_NODES\) and TYPESENSE_ADMIN_API_KEY.*Nothing was changed/);
    expect(() => indexerConfig({TYPESENSE_HOST: 'search.example.org'})).toThrow(/needs TYPESENSE_ADMIN_API_KEY \(/);
    expect(() => indexerConfig({TYPESENSE_HOST: ' ', TYPESENSE_ADMIN_API_KEY: 'k'})).toThrow(/needs TYPESENSE_HOST \(or TYPESENSE_NODES\) \(/);
  });

  it('defaults to https on port 443 and the flow-docs alias; rejects a bad port or ratio', () => {
    expect(indexerConfig({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k'})).toMatchObject({
      nodes: [{host: 'h', port: 443, protocol: 'https'}],
      alias: 'flow-docs',
      minRatio: 0.8,
    });
    expect(() => indexerConfig({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k', TYPESENSE_PORT: 'eighty'})).toThrow(/TYPESENSE_PORT "eighty"/);
    expect(() => indexerConfig({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k', SEARCH_INDEX_MIN_RATIO: '2'})).toThrow(/SEARCH_INDEX_MIN_RATIO "2"/);
  });

  it('says to build first when the build has no index', async () => {
    await expect(readBuildRecords('/nonexistent-build')).rejects.toThrow(/search-index\.json is missing: run `npm run build` first/);
  });

  it('refuses to upload nothing', async () => {
    const unused = {nodes: [{host: '127.0.0.1', port: 1, protocol: 'http' as const}], adminApiKey: 'k', alias: 'a', minRatio: 0.8, timeoutSeconds: 1};
    await expect(uploadRecords(unused, [], () => undefined)).rejects.toThrow(/no search records/);
  });

  it('the error class is exported for the CLI to print plainly', () => {
    expect(new IndexerError('x')).toBeInstanceOf(Error);
  });
});

/** `count` pages of two sections each: 4 records a page (two headings, two texts). */
function records(count: number, from = 0): DocSearchRecord[] {
  return Array.from({length: count}, (_, n) =>
    pageRecords(
      {
        path: `/docs/page-${from + n}`,
        lvl0: 'Build',
        title: `Page ${from + n}`,
        language: 'en',
        docusaurusTag: 'docs-default-current',
        blocks: [
          {kind: 'text', text: `Introduction to page ${from + n}.`},
          {kind: 'heading', level: 2, text: 'Usage', anchor: 'usage'},
          {kind: 'text', text: 'How to use it.'},
        ],
      },
      'https://developers.flow.com',
    ),
  ).flat();
}

describe.skipIf(!binary.path)(`indexer upload to a real typesense-server${binary.reason ? ` (skipped: ${binary.reason})` : ''}`, () => {
  let server: RunningTypesense;
  let admin: Client;
  beforeAll(async () => {
    server = await startTypesense(binary.path!);
    admin = new Client({nodes: [{host: '127.0.0.1', port: server.port, protocol: 'http'}], apiKey: server.adminKey, logLevel: 'silent'});
  }, 60_000);
  afterAll(async () => server?.stop());

  let aliasCount = 0;
  function config(overrides: Partial<IndexerConfig> = {}): IndexerConfig {
    aliasCount += 1;
    return {
      nodes: [{host: '127.0.0.1', port: server.port, protocol: 'http'}],
      adminApiKey: server.adminKey,
      alias: `indexer-test-${aliasCount}`,
      minRatio: 0.8,
      timeoutSeconds: 5,
      ...overrides,
    };
  }
  const quiet = () => undefined;
  let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
  const tick = () => new Date((clock += 1000));

  /** Everything an upload could change: the collections with their sizes, and the aliases. */
  const state = async () => ({
    collections: (await admin.collections().retrieve()).map(({name, num_documents}) => `${name}:${num_documents}`).sort(),
    aliases: (await admin.aliases().retrieve()).aliases.map(({name, collection_name}) => `${name}->${collection_name}`).sort(),
  });
  const aliasTarget = async (alias: string) => (await admin.aliases(alias).retrieve()).collection_name;
  const stored = async (collection: string) =>
    (await admin.collections(collection).documents().export())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DocSearchRecord)
      .sort((a, b) => a.id.localeCompare(b.id));

  it('refuses an unreachable host with a clear error, before any change', async () => {
    const port = await freePort();
    await expect(uploadRecords(config({nodes: [{host: '127.0.0.1', port, protocol: 'http'}]}), records(2), quiet)).rejects.toThrow(
      new RegExp(`Typesense at http://127.0.0.1:${port} is unreachable or refused the request \\(ECONNREFUSED\\)\\. Nothing was changed\\.`),
    );
  });

  it('refuses a wrong admin key, naming TYPESENSE_ADMIN_API_KEY, and changes nothing', async () => {
    const live = config();
    await uploadRecords(live, records(2), quiet, tick);
    const before = await state();
    await expect(uploadRecords({...live, adminApiKey: 'not-the-admin-key'}, records(2), quiet, tick)).rejects.toThrow(
      new RegExp(`Typesense at http://127.0.0.1:${server.port} refused TYPESENSE_ADMIN_API_KEY \\(.*401.*\\)\\. Nothing was changed\\.`),
    );
    expect(await state()).toEqual(before);
  });

  it('first run: a new collection with every record, then the alias', async () => {
    const settings = config();
    const upload = records(3);
    const result = await uploadRecords(settings, upload, quiet, tick);
    expect(result.documents).toBe(upload.length);
    expect(result.collection).toMatch(new RegExp(`^${settings.alias}-\\d{14}$`));
    expect(await aliasTarget(settings.alias)).toBe(result.collection);
    expect(await stored(result.collection)).toEqual([...upload].sort((a, b) => a.id.localeCompare(b.id)));
    // The readers' synonyms go with the collection, and the server searches with them.
    const {synonyms} = await admin.collections(result.collection).synonyms().retrieve();
    expect(synonyms.map(({id, root, synonyms: words}) => ({id, synonyms: words, ...(root ? {root} : {})})).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      typesenseSynonyms().sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('the server finds a page by a synonym of its words: "walletconnect" finds "wallet connect", "gas" finds fees but not the reverse', async () => {
    const settings = config();
    const page = (path: string, text: string) =>
      pageRecords({path, lvl0: 'Build', title: path.slice(1), language: 'en', docusaurusTag: 'docs-default-current', blocks: [{kind: 'text', text}]}, 'https://developers.flow.com');
    const {collection} = await uploadRecords(settings, [...page('/connect', 'Pair a phone with wallet connect.'), ...page('/fees', 'Fees are paid in FLOW.'), ...page('/gas', 'The EVM charges gas.')], quiet, tick);
    const urls = async (q: string) =>
      ((await admin.collections(collection).documents().search({q, query_by: 'hierarchy.lvl1,content'})).hits ?? []).map((hit) => (hit.document as DocSearchRecord).url_without_anchor.replace('https://developers.flow.com', ''));
    expect(await urls('walletconnect')).toEqual(['/connect']);
    expect(new Set(await urls('gas'))).toEqual(new Set(['/gas', '/fees']));
    expect(new Set(await urls('fees'))).toEqual(new Set(['/fees']));
  });

  it('next run: the alias moves to the new, complete collection, and the old one is dropped', async () => {
    const settings = config();
    const first = await uploadRecords(settings, records(4), quiet, tick);
    const next = records(5);
    const second = await uploadRecords(settings, next, quiet, tick);
    expect(second.previous).toEqual({collection: first.collection, documents: 16});
    expect(second.collection).not.toBe(first.collection);
    expect(await aliasTarget(settings.alias)).toBe(second.collection);
    expect((await stored(second.collection)).map((record) => record.id)).toEqual(next.map((record) => record.id).sort());
    await expect(admin.collections(first.collection).retrieve()).rejects.toThrow(/404/);
  });

  it('refuses to swap when the new collection is much smaller than the live one, and drops it', async () => {
    const settings = config();
    const live = await uploadRecords(settings, records(10), quiet, tick);
    const before = await state();
    await expect(uploadRecords(settings, records(5), quiet, tick)).rejects.toThrow(
      new RegExp(`20 documents, fewer than 80% of the 40 live ones: refusing to swap.*The alias still serves ${live.collection}; ${settings.alias}-\\d{14} was deleted`),
    );
    expect(await state()).toEqual(before);
  });

  it('refuses to swap when the server refuses every record (the new collection would be empty), and drops it', async () => {
    const settings = config();
    const live = await uploadRecords(settings, records(2), quiet, tick);
    const before = await state();
    // item_priority is an int64 field of the schema: the server refuses each of these documents.
    const refused = records(2).map((record) => ({...record, item_priority: 'high' as unknown as number}));
    await expect(uploadRecords(settings, refused, quiet, tick)).rejects.toThrow(
      new RegExp(`8 of 8 records were refused \\(first: .*item_priority.*\\)\\. The alias still serves ${live.collection}`),
    );
    expect(await state()).toEqual(before);
  });

  /** A key the server gives only these actions (Typesense's scoped API keys): a step beyond them fails as on a broken cluster. */
  const keyFor = async (actions: string[]) => (await admin.keys().create({description: actions.join(' '), actions, collections: ['*']})).value!;

  it('a collection the server will not create: a clear error, and nothing changed', async () => {
    const settings = config();
    await uploadRecords(settings, records(2), quiet, tick);
    const before = await state();
    const key = await keyFor(['aliases:get', 'collections:get']);
    await expect(uploadRecords({...settings, adminApiKey: key}, records(2), quiet, tick)).rejects.toThrow(
      new RegExp(`^Typesense at http://127.0.0.1:${server.port} did not create the collection ${settings.alias}-\\d{14} \\(.*\\)\\. Nothing was changed\\.$`),
    );
    expect(await state()).toEqual(before);
  });

  it('synonyms the server will not store: the new collection is dropped, naming the synonym, and the alias still serves the old one', async () => {
    const settings = config();
    const live = await uploadRecords(settings, records(2), quiet, tick);
    const before = await state();
    const key = await keyFor(['aliases:get', 'collections:*', 'documents:*']);
    await expect(uploadRecords({...settings, adminApiKey: key}, records(2), quiet, tick)).rejects.toThrow(
      new RegExp(`Storing the synonym same-0 \\(coa, cadence owned account\\) failed \\(.*\\)\\. The alias still serves ${live.collection}; ${settings.alias}-\\d{14} was deleted\\.`),
    );
    expect(await state()).toEqual(before);
  });

  it('an alias the server will not move: the new collection is dropped and the alias still serves the old one', async () => {
    const settings = config();
    const live = await uploadRecords(settings, records(2), quiet, tick);
    const before = await state();
    const key = await keyFor(['aliases:get', 'collections:*', 'documents:*', 'synonyms:*']);
    await expect(uploadRecords({...settings, adminApiKey: key}, records(2), quiet, tick)).rejects.toThrow(
      new RegExp(`Moving the alias ${settings.alias} to ${settings.alias}-\\d{14} failed \\(.*\\)\\. The alias still serves ${live.collection}; ${settings.alias}-\\d{14} was deleted\\.`),
    );
    expect(await state()).toEqual(before);
  });

  it('an old collection the server will not delete: the swap stands, and the log says to delete it by hand', async () => {
    const settings = config();
    const first = await uploadRecords(settings, records(2), quiet, tick);
    const key = await keyFor(['aliases:*', 'collections:get', 'collections:create', 'collections:list', 'documents:*', 'synonyms:*']);
    const lines: string[] = [];
    const second = await uploadRecords({...settings, adminApiKey: key}, records(3), (line) => lines.push(line), tick);
    expect(await aliasTarget(settings.alias)).toBe(second.collection);
    expect(lines.at(-1)).toMatch(new RegExp(`^Warning: the previous collection ${first.collection} could not be deleted \\(.*\\); delete it by hand\\.$`));
    expect((await admin.collections(first.collection).retrieve()).name).toBe(first.collection);
  });

  it('refuses a first upload whose records the server refuses, and leaves no collection behind', async () => {
    const settings = config();
    const before = await state();
    const refused = records(1).map((record) => ({...record, item_priority: 'high' as unknown as number}));
    await expect(uploadRecords(settings, refused, quiet, tick)).rejects.toThrow(/4 of 4 records were refused.*The alias still serves nothing/);
    expect(await state()).toEqual(before);
  });
});
