import {describe, expect, it} from 'vitest';
import {belowFloor} from './floor';
import {figures, pagesOf, rankOf} from './metrics';

describe('relevance figures', () => {
  it('lists each page once, in the order of its first hit, without anchors', () => {
    const urls = [
      'https://developers.flow.com/evm/networks#chain-ids',
      'https://developers.flow.com/evm/networks#rpc',
      'https://developers.flow.com/evm/using/',
      'https://developers.flow.com/evm/networks',
      'https://developers.flow.com/',
    ];
    expect(pagesOf(urls)).toEqual(['/evm/networks', '/evm/using', '/']);
  });

  it('ranks the first page that answers, counting from 1', () => {
    const pages = ['/evm/about', '/evm/using', '/evm/networks', '/build/basics/fees'];
    expect(rankOf(pages, ['/evm/networks'])).toBe(3);
    expect(rankOf(pages, ['/build/basics/fees', '/evm/using'])).toBe(2);
    expect(rankOf(pages, ['/evm/about/'])).toBe(1);
    expect(rankOf(pages, ['/tools/emulator'])).toBeUndefined();
  });

  it('computes hit@1, hit@5 and MRR over a hand-made set of ranks', () => {
    // Ranks 1, 2, 6 and not found: hit@1 1/4, hit@5 2/4, MRR (1 + 1/2 + 1/6 + 0) / 4.
    const result = figures([1, 2, 6, undefined]);
    expect(result.queries).toBe(4);
    expect(result.hitAt1).toBe(0.25);
    expect(result.hitAt5).toBe(0.5);
    expect(result.mrr).toBeCloseTo((1 + 0.5 + 1 / 6) / 4, 10);
  });

  it('gives perfect figures only when every query is answered first', () => {
    expect(figures([1, 1, 1])).toEqual({queries: 3, hitAt1: 1, hitAt5: 1, mrr: 1});
    expect(figures([undefined, undefined])).toEqual({queries: 2, hitAt1: 0, hitAt5: 0, mrr: 0});
  });

  it('refuses an empty set and impossible ranks', () => {
    expect(() => figures([])).toThrow(/at least one query/);
    expect(() => figures([0])).toThrow(/whole number from 1, got 0/);
    expect(() => figures([1.5])).toThrow(/got 1.5/);
  });
});

describe('the relevance gate (floor.ts)', () => {
  const figuresOf = (hitAt1: number, hitAt5: number) => ({queries: 100, hitAt1, hitAt5, mrr: 0});
  const floors = {embedded: {hitAt1: 0.7, hitAt5: 0.9}, typesense: {hitAt1: 0.5, hitAt5: 0.8}};

  it('passes figures at or above every floor', () => {
    expect(belowFloor([{name: 'embedded', figures: figuresOf(0.7, 0.95)}, {name: 'typesense', figures: figuresOf(0.5, 0.8)}], floors)).toEqual([]);
  });

  it('names the backend, the figure, its value and the floor of each figure below it, and a backend not measured', () => {
    expect(belowFloor([{name: 'embedded', figures: figuresOf(0.69, 0.85)}], floors)).toEqual([
      'embedded: hit@1 69.0% is below its floor of 70.0%',
      'embedded: hit@5 85.0% is below its floor of 90.0%',
      'typesense: not measured, and the gate needs its figures',
    ]);
  });
});
