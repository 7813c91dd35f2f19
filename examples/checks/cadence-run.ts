/**
 * `cadence-run`: every page with Cadence blocks, followed on the emulator as a reader follows it, in
 * page order, each page on a fresh emulator standing in for testnet or mainnet.
 * - The reader's account is the first account created (the run confirms it is 0x179b6b1cb6755e31);
 *   every account a page uses gets FAUCET_FLOW from the service account, standing in for the faucet.
 * - Contracts are deployed to the reader's account (a contract a block above imports first, as
 *   `flow project deploy` does; a later version of the same contract is an update; a contract of
 *   another page that a block builds on is deployed first, as the reader did on that page).
 *   Initializer values come from the page's `flow accounts add-contract` line or `flow.json`
 *   deployments.
 * - Transactions get the values of the page's `flow transactions send` (or `build`) line after
 *   them, positional or `--args-json`, and must seal with no error; scripts those of their
 *   `flow scripts execute` line, and their result is compared with the `Result: ...` the page shows
 *   after them (also after a later transaction, when the page says what the script prints then).
 *   Placeholders stand for what a reader would put there (see AddressContext and jsonCadence).
 * - Guides that show their commands together, after a `flow.json` deployments excerpt, run those
 *   commands in order with their `--signer` accounts; the app quickstart runs what its web page
 *   sends through FCL, the first account standing in for the wallet's user.
 * - A block that cannot run on a fresh emulator says why in its meta (```cadence norun="..."```),
 *   as do blocks importing contracts with no source here; both are counted apart with the reason.
 * - Third-party contracts are their declarations (examples/declarations), deployed to an account of
 *   their own when a block first uses them: a block runs until it calls into one, whose body
 *   panics; the run counts it apart, naming the declared function it stopped in.
 *   On a how-to page (HOW_TO_PAGES) a block whose values the page does not show fails; elsewhere it
 *   is counted apart.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createHash, generateKeyPairSync} from 'node:crypto';
import {t} from '@onflow/fcl';
import {readPages, fragmentReason, norunReason, type Block, type Page} from '../harness/blocks';
import {vmError} from './cadence';
import {creationCode} from './solidity';
import {coreContracts, goHelper, systemAddresses} from '../harness/cadence-env';
import {docsProjects, type DeclaredContract, type ProjectBlock} from '../harness/cadence-project';
import {DECLARATIONS_ADDRESS, declarationStop, declarationsUsed, deployDeclarations, readDeclarations, type Declaration} from '../harness/declarations';
import {startEmulator} from '../harness/emulator';
import {flowClient, jsonArg, type CadenceArg, type FlowClient} from '../harness/flow-client';
import {formatFinding, type Apart, type Check, type CheckResult, type Finding} from '../harness/report';
import {codeDigest, readRunnableRecord, type RecordedImport, type RecordedScript, type RunnableRecord} from '../../plugins/run-script/record';
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

/** The first account a reader creates on a fresh emulator (flow-go's address generator). */
export const FIRST_ACCOUNT = '0x179b6b1cb6755e31';

/** The scripts that ran in a run of every page, by page and line (examples/runnable-scripts.json). */
let ranScripts: Map<string, RecordedScript> | undefined;

/** The values a `flow scripts execute` line gives, as the page writes them. */
export function shownArgs(command: string | undefined, params: number): string[] | null {
  if (!command) return null;
  const values = commandValues(command);
  const texts =
    'json' in values
      ? values.json.map((arg) => {
          const value = (arg as {value?: unknown})?.value;
          if (Array.isArray(value)) return value.map((item) => String((item as {value?: unknown})?.value ?? item)).join(', ');
          return value === null || value === undefined ? '' : String(value);
        })
      : values.words;
  return texts.length === params ? texts : null;
}

/** Notes a script that ran, with what its imports resolved to. */
function noteScript(file: string, p: ProjectBlock, command: string | undefined, declarations: Map<string, Declaration>): void {
  if (!ranScripts) return;
  const params = entryParameters(p.code, 'script');
  const imports: RecordedImport[] = [...p.resolved].map(([name, r]): RecordedImport => {
    if (r.kind === 'page' || r.kind === 'other-page') return {name, kind: 'reader', page: r.block.file};
    if (r.kind === 'declaration') {
      const declared = [...declarations.values()].find((d) => d.name === name);
      return {name, kind: 'third-party', addresses: {...declared?.addresses}};
    }
    if (r.kind === 'core') {
      const from = p.parsed.imports.find((i) => i.names.includes(name))?.from;
      return {name, kind: 'core', emulator: r.address, ...(from?.kind === 'address' ? {written: from.address} : {})};
    }
    throw new Error(`${file}:${p.block.line}: a script that ran imports ${name}, resolved as ${r.kind}`);
  });
  const script = command ? /flow scripts execute\s+(\S+\.cdc)\b/.exec(command)?.[1] ?? null : null;
  ranScripts.set(`${file}:${p.block.line}`, {page: file, line: p.block.line, digest: codeDigest(p.block.code), code: p.block.code, params, args: shownArgs(command, params.length), file: script, imports});
}

/** The record of runnable scripts this run makes. */
export const RUNNABLE_FILE = path.join(examplesRoot, 'runnable-scripts.json');

