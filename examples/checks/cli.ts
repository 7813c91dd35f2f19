/**
 * The `cli` check: every `flow ...` command line of every page, every flag table of the CLI
 * reference pages, every sample output a page shows after a `flow ...` command, and the standard
 * `Networks:` / `Opens:` / `Writes:` lines of the reference pages, what pages say a command needs (no
 * flow.json, no network) or shows by default, what they say the commands that edit flow.json do (an
 * entry already there, where a key is saved, whether they ask), and the flow.json fields of the
 * flow.json pages, held against the Flow CLI's facts
 * (examples/cli/flow-cli-facts.json, read from the CLI's source by examples/cli/read-facts/).
 * Needs no toolchain: CI uses the facts file.
 */
import {readPages} from '../harness/blocks';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';
import {checkEditsClaims, checkFlowJsonFields, checkHidesClaims, checkNeedsClaims, checkOutputBlock, checkStandardLines, extractOutputBlocks} from '../cli/behaviour';
import {Cli, factsFile, loadFacts} from '../cli/facts';
import {checkCommandLine, extractCommandLines} from '../cli/lines';
import {checkFlagTable, findFlagTables, isReferencePage} from '../cli/tables';

/** The check's result, with the counts of what the behaviour part held. */
export interface CliCheckResult extends CheckResult {
  counts: {outputBlocks: number; outputLines: number; readerText: number; standardLines: number; needsClaims: number; hidesClaims: number; editsClaims: number; flowJsonFields: number};
}

export async function runCliCheck(facts = loadFacts()): Promise<CliCheckResult> {
  const cli = new Cli(facts);
  const pages = await readPages();
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  let commandLines = 0;
  let lineFlags = 0;
  let tableFlags = 0;
  let tables = 0;
  let outputBlocks = 0;
  let outputLines = 0;
  let readerText = 0;
  let standardLines = 0;
  let needsClaims = 0;
  let hidesClaims = 0;
  let editsClaims = 0;
  let flowJsonFields = 0;
  for (const page of pages) {
    const pageLines = page.text.split('\n');
    for (const cmd of extractCommandLines(page)) {
      commandLines++;
      const verdict = checkCommandLine(cli, cmd, pageLines);
      lineFlags += verdict.flagsChecked;
      if (verdict.history) apart.push({file: cmd.file, line: cmd.line, kind: 'history', reason: `\`${cmd.text}\`: ${verdict.history}`});
      for (const message of verdict.failures) failures.push({file: cmd.file, line: cmd.line, message});
    }
    for (const block of extractOutputBlocks(page)) {
      const verdict = checkOutputBlock(cli, block, pageLines);
      if (verdict.apart) {
        apart.push({file: page.file, line: block.line, kind: 'output', reason: verdict.apart});
        continue;
      }
      outputBlocks++;
      outputLines += verdict.checked;
      readerText += verdict.readerText;
      for (const f of verdict.failures) failures.push({file: page.file, line: f.line, message: f.message});
    }
    const reference = isReferencePage(page.file) && page.file.startsWith('docs/tools/flow-cli/');
    const standard = checkStandardLines(cli, page, reference);
    standardLines += standard.checked;
    for (const f of standard.failures) failures.push({file: page.file, line: f.line, message: f.message});
    // what the page says a command needs (no flow.json, no network), shows by default or does to
    // flow.json, and the flow.json fields it documents
    const needs = checkNeedsClaims(cli, page);
    const hides = checkHidesClaims(cli, page);
    const edits = checkEditsClaims(cli, page);
    const fields = checkFlowJsonFields(cli, page);
    needsClaims += needs.checked;
    hidesClaims += hides.checked;
    editsClaims += edits.checked;
    flowJsonFields += fields.checked;
    for (const f of [...needs.failures, ...hides.failures, ...edits.failures, ...fields.failures]) failures.push({file: page.file, line: f.line, message: f.message});
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
  const historyTables = apart.filter((a) => a.kind === 'history' && a.reason.startsWith('flag table')).length;
  const outputApart = apart.filter((a) => a.kind === 'output').length;
  console.log(
    `cli: Flow CLI ${facts.source.version} (${facts.source.commit.slice(0, 12)}) from ${factsFile}: ` +
      `${commandLines} command lines (${history} history lines) with ${lineFlags} flags, ` +
      `${tables} flag tables (${historyTables} of removed commands) with ${tableFlags} flags, ` +
      `${outputBlocks} sample outputs with ${outputLines} lines checked (${readerText} lines of the reader's own text; ${outputApart} outputs apart), ` +
      `${standardLines} Networks/Opens/Writes lines, ` +
      `${needsClaims} claims of needing no flow.json or network, ${hidesClaims} claims about default output, ` +
      `${editsClaims} claims about flow.json edits (entries already there, keys, prompts), ${flowJsonFields} flow.json fields documented`,
  );
  return {
    tally: {commandLines, flags: lineFlags + tableFlags},
    failures,
    apart,
    counts: {outputBlocks, outputLines, readerText, standardLines, needsClaims, hidesClaims, editsClaims, flowJsonFields},
  };
}

export const cliCheck: Check = {
  name: 'cli',
  needsToolchain: false,
  run: () => runCliCheck(),
};
