/**
 * The sharded index against the whole one: over the docs' real pages, every query
 * (the browser tests' queries, and a few hundred words of the index typed whole,
 * half typed, and misspelt, in the first letter too) gets exactly the result the
 * whole index in memory gives: the same hits in the same order, the same
 * highlights and snippets, the same counts. The shards are read from the files
 * the build writes.
 */
import {mkdtemp, readFile, readdir} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {extractFromSource} from '../../plugins/search-index/extractSource';
import {indexFile} from '../../plugins/search-index';
import {indexRecords} from '../../plugins/search-index/records';
import {SHARD_DEFAULTS, shardIndex, writeShardedIndex} from '../../plugins/search-index/shards';
import type {CompactPage, EmbeddedIndexFile, ExtractedPage} from '../../plugins/search-index/types';
import {createEmbeddedSearch, type EmbeddedSearch} from './embedded';
import {DOCUMENTS_FILE, decodeDictionary, decodeVarints, encodeDictionary, encodeVarints, readByteRanges, withinEdits} from './shardFormat';
import {createShardedBackend} from './sharded';
import type {SearchRequest} from './types';

const SITE = 'http://site.test';
const DOCS = path.resolve(__dirname, '../../docs');
const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
const request = (q: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  collection: 'flow-docs',
  q,
  query_by: 'hierarchy.lvl0,hierarchy.lvl1,content',
  filter_by: FILTER,
  group_by: 'url_without_anchor',
  group_limit: 3,
  highlight_affix_num_tokens: 4,
  per_page: 10,
  page: 1,
  ...extra,
});

/** What the browser tests type (e2e/search*.spec.ts), and what a reader types on the way there. */
const TEST_QUERIES = [
  // Synonyms: the shards of the words they add are fetched too.
  'walletconnect',
  'coa balance',
  'how much does a transaction cost',
  'gas',
  'accounts',
  'staking',
  'staking deleg',
  'entitlments',
  // Two letters swapped, alone, last in a query, before another word, and half typed (not completed).
  'hardaht',
  'deploy with hradhat',
  'satking rew',
  'hradha',
  'flow cli',
  'keys and weights',
  'staking rewards',
  'transaction fees',
  'transaction',
  'zzxqvbnmw',
  'emulator',
  'fungible token',
  '<img src=x onerror=alert(1)><b>bold</b>',
  'Staking',
  ...['s', 'st', 'sta', 'stak', 'staki', 'stakin', 'staking d', 'staking de', 't', 'tr', 'tra', 'c', 'a', 'x', '0'],
];

let whole: EmbeddedSearch;
let dir: string;
let index: EmbeddedIndexFile;

/** A fetch over the written files, counting what it was asked for. */
function siteFetch(log: string[]) {
  return async (url: string) => {
    log.push(url);
    const file = path.join(dir, new URL(url).pathname);
    try {
      return new Response(await readFile(file));
    } catch {
      return new Response('not found', {status: 404});
    }
  };
}

async function docsIndex(): Promise<EmbeddedIndexFile> {
  const files = (await readdir(DOCS, {recursive: true})).filter((file) => /\.mdx?$/.test(file)).sort();
  const permalinks = new Map(files.map((file) => [path.join(DOCS, file), `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`]));
  const pages: ExtractedPage[] = [];
  for (const file of files) {
    const tag = file.startsWith('ecosystem') ? 'default' : 'docs-default-current';
    const source = {file: path.join(DOCS, file), permalink: permalinks.get(path.join(DOCS, file))!, title: path.basename(file), permalinkOf: (other: string) => permalinks.get(other)};
    pages.push(await extractFromSource(source, 'Docs', 'en', tag));
  }
  return indexFile(pages, SITE);
}

/** Words of the index as a reader may type them: whole, half, and with one or two typos (the first letter included). */
function sampledQueries(terms: string[]): string[] {
  const queries: string[] = [];
  const letters = terms.filter((term) => /^[a-z]{4,}$/.test(term));
  for (let i = 0; i < letters.length; i += Math.max(1, Math.floor(letters.length / 120))) {
    const term = letters[i]!;
    const other = letters[(i * 7 + 3) % letters.length]!;
    queries.push(
      term,
      term.slice(0, Math.ceil(term.length / 2)),
      term.slice(1), // the first letter lost
      `x${term.slice(1)}`, // the first letter wrong
      term.slice(0, 2) + term.slice(3), // a letter lost
      `${term.slice(0, -1)}qq`, // two edits at the end
      `${other} ${term.slice(0, 3)}`,
    );
  }
  return queries;
}

