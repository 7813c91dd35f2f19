/**
 * The embedded backend in the browser: the build's sharded index (written by
 * plugins/search-index/shards.ts), fetched piece by piece, searched with MiniSearch.
 *
 * A query fetches the index's meta file once (record facts and field lengths), then
 * only the term shards holding the terms it can match: its words, every term the
 * last word is a prefix of, and, for words long enough to tolerate typos, the terms
 * within their edit distance (found in the term dictionary, of which only the
 * lengths within that distance are fetched). Those terms are loaded into MiniSearch with the whole index's
 * document count, field lengths and document frequencies, so every score is the
 * one the whole index gives. Then only the records shown are fetched, from small
 * document chunks: all of a hit list's chunks in one request with byte ranges of
 * `documents.txt` (a hit list needs 20-30 chunks: one by one, over HTTP/1.1's six
 * connections, that took five round trips), or chunk by chunk from their own files
 * when the server does not answer with those ranges. Everything fetched is kept
 * for the next query.
 */
import MiniSearch from 'minisearch';
import {itemPriority} from '../../plugins/search-index/records';
import {fieldsOfType, indexOptions, normalizeQuery, SEARCH_OPTIONS, searchCorpus, type Corpus, type RecordFacts} from './embedded';
import {
  DOCUMENTS_FILE,
  decodeDictionary,
  decodePostings,
  decodeVarints,
  lastAtMost,
  rangeHeader,
  readByteRanges,
  shardOf,
  shardsOfPrefix,
  withinEdits,
  type ByteRange,
  type DocumentChunk,
  type ShardedIndexMeta,
  type ShardTerm,
} from './shardFormat';
import {synonymTerms, transpositions} from './synonyms';
import type {RecordType} from '../../plugins/search-index/types';
import type {DocSearchRecord, SearchBackend, SearchRequest, SearchResult} from './types';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Chunks at most this many bytes apart in documents.txt are fetched as one range, gap included. */
const MERGE_GAP = 200;

const typeOf = (digit: number): RecordType => (digit === 0 ? 'content' : (`lvl${digit}` as RecordType));

/** The facts of every record, and where each page's records start, from the meta file. */
function readFacts(meta: ShardedIndexMeta): {facts: RecordFacts[]; pageStart: number[]} {
  const pages = decodeVarints(meta.pages);
  const inbound = decodeVarints(meta.inbound);
  const facts: RecordFacts[] = [];
  const pageStart: number[] = [];
  for (let page = 0; page * 3 < pages.length; page += 1) {
    const [count, language, tag] = pages.slice(page * 3, page * 3 + 3) as [number, number, number];
    pageStart.push(facts.length);
    for (let position = 0; position < count; position += 1) {
      const type = typeOf(Number(meta.types[facts.length]));
      facts.push({
        language: meta.languages[language]!,
        docusaurus_tag: meta.tags[tag]!,
        type,
        item_priority: itemPriority(type, position),
        page,
        inbound: inbound[page] ?? 0,
      });
    }
  }
  if (facts.length !== meta.documentCount || meta.types.length !== meta.documentCount) {
    throw new Error(`search index: the meta file describes ${facts.length} records and ${meta.types.length} types for ${meta.documentCount} documents`);
  }
  return {facts, pageStart};
}

/**
 * The term shards holding every term a query can match: its words, the terms its
 * last word starts and the words of its synonyms (`direct`, known at once), and the
 * terms within the edit distance of its longer words (`fuzzy`, known once the
 * dictionary of their lengths is in).
 */
function shardsFor(query: string, meta: ShardedIndexMeta, dictionary: (length: number) => Promise<string[]>): {direct: Set<number>; fuzzy: Promise<Set<number>>} {
  const terms = normalizeQuery(query);
  const direct = new Set<number>(synonymTerms(terms).map((term) => shardOf(term, meta.termShards)));
  const fuzzy: Promise<number[]>[] = [];
  for (const [i, term] of terms.entries()) {
    direct.add(shardOf(term, meta.termShards));
    if (SEARCH_OPTIONS.prefix(term, i, terms)) for (const shard of shardsOfPrefix(term, meta.termShards)) direct.add(shard);
    // As MiniSearch turns the fuzzy option into a distance.
    const share = SEARCH_OPTIONS.fuzzy(term);
    const distance = share < 1 ? Math.min(SEARCH_OPTIONS.maxFuzzy, Math.round(term.length * share)) : share;
    if (!share || !distance) continue;
    const lengths = meta.termLengths.filter((length) => Math.abs(length - term.length) <= distance);
    // The term with two neighbouring letters swapped, as the query also searches it (synonyms.ts queryTree): only a
    // spelling the dictionary of its length holds (loaded for the typos anyway) costs a shard.
    const swapped = new Set(transpositions(term));
    fuzzy.push(
      Promise.all(lengths.map(dictionary)).then((lists) =>
        lists.flat().flatMap((candidate) => (withinEdits(term, candidate, distance) || swapped.has(candidate) ? [shardOf(candidate, meta.termShards)] : [])),
      ),
    );
  }
  return {direct, fuzzy: Promise.all(fuzzy).then((lists) => new Set(lists.flat()))};
}

