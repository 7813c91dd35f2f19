import {afterEach, describe, expect, it, vi} from 'vitest';
import coreContracts from '../../../data/core-contracts.json';
import type {RunnableScript} from '../../../plugins/run-script';
import {blockError, contractField, invalidOn, prepare, run, TIMEOUT_MS} from './run';
import {toBase64} from '../../flow/accessApi';

const core = coreContracts.networks as Record<'mainnet' | 'testnet' | 'emulator', Record<string, string>>;

const balance: RunnableScript = {
  code: 'import "FungibleToken"\n\naccess(all) fun main(address: Address, label: String): UFix64 {\n  return 0.0\n}',
  params: [
    {name: 'address', type: 'Address', initial: '', hint: ''},
    {name: 'label', type: 'String', initial: '', hint: ''},
  ],
  file: 'cadence/scripts/get_balance.cdc',
  networks: {
    testnet: {imports: {FungibleToken: core.testnet.FungibleToken!}},
    mainnet: {imports: {FungibleToken: core.mainnet.FungibleToken!}},
    emulator: {imports: {FungibleToken: core.emulator.FungibleToken!}},
  },
  start: 'testnet',
  exampleAddress: {testnet: core.testnet.FlowToken!, mainnet: core.mainnet.FlowToken!, emulator: core.emulator.FlowToken!},
  readerContracts: [],
};

describe('prepare: what Run sends, checked first', () => {
  it('points the imports at the chosen network, encodes the values and writes the CLI line', () => {
    const prepared = prepare(balance, 'testnet', {address: '0x7e60df042a9c0868', label: "it's mine"});
    expect(prepared).toEqual({
      ok: true,
      script: balance.code.replace('import "FungibleToken"', `import FungibleToken from ${core.testnet.FungibleToken}`),
      args: [
        {type: 'Address', value: '0x7e60df042a9c0868'},
        {type: 'String', value: "it's mine"},
      ],
      cli: `flow scripts execute cadence/scripts/get_balance.cdc 0x7e60df042a9c0868 'it'\\''s mine' --network testnet`,
    });
  });

  it('refuses an address of another network and an empty one, keyed by field, and sends nothing', () => {
    const prepared = prepare(balance, 'testnet', {address: core.emulator.FungibleToken!, label: 'x'});
    expect(prepared).toEqual({ok: false, errors: {address: 'address: is not an account address on testnet; it is one on emulator'}});
    expect(prepare(balance, 'mainnet', {label: 'x'})).toEqual({ok: false, errors: {address: `address: give a value first (Address), for example ${core.mainnet.FlowToken}`}});
  });

  it('asks first for a value the page gives none for; an empty optional is nil, an empty String the page gave is kept', () => {
    expect(prepare(balance, 'emulator', {address: '', label: ''})).toEqual({
      ok: false,
      errors: {address: `address: give a value first (Address), for example ${core.emulator.FlowToken}`, label: 'label: give a value first (String), for example some text'},
    });
    const optional: RunnableScript = {...balance, params: [{name: 'n', type: 'UInt64?', initial: '', hint: ''}]};
    expect(prepare(optional, 'emulator', {n: ''})).toMatchObject({ok: true, args: [{type: 'Optional', value: null}]});
  });

  it('invalidOn says which values a network refuses, so a switch of network never keeps one silently', () => {
    const values = {address: core.emulator.FlowToken!, label: ''};
    expect(invalidOn(balance, 'emulator', values)).toEqual({});
    expect(invalidOn(balance, 'testnet', values)).toEqual({address: 'address: is not an account address on testnet; it is one on emulator'});
  });

  it('gives the reason a network is not offered, and asks the emulator for the address of the reader’s contract', () => {
    const mine: RunnableScript = {
      ...balance,
      code: 'import "HelloWorld"\naccess(all) fun main(): String { return HelloWorld.greeting }',
      params: [],
      networks: {testnet: {reason: 'not here'}, mainnet: {reason: 'not here'}, emulator: {imports: {}}},
      readerContracts: ['HelloWorld'],
    };
    expect(prepare(mine, 'testnet', {})).toEqual({ok: false, errors: {}, reason: 'not here'});
    expect(prepare(mine, 'emulator', {})).toEqual({ok: false, errors: {[contractField('HelloWorld')]: 'The address of your HelloWorld contract is required'}});
    expect(prepare(mine, 'emulator', {[contractField('HelloWorld')]: core.testnet.FlowToken!})).toMatchObject({ok: false, errors: {[contractField('HelloWorld')]: expect.stringMatching(/is not an account address on emulator/)}});
    const ok = prepare(mine, 'emulator', {[contractField('HelloWorld')]: '0x179b6b1cb6755e31'});
    expect(ok).toMatchObject({ok: true, script: 'import HelloWorld from 0x179b6b1cb6755e31\naccess(all) fun main(): String { return HelloWorld.greeting }'});
  });

  it('falls back to --args-json when a value has no positional form', () => {
    const character: RunnableScript = {...balance, params: [{name: 'c', type: 'Character', initial: '', hint: ''}]};
    expect(prepare(character, 'emulator', {c: 'é'})).toMatchObject({ok: true, cli: `flow scripts execute cadence/scripts/get_balance.cdc --args-json '[{"type":"Character","value":"é"}]' --network emulator`});
  });
});