beforeAll(async () => {
  index = await docsIndex();
  // Pages rank by the links between them too: the docs' own links, as the build counts them.
  expect(Object.keys(index.inbound!).length).toBeGreaterThan(100);
  whole = createEmbeddedSearch(indexRecords(index), index.inbound);
  dir = await mkdtemp(path.join(tmpdir(), 'sharded-'));
  await writeShardedIndex(index, dir);
}, 120_000);

describe('sharded index', () => {
  it('answers every query exactly as the whole index does', async () => {
    const dictionary = (await readdir(path.join(dir, 'assets', SHARD_DEFAULTS.dir), {recursive: true}))
      .filter((file) => /w\d+\.txt$/.test(file))
      .map(String);
    const hashDir = path.dirname(path.join(dir, 'assets', SHARD_DEFAULTS.dir, dictionary[0]!));
    const terms = (await Promise.all(dictionary.map(async (file) => decodeDictionary(await readFile(path.join(hashDir, path.basename(file)), 'utf8'))))).flat().sort();
    const queries = [...TEST_QUERIES, ...sampledQueries(terms)];
    expect(queries.length).toBeGreaterThan(500);

    // One backend for all queries, as a reader's session keeps one: shards pile up between queries.
    const sharded = createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, siteFetch([]));
    let withHits = 0;
    for (const q of queries) {
      const expected = await whole.search(request(q));
      // A fresh backend for the first queries (nothing loaded but what they need), then the shared one.
      const backend = queries.indexOf(q) < 40 ? createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, siteFetch([])) : sharded;
      expect({q, result: await backend.search(request(q))}).toEqual({q, result: expected});
      if (expected.hits.length > 0) withHits += 1;
    }
    // The comparison means something: most queries find pages, typos in the first letter included.
    expect(withHits).toBeGreaterThan(queries.length / 2);
  });

  it('pages, filters and misspellings across shards agree too', async () => {
    const sharded = createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, siteFetch([]));
    const cases: [string, Partial<SearchRequest>][] = [
      ['flow', {page: 2}],
      ['account', {page: 3, per_page: 5}],
      ['token', {filter_by: 'language:=en && docusaurus_tag:=[default]'}],
      ['ccount', {}], // "account" needs another shard than the typed word's
      ['xccounts', {}],
    ];
    for (const [q, extra] of cases) {
      const expected = await whole.search(request(q, extra));
      expect(expected.hits.length).toBeGreaterThan(0);
      expect(await sharded.search(request(q, extra))).toEqual(expected);
    }
  });

  it('fetches only the shards a query needs, and only the records it shows', async () => {
    const log: string[] = [];
    const backend = createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, siteFetch(log));
    const result = await backend.search(request('staking'));
    expect(result.hits.length).toBeGreaterThan(0);
    const all = await readdir(path.join(dir, 'assets', SHARD_DEFAULTS.dir), {recursive: true});
    const count = (pattern: RegExp, names: string[]) => names.filter((name) => pattern.test(name)).length;
    const names = log.map((url) => path.basename(new URL(url).pathname));
    const files = all.map((file) => path.basename(String(file)));
    expect(names.filter((name) => name === 'meta.json')).toHaveLength(1);
    expect(count(/^t\d+\.json$/, names)).toBeLessThan(count(/^t\d+\.json$/, files) / 10);
    expect(count(/^d\d+\.json$/, names)).toBeLessThanOrEqual(result.hits.length);
    expect(new Set(log).size).toBe(log.length);
    // A second query reuses what the first fetched.
    log.length = 0;
    await backend.search(request('staking'));
    expect(log).toEqual([]);
  });

  it('retries a shard that failed to load on the next query', async () => {
    const log: string[] = [];
    let failing = true;
    const fetchFile = siteFetch(log);
    const backend = createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, async (url) =>
      failing && /\/t\d+\.json$/.test(url) ? new Response('busy', {status: 503}) : fetchFile(url),
    );
    await expect(backend.search(request('staking'))).rejects.toThrow(/t\d+\.json: HTTP 503/);
    failing = false;
    expect(await backend.search(request('staking'))).toEqual(await whole.search(request('staking')));
  });
});

