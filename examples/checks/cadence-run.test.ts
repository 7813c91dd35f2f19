/**
 * Unit tests of the `cadence-run` check's helpers: command lines and their values, placeholders as
 * the run sees them, results printed as the CLI prints them, contracts' init parameters, and why a
 * block that did not run is counted apart.
 */
import {describe, expect, it} from 'vitest';
import {afterNotRun, declarationApart} from './cadence-run';
import {commandLines, commandValues, entryParameters, jsonCadence, printed, readerPlaceholder, shellArgs, standInEvmAddress} from './cadence-values';
import {contractInitParameters, type AddressContext} from '../harness/accounts';
import {blankCommentsAndStrings, pageProject} from '../harness/cadence-project';
import {readDeclarations} from '../harness/declarations';

describe('cadence-run helpers', () => {
  it('reads a command line\'s arguments up to its first flag, without quotes', () => {
    expect(shellArgs('cadence/transactions/mint_nft.cdc $BOB "Sunrise" "The first MyNFT" --signer emulator-account')).toEqual([
      'cadence/transactions/mint_nft.cdc',
      '$BOB',
      'Sunrise',
      'The first MyNFT',
    ]);
  });

  it('reads the entry point parameters of scripts and transactions', () => {
    expect(entryParameters('access(all) fun main(address: Address, _ id: UInt64): String {}', 'script')).toEqual([
      {name: 'address', type: 'Address'},
      {name: 'id', type: 'UInt64'},
    ]);
    expect(entryParameters('import "X"\ntransaction(amount: UFix64) {}', 'transaction')).toEqual([{name: 'amount', type: 'UFix64'}]);
    expect(entryParameters('transaction {}', 'transaction')).toEqual([]);
  });

  it('prints results as the CLI does: strings quoted, numbers and arrays of numbers bare', () => {
    expect(printed('Hello, World!')).toBe('"Hello, World!"');
    expect(printed('75.00000000')).toBe('75.00000000');
    expect(printed(['1', '2'])).toBe('[1, 2]');
    expect(printed([])).toBe('[]');
  });

  const reader = '0x179b6b1cb6755e31';
  const context = (): AddressContext & {asked: string[]} => {
    const asked: string[] = [];
    return {
      reader,
      known: new Set([reader, '0xf8d6e0586b0a20c7']),
      coreOnEmulator: new Map([['0x1654653399040a61', '0x0ae53cb6e3f42a79']]),
      other: async (value) => {
        asked.push(value);
        return '0x01cf0e2f2f715450';
      },
      node: async () => ({nodeID: 'n'.repeat(64), networkingKey: 'k', stakingKey: 's', stakingKeyPoP: 'p', machineAccountKey: 'm'}),
      evmContract: async (name) => (name === 'Counter' ? '0x00000000000000000000000200000000000000aa' : undefined),
      asked,
    };
  };

  it('reads the values a reader gives: addresses as the emulator has them', async () => {
    const at = context();
    expect(await jsonCadence('0xYOUR_ADDRESS', 'Address', at)).toEqual({type: 'Address', value: reader});
    expect(await jsonCadence('$MY_ACCOUNT', 'Address', at)).toEqual({type: 'Address', value: reader});
    // FlowToken's mainnet address is its emulator address; an account the run made is itself.
    expect(await jsonCadence('0x1654653399040a61', 'Address', at)).toEqual({type: 'Address', value: '0x0ae53cb6e3f42a79'});
    expect(await jsonCadence('0xf8d6e0586b0a20c7', 'Address', at)).toEqual({type: 'Address', value: '0xf8d6e0586b0a20c7'});
    // Another user's address is another account, never the reader (a transfer to oneself is not a transfer).
    expect(await jsonCadence('0x8a4dce54554b225d', 'Address', at)).toEqual({type: 'Address', value: '0x01cf0e2f2f715450'});
    expect(at.asked).toEqual(['0x8a4dce54554b225d']);
    expect(readerPlaceholder('0xRECIPIENT')).toBe(false);
  });

  it('reads numbers, optionals, arrays and paths as the CLI does', async () => {
    const at = context();
    expect(await jsonCadence('10', 'UFix64', at)).toEqual({type: 'UFix64', value: '10.0'});
    expect(await jsonCadence('42', 'UInt64', at)).toEqual({type: 'UInt64', value: '42'});
    expect(await jsonCadence('nil', 'UInt32?', at)).toEqual({type: 'Optional', value: null});
    expect(await jsonCadence('[1, 2]', '[UInt64]', at)).toEqual({type: 'Array', value: [{type: 'UInt64', value: '1'}, {type: 'UInt64', value: '2'}]});
    expect(await jsonCadence('/public/flowTokenReceiver', 'PublicPath', at)).toEqual({type: 'Path', value: {domain: 'public', identifier: 'flowTokenReceiver'}});
    await expect(jsonCadence('x', '{String: Int}', at)).rejects.toThrow(/no argument conversion/);
  });

  it('stands in for generated keys and named EVM addresses, and keeps other strings', async () => {
    const at = context();
    const key = (await jsonCadence('NEW_PUBLIC_KEY_HEX', 'String', at)) as {value: string};
    expect(key.value).toMatch(/^[0-9a-f]{128}$/);
    expect(await jsonCadence('0xYourEvmAddress', 'String', at)).toEqual({type: 'String', value: standInEvmAddress('0xYourEvmAddress')});
    // A named address of a Solidity contract the page shows is that contract, deployed for the run.
    expect(await jsonCadence('0xYourCounterAddress', 'String', at)).toEqual({type: 'String', value: '0x00000000000000000000000200000000000000aa'});
    expect(standInEvmAddress('0xYourEvmAddress')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await jsonCadence('"Hello, Flow!"', 'String', at)).toEqual({type: 'String', value: 'Hello, Flow!'});
    expect(await jsonCadence('0xabc123', 'String', at)).toEqual({type: 'String', value: '0xabc123'});
    // A staking page's placeholders for the reader's node: the node made for the run.
    expect(await jsonCadence('NODE_ID_64_HEX', 'String', at)).toEqual({type: 'String', value: 'n'.repeat(64)});
    expect(await jsonCadence('STAKING_KEY_192_HEX', 'String', at)).toEqual({type: 'String', value: 's'});
    expect(await jsonCadence('STAKING_KEY_POP_HEX', 'String', at)).toEqual({type: 'String', value: 'p'});
    expect(await jsonCadence('MACHINE_ACCOUNT_PUBLIC_KEY_HEX', 'String', at)).toEqual({type: 'String', value: 'm'});
  });

  it('finds the values of a command line, across line breaks and in --args-json', () => {
    const lines = commandLines([
      "flow transactions send register.cdc --network mainnet \\\n  --args-json '[\n  {\"type\":\"UInt8\",\"value\":\"2\"}\n]'",
    ]);
    expect(lines).toHaveLength(1);
    expect(commandValues(lines[0]!)).toEqual({json: [{type: 'UInt8', value: '2'}]});
    expect(commandValues('flow accounts add-contract ./Greeter.cdc "Hello, Flow!" --signer alice')).toEqual({words: ['Hello, Flow!']});
  });

  it('reads the parameters of a contract\'s own init, not a nested resource\'s', () => {
    const code = [
      'access(all) contract C {',
      '  access(all) resource R { init(x: Int) {} }',
      '  init(greeting: String, _ limit: UInt64) {}',
      '}',
    ].join('\n');
    expect(contractInitParameters(blankCommentsAndStrings(code))).toEqual([
      {name: 'greeting', type: 'String'},
      {name: 'limit', type: 'UInt64'},
    ]);
    expect(contractInitParameters(blankCommentsAndStrings('access(all) contract D { init() {} }'))).toEqual([]);
  });

  it('counts apart a block that stops in a declaration, naming the function, and fails on other errors', () => {
    const all = readDeclarations();
    const line = all.get('HybridCustody')!.code.split('\n').findIndex((l) => l.includes('fun createManager(')) + 1;
    const error = `error: panic: declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a\n   --> 179b6b1cb6755e31.HybridCustody:${line}:78`;
    expect(declarationApart(error, all)).toMatch(/^stops in HybridCustody\.createManager, which examples\/declarations\/HybridCustody\.cdc declares \(onflow\/hybrid-custody@86a1d03\)/);
    expect(declarationApart('error: panic: There is no pending coin flip to reveal', all)).toBeUndefined();
  });

  it('counts apart a block that reads what an earlier block that did not run saves', () => {
    const block = (line: number, code: string) => ({file: 'docs/x.md', line, lang: 'cadence', meta: '', code});
    const project = pageProject(
      [
        block(1, 'transaction(guess: Bool) {\n  prepare(s: auth(SaveValue) &Account) {\n    s.storage.save(<- create R(), to: /storage/receipt)\n  }\n}'),
        block(9, 'transaction {\n  prepare(s: auth(LoadValue) &Account) {\n    let r <- s.storage.load<@R>(from: /storage/receipt)!\n  }\n}'),
        block(20, 'transaction {\n  prepare(s: auth(LoadValue) &Account) {\n    let r <- s.storage.load<@R>(from: /storage/other)!\n  }\n}'),
      ],
      {core: {}, addresses: {mainnet: {}, testnet: {}, emulator: {}}, newAddress: () => '0xca01'},
    );
    const notRun = new Set([project[0]!.block]);
    expect(afterNotRun(project[1]!, project, notRun)).toBe('reads /storage/receipt, which the block at line 1 saves, and that block did not run');
    expect(afterNotRun(project[2]!, project, notRun)).toBeUndefined();
    expect(afterNotRun(project[1]!, project, new Set())).toBeUndefined();
  });
});
