/**
 * The Typesense backend's two calls (src/search/typesense.ts): the window of candidate pages, with only what ranks
 * them, then the records of the hits shown, by id. What each call asks, then, against a real typesense-server, that
 * the answers are those one call with whole records gave (tests/search/oneCall.ts): on pages written to cut
 * excerpts, and on the production build's records with the relevance query sets when a build is there (npm run
 * search:eval compares them too, pages 1 to 3, on every run of the gate). The second call failing is in fallback.test.ts.
 */
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {env} from '../../config/env';
import {searchConfig, TYPESENSE_QUERY_BY} from '../../config/search';
import {buildRequest, HIERARCHY} from '../../src/search/request';
import {createTypesenseBackend, documentSearches, MOST_PER_SEARCH, showsText, typesenseSearches} from '../../src/search/typesense';
import {CANDIDATES, RANKED_FIELDS} from '../../src/search/typesenseRank';
import type {SearchHit, SearchResult} from '../../src/search/types';
import type {EmbeddedIndexFile} from '../../plugins/search-index/types';
import {answerDifferences, oneCallBackend} from './oneCall';
import {typesenseProxy} from './proxy';
import {HOLDOUT_SET_FILE, loadQuerySet} from './relevance/querySet';
import {startTypesense, typesenseBinary, type LoadedTypesense, type RunningTypesense} from './typesenseServer';

const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
const config = searchConfig({...env, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined});
const FIELDS = `${HIERARCHY},content,anchor,url,type,id`;

describe('what each call asks', () => {
  it('the window\'s call asks for what ranking reads of each record, and its highlights, not the record', () => {
    const [ranking] = typesenseSearches(buildRequest(config, 'staking rewards', FILTER)).searches;
    expect(ranking).toMatchObject({per_page: CANDIDATES, include_fields: RANKED_FIELDS, highlight_fields: TYPESENSE_QUERY_BY, highlight_full_fields: HIERARCHY, snippet_threshold: 8, highlight_affix_num_tokens: 12});
    expect(RANKED_FIELDS.split(',').sort()).toEqual(['id', 'page_inbound', 'type']);
  });

  it('past the window, one call asks for the records of the page of results, as before', () => {
    const {searches, window} = typesenseSearches(buildRequest(config, 'staking', FILTER, 4, 10));
    expect(window).toBeUndefined();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({page: 4, per_page: 10, group_limit: 3, include_fields: `${FIELDS},page_inbound`});
    expect(searches[0]).not.toHaveProperty('highlight_fields');
  });

  it('the second call fetches the records by id, with their text only where the UI shows it whole', () => {
    const request = buildRequest(config, 'staking', FILTER);
    const searches = documentSearches(request, [
      {id: '/a#0', text: true},
      {id: '/a#3', text: false},
      {id: '/b,c#1', text: true},
    ]);
    expect(searches).toEqual([
      {collection: request.collection, q: '*', filter_by: 'id:[`/a#0`,`/b,c#1`]', per_page: 2, include_fields: FIELDS, enable_highlight_v1: false},
      {collection: request.collection, q: '*', filter_by: 'id:[`/a#3`]', per_page: 1, include_fields: FIELDS.replace(',content', ''), enable_highlight_v1: false},
    ]);
    // A request that names no fields gets every field, and every field but the text.
    const everything = (({include_fields: _fields, ...rest}: typeof request) => rest)(request);
    expect(documentSearches(everything, [{id: '/a#0', text: true}, {id: '/a#3', text: false}]).map(({include_fields, exclude_fields}) => [include_fields, exclude_fields])).toEqual([
      [undefined, undefined],
      [undefined, 'content'],
    ]);
  });

  it('asks for the records\' ids even where the request\'s fields leave them out: the records are told apart by them', () => {
    const request = {...buildRequest(config, 'staking', FILTER), include_fields: 'hierarchy.lvl1,content,url'};
    expect(documentSearches(request, [{id: '/a#0', text: true}, {id: '/a#3', text: false}]).map((search) => search.include_fields)).toEqual(['hierarchy.lvl1,content,url,id', 'hierarchy.lvl1,url,id']);
  });

  it('asks for at most as many records a search as Typesense returns, and refuses an id it cannot quote', () => {
    const request = buildRequest(config, 'staking', FILTER);
    const searches = documentSearches(request, Array.from({length: MOST_PER_SEARCH + 1}, (_, n) => ({id: `/p#${n}`, text: true})));
    expect(searches.map((search) => search.per_page)).toEqual([MOST_PER_SEARCH, 1]);
    expect(() => documentSearches(request, [{id: '/a`b#0', text: true}])).toThrow('holds a backtick');
  });

  it('leaves out the text of a section whose text matched, whose excerpt is all the UI shows of it', () => {
    const hit = (type: string, highlighted: string[]) => ({document: {type}, highlight: Object.fromEntries(highlighted.map((field) => [field, {matched_tokens: ['x']}]))});
    expect(showsText(hit('content', ['content']))).toBe(false);
    // Matched in its headings only: the excerpt is the whole text.
    expect(showsText(hit('content', ['hierarchy.lvl1']))).toBe(true);
    // A page's own record: its text, the summary, shows whole among recent searches.
    expect(showsText(hit('lvl1', ['content']))).toBe(true);
    expect(showsText(hit('lvl2', ['hierarchy.lvl2']))).toBe(true);
  });
});

