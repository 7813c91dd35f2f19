/**
 * The `facts` check: every entry of the facts ledger (examples/facts/ledger/*.yaml) held against
 * its page and its pinned source (examples/facts/check.ts). Reads Go modules from Go's module cache
 * (downloading them at the pinned versions when needed), npm packages, the CLI's facts file and the
 * spork snapshot; the upstream fixtures when they are beside the project.
 */
import path from 'node:path';
import {holdFacts} from '../facts/check';
import {loadLedger, type Fact} from '../facts/ledger';
import {upstreamDir} from '../facts/source';
import type {Apart, Check, CheckResult} from '../harness/report';

/** A page's docs section (`docs/build/...` → `build`), for the counts the check prints. */
const section = (page: string) => page.split('/')[1]!;

export function runFacts(pages?: string[]): CheckResult {
  const all = loadLedger();
  const facts = pages ? all.filter((f) => pages.includes(f.page)) : all;
  const result = holdFacts(facts);
  const apart: Apart[] = result.notHere.map((f: Fact) => ({
    file: f.page,
    kind: 'facts',
    reason: `"${f.value}" not held here: ${path.relative(process.cwd(), upstreamDir)} is absent (ledger ${f.ledger}:${f.line})`,
  }));
  const bySection = new Map<string, number>();
  for (const f of facts) bySection.set(section(f.page), (bySection.get(section(f.page)) ?? 0) + 1);
  const sections = [...bySection].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s} ${n}`).join(', ');
  console.log(
    `facts: ${result.held} of ${facts.length} facts on ${new Set(facts.map((f) => f.page)).size} pages held against the pinned source` +
      (result.notHere.length ? ` (${result.notHere.length} not held here: no upstream fixtures)` : '') +
      (sections ? `; by section: ${sections}` : ''),
  );
  return {tally: {facts: result.held}, failures: result.failures, apart};
}

export const factsCheck: Check = {
  name: 'facts',
  needsToolchain: false,
  run: async (pages?: string[]) => runFacts(pages),
};
