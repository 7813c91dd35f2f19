import {describe, expect, it} from 'vitest';
import {entryParameters, printed, shellArgs} from './cadence-run';

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
});
