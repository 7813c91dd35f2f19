/**
 * `cadence`: every ```cadence block of the docs, type-checked and linted by the real Cadence checker
 * and the linter of `flow cadence lint` as part of its page's project (see
 * harness/cadence-project.ts): the page's own contracts and the emulator's core contracts resolve
 * its imports. Blocks that need the Flow VM's environment (EVM, or `getAuthAccount` in a script)
 * are checked on the emulator instead, by deploying or executing them. Test files of the Cadence test
 * framework are type-checked against the `Test` contract type of Cadence's standard library (the
 * framework itself is not installable here, so they do not run). Third-party contracts resolve to
 * their declarations (examples/declarations: the real signatures, bodies that panic), which are
 * type-checked with the blocks. Fragments and blocks importing contracts with no source or
 * declaration here are counted apart.
 */
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {blocksDigest, readRecord, type CheckedPage, type CheckedRecord} from '../../plugins/checked-examples/record';
import {readPages, fragmentReason, type Block} from '../harness/blocks';
import {t} from '@onflow/fcl';
import {coreContracts, systemAddresses, type CoreContract} from '../harness/cadence-env';
import {flowClient} from '../harness/flow-client';
import {lintPrograms, locationOf, type Diagnostic, type LintProgram} from '../harness/cadence-lint';
import {docsProjects, parseBlock, type DeclaredContract, type ProjectBlock} from '../harness/cadence-project';
import {DECLARATIONS_ADDRESS, declarationCode, declarationsUsed, deployDeclarations, readDeclarations} from '../harness/declarations';
import {startEmulator} from '../harness/emulator';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';
import {examplesRoot, toolchainVersions} from '../harness/toolchain';
import {allowedReason} from './cadence-lint-allow';

/** At least this share of the Cadence blocks is checked whole. */
export const MIN_CHECKED_SHARE = 0.9;

export interface BlockOutcome {
  block: Block;
  /** checked whole (by the linter or on the emulator), or counted apart. */
  status: 'checked' | 'fragment' | 'apart';
  reason?: string;
  /** Where it was checked. */
  by?: 'linter' | 'emulator';
  /** The declared third-party contracts (examples/declarations) it was checked against. */
  declarations?: string[];
}