/**
 * Compares the committed record of runnable scripts with this run: in CI a stale record fails (a
 * page would offer Run on a script that no longer runs, or lack it on one that does); elsewhere
 * the run writes it, to be committed. Nothing is written while the run has failures.
 */
function updateRunnable(fresh: RunnableRecord, failures: Finding[]): void {
  const file = path.relative(process.cwd(), RUNNABLE_FILE);
  let committed: RunnableRecord | undefined;
  try {
    committed = existsSync(RUNNABLE_FILE) ? readRunnableRecord(RUNNABLE_FILE) : undefined;
  } catch (error) {
    // A record this version cannot read is stale: said in CI, rewritten elsewhere.
    console.log(`cadence-run: ${(error as Error).message}`);
  }
  if (committed && JSON.stringify(committed) === JSON.stringify(fresh)) return;
  if (failures.length) failures.push({file, message: 'is not updated while the run fails: pages would offer Run on scripts that do not run'});
  else if (process.env.CI) failures.push({file, message: 'is stale (a page\'s scripts, their values or imports changed): run `npm run test:examples` and commit the file'});
  else {
    writeFileSync(RUNNABLE_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    console.log(`cadence-run: wrote ${file} (${fresh.scripts.length} scripts): commit it`);
  }
}

/** Shell words of a command line (quotes removed), up to its first flag. */
export function shellArgs(line: string): string[] {
  const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.startsWith('--') || word === '\\') break;
    out.push(word.replace(/^"(.*)"$|^'(.*)'$/, '$1$2'));
  }
  return out;
}

/** The parameters of a script's `main` or a transaction: name and type, in order. */
export function entryParameters(code: string, kind: 'script' | 'transaction'): Array<{name: string; type: string}> {
  const match = kind === 'script' ? /fun\s+main\s*\(([^)]*)\)/.exec(code) : /(?:^|\n)\s*transaction\s*\(([^)]*)\)/.exec(code);
  if (!match?.[1]?.trim()) return [];
  return match[1].split(',').map((part) => {
    const [name, type] = part.split(':').map((s) => s.trim());
    return {name: name!.replace(/^_\s+/, ''), type: type ?? ''};
  });
}

/** What stands in for the testnet faucet: FLOW the service account sends every account a page uses. */
export const FAUCET_FLOW = '1000.0';

/**
 * Pages whose reader holds more FLOW than a faucet gives, and how much their account gets: a node
 * operator stakes the 500,000 FLOW of a consensus node.
 */
export const READER_FLOW: Record<string, string> = {
  'docs/networks/staking/staking-guide.md': '600000.0',
};

/**
 * How a run sees the addresses a page writes. A placeholder for the reader's own address
 * (`0xYOUR_ADDRESS`, `0xYourFlowAddress`, `$MY_ACCOUNT`) is the reader's account; a core contract's
 * mainnet or testnet address is its emulator address; an account the run created is itself; any
 * other address (another user on testnet, `0xRECIPIENT`) is another account of the emulator, one
 * per distinct address, created and funded when first used.
 */
export interface AddressContext {
  reader: string;
  known: Set<string>;
  /** A mainnet or testnet address of a core contract → its emulator address. */
  coreOnEmulator: Map<string, string>;
  /** The emulator account standing for an address the emulator does not have. */
  other(value: string): Promise<string>;
  /** The keys of the node the page's reader runs (one per page, made when first asked for). */
  node(): Promise<NodeKeys>;
  /**
   * The EVM address of the page's Solidity contract of that name, deployed from the reader's COA when
   * first asked for (the page tells the reader to deploy it with a tool of their choice); undefined
   * when the page shows no such contract.
   */
  evmContract(name: string): Promise<string | undefined>;
}

/** A new node's ID and keys (examples/toolchain/emulator/nodekeys, onflow/crypto). */
export interface NodeKeys {
  nodeID: string;
  networkingKey: string;
  stakingKey: string;
  stakingKeyPoP: string;
  machineAccountKey: string;
}

export function newNodeKeys(): NodeKeys {
  const keys = JSON.parse(execFileSync(goHelper('emulator', 'nodekeys'), {encoding: 'utf8'})) as NodeKeys;
  for (const [name, length] of [['nodeID', 64], ['networkingKey', 128], ['stakingKey', 192], ['stakingKeyPoP', 96], ['machineAccountKey', 128]] as const) {
    if (!new RegExp(`^[0-9a-f]{${length}}$`).test(keys[name])) throw new Error(`nodekeys: ${name} is not ${length} hex digits`);
  }
  return keys;
}

/** Placeholders of the staking pages, and the node key each stands for. */
const NODE_PLACEHOLDERS: Array<[RegExp, keyof NodeKeys]> = [
  [/^NODE_ID(_\w*)?$/, 'nodeID'],
  // The node ID file that the bootstrap writes.
  [/^\$\(cat \S*\/node-id\)$/, 'nodeID'],
  [/^NETWORKING_KEY(_\w*)?$/, 'networkingKey'],
  [/^STAKING_KEY_POP(_\w*)?$/, 'stakingKeyPoP'],
  [/^STAKING_KEY(_\d+)?(_HEX)?$/, 'stakingKey'],
  [/^MACHINE_ACCOUNT_PUBLIC_KEY(_\w*)?$/, 'machineAccountKey'],
];

