/**
 * The Run panel's logic, without React: checking the reader's values for a network, the script
 * with its imports pointed at that network, the requests to the Access API (the sealed block,
 * then the script at that block), the answer decoded, the node's error with its lines mapped to
 * the block's, and the `flow scripts execute` line to copy. Unit-tested in run.test.ts.
 */
import {fromBase64, networkOrigins, scriptBody, type NetworkId} from '../../flow/accessApi';
import {cliArgument, exampleText, formatValue, parseArgument, type JsonCadence} from '../../flow/cadenceValues';
import {resolveImports} from '../../flow/imports';
import type {RunnableScript} from '../../../plugins/run-script';

/** How long a node may take to answer each request before the panel gives up. */
export const TIMEOUT_MS = 20_000;

export type Prepared =
  | {ok: true; script: string; args: JsonCadence[]; cli: string}
  | {ok: false; errors: Record<string, string>; reason?: string};

const shellQuote = (text: string) => (/^[\w.:/@+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** The field key of a contract the reader deployed (its address, on the emulator). */
export const contractField = (name: string) => `contract:${name}`;

/**
 * Checks every value for `network` and builds what is sent; nothing is sent here. `values` holds
 * the parameters by name and the reader's contracts by contractField(name). `command` is the Flow
 * CLI's command for the same (the Send panel's: `flow transactions send`).
 */
export function prepare(script: RunnableScript, network: NetworkId, values: Record<string, string>, command = 'flow scripts execute'): Prepared {
  const plan = script.networks[network];
  if ('reason' in plan) return {ok: false, errors: {}, reason: plan.reason};
  const errors: Record<string, string> = {};
  const addresses: Record<string, string> = {...plan.imports};
  if (network === 'emulator') {
    for (const name of script.readerContracts) {
      const key = contractField(name);
      const text = (values[key] ?? '').trim();
      const parsed = parseArgument('Address', text, network);
      if (!text) errors[key] = `The address of your ${name} contract is required`;
      else if (!parsed.ok) errors[key] = `The address of your ${name} contract ${parsed.error}`;
      else addresses[name] = String(parsed.value.value);
    }
  }
  const args: JsonCadence[] = [];
  const words: Array<string | null> = [];
  for (const param of script.params) {
    const text = values[param.name] ?? '';
    // An empty field is asked for first: an empty optional is nil, and an empty String is sent as
    // such only where the page gave a value the reader cleared.
    const type = param.type.trim();
    if (text === '' && !type.endsWith('?') && (type !== 'String' || !param.initial)) {
      errors[param.name] = `${param.name}: give a value first (${param.type.trim()}), for example ${exampleText(param.type, script.exampleAddress[network])}`;
      continue;
    }
    const parsed = parseArgument(param.type, text, network);
    if (!parsed.ok) {
      errors[param.name] = `${param.name}: ${parsed.error}`;
      continue;
    }
    args.push(parsed.value);
    words.push(cliArgument(param.type, text));
  }
  if (Object.keys(errors).length) return {ok: false, errors};
  let code: string;
  try {
    code = resolveImports(script.code, addresses);
  } catch (error) {
    return {ok: false, errors: {}, reason: (error as Error).message};
  }
  const given = words.every((w) => w !== null) ? words.map((w) => ` ${shellQuote(w!)}`).join('') : ` --args-json ${shellQuote(JSON.stringify(args))}`;
  return {ok: true, script: code, args, cli: `${command} ${shellQuote(script.file)}${given} --network ${network}`};
}

/**
 * The node's error message, with the block's own location (`--> <64 hex digits>:LINE:COL`, the
 * script's hash or the transaction's ID) read as the block's line; a location in a contract
 * (`--> A.<address>.Name:…`) stays as the node wrote it. `what` is the block's kind.
 */
export function blockError(message: string, what: 'script' | 'transaction' = 'script'): string {
  return message.replace(/-->\s*(?:s\.)?[0-9a-f]{64}:(\d+):(\d+)/g, (_, line: string, col: string) => `--> line ${line}, column ${col} of this ${what}`);
}

export type Outcome =
  | {ok: true; value: string; raw: JsonCadence; height: string; ms: number}
  | {ok: false; message: string; ms: number};

async function request(url: string, init: RequestInit, what: string): Promise<{status: number; body: unknown}> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(url, {...init, signal: controller.signal});
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text itself is the message.
    }
    return {status: response.status, body};
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`The node did not answer ${what} within ${TIMEOUT_MS / 1000} s. Try again, or pick another network.`);
    throw new Error(`The node could not be reached for ${what} (${(error as Error).message}). ${url.startsWith('http://localhost') ? 'Is the emulator running (flow emulator) on port 8888?' : 'Check your connection.'}`);
  } finally {
    clearTimeout(timer);
  }
}

const message = (body: unknown) => (body && typeof body === 'object' && 'message' in body ? String((body as {message: unknown}).message) : String(body));

/** Runs a prepared script on `network`: at the latest sealed block, whose height the outcome gives. */
export async function run(network: NetworkId, script: string, args: JsonCadence[], now: () => number = () => performance.now()): Promise<Outcome> {
  const origin = networkOrigins()[network];
  const started = now();
  const elapsed = () => Math.round(now() - started);
  try {
    const block = await request(`${origin}/v1/blocks?height=sealed`, {}, 'the request for its latest sealed block');
    const height = Array.isArray(block.body) ? (block.body[0] as {header?: {height?: string}})?.header?.height : undefined;
    if (block.status !== 200 || !height) return {ok: false, message: `The node did not give its latest sealed block (${block.status}): ${message(block.body)}`, ms: elapsed()};
    const answer = await request(
      `${origin}/v1/scripts?block_height=${height}`,
      {method: 'POST', headers: {'Content-Type': 'application/json'}, body: scriptBody(script, args)},
      'the script',
    );
    if (answer.status !== 200) return {ok: false, message: blockError(message(answer.body)), ms: elapsed()};
    const raw = JSON.parse(fromBase64(String(answer.body))) as JsonCadence;
    return {ok: true, value: formatValue(raw), raw, height, ms: elapsed()};
  } catch (error) {
    return {ok: false, message: (error as Error).message, ms: elapsed()};
  }
}

/**
 * The values that are not valid on `network`, with why, for the fields that show them: on a switch
 * of network a value is never kept without saying so. Empty fields are left to Run (prepare).
 */
export function invalidOn(script: RunnableScript, network: NetworkId, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const param of script.params) {
    const text = values[param.name] ?? '';
    if (text === '') continue;
    const parsed = parseArgument(param.type, text, network);
    if (!parsed.ok) errors[param.name] = `${param.name}: ${parsed.error}`;
  }
  return errors;
}