class ShardedIndex {
  private readonly facts: RecordFacts[];
  private readonly pageStart: number[];
  private readonly chunkStart: number[] = [];
  /** Where each document chunk stands in documents.txt. */
  private readonly chunkRange: ByteRange[] = [];
  /** False once the server has answered a range request with something else than those ranges. */
  private rangesWork = true;
  private readonly base: string;
  private readonly termShards = new Map<number, Promise<[string, Record<number, Record<number, number>>][]>>();
  private readonly loaded = new Map<number, [string, Record<number, Record<number, number>>][]>();
  private readonly chunks = new Map<number, Promise<DocumentChunk>>();
  private readonly dictionaries = new Map<number, Promise<string[]>>();
  private index: {shards: number; search: MiniSearch<number>} | undefined;
  private readonly documentIds: Record<number, number> = {};
  private readonly fieldLength: Record<number, number[]> = {};

  constructor(
    private readonly meta: ShardedIndexMeta,
    metaUrl: string,
    private readonly fetchFile: Fetch,
  ) {
    ({facts: this.facts, pageStart: this.pageStart} = readFacts(meta));
    this.base = new URL(meta.base, metaUrl).href;
    let start = 0;
    for (const count of decodeVarints(meta.docChunks)) {
      this.chunkStart.push(start);
      start += count;
    }
    let offset = 0;
    // A meta file without the chunks' lengths (written before documents.txt) leaves the chunks to their own files.
    for (const length of meta.docChunkBytes ? decodeVarints(meta.docChunkBytes) : []) {
      this.chunkRange.push({start: offset, length});
      offset += length;
    }
    const lengths = decodeVarints(meta.fieldLength);
    let at = 0;
    for (let n = 0; n < meta.documentCount; n += 1) {
      this.documentIds[n] = n;
      const held = fieldsOfType(this.facts[n]!.type);
      this.fieldLength[n] = meta.fields.map((field) => (held.includes(field as (typeof held)[number]) ? lengths[at++]! : 0));
    }
    if (at !== lengths.length) throw new Error(`search index ${metaUrl}: ${lengths.length} field lengths for ${at} held fields`);
  }

