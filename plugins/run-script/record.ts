/**
 * The record of every Cadence script block of the docs (examples/runnable-scripts.json), as the
 * example check `cadence-run` met it on the emulator: where it is, a digest of its code, the
 * parameters of its `main`, the values it ran with and where each came from (the page's command
 * line, or made by the harness where the page shows none), whether it ran (or why not), what each
 * import resolved to, the networks a Run button offers it on, and why a block has no button.
 * `cadence-run` writes it (in CI a stale record fails that check); the run-script remark plugin
 * reads it and gives exactly the blocks recorded with a button one, so an edited block loses its
 * button until the check meets it again.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {NetworkId} from '../../src/flow/accessApi';
import type {JsonCadence} from '../../src/flow/cadenceValues';

/** The networks a Run button may offer, in the order the panel lists them. */
export const RUN_NETWORKS: readonly NetworkId[] = ['emulator', 'testnet', 'mainnet'];

/**
 * A value a reader puts there themselves (`0xYOUR_ADDRESS`, `0xYourFlowAddress`, `NODE_ID_64_HEX`,
 * `$ALICE`, `$(cat …)`, `<address>`): the panel shows it as a hint, never as a value.
 */
export const PLACEHOLDER = /your|[<>$]|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/i;

/**
 * One value of a recorded script: as the page writes it on its command line (`from: 'page'`; a
 * positional word, or one item of `--args-json` as JSON), or as the harness made it where the page
 * shows none (`from: 'harness'`, written as a positional word). `value` is that text read as the
 * Flow CLI reads it, before the run's stand-ins; null for a page's placeholder.
 */
export interface RecordedValue {
  from: 'page' | 'harness';
  written: string;
  value: JsonCadence | null;
}

/** What an import of a recorded script resolved to in the run. */
export type RecordedImport =
  /**
   * A contract the emulator deploys itself: its address there, and the address the block imports
   * it from when it names one. Its address on each network comes from data/core-contracts.json
   * (flow-go's fvm/systemcontracts); for one that list lacks, the address the block writes serves
   * the network that address belongs to.
   */
  | {name: string; kind: 'core'; emulator: string; written?: string}
  /** A contract a page has the reader deploy (this page, or the page named). */
  | {name: string; kind: 'reader'; page: string}
  /** A third-party contract, at the addresses its repository gives (examples/declarations). */
  | {name: string; kind: 'third-party'; addresses: {mainnet?: string; testnet?: string}};

export interface RecordedScript {
  /** docs/ path of the page. */
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** codeDigest of the block's code as the page has it. */
  digest: string;
  /** The block's code, as it ran (imports as the page writes them). */
  code: string;
  /** The parameters of `main`, in order. */
  params: Array<{name: string; type: string}>;
  /** One per parameter; null when the block did not run and its page shows no values. */
  args: RecordedValue[] | null;
  /** The block's file (its title, or the file the prose names for it, or its command line's), or null. */
  file: string | null;
  /** The network the page's command line for it names (no --network: the emulator), or null without one. */
  network: NetworkId | null;
  /** True when it ran on the emulator, else why not. */
  ran: true | string;
  imports: RecordedImport[];
  /** The networks its button offers (true) or not (why), or why it has no button at all. */
  offered: Record<NetworkId, true | string> | string;
}

export interface RunnableRecord {
  /** The Flow emulator release the scripts ran on, e.g. v1.20.0. */
  emulator: string;
  scripts: RecordedScript[];
}

/** sha256 of a block's code, first 16 hex digits. */
export function codeDigest(code: string): string {
  return createHash('sha256').update(code).digest('hex').slice(0, 16);
}

export const fail = (file: string, field: string, what: string): never => {
  throw new Error(`${file}: field \`${field}\` ${what}`);
};

/** The networks field of a record: each of `networks` to true or why not, or why the block has no button at all. */
export function checkOffered(file: string, at: string, offered: unknown, networks: readonly NetworkId[], button: string): void {
  const networkOk = (n: NetworkId) => {
    const v = (offered as Record<string, unknown> | null)?.[n];
    return v === true || (typeof v === 'string' && v !== '');
  };
  if (typeof offered === 'string' ? !offered : typeof offered !== 'object' || !networks.every(networkOk)) {
    fail(file, `${at}.offered`, `must be why the block has no ${button}, or map each of ${networks.join(', ')} to true or why not`);
  }
}

/**
 * The fields a recorded script and a recorded transaction share (page, line, digest, code, params,
 * args, file, network, imports), checked with errors naming the file and the field.
 */
