/**
 * The facts ledger (examples/facts/ledger/*.yaml, described in examples/facts/README.md): loading
 * validates every entry and fails naming the file, the line and the field.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {examplesRoot} from '../harness/toolchain';
import {GO_MODS, type GoModName} from './source';

export const ledgerDir = path.join(examplesRoot, 'facts', 'ledger');

export type FactSource =
  | {kind: 'go'; module: string; file?: string; asset?: string; in?: GoModName; pattern: RegExp}
  | {kind: 'npm'; package: string; file: string; pattern: RegExp}
  | {kind: 'cli'; selector: string; pattern?: RegExp}
  | {kind: 'snapshot'; file: string; pattern: RegExp}
  | {kind: 'upstream'; file: string; pattern: RegExp};

export interface Fact {
  /** The ledger file (examples/facts/ledger/x.yaml) and the line of the entry. */
  ledger: string;
  line: number;
  page: string;
  states: string;
  value: string;
  scale?: string;
  source: FactSource;
  note?: string;
}

const ENTRY_KEYS = new Set(['page', 'states', 'value', 'scale', 'source', 'note']);
const SOURCE_KINDS = ['go', 'npm', 'cli', 'snapshot', 'upstream'] as const;
const SOURCE_KEYS: Record<(typeof SOURCE_KINDS)[number], string[]> = {
  go: ['go', 'file', 'asset', 'in', 'pattern'],
  npm: ['npm', 'file', 'pattern'],
  cli: ['cli', 'pattern'],
  snapshot: ['snapshot', 'pattern'],
  upstream: ['upstream', 'pattern'],
};

export class LedgerError extends Error {}

function lineOf(text: string, offset: number | undefined): number {
  if (offset === undefined) return 1;
  return text.slice(0, offset).split('\n').length;
}

function regex(where: string, value: unknown): RegExp {
  if (typeof value !== 'string' || value === '') throw new LedgerError(`${where}: source.pattern is missing (a regular expression)`);
  try {
    return new RegExp(value, 'm');
  } catch (error) {
    throw new LedgerError(`${where}: source.pattern is not a valid regular expression: ${(error as Error).message}`);
  }
}

function text(where: string, field: string, value: unknown, optional = false): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw new LedgerError(`${where}: ${field} ${value === undefined ? 'is missing' : 'is not a non-empty string'}`);
  return value;
}

/** Validates one parsed entry; `where` is `examples/facts/ledger/x.yaml:12`. */
export function parseEntry(where: string, raw: unknown): Omit<Fact, 'ledger' | 'line'> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new LedgerError(`${where}: an entry is a mapping with page, states and source`);
  const entry = raw as Record<string, unknown>;
  for (const key of Object.keys(entry)) if (!ENTRY_KEYS.has(key)) throw new LedgerError(`${where}: unknown field ${key} (fields: ${[...ENTRY_KEYS].join(', ')})`);
  const page = text(where, 'page', entry.page)!;
  if (!/^docs\/.+\.mdx?$/.test(page)) throw new LedgerError(`${where}: page must be a docs/ path of a page (docs/....md), not ${page}`);
  const states = text(where, 'states', entry.states)!;
  const value = text(where, 'value', entry.value, true) ?? states;
  if (!collapse(states).includes(collapse(value))) throw new LedgerError(`${where}: value "${value}" does not occur in states "${states}"`);
  let scale: string | undefined;
  if (entry.scale !== undefined) {
    scale = String(entry.scale);
    if (!parseDecimal(scale)) throw new LedgerError(`${where}: scale must be a number, not ${scale}`);
  }
  const note = text(where, 'note', entry.note, true);
  const s = entry.source as Record<string, unknown> | undefined;
  if (!s || typeof s !== 'object' || Array.isArray(s)) throw new LedgerError(`${where}: source is missing (a mapping with one of ${SOURCE_KINDS.join(', ')})`);
  const kinds = SOURCE_KINDS.filter((k) => k in s);
  if (kinds.length !== 1) throw new LedgerError(`${where}: source needs exactly one of ${SOURCE_KINDS.join(', ')}${kinds.length ? ` (it has ${kinds.join(' and ')})` : ''}`);
  const kind = kinds[0]!;
  for (const key of Object.keys(s)) if (!SOURCE_KEYS[kind].includes(key)) throw new LedgerError(`${where}: source.${key} is not a field of a ${kind} source (fields: ${SOURCE_KEYS[kind].join(', ')})`);
  let source: FactSource;
  if (kind === 'go') {
    const module = text(where, 'source.go', s.go)!;
    const file = text(where, 'source.file', s.file, true);
    const asset = text(where, 'source.asset', s.asset, true);
    if (!file === !asset) throw new LedgerError(`${where}: a go source needs file or asset (one of them)`);
    const inMod = s.in as GoModName | undefined;
    if (inMod !== undefined && !(inMod in GO_MODS)) throw new LedgerError(`${where}: source.in must be one of ${Object.keys(GO_MODS).join(', ')}`);
    source = {kind, module, file, asset, in: inMod, pattern: regex(where, s.pattern)};
  } else if (kind === 'npm') {
    source = {kind, package: text(where, 'source.npm', s.npm)!, file: text(where, 'source.file', s.file)!, pattern: regex(where, s.pattern)};
  } else if (kind === 'cli') {
    source = {kind, selector: text(where, 'source.cli', s.cli)!, pattern: s.pattern === undefined ? undefined : regex(where, s.pattern)};
  } else {
    source = {kind, file: text(where, `source.${kind}`, s[kind])!, pattern: regex(where, s.pattern)};
  }
  return {page, states, value, scale, source, note};
}

