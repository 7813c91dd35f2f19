/**
 * Unit tests of the `cadence-run` check's helpers: command lines and their values, placeholders as
 * the run sees them, results printed as the CLI prints them, contracts' init parameters, and why a
 * block that did not run is counted apart.
 */
import {describe, expect, it} from 'vitest';
import {afterNotRun, blockFileNames, declarationApart, harnessWord, refusedValues, tieCommandLines} from './cadence-run';
import {parsePage} from '../harness/blocks';
import {commandLines, commandValues, entryParameters, positionalValue, printed, readerPlaceholder, shellArgs, standInEvmAddress} from './cadence-values';
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
    expect(await positionalValue('0xYOUR_ADDRESS', 'Address', at)).toEqual({type: 'Address', value: reader});
    expect(await positionalValue('$MY_ACCOUNT', 'Address', at)).toEqual({type: 'Address', value: reader});
    // FlowToken's mainnet address is its emulator address; an account the run made is itself.
    expect(await positionalValue('0x1654653399040a61', 'Address', at)).toEqual({type: 'Address', value: '0x0ae53cb6e3f42a79'});
    expect(await positionalValue('0xf8d6e0586b0a20c7', 'Address', at)).toEqual({type: 'Address', value: '0xf8d6e0586b0a20c7'});
    // Another user's address is another account, never the reader (a transfer to oneself is not a transfer).
    expect(await positionalValue('0x8a4dce54554b225d', 'Address', at)).toEqual({type: 'Address', value: '0x01cf0e2f2f715450'});
    expect(at.asked).toEqual(['0x8a4dce54554b225d']);
    expect(readerPlaceholder('0xRECIPIENT')).toBe(false);
  });

  it('reads numbers, optionals, arrays and paths as the CLI does', async () => {
    const at = context();
    expect(await positionalValue('10.0', 'UFix64', at)).toEqual({type: 'UFix64', value: '10.00000000'});
    // What the CLI refuses, the run refuses: a whole number for a UFix64, a bare address for a list.
    await expect(positionalValue('10', 'UFix64', at)).rejects.toThrow('the Flow CLI refuses 10 for a UFix64: it must be a number with a decimal point, like 10.0, not a whole number');
    await expect(positionalValue('0xf8d6e0586b0a20c7', '[Address]', at)).rejects.toThrow('the Flow CLI refuses 0xf8d6e0586b0a20c7 for a [Address]: it must be a list in brackets');
    expect(await positionalValue('[0xYOUR_ADDRESS, 0xf8d6e0586b0a20c7]', '[Address]', at)).toEqual({type: 'Array', value: [{type: 'Address', value: reader}, {type: 'Address', value: '0xf8d6e0586b0a20c7'}]});
    expect(await positionalValue('42', 'UInt64', at)).toEqual({type: 'UInt64', value: '42'});
    expect(await positionalValue('nil', 'UInt32?', at)).toEqual({type: 'Optional', value: null});
    expect(await positionalValue('[1, 2]', '[UInt64]', at)).toEqual({type: 'Array', value: [{type: 'UInt64', value: '1'}, {type: 'UInt64', value: '2'}]});
    expect(await positionalValue('/public/flowTokenReceiver', 'PublicPath', at)).toEqual({type: 'Path', value: {domain: 'public', identifier: 'flowTokenReceiver'}});
    await expect(positionalValue('x', '{String: Int}', at)).rejects.toThrow(/does not read from a command line/);
  });

  it('stands in for generated keys and named EVM addresses, and keeps other strings', async () => {
    const at = context();
    const key = (await positionalValue('NEW_PUBLIC_KEY_HEX', 'String', at)) as {value: string};
    expect(key.value).toMatch(/^[0-9a-f]{128}$/);
    expect(await positionalValue('0xYourEvmAddress', 'String', at)).toEqual({type: 'String', value: standInEvmAddress('0xYourEvmAddress')});
    // A named address of a Solidity contract the page shows is that contract, deployed for the run.
    expect(await positionalValue('0xYourCounterAddress', 'String', at)).toEqual({type: 'String', value: '0x00000000000000000000000200000000000000aa'});
    expect(standInEvmAddress('0xYourEvmAddress')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await positionalValue('"Hello, Flow!"', 'String', at)).toEqual({type: 'String', value: 'Hello, Flow!'});
    expect(await positionalValue('0xabc123', 'String', at)).toEqual({type: 'String', value: '0xabc123'});
    // A staking page's placeholders for the reader's node: the node made for the run.
    expect(await positionalValue('NODE_ID_64_HEX', 'String', at)).toEqual({type: 'String', value: 'n'.repeat(64)});
    expect(await positionalValue('STAKING_KEY_192_HEX', 'String', at)).toEqual({type: 'String', value: 's'});
    expect(await positionalValue('STAKING_KEY_POP_HEX', 'String', at)).toEqual({type: 'String', value: 'p'});
    expect(await positionalValue('MACHINE_ACCOUNT_PUBLIC_KEY_HEX', 'String', at)).toEqual({type: 'String', value: 'm'});
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

  describe('a command line is tied to the block it runs by the file it names', () => {
    const PAGE = 'docs/planted.md';
    const text = [
      '# Planted',
      '',
      '```cadence title="cadence/scripts/get_balance.cdc"',
      'access(all) fun main(address: Address): UFix64 {',
      '    return getAccount(address).balance',
      '}',
      '```',
      '',
      '```cadence title="cadence/scripts/get_summaries.cdc"',
      'access(all) fun main(addresses: [Address]): Int {',
      '    return addresses.length',
      '}',
      '```',
      '',
      '```bash',
      'flow scripts execute ./cadence/scripts/get_balance.cdc 0xf8d6e0586b0a20c7',
      'flow scripts execute ./cadence/scripts/get_summaries.cdc 0xf8d6e0586b0a20c7',
      'flow scripts execute ./cadence/scripts/get_other.cdc 0xf8d6e0586b0a20c7',
      '```',
      '',
    ].join('\n');
    const page = parsePage(PAGE, text);
    const project = pageProject(page.blocks.filter((b) => b.lang === 'cadence'), {core: {}, addresses: {mainnet: {}, testnet: {}, emulator: {}}, newAddress: () => '0xca01'});
    const files = blockFileNames(page);

    it('gives a line naming another block’s file to that block, not to the block above it', () => {
      const {tied} = tieCommandLines(page, project, files);
      expect(tied.get(project[0]!)?.map((l) => l.line)).toEqual([16]);
      expect(tied.get(project[1]!)?.map((l) => l.line)).toEqual([17]);
    });

    it('fails a line that names a file no block is, with its page and line', () => {
      const {problems} = tieCommandLines(page, project, files);
      expect(problems).toEqual([
        {
          file: PAGE,
          line: 18,
          message: '`flow scripts execute ./cadence/scripts/get_other.cdc` names a file that no Cadence block of this page is: say which block it runs with title="cadence/scripts/get_other.cdc" on that block\'s fence',
        },
      ]);
    });

    it('fails a line that gives a bare value for a list parameter, with its page and line, as the CLI refuses it', async () => {
      const {tied} = tieCommandLines(page, project, files);
      expect(await refusedValues(page, project[0]!, tied.get(project[0]!)!)).toEqual([]);
      expect(await refusedValues(page, project[1]!, tied.get(project[1]!)!)).toEqual([
        {
          file: PAGE,
          line: 17,
          message: 'gives 0xf8d6e0586b0a20c7 for addresses of the script at line 9: the Flow CLI refuses 0xf8d6e0586b0a20c7 for a [Address]: it must be a list in brackets, like [1, 2], not a whole number',
        },
      ]);
      // The count of values is held too.
      expect(await refusedValues(page, project[0]!, [{line: 30, text: 'flow scripts execute ./cadence/scripts/get_balance.cdc'}])).toEqual([
        {file: PAGE, line: 30, message: 'gives 0 values, and the script it runs (line 3) takes 1'},
      ]);
    });
  });

  it('makes a value of each type where a page shows none: the reader’s account, or a zero value the CLI reads', () => {
    const reader = '0x179b6b1cb6755e31';
    expect(['Address', 'UFix64', 'UInt64', 'String', 'Bool', '[Address]', 'UInt64?', 'PublicPath', 'StoragePath'].map((t) => harnessWord(t, reader))).toEqual([
      reader,
      '0.0',
      '0',
      '""',
      'false',
      '[]',
      'nil',
      '/public/flowTokenReceiver',
      '/storage/flowTokenVault',
    ]);
  });
});
