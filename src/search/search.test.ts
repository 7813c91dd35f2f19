import {describe, expect, it} from 'vitest';
import {pageRecords} from '../../plugins/search-index/records';
import type {ExtractedPage} from '../../plugins/search-index/types';
import {extractedPage} from '../../tests/search/page';
import {searchConfig} from '../../config/search';
import {env} from '../../config/env';
import {createEmbeddedSearch} from './embedded';
import {pageScore} from './pageScore';
import {parseFilterBy} from './filters';
import {escapeHtml, highlight, normalizeTerm, sanitizeHighlight, snippet} from './highlight';
import {buildRequest} from './request';
import type {SearchRequest} from './types';

const page = (path: string, title: string, blocks: ExtractedPage['blocks'], docusaurusTag?: string) =>
  extractedPage('Build', path, title, blocks, docusaurusTag);

const records = [
  page('/build/basics/accounts', 'Accounts', [
    {kind: 'text', text: 'A Flow account holds keys, storage and contracts.'},
    {kind: 'heading', level: 2, text: 'Keys and weights', anchor: 'keys'},
    {kind: 'text', text: 'Signatures need a total weight of 1000. <script>alert(1)</script>'},
    {kind: 'heading', level: 2, text: 'Storage', anchor: 'storage'},
    {kind: 'text', text: 'Accounts pay for storage with FLOW.'},
    {kind: 'heading', level: 2, text: 'Capabilities', anchor: 'capabilities'},
    {kind: 'text', text: 'Entitlements decide what a reference to an account may do.'},
  ]),
  page('/build/basics/transactions', 'Transactions', [
    {kind: 'text', text: 'A transaction is signed by its proposer, payer and authorizers; one of the keys of each account signs.'},
    {kind: 'heading', level: 2, text: 'Fees', anchor: 'fees'},
    {kind: 'text', text: 'Transaction fees depend on the computation used.'},
  ]),
  page('/', 'Build on Flow', [{kind: 'text', text: 'Accounts, transactions and fees for beginners.'}], 'default'),
].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));

const search = createEmbeddedSearch(records);
const config = searchConfig({...env, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined});
const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
const run = (q: string, extra: Partial<SearchRequest> = {}) => search.search({...buildRequest(config, q, FILTER), ...extra});