/** Whether a page's address value stands for the reader's own account. */
export function readerPlaceholder(value: string): boolean {
  return /^(0x|\$|<)?[A-Za-z_]*(your|my)[A-Za-z_]*>?$/i.test(value) && !/^0x[0-9a-f]+$/i.test(value);
}

/** A new ECDSA P-256 public key as Flow takes it: the 64-byte point, hex, without the 04 prefix. */
export function newPublicKeyHex(): string {
  const {publicKey} = generateKeyPairSync('ec', {namedCurve: 'P-256'});
  return publicKey.export({format: 'der', type: 'spki'}).subarray(-64).toString('hex');
}

/** A 20-byte EVM address that stands for a named one on a page, the same for the same name. */
export function standInEvmAddress(name: string): string {
  return `0x${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;
}

/** The items of a list literal (`[1, 2]`, `["a", "b"]`), split on commas outside quotes. */
function listItems(value: string): string[] {
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return (inner.match(/"(?:[^"\\]|\\.)*"|[^,]+/g) ?? []).map((x) => x.trim()).filter(Boolean);
}

/** A page's address value as the emulator account it stands for (see AddressContext). */
export async function runAddress(value: string, at: AddressContext): Promise<string> {
  if (readerPlaceholder(value)) return at.reader;
  const hex = /^0x[0-9a-fA-F]{1,16}$/.test(value) ? `0x${value.slice(2).toLowerCase().padStart(16, '0')}` : undefined;
  if (hex && at.coreOnEmulator.has(hex)) return at.coreOnEmulator.get(hex)!;
  if (hex && at.known.has(hex)) return hex;
  return at.other(value);
}

/**
 * A command-line value as JSON-Cadence for a parameter of the given Cadence type, as the CLI reads
 * positional arguments; addresses as runAddress sees them.
 */
export async function jsonCadence(raw: string, type: string, at: AddressContext): Promise<unknown> {
  const value = raw.replace(/^"(.*)"$|^'(.*)'$/s, '$1$2');
  const t = type.replace(/\s+/g, '');
  if (t.endsWith('?')) return {type: 'Optional', value: value === 'nil' ? null : await jsonCadence(value, t.slice(0, -1), at)};
  if (t.startsWith('[') && t.endsWith(']')) {
    const inner = t.slice(1, -1);
    if (inner.includes(';')) throw new Error(`no argument conversion for Cadence type ${type}`);
    const items = [];
    for (const item of listItems(value)) items.push(await jsonCadence(item, inner, at));
    return {type: 'Array', value: items};
  }
  switch (t) {
    case 'Address':
      return {type: 'Address', value: await runAddress(value, at)};
    case 'String': {
      // A node's ID and keys, where a staking page asks for the reader's own: a node made for the run.
      const nodeKey = NODE_PLACEHOLDERS.find(([pattern]) => pattern.test(value))?.[1];
      if (nodeKey) return {type: t, value: (await at.node())[nodeKey]};
      // A placeholder for the key `flow keys generate` prints is a new key, generated for the run.
      if (/^[A-Z0-9_]*PUBLIC_KEY[A-Z0-9_]*$/.test(value)) return {type: t, value: newPublicKeyHex()};
      // `0xYourCounterAddress`, where the page shows a Solidity contract `Counter`: that contract.
      const named = /^0x(?:Your|My)?(\w+?)(?:Contract)?Address$/i.exec(value)?.[1];
      const contract = named ? await at.evmContract(named) : undefined;
      if (contract) return {type: t, value: contract};
      // A named EVM address (`0xYourEvmAddress`, `0xRecipient`) is an EVM address of its own.
      if (/^0x[A-Za-z_]*[g-zG-Z_][A-Za-z_]*$/.test(value)) return {type: t, value: standInEvmAddress(value)};
      return {type: t, value};
    }
    case 'Character':
      return {type: t, value};
    case 'Bool':
      return {type: 'Bool', value: value === 'true'};
    case 'UFix64':
    case 'Fix64':
      return {type: t, value: value.includes('.') ? value : `${value}.0`};
    case 'Path':
    case 'StoragePath':
    case 'PublicPath':
    case 'PrivatePath': {
      const path = /^\/(storage|public|private)\/(\w+)$/.exec(value);
      if (!path) throw new Error(`${value} is not a path`);
      return {type: 'Path', value: {domain: path[1], identifier: path[2]}};
    }
    default:
      if (/^(U?Int\d*|Word\d+)$/.test(t)) return {type: t, value};
      throw new Error(`no argument conversion for Cadence type ${type}`);
  }
}

/** How the CLI prints a script's result, from the value FCL decoded (numbers arrive as strings). */
export function printed(value: unknown): string {
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(printed).join(', ')}]`;
  return JSON.stringify(value);
}