export interface CadenceRun {
  outcomes: BlockOutcome[];
  failures: Finding[];
  apart: Apart[];
  /** Lint findings kept, with their reasons (examples/checks/cadence-lint-allow.ts). */
  kept: Apart[];
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/**
 * Type-checks and lints every Cadence block of every page. With `only`, the blocks that need the
 * Flow VM are checked on the emulator for those pages alone (`npm run check:page`); the linter
 * still checks every block, since pages import each other.
 */
export async function checkCadence(only?: string[]): Promise<CadenceRun> {
  const pages = (await readPages()).map((page) => ({file: page.file, blocks: page.blocks.filter((b) => b.lang === 'cadence')}));
  const emulator = await startEmulator();
  let core;
  try {
    core = await coreContracts(emulator);
  } finally {
    await emulator.stop();
  }
  const addresses = systemAddresses();
  const coreByName = Object.fromEntries(core.map((c) => [c.name, c.address]));

  let counter = 0;
  const newAddress = () => `0xca${hex(++counter, 14)}`;
  const outcomes: BlockOutcome[] = [];
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  // The Flow VM resolves a bare `import Crypto` to the Crypto contract of the service account; the
  // linter's -directory mode resolves only address imports, so say the address.
  const programs: LintProgram[] = core.map((c) => ({
    file: c.file,
    code: coreByName.Crypto ? c.code.replace(/^(\s*)import Crypto\s*$/gm, `$1import Crypto from ${coreByName.Crypto}`) : c.code,
  }));
  // The declared third-party contracts, at one address of the project, checked with the blocks.
  const declarations = readDeclarations();
  const declared: Record<string, DeclaredContract> = {};
  const declarationFiles = new Map<string, string>();
  for (const d of declarations.values()) {
    declared[d.name] = {address: DECLARATIONS_ADDRESS, ...d.addresses};
    const file = `A.${DECLARATIONS_ADDRESS.slice(2)}.${d.name}.cdc`;
    programs.push({file, code: declarationCode(d, coreByName, DECLARATIONS_ADDRESS, declarations)});
    declarationFiles.set(locationOf(file), d.file);
  }
  const tests: LintProgram[] = [];
  const byLocation = new Map<string, ProjectBlock>();
  let programCounter = 0;

  // Core contracts that only the Flow VM can check (EVM needs the VM's InternalEVM), and those
  // that import them: blocks that use them are checked on the emulator.
  const vmCore = vmOnlyCore(core);
  const vmBlocks: ProjectBlock[] = [];
  const vmMemo = new Map<ProjectBlock, boolean>();
  const needsVm = (p: ProjectBlock): boolean => {
    const known = vmMemo.get(p);
    if (known !== undefined) return known;
    vmMemo.set(p, false);
    let result = p.parsed.kind === 'script' && /\bgetAuthAccount\b/.test(p.parsed.bare);
    for (const [name, r] of p.resolved) {
      if (r.kind === 'core' && vmCore.has(name)) result = true;
      if (r.kind === 'page' || r.kind === 'other-page') {
        const dep = byBlock.get(r.block);
        if (dep && needsVm(dep)) result = true;
      }
    }
    vmMemo.set(p, result);
    return result;
  };

  const docs = docsProjects(pages, {core: coreByName, addresses, newAddress, declarations: declared});
  const byBlock = docs.byBlock;
  const projects = pages.map((page) => docs.projects.get(page.file)!);

  const apartReason = new Map<ProjectBlock, string>();
  const all = projects.flat();
  for (const p of all) {
    {
      const fragment = fragmentReason(p.block.meta);
      if (fragment !== null) {
        apartReason.set(p, `fragment: ${fragment}`);
        continue;
      }
      for (const problem of p.problems) failures.push({file: p.block.file, line: p.block.line + 1 + problem.line, message: problem.message});
      const resolutions = [...p.resolved.values()];
      const missing = resolutions.find((r) => r.kind === 'missing');
      if (missing?.kind === 'missing') {
        apartReason.set(p, missing.reason);
        continue;
      }
      // A test file declares test functions, not a script or transaction: checked by checktests.
      if (resolutions.some((r) => r.kind === 'test-framework')) continue;
      if (p.parsed.kind === 'other') {
        failures.push({file: p.block.file, line: p.block.line, message: `this cadence block is not a complete program: ${p.parsed.why}. Complete it, or mark it \`\`\`cadence fragment="why"`});
        continue;
      }
    }
  }
  // A block that imports a contract counted apart (or failing as no program) is apart too.
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of all) {
      if (apartReason.has(p)) continue;
      for (const [name, r] of p.resolved) {
        const dep = r.kind === 'page' || r.kind === 'other-page' ? byBlock.get(r.block) : undefined;
        if (dep && apartReason.has(dep)) {
          apartReason.set(p, `imports ${name} from the block at ${dep.block.file}:${dep.block.line}, which is counted apart`);
          changed = true;
          break;
        }
      }
    }
  }

  {
    for (const p of all) {
      const reason = apartReason.get(p);
      if (reason?.startsWith('fragment: ')) {
        outcomes.push({block: p.block, status: 'fragment', reason: reason.slice(10)});
        apart.push({file: p.block.file, line: p.block.line, kind: 'fragment', reason: reason.slice(10)});
        continue;
      }
      if (!reason && [...p.resolved.values()].some((r) => r.kind === 'test-framework')) {
        const name = `test${hex(++programCounter, 8)}`;
        tests.push({file: `${name}.cdc`, code: p.code});
        byLocation.set(name, p);
        outcomes.push({block: p.block, status: 'checked', by: 'linter'});
        continue;
      }
      if (p.parsed.kind === 'other' && !reason) {
        outcomes.push({block: p.block, status: 'apart', reason: `not a complete program: ${p.parsed.why}`});
        continue;
      }
      if (reason) {
        outcomes.push({block: p.block, status: 'apart', reason});
        apart.push({file: p.block.file, line: p.block.line, kind: reason.includes('test framework') ? 'test framework' : 'no source', reason});
        continue;
      }
      if (needsVm(p)) {
        if (!only || only.includes(p.block.file)) vmBlocks.push(p);
        outcomes.push({block: p.block, status: 'checked', by: 'emulator'});
        continue;
      }
      let file: string;
      if (p.parsed.kind === 'contract') file = `A.${p.address!.slice(2)}.${p.parsed.name}.cdc`;
      else file = `${p.parsed.kind === 'script' ? 's' : 't'}.${hex(++programCounter, 64)}.cdc`;
      programs.push({file, code: p.code});
      byLocation.set(locationOf(file), p);
      const used = [...declarationsUsed(p, byBlock)];
      outcomes.push({block: p.block, status: 'checked', by: 'linter', ...(used.length ? {declarations: used} : {})});
    }
  }

  const diagnostics = await lintPrograms(programs, tests);
  const coreErrors = new Set<string>();
  const kept: Apart[] = [];
  const coreLocations = new Set(core.map((c) => locationOf(c.file)));
  for (const d of diagnostics) {
    const p = byLocation.get(d.location);
    if (!p) {
      const declaration = declarationFiles.get(d.location);
      if (declaration) {
        // A declaration must type-check; its lint hints (unused parameters of bodies that only panic) are its nature.
        if (d.severity === 'error') failures.push({file: declaration, line: d.line, message: formatDiagnostic(d)});
        continue;
      }
      if (coreLocations.has(d.location)) {
        // The emulator's own contracts are not ours to lint, but the linter must check them, or
        // the blocks importing them would fail for the wrong reason.
        const name = d.location.split('.')[1]!;
        if (d.severity === 'error' && !vmCore.has(name)) coreErrors.add(name);
        continue;
      }
      failures.push({file: 'examples/checks/cadence.ts', message: `a diagnostic for an unknown location ${d.location}: ${d.severity}: ${d.message}`});
      continue;
    }
    const line = d.line !== undefined ? p.block.line + d.line : p.block.line;
    const allowed = d.severity === 'error' ? undefined : allowedReason(d.severity, d.message);
    if (allowed) {
      kept.push({file: p.block.file, line, kind: d.severity, reason: allowed});
      continue;
    }
    failures.push({file: p.block.file, line, message: formatDiagnostic(d)});
  }
  for (const name of coreErrors) {
    failures.push({file: 'examples/checks/cadence.ts', message: `the linter cannot check the emulator's core contract ${name}, and it imports no VM-only contract`});
  }

  failures.push(...(await checkOnEmulator(vmBlocks, byBlock, {core: coreByName, all: declarations})));
  return {outcomes, failures, apart, kept};
}

