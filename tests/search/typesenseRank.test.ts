/**
 * The Typesense backend ranks the first pages of results itself (src/search/typesenseRank.ts):
 * unit checks of the score, then the backend against a real server, where the pages linked to
 * most come first among equals and /search pages neither repeat nor skip a page.
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {buildRequest} from '../../src/search/request';
import {FIELD_BOOST, recordScore} from '../../src/search/pageScore';
import {candidateWindow, CANDIDATES, hitScore, idf, rankGroups, tokenWeights, type TypesenseGroup} from '../../src/search/typesenseRank';
import type {EmbeddedIndexFile} from '../../plugins/search-index/types';
import {startTypesense, typesenseBinary, type RunningTypesense} from './typesenseServer';

const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

const hit = (type: string, fields: Record<string, string[]>, tokensMatched: number, inbound = 0) => ({
  document: {type, page_inbound: inbound},
  highlight: Object.fromEntries(Object.entries(fields).map(([field, tokens]) => [field, {matched_tokens: tokens}])),
  text_match_info: {tokens_matched: tokensMatched},
});

describe('ranking a window of Typesense pages', () => {
  it('asks for whole pages of results, at least CANDIDATES pages, and none past them', () => {
    expect(CANDIDATES).toBe(30);
    expect(candidateWindow(1, 10)).toBe(30);
    expect(candidateWindow(3, 10)).toBe(30);
    expect(candidateWindow(4, 10)).toBeUndefined();
    // 20 a page: the window is two whole pages, 40, so page 3 starts where the window ends.
    expect(candidateWindow(2, 20)).toBe(40);
    expect(candidateWindow(3, 20)).toBeUndefined();
  });

  it('counts a word in a record\'s own heading above the same word in its text or in the headings above it', () => {
    expect(hitScore(hit('lvl1', {'hierarchy.lvl1': ['Sporks']}, 1))).toBe(FIELD_BOOST.title);
    expect(hitScore(hit('content', {content: ['spork', 'Spork']}, 1))).toBe(FIELD_BOOST.content);
    expect(hitScore(hit('lvl3', {'hierarchy.lvl2': ['staking'], 'hierarchy.lvl3': ['rewards']}, 2))).toBe(FIELD_BOOST.path + FIELD_BOOST.title);
  });

  it('counts a word of a page\'s summary (its own record\'s content: description and keywords) above the same word in a section\'s text', () => {
    expect(hitScore(hit('lvl1', {content: ['gas']}, 1))).toBe(FIELD_BOOST.summary);
    expect(FIELD_BOOST.summary).toBeGreaterThan(FIELD_BOOST.content);
  });

  it('puts the page titled by the query above a page the server listed first for a passing mention', () => {
    const mention: TypesenseGroup = {hits: [hit('content', {content: ['spork']}, 1)]};
    const titled: TypesenseGroup = {hits: [hit('lvl1', {'hierarchy.lvl1': ['Sporks']}, 1)]};
    expect(rankGroups([mention, titled], 'spork')).toEqual([titled, mention]);
  });

  it('puts a page holding every word of the query in one section above pages holding some of them', () => {
    const some: TypesenseGroup = {hits: [hit('lvl2', {'hierarchy.lvl2': ['Testnet']}, 1, 30)]};
    const all: TypesenseGroup = {hits: [hit('content', {content: ['chain', 'ID', '545']}, 3)]};
    expect(rankGroups([some, all], 'chain id 545')).toEqual([all, some]);
  });

  it('counts a token as the embedded search counts its match: the word 1, a synonym\'s phrase as one word, a completion or a typo less', () => {
    const weigh = tokenWeights('coa deploy contr');
    expect(weigh('Deploy')).toBe(1);
    // "coa" is also "cadence owned account": each of the three words a third of one.
    expect(weigh('owned')).toBeCloseTo(1 / 3);
    // The last word completed, and a typo, by MiniSearch's weights (0.375 and 0.45) and its length adjustment.
    expect(weigh('contract')).toBeCloseTo((0.375 * 8) / (8 + 0.3 * 3));
    expect(weigh('deplo')).toBeCloseTo((0.45 * 5) / (5 + 1));
  });

  it('counts a rare word of the query above a common one, as the embedded index\'s BM25 does', () => {
    const weigh = tokenWeights('deploy hardhat', {holding: new Map([['deploy', 400], ['hardhat', 3]]), total: 1000});
    expect(weigh('hardhat')).toBeCloseTo(idf(3, 1000));
    expect(weigh('deploy')).toBeCloseTo(idf(400, 1000));
    expect(idf(3, 1000)).toBeGreaterThan(idf(400, 1000));
    const common: TypesenseGroup = {hits: [hit('lvl1', {'hierarchy.lvl1': ['Deploy']}, 1)]};
    const rare: TypesenseGroup = {hits: [hit('lvl1', {'hierarchy.lvl1': ['Hardhat']}, 1)]};
    expect(rankGroups([common, rare], 'deploy hardhat', {holding: new Map([['deploy', 400], ['hardhat', 3]]), total: 1000})).toEqual([rare, common]);
    // Without counts every word weighs the same, and the server's order stands.
    expect(rankGroups([common, rare], 'deploy hardhat')).toEqual([common, rare]);
  });

  it('counts a record by the share of the query it holds: a page naming it all in its summary outranks a heading naming half of it', () => {
    expect(recordScore(8, 1, 2)).toBeCloseTo(8 * Math.SQRT1_2);
    expect(recordScore(8, 2, 2)).toBe(8);
    // The heading and the headings above it hold "storefront" only (4 + 1.5), a section's text both words (1 + 1);
    // the other page's summary holds both (3 + 3). Counted whole, the heading's page came first.
    const heading: TypesenseGroup = {
      hits: [hit('lvl2', {'hierarchy.lvl2': ['Storefront'], 'hierarchy.lvl1': ['Storefront']}, 1), hit('content', {content: ['NFT', 'storefront']}, 2)],
    };
    const summary: TypesenseGroup = {hits: [hit('lvl1', {content: ['NFT', 'storefront']}, 2)]};
    expect(rankGroups([heading, summary], 'nft storefront')).toEqual([summary, heading]);
  });

  it('keeps the server\'s order between equal pages', () => {
    const first: TypesenseGroup = {hits: [hit('content', {content: ['fees']}, 1)]};
    const second: TypesenseGroup = {hits: [hit('content', {content: ['fees']}, 1)]};
    expect(rankGroups([first, second], 'fees')).toEqual([first, second]);
  });
});

const binary = await typesenseBinary();
let server: RunningTypesense | undefined;
const folders: string[] = [];
afterAll(async () => {
  await server?.stop();
  await Promise.all(folders.map((folder) => rm(folder, {recursive: true, force: true})));
});

/** A build folder holding `index` as its search index. */
async function build(index: EmbeddedIndexFile): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'typesense-rank-'));
  folders.push(folder);
  await writeFile(path.join(folder, 'search-index.json'), JSON.stringify(index));
  return folder;
}

