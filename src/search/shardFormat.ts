/**
 * The sharded index on the wire, shared by the build (plugins/search-index/shards.ts)
 * and the browser (sharded.ts). Numbers travel as base-64 varints in strings: five
 * bits a character, a character from the upper half meaning "more follows". Record
 * numbers are MiniSearch's short ids, the position of a record in the index file.
 */

/** JSON-safe digits: no quote, no backslash. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE = new Map([...DIGITS].map((digit, value) => [digit, value]));
/** Digit values by character code (-1: not a digit), for decoding without a map lookup per character. */
const CODES = new Int8Array(128).fill(-1);
for (const [digit, value] of VALUE) CODES[digit.charCodeAt(0)] = value;

export function encodeVarints(numbers: Iterable<number>): string {
  let out = '';
  for (let value of numbers) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`search index: cannot encode ${value} as a varint`);
    let digits = DIGITS[value % 32]!;
    value = Math.floor(value / 32);
    while (value > 0) {
      digits = DIGITS[32 + (value % 32)]! + digits;
      value = Math.floor(value / 32);
    }
    out += digits;
  }
  return out;
}

export function decodeVarints(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const bits = code < 128 ? CODES[code]! : -1;
    if (bits < 0) throw new Error(`search index: "${text[i]}" is not a varint digit`);
    value = value * 32 + (bits & 31);
    if (bits < 32) {
      numbers.push(value);
      value = 0;
    }
  }
  return numbers;
}

/** A term's postings in one field: `record: frequency` (MiniSearch's serialised form, and what decodePostings gives back). */
export type Postings = Readonly<Record<number, number>>;

/** Postings as varints, ascending records: each record as the gap from the previous one, doubled, plus one when a frequency above 1 follows. */
export function encodePostings(postings: Postings): string {
  const numbers: number[] = [];
  let previous = 0;
  for (const record of Object.keys(postings).map(Number).sort((a, b) => a - b)) {
    const frequency = postings[record]!;
    numbers.push((record - previous) * 2 + (frequency > 1 ? 1 : 0));
    if (frequency > 1) numbers.push(frequency);
    previous = record;
  }
  return encodeVarints(numbers);
}

export function decodePostings(text: string): Record<number, number> {
  const numbers = decodeVarints(text);
  const postings: Record<number, number> = {};
  let record = 0;
  for (let i = 0; i < numbers.length; i += 1) {
    const value = numbers[i]!;
    record += Math.floor(value / 2);
    postings[record] = value % 2 === 1 ? numbers[(i += 1)]! : 1;
  }
  return postings;
}

/** A term of a term shard: the term and its postings per field, in `fields` order (empty: none). */
export type ShardTerm = [term: string, ...postings: string[]];

/**
 * A stored record of a document chunk, as `pageRecords` made it: its type (1-6 for a
 * heading level, 0 for content), anchor, content, and the headings lvl2 to lvl6
 * above it (trailing empty ones left out). Page-wide fields are the chunk's.
 */
export type StoredRecord = [type: number, anchor: string, content: string, ...headings: string[]];

export interface DocumentChunk {
  /** The page's path, navbar section (lvl0) and title (lvl1). */
  page: [path: string, lvl0: string, title: string];
  /** Position in the page of the chunk's first record. */
  first: number;
  records: StoredRecord[];
}

/** Every document chunk end to end, read with byte ranges: one request for all the chunks of a hit list. */
export const DOCUMENTS_FILE = 'documents.txt';

/** The file the browser fetches first: what every query needs, and where the shards are. */
export interface ShardedIndexMeta {
  version: 4;
  /** Origin of the records' absolute URLs (the site's `url`). */
  origin: string;
  /** Site path of the content-hashed directory of the shards, with a trailing slash. */
  base: string;
  fields: string[];
  documentCount: number;
  averageFieldLength: number[];
  languages: string[];
  tags: string[];
  /** Per page, varints: number of records, language, docusaurus_tag (indexes of the lists above). */
  pages: string;
  /** Varints, per page: how many other pages link to it (EmbeddedIndexFile.inbound). */
  inbound: string;
  /** One digit per record: its type (0 content, 1-6 heading level). */
  types: string;
  /** Varints: each record's number of terms in each field its type can hold (fieldsOfType in embedded.ts), in `fields` order; the others are empty. */
  fieldLength: string;
  /** First term of each term shard (`t<i>.json`), ascending: shard i holds the terms from its first to the next one's. */
  termShards: string[];
  /** Varints: the number of records of each document chunk (`d<i>.json`), in record order. */
  docChunks: string;
  /** Varints: the length in bytes of each document chunk, as it stands in `documents.txt` (every chunk end to end, in order). */
  docChunkBytes?: string;
  /** The lengths of the terms: the terms of each length are listed (front-coded) in `w<length>.txt`, read for typo-tolerant words only. */
  termLengths: number[];
}