  private async json<T>(file: string): Promise<T> {
    const url = new URL(file, this.base).href;
    const response = await this.fetchFile(url);
    if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  /** A fetch kept once asked for; forgotten when it fails, so the next query retries it. */
  private once<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  /** The terms of one length. */
  private dictionary(length: number): Promise<string[]> {
    return this.once(this.dictionaries, length, async () => {
      const url = new URL(`w${length}.txt`, this.base).href;
      const response = await this.fetchFile(url);
      if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
      return decodeDictionary(await response.text());
    });
  }

  private async termShard(shard: number): Promise<void> {
    const terms = await this.once(this.termShards, shard, async () =>
      (await this.json<ShardTerm[]>(`t${shard}.json`)).map(([term, ...postings]): [string, Record<number, Record<number, number>>] => {
        const data: Record<number, Record<number, number>> = {};
        postings.forEach((text, field) => {
          if (text) data[field] = decodePostings(text);
        });
        return [term, data];
      }),
    );
    this.loaded.set(shard, terms);
  }

  /** MiniSearch over the loaded shards, rebuilt when a query has loaded more. */
  async searchable(query: string): Promise<MiniSearch<number>> {
    const {direct, fuzzy} = shardsFor(query, this.meta, (length) => this.dictionary(length));
    await Promise.all([
      ...[...direct].map((shard) => this.termShard(shard)),
      fuzzy.then((shards) => Promise.all([...shards].map((shard) => this.termShard(shard)))),
    ]);
    if (this.index?.shards !== this.loaded.size) {
      const index = [...this.loaded.keys()].sort((a, b) => a - b).flatMap((shard) => this.loaded.get(shard)!);
      const search = MiniSearch.loadJS<number>(
        {
          documentCount: this.meta.documentCount,
          nextId: this.meta.documentCount,
          documentIds: this.documentIds,
          fieldIds: Object.fromEntries(this.meta.fields.map((field, id) => [field, id])),
          fieldLength: this.fieldLength,
          averageFieldLength: this.meta.averageFieldLength,
          storedFields: {},
          dirtCount: 0,
          index,
          serializationVersion: 2,
        },
        indexOptions(),
      );
      this.index = {shards: this.loaded.size, search};
    }
    return this.index.search;
  }

  factsOf(n: number): RecordFacts {
    return this.facts[n]!;
  }

  /**
   * Starts fetching the document chunks `indexes` not asked for yet in one request
   * for their byte ranges of documents.txt. A chunk the answer does not hold (the
   * server ignored the ranges, or merged them oddly) is fetched from its own file.
   */
  private fetchChunks(indexes: number[]): void {
    const missing = [...new Set(indexes)].filter((index) => !this.chunks.has(index)).sort((a, b) => a - b);
    if (missing.length < 2 || !this.rangesWork || this.chunkRange.length === 0) return;
    const ranges = missing.map((index) => this.chunkRange[index]!);
    // Chunks close together are asked for as one range: a part of the answer costs about 100 bytes of headers.
    const asked: ByteRange[] = [];
    for (const {start, length} of ranges) {
      const last = asked.at(-1);
      if (last && start - (last.start + last.length) <= MERGE_GAP) last.length = start + length - last.start;
      else asked.push({start, length});
    }
    const url = new URL(DOCUMENTS_FILE, this.base).href;
    const batch = this.fetchFile(url, {headers: {Range: rangeHeader(asked)}}).then(async (response) => {
      if (response.status !== 206) {
        // The whole file (or an error) instead of the ranges: read none of it, and stop asking.
        this.rangesWork = false;
        await response.body?.cancel();
        return new Map<number, string>();
      }
      return readByteRanges(response.headers.get('content-type') ?? '', response.headers.get('content-range'), new Uint8Array(await response.arrayBuffer()), ranges);
    });
    for (const index of missing) {
      this.once(this.chunks, index, async () => {
        const text = (await batch).get(this.chunkRange[index]!.start);
        return text === undefined ? this.json<DocumentChunk>(`d${index}.json`) : (JSON.parse(text) as DocumentChunk);
      });
    }
  }

  /** The records numbered `numbers`, from their document chunks. */
  async records(numbers: number[]): Promise<DocSearchRecord[]> {
    this.fetchChunks(numbers.map((n) => lastAtMost(this.chunkStart, n)));
    return Promise.all(
      numbers.map(async (n) => {
        const index = lastAtMost(this.chunkStart, n);
        const chunk = await this.once(this.chunks, index, () => this.json<DocumentChunk>(`d${index}.json`));
        const facts = this.facts[n]!;
        const position = n - this.pageStart[facts.page]!;
        const stored = chunk.records[position - chunk.first];
        if (!stored) throw new Error(`search index: record ${n} is not in document chunk d${index}.json`);
        const [path, lvl0, title] = chunk.page;
        const [, anchor, content, ...headings] = stored;
        const base = new URL(path, this.meta.origin).href;
        const record: DocSearchRecord = {
          id: `${path}#${position}`,
          'hierarchy.lvl0': lvl0,
          'hierarchy.lvl1': title,
          url: anchor ? `${base}#${anchor}` : base,
          url_without_anchor: base,
          type: facts.type,
          item_priority: facts.item_priority,
          language: facts.language,
          docusaurus_tag: facts.docusaurus_tag,
        };
        headings.forEach((heading, i) => {
          if (heading) record[`hierarchy.lvl${(i + 2) as 2 | 3 | 4 | 5 | 6}`] = heading;
        });
        if (content) record.content = content;
        if (anchor) record.anchor = anchor;
        return record;
      }),
    );
  }
}

/** The sharded index whose meta file is at `metaUrl`; a failed load is retried on the next search. */
export function createShardedBackend(metaUrl: string, fetchFile: Fetch = (url, init) => fetch(url, init)): SearchBackend {
  let ready: Promise<ShardedIndex> | undefined;
  const load = () => {
    ready ??= fetchFile(metaUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index ${metaUrl}: HTTP ${response.status}`);
        const meta = (await response.json()) as ShardedIndexMeta;
        if (meta.version !== 4 || !Array.isArray(meta.termShards)) throw new Error(`search index ${metaUrl}: unknown format`);
        return new ShardedIndex(meta, new URL(metaUrl, globalThis.location?.href ?? 'http://localhost/').href, fetchFile);
      })
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  return {
    preload: load,
    async search(request: SearchRequest): Promise<SearchResult> {
      const index = await load();
      const corpus: Corpus = {
        index: await index.searchable(request.q),
        facts: (n) => index.factsOf(n),
        records: (numbers) => index.records(numbers),
      };
      return searchCorpus(corpus, request);
    },
  };
}