describe('embedded search', () => {
  it('ranks a heading above the body text that mentions the same words', async () => {
    const {hits} = await run('storage');
    expect(hits[0]).toMatchObject({type: 'lvl2', anchor: 'storage'});
  });

  it('matches the last word as a prefix while typing', async () => {
    const {hits} = await run('transac');
    expect(hits[0]?.url_without_anchor).toBe('https://developers.flow.com/build/basics/transactions');
  });

  it('tolerates typos in longer words', async () => {
    expect((await run('acount')).hits[0]?.['hierarchy.lvl1']).toBe('Accounts');
    expect((await run('entitlments')).hits.some((hit) => hit.anchor === 'capabilities')).toBe(true);
  });

  it('finds a whole word typed with two neighbouring letters swapped, last in the query or before other words', async () => {
    // "wieghts" and "waeights" are two edits from "weights" by Levenshtein's count (more than words of their length tolerate), one swap by a typist's.
    expect((await run('total wieghts')).hits[0]).toMatchObject({url_without_anchor: 'https://developers.flow.com/build/basics/accounts', anchor: 'keys'});
    expect((await run('wieghts total')).hits[0]).toMatchObject({url_without_anchor: 'https://developers.flow.com/build/basics/accounts', anchor: 'keys'});
    // Words under four letters tolerate no typos, so they are not swapped either: "pya" does not find "pay".
    expect((await run('pay')).hits).not.toEqual([]);
    expect((await run('pya')).hits).toEqual([]);
  });

  it('ranks pages by all their matching records, each further one counting less, and by the pages linking to them', async () => {
    expect(pageScore([2], 0)).toBe(2);
    expect(pageScore([2, 2, 2], 0)).toBeCloseTo(2 + 1.4 + 0.98);
    expect(pageScore([2], 10)).toBeGreaterThan(pageScore([2], 1));
    expect(pageScore([2], 1)).toBeGreaterThan(pageScore([2], 0));
    // Two pages that answer alike: the one other pages link to comes first, whichever was indexed first.
    const twin = (path: string) => page(path, 'Staking', [{kind: 'text', text: 'Delegate FLOW to a node operator.'}]);
    const twins = [twin('/one'), twin('/two')].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));
    const first = async (inbound: Record<string, number>) =>
      (await createEmbeddedSearch(twins, inbound).search(buildRequest(config, 'delegate', FILTER))).hits[0]?.url_without_anchor;
    expect(await first({})).toBe('https://developers.flow.com/one');
    expect(await first({'/two': 3})).toBe('https://developers.flow.com/two');
  });

  it('ranks a page whose summary (description and keywords) names the query above pages that use the word in passing', async () => {
    const pages = [
      page('/networks/node-ops', 'Node operation', [
        {kind: 'heading', level: 2, text: 'Collection nodes', anchor: 'collection'},
        {kind: 'text', text: 'Collection nodes batch transactions, which raises throughput.'},
        {kind: 'heading', level: 2, text: 'Execution nodes', anchor: 'execution'},
        {kind: 'text', text: 'Execution nodes run every transaction; their hardware sets the throughput ceiling.'},
        {kind: 'heading', level: 2, text: 'Verification nodes', anchor: 'verification'},
        {kind: 'text', text: 'Verification nodes check results without limiting throughput.'},
      ]),
      {
        ...page('/build/flow', 'Why Flow', [{kind: 'text', text: 'Flow splits the work of a blockchain between node roles.'}]),
        summary: 'What sets Flow apart for builders, from its multi-role node design to built-in account abstraction. speed, throughput',
      },
    ].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));
    const {hits} = await createEmbeddedSearch(pages).search(buildRequest(config, 'throughput', FILTER));
    expect([...new Set(hits.map((hit) => new URL(hit.url).pathname))]).toEqual(['/build/flow', '/networks/node-ops']);
  });

  it('finds a page by the synonyms readers use (src/search/synonyms.ts), one way where the list says so', async () => {
    const pages = [
      page('/connect', 'Mobile', [{kind: 'text', text: 'Pair a phone with Wallet Connect.'}]),
      page('/coa', 'Accounts on EVM', [{kind: 'text', text: 'A Cadence-owned account holds FLOW on EVM.'}]),
      page('/fees', 'Fees', [{kind: 'text', text: 'Every transaction pays fees in FLOW.'}]),
      page('/gas', 'EVM', [{kind: 'text', text: 'The EVM charges gas.'}]),
      page('/epochs', 'Epoch setup', [{kind: 'text', text: 'Consensus nodes run the distributed key generation.'}]),
    ].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));
    const synonymSearch = createEmbeddedSearch(pages);
    const found = async (q: string) => [
      ...new Set((await synonymSearch.search(buildRequest(config, q, FILTER))).hits.map((hit) => hit.url_without_anchor.replace('https://developers.flow.com', ''))),
    ];
    expect(await found('walletconnect')).toEqual(['/connect']);
    expect((await found('wallet connect'))[0]).toBe('/connect');
    expect((await found('coa flow'))[0]).toBe('/coa');
    expect((await found('transaction cost'))[0]).toBe('/fees');
    expect(new Set(await found('gas'))).toEqual(new Set(['/gas', '/fees']));
    expect(await found('fees')).toEqual(['/fees']);
    // An acronym finds the words the docs spell it out in, and the other way round.
    expect(await found('dkg')).toEqual(['/epochs']);
    // The reader's own last word stays a prefix: "conn" is half of connect, no synonym of anything.
    expect((await found('wallet conn'))[0]).toBe('/connect');
  });

  it('counts a synonym phrase as one word, whichever of its spellings a page holds', async () => {
    const pages = [
      page('/standard', 'Non-Fungible Token', [{kind: 'text', text: 'Marketplaces such as a storefront list these tokens for sale.'}]),
      page('/storefront', 'NFT Storefront', [{kind: 'text', text: 'Sellers list tokens for sale.'}]),
    ].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));
    const {hits} = await createEmbeddedSearch(pages).search(buildRequest(config, 'nft storefront', FILTER));
    // The standard's title holds the three words of "non fungible token" (for "nft") and its text "storefront":
    // counted word for word, they outscored the title that names both places of the query.
    expect([...new Set(hits.map((hit) => new URL(hit.url).pathname))]).toEqual(['/storefront', '/standard']);
  });

  it('ranks first a record holding every word, and still lists records holding some', async () => {
    const all = await run('transaction fees');
    expect(all.hits[0]).toMatchObject({anchor: 'fees'});
    const some = await run('storage xylophone');
    expect(some.hits[0]).toMatchObject({anchor: 'storage'});
  });

  it('lists a page whose sections hold the words between them, below a page with a section holding them all', async () => {
    const pages = [
      page('/spread', 'Reference', [
        {kind: 'text', text: 'The core of the protocol.'},
        {kind: 'heading', level: 2, text: 'Deployment', anchor: 'deployment'},
        {kind: 'text', text: 'Each contract is deployed once.'},
        {kind: 'heading', level: 2, text: 'Lookup', anchor: 'lookup'},
        {kind: 'text', text: 'Their addresses are listed per network.'},
      ]),
      page('/whole', 'Notes', [{kind: 'text', text: 'Core contract addresses.'}]),
      page('/unrelated', 'Keys', [{kind: 'text', text: 'Rotate a key.'}]),
    ].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));
    const {hits} = await createEmbeddedSearch(pages).search(buildRequest(config, 'core contract addresses', FILTER));
    // No record of /spread holds all three words, but its page does: it is listed, after the page whose record holds them all.
    expect([...new Set(hits.map((hit) => hit.url_without_anchor.replace('https://developers.flow.com', '')))]).toEqual(['/whole', '/spread']);
  });

  it('groups by page (the site groups by url_without_anchor), at most three hits each, and counts pages', async () => {
    const result = await run('accounts');
    const perPage = new Map<string, number>();
    for (const hit of result.hits) perPage.set(hit.url_without_anchor, (perPage.get(hit.url_without_anchor) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
    expect(result.nbHits).toBe(perPage.size);
  });

  it('applies the contextual filter on language and docusaurus_tag', async () => {
    const docsOnly = await run('beginners', {filter_by: 'language:=en && docusaurus_tag:=[docs-default-current]'});
    expect(docsOnly.nbHits).toBe(0);
    expect((await run('beginners')).nbHits).toBe(1);
    expect((await run('accounts', {filter_by: 'language:=fr'})).nbHits).toBe(0);
  });

  it('returns escaped highlights, marking only the matched words', async () => {
    const {hits} = await run('signatures weight');
    const content = hits.find((hit) => hit.type === 'content')!;
    expect(content._highlightResult.content?.value).toContain('<mark>Signatures</mark>');
    expect(content._highlightResult.content?.value).toContain('&lt;script&gt;');
    expect(content._snippetResult?.content?.value).not.toContain('<script>');
  });

  it('answers an empty query with nothing', async () => {
    expect(await run('  ')).toMatchObject({hits: [], nbHits: 0});
  });
});

