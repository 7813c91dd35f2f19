/**
 * src/flow/cadenceValues.ts against a real node: scripts run on the pinned emulator through
 * `POST /v1/scripts` return every kind of value; formatValue must show each answer exactly as
 * Cadence's own String() does (examples/toolchain/emulator/cadencestring, what the Flow CLI prints
 * after "Result: "). And arguments built by parseArgument, passed to a script that returns them,
 * come back as they were sent.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {goHelper} from '../../examples/harness/cadence-env';
import {startEmulator, type Emulator} from '../../examples/harness/emulator';
import {skipRequested} from '../../examples/harness/toolchain';
import {formatValue, parseArgument, type JsonCadence} from '../../src/flow/cadenceValues';
import {arg, b64, fromB64, FlowRest} from './flow-rest';

const core = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/core-contracts.json'), 'utf8')) as {
  networks: {emulator: Record<string, string>};
};
const {FungibleToken, FlowToken} = core.networks.emulator;

/** Scripts whose results cover the kinds of value a doc script returns. */
const SCRIPTS: Record<string, string> = {
  'signed integers': 'access(all) fun main(): [Int8] { return [-128, 0, 127] }',
  'a big Int': 'access(all) fun main(): Int { return -123456789012345678901234567890 }',
  'Word8 and UInt256': 'access(all) fun main(): [AnyStruct] { return [255 as Word8, 115792089237316195423570985008687907853269984665640564039457584007913129639935 as UInt256] }',
  'UFix64 values': 'access(all) fun main(): [UFix64] { return [1.5, 0.00000001, 184467440737.09551615, 0.0] }',
  'a negative Fix64': 'access(all) fun main(): Fix64 { return -0.5 }',
  'addresses': `access(all) fun main(): [Address] { return [0x1, ${FlowToken}, 0xf8d6e0586b0a20c7] }`,
  'a String with quotes, escapes and unicode': 'access(all) fun main(): String { return "say \\"hi\\"\\n\\u{1F600} é\\t\\\\ done" }',
  'a Character': 'access(all) fun main(): Character { return "é" }',
  'a Bool': 'access(all) fun main(): Bool { return true }',
  'nested arrays': 'access(all) fun main(): [[String]] { return [["a", "b"], []] }',
  'a dictionary': 'access(all) fun main(): {String: UInt64} { return {"a": 1, "b\\"": 18446744073709551615} }',
  'optionals, nil and some': 'access(all) fun main(): [Int?] { return [nil, 1] }',
  'a nil optional': 'access(all) fun main(): String? { return nil }',
  'a struct': `access(all) struct Point {
    access(all) let x: Int
    access(all) let label: String?
    access(all) let tags: [String]
    init() { self.x = -3; self.label = nil; self.tags = ["a"] }
}
access(all) fun main(): Point { return Point() }`,
  'an enum': `access(all) enum Color: UInt8 { access(all) case red; access(all) case green }
access(all) fun main(): Color { return Color.green }`,
  'paths': 'access(all) fun main(): [Path] { return [/storage/flowTokenVault, /public/flowTokenReceiver] }',
  'types': `import FungibleToken from ${FungibleToken}
access(all) fun main(): [Type] {
    return [Type<Int>(), Type<{String: [Int?]}>(), Type<auth(Storage) &Account>(), Type<@{FungibleToken.Vault}>(), Type<Capability<&{FungibleToken.Balance}>>(), Type<[UInt8; 2]>()]
}`,
  'a capability': `import FungibleToken from ${FungibleToken}
access(all) fun main(): Capability<&{FungibleToken.Balance}> {
    return getAccount(0xf8d6e0586b0a20c7).capabilities.get<&{FungibleToken.Balance}>(/public/flowTokenBalance)
}`,
  'an inclusive range': 'access(all) fun main(): InclusiveRange<Int> { return InclusiveRange(1, 9, step: 2) }',
  'nothing': 'access(all) fun main() {}',
};

