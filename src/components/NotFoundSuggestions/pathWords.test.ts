import {describe, expect, it} from 'vitest';
import {MAX_SEARCHES, pathWords, rankPages, searchesFor, sharedWords} from './pathWords';

describe('the words of a missing address', () => {
  it('splits on slashes, dashes, underscores and dots, lower-cased, without file extensions', () => {
    expect(pathWords('/tools/flow-cli/Send_Transactions.html')).toEqual(['tools', 'flow', 'cli', 'send', 'transactions']);
    expect(pathWords('/cadence/index.md/')).toEqual(['cadence']);
    expect(pathWords('/')).toEqual([]);
  });

  it('decodes escapes, and keeps a malformed one as text', () => {
    expect(pathWords('/evm/gas%20fees')).toEqual(['evm', 'gas', 'fees']);
    expect(pathWords('/evm/bad%zz')).toEqual(['evm', 'bad%zz']);
  });

  it('searches the whole path first, then drops its first words, at most MAX_SEARCHES times', () => {
    expect(searchesFor(['build', 'basics', 'account'])).toEqual(['build basics account', 'basics account', 'account']);
    const long = searchesFor(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(long).toHaveLength(MAX_SEARCHES);
    expect(long[0]).toBe('c d e f g');
    expect(long.at(-1)).toBe('g');
    expect(searchesFor([])).toEqual([]);
  });
});

describe('ranking the pages found', () => {
  it('counts the distinct words two addresses share, singular and plural alike', () => {
    expect(sharedWords(['build', 'basics', 'account'], '/build/basics/accounts')).toBe(3);
    expect(sharedWords(['tools', 'flow', 'cli', 'transactions', 'send', 'transactions'], '/tools/flow-js-testing/send-transactions')).toBe(4);
    // Two letters are too few to count as the start of a word.
    expect(sharedWords(['ab'], '/about')).toBe(0);
  });

  it('puts the page whose address shares most words first, keeping search order among equals', () => {
    const missing = pathWords('/build/basics/account');
    const found = ['/build/differences-vs-evm/account-abstraction', '/build/basics', '/build/basics/accounts', '/build/basics', '/ecosystem/wallets'];
    // accounts shares three words; account-abstraction (build, account) and basics (build, basics) two each, in search order.
    expect(rankPages(missing, found, 3)).toEqual(['/build/basics/accounts', '/build/differences-vs-evm/account-abstraction', '/build/basics']);
    expect(rankPages(missing, [], 3)).toEqual([]);
  });
});