/** Position of the last of `sorted` (ascending) that is at most `value`; 0 when none is. */
export function lastAtMost<T extends string | number>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sorted[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Index of the term shard that holds `term` (or would). */
export const shardOf = (term: string, firsts: readonly string[]): number => lastAtMost(firsts, term);

/** The term shards holding the terms that start with `prefix`. */
export function shardsOfPrefix(prefix: string, firsts: readonly string[]): number[] {
  const from = shardOf(prefix, firsts);
  const shards = [from];
  for (let i = from + 1; i < firsts.length && firsts[i]!.startsWith(prefix); i += 1) shards.push(i);
  return shards;
}

/** Sorted terms, each as the length it shares with the previous one (a varint) and the rest, space-separated. */
export function encodeDictionary(sortedTerms: readonly string[]): string {
  let previous = '';
  return sortedTerms
    .map((term) => {
      let shared = 0;
      while (shared < term.length && shared < previous.length && term[shared] === previous[shared]) shared += 1;
      previous = term;
      return encodeVarints([shared]) + term.slice(shared);
    })
    .join(' ');
}

export function decodeDictionary(text: string): string[] {
  let previous = '';
  return text.split(' ').map((entry) => {
    // The shared length is one varint: digits of the upper half, then one of the lower half.
    let end = 0;
    while ((VALUE.get(entry[end]!) ?? 0) >= 32) end += 1;
    const [shared] = decodeVarints(entry.slice(0, end + 1));
    previous = previous.slice(0, shared) + entry.slice(end + 1);
    return previous;
  });
}

/** Whether `a` and `b` are at most `max` edits apart (Levenshtein: insertions, deletions, substitutions), as MiniSearch's fuzzy search counts. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost);
      next.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    row = next;
  }
  return row[b.length]! <= max;
}

/** A byte range of a file: its first byte and its length. */
export interface ByteRange {
  start: number;
  length: number;
}

/** The `Range` header asking for `ranges` (ascending, not overlapping). */
export const rangeHeader = (ranges: readonly ByteRange[]): string => `bytes=${ranges.map(({start, length}) => `${start}-${start + length - 1}`).join(',')}`;

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder();

/**
 * The text of each of `ranges` from a 206 answer: one part (`Content-Range` in the
 * headers) or `multipart/byteranges`. A server may merge ranges into larger parts;
 * a range that no part holds whole is missing from the result.
 */
export function readByteRanges(contentType: string, contentRange: string | null, body: Uint8Array, ranges: readonly ByteRange[]): Map<number, string> {
  const parts: {start: number; bytes: Uint8Array}[] = [];
  const rangeStart = (header: string | null | undefined) => {
    const match = /bytes (\d+)-\d+\//.exec(header ?? '');
    return match ? Number(match[1]) : undefined;
  };
  const boundary = /multipart\/byteranges;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    const start = rangeStart(contentRange);
    if (start !== undefined) parts.push({start, bytes: body});
  } else {
    // Latin-1 keeps one character per byte, so positions in the text are positions in the body.
    const text = latin1.decode(body);
    const delimiter = `--${boundary}`;
    let at = text.indexOf(delimiter);
    while (at >= 0 && text.startsWith('\r\n', at + delimiter.length)) {
      const headersEnd = text.indexOf('\r\n\r\n', at);
      const next = text.indexOf(`\r\n${delimiter}`, headersEnd);
      if (headersEnd < 0 || next < 0) break;
      const header = /^content-range:(.*)$/im.exec(text.slice(at, headersEnd))?.[1];
      const start = rangeStart(header?.trim());
      if (start !== undefined) parts.push({start, bytes: body.subarray(headersEnd + 4, next)});
      at = next + 2;
    }
  }
  const found = new Map<number, string>();
  for (const {start, length} of ranges) {
    const part = parts.find((candidate) => candidate.start <= start && start + length <= candidate.start + candidate.bytes.length);
    if (part) found.set(start, utf8.decode(part.bytes.subarray(start - part.start, start - part.start + length)));
  }
  return found;
}
