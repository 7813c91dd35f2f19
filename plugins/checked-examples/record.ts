/**
 * The record of the last run of the Cadence example check that changed something
 * (examples/checked-examples.json): the toolchain it ran, the day it ran, and per page how many
 * examples it checked whole and a digest of the page's Cadence blocks. The check writes it and, in
 * CI, fails when it is stale; the checked-examples remark plugin renders it on each page.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';

export interface CheckedPage {
  /** Cadence blocks of the page checked whole (type-checked and linted, or on the emulator). */
  examples: number;
  /** sha256 of the page's Cadence blocks (their meta and code, in order), first 16 hex digits. */
  digest: string;
}

export interface CheckedRecord {
  /** The Cadence version of the checker and linter, e.g. v1.10.3. */
  cadence: string;
  /** The Flow CLI release whose linter it is, e.g. v2.17.3. */
  flowCli: string;
  /** The Flow emulator release the examples ran on, e.g. v1.20.0. */
  emulator: string;
  /** The day of the run that wrote the record, YYYY-MM-DD (UTC). */
  date: string;
  /** docs/ path → what was checked on that page. */
  pages: Record<string, CheckedPage>;
}

const VERSION = /^v\d+\.\d+\.\d+$/;

/** The record in `text`, or an error naming the file and the field. */
export function parseRecord(text: string, file: string): CheckedRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  const record = data as CheckedRecord;
  if (!record || typeof record !== 'object') throw new Error(`${file}: expected an object`);
  for (const field of ['cadence', 'flowCli', 'emulator'] as const) {
    if (typeof record[field] !== 'string' || !VERSION.test(record[field])) {
      throw new Error(`${file}: field \`${field}\` must be a version like v1.2.3, got ${JSON.stringify(record[field])}`);
    }
  }
  if (typeof record.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(record.date)) {
    throw new Error(`${file}: field \`date\` must be YYYY-MM-DD, got ${JSON.stringify(record.date)}`);
  }
  if (!record.pages || typeof record.pages !== 'object') throw new Error(`${file}: field \`pages\` must be an object`);
  for (const [page, entry] of Object.entries(record.pages)) {
    if (!/^docs\/.+\.mdx?$/.test(page)) throw new Error(`${file}: pages key ${JSON.stringify(page)} is not a docs/ page`);
    if (!Number.isInteger(entry?.examples) || entry.examples < 1) {
      throw new Error(`${file}: field \`pages["${page}"].examples\` must be a positive integer`);
    }
    if (typeof entry.digest !== 'string' || !/^[0-9a-f]{16}$/.test(entry.digest)) {
      throw new Error(`${file}: field \`pages["${page}"].digest\` must be 16 hex digits`);
    }
  }
  return record;
}

export function readRecord(file: string): CheckedRecord {
  return parseRecord(readFileSync(file, 'utf8'), file);
}

/** The digest of a page's Cadence blocks, as the record holds it. */
export function blocksDigest(blocks: Array<{meta: string; code: string}>): string {
  const hash = createHash('sha256');
  for (const b of blocks) hash.update(`${b.meta}\0${b.code}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** The line a checked page shows. */
export function checkedLine(record: CheckedRecord, page: CheckedPage): string {
  const n = page.examples;
  return (
    `Checked with Cadence ${record.cadence} and the linter of Flow CLI ${record.flowCli}, ` +
    `run on Flow emulator ${record.emulator}, on ${record.date}, ${n} example${n === 1 ? '' : 's'}.`
  );
}