export function checkRecordedBlock(file: string, at: string, s: Omit<RecordedScript, 'ran' | 'offered'>): void {
  if (typeof s?.page !== 'string' || !/^docs\/.+\.mdx?$/.test(s.page)) fail(file, `${at}.page`, 'must be a docs/ page');
  if (!Number.isInteger(s.line) || s.line < 1) fail(file, `${at}.line`, 'must be a positive line number');
  if (typeof s.digest !== 'string' || !/^[0-9a-f]{16}$/.test(s.digest)) fail(file, `${at}.digest`, 'must be 16 hex digits');
  if (typeof s.code !== 'string' || codeDigest(s.code) !== s.digest) fail(file, `${at}.code`, 'must be the code whose digest is `digest`');
  if (!Array.isArray(s.params) || !s.params.every((p) => typeof p?.name === 'string' && typeof p.type === 'string' && p.name && p.type)) {
    fail(file, `${at}.params`, 'must be a list of {name, type}');
  }
  if (s.args !== null && (!Array.isArray(s.args) || !s.args.every((a) => ['page', 'harness'].includes(a?.from) && typeof a.written === 'string' && (a.value === null || typeof a.value?.type === 'string')))) {
    fail(file, `${at}.args`, 'must be null or a list of {from: page or harness, written, value}');
  }
  if (s.args && s.args.length !== s.params.length) fail(file, `${at}.args`, `gives ${s.args.length} values for ${s.params.length} parameters`);
  if (s.file !== null && typeof s.file !== 'string') fail(file, `${at}.file`, 'must be null or a path');
  if (s.network !== null && !RUN_NETWORKS.includes(s.network)) fail(file, `${at}.network`, `must be null or one of ${RUN_NETWORKS.join(', ')}`);
  if (!Array.isArray(s.imports)) fail(file, `${at}.imports`, 'must be a list');
  s.imports.forEach((imp, j) => {
    const where = `${at}.imports[${j}]`;
    if (typeof imp?.name !== 'string' || !/^\w+$/.test(imp.name)) fail(file, `${where}.name`, 'must be a contract name');
    if (imp.kind === 'reader') {
      if (typeof imp.page !== 'string') fail(file, `${where}.page`, 'must be a docs/ page');
    } else if (imp.kind === 'third-party') {
      const addresses = Object.entries(imp.addresses ?? {});
      if (!addresses.every(([network, address]) => ['mainnet', 'testnet'].includes(network) && /^0x[0-9a-f]{16}$/.test(String(address)))) {
        fail(file, `${where}.addresses`, 'must map mainnet or testnet to a 0x address of 16 hex digits');
      }
    } else if (imp.kind === 'core') {
      if (!/^0x[0-9a-f]{16}$/.test(String(imp.emulator))) fail(file, `${where}.emulator`, 'must be a 0x address of 16 hex digits');
      if (imp.written !== undefined && !/^0x[0-9a-f]{16}$/.test(imp.written)) fail(file, `${where}.written`, 'must be a 0x address of 16 hex digits');
    } else {
      fail(file, `${where}.kind`, `must be core, reader or third-party, got ${JSON.stringify((imp as {kind: unknown}).kind)}`);
    }
  });
}

/** The JSON of a record file, or an error naming the file. */
export function parseJson(text: string, file: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  if (!data || typeof data !== 'object') throw new Error(`${file}: expected an object`);
  return data as Record<string, unknown>;
}

/** The record in `text` with its emulator version and its list `key` checked, or an error naming the file and the field. */
export function parseRecord<Record extends {emulator: string}>(text: string, file: string, key: keyof Record & string): Record {
  const record = parseJson(text, file) as unknown as Record;
  if (typeof record.emulator !== 'string' || !/^v\d+\.\d+\.\d+$/.test(record.emulator)) fail(file, 'emulator', `must be a version like v1.2.3, got ${JSON.stringify(record.emulator)}`);
  if (!Array.isArray(record[key])) fail(file, key, 'must be a list');
  return record;
}

/** The record in `text`, or an error naming the file and the field. */
export function parseRunnableRecord(text: string, file: string): RunnableRecord {
  const record = parseRecord<RunnableRecord>(text, file, 'scripts');
  record.scripts.forEach((s, i) => {
    const at = `scripts[${i}]`;
    checkRecordedBlock(file, at, s);
    if (s.ran !== true && (typeof s.ran !== 'string' || !s.ran)) fail(file, `${at}.ran`, 'must be true or the reason it did not run');
    checkOffered(file, at, s.offered, RUN_NETWORKS, 'button');
  });
  return record;
}

export function readRunnableRecord(file: string): RunnableRecord {
  return parseRunnableRecord(readFileSync(file, 'utf8'), file);
}