const page = (p: string, title: string, text: string): EmbeddedIndexFile['pages'][number] => [p, 'Build', title, 'en', 'docs-default-current', [text]];

describe.skipIf(!binary.path)(`the Typesense backend on a real server${binary.reason ? ` (skipped: ${binary.reason})` : ''}`, () => {
  it('lists first, of two pages that answer alike, the one more pages link to', async () => {
    server ??= await startTypesense(binary.path!);
    const pages = [page('/alpha', 'Alpha', 'Withdraw your rewards here.'), page('/beta', 'Beta', 'Withdraw your rewards here.')];
    const firstFor = async (inbound: Record<string, number>) => {
      const loaded = await server!.load(await build({version: 1, origin: 'https://developers.flow.com', pages, inbound}));
      const result = await loaded.search.search(buildRequest(loaded.config, 'withdraw rewards', FILTER));
      return new URL(result.hits[0]!.url).pathname;
    };
    // Either way round, so that it is the links and not the server's own order that decide.
    expect(await firstFor({'/beta': 5})).toBe('/beta');
    expect(await firstFor({'/alpha': 5})).toBe('/alpha');
  }, 60_000);

  it('counts how many records hold each word of the query, and ranks the page titled by the rarer word first', async () => {
    server ??= await startTypesense(binary.path!);
    const firstFor = async (common: string) => {
      const fillers = Array.from({length: 12}, (_, n) => page(`/filler${n}`, `Filler ${n}`, `Notes on how to ${common} things.`));
      const pages = [page('/deploy', 'Deploy', 'Steps.'), page('/hardhat', 'Hardhat', 'Steps.'), ...fillers];
      const loaded = await server!.load(await build({version: 1, origin: 'https://developers.flow.com', pages}));
      const result = await loaded.search.search(buildRequest(loaded.config, 'deploy hardhat', FILTER));
      return new URL(result.hits[0]!.url).pathname;
    };
    // Either word made the common one, so that it is the counts and not the server's own order that decide.
    expect(await firstFor('deploy')).toBe('/hardhat');
    expect(await firstFor('hardhat')).toBe('/deploy');
  }, 60_000);

  it('splits words at punctuation, as the embedded index does: "flow json" finds flow.json, "3569" finds 127.0.0.1:3569', async () => {
    server ??= await startTypesense(binary.path!);
    const pages = [page('/config', 'Configuration', 'Edit flow.json, then connect to 127.0.0.1:3569.'), page('/other', 'Other', 'Nothing to see.')];
    const loaded = await server.load(await build({version: 1, origin: 'https://developers.flow.com', pages}));
    const found = async (q: string) => (await loaded.search.search(buildRequest(loaded.config, q, FILTER))).hits.map((hit) => new URL(hit.url).pathname);
    expect(await found('flow json')).toContain('/config');
    expect(await found('3569')).toContain('/config');
    expect(await found('flow.json')).toContain('/config');
  }, 60_000);

  it('pages through every answer once: the ranked pages, then the server\'s', async () => {
    server ??= await startTypesense(binary.path!);
    // Five matching sections a page: the server is asked for more of them than a page may show.
    const text = (n: number) => (n % 3 ? 'A spork upgrades the network.' : 'Sporks and more sporks: a spork resets the chain.');
    // More pages than the window (CANDIDATES), so that the last page of results comes from past it.
    const pages = Array.from({length: CANDIDATES + 5}, (_, n): EmbeddedIndexFile['pages'][number] => [
      `/p${n}`, 'Build', `Page ${n}`, 'en', 'docs-default-current', [text(n), [2, 'Spork timing', 'timing'], text(n + 1), [2, 'Spork data', 'data'], text(n + 2)],
    ]);
    const inbound = Object.fromEntries(pages.map(([p], n) => [p, n % 7]));
    const loaded = await server.load(await build({version: 1, origin: 'https://developers.flow.com', pages, inbound}));
    const seen: string[] = [];
    const pageCount = Math.ceil(pages.length / 10);
    for (let number = 1; number <= pageCount; number += 1) {
      const result = await loaded.search.search(buildRequest(loaded.config, 'spork', FILTER, number, 10));
      expect(result.nbHits).toBe(pages.length);
      expect(result.nbPages).toBe(pageCount);
      expect(result.page).toBe(number - 1);
      const paths = result.hits.map((found) => new URL(found.url).pathname);
      // As many hits a page as the request's group_limit, the 3 the modal asks for.
      for (const shown of new Set(paths)) expect(paths.filter((other) => other === shown).length).toBeLessThanOrEqual(3);
      seen.push(...new Set(paths));
    }
    expect(seen).toHaveLength(pages.length);
    expect(new Set(seen).size).toBe(pages.length);
  }, 60_000);
});
