/**
 * Holds each fact of the ledger against both sides: the page still states it, and the pinned
 * source still says the same value. Used by the `facts` check and by `npm run check:page`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {root} from '../../tests/content/pages';
import {factsFile} from '../cli/facts';
import type {Finding} from '../harness/report';
import {escapeRegExp} from '../harness/text';
import {collapse, sameValue, type Fact} from './ledger';
import {readGoSource, readNpmSource, upstreamDir, type SourceText} from './source';

/**
 * Selects a value in a JSON document: `commands[path=flow accounts get].flags[name=host].default`.
 * A segment is a key, optionally followed by `[field=value]` to pick the element of a list whose
 * field has that value. Throws naming the segment that selects nothing.
 */
export function select(doc: unknown, selector: string): unknown {
  const segments = selector.match(/[^.[\]]+(?:\[[^\]]*\])?/g) ?? [];
  let at: unknown = doc;
  let walked = '';
  for (const segment of segments) {
    const m = /^([^[]+)(?:\[([^=\]]+)=([^\]]*)\])?$/.exec(segment);
    if (!m) throw new Error(`selector ${selector}: cannot read the segment ${segment}`);
    const [, key, field, wanted] = m;
    walked = walked ? `${walked}.${segment}` : segment;
    if (!at || typeof at !== 'object' || !(key! in (at as object))) throw new Error(`selector ${selector}: nothing at ${walked}`);
    at = (at as Record<string, unknown>)[key!];
    if (field !== undefined) {
      if (!Array.isArray(at)) throw new Error(`selector ${selector}: ${key} is not a list`);
      const value = wanted!.trim().replace(/^(["'])(.*)\1$/, '$2');
      at = at.find((item) => item && typeof item === 'object' && String((item as Record<string, unknown>)[field.trim()]) === value);
      if (at === undefined) throw new Error(`selector ${selector}: no element of ${key} with ${field.trim()}=${value}`);
    }
  }
  return at;
}

export interface SourceReader {
  read(fact: Fact): SourceText | 'absent';
}

/** Reads each source once per run. `absent` is the upstream fixtures on a machine without them. */
export function sourceReader(): SourceReader {
  const cache = new Map<string, SourceText | 'absent'>();
  let cliFacts: unknown;
  return {
    read(fact) {
      const s = fact.source;
      const key = JSON.stringify({...s, pattern: undefined});
      const known = cache.get(key);
      if (known) return known;
      let result: SourceText | 'absent';
      switch (s.kind) {
        case 'go':
          result = readGoSource(s.module, {file: s.file, asset: s.asset, in: s.in});
          break;
        case 'npm':
          result = readNpmSource(s.package, s.file);
          break;
        case 'cli': {
          cliFacts ??= JSON.parse(readFileSync(path.join(root, factsFile), 'utf8'));
          const value = select(cliFacts, s.selector);
          result = {label: `${factsFile} ${s.selector}`, text: typeof value === 'string' ? value : JSON.stringify(value)};
          break;
        }
        case 'snapshot': {
          const file = path.join(root, 'data', s.file);
          if (!existsSync(file)) throw new Error(`data/${s.file} does not exist`);
          result = {label: `data/${s.file}`, text: readFileSync(file, 'utf8')};
          break;
        }
        case 'upstream': {
          const file = path.join(upstreamDir, s.file);
          result = existsSync(file) ? {label: `shared/fixtures/upstream/${s.file}`, text: readFileSync(file, 'utf8')} : 'absent';
          break;
        }
      }
      cache.set(key, result);
      return result;
    },
  };
}

/** The 1-based line of the page where `states` begins (white space runs matching any white space). */
export function findStated(pageText: string, states: string): number | null {
  const words = collapse(states)
    .split(' ')
    .map(escapeRegExp);
  const m = new RegExp(words.join('\\s+')).exec(pageText);
  return m ? pageText.slice(0, m.index).split('\n').length : null;
}

export interface FactsResult {
  held: number;
  pages: Set<string>;
  notHere: Fact[];
  failures: Finding[];
}

/** Checks the given facts; pages are read from docs/ unless `pageText` supplies them. */
export function holdFacts(facts: Fact[], reader = sourceReader(), pageText?: (page: string) => string | null): FactsResult {
  const texts = new Map<string, string | null>();
  const readPage = (page: string) => {
    if (!texts.has(page)) {
      const file = path.join(root, page);
      texts.set(page, pageText ? pageText(page) : existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return texts.get(page)!;
  };
  const result: FactsResult = {held: 0, pages: new Set(), notHere: [], failures: []};
  for (const fact of facts) {
    const at = `${fact.ledger}:${fact.line}`;
    const fail = (message: string, line?: number) => result.failures.push({file: fact.page, line, message: `${message} (ledger ${at})`});
    const text = readPage(fact.page);
    if (text === null) {
      fail(`the page does not exist`);
      continue;
    }
    const line = findStated(text, fact.states);
    if (line === null) {
      fail(`the page no longer states "${collapse(fact.states)}": change the page back, or the ledger entry with the page`);
      continue;
    }
    let source: SourceText | 'absent';
    try {
      source = reader.read(fact);
    } catch (error) {
      fail(`fact "${fact.value}": its source cannot be read: ${(error as Error).message}`, line);
      continue;
    }
    if (source === 'absent') {
      result.notHere.push(fact);
      continue;
    }
    const pattern = fact.source.pattern;
    let found: string;
    if (pattern) {
      const m = pattern.exec(source.text);
      if (!m) {
        fail(`fact "${fact.value}": ${source.label} no longer matches /${pattern.source}/: find where the source says it now`, line);
        continue;
      }
      found = m[1] ?? m[0];
    } else found = source.text;
    if (!sameValue(fact.value, found, fact.scale)) {
      fail(`states "${fact.value}"${fact.scale ? ` (× ${fact.scale})` : ''}, but ${source.label} says "${found}" (/${pattern?.source ?? ''}/)`, line);
      continue;
    }
    result.held++;
    result.pages.add(fact.page);
  }
  return result;
}