/** Core contracts that import EVM, directly or through others (and EVM itself). */
function vmOnlyCore(core: CoreContract[]): Set<string> {
  const imports = new Map(core.map((c) => [c.name, parseBlock(c.code).imports.flatMap((i) => i.names)]));
  const vm = new Set(['EVM']);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, names] of imports) {
      if (!vm.has(name) && names.some((n) => vm.has(n))) {
        vm.add(name);
        changed = true;
      }
    }
  }
  return vm;
}

/** Extra arguments that no block's entry point takes: Cadence checks the program, then stops at the count. */
const EXTRA_ARGUMENTS = Array.from({length: 24}, () => ({value: 'x', type: t.String!}));
const CHECKED = /(?:entry point|transaction) parameter count mismatch|authorizer count mismatch/;

/**
 * Checks blocks that need the Flow VM on the emulator: the page contracts they import are deployed
 * (each to an account of its own), contracts are deployed, and scripts and transactions are sent
 * with more arguments than they take, so that the VM parses and checks them and then stops before
 * running them.
 */
async function checkOnEmulator(
  blocks: ProjectBlock[],
  byBlock: Map<Block, ProjectBlock>,
  declarations: {core: Record<string, string>; all: ReturnType<typeof readDeclarations>},
): Promise<Finding[]> {
  if (!blocks.length) return [];
  const failures: Finding[] = [];
  const emulator = await startEmulator();
  try {
    const client = await flowClient(emulator);
    const deployed = new Map<ProjectBlock, string | Error>();
    // The declared contracts the blocks use, on an account of their own.
    let declarationsAt: string | undefined;
    const declarationsDeployed = new Set<string>();
    const codeFor = (p: ProjectBlock): string => {
      let code = declarationsAt ? p.code.split(`from ${DECLARATIONS_ADDRESS}`).join(`from ${declarationsAt}`) : p.code;
      for (const r of p.resolved.values()) {
        if (r.kind !== 'page' && r.kind !== 'other-page') continue;
        const dep = byBlock.get(r.block)!;
        const address = deployed.get(dep);
        if (typeof address === 'string') code = code.split(`from ${r.address}`).join(`from ${address}`);
      }
      return code;
    };
    const deployDeps = async (p: ProjectBlock) => {
      const names = declarationsUsed(p, byBlock);
      if (names.size) {
        declarationsAt ??= await client.createAccount();
        const problem = await deployDeclarations(client, declarationsAt, names, declarationsDeployed, declarations.core, declarations.all);
        if (problem) throw new Error(problem);
      }
      for (const r of p.resolved.values()) {
        if (r.kind === 'page' || r.kind === 'other-page') await deploy(byBlock.get(r.block)!);
      }
    };
    const deploy = async (p: ProjectBlock): Promise<string | Error> => {
      const known = deployed.get(p);
      if (known) return known;
      await deployDeps(p);
      const address = await client.createAccount();
      const outcome = await client.deploy(address, p.parsed.name!, codeFor(p));
      const result = outcome.error && !CHECKED.test(outcome.error) ? new Error(vmError(outcome.error)) : address;
      deployed.set(p, result);
      return result;
    };
    for (const p of blocks) {
      let error = '';
      if (p.parsed.kind === 'contract') {
        const result = await deploy(p);
        if (result instanceof Error) error = result.message;
      } else {
        await deployDeps(p);
        const code = codeFor(p);
        if (p.parsed.kind === 'script') {
          try {
            await client.script(code, EXTRA_ARGUMENTS);
            error = 'the script ran although it was sent more arguments than it takes';
          } catch (e) {
            if (!CHECKED.test((e as Error).message)) error = vmError((e as Error).message);
          }
        } else {
          const outcome = await client.transaction(code, [], EXTRA_ARGUMENTS);
          if (!CHECKED.test(outcome.error)) error = outcome.error ? vmError(outcome.error) : 'the transaction ran although it was sent more arguments than it takes';
        }
      }
      if (error) {
        const line = /^line (\d+) of the block/.exec(error);
        failures.push({file: p.block.file, line: p.block.line + (line ? Number(line[1]) : 0), message: `Flow emulator: ${error}`});
      }
    }
  } finally {
    await emulator.stop();
  }
  return failures;
}