/** Every entry of every ledger file (or of the given files), validated. */
export function loadLedger(files?: string[]): Fact[] {
  const list = files ?? readdirSync(ledgerDir).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(ledgerDir, f));
  const facts: Fact[] = [];
  for (const file of list) {
    const rel = path.relative(path.resolve(examplesRoot, '..'), file).split(path.sep).join('/');
    const source = readFileSync(file, 'utf8');
    const doc = YAML.parseDocument(source, {prettyErrors: true} as YAML.Options);
    if (doc.errors.length) {
      const first = doc.errors[0]! as Error & {linePos?: {start: {line: number}}};
      throw new LedgerError(`${rel}${first.linePos ? `:${first.linePos.start.line}` : ''}: not valid YAML: ${first.message.split('\n')[0]}`);
    }
    const contents = doc.contents as {items?: Array<{range?: [number, number]}>} | null;
    const data = doc.toJSON() as unknown;
    if (data === null || data === undefined) continue;
    if (!Array.isArray(data)) throw new LedgerError(`${rel}: a ledger file is a list of entries`);
    data.forEach((raw, i) => {
      const line = lineOf(source, contents?.items?.[i]?.range?.[0]);
      facts.push({ledger: rel, line, ...parseEntry(`${rel}:${line}`, raw)});
    });
  }
  const seen = new Map<string, Fact>();
  for (const fact of facts) {
    const key = `${fact.page}\u0000${collapse(fact.states)}\u0000${fact.value}`;
    const before = seen.get(key);
    if (before) throw new LedgerError(`${fact.ledger}:${fact.line}: the same fact as ${before.ledger}:${before.line} (${fact.page}: "${fact.value}")`);
    seen.set(key, fact);
  }
  return facts;
}

/** Runs of white space as one space, trimmed: how `states` is found on a page. */
export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** An exact decimal: digits (as a bigint) and the number of them after the point. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** A number as pages and sources write it (1,000; 100_000; 0.001; 1.0e6; -3), or null. */
export function parseDecimal(raw: string): Decimal | null {
  const s = raw.replace(/[\s,_]/g, '');
  const m = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m) return null;
  const frac = m[3] ?? '';
  let digits = BigInt(`${m[2]}${frac}`);
  let scale = frac.length;
  const exp = Number(m[4] ?? 0);
  if (exp > 0) {
    if (exp >= scale) {
      digits *= 10n ** BigInt(exp - scale);
      scale = 0;
    } else scale -= exp;
  } else scale -= exp;
  if (m[1] === '-') digits = -digits;
  return {digits, scale};
}

function align(a: Decimal, b: Decimal): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale)];
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return {digits: a.digits * b.digits, scale: a.scale + b.scale};
}

export function sameDecimal(a: Decimal, b: Decimal): boolean {
  const [x, y] = align(a, b);
  return x === y;
}

const unquote = (s: string) => s.trim().replace(/^(["'`])(.*)\1$/s, '$2').trim();
const ADDRESS = /^(?:0x)?([0-9a-fA-F]{16})$/;

/**
 * Whether the page's value and the source's value say the same thing: as numbers (after the
 * entry's scale), as Flow addresses, or as exact text.
 */
export function sameValue(pageValue: string, sourceValue: string, scale?: string): boolean {
  const p = unquote(pageValue);
  const s = unquote(sourceValue);
  const pn = parseDecimal(p);
  const sn = parseDecimal(s);
  if (pn && sn) return sameDecimal(scale ? multiply(pn, parseDecimal(scale)!) : pn, sn);
  const pa = ADDRESS.exec(p);
  const sa = ADDRESS.exec(s);
  if (pa && sa) return pa[1]!.toLowerCase() === sa[1]!.toLowerCase();
  return p === s;
}
