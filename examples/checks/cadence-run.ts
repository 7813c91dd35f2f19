/**
 * `cadence-run`: every page with Cadence blocks, followed on the emulator as a reader follows it,
 * each page on a fresh emulator standing in for testnet or mainnet. One runner (runBlocks) runs a
 * page's blocks; pages differ only in the order it meets them and in where a block's values and
 * signer come from. The accounts and contracts of a run are in examples/harness/accounts.ts (the
 * reader's account is the first one created, confirmed to be 0x179b6b1cb6755e31), the values of
 * command lines in ./cadence-values.ts. Scripts that ran are recorded in runnable-scripts.json.
 * - Most pages run in page order. Contracts are deployed to the reader's account (a contract a
 *   block above imports first, as `flow project deploy` does; a later version of the same contract
 *   is an update; a contract of another page that a block builds on is deployed first, as the reader
 *   did on that page), with the initializer values of the page's `flow accounts add-contract` line.
 *   Transactions get the values of the page's `flow transactions send` (or `build`) line after
 *   them, positional or `--args-json`, and must seal with no error; scripts those of their
 *   `flow scripts execute` line, and their result is compared with the `Result: ...` the page shows
 *   after them (also after a later transaction, when the page says what the script prints then).
 *   Placeholders stand for what a reader would put there (see AddressContext and positionalValue).
 * - Guides that show their commands together, after a `flow.json` deployments excerpt, deploy their
 *   contracts to the accounts and with the values named there, then run those command lines in
 *   order with their `--signer` accounts; the app quickstart runs what its web page sends through
 *   FCL, an account of its own standing in for the wallet's user.
 * - A block that cannot run on a fresh emulator says why in its meta (```cadence norun="..."```),
 *   as do blocks importing contracts with no source here; both are counted apart with the reason.
 * - Third-party contracts are their declarations (examples/declarations), deployed to an account of
 *   their own when a block first uses them: a block runs until it calls into one, whose body
 *   panics; the run counts it apart, naming the declared function it stopped in.
 *   On a how-to page (HOW_TO_PAGES) a block whose values the page does not show fails; elsewhere it
 *   is counted apart.
 */
import path from 'node:path';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {t} from '@onflow/fcl';
import {readPages, fragmentReason, norunReason, type Block, type Page} from '../harness/blocks';
import {vmError} from './cadence';
import {creationCode} from './solidity';
import {argumentsFor, commandFor, commandValues, entryParameters, positionalValue, printed} from './cadence-values';
import {Accounts, Contracts, contractInitParameters} from '../harness/accounts';
import {coreContracts, systemAddresses} from '../harness/cadence-env';
import {docsProjects, type DeclaredContract, type ProjectBlock} from '../harness/cadence-project';
import {DECLARATIONS_ADDRESS, declarationStop, declarationsUsed, readDeclarations, type Declaration} from '../harness/declarations';
import {startEmulator} from '../harness/emulator';
import {flowClient, jsonArg, type CadenceArg, type FlowClient} from '../harness/flow-client';
import {formatFinding, type Apart, type Check, type CheckResult, type Finding} from '../harness/report';
import {codeDigest, PLACEHOLDER, readRunnableRecord, type RecordedImport, type RecordedScript, type RecordedValue, type RunnableRecord} from '../../plugins/run-script/record';
import {networkPlans, offeredNetworks} from '../../plugins/run-script';
import {readTransactionRecord, type PriorStep, type RecordedTransaction, type TransactionRecord} from '../../plugins/send-transaction/record';
import {transactionOffered} from '../../plugins/send-transaction';
import {validateCoreContracts, type CoreContracts} from '../../plugins/core-contracts/data';
import {cliValue, parseType, type JsonCadence} from '../../src/flow/cadenceValues';
import type {NetworkId} from '../../src/flow/accessApi';
import type {AddressContext} from '../harness/accounts';
import {examplesRoot, toolchainVersions} from '../harness/toolchain';

/**
 * The how-to pages: a reader follows them step by step, so every complete block on them runs, with
 * the values the page shows.
 */
export const HOW_TO_PAGES = [
  'docs/build/getting-started/quickstarts/hello-world.md',
  'docs/build/getting-started/quickstarts/flow-cli.md',
  'docs/build/getting-started/quickstarts/fcl-quickstart.md',
  'docs/build/guides/flow-app-quickstart.md',
  'docs/build/guides/flow-cli.md',
  'docs/build/guides/fungible-token.md',
  'docs/build/guides/nft.md',
  'docs/build/guides/account-linking/index.md',
  'docs/build/guides/account-linking/child-accounts.md',
  'docs/build/guides/account-linking/parent-accounts.md',
  'docs/build/smart-contracts/deploying.md',
  'docs/build/smart-contracts/best-practices/contract-upgrades.md',
  'docs/evm/cadence/direct-calls.md',
  'docs/evm/cadence/interacting-with-coa.md',
  'docs/evm/faucets.md',
  'docs/evm/vm-bridge.md',
  'docs/networks/flow-port/staking-guide.md',
  'docs/networks/staking/staking-guide.md',
  'docs/networks/node-ops/node-operation/guides/starting-nodes.md',
  'docs/networks/node-ops/node-operation/machine-existing-operator.md',
  'docs/networks/node-ops/node-operation/node-migration.md',
  'docs/tools/clients/unity-sdk/samples/flow-words-sample.md',
  'docs/tools/flow-cli/accounts/add-contract.md',
  'docs/tools/flow-cli/accounts/update-contract.md',
  'docs/tools/flow-cli/boilerplate.md',
  'docs/tools/flow-cli/dependency-manager.md',
  'docs/tools/flow-cli/deployment/project-contracts.md',
  'docs/tools/flow-cli/flix.md',
  'docs/tools/flow-cli/flow.json/security.md',
  'docs/tools/flow-cli/lint.md',
  'docs/tools/flow-cli/scripts/execute-scripts.md',
  'docs/tools/flow-cli/super-commands.md',
  'docs/tools/flow-cli/transactions/build.md',
  'docs/tools/flow-cli/transactions/complex.md',
  'docs/tools/flow-cli/transactions/send.md',
];

/**
 * Pages that assume the reader followed another page first, on the same network: the node-operation
 * and staking pages work with the node that the staking guide registers, and direct EVM calls go
 * through the COA that "Interacting with a COA" creates. Their run follows that
 * page first (its examples are counted on its own run).
 */