/** The Cadence part of a Flow VM error: its `error:` lines, with the block's line numbers. */
export function vmError(message: string): string {
  const errors = [...message.matchAll(/^error: (.*)\n\s*--> \w+(?::(\d+):\d+)?/gm)].map((m) => (m[2] ? `line ${m[2]} of the block: ${m[1]}` : m[1]));
  return errors.length ? errors.join('; ') : message.slice(0, 1_000);
}

function formatDiagnostic(d: Diagnostic): string {
  const what = d.severity === 'error' ? 'Cadence checker' : `linter (${d.severity})`;
  return `${what}: ${d.message}${d.detail ? ` (${d.detail})` : ''}`;
}

/** The record of checked pages that the docs show (plugins/checked-examples). */
export const RECORD_FILE = path.join(examplesRoot, 'checked-examples.json');

/**
 * The record this run would write: the toolchain, today's date, and per page the blocks checked
 * whole with the digest of its Cadence blocks. Compared with the committed record without the date.
 */
export function recordOf(outcomes: BlockOutcome[], pageBlocks: Map<string, Block[]>, date: string): CheckedRecord {
  const v = toolchainVersions();
  const pages: Record<string, CheckedPage> = {};
  for (const [file, blocks] of [...pageBlocks].sort(([a], [b]) => a.localeCompare(b))) {
    const examples = outcomes.filter((o) => o.block.file === file && o.status === 'checked').length;
    if (examples) pages[file] = {examples, digest: blocksDigest(blocks)};
  }
  return {cadence: v.lintCadence, flowCli: v.flowCli, emulator: v.emulator, date, pages};
}