/** What the reader types, per parameter type; each goes through parseArgument and back. */
const TYPED: Array<[type: string, text: string]> = [
  ['UFix64', '1.5'],
  ['Fix64', '-2'],
  ['UInt8', '255'],
  ['Int256', (-(BigInt(2) ** BigInt(255))).toString()],
  ['Word64', '18446744073709551615'],
  ['Int', '-99999999999999999999'],
  ['Address', '0xf8d6e0586b0a20c7'],
  ['Address', FlowToken!.slice(2)],
  ['String', 'say "hi" é 😀\n\\'],
  ['String', ''],
  ['Character', 'é'],
  ['Bool', 'false'],
  ['PublicPath', '/public/flowTokenReceiver'],
  ['StoragePath', '/storage/flowTokenVault'],
  ['Address?', ''],
  ['String?', 'x'],
  ['[String]', '["a, b", ""]'],
  ['[UFix64?]', '[1, nil, 0.5]'],
  ['[[Int8]]', '[[1, -128], []]'],
];

/** Cadence's own String() of JSON-Cadence values, one per value. */
function cadenceStrings(values: unknown[]): string[] {
  const out = execFileSync(goHelper('emulator', 'cadencestring'), {input: values.map((v) => JSON.stringify(v)).join('\n'), encoding: 'utf8'});
  const lines = out.split('\n').slice(0, -1);
  if (lines.length !== values.length) throw new Error(`cadencestring answered ${lines.length} lines for ${values.length} values:\n${out}`);
  return lines;
}

let emulator: Emulator;
let rest: FlowRest;

async function run(script: string, args: JsonCadence[] = []): Promise<JsonCadence> {
  const answer = await rest.request('POST', '/scripts', {script: b64(script), arguments: args.map(arg)});
  expect(answer.status, `${script}\n${JSON.stringify(answer.body).slice(0, 800)}`).toBe(200);
  return JSON.parse(fromB64(answer.body as string)) as JsonCadence;
}

// EXAMPLES_SKIP=1 (a machine without Go, never CI) skips these with the example checks.
describe.skipIf(skipRequested())('cadenceValues against the emulator and Cadence itself', () => {
  beforeAll(async () => {
    emulator = await startEmulator();
    rest = new FlowRest(emulator.restUrl);
  });

  afterAll(async () => {
    await emulator?.stop();
  });

  it('formatValue shows every script result as Cadence String() does (the Flow CLI "Result: " text)', async () => {
    const names = Object.keys(SCRIPTS);
    const results: JsonCadence[] = [];
    for (const name of names) results.push(await run(SCRIPTS[name]!));
    const expected = cadenceStrings(results);
    const rows = names.map((name, i) => ({name, ours: formatValue(results[i]!), cadence: expected[i]}));
    expect(rows.filter((r) => r.cadence!.startsWith('!error')), 'every answer decodes in Go').toEqual([]);
    expect(rows.map((r) => `${r.name}: ${r.ours}`)).toEqual(rows.map((r) => `${r.name}: ${r.cadence}`));
    // The answers really are of the kinds named (a script that silently returned Void would prove nothing).
    expect(new Set(results.map((r) => r.type))).toEqual(new Set(['Array', 'Int', 'Fix64', 'String', 'Character', 'Bool', 'Dictionary', 'Optional', 'Struct', 'Enum', 'Capability', 'InclusiveRange', 'Void']));
  });

  it('arguments built by parseArgument come back from `fun main(x: T): T` as sent, and read as typed', async () => {
    for (const [type, text] of TYPED) {
      const parsed = parseArgument(type, text, 'emulator');
      if (!parsed.ok) throw new Error(`${type} ${JSON.stringify(text)}: ${parsed.error}`);
      const back = await run(`access(all) fun main(x: ${type}): ${type} { return x }`, [parsed.value]);
      expect(back, `${type} ${JSON.stringify(text)}`).toEqual(parsed.value);
      const [cadence] = cadenceStrings([back]);
      expect(formatValue(back), `${type} ${JSON.stringify(text)}`).toBe(cadence);
      if (type === 'String' || type === 'Character') expect(back.value).toBe(text);
    }
  });

  it('an address of another network: parseArgument refuses it before sending, where the node would run the script', async () => {
    const testnetFlowToken = '0x7e60df042a9c0868';
    expect(parseArgument('Address', testnetFlowToken, 'emulator')).toEqual({ok: false, error: 'is not an account address on emulator; it is one on testnet'});
    // The emulator runs the script with it anyway: the check is ours, made before sending.
    const script = 'access(all) fun main(a: Address): UFix64 { return getAccount(a).balance }';
    expect(formatValue(await run(script, [{type: 'Address', value: testnetFlowToken}]))).toBe('0.00000000');
  });
});