/** A fetch that answers `Range` as nginx does: one range as a plain 206, several as multipart/byteranges. */
function rangeFetch(log: string[]) {
  const plain = siteFetch(log);
  return async (url: string, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range');
    if (!range) return plain(url);
    log.push(`${url} ${range}`);
    const body = await readFile(path.join(dir, new URL(url).pathname));
    const ranges = range.replace(/^bytes=/, '').split(',').map((spec) => spec.split('-').map(Number) as [number, number]);
    const contentRange = ([first, last]: [number, number]) => `bytes ${first}-${last}/${body.length}`;
    if (ranges.length === 1) {
      return new Response(body.subarray(ranges[0]![0], ranges[0]![1] + 1), {status: 206, headers: {'content-range': contentRange(ranges[0]!)}});
    }
    const parts = ranges.map((spec) => Buffer.concat([Buffer.from(`\r\n--b0001\r\nContent-Type: text/plain\r\nContent-Range: ${contentRange(spec)}\r\n\r\n`), body.subarray(spec[0], spec[1] + 1)]));
    return new Response(Buffer.concat([...parts, Buffer.from('\r\n--b0001--\r\n')]), {status: 206, headers: {'content-type': 'multipart/byteranges; boundary=b0001'}});
  };
}

describe('document chunks by byte ranges', () => {
  it('fetches all of a hit list’s chunks in one request, with the same results', async () => {
    for (const q of ['staking', 's', 'flow cli', 'entitlments', 'transaction fees']) {
      const log: string[] = [];
      const backend = createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, rangeFetch(log));
      const result = await backend.search(request(q));
      expect(result).toEqual(await whole.search(request(q)));
      expect(result.hits.length).toBeGreaterThan(3);
      const names = log.map((entry) => path.basename(new URL(entry.split(' ')[0]!).pathname));
      expect(names.filter((name) => name === DOCUMENTS_FILE)).toHaveLength(1);
      expect(names.filter((name) => /^d\d+\.json$/.test(name))).toEqual([]);
    }
  });

  it('falls back to the chunks’ own files when the server ignores the ranges', async () => {
    const log: string[] = [];
    const backend = createShardedBackend(`${SITE}/${SHARD_DEFAULTS.dir}/meta.json`, siteFetch(log));
    expect(await backend.search(request('staking'))).toEqual(await whole.search(request('staking')));
    expect(await backend.search(request('flow cli'))).toEqual(await whole.search(request('flow cli')));
    const names = log.map((url) => path.basename(new URL(url).pathname));
    // Asked once, answered with the whole file: not asked again.
    expect(names.filter((name) => name === DOCUMENTS_FILE)).toHaveLength(1);
    expect(names.filter((name) => /^d\d+\.json$/.test(name)).length).toBeGreaterThan(10);
  });

  it('reads a part that holds several of the ranges asked for', () => {
    const body = new TextEncoder().encode('{"a":1}{"b":"é"}{"c":3}');
    const found = readByteRanges('text/plain', 'bytes 7-22/23', body.subarray(7), [{start: 7, length: 10}, {start: 17, length: 7}, {start: 0, length: 7}]);
    expect(Object.fromEntries(found)).toEqual({7: '{"b":"é"}', 17: '{"c":3}'});
  });
});

describe('wire format', () => {
  it('names the shards’ directory by their content, so a changed index never meets a cached shard', () => {
    const page = (text: string): CompactPage => ['/a', 'Docs', 'A page', 'en', 'docs-default-current', [text]];
    const file = (text: string): EmbeddedIndexFile => ({version: 1, origin: SITE, pages: [page(text)]});
    const first = shardIndex(file('staking rewards'));
    expect(shardIndex(file('staking rewards')).meta.base).toBe(first.meta.base);
    expect(shardIndex(file('staking reward')).meta.base).not.toBe(first.meta.base);
    expect(first.meta.base).toMatch(/^\.\.\/assets\/search-index\/[0-9a-f]{16}\/$/);
  });

  it('round-trips varints and the front-coded dictionary', () => {
    const numbers = [0, 1, 31, 32, 1023, 1024, 4_000_000];
    expect(decodeVarints(encodeVarints(numbers))).toEqual(numbers);
    expect(() => encodeVarints([-1])).toThrow(/cannot encode -1/);
    const terms = ['account', 'accounts', 'b', 'ba', 'x'.repeat(40), `${'x'.repeat(40)}y`, 'élan'];
    expect(decodeDictionary(encodeDictionary(terms))).toEqual(terms);
  });

  it('counts edits as MiniSearch does: insertions, deletions, substitutions', () => {
    expect(withinEdits('acount', 'account', 1)).toBe(true);
    expect(withinEdits('ccount', 'account', 1)).toBe(true);
    expect(withinEdits('acocunt', 'account', 1)).toBe(false);
    expect(withinEdits('acocunt', 'account', 2)).toBe(true);
  });
});
