/**
 * The sharded index the browser searches (read by src/search/sharded.ts): the
 * whole MiniSearch index built here, as the browser would build it, then cut up.
 *
 * - `<dir>/meta.json` (fixed name, revalidated): what every query needs, the
 *   facts of every record (page, type, language, tag) and its field lengths, the
 *   document count and average field lengths, and where the shards are;
 * - `assets/<dir>/<hash>/` (content-hashed, so served immutable): term shards
 *   `t<i>.json` (contiguous ranges of the sorted terms with their postings, each
 *   about `shardBytes`), document chunks `d<i>.json` (consecutive records of one
 *   page, about `chunkBytes` each), the same chunks end to end in `documents.txt`
 *   (so that one request with byte ranges fetches every chunk a hit list needs;
 *   the meta file has each chunk's length) and the term dictionary, `w<length>.txt`
 *   (the terms of each length, front-coded; a word with typos needs only the
 *   lengths within its edit distance).
 */
import {createHash} from 'node:crypto';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {createIndex, FIELDS, fieldsOfType} from '../../src/search/embedded';
import {DOCUMENTS_FILE, encodeDictionary, encodePostings, encodeVarints, type DocumentChunk, type ShardedIndexMeta, type ShardTerm, type StoredRecord} from '../../src/search/shardFormat';
import {indexRecords} from './records';
import type {DocSearchRecord, EmbeddedIndexFile} from './types';

export interface ShardOptions {
  /** Directory name: the meta file is `<dir>/meta.json`, the shards are under `assets/<dir>/<hash>/`. */
  dir: string;
  shardBytes: number;
  chunkBytes: number;
}

export const SHARD_DEFAULTS: ShardOptions = {dir: 'search-index', shardBytes: 6000, chunkBytes: 600};

interface SerialisedIndex {
  documentCount: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: [string, Record<string, Record<string, number>>][];
}

const storedRecord = (record: DocSearchRecord): StoredRecord => {
  const headings = ([2, 3, 4, 5, 6] as const).map((level) => record[`hierarchy.lvl${level}`] ?? '');
  while (headings.length > 0 && !headings.at(-1)) headings.pop();
  return [record.type === 'content' ? 0 : Number(record.type.slice(3)), record.anchor ?? '', record.content ?? '', ...headings];
};

export interface ShardedIndex {
  meta: ShardedIndexMeta;
  /** File name (under the hashed directory) to content. */
  files: Map<string, string>;
  hash: string;
}

/** A record's field lengths for the fields its type holds (fieldsOfType; fieldOf leaves the others empty). */
const heldLengths = (record: DocSearchRecord, lengths: number[], fieldIds: number[]): number[] =>
  fieldsOfType(record.type).map((field) => lengths[fieldIds[FIELDS.indexOf(field)]!]!);

