import {describe, expect, it} from 'vitest';
import type {Block} from './blocks';
import {blankCommentsAndStrings, pageProject, parseBlock} from './cadence-project';
import {parseLintOutput} from './cadence-lint';

const block = (code: string, line = 1): Block => ({file: 'docs/x.md', line, lang: 'cadence', meta: '', code});
const addresses = {
  mainnet: {FungibleToken: '0xf233dcee88fe0abe'},
  testnet: {FungibleToken: '0x9a0766d93b6608b7'},
  emulator: {FungibleToken: '0xee82856bf20e2aa6'},
};
const core = {FungibleToken: '0xee82856bf20e2aa6', Crypto: '0xf8d6e0586b0a20c7'};

describe('parseBlock', () => {
  it('tells contracts, transactions and scripts apart, ignoring comments and strings', () => {
    expect(parseBlock('// contract Fake {}\naccess(all) contract Counter {\n  init() {}\n}').name).toBe('Counter');
    expect(parseBlock('transaction(amount: UFix64) {\n  prepare(s: &Account) { log("fun main(") }\n}').kind).toBe('transaction');
    expect(parseBlock('access(all) fun main(): Int { return 1 }').kind).toBe('script');
    expect(parseBlock('access(all) contract A {}\naccess(all) contract B {}').kind).toBe('other');
    expect(parseBlock('let x = 1').kind).toBe('other');
  });

  it('keeps lines and columns when blanking comments and strings', () => {
    const code = 'let a = "x // y" /* c\n d */ // e\nlet b = 2';
    const bare = blankCommentsAndStrings(code);
    expect(bare.length).toBe(code.length);
    expect(bare.split('\n')).toHaveLength(3);
    expect(bare).not.toContain('//');
  });
});

describe('pageProject', () => {
  it('resolves imports to the page contract above, then to core contracts, line for line', () => {
    let n = 0;
    const project = pageProject(
      [
        block('access(all) contract Counter {}'),
        block('import "Counter"\nimport FungibleToken from 0x9a0766d93b6608b7\naccess(all) fun main(): Int { return 1 }'),
      ],
      {core, addresses, newAddress: () => `0xca${String(++n).padStart(14, '0')}`},
    );
    expect(project[1]!.code.split('\n')).toEqual([
      'import Counter from 0xca00000000000001',
      'import FungibleToken from 0xee82856bf20e2aa6',
      'access(all) fun main(): Int { return 1 }',
    ]);
    expect(project[1]!.problems).toEqual([]);
  });

  it('reports a core contract imported from an address that is not its own', () => {
    const [p] = pageProject([block('import FungibleToken from 0x01\naccess(all) fun main() {}')], {core, addresses, newAddress: () => '0xca01'});
    expect(p!.problems[0]!.message).toMatch(/not its address on mainnet \(0xf233dcee88fe0abe\)/);
  });

  it('names what it cannot resolve', () => {
    const [p] = pageProject([block('import "SomeThirdParty"\ntransaction {}')], {core, addresses, newAddress: () => '0xca01'});
    expect(p!.resolved.get('SomeThirdParty')).toMatchObject({kind: 'missing'});
    expect(p!.code).toBe('import "SomeThirdParty"\ntransaction {}');
  });

  const declarations = {HybridCustody: {address: '0xdec1a7ed00000001', mainnet: '0xd8a7e05a7ac670c0', testnet: '0x294e44e1ec6993c6'}};

  it('resolves a third-party contract to its declaration, after the page, core contracts and other pages', () => {
    const [p] = pageProject([block('import "HybridCustody"\nimport FungibleToken from 0xf233dcee88fe0abe\ntransaction {}')], {core, addresses, newAddress: () => '0xca01', declarations});
    expect(p!.resolved.get('HybridCustody')).toEqual({kind: 'declaration', address: '0xdec1a7ed00000001'});
    expect(p!.code.split('\n')[0]).toBe('import HybridCustody from 0xdec1a7ed00000001');
    // A page's own contract of that name comes first.
    let n = 0;
    const own = pageProject([block('access(all) contract HybridCustody {}'), block('import "HybridCustody"\ntransaction {}')], {core, addresses, newAddress: () => `0xca0${++n}`, declarations});
    expect(own[1]!.resolved.get('HybridCustody')).toMatchObject({kind: 'page'});
  });

  it('accepts a declared contract imported by its mainnet or testnet address, and reports any other', () => {
    const [ok] = pageProject([block('import HybridCustody from 0xd8a7e05a7ac670c0\ntransaction {}')], {core, addresses, newAddress: () => '0xca01', declarations});
    expect(ok!.problems).toEqual([]);
    expect(ok!.code.split('\n')[0]).toBe('import HybridCustody from 0xdec1a7ed00000001');
    const [wrong] = pageProject([block('import HybridCustody from 0x01\ntransaction {}')], {core, addresses, newAddress: () => '0xca01', declarations});
    expect(wrong!.problems[0]!.message).toMatch(/not its address on mainnet \(0xd8a7e05a7ac670c0\) or testnet \(0x294e44e1ec6993c6\)/);
  });
});

describe('parseLintOutput', () => {
  it('reads errors and lint findings with their locations', () => {
    const output = [
      'error: mismatched types',
      ' --> 0000000000000000000000000000000000000000000000000000000000000001:3:15',
      '  |',
      '3 |   let a: Int = "x"',
      "  |                ^^^ expected `Int`, got `String`",
      '',
      'unnecessary-cast-hint: unnecessary-cast-hint: static cast is redundant',
      ' --> 0000000000000001.Foo:3:44',
    ].join('\n');
    expect(parseLintOutput(output)).toEqual([
      {location: '0'.repeat(63) + '1', line: 3, column: 15, severity: 'error', message: 'mismatched types', detail: 'expected `Int`, got `String`'},
      {location: '0000000000000001.Foo', line: 3, column: 44, severity: 'unnecessary-cast-hint', message: 'static cast is redundant', detail: ''},
    ]);
  });
});
