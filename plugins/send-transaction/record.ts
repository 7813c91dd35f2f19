/**
 * The record of every Cadence transaction block of the docs (examples/runnable-transactions.json),
 * as the example check `cadence-run` met it on the emulator: where it is, a digest of its code, the
 * parameters of its `transaction(...)`, the values it was sent with and where they came from, how
 * many accounts sign it, whether it sealed without an error (or why not), what each import resolved
 * to, the steps a reader takes before it, and the networks a Send button offers it on (or why the
 * block has none). `cadence-run` writes it beside runnable-scripts.json (in CI a stale record fails
 * that check); the send-transaction plugin reads it and gives exactly the blocks recorded with a
 * button one.
 */
import {readFileSync} from 'node:fs';
import {SEND_NETWORKS, type SendNetwork} from '../../src/flow/wallets';
import {checkOffered, checkRecordedBlock, fail, parseRecord, type RecordedScript} from '../run-script/record';

export {SEND_NETWORKS, type SendNetwork};

/** A step the reader takes before a transaction: a block above it on the page, or another page. */
export type PriorStep =
  /** A block of the same page (a transaction, or a contract's init) that saves to a storage path this transaction names; its file, if the page names one. */
  | {kind: 'block'; line: number; path: string; what: 'transaction' | 'contract' | 'script'; file: string | null}
  /** A page the check follows first because this page assumes the reader did. */
  | {kind: 'page'; page: string};

export interface RecordedTransaction extends Omit<RecordedScript, 'ran' | 'offered'> {
  /** How many `&Account` parameters its prepare block has: the accounts that authorize it. */
  authorizers: number;
  /** The account its command line signs with (`--signer NAME`), or null. */
  signer: string | null;
  /** The account its command line pays with (`--payer NAME`), or null. */
  payer: string | null;
  /** True when it sealed without an error on the emulator, else why not. */
  sent: true | string;
  /** What the reader does before sending it. */
  after: PriorStep[];
  /** The networks its Send button offers (true) or not (why), or why it has no button at all. */
  offered: Record<SendNetwork, true | string> | string;
}

export interface TransactionRecord {
  /** The Flow emulator release the transactions were sent on, e.g. v1.20.0. */
  emulator: string;
  transactions: RecordedTransaction[];
}

/** The record in `text`, or an error naming the file and the field. */
export function parseTransactionRecord(text: string, file: string): TransactionRecord {
  const record = parseRecord<TransactionRecord>(text, file, 'transactions');
  record.transactions.forEach((t, i) => {
    const at = `transactions[${i}]`;
    checkRecordedBlock(file, at, t);
    if (!Number.isInteger(t.authorizers) || t.authorizers < 0) fail(file, `${at}.authorizers`, 'must be a count of accounts, 0 or more');
    for (const key of ['signer', 'payer'] as const) if (t[key] !== null && (typeof t[key] !== 'string' || !t[key])) fail(file, `${at}.${key}`, 'must be null or an account name');
    if (t.sent !== true && (typeof t.sent !== 'string' || !t.sent)) fail(file, `${at}.sent`, 'must be true or the reason it was not sent');
    if (!Array.isArray(t.after) || !t.after.every((s) => (s?.kind === 'block' && Number.isInteger(s.line) && typeof s.path === 'string' && ['transaction', 'contract', 'script'].includes(s.what) && (s.file === null || typeof s.file === 'string')) || (s?.kind === 'page' && typeof s.page === 'string' && /^docs\//.test(s.page)))) {
      fail(file, `${at}.after`, 'must be a list of {kind: block, line, path, what, file} or {kind: page, page}');
    }
    checkOffered(file, at, t.offered, SEND_NETWORKS, 'Send button');
  });
  return record;
}

export function readTransactionRecord(file: string): TransactionRecord {
  return parseTransactionRecord(readFileSync(file, 'utf8'), file);
}