/** The sharded index of `file`, in memory. */
export function shardIndex(file: EmbeddedIndexFile, options: ShardOptions = SHARD_DEFAULTS): ShardedIndex {
  const records = indexRecords(file);
  const serialised = createIndex(records).toJSON() as unknown as SerialisedIndex;
  records.forEach((_, n) => {
    if (serialised.documentIds[n] !== n) throw new Error(`[search-index] record ${n} got MiniSearch id ${serialised.documentIds[n]}, not its number`);
  });
  const fieldIds = FIELDS.map((field) => serialised.fieldIds[field]!);
  const files = new Map<string, string>();

  // Term shards: the sorted terms, cut where a shard reaches shardBytes.
  const terms = [...serialised.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const termShards: string[] = [];
  let shard: ShardTerm[] = [];
  let shardSize = 0;
  const flushShard = () => {
    if (shard.length === 0) return;
    files.set(`t${termShards.length}.json`, JSON.stringify(shard));
    // The first shard also holds whatever sorts before its first term.
    termShards.push(termShards.length === 0 ? '' : shard[0]![0]);
    shard = [];
    shardSize = 0;
  };
  for (const [term, data] of terms) {
    const postings = fieldIds.map((fieldId) => {
      const entry = data[fieldId];
      return entry ? encodePostings(entry) : '';
    });
    while (postings.length > 0 && !postings.at(-1)) postings.pop();
    const entry: ShardTerm = [term, ...postings];
    const size = JSON.stringify(entry).length + 1;
    if (shardSize > 0 && shardSize + size > options.shardBytes) flushShard();
    shard.push(entry);
    shardSize += size;
  }
  flushShard();

  // Document chunks: consecutive records of one page, cut where a chunk reaches chunkBytes.
  const languages = [...new Set(records.map((record) => record.language))];
  const tags = [...new Set(records.map((record) => record.docusaurus_tag))];
  const pages: number[] = [];
  const chunkCounts: number[] = [];
  const chunkBodies: string[] = [];
  let n = 0;
  for (const [pagePath, lvl0, title] of file.pages) {
    const first = n;
    while (n < records.length && records[n]!.url_without_anchor === records[first]!.url_without_anchor) n += 1;
    const pageRecords = records.slice(first, n);
    if (pageRecords.length === 0 || pageRecords[0]!.id !== `${pagePath}#0`) throw new Error(`[search-index] the records of ${pagePath} are not where its page is`);
    pages.push(pageRecords.length, languages.indexOf(pageRecords[0]!.language), tags.indexOf(pageRecords[0]!.docusaurus_tag));
    let chunk: DocumentChunk = {page: [pagePath, lvl0, title], first: 0, records: []};
    let chunkSize = 0;
    const flushChunk = () => {
      const body = JSON.stringify(chunk);
      files.set(`d${chunkCounts.length}.json`, body);
      chunkBodies.push(body);
      chunkCounts.push(chunk.records.length);
    };
    pageRecords.forEach((record, position) => {
      const stored = storedRecord(record);
      const size = JSON.stringify(stored).length + 1;
      if (chunkSize > 0 && chunkSize + size > options.chunkBytes) {
        flushChunk();
        chunk = {page: chunk.page, first: position, records: []};
        chunkSize = 0;
      }
      chunk.records.push(stored);
      chunkSize += size;
    });
    flushChunk();
  }
  if (n !== records.length) throw new Error(`[search-index] ${records.length - n} records belong to no page`);
  files.set(DOCUMENTS_FILE, chunkBodies.join(''));

  const byLength = new Map<number, string[]>();
  for (const [term] of terms) {
    const sameLength = byLength.get(term.length);
    if (sameLength) sameLength.push(term);
    else byLength.set(term.length, [term]);
  }
  for (const [length, sameLength] of byLength) files.set(`w${length}.txt`, encodeDictionary(sameLength));

  const hash = createHash('sha256');
  for (const [name, body] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${name}\0${body}\0`);
  const digest = hash.digest('hex').slice(0, 16);

  const meta: ShardedIndexMeta = {
    version: 4,
    origin: file.origin,
    base: `../assets/${options.dir}/${digest}/`,
    fields: [...FIELDS],
    documentCount: serialised.documentCount,
    averageFieldLength: fieldIds.map((fieldId) => serialised.averageFieldLength[fieldId]!),
    languages,
    tags,
    pages: encodeVarints(pages),
    inbound: encodeVarints(file.pages.map(([pagePath]) => file.inbound?.[pagePath] ?? 0)),
    types: records.map((record) => (record.type === 'content' ? '0' : record.type.slice(3))).join(''),
    fieldLength: encodeVarints(records.flatMap((record, r) => heldLengths(record, serialised.fieldLength[r]!, fieldIds))),
    termShards,
    docChunks: encodeVarints(chunkCounts),
    docChunkBytes: encodeVarints(chunkBodies.map((body) => Buffer.byteLength(body))),
    termLengths: [...byLength.keys()].sort((a, b) => a - b),
  };
  return {meta, files, hash: digest};
}

/** Writes the sharded index of `file` under `outDir`, replacing an earlier one; returns what it wrote, for the log. */
export async function writeShardedIndex(file: EmbeddedIndexFile, outDir: string, options: ShardOptions = SHARD_DEFAULTS): Promise<string> {
  const sharded = shardIndex(file, options);
  const shardsDir = path.join(outDir, 'assets', options.dir);
  await rm(shardsDir, {recursive: true, force: true});
  await mkdir(path.join(shardsDir, sharded.hash), {recursive: true});
  for (const [name, body] of sharded.files) await writeFile(path.join(shardsDir, sharded.hash, name), body);
  await mkdir(path.join(outDir, options.dir), {recursive: true});
  const metaBody = JSON.stringify(sharded.meta);
  await writeFile(path.join(outDir, options.dir, 'meta.json'), metaBody);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const sizes = (pattern: RegExp) => [...sharded.files].filter(([name]) => pattern.test(name)).map(([, body]) => Buffer.byteLength(body));
  const terms = sizes(/^t\d+\.json$/);
  const chunks = sizes(/^d\d+\.json$/);
  return (
    `sharded: ${options.dir}/meta.json ${kb(Buffer.byteLength(metaBody))}, ${terms.length} term shards (largest ${kb(Math.max(...terms))}), ` +
    `${chunks.length} document chunks (largest ${kb(Math.max(...chunks))}), dictionary ${kb(sizes(/^w\d+\.txt$/).reduce((sum, size) => sum + size, 0))} in ${sharded.meta.termLengths.length} files by term length`
  );
}