export const PREREQUISITES: Record<string, string> = Object.fromEntries(
  [
    'docs/build/core-contracts/staking-contract-reference.md',
    'docs/networks/staking/machine-account.md',
    'docs/networks/staking/staking-rewards.md',
    'docs/networks/staking/staking-scripts-events.md',
    'docs/networks/node-ops/node-operation/guides/starting-nodes.md',
    'docs/networks/node-ops/node-operation/machine-existing-operator.md',
    'docs/networks/node-ops/node-operation/node-bootstrap.md',
    'docs/networks/node-ops/node-operation/node-migration.md',
    'docs/networks/node-ops/node-operation/slashing.md',
  ]
    .map((file) => [file, 'docs/networks/staking/staking-guide.md'])
    // Direct calls go through the COA that this page creates and funds.
    .concat([['docs/evm/cadence/direct-calls.md', 'docs/evm/cadence/interacting-with-coa.md']]),
);

/** The scripts that ran in a run of every page, by page and line (examples/runnable-scripts.json). */
let ranScripts: Map<string, RecordedScript> | undefined;
/** Every transaction block met in a run of every page, by page and line (examples/runnable-transactions.json). */
let sentTransactions: Map<string, RecordedTransaction> | undefined;

/** The core contracts' addresses on each network (data/core-contracts.json), for the networks a Run button offers. */
let coreData: CoreContracts | undefined;
function coreContractsData(): CoreContracts {
  const file = path.join(examplesRoot, '..', 'data', 'core-contracts.json');
  return (coreData ??= validateCoreContracts(JSON.parse(readFileSync(file, 'utf8')), 'data/core-contracts.json'));
}

/** How a script block met the run: the values it ran with (or the page shows) and whether it ran. */
interface ScriptNote {
  /** The page's command line for it, if any. */
  command?: CommandLine;
  /** Values the harness made where the page shows none, as positional words. */
  harness?: string[];
  ran: true | string;
}

/** The network a command line names (`--network NAME`; none: the emulator, the CLI's default). */
function lineNetwork(text: string): NetworkId {
  const named = /--network[= ](\w+)/.exec(text)?.[1];
  return named === 'testnet' || named === 'mainnet' ? named : 'emulator';
}

/** The values a page's command line gives, as written there and as the Flow CLI reads them (null for a placeholder). */
function pageValues(command: string, params: Array<{name: string; type: string}>): RecordedValue[] | null {
  const values = commandValues(command);
  const items = 'json' in values ? values.json.map((json) => ({written: JSON.stringify(json), value: json as JsonCadence})) : values.words.map((word, i) => {
    const read = PLACEHOLDER.test(word) ? undefined : cliValue(params[i]?.type ?? '', word);
    return {written: word, value: read?.ok ? read.value : null};
  });
  if (items.length !== params.length) return null;
  return items.map((item) => ({from: 'page' as const, written: item.written, value: PLACEHOLDER.test(item.written) ? null : item.value}));
}

/** Notes a script block of a page as the run met it: its values, whether it ran, its imports and the networks a button offers. */
function noteScript(file: string, p: ProjectBlock, note: ScriptNote, blockFile: string | undefined, declarations: Map<string, Declaration>): void {
  if (!ranScripts) return;
  const {fields, imports, unresolved: offered} = blockFields(file, p, 'script', note.command, note.harness, blockFile, declarations);
  ranScripts.set(`${file}:${p.block.line}`, {
    ...fields,
    ran: note.ran,
    imports: offered ? [] : imports,
    offered: offered ?? offeredNetworks(networkPlans(imports, file, coreContractsData()).networks),
  });
}

/**
 * What the records of scripts and of transactions both say of a block: where it is, its code, its
 * parameters, the values it ran with (from its command line, or as given), its file and network,
 * and what its imports resolved to (or why one resolves nowhere a button could use).
 */