/** The parameters of a contract's own `init` (not a nested resource's or struct's). */
export function contractInitParameters(bare: string): Array<{name: string; type: string}> {
  const open = /\bcontract\s+(?:interface\s+)?\w+[^{]*\{/.exec(bare);
  if (!open) return [];
  let depth = 1;
  for (let i = open.index + open[0].length; i < bare.length && depth > 0; i += 1) {
    const ch = bare[i]!;
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (depth === 1 && ch === 'i' && !/\w/.test(bare[i - 1] ?? '')) {
      const m = /^init\s*\(([^)]*)\)/.exec(bare.slice(i));
      if (!m) continue;
      return m[1]!.trim()
        ? m[1]!.split(',').map((part) => {
            const [name, type] = part.split(':').map((x) => x.trim());
            return {name: name!.replace(/^_\s+/, ''), type: type ?? ''};
          })
        : [];
    }
  }
  return [];
}

/** A `--args-json '[...]'` value on a command line (the text after the file), parsed, or undefined. */
function argsJson(text: string): unknown[] | undefined {
  const m = /--args-json\s+'([^']*)'/s.exec(text);
  return m ? (JSON.parse(m[1]!) as unknown[]) : undefined;
}

/** The command lines of the texts after a block, joined across `\` line breaks. */
export function commandLines(texts: string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    let open = '';
    for (const line of text.replace(/\\\n\s*/g, ' ').split('\n')) {
      // A single-quoted value (an --args-json array) may span lines.
      open = open ? `${open} ${line.trim()}` : line.trim();
      if ((open.match(/'/g) ?? []).length % 2 === 0) {
        out.push(open);
        open = '';
      }
    }
    if (open) out.push(open);
  }
  return out;
}

/** The command after a block that gives its values: `flow transactions send`, `flow scripts execute`, `flow accounts add-contract`... */
function commandFor(kind: 'script' | 'transaction' | 'contract', after: string[]): string | undefined {
  const verb = {script: /flow scripts execute\s/, transaction: /flow transactions (?:send|build)\s/, contract: /flow accounts (?:add|update)-contract\s/}[kind];
  const lines = commandLines(after).filter((line) => verb.test(line));
  return lines.find((line) => !/--network (testnet|mainnet)\b/.test(line)) ?? lines[0];
}

/** The values a command line gives after its file: positional words up to the first flag, or its `--args-json`. */
export function commandValues(line: string): {words: string[]} | {json: unknown[]} {
  const rest = line.replace(/^.*?flow (?:scripts execute|transactions (?:send|build)|accounts (?:add|update)-contract)\s+\S+/, '');
  const json = argsJson(rest);
  return json ? {json} : {words: shellArgs(rest.trim())};
}

/** The values for a block's parameters, as JSON-Cadence arguments, or why there are none. */
async function argumentsFor(
  params: Array<{name: string; type: string}>,
  command: string | undefined,
  at: AddressContext,
): Promise<{args: CadenceArg[]} | {missing: string}> {
  if (!params.length) return {args: []};
  if (!command) return {missing: `takes ${params.length} argument${params.length > 1 ? 's' : ''}, and the page shows no command line that gives them`};
  const values = commandValues(command);
  if ('json' in values) {
    if (values.json.length !== params.length) return {missing: `takes ${params.length} arguments, and the command line gives ${values.json.length}`};
    const args: CadenceArg[] = [];
    for (const [i, json] of values.json.entries()) args.push(jsonArg(await remapJson(json, at), params[i]!.type));
    return {args};
  }
  if (values.words.length !== params.length) return {missing: `takes ${params.length} argument${params.length > 1 ? 's' : ''}, and the command line gives ${values.words.length}`};
  const args: CadenceArg[] = [];
  for (const [i, word] of values.words.entries()) args.push(jsonArg(await jsonCadence(word, params[i]!.type, at), params[i]!.type));
  return {args};
}

/** JSON-Cadence from a page, with its addresses seen as the run sees them (see jsonCadence). */
async function remapJson(json: unknown, at: AddressContext): Promise<unknown> {
  if (Array.isArray(json)) return Promise.all(json.map((x) => remapJson(x, at)));
  if (json && typeof json === 'object') {
    const o = json as {type?: string; value?: unknown};
    if ((o.type === 'Address' || o.type === 'String') && typeof o.value === 'string') return jsonCadence(o.value, o.type, at);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = await remapJson(v, at);
    return out;
  }
  return json;
}

interface Step {
  p: ProjectBlock;
  /** The command lines and outputs between this block and the next Cadence block. */
  after: string[];
}

/** Text between a block and the next cadence block: fenced blocks and inline code, in order. */
function following(page: Page, block: Block): string[] {
  const nextCadence = page.blocks.find((b) => b.lang === 'cadence' && b.line > block.line)?.line ?? Infinity;
  const texts = [
    ...page.blocks.filter((b) => b.line > block.line && b.line < nextCadence).map((b) => ({line: b.line, code: b.code})),
    ...page.inline.filter((i) => i.line > block.line && i.line < nextCadence).map((i) => ({line: i.line, code: i.code})),
  ];
  return texts.sort((a, b) => a.line - b.line).map((x) => x.code);
}

/** What the reader has done on one emulator so far: a page and the pages followed before it. */
interface Session {
  reader?: string;
  /** Accounts the run created (and the service account). */
  known: Set<string>;
  /** Where each contract block (of this page or another it builds on) was deployed. */
  deployed: Map<Block, string>;
  /** Contract names the reader's account holds: a later block of the same name is an update. */
  readerContracts: Set<string>;
  /** The accounts standing for addresses the emulator does not have. */
  others: Map<string, string>;
  node?: NodeKeys;
  /** Solidity contracts of the page deployed from the reader's COA, by name. */
  evmContracts: Map<string, string | undefined>;
  /** The account holding the declared third-party contracts, and those deployed so far. */
  declarations: {address?: string; deployed: Set<string>};
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
}

/**
 * Why a block that failed is counted apart because it reads what an earlier block of the page,
 * which did not run, saves: a storage path (`/storage/name` or `Contract.SomeStoragePath`) that
 * block saves to and this one names. Undefined when there is no such block.
 */
export function afterNotRun(p: ProjectBlock, project: ProjectBlock[], notRun: Set<Block>): string | undefined {
  const named = new Set([...p.code.matchAll(/\/storage\/\w+|\b\w+\.\w*StoragePath\b/g)].map((m) => m[0]));
  for (const q of project) {
    if (q.block.line >= p.block.line || !notRun.has(q.block)) continue;
    for (const m of q.code.matchAll(/\bsave\s*\([^;]*?\bto:\s*(\/storage\/\w+|\w+\.\w*StoragePath)\b/g)) {
      if (named.has(m[1]!)) return `reads ${m[1]}, which the block at line ${q.block.line} saves, and that block did not run`;
    }
  }
  return undefined;
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

async function runPage(page: Page, client: FlowClient, project: ProjectBlock[], context: RunContext, session: Session, failures: Finding[], apart: Apart[]): Promise<number> {
  let ran = 0;
  const {known, deployed, readerContracts, others} = session;
  /** Blocks that did not run (apart or failed): what imports them cannot run either. */
  const notRun = new Set<Block>();
  let lastScript: {code: string; args: CadenceArg[]} | undefined;
  const fail = (block: Block, message: string) => failures.push({file: page.file, line: block.line, message: `on the emulator: ${message}`});
  const setApart = (block: Block, reason: string) => {
    notRun.add(block);
    apart.push({file: page.file, line: block.line, kind: 'not run', reason});
  };
  const newAccount = async () => {
    const address = await client.createAccount();
    await client.fund(address, FAUCET_FLOW);
    known.add(address);
    return address;
  };
  const readerAccount = async () => {
    if (!session.reader) {
      session.reader = await newAccount();
      if (READER_FLOW[page.file]) await client.fund(session.reader, READER_FLOW[page.file]!);
      if (session.reader !== FIRST_ACCOUNT) throw new Error(`the first account created is ${session.reader}, not ${FIRST_ACCOUNT}`);
    }
    return session.reader;
  };
  const at = (): AddressContext => ({
    reader: session.reader!,
    known,
    coreOnEmulator: context.coreOnEmulator,
    other: async (value) => {
      if (!others.has(value)) others.set(value, await newAccount());
      return others.get(value)!;
    },
    node: async () => (session.node ??= newNodeKeys()),
    evmContract: async (name) => {
      if (!session.evmContracts.has(name)) {
        const code = creationCode(page, name);
        session.evmContracts.set(name, code ? await client.deployEvm(session.reader!, code) : undefined);
      }
      return session.evmContracts.get(name);
    },
  });
  const codeFor = (p: ProjectBlock) => {
    let code = session.declarations.address ? p.code.split(`from ${DECLARATIONS_ADDRESS}`).join(`from ${session.declarations.address}`) : p.code;
    for (const r of p.resolved.values()) {
      if (r.kind === 'page' || r.kind === 'other-page') code = code.split(`from ${r.address}`).join(`from ${deployed.get(r.block) ?? r.address}`);
    }
    return code;
  };
  /**
   * A failure, unless it is a declaration's panic, or the block reads a storage path that an
   * earlier block of the page saves to and that block did not run: then it is counted apart.
   */
  const failOrApart = (p: ProjectBlock, error: string, what = '') => {
    const why = declarationApart(error, context.declarations) ?? afterNotRun(p, project, notRun);
    if (why) setApart(p.block, why);
    else fail(p.block, `${what}${vmError(error)}`);
  };
  /** Deploys the other pages' contracts a block builds on (and theirs, first). */
  const deployElsewhere = async (p: ProjectBlock): Promise<string | undefined> => {
    for (const [name, r] of p.resolved) {
      if (r.kind !== 'other-page' || deployed.has(r.block)) continue;
      const dep = context.byBlock.get(r.block);
      if (!dep) return `imports ${name}, which is defined on ${r.block.file}`;
      const problem = await deployElsewhere(dep);
      if (problem) return problem;
      const params = contractInitParameters(dep.parsed.bare);
      if (params.length) return `imports ${name} from ${r.block.file}, whose init takes arguments`;
      // The reader deployed it when following that page: to their account, unless it holds one of that name.
      const address = readerContracts.has(name) ? await newAccount() : session.reader!;
      const outcome = await client.deploy(address, name, codeFor(dep));
      if (outcome.error) return `imports ${name} from ${r.block.file}:${r.block.line}, which did not deploy: ${outcome.error.slice(0, 300)}`;
      if (address === session.reader) readerContracts.add(name);
      deployed.set(r.block, address);
    }
    return undefined;
  };
  const compare = async (block: Block, texts: string[], script: {code: string; args: CadenceArg[]}) => {
    for (const text of texts) {
      const expected = /^Result: (.*)$/m.exec(text)?.[1]?.trim();
      if (expected === undefined) continue;
      const actual = printed(await client.script(script.code, script.args));
      if (actual !== expected) fail(block, `the script returned ${actual}, where the page shows Result: ${expected}`);
      return;
    }
  };

  const steps: Step[] = project.map((p) => ({p, after: following(page, p.block)}));
  const handled = new Set<Block>();
  // A block runs once; a contract that a block above imports runs first, as `flow project deploy`
  // deploys in import order.
  const runStep = async ({p, after}: Step): Promise<void> => {
    if (handled.has(p.block)) return;
    handled.add(p.block);
    for (const r of p.resolved.values()) {
      const dep = r.kind === 'page' ? steps.find((step) => step.p.block === r.block) : undefined;
      if (dep) await runStep(dep);
    }
    if (fragmentReason(p.block.meta) !== null) {
      notRun.add(p.block);
      return;
    }
    const norun = norunReason(p.block.meta);
    if (norun !== null) {
      setApart(p.block, norun);
      return;
    }
    const kind = p.parsed.kind;
    if (kind === 'other') return;
    const unresolved = [...p.resolved.entries()].find(([, r]) => r.kind === 'missing' || r.kind === 'test-framework');
    if (unresolved) {
      const [name, r] = unresolved;
      setApart(p.block, r.kind === 'missing' ? r.reason : `imports ${name}: a test file of the Cadence test framework (not installable here)`);
      return;
    }
    const blocked = [...p.resolved.entries()].find(([, r]) => r.kind === 'page' && notRun.has(r.block));
    if (blocked) {
      setApart(p.block, `imports ${blocked[0]}, whose block (line ${(blocked[1] as {block: Block}).block.line}) did not run`);
      return;
    }
    const declared = declarationsUsed(p, context.byBlock);
    try {
      await readerAccount();
      if (declared.size) {
        // The declarations the block uses, on an account of their own (after the reader's first account).
        session.declarations.address ??= await newAccount();
        const failed = await deployDeclarations(client, session.declarations.address, declared, session.declarations.deployed, context.core, context.declarations);
        if (failed) {
          fail(p.block, failed);
          notRun.add(p.block);
          return;
        }
      }
      const problem = await deployElsewhere(p);
      if (problem) {
        setApart(p.block, problem);
        return;
      }
      const params = kind === 'contract' ? contractInitParameters(p.parsed.bare) : entryParameters(p.code, kind);
      const command = commandFor(kind, after);
      // An update does not run init, so it takes no arguments.
      const updating = kind === 'contract' && (readerContracts.has(p.parsed.name!) || /update-contract/.test(command ?? ''));
      const given = updating ? {args: []} : await argumentsFor(params, command, at());
      if ('missing' in given) {
        // A block built on declarations could not run past its first call into them, whatever its values.
        if (context.howTo && declared.size) setApart(p.block, `${given.missing}; it uses ${[...declared].join(', ')}, declared in examples/declarations with bodies that only panic, so the run could not follow it past its first call into them either`);
        else if (context.howTo) fail(p.block, `${given.missing} (a how-to page shows every value its reader needs)`);
        else setApart(p.block, given.missing);
        notRun.add(p.block);
        return;
      }
      if (kind === 'contract' && /update-contract/.test(command ?? '') && !readerContracts.has(p.parsed.name!)) {
        // The reader updates the version they added when following another page: add that one first.
        const name = p.parsed.name!;
        const first = context.original(name);
        if (!first) {
          fail(p.block, `the page updates ${name}, and no other page adds a first version of it`);
          notRun.add(p.block);
          return;
        }
        const firstArgs = await argumentsFor(contractInitParameters(first.p.parsed.bare), commandFor('contract', following(first.page, first.p.block)), at());
        const added = 'missing' in firstArgs ? undefined : await client.deploy(session.reader!, name, codeFor(first.p), firstArgs.args);
        if (!added || added.error) {
          fail(p.block, `adding the first version of ${name} (${first.page.file}:${first.p.block.line}) failed: ${added ? added.error.slice(0, 400) : (firstArgs as {missing: string}).missing}`);
          notRun.add(p.block);
          return;
        }
        readerContracts.add(name);
      }
      if (kind === 'contract') {
        const name = p.parsed.name!;
        const update = readerContracts.has(name);
        const outcome = update ? await client.update(session.reader!, name, codeFor(p)) : await client.deploy(session.reader!, name, codeFor(p), given.args);
        if (outcome.error) {
          failOrApart(p, outcome.error, `${update ? 'updating' : 'deploying'} ${name} failed: `);
          notRun.add(p.block);
          return;
        }
        readerContracts.add(name);
        deployed.set(p.block, session.reader!);
      } else if (kind === 'script') {
        const code = codeFor(p);
        lastScript = {code, args: given.args};
        await client.script(code, given.args);
        noteScript(page.file, p, command, context.declarations);
        await compare(p.block, after, lastScript);
      } else {
        // One authorizer per `&Account` parameter of prepare (the text up to its body).
        const prepare = /\bprepare\s*\(([^{]*)\{/.exec(p.parsed.bare)?.[1] ?? '';
        const signers = (prepare.match(/&Account\b/g) ?? []).length;
        // `--signer emulator-account` is the service account; any other signer is the reader's account.
        const signer = /--signer\s+(\S+)/.exec(command ?? '')?.[1];
        const authorizers = [signer === 'emulator-account' ? client.serviceAddress : session.reader!];
        while (authorizers.length < signers) authorizers.push(await newAccount());
        const outcome = await client.transaction(codeFor(p), authorizers.slice(0, signers), given.args);
        if (outcome.error) {
          failOrApart(p, outcome.error, 'the transaction failed: ');
          notRun.add(p.block);
          return;
        }
        // What the page says the last script prints now.
        if (lastScript) await compare(p.block, after, lastScript);
      }
      ran += 1;
    } catch (error) {
      notRun.add(p.block);
      failOrApart(p, (error as Error).message);
    }
  };
  for (const step of steps) await runStep(step);
  return ran;
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
 * A guide that shows its commands together (after a `flow.json` deployments excerpt): contracts
 * deployed to the accounts named there, then each emulator command line in order, with its
 * `--signer`, and scripts' results compared with the `Result:` lines the page shows after them.
 */
async function runCommands(page: Page, client: FlowClient, project: ProjectBlock[], coreOnEmulator: Map<string, string>, failures: Finding[], apart: Apart[]): Promise<number> {
  const deployments = emulatorDeployments(page);
  const declaring = project.find((p) => [...p.resolved.values()].some((r) => r.kind === 'declaration'));
  if (declaring) {
    failures.push({file: page.file, line: declaring.block.line, message: 'imports a declared contract (examples/declarations), and a guide run by its command lines does not deploy declarations: add that to runCommands'});
    return 0;
  }
  let node: NodeKeys | undefined;
  const accounts = new Map<string, string>([['emulator-account', client.serviceAddress]]);
  const deployed = new Map<string, string>();
  let ran = 0;
  const fail = (line: number, message: string) => failures.push({file: page.file, line, message: `on the emulator: ${message}`});
  const account = async (name: string) => {
    let address = accounts.get(name);
    if (!address) {
      address = await client.createAccount();
      if (accounts.size === 1 && address !== FIRST_ACCOUNT) throw new Error(`the first account created is ${address}, not ${FIRST_ACCOUNT}`);
      accounts.set(name, address);
    }
    return address;
  };
  const withAddresses = (p: ProjectBlock) => {
    let code = p.code;
    for (const r of p.resolved.values()) {
      if (r.kind === 'page' || r.kind === 'other-page') code = code.split(`from ${r.address}`).join(`from ${deployed.get(r.block.code) || r.address}`);
    }
    return code;
  };
  // `flow project deploy` deploys in import order, whatever the order of the page or of flow.json.
  const deploy = async (p: ProjectBlock): Promise<void> => {
    if (deployed.has(p.block.code)) return;
    deployed.set(p.block.code, '');
    for (const r of p.resolved.values()) {
      const dep = r.kind === 'page' ? project.find((q) => q.block === r.block) : undefined;
      if (dep) await deploy(dep);
    }
    const entry = deployments.get(p.parsed.name!);
    const address = await account(entry?.account ?? 'reader');
    const params = contractInitParameters(p.parsed.bare);
    const args = (entry?.args ?? []).map((json, i) => jsonArg(json, params[i]?.type ?? ''));
    const outcome = await client.deploy(address, p.parsed.name!, withAddresses(p), args);
    if (outcome.error) fail(p.block.line, `deploying ${p.parsed.name} failed: ${vmError(outcome.error)}`);
    else {
      deployed.set(p.block.code, address);
      ran += 1;
    }
  };
  for (const p of project) {
    if (p.parsed.kind === 'contract' && fragmentReason(p.block.meta) === null) await deploy(p);
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
      const [, verb, file, rest] = command;
      const p = byFile.get(file!) ?? [...byFile].find(([f]) => f.endsWith(`/${file!.replace(/^.*\//, '')}`))?.[1];
      // A file of another page (the prose says which): this page's run covers this page's blocks.
      if (!p) continue;
      used.add(p);
      const params = entryParameters(p.code, p.parsed.kind === 'script' ? 'script' : 'transaction');
      const words = shellArgs(rest!.trim());
      if (words.length !== params.length) {
        fail(cb.line, `${file} takes ${params.length} arguments, the command line gives ${words.length}`);
        continue;
      }
      try {
        const signerName = /--signer (\S+)/.exec(line)?.[1];
        const values: string[] = [];
        for (const w of words) {
          const name = /^\$(\w+)$/.exec(w)?.[1];
          values.push(name ? await account(name.toLowerCase()) : w);
        }
        for (const [name, value] of variables) {
          const actual = accounts.get(name.toLowerCase());
          if (actual && actual !== value) fail(cb.line, `the page sets ${name}=${value}, but that account is ${actual}`);
        }
        const at: AddressContext = {
          reader: accounts.get('reader') ?? client.serviceAddress,
          known: new Set(accounts.values()),
          coreOnEmulator,
          other: (value) => account(value.replace(/^\$/, '').toLowerCase()),
          node: async () => (node ??= newNodeKeys()),
          evmContract: async () => undefined,
        };
        const args: CadenceArg[] = [];
        for (const [i, param] of params.entries()) args.push(jsonArg(await jsonCadence(values[i]!, param.type, at), param.type));
        if (verb === 'scripts execute') {
          const value = printed(await client.script(withAddresses(p), args));
          noteScript(page.file, p, line, new Map());
          scripts.push({file: file!, value});
        } else {
          const signer = await account(signerName ?? 'emulator-account');
          const outcome = await client.transaction(withAddresses(p), [signer], args);
          if (outcome.error) fail(cb.line, `${file} failed: ${vmError(outcome.error)}`);
        }
        ran += 1;
      } catch (error) {
        fail(cb.line, `${file}: ${(error as Error).message.slice(0, 600)}`);
      }
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
      if (!script) fail(inline.line, `no script run above prints the \`Result: ${expected}\` shown here`);
      else if (script.value !== expected) fail(inline.line, `${script.file} returned ${script.value}, where the page shows Result: ${expected}`);
    }
  }
  if (page.file === APP_QUICKSTART) ran += await appQuickstart(page, client, files, withAddresses, used, account, fail);
  for (const p of project) {
    if ((p.parsed.kind === 'script' || p.parsed.kind === 'transaction') && !used.has(p) && fragmentReason(p.block.meta) === null) {
      apart.push({file: page.file, line: p.block.line, kind: 'not run', reason: 'no emulator command line on the page runs it'});
    }
  }
  return ran;
}

/** The app quickstart: its web app sends these from the browser through FCL and the wallet. */
export const APP_QUICKSTART = 'docs/build/guides/flow-app-quickstart.md';

/**
 * What the app quickstart's web page does, with the reader's first account standing in for the
 * wallet's user: save a profile (created on first use), save again (updated), read it back.
 */
async function appQuickstart(
  page: Page,
  client: FlowClient,
  files: Map<ProjectBlock, string>,
  withAddresses: (p: ProjectBlock) => string,
  used: Set<ProjectBlock>,
  account: (name: string) => Promise<string>,
  fail: (line: number, message: string) => void,
): Promise<number> {
  const find = (name: string) => [...files].find(([, f]) => f.endsWith(name))?.[0];
  const save = find('/save_profile.cdc');
  const read = find('/get_profile.cdc');
  if (!save || !read) {
    fail(1, 'the app quickstart no longer shows save_profile.cdc and get_profile.cdc');
    return 0;
  }
  const user = await account('user');
  for (const [name, bio] of [['Ada', 'Writes Cadence'], ['Ada L.', 'Still writing Cadence']] as const) {
    const outcome = await client.transaction(withAddresses(save), [user], [
      {value: name, type: t.String!},
      {value: bio, type: t.String!},
    ]);
    if (outcome.error) {
      fail(save.block.line, `save_profile.cdc failed: ${vmError(outcome.error)}`);
      return 0;
    }
    const info = (await client.script(withAddresses(read), [{value: user, type: t.Address!}])) as {name?: string; bio?: string} | null;
    if (info?.name !== name || info?.bio !== bio) {
      fail(read.block.line, `get_profile.cdc returned ${JSON.stringify(info)} after saving name ${JSON.stringify(name)} and bio ${JSON.stringify(bio)}`);
    }
  }
  used.add(save).add(read);
  // Two blocks ran: the transaction and the script.
  return 2;
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
  const contextFor = (file: string): RunContext => ({
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
  });
  for (const [page, before] of Object.entries(PREREQUISITES)) {
    if (!pages.some((x) => x.file === page) || !pages.some((x) => x.file === before)) throw new Error(`cadence-run: PREREQUISITES names ${page} or ${before}, which has no Cadence blocks`);
  }
  let ran = 0;
  // A run of every page records the scripts that ran; a run of some pages leaves the record alone.
  ranScripts = files ? undefined : new Map();
  for (const page of selected) {
    const emulator = await startEmulator();
    try {
      const project = docs.projects.get(page.file)!;
      const client = await flowClient(emulator, core);
      const session: Session = {known: new Set([client.serviceAddress]), deployed: new Map(), readerContracts: new Set(), others: new Map(), evmContracts: new Map(), declarations: {deployed: new Set()}};
      const before = PREREQUISITES[page.file];
      if (before) {
        const prerequisite = pages.find((x) => x.file === before)!;
        const problems: Finding[] = [];
        await runPage(prerequisite, client, docs.projects.get(before)!, contextFor(before), session, problems, []);
        if (problems.length) failures.push({file: page.file, message: `following ${before} first, as this page assumes, failed: ${formatFinding(problems[0]!)}`});
      }
      const n = emulatorDeployments(page).size
        ? await runCommands(page, client, project, coreOnEmulator, failures, apart)
        : await runPage(page, client, project, contextFor(page.file), session, failures, apart);
      console.log(`cadence-run: ${page.file}: ${n} examples ran`);
      ran += n;
    } finally {
      await emulator.stop();
    }
  }
  if (ranScripts) {
    const scripts = [...ranScripts.values()].sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
    ranScripts = undefined;
    updateRunnable({emulator: toolchainVersions().emulator, scripts}, failures);
  }
  return {tally: {cadenceRun: ran}, failures, apart};
}

export const cadenceRun: Check = {
  name: 'cadence-run',
  needsToolchain: true,
  run: (pages?: string[]) => runCadence(pages),
};