describe('comparing the answers of two calls with one call\'s', () => {
  const hit = (objectID: string, type: SearchHit['type'], snippet: string, matched = true): SearchHit => ({
    objectID,
    id: objectID,
    type,
    url: `https://developers.flow.com${objectID.replace('#', '#s')}`,
    url_without_anchor: 'https://developers.flow.com/a',
    'hierarchy.lvl0': 'Build',
    'hierarchy.lvl1': 'A',
    item_priority: 0,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    content: 'The whole text of the section, with its <mark>word</mark> somewhere.',
    _highlightResult: {content: {value: snippet, matchLevel: matched ? 'full' : 'none', matchedWords: []}},
    _snippetResult: {content: {value: snippet, matchLevel: matched ? 'full' : 'none'}},
  });
  const answer = (...hits: SearchHit[]): SearchResult => ({hits, nbHits: 1, page: 0, nbPages: 1});
  const withoutText = ({content: _text, ...rest}: SearchHit) => rest as SearchHit;

  it('agrees when only the text of a matched section is left out', () => {
    const one = answer(hit('/a#1', 'content', '… its <mark>word</mark> …'), hit('/a#0', 'lvl1', 'A summary'));
    expect(answerDifferences(one, answer(withoutText(one.hits[0]!), one.hits[1]!))).toEqual([]);
  });

  it('tells a changed excerpt, a text left out that shows, another order and a missing hit', () => {
    const one = answer(hit('/a#1', 'content', '… its <mark>word</mark> …'), hit('/a#2', 'content', 'Unmatched text', false), hit('/a#0', 'lvl1', 'A summary'));
    const [first, second, third] = one.hits as [SearchHit, SearchHit, SearchHit];
    expect(answerDifferences(one, answer({...first, _snippetResult: {content: {value: '… its word …', matchLevel: 'full'}}}, second, third))).toEqual([
      'hit 1 (/a#1) _snippetResult: {"content":{"value":"… its <mark>word</mark> …","matchLevel":"full"}} became {"content":{"value":"… its word …","matchLevel":"full"}}',
    ]);
    expect(answerDifferences(one, answer(first, withoutText(second), third))).toHaveLength(1);
    expect(answerDifferences(one, answer(first, second, withoutText(third)))).toHaveLength(1);
    expect(answerDifferences(one, answer(second, first, third)).length).toBeGreaterThan(1);
    expect(answerDifferences(one, answer(first, second))).toContain('3 hits became 2');
  });
});

const binary = await typesenseBinary();
const BUILD = path.resolve(__dirname, '../../build');
const hasBuild = existsSync(path.join(BUILD, 'search-index.json'));

/** Words enough that excerpts are cut (more than the snippet threshold of 8 words, and 12 either side of a match). */
const filler = (n: number) => Array.from({length: 30}, (_, i) => `filler${(n * 31 + i) % 97}`).join(' ');

/** Pages whose sections hold the queries' words far apart, in their text, their headings or their summary only. */
const excerptPages: EmbeddedIndexFile = {
  version: 1,
  origin: 'https://developers.flow.com',
  pages: Array.from({length: 14}, (_, n): EmbeddedIndexFile['pages'][number] => [
    `/guide/page-${n}`,
    n % 2 ? 'Networks' : 'Build',
    n % 3 ? `Staking guide ${n}` : `Contracts ${n}`,
    'en',
    'docs-default-current',
    [
      `${filler(n)} Delegators earn staking rewards every epoch. ${filler(n + 1)} The rewards are paid to the delegator. ${filler(n + 2)}`,
      [2, n % 2 ? 'Rewards and epochs' : 'Deploying a contract', `section-${n}`],
      `${filler(n + 3)} Deploy the contract with the CLI, then stake. ${filler(n + 4)}`,
      [3, 'Notes', `notes-${n}`],
      // A section whose text holds none of the words: matched by its headings only, its excerpt is its whole text.
      filler(n + 5),
    ],
    `How to stake and earn rewards, part ${n}. staking, rewards, delegation`,
  ]),
  inbound: {'/guide/page-3': 4, '/guide/page-8': 2},
};