function blockFields(file: string, p: ProjectBlock, kind: 'script' | 'transaction', command: CommandLine | undefined, given: string[] | undefined, blockFile: string | undefined, declarations: Map<string, Declaration>) {
  const params = entryParameters(p.code, kind);
  const args = command ? pageValues(command.text, params) : given ? harnessValues(given, params) : null;
  const commandFile = command ? (/flow (?:scripts execute|transactions (?:send|build))\s+(\S+\.cdc)\b/.exec(command.text)?.[1] ?? null) : null;
  const fields = {
    page: file,
    line: p.block.line,
    digest: codeDigest(p.block.code),
    code: p.block.code,
    params,
    args,
    file: blockFile ?? commandFile?.replace(/^\.\//, '') ?? null,
    network: command ? lineNetwork(command.text) : null,
  };
  return {fields, ...recordedImports(p, declarations)};
}

/** Values the harness made (or the run's own, as the app quickstart's web page sends them), as positional words read by the CLI's rules. */
function harnessValues(words: string[], params: Array<{name: string; type: string}>): RecordedValue[] {
  return words.map((word, i): RecordedValue => {
    const read = cliValue(params[i]!.type, word);
    return {from: 'harness', written: word, value: read.ok ? read.value : null};
  });
}

/** What each import of a block resolved to in the run, or why one resolves nowhere a button could use. */
function recordedImports(p: ProjectBlock, declarations: Map<string, Declaration>): {imports: RecordedImport[]; unresolved?: string} {
  let unresolved: string | undefined;
  const imports: RecordedImport[] = [];
  for (const [name, r] of p.resolved) {
    if (r.kind === 'page' || r.kind === 'other-page') imports.push({name, kind: 'reader', page: r.block.file});
    else if (r.kind === 'declaration') {
      const declared = [...declarations.values()].find((d) => d.name === name);
      imports.push({name, kind: 'third-party', addresses: {...declared?.addresses}});
    } else if (r.kind === 'core') {
      const from = p.parsed.imports.find((i) => i.names.includes(name))?.from;
      imports.push({name, kind: 'core', emulator: r.address, ...(from?.kind === 'address' ? {written: from.address} : {})});
    } else unresolved ??= r.kind === 'missing' ? r.reason : `it imports ${name}, a file of the Cadence test framework, which runs only in \`flow test\``;
  }
  return {imports, unresolved};
}

/** How a transaction block met the run: the values it was sent with, its signer, and whether it sealed without an error. */
interface TransactionNote {
  command?: CommandLine;
  /** Values given as they are (what the app quickstart's web page sends), as positional words. */
  given?: string[];
  sent: true | string;
}

/** One `&Account` parameter of prepare (the text up to its body) per account that authorizes a transaction. */
export function authorizerCount(bare: string): number {
  const prepare = /\bprepare\s*\(([^{]*)\{/.exec(bare)?.[1] ?? '';
  return (prepare.match(/&Account\b/g) ?? []).length;
}

/**
 * Notes a transaction block of a page as the run met it: its values, its signers, whether it was
 * sent, its imports, what the reader does before it, and the networks a Send button offers.
 */
function noteTransaction(page: Page, p: ProjectBlock, project: ProjectBlock[], note: TransactionNote, declarations: Map<string, Declaration>): void {
  if (!sentTransactions) return;
  const file = page.file;
  const blockFile = blockFileNames(page).get(p.block);
  const {fields: block, imports, unresolved} = blockFields(file, p, 'transaction', note.command, note.given, blockFile, declarations);
  const text = note.command?.text ?? '';
  const before = PREREQUISITES[file];
  const after: PriorStep[] = [
    ...(before ? [{kind: 'page' as const, page: before}] : []),
    ...savedBefore(p, project).map(({block, path: saved}) => ({
      kind: 'block' as const,
      line: block.line,
      path: saved,
      what: (project.find((q) => q.block === block)?.parsed.kind ?? 'contract') as 'transaction' | 'contract' | 'script',
      file: blockFileNames(page).get(block) ?? null,
    })),
  ];
  const fields = {
    authorizers: authorizerCount(p.parsed.bare),
    signer: /--signer[= ](\S+)/.exec(text)?.[1] ?? null,
    payer: /--payer[= ](\S+)/.exec(text)?.[1] ?? null,
    sent: note.sent,
  };
  sentTransactions.set(`${file}:${p.block.line}`, {
    ...block,
    ...fields,
    imports: unresolved ? [] : imports,
    after,
    offered: unresolved ?? transactionOffered({...fields, imports, page: file}, coreContractsData()),
  });
}

/** The record of runnable scripts this run makes. */
export const RUNNABLE_FILE = path.join(examplesRoot, 'runnable-scripts.json');

/** The record of transaction blocks this run makes. */
export const TRANSACTIONS_FILE = path.join(examplesRoot, 'runnable-transactions.json');

/**
 * Compares a committed record (of runnable scripts, or of transactions) with this run: in CI a
 * stale record fails (a page would offer Run or Send on a block that no longer runs, or lack it on
 * one that does); elsewhere the run writes it, to be committed. Nothing is written while the run
 * has failures.
 */
function updateRecord<T>(recordFile: string, fresh: T, read: (file: string) => T, what: {count: number; blocks: string; button: string}, failures: Finding[]): void {
  const file = path.relative(process.cwd(), recordFile);
  let committed: T | undefined;
  try {
    committed = existsSync(recordFile) ? read(recordFile) : undefined;
  } catch (error) {
    // A record this version cannot read is stale: said in CI, rewritten elsewhere.
    console.log(`cadence-run: ${(error as Error).message}`);
  }
  if (committed && JSON.stringify(committed) === JSON.stringify(fresh)) return;
  if (failures.length) failures.push({file, message: `is not updated while the run fails: pages would offer ${what.button} on ${what.blocks} that do not run`});
  else if (process.env.CI) failures.push({file, message: `is stale (a page's ${what.blocks}, their values or imports changed): run \`npm run test:examples\` and commit the file`});
  else {
    writeFileSync(recordFile, `${JSON.stringify(fresh, null, 2)}\n`);
    console.log(`cadence-run: wrote ${file} (${what.count} ${what.blocks}): commit it`);
  }
}

/**
 * Pages whose reader holds more FLOW than a faucet gives, and how much their account gets: a node
 * operator stakes the 500,000 FLOW of a consensus node.
 */
export const READER_FLOW: Record<string, string> = {
  'docs/networks/staking/staking-guide.md': '600000.0',
};

/** Text between a block and the next cadence block: fenced blocks and inline code, in order. */
function following(page: Page, block: Block): string[] {
  const nextCadence = page.blocks.find((b) => b.lang === 'cadence' && b.line > block.line)?.line ?? Infinity;
  const texts = [
    ...page.blocks.filter((b) => b.line > block.line && b.line < nextCadence).map((b) => ({line: b.line, code: b.code})),
    ...page.inline.filter((i) => i.line > block.line && i.line < nextCadence).map((i) => ({line: i.line, code: i.code})),
  ];
  return texts.sort((a, b) => a.line - b.line).map((x) => x.code);
}

/**
 * Why a block that failed is counted apart because it reads what an earlier block of the page,
 * which did not run, saves: a storage path (`/storage/name` or `Contract.SomeStoragePath`) that
 * block saves to and this one names. Undefined when there is no such block.
 */
export function afterNotRun(p: ProjectBlock, project: ProjectBlock[], notRun: Set<Block>): string | undefined {
  const first = savedBefore(p, project).find(({block}) => notRun.has(block));
  return first && `reads ${first.path}, which the block at line ${first.block.line} saves, and that block did not run`;
}

/**
 * The earlier blocks of a page that save to a storage path (`/storage/name` or
 * `Contract.SomeStoragePath`) this block names, with that path: what it reads is there only once
 * the reader ran them. One entry per earlier block, its first such path.
 */
export function savedBefore(p: ProjectBlock, project: ProjectBlock[]): Array<{block: Block; path: string}> {
  const named = new Set([...p.code.matchAll(/\/storage\/\w+|\b\w+\.\w*StoragePath\b/g)].map((m) => m[0]));
  const found: Array<{block: Block; path: string}> = [];
  for (const q of project) {
    if (q.block.line >= p.block.line) continue;
    const saved = [...q.code.matchAll(/\bsave\s*\([^;]*?\bto:\s*(\/storage\/\w+|\w+\.\w*StoragePath)\b/g)].find((m) => named.has(m[1]!));
    if (saved) found.push({block: q.block, path: saved[1]!});
  }
  return found;
}

/**
 * Why a block that stopped in a declaration's panic is counted apart, or undefined when the error
 * is something else (then it fails).
 */
export function declarationApart(error: string, declarations: Map<string, Declaration>): string | undefined {
  const stop = declarationStop(error, declarations);
  if (!stop) return undefined;
  const {declaration: d, fun} = stop;
  return `stops in ${fun ?? d.name}, which ${d.file} declares (${d.source.repo}@${d.source.commit.slice(0, 7)}) with a body that only panics: checked, and run up to that call`;
}

/**
 * How the reader runs one block: its values and signer from the command line after it (in page
 * order), from a line of a guide's command list, or as given (flow.json's deployment arguments,
 * what the app quickstart's web page sends).
 */
interface Step {
  p: ProjectBlock;
  /** The command lines and outputs between this block and the next Cadence block. */
  after: string[];
  /**
   * The command lines of the page that run this script or transaction, tied to it by the file they
   * name (tieCommandLines); its values come from these, never from a line that names another file.
   */
  lines?: CommandLine[];
  /** A line of it gives values the CLI refuses (reported at that line): the block does not run. */
  invalid?: boolean;
  /** The line of a guide's command list that runs it: its values and `--signer`. */
  command?: string;
  /** The file a guide runs it as, and the line it does so at: failures are reported there. */
  where?: {file: string; line: number};
  /** The values, as given: neither from a command line nor recorded as a script a reader runs. */
  args?: CadenceArg[];
  /** The account, by name, that holds the contract or signs the transaction (the reader's by default). */
  account?: string;
}

/** What the reader has done on one emulator so far: a page and the pages followed before it. */
interface Session {
  accounts: Accounts;
  contracts: Contracts;
}

/** What one page's run needs from the whole docs: every page's project, for contracts of other pages. */
interface RunContext {
  byBlock: Map<Block, ProjectBlock>;
  /** The contract of that name on the nearest other page, and that page. */
  original(name: string): {p: ProjectBlock; page: Page} | undefined;
  coreOnEmulator: Map<string, string>;
  howTo: boolean;
  /** The core contracts' emulator addresses, and the declared third-party contracts. */
  core: Record<string, string>;
  declarations: Map<string, Declaration>;
  /** Notes a script of the page as it ran (in the record of every script block, on the page's own run). */
  note(p: ProjectBlock, note: ScriptNote): void;
  /** Notes a transaction of the page as it was sent (in the record of every transaction block, on the page's own run). */
  noteTransaction(p: ProjectBlock, note: TransactionNote): void;
}

/** What a step came to: whether the block ran, and a script's result. */
type Ran = {ran: false} | {ran: true; value?: unknown};

/** A command line of a page: its text (line continuations joined) and the line of the page it starts at. */
export interface CommandLine {
  line: number;
  text: string;
}

const SHELL_LANGS = ['bash', 'sh', 'shell', 'console', 'zsh', ''];

/** Every command line a page shows: in its shell blocks, line by line, and in its inline code. */
export function pageCommandLines(page: Page): CommandLine[] {
  const out: CommandLine[] = [];
  for (const block of page.blocks.filter((b) => SHELL_LANGS.includes(b.lang))) {
    let open: CommandLine | undefined;
    block.code.split('\n').forEach((raw, i) => {
      const text = raw.replace(/^\$\s+/, '').trim();
      open = open ? {line: open.line, text: `${open.text} ${text}`} : {line: block.line + 1 + i, text};
      // A line continued with \, or a single-quoted value (an --args-json array) still open.
      if (open.text.endsWith('\\')) open.text = open.text.slice(0, -1).trim();
      else if ((open.text.match(/'/g) ?? []).length % 2 === 0) {
        out.push(open);
        open = undefined;
      }
    });
    if (open) out.push(open);
  }
  for (const snippet of page.inline) out.push({line: snippet.line, text: snippet.code});
  return out.sort((a, b) => a.line - b.line);
}

/** The file names of each page's blocks, read once a page (runPage, the notes of its scripts). */
const fileNamesOf = new WeakMap<Page, Map<Block, string>>();

/**
 * The file each Cadence block of a page is: the `title="….cdc"` on its fence, which the page shows
 * above the block. (Not a file the prose names: "save it as `x.cdc`" may follow its block or precede
 * the next one, and a run tied to the wrong block would check the wrong values.)
 */
export function blockFileNames(page: Page): Map<Block, string> {
  const known = fileNamesOf.get(page);
  if (known) return known;
  const files = new Map<Block, string>();
  fileNamesOf.set(page, files);
  for (const block of page.blocks.filter((b) => b.lang === 'cadence')) {
    const title = /\btitle="([^"]+\.cdc)"/.exec(block.meta)?.[1];
    if (title) files.set(block, title.replace(/^\.\//, ''));
  }
  return files;
}

const RUN_LINE = /\bflow (scripts execute|transactions (?:send|build))\s+(\S+\.cdc)(?=\s|$)/;
const fileBase = (file: string) => file.replace(/^.*\//, '');

/**
 * Ties each `flow scripts execute FILE` and `flow transactions send|build FILE` line of a page to
 * the block that FILE is (blockFileNames): a block's values come from the lines that name its file,
 * wherever they stand. A line that names a block of the other kind fails, and so does a line after
 * a script or transaction block that names a file no block of the page is (the block it runs must
 * say which file it is); a line before any block, or after a contract, may run a file of another
 * page or a generated project.
 */
export function tieCommandLines(page: Page, project: ProjectBlock[], files: Map<Block, string>): {tied: Map<ProjectBlock, CommandLine[]>; problems: Finding[]} {
  const tied = new Map<ProjectBlock, CommandLine[]>();
  const problems: Finding[] = [];
  for (const command of pageCommandLines(page)) {
    const m = RUN_LINE.exec(command.text);
    if (!m) continue;
    const kind = m[1] === 'scripts execute' ? 'script' : 'transaction';
    const owners = project.filter((p) => files.has(p.block) && fileBase(files.get(p.block)!) === fileBase(m[2]!));
    const owner = owners.filter((p) => p.block.line < command.line).pop() ?? owners[0];
    if (owner) {
      if (owner.parsed.kind !== kind) problems.push({file: page.file, line: command.line, message: `\`flow ${m[1]} ${m[2]}\` runs ${m[2]}, which is the ${owner.parsed.kind} block at line ${owner.block.line}, not a ${kind}`});
      else tied.set(owner, [...(tied.get(owner) ?? []), command]);
      continue;
    }
    const above = project.filter((p) => p.block.line < command.line).pop();
    if (above && above.parsed.kind === kind && fragmentReason(above.block.meta) === null) {
      problems.push({
        file: page.file,
        line: command.line,
        message: `\`flow ${m[1]} ${m[2]}\` names a file that no Cadence block of this page is: say which block it runs with title="${m[2]!.replace(/^\.\//, '')}" on that block's fence`,
      });
    }
  }
  return {tied, problems};
}

/** Stand-ins that make nothing: a tied line's values are checked against the CLI's rules before any block runs. */
const CHECK_ONLY: AddressContext = {
  reader: '0x0000000000000001',
  known: new Set(),
  coreOnEmulator: new Map(),
  other: async () => '0x0000000000000002',
  node: async () => ({nodeID: 'a'.repeat(64), networkingKey: 'b', stakingKey: 'c', stakingKeyPoP: 'd', machineAccountKey: 'e'}),
  evmContract: async () => undefined,
  variable: async () => '0x0000000000000003',
};

/** The lines tied to a block that give a number of values its parameters refuse, or values the Flow CLI refuses for their types. */
export async function refusedValues(page: Page, p: ProjectBlock, lines: CommandLine[]): Promise<Finding[]> {
  const kind = p.parsed.kind === 'script' ? 'script' : 'transaction';
  const params = entryParameters(p.code, kind);
  const problems: Finding[] = [];
  for (const command of lines) {
    const values = commandValues(command.text);
    const count = 'json' in values ? values.json.length : values.words.length;
    if (count !== params.length) {
      problems.push({file: page.file, line: command.line, message: `gives ${count} value${count === 1 ? '' : 's'}, and the ${kind} it runs (line ${p.block.line}) takes ${params.length}`});
      continue;
    }
    if ('json' in values) continue;
    for (const [i, word] of values.words.entries()) {
      if (PLACEHOLDER.test(word) || /^\$/.test(word) || !parseType(params[i]!.type)) continue;
      try {
        await positionalValue(word, params[i]!.type, CHECK_ONLY);
      } catch (error) {
        problems.push({file: page.file, line: command.line, message: `gives ${word} for ${params[i]!.name} of the ${kind} at line ${p.block.line}: ${(error as Error).message}`});
      }
    }
  }
  return problems;
}

/** The value the harness gives a parameter the page shows no value for, as a positional word: the reader's account, or a zero value. */
export function harnessWord(type: string, reader: string): string {
  const t = type.replace(/\s+/g, '');
  if (t.endsWith('?')) return 'nil';
  if (t.startsWith('[')) return '[]';
  if (t === 'Address') return reader;
  if (t === 'String') return '""';
  if (t === 'Bool') return 'false';
  if (/^U?Fix64$/.test(t)) return '0.0';
  if (t === 'PublicPath' || t === 'Path') return '/public/flowTokenReceiver';
  if (t === 'StoragePath') return '/storage/flowTokenVault';
  return '0';
}

/** A positional word read by the CLI's rules, where the word is known to be valid. */
function readWord(type: string, word: string): JsonCadence {
  const read = cliValue(type, word);
  if (!read.ok) throw new Error(`the harness made ${word} for a ${type}, which the CLI refuses: ${read.error}`);
  return read.value;
}

/** The runner of one page's blocks, on the session's emulator. */
interface BlockRunner {
  /** Runs a step (again, when a guide's command list runs the same file twice). */
  run(step: Step): Promise<Ran>;
  /** Runs a block once, after the contracts of the page it imports, as `flow project deploy` deploys in import order. */
  once(p: ProjectBlock): Promise<void>;
  fail(line: number, message: string): void;
  /** The session's accounts. */
  accounts: Accounts;
  /** How many of the page's blocks ran. */
  ran(): number;
}

/** The runner of a page's blocks; `stepFor` says how the reader runs a block it meets in page or import order. */
function runBlocks(
  page: Page,
  client: FlowClient,
  project: ProjectBlock[],
  context: RunContext,
  session: Session,
  failures: Finding[],
  apart: Apart[],
  stepFor: (p: ProjectBlock) => Step,
): BlockRunner {
  const {accounts, contracts} = session;
  /** Blocks that did not run (apart or failed): what imports them cannot run either. */
  const notRun = new Set<Block>();
  const ranBlocks = new Set<Block>();
  const handled = new Set<Block>();
  let lastScript: {code: string; args: CadenceArg[]} | undefined;
  const fail = (line: number, message: string) => failures.push({file: page.file, line, message: `on the emulator: ${message}`});
  const setApart = (block: Block, reason: string) => {
    notRun.add(block);
    apart.push({file: page.file, line: block.line, kind: 'not run', reason});
  };
  const at = () => accounts.at(context.coreOnEmulator, (name) => creationCode(page, name));
  /**
   * A failure, unless it is a declaration's panic, or the block reads a storage path that an
   * earlier block of the page saves to and that block did not run: then it is counted apart.
   */
  const failOrApart = (step: Step, error: string, what = '') => {
    const why = declarationApart(error, context.declarations) ?? afterNotRun(step.p, project, notRun);
    if (why) setApart(step.p.block, why);
    else fail(step.where?.line ?? step.p.block.line, `${what}${vmError(error)}`);
  };
  const compare = async (block: Block, texts: string[], script: {code: string; args: CadenceArg[]}) => {
    for (const text of texts) {
      const expected = /^Result: (.*)$/m.exec(text)?.[1]?.trim();
      if (expected === undefined) continue;
      const actual = printed(await client.script(script.code, script.args));
      if (actual !== expected) fail(block.line, `the script returned ${actual}, where the page shows Result: ${expected}`);
      return;
    }
  };

  const run = async (step: Step): Promise<Ran> => {
    const {p, after} = step;
    const line = step.where?.line ?? p.block.line;
    const notRan = (): Ran => {
      notRun.add(p.block);
      return {ran: false};
    };
    if (fragmentReason(p.block.meta) !== null) return notRan();
    const norun = norunReason(p.block.meta);
    if (norun !== null) {
      setApart(p.block, norun);
      return {ran: false};
    }
    const kind = p.parsed.kind;
    if (kind === 'other') return {ran: false};
    const unresolved = [...p.resolved.entries()].find(([, r]) => r.kind === 'missing' || r.kind === 'test-framework');
    if (unresolved) {
      const [name, r] = unresolved;
      setApart(p.block, r.kind === 'missing' ? r.reason : `imports ${name}: a test file of the Cadence test framework (not installable here)`);
      return {ran: false};
    }
    const blocked = [...p.resolved.entries()].find(([, r]) => r.kind === 'page' && notRun.has(r.block));
    if (blocked) {
      setApart(p.block, `imports ${blocked[0]}, whose block (line ${(blocked[1] as {block: Block}).block.line}) did not run`);
      return {ran: false};
    }
    const declared = declarationsUsed(p, context.byBlock);
    try {
      await accounts.ready(READER_FLOW[page.file]);
      if (declared.size) {
        // The declarations the block uses, on an account of their own (after the reader's first account).
        const failed = await contracts.deployDeclarations(declared, context.core, context.declarations);
        if (failed) {
          fail(line, failed);
          return notRan();
        }
      }
      const problem = await contracts.deployElsewhere(p, context.byBlock);
      if (problem) {
        setApart(p.block, problem);
        return {ran: false};
      }
      const params = kind === 'contract' ? contractInitParameters(p.parsed.bare) : entryParameters(p.code, kind);
      const command = step.command ?? (step.lines && kind !== 'contract' ? commandFor(kind, step.lines.map((l) => l.text)) : commandFor(kind, after));
      if (step.invalid) return notRan();
      const holder = kind === 'contract' ? (step.account ? await accounts.named(step.account) : await accounts.reader()) : undefined;
      // An update does not run init, so it takes no arguments.
      const updating = kind === 'contract' && (contracts.holds(holder!, p.parsed.name!) || /update-contract/.test(command ?? ''));
      let given = updating ? {args: []} : step.args ? {args: step.args} : await argumentsFor(params, command, at());
      // A script whose values the page does not show runs with values the harness makes (not on a how-to page, which shows them).
      let harness: string[] | undefined;
      if ('missing' in given && kind === 'script' && !command && !context.howTo) {
        harness = [];
        for (const param of params) harness.push(harnessWord(param.type, await accounts.reader()));
        given = {args: harness.map((word, i) => jsonArg(readWord(params[i]!.type, word), params[i]!.type))};
      }
      // Values given as they are (what the app quickstart's web page sends) are the run's own, not the page's command line.
      if (step.args && kind !== 'contract') harness = step.args.map((arg) => (typeof arg.value === 'string' ? arg.value : JSON.stringify(arg.value)));
      if ('missing' in given) {
        const missing = step.where ? `${step.where.file} ${given.missing}` : given.missing;
        // A block built on declarations could not run past its first call into them, whatever its values.
        if (context.howTo && declared.size) setApart(p.block, `${missing}; it uses ${[...declared].join(', ')}, declared in examples/declarations with bodies that only panic, so the run could not follow it past its first call into them either`);
        else if (context.howTo) fail(line, `${missing} (a how-to page shows every value its reader needs)`);
        else setApart(p.block, missing);
        return notRan();
      }
      if (kind === 'contract' && /update-contract/.test(command ?? '') && !contracts.holds(holder!, p.parsed.name!)) {
        // The reader updates the version they added when following another page: add that one first.
        const name = p.parsed.name!;
        const first = context.original(name);
        if (!first) {
          fail(line, `the page updates ${name}, and no other page adds a first version of it`);
          return notRan();
        }
        const firstArgs = await argumentsFor(contractInitParameters(first.p.parsed.bare), commandFor('contract', following(first.page, first.p.block)), at());
        const added = 'missing' in firstArgs ? undefined : await contracts.add(holder!, first.p, firstArgs.args);
        if (!added || added.error) {
          fail(line, `adding the first version of ${name} (${first.page.file}:${first.p.block.line}) failed: ${added ? added.error.slice(0, 400) : (firstArgs as {missing: string}).missing}`);
          return notRan();
        }
      }
      let value: unknown;
      if (kind === 'contract') {
        const name = p.parsed.name!;
        const update = contracts.holds(holder!, name);
        const outcome = update ? await contracts.update(holder!, p) : await contracts.add(holder!, p, given.args, p.block);
        if (outcome.error) {
          failOrApart(step, outcome.error, `${update ? 'updating' : 'deploying'} ${name} failed: `);
          return notRan();
        }
      } else if (kind === 'script') {
        const code = contracts.codeFor(p);
        lastScript = {code, args: given.args};
        const chosen = command ? step.lines?.find((l) => l.text === command) ?? {line, text: command} : undefined;
        if (harness) {
          // Values the page does not give may not suit the script: then it is counted apart, saying so.
          try {
            value = await client.script(code, given.args);
          } catch (error) {
            const message = (error as Error).message;
            setApart(p.block, declarationApart(message, context.declarations) ?? `ran with values the harness made where the page shows none (${harness.join(', ')}), and stopped: ${vmError(message).slice(0, 300)}`);
            return {ran: false};
          }
          context.note(p, {harness, ran: true});
        } else {
          value = await client.script(code, given.args);
          context.note(p, {command: chosen, ran: true});
        }
        await compare(p.block, after, lastScript);
      } else {
        const signer = step.account ?? /--signer\s+(\S+)/.exec(command ?? '')?.[1];
        const authorizers = await accounts.signers(authorizerCount(p.parsed.bare), signer);
        const outcome = await client.transaction(contracts.codeFor(p), authorizers, given.args);
        if (outcome.error) {
          failOrApart(step, outcome.error, step.where ? `${step.where.file} failed: ` : 'the transaction failed: ');
          return notRan();
        }
        const chosen = command ? step.lines?.find((l) => l.text === command) ?? {line, text: command} : undefined;
        context.noteTransaction(p, {command: chosen, given: step.args && harness, sent: true});
        // What the page says the last script prints now.
        if (lastScript) await compare(p.block, after, lastScript);
      }
      ranBlocks.add(p.block);
      return {ran: true, value};
    } catch (error) {
      notRun.add(p.block);
      failOrApart(step, (error as Error).message, step.where ? `${step.where.file}: ` : '');
      return {ran: false};
    }
  };

  const once = async (p: ProjectBlock): Promise<void> => {
    if (handled.has(p.block)) return;
    handled.add(p.block);
    for (const r of p.resolved.values()) {
      const dep = r.kind === 'page' ? project.find((q) => q.block === r.block) : undefined;
      if (dep) await once(dep);
    }
    await run(stepFor(p));
  };

  return {run, once, fail, accounts, ran: () => ranBlocks.size};
}

/**
 * Runs a page's blocks: in page order, or, on a guide that lists its commands together after a
 * `flow.json` deployments excerpt, by that list. Returns how many blocks ran.
 */
async function runPage(page: Page, client: FlowClient, project: ProjectBlock[], context: RunContext, session: Session, failures: Finding[], apart: Apart[]): Promise<number> {
  const deployments = emulatorDeployments(page);
  if (!deployments.size) {
    const {tied, problems} = tieCommandLines(page, project, blockFileNames(page));
    failures.push(...problems);
    const invalid = new Set<ProjectBlock>();
    for (const [p, lines] of tied) {
      const refused = await refusedValues(page, p, lines);
      failures.push(...refused);
      if (refused.length) invalid.add(p);
    }
    const runner = runBlocks(page, client, project, context, session, failures, apart, (p) => ({
      p,
      after: following(page, p.block),
      ...(p.parsed.kind === 'script' || p.parsed.kind === 'transaction' ? {lines: tied.get(p) ?? [], invalid: invalid.has(p)} : {}),
    }));
    for (const p of project) await runner.once(p);
    return runner.ran();
  }
  // The guide's contracts, to the accounts and with the values its flow.json names.
  const runner = runBlocks(page, client, project, context, session, failures, apart, (p) => {
    const entry = deployments.get(p.parsed.name!);
    const params = contractInitParameters(p.parsed.bare);
    return {p, after: [], account: entry?.account, args: (entry?.args ?? []).map((json, i) => jsonArg(json, params[i]?.type ?? ''))};
  });
  await runCommandList(page, project, runner, apart);
  return runner.ran();
}

/** The emulator deployments of a page's `flow.json` excerpt: contract name → account name. */
function emulatorDeployments(page: Page): Map<string, {account: string; args: unknown[]}> {
  type Entry = string | {name: string; args?: unknown[]};
  const map = new Map<string, {account: string; args: unknown[]}>();
  for (const b of page.blocks.filter((x) => x.lang === 'json' && x.code.includes('"deployments"'))) {
    const emulator = (JSON.parse(b.code) as {deployments?: {emulator?: Record<string, Entry[]>}}).deployments?.emulator ?? {};
    for (const [account, contracts] of Object.entries(emulator)) {
      for (const c of contracts) map.set(typeof c === 'string' ? c : c.name, {account, args: typeof c === 'string' ? [] : (c.args ?? [])});
    }
  }
  return map;
}

/**
 * The .cdc file each script or transaction block is saved as: the files the prose names before it,
 * in the order the blocks follow.
 */
function blockFiles(page: Page, project: ProjectBlock[]): Map<ProjectBlock, string> {
  const lines = page.text.split('\n');
  const files = new Map<ProjectBlock, string>();
  const pending: string[] = [];
  let from = 0;
  for (const p of project) {
    for (let i = from; i < p.block.line - 1; i += 1) {
      if (lines[i]!.startsWith('```')) continue;
      for (const m of lines[i]!.matchAll(/`([\w./-]+\.cdc)`/g)) if (!pending.includes(m[1]!)) pending.push(m[1]!);
    }
    from = p.block.line + p.block.code.split('\n').length + 1;
    if (p.parsed.kind === 'script' || p.parsed.kind === 'transaction') {
      const dir = p.parsed.kind === 'script' ? '/scripts/' : '/transactions/';
      const index = pending.findIndex((f) => f.includes(dir));
      if (index >= 0) files.set(p, pending.splice(index, 1)[0]!);
    } else if (p.parsed.kind === 'contract') pending.length = 0;
  }
  return files;
}

/**
 * A guide that shows its commands together (after a `flow.json` deployments excerpt): its contracts
 * deployed (as `stepFor` gives them), then each emulator command line in order, with its
 * `--signer`, and scripts' results compared with the `Result:` lines the page shows after them.
 */
async function runCommandList(page: Page, project: ProjectBlock[], runner: BlockRunner, apart: Apart[]): Promise<void> {
  for (const p of project) {
    if (p.parsed.kind === 'contract' && fragmentReason(p.block.meta) === null) await runner.once(p);
  }
  const files = blockFiles(page, project);
  const byFile = new Map([...files].map(([p, f]) => [f, p]));
  const commandBlocks = page.blocks.filter((b) => ['bash', 'sh', 'shell'].includes(b.lang) && /flow (transactions send|scripts execute) /.test(b.code));
  const used = new Set<ProjectBlock>();
  // A file that the page runs only on testnet or mainnet runs with that line, the emulator standing in.
  const base = (file: string) => file.replace(/^.*\//, '');
  const onEmulator = new Set(
    commandBlocks.flatMap((cb) => [...cb.code.replace(/\\\n/g, ' ').matchAll(/flow (?:transactions send|scripts execute) (\S+)(.*)$/gm)])
      .filter((m) => !/--network (?!emulator)/.test(m[2]!))
      .map((m) => base(m[1]!)),
  );
  for (const cb of commandBlocks) {
    const variables = new Map<string, string>();
    const scripts: Array<{file: string; value: string}> = [];
    for (const raw of cb.code.replace(/\\\n/g, ' ').split('\n')) {
      const line = raw.replace(/\s+#.*$/, '');
      const assignment = /^(\w+)=(0x[0-9a-f]{16})$/.exec(line.trim());
      if (assignment) variables.set(assignment[1]!, assignment[2]!);
      const command = /flow (transactions send|scripts execute) (\S+)(.*)$/.exec(line);
      if (!command || (/--network (?!emulator)/.test(line) && onEmulator.has(base(command[2]!)))) continue;
      const [, verb, file] = command;
      const p = byFile.get(file!) ?? [...byFile].find(([f]) => f.endsWith(`/${file!.replace(/^.*\//, '')}`))?.[1];
      // A file of another page (the prose says which): this page's run covers this page's blocks.
      if (!p) continue;
      used.add(p);
      const outcome = await runner.run({p, after: [], command: line, where: {file: file!, line: cb.line}});
      if (outcome.ran && verb === 'scripts execute') scripts.push({file: file!, value: printed(outcome.value)});
    }
    // The addresses the page sets its shell variables to (`ALICE=0x...`) are the accounts the run made.
    for (const [name, value] of variables) {
      const actual = runner.accounts.get(name.toLowerCase());
      if (actual && actual !== value) runner.fail(cb.line, `the page sets ${name}=${value}, but that account is ${actual}`);
    }
    // The results the page shows after the commands: each after the script file it names, or in order.
    const nextCadence = page.blocks.find((b) => b.lang === 'cadence' && b.line > cb.line)?.line ?? Infinity;
    let named: string | undefined;
    let order = 0;
    for (const inline of page.inline.filter((i) => i.line > cb.line && i.line < nextCadence)) {
      if (/\.cdc$/.test(inline.code)) named = inline.code;
      const expected = /^Result: (.*)$/.exec(inline.code)?.[1];
      if (expected === undefined) continue;
      const script = named ? scripts.find((x) => x.file.endsWith(named!)) : scripts[order++];
      named = undefined;
      if (!script) runner.fail(inline.line, `no script run above prints the \`Result: ${expected}\` shown here`);
      else if (script.value !== expected) runner.fail(inline.line, `${script.file} returned ${script.value}, where the page shows Result: ${expected}`);
    }
  }
  if (page.file === APP_QUICKSTART) await appQuickstart(files, runner, used);
  for (const p of project) {
    if ((p.parsed.kind === 'script' || p.parsed.kind === 'transaction') && !used.has(p) && fragmentReason(p.block.meta) === null) {
      apart.push({file: page.file, line: p.block.line, kind: 'not run', reason: 'no emulator command line on the page runs it'});
    }
  }
}

/** The app quickstart: its web app sends these from the browser through FCL and the wallet. */
export const APP_QUICKSTART = 'docs/build/guides/flow-app-quickstart.md';

/**
 * What the app quickstart's web page does, with an account of its own standing in for the wallet's
 * user: save a profile (created on first use), save again (updated), read it back.
 */
async function appQuickstart(files: Map<ProjectBlock, string>, runner: BlockRunner, used: Set<ProjectBlock>): Promise<void> {
  const find = (name: string) => [...files].find(([, f]) => f.endsWith(name))?.[0];
  const save = find('/save_profile.cdc');
  const read = find('/get_profile.cdc');
  if (!save || !read) {
    runner.fail(1, 'the app quickstart no longer shows save_profile.cdc and get_profile.cdc');
    return;
  }
  const user = await runner.accounts.named('user');
  for (const [name, bio] of [['Ada', 'Writes Cadence'], ['Ada L.', 'Still writing Cadence']] as const) {
    const args = [{value: name, type: t.String!}, {value: bio, type: t.String!}];
    const saved = await runner.run({p: save, after: [], where: {file: 'save_profile.cdc', line: save.block.line}, account: 'user', args});
    if (!saved.ran) return;
    const info = await runner.run({p: read, after: [], where: {file: 'get_profile.cdc', line: read.block.line}, args: [{value: user, type: t.Address!}]});
    const profile = info.ran ? (info.value as {name?: string; bio?: string} | null) : undefined;
    if (info.ran && (profile?.name !== name || profile?.bio !== bio)) {
      runner.fail(read.block.line, `get_profile.cdc returned ${JSON.stringify(profile)} after saving name ${JSON.stringify(name)} and bio ${JSON.stringify(bio)}`);
    }
  }
  used.add(save).add(read);
}

/**
 * Records the script and transaction blocks of a page that did not run, with why (what the run set
 * apart or the failure at the block), and the values the page shows for them.
 */
function noteNotRun(page: Page, project: ProjectBlock[], failures: Finding[], apart: Apart[], declarations: Map<string, Declaration>): void {
  if (!ranScripts || !sentTransactions) return;
  const files = blockFileNames(page);
  const {tied} = tieCommandLines(page, project, files);
  for (const p of project) {
    const kind = p.parsed.kind;
    if ((kind !== 'script' && kind !== 'transaction') || fragmentReason(p.block.meta) !== null) continue;
    if ((kind === 'script' ? ranScripts : sentTransactions).has(`${page.file}:${p.block.line}`)) continue;
    const lines = tied.get(p) ?? [];
    const chosen = commandFor(kind, lines.map((l) => l.text));
    const failed = failures.find((f) => f.line === p.block.line || lines.some((l) => l.line === f.line));
    const why = apart.find((a) => a.line === p.block.line)?.reason ?? (failed ? `it failed the check: ${failed.message}` : 'it did not run');
    const command = lines.find((l) => l.text === chosen);
    if (kind === 'script') noteScript(page.file, p, {command, ran: why}, files.get(p.block), declarations);
    else noteTransaction(page, p, project, {command, sent: why}, declarations);
  }
}

/**
 * Runs every page with Cadence blocks (or the given docs/ paths), each on a fresh emulator. On a
 * how-to page (HOW_TO_PAGES) a block whose values the page does not show fails; elsewhere it is
 * counted apart.
 */
export async function runCadence(files?: string[]): Promise<CheckResult> {
  const pages = (await readPages()).filter((page) => page.blocks.some((b) => b.lang === 'cadence'));
  // A page given without Cadence blocks has nothing to follow, as with every other check.
  const selected = files ? pages.filter((page) => files.includes(page.file)) : pages;
  if (!selected.length) return {tally: {cadenceRun: 0}, failures: [], apart: []};
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  const addresses = systemAddresses();
  // The core contracts are at the same addresses on every fresh emulator.
  const first = await startEmulator();
  let core: Record<string, string>;
  try {
    core = Object.fromEntries((await coreContracts(first)).map((c) => [c.name, c.address]));
  } finally {
    await first.stop();
  }
  const coreOnEmulator = new Map<string, string>();
  for (const [name, address] of Object.entries(core)) {
    for (const table of [addresses.mainnet, addresses.testnet]) if (table[name]) coreOnEmulator.set(table[name]!, address);
  }
  let counter = 0;
  const declarations = readDeclarations();
  const declared: Record<string, DeclaredContract> = Object.fromEntries([...declarations.values()].map((d) => [d.name, {address: DECLARATIONS_ADDRESS, ...d.addresses}]));
  const docs = docsProjects(
    pages.map((page) => ({file: page.file, blocks: page.blocks.filter((b) => b.lang === 'cadence')})),
    {core, addresses, newAddress: () => `0xcb${(++counter).toString(16).padStart(14, '0')}`, declarations: declared},
  );
  const contextFor = (file: string, own = false): RunContext => ({
    byBlock: docs.byBlock,
    original: (name) => {
      const found = docs.elsewhere(file, name);
      const p = found && docs.byBlock.get(found.block);
      const from = found && pages.find((x) => x.file === found.block.file);
      return p && from ? {p, page: from} : undefined;
    },
    coreOnEmulator,
    howTo: HOW_TO_PAGES.includes(file),
    core,
    declarations,
    // A page followed first, as a prerequisite, is recorded on its own run.
    note: (p, note) => {
      if (own) noteScript(file, p, note, blockFileNames(pages.find((x) => x.file === file)!).get(p.block), declarations);
    },
    noteTransaction: (p, note) => {
      if (own) noteTransaction(pages.find((x) => x.file === file)!, p, docs.projects.get(file)!, note, declarations);
    },
  });
  for (const [page, before] of Object.entries(PREREQUISITES)) {
    if (!pages.some((x) => x.file === page) || !pages.some((x) => x.file === before)) throw new Error(`cadence-run: PREREQUISITES names ${page} or ${before}, which has no Cadence blocks`);
  }
  let ran = 0;
  // A run of every page records its scripts and transactions; a run of some pages leaves the records alone.
  ranScripts = files ? undefined : new Map();
  sentTransactions = files ? undefined : new Map();
  for (const page of selected) {
    const emulator = await startEmulator();
    try {
      const project = docs.projects.get(page.file)!;
      const client = await flowClient(emulator, core);
      // A guide whose flow.json names its accounts works with those (see Accounts).
      const accounts = new Accounts(client, emulatorDeployments(page).size > 0);
      const session: Session = {accounts, contracts: new Contracts(client, accounts)};
      const first = PREREQUISITES[page.file];
      if (first) {
        const prerequisite = pages.find((x) => x.file === first)!;
        const problems: Finding[] = [];
        await runPage(prerequisite, client, docs.projects.get(first)!, contextFor(first), session, problems, []);
        if (problems.length) failures.push({file: page.file, message: `following ${first} first, as this page assumes, failed: ${formatFinding(problems[0]!)}`});
      }
      const before = {failures: failures.length, apart: apart.length};
      const n = await runPage(page, client, project, contextFor(page.file, true), session, failures, apart);
      noteNotRun(page, project, failures.slice(before.failures), apart.slice(before.apart), declarations);
      console.log(`cadence-run: ${page.file}: ${n} examples ran`);
      ran += n;
    } finally {
      await emulator.stop();
    }
  }
  if (ranScripts && sentTransactions) {
    const byPlace = (a: {page: string; line: number}, b: {page: string; line: number}) => a.page.localeCompare(b.page) || a.line - b.line;
    const scripts = [...ranScripts.values()].sort(byPlace);
    const transactions = [...sentTransactions.values()].sort(byPlace);
    ranScripts = undefined;
    sentTransactions = undefined;
    const emulator = toolchainVersions().emulator;
    updateRecord<RunnableRecord>(RUNNABLE_FILE, {emulator, scripts}, readRunnableRecord, {count: scripts.length, blocks: 'scripts', button: 'Run'}, failures);
    updateRecord<TransactionRecord>(TRANSACTIONS_FILE, {emulator, transactions}, readTransactionRecord, {count: transactions.length, blocks: 'transactions', button: 'Send'}, failures);
  }
  return {tally: {cadenceRun: ran}, failures, apart};
}

export const cadenceRun: Check = {
  name: 'cadence-run',
  needsToolchain: true,
  run: (pages?: string[]) => runCadence(pages),
};
