import {describe, expect, it} from 'vitest';
import coreContracts from '../../data/core-contracts.json';
import {importedNames, resolveImports} from './imports';

const networks = coreContracts.networks as Record<'mainnet' | 'testnet' | 'emulator', Record<string, string>>;

describe('imports pointed at one network', () => {
  const script = [
    'import "FungibleToken"',
    `import FlowToken from ${networks.mainnet.FlowToken}`,
    'import FungibleTokenMetadataViews from "./FungibleTokenMetadataViews.cdc"',
    'import Unknown from 0x01cf0e2f2f715450',
    '',
    'access(all) fun main(): UFix64 {',
    '  return FlowToken.totalSupply',
    '}',
  ].join('\n');

  for (const network of ['mainnet', 'testnet', 'emulator'] as const) {
    it(`gives each core contract its ${network} address, by name, by another network's address or by file, line for line`, () => {
      const resolved = resolveImports(script, networks[network]);
      const lines = resolved.split('\n');
      expect(lines).toHaveLength(script.split('\n').length);
      expect(lines[0]).toBe(`import FungibleToken from ${networks[network].FungibleToken}`);
      expect(lines[1]).toBe(`import FlowToken from ${networks[network].FlowToken}`);
      expect(lines[2]).toBe(`import FungibleTokenMetadataViews from ${networks[network].FungibleTokenMetadataViews}`);
      // A contract the table does not know keeps its import as written.
      expect(lines[3]).toBe('import Unknown from 0x01cf0e2f2f715450');
      expect(lines.slice(4)).toEqual(script.split('\n').slice(4));
    });
  }

  it('the three networks give different addresses to FungibleToken and FlowToken', () => {
    for (const name of ['FungibleToken', 'FlowToken']) {
      expect(new Set([networks.mainnet[name], networks.testnet[name], networks.emulator[name]]).size).toBe(3);
    }
  });

  it('rewrites a line of several contracts at one address, and refuses several addresses on one line', () => {
    const same = `import FlowIDTableStaking, FlowEpoch from ${networks.mainnet.FlowEpoch}`;
    expect(resolveImports(same, networks.testnet)).toBe(`import FlowIDTableStaking, FlowEpoch from ${networks.testnet.FlowEpoch}`);
    expect(() => resolveImports(`import FlowToken, FungibleToken from ${networks.mainnet.FlowToken}`, networks.testnet)).toThrow(/FlowToken, FungibleToken: these contracts are at different addresses/);
  });

  it('lists the names a script imports', () => {
    expect(importedNames(script)).toEqual(['FungibleToken', 'FlowToken', 'FungibleTokenMetadataViews', 'Unknown']);
  });
});
