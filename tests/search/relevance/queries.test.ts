import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docRoutes, HOLDOUT_SET_FILE, loadQuerySet, QUERY_SET_FILE, unknownAnswers, validateQuerySet} from './querySet';

const DOCS = path.resolve(__dirname, '../../../docs');

describe('the relevance query set', () => {
  it('has at least 80 queries, each with answers', async () => {
    const queries = await loadQuerySet();
    expect(queries.length).toBeGreaterThanOrEqual(80);
  });

  it('answers every query with pages the site serves', async () => {
    const [queries, routes] = await Promise.all([loadQuerySet(), docRoutes(DOCS)]);
    expect(routes.has('/evm/networks')).toBe(true);
    expect(unknownAnswers(queries, routes)).toEqual([]);
  });

  it('has a held-out set of at least 40 other queries, each answered by pages the site serves', async () => {
    const [queries, held, routes] = await Promise.all([loadQuerySet(), loadQuerySet(HOLDOUT_SET_FILE), docRoutes(DOCS)]);
    expect(held.length).toBeGreaterThanOrEqual(40);
    expect(unknownAnswers(held, routes, HOLDOUT_SET_FILE)).toEqual([]);
    const tuned = new Set(queries.map(({query}) => query.trim().toLowerCase()));
    expect(held.filter(({query}) => tuned.has(query.trim().toLowerCase())).map(({query}) => query)).toEqual([]);
  });

  it('reports an answer that is not a page, naming the query and the route', async () => {
    const routes = await docRoutes(DOCS);
    // An index page is served at its folder's route, never at .../index.
    const problems = unknownAnswers([{query: 'core contract addresses', answers: ['/build/core-contracts', '/build/core-contracts/index']}], routes, 'queries.yaml');
    expect(problems).toEqual(['queries.yaml: entry 1 ("core contract addresses"): /build/core-contracts/index is not a page of the site']);
  });

  it('names the file, entry and field of a malformed entry', () => {
    const file = QUERY_SET_FILE;
    expect(() => validateQuerySet({query: 'x'}, file)).toThrow(`${file}: expected a list of entries`);
    expect(() => validateQuerySet([{query: 'coa', answers: []}], file)).toThrow(`${file}: entry 1 ("coa"): "answers" must be a non-empty list`);
    expect(() => validateQuerySet([{query: 'coa', answers: ['evm/accounts']}], file)).toThrow('answer "evm/accounts" is not a page route');
    expect(() => validateQuerySet([{query: 'coa', answers: ['/evm/accounts#coa']}], file)).toThrow('no anchor');
    expect(() => validateQuerySet([{query: '', answers: ['/evm/accounts']}], file)).toThrow('entry 1: "query" must be a non-empty string');
    expect(() => validateQuerySet([{query: 'coa', answer: ['/evm/accounts']}], file)).toThrow('entry 1: unknown field answer');
    expect(() =>
      validateQuerySet(
        [
          {query: 'COA', answers: ['/evm/accounts']},
          {query: 'coa', answers: ['/evm/accounts']},
        ],
        file,
      ),
    ).toThrow('entry 2 ("coa"): the same query as entry 1');
  });
});
