/**
 * The values of a page's command lines as the `cadence-run` check gives them to a block: the
 * command line after a block (`flow scripts execute`, `flow transactions send`, `flow accounts
 * add-contract`), its positional or `--args-json` values as JSON-Cadence arguments for the block's
 * parameters (placeholders seen as the run sees them, see AddressContext), and a script's result
 * printed as the CLI prints it.
 */
import {createHash, generateKeyPairSync} from 'node:crypto';
import type {AddressContext, NodeKeys} from '../harness/accounts';
import {jsonArg, type CadenceArg} from '../harness/flow-client';
import {cliValue, listItems, parseType, type JsonCadence} from '../../src/flow/cadenceValues';

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

/** A page's address value as the emulator account it stands for (see AddressContext). */
export async function runAddress(value: string, at: AddressContext): Promise<string> {
  if (readerPlaceholder(value)) return at.reader;
  const hex = /^0x[0-9a-fA-F]{1,16}$/.test(value) ? `0x${value.slice(2).toLowerCase().padStart(16, '0')}` : undefined;
  if (hex && at.coreOnEmulator.has(hex)) return at.coreOnEmulator.get(hex)!;
  if (hex && at.known.has(hex)) return hex;
  return at.other(value);
}

/**
 * What the run puts where a page's String value is a placeholder for something the reader has
 * (a node's ID and keys, a new key, an EVM address), or the value as it is.
 */
async function stringStandIn(value: string, at: AddressContext): Promise<string> {
  // A node's ID and keys, where a staking page asks for the reader's own: a node made for the run.
  const nodeKey = NODE_PLACEHOLDERS.find(([pattern]) => pattern.test(value))?.[1];
  if (nodeKey) return (await at.node())[nodeKey];
  // A placeholder for the key `flow keys generate` prints is a new key, generated for the run.
  if (/^[A-Z0-9_]*PUBLIC_KEY[A-Z0-9_]*$/.test(value)) return newPublicKeyHex();
  // `0xYourCounterAddress`, where the page shows a Solidity contract `Counter`: that contract.
  const named = /^0x(?:Your|My)?(\w+?)(?:Contract)?Address$/i.exec(value)?.[1];
  const contract = named ? await at.evmContract(named) : undefined;
  if (contract) return contract;
  // A named EVM address (`0xYourEvmAddress`, `0xRecipient`) is an EVM address of its own.
  if (/^0x[A-Za-z_]*[g-zG-Z_][A-Za-z_]*$/.test(value)) return standInEvmAddress(value);
  return value;
}

/**
 * A positional value of a page's command line as JSON-Cadence for a parameter of the given type,
 * read by the Flow CLI's own rules (cliValue: `10.0` for a UFix64, `[0x01]` for an `[Address]`),
 * after the run's stand-ins replace the page's placeholders: an address (top level or a list
 * item) through runAddress, a String through stringStandIn. Throws when the CLI would refuse the
 * value, saying why.
 */
export async function positionalValue(word: string, type: string, at: AddressContext): Promise<JsonCadence> {
  const parsed = parseType(type);
  let text = word;
  if (parsed?.kind === 'simple' && parsed.name === 'Address') text = await runAddress(/^[0-9a-fA-F]{1,16}$/.test(word) ? `0x${word}` : word, at);
  else if (parsed?.kind === 'simple' && parsed.name === 'String') text = word.startsWith('"') ? word : await stringStandIn(word, at);
  else if (/Address/.test(type) && word.trim().startsWith('[')) {
    // A list whose brackets or quotes do not close stays as written: the CLI's rules refuse it below, saying why.
    const items = listItems(word);
    if (items) {
      const addresses: string[] = [];
      for (const item of items) addresses.push(item === 'nil' ? item : await runAddress(item, at));
      text = `[${addresses.join(', ')}]`;
    }
  } else if (parsed?.kind === 'optional' && parsed.of.kind === 'simple' && parsed.of.name === 'Address' && word !== 'nil') text = await runAddress(word, at);
  const value = cliValue(type, text);
  if (!value.ok) throw new Error(`the Flow CLI refuses ${word} for a ${type}: it ${value.error}`);
  return value.value;
}

/** How the CLI prints a script's result, from the value FCL decoded (numbers arrive as strings). */
export function printed(value: unknown): string {
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(printed).join(', ')}]`;
  return JSON.stringify(value);
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
export function commandFor(kind: 'script' | 'transaction' | 'contract', after: string[]): string | undefined {
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

/**
 * The values for a block's parameters, as JSON-Cadence arguments, or why there are none. On a guide
 * whose command list sets shell variables to accounts (`$ALICE`), a positional `$NAME` is that account.
 */
export async function argumentsFor(
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
  const words: string[] = [];
  for (const word of values.words) {
    const variable = at.variable ? /^\$(\w+)$/.exec(word)?.[1] : undefined;
    words.push(variable ? await at.variable!(variable) : word);
  }
  const args: CadenceArg[] = [];
  for (const [i, word] of words.entries()) args.push(jsonArg(await positionalValue(word, params[i]!.type, at), params[i]!.type));
  return {args};
}

/** JSON-Cadence from a page, with its addresses seen as the run sees them (see positionalValue). */
async function remapJson(json: unknown, at: AddressContext): Promise<unknown> {
  if (Array.isArray(json)) return Promise.all(json.map((x) => remapJson(x, at)));
  if (json && typeof json === 'object') {
    const o = json as {type?: string; value?: unknown};
    if (o.type === 'Address' && typeof o.value === 'string') return {type: 'Address', value: await runAddress(o.value, at)};
    if (o.type === 'String' && typeof o.value === 'string') return {type: 'String', value: await stringStandIn(o.value, at)};
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = await remapJson(v, at);
    return out;
  }
  return json;
}
