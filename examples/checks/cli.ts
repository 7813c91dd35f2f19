/**
 * The `cli` check: every `flow ...` command line of every page, and every flag table of the CLI
 * reference pages, held against the Flow CLI's facts (examples/cli/flow-cli-facts.json, read from
 * the CLI's source by examples/cli/read-facts.go). Needs no toolchain: CI uses the facts file.
 */
import {readPages} from '../harness/blocks';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';
import {Cli, factsFile, loadFacts} from '../cli/facts';
import {checkCommandLine, extractCommandLines} from '../cli/lines';
import {checkFlagTable, findFlagTables, isReferencePage} from '../cli/tables';

export async function runCliCheck(facts = loadFacts(), files?: string[]): Promise<CheckResult> {
  const cli = new Cli(facts);
  const pages = await readPages(files);
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  let commandLines = 0;
  let lineFlags = 0;
  let tableFlags = 0;
  let tables = 0;
  for (const page of pages) {
    const pageLines = page.text.split('\n');
    for (const cmd of extractCommandLines(page)) {
      commandLines++;
      const verdict = checkCommandLine(cli, cmd, pageLines);
      lineFlags += verdict.flagsChecked;
      if (verdict.history) apart.push({file: cmd.file, line: cmd.line, kind: 'history', reason: `\`${cmd.text}\`: ${verdict.history}`});
      for (const message of verdict.failures) failures.push({file: cmd.file, line: cmd.line, message});
    }
    if (!isReferencePage(page.file)) continue;
    for (const table of findFlagTables(cli, page.file, page.text)) {
      tables++;
      const anchor = table.anchor;
      if (anchor && typeof anchor === 'object' && !Array.isArray(anchor) && anchor.pageSaysRemoved) {
        apart.push({file: page.file, line: table.line, kind: 'history', reason: `flag table of \`${anchor.removed}\`, removed from the CLI as the page says`});
      }
      tableFlags += table.rows.reduce((n, r) => n + r.names.length, 0);
      for (const f of checkFlagTable(cli, table)) failures.push({file: page.file, line: f.line, message: f.message});
    }
  }
  const history = apart.filter((a) => a.kind === 'history' && !a.reason.startsWith('flag table')).length;
  const historyTables = apart.length - history;
  console.log(
    `cli: Flow CLI ${facts.source.version} (${facts.source.commit.slice(0, 12)}) from ${factsFile}: ` +
      `${commandLines} command lines (${history} history lines) with ${lineFlags} flags, ` +
      `${tables} flag tables (${historyTables} of removed commands) with ${tableFlags} flags`,
  );
  return {tally: {commandLines, flags: lineFlags + tableFlags}, failures, apart};
}

export const cliCheck: Check = {
  name: 'cli',
  needsToolchain: false,
  run: (pages?: string[]) => runCliCheck(undefined, pages),
};