describe('filter_by', () => {
  it('reads the theme’s contextual filter and refuses what it cannot read', () => {
    const filter = parseFilterBy(FILTER);
    expect(filter(records[0]!)).toBe(true);
    expect(filter({...records[0]!, language: 'de'})).toBe(false);
    expect(() => parseFilterBy('item_priority:>10')).toThrow(/unsupported filter_by clause "item_priority:>10"/);
  });
});

describe('highlighting', () => {
  it('escapes everything and marks whole words only', () => {
    expect(highlight('a <b>Key</b> & keys', new Set(['key']))).toEqual({value: 'a &lt;b&gt;<mark>Key</mark>&lt;/b&gt; &amp; keys', matched: ['key']});
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('cuts a window around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven';
    expect(snippet(text, new Set(['six']), 2)).toBe('… four five <mark>six</mark> seven eight …');
  });

  it('folds words to lower case without accents or compatibility forms, ASCII or not', () => {
    expect(['Cadence', 'EVM2', 'Café', 'NAÏVE', 'ＦＬＯＷ', 'ﬁle', 'Ǆ'].map(normalizeTerm)).toEqual(['cadence', 'evm2', 'cafe', 'naive', 'flow', 'file', 'dz']);
  });

  it('keeps a remote backend’s <mark> tags and nothing else', () => {
    expect(sanitizeHighlight('<mark>a</mark><img src=x onerror=alert(1)>')).toBe('<mark>a</mark>&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('search configuration', () => {
  it('searches the embedded index with nothing configured', () => {
    expect(config).toMatchObject({backend: 'embedded', indexPath: '/search-index/meta.json', contextualSearch: true});
    expect(config).not.toHaveProperty('typesenseServerConfig');
  });

  it('queries Typesense over https on port 443 when host and search key are set', () => {
    const typesense = searchConfig({...env, typesenseHost: 'search.example.org', typesenseSearchApiKey: 'search-only'});
    expect(typesense).toMatchObject({
      backend: 'typesense',
      typesenseServerConfig: {apiKey: 'search-only', nodes: [{host: 'search.example.org', port: 443, protocol: 'https'}]},
    });
  });

  it('refuses half a configuration, naming the missing variable', () => {
    expect(() => searchConfig({...env, typesenseHost: 'h', typesenseSearchApiKey: undefined})).toThrow(/TYPESENSE_HOST is set but TYPESENSE_SEARCH_API_KEY is not/);
    expect(() => searchConfig({...env, typesenseHost: 'h', typesenseSearchApiKey: 'k', typesensePort: '0'})).toThrow(/TYPESENSE_PORT "0"/);
  });

  it('builds the modal’s request, grouped by page, matching every level but the navbar section', () => {
    expect(buildRequest(config, 'q', FILTER, 2, 5)).toMatchObject({
      collection: 'flow-docs',
      q: 'q',
      query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
      filter_by: FILTER,
      group_by: 'url_without_anchor',
      group_limit: 3,
      exhaustive_search: true,
      page: 2,
      per_page: 5,
    });
  });
});