describe.skipIf(!binary.path)(`two calls against a real typesense-server${binary.reason ? ` (skipped: ${binary.reason})` : ''}`, () => {
  let server: RunningTypesense;
  const folders: string[] = [];
  const load = async (index: EmbeddedIndexFile | string): Promise<LoadedTypesense> => {
    if (typeof index === 'string') return server.load(index);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'search-two-calls-'));
    folders.push(folder);
    await writeFile(path.join(folder, 'search-index.json'), JSON.stringify(index));
    return server.load(folder);
  };
  beforeAll(async () => {
    server = await startTypesense(binary.path!);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all(folders.map((folder) => rm(folder, {recursive: true, force: true})));
  });

  /** Each query's answers, on `pages` (those of the window: 1 to 3), from the two calls and from one call; with how many hits left their text out. */
  async function compare(loaded: LoadedTypesense, queries: string[], pages = [1, 2, 3]) {
    const one = oneCallBackend(loaded.config.typesenseServerConfig!);
    const differing: string[] = [];
    let hits = 0;
    let textLeftOut = 0;
    for (const query of queries) {
      for (const page of pages) {
        const request = buildRequest(loaded.config, query, FILTER, page, 10);
        const [expected, answer] = [await one.search(request), await loaded.search.search(request)];
        hits += expected.hits.length;
        textLeftOut += answer.hits.filter((hit) => !('content' in hit) && expected.hits.find((other) => other.objectID === hit.objectID)?.content).length;
        differing.push(...answerDifferences(expected, answer).map((difference) => `"${query}" page ${page}: ${difference}`));
      }
    }
    return {differing, hits, textLeftOut};
  }

  it('answers as one call with whole records did: the same hits, in the same order, with the same excerpts', async () => {
    const loaded = await load(excerptPages);
    const {differing, hits, textLeftOut} = await compare(loaded, ['staking rewards', 'delegat', 'stakng', 'deploy contract', 'rewards epoch delegator', 'notes', 'filler7', 'nothing here at all']);
    expect(differing).toEqual([]);
    expect(hits).toBeGreaterThan(100);
    // Both kinds of hit were shown: sections whose text was left out, and hits that carry it.
    expect(textLeftOut).toBeGreaterThan(10);
    expect(textLeftOut).toBeLessThan(hits);
  }, 120_000);

  it('makes two calls: the window without the records, then only the records of the hits shown', async () => {
    const loaded = await load(excerptPages);
    const proxy = await typesenseProxy(server.url);
    try {
      const backend = createTypesenseBackend({...loaded.config.typesenseServerConfig!, nodes: [{host: '127.0.0.1', port: proxy.port, protocol: 'http'}]});
      const result = await backend.search(buildRequest(loaded.config, 'staking rewards', FILTER));
      expect(proxy.calls.map((call) => call.status)).toEqual([200, 200]);
      const [ranking, records] = proxy.calls.map((call) => ({...call, results: (JSON.parse(call.answer) as {results: Record<string, unknown>[]}).results}));
      type Hit = {document: Record<string, unknown>; highlight: Record<string, unknown>};
      // The window: 30 candidate pages, of whose records only the fields ranking reads, with their highlights.
      const candidates = (ranking!.results[0]!.grouped_hits as {hits: Hit[]}[]).flatMap((group) => group.hits);
      expect(candidates.length).toBeGreaterThan(result.hits.length);
      for (const candidate of candidates) expect(Object.keys(candidate.document).sort()).toEqual(['id', 'page_inbound', 'type']);
      expect(candidates.some((candidate) => 'content' in candidate.highlight)).toBe(true);
      // Then exactly the records of the hits shown, each with its text where the UI shows it whole.
      const fetched = records!.results.flatMap((answer) => answer.hits as Hit[]);
      expect(records!.searches.every((search) => search.q === '*')).toBe(true);
      expect(fetched.map(({document}) => document.id).sort()).toEqual(result.hits.map((hit) => hit.objectID).sort());
      for (const {document} of fetched) {
        const candidate = candidates.find((other) => other.document.id === document.id)!;
        expect('content' in document).toBe(showsText(candidate as never) && Boolean(result.hits.find((hit) => hit.objectID === document.id)!.content));
      }
      expect(fetched.some(({document}) => 'content' in document)).toBe(true);
      expect(fetched.some(({document}) => !('content' in document))).toBe(true);
    } finally {
      await proxy.close();
    }
  }, 60_000);

  // The modal's page of every query; npm run search:eval --gate compares pages 1 to 3 as well.
  it.skipIf(!hasBuild)(`on the production build${hasBuild ? '' : ' (skipped: no build/search-index.json; npm run build makes it)'}: every query of both sets, as the modal asks it`, async () => {
    const loaded = await load(BUILD);
    const queries = [...(await loadQuerySet()), ...(await loadQuerySet(HOLDOUT_SET_FILE))].map((query) => query.query);
    const {differing, hits} = await compare(loaded, queries, [1]);
    expect(differing).toEqual([]);
    expect(hits).toBeGreaterThan(queries.length * 20);
  }, 300_000);
});