describe('blockError', () => {
  // The shape of the emulator's answer to a script that fails inside a contract it calls (flow-emulator v1.20.0).
  const message = [
    'Invalid Flow argument: [Error Code: 1101] error caused by: 1 error occurred:',
    '\t* [Error Code: 1101] cadence runtime error: Execution failed:',
    ' --> 70f4051f361e697259c227465f33c9b7f34186e4e1715ff5e376cdd806411fbc:4:10',
    '  |',
    '4 |   let i = FlowIDTableStaking.NodeInfo(nodeID: "ab")',
    '   --> f8d6e0586b0a20c7.FlowIDTableStaking:279:29',
    'error: pre-condition failed: Specified node ID does not exist in the record',
  ].join('\n');

  it('reads the script’s own location as the block’s line, and leaves a contract’s location as the node wrote it', () => {
    const read = blockError(message);
    expect(read).toContain(' --> line 4, column 10 of this script\n');
    expect(read).toContain('   --> f8d6e0586b0a20c7.FlowIDTableStaking:279:29\n');
    expect(read).not.toContain('70f4051f');
  });

  it('names a transaction as the block when the Send panel reads a transaction’s error (its location is the transaction ID)', () => {
    expect(blockError(message, 'transaction')).toContain(' --> line 4, column 10 of this transaction\n');
  });
});

describe('run: the requests to the node and what the reader is told', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const answers = (script: (url: string, init?: RequestInit) => Promise<Response>) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return script(url, init);
    });
    return calls;
  };
  const sealed = () => new Response(JSON.stringify([{header: {height: '42'}}]), {status: 200});

  it('runs the script at the latest sealed block and decodes the answer', async () => {
    const calls = answers(async (url) => (url.includes('/blocks') ? sealed() : new Response(JSON.stringify(toBase64('{"type":"UFix64","value":"1.50000000"}')), {status: 200})));
    const outcome = await run('testnet', 'access(all) fun main(): UFix64 { return 1.5 }', []);
    expect(calls).toEqual(['GET https://rest-testnet.onflow.org/v1/blocks?height=sealed', 'POST https://rest-testnet.onflow.org/v1/scripts?block_height=42']);
    expect(outcome).toMatchObject({ok: true, value: '1.50000000', height: '42', raw: {type: 'UFix64', value: '1.50000000'}});
  });

  it('cuts a node off that does not answer, and says so', async () => {
    vi.useFakeTimers();
    answers(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = run('mainnet', 'access(all) fun main() {}', []);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 1);
    expect(await pending).toMatchObject({ok: false, message: `The node did not answer the request for its latest sealed block within ${TIMEOUT_MS / 1000} s. Try again, or pick another network.`});
  });

  it('says when the local emulator is not there, and passes on the node’s error', async () => {
    answers(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await run('emulator', 'x', [])).toMatchObject({ok: false, message: expect.stringMatching(/Is the emulator running \(flow emulator\) on port 8888\?$/)});
    answers(async (url) => (url.includes('/blocks') ? sealed() : new Response(JSON.stringify({code: 400, message: 'error: cannot find declaration'}), {status: 400})));
    expect(await run('testnet', 'x', [])).toMatchObject({ok: false, message: 'error: cannot find declaration'});
  });
});
