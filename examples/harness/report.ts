/** What each example check reports, and the one summary line of `npm run test:examples`. */
import {appendFileSync} from 'node:fs';

export interface Tally {
  cadenceChecked: number;
  cadenceFragments: number;
  cadenceRun: number;
  commandLines: number;
  flags: number;
  go: number;
  solidity: number;
  typescript: number;
  /** Facts of the ledger held against their pages and the pinned source. */
  facts: number;
  /** Flow addresses on pages found valid on the network their context names. */
  addresses: number;
}

export interface Finding {
  file: string;
  line?: number;
  message: string;
}

/** A block that is counted but not checked whole, and why (fragments, third-party imports...). */
export interface Apart {
  file: string;
  line?: number;
  kind: string;
  reason: string;
}

export interface CheckResult {
  tally: Partial<Tally>;
  failures: Finding[];
  apart: Apart[];
}

export interface Check {
  name: string;
  /** Needs the emulator and linter built by examples/toolchain/build.sh. */
  needsToolchain: boolean;
  /** Runs over every page, or over the given docs/ pages only (`npm run check:page`). */
  run(pages?: string[]): Promise<CheckResult>;
}

export const emptyTally = (): Tally => ({
  cadenceChecked: 0,
  cadenceFragments: 0,
  cadenceRun: 0,
  commandLines: 0,
  flags: 0,
  go: 0,
  solidity: 0,
  typescript: 0,
  facts: 0,
  addresses: 0,
});

export function addTally(into: Tally, more: Partial<Tally>): Tally {
  for (const key of Object.keys(into) as Array<keyof Tally>) into[key] += more[key] ?? 0;
  return into;
}

export function summaryLine(t: Tally, failures: number): string {
  return (
    `examples: ${t.cadenceChecked} cadence blocks type-checked (${t.cadenceFragments} fragments), ` +
    `${t.cadenceRun} run on the emulator, ${t.commandLines} command lines and ${t.flags} flags checked, ` +
    `${t.go} Go, ${t.solidity} Solidity and ${t.typescript} TypeScript blocks compiled, ` +
    `${t.facts} facts held against the source, ${t.addresses} addresses valid on their networks, ${failures} failures`
  );
}

export function formatFinding(f: Finding): string {
  return `${f.line ? `${f.file}:${f.line}` : f.file}: ${f.message}`;
}

/**
 * On GitHub Actions, the summary line and every failure in the job summary
 * ($GITHUB_STEP_SUMMARY), so a pull request shows which page and block failed
 * without opening the log. Elsewhere it writes nothing.
 */
export function writeJobSummary(t: Tally, failures: Finding[], file = process.env.GITHUB_STEP_SUMMARY): void {
  if (!file) return;
  const lines = ['### Example checks', '', `\`${summaryLine(t, failures.length)}\``, ''];
  if (failures.length) {
    lines.push('| where | what failed |', '| --- | --- |');
    for (const f of failures) {
      const where = f.line ? `${f.file}:${f.line}` : f.file;
      const what = (f.message.split('\n')[0] ?? '').replace(/\|/g, '\\|');
      lines.push(`| \`${where}\` | ${what} |`);
    }
    lines.push('', 'The whole output is in the `example-checks` artifact of this run.', '');
  }
  appendFileSync(file, `${lines.join('\n')}\n`);
}

/** Runs a command's main function and exits with the code it returns (1 when it throws). */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