/**
 * Compares the committed record with this run. In CI a stale record fails the check (the pages
 * would claim what was not checked); elsewhere the run writes the new record, to be committed.
 */
function updateRecord(fresh: CheckedRecord, failures: Finding[]): void {
  const committed = existsSync(RECORD_FILE) ? readRecord(RECORD_FILE) : undefined;
  const same = committed && JSON.stringify({...committed, date: ''}) === JSON.stringify({...fresh, date: ''});
  if (same) return;
  const file = path.relative(process.cwd(), RECORD_FILE);
  if (failures.length) {
    failures.push({file, message: 'is not updated while the check fails: the pages would claim examples that do not pass'});
  } else if (process.env.CI) {
    failures.push({file, message: 'is stale (the toolchain, a page\'s Cadence blocks or their counts changed): run `npm run test:examples` and commit the file'});
  } else {
    writeFileSync(RECORD_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    console.log(`cadence: wrote ${file} (${Object.keys(fresh.pages).length} pages, dated ${fresh.date}): commit it`);
  }
}

export const cadence: Check = {
  name: 'cadence',
  needsToolchain: true,
  async run(pages?: string[]): Promise<CheckResult> {
    const run = await checkCadence(pages);
    const checked = (outcomes: BlockOutcome[]) => outcomes.filter((o) => o.status === 'checked').length;
    const fragments = (outcomes: BlockOutcome[]) => outcomes.filter((o) => o.status === 'fragment').length;
    if (pages) {
      // One page's check: every block is type-checked (pages import each other), the page's
      // findings are reported, and the record is left alone.
      const mine = <T extends {file: string}>(list: T[]) => list.filter((x) => pages.includes(x.file));
      const outcomes = run.outcomes.filter((o) => pages.includes(o.block.file));
      return {tally: {cadenceChecked: checked(outcomes), cadenceFragments: fragments(outcomes)}, failures: mine(run.failures), apart: mine(run.apart)};
    }
    const {outcomes, failures, apart, kept} = run;
    const byKind = new Map<string, Apart[]>();
    for (const k of kept) byKind.set(k.kind, [...(byKind.get(k.kind) ?? []), k]);
    for (const [kind, list] of byKind) {
      console.log(`lint findings kept (${list.length} × ${kind}), because ${list[0]!.reason}:`);
      for (const k of list) console.log(`  ${k.file}:${k.line}`);
    }
    const by = (where: string) => outcomes.filter((o) => o.by === where).length;
    const declared = outcomes.filter((o) => o.declarations?.length);
    const names = [...new Set(declared.flatMap((o) => o.declarations!))].sort();
    console.log(`cadence: ${by('linter')} blocks checked by the linter, ${by('emulator')} on the emulator, ${outcomes.length} in all`);
    if (declared.length) console.log(`cadence: ${declared.length} of them against declarations (examples/declarations: ${names.join(', ')})`);
    const total = outcomes.length;
    const whole = checked(outcomes);
    if (total && whole / total < MIN_CHECKED_SHARE) {
      failures.push({
        file: 'docs',
        message: `only ${whole} of ${total} cadence blocks (${((100 * whole) / total).toFixed(1)}%) are checked whole; at least ${MIN_CHECKED_SHARE * 100}% must be`,
      });
    }
    const pageBlocks = new Map<string, Block[]>();
    for (const o of outcomes) pageBlocks.set(o.block.file, [...(pageBlocks.get(o.block.file) ?? []), o.block]);
    updateRecord(recordOf(outcomes, pageBlocks, new Date().toISOString().slice(0, 10)), failures);
    return {tally: {cadenceChecked: whole, cadenceFragments: fragments(outcomes)}, failures, apart};
  },
};
