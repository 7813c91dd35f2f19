import {spawn} from 'node:child_process';
import path from 'node:path';
import {expect, test, type Page, type Request} from '@playwright/test';
import {Client} from 'typesense';
import {readBuildRecords, uploadRecords} from '../scripts/lib/typesenseIndexer';
import {TYPESENSE_QUERY_BY} from '../config/search';
import {CANDIDATE_RECORDS, CANDIDATE_SORT, CANDIDATES, RANKED_FIELDS} from '../src/search/typesenseRank';
import {startTypesenseCluster, typesenseBinary, type RunningCluster} from '../tests/search/typesenseServer';

/**
 * The same search UI on a site configured for Typesense (build-configured/, made by
 * scripts/test.sh with TYPESENSE_NODES=127.0.0.1:4180,127.0.0.1:4181,127.0.0.1:4182). A real
 * three-node typesense-server cluster (tests/search/setup-typesense.sh installs the server)
 * listens on those API ports, with free peering ports; the build's records reach it through
 * our indexer, and the search-only key the build ships is created on it with the admin key,
 * as on a production cluster.
 */
const port = Number(process.env.E2E_CONFIGURED_PORT ?? 4174);
/** The Typesense API ports the configured build names (TYPESENSE_NODES in scripts/test.sh). */
const typesensePorts = (process.env.E2E_TYPESENSE_PORTS ?? '4180,4181,4182').split(',').map(Number);
const origin = `http://127.0.0.1:${port}`;
const SEARCH_KEY = 'search-test-key';
const COLLECTION = 'flow-docs-test';
/** The fields the site asks Typesense to match (not hierarchy.lvl0, the navbar section every page of it carries). */
const QUERY_BY = TYPESENSE_QUERY_BY;
const FALLBACK_LINE = 'Search service unreachable; showing results from the built-in index.';

test.describe.configure({mode: 'serial'});

interface SentSearch {
  apiKey: string | null;
  /** The call's first search. */
  search: Record<string, unknown>;
  searches: Record<string, unknown>[];
}

/** The records a call of the second kind fetches (src/search/typesense.ts, documentSearches): their ids, from every search of the call. */
const fetchedIds = (call: SentSearch) => call.searches.flatMap((search) => [...String(search.filter_by).matchAll(/`([^`]+)`/g)].map((match) => match[1]!));

/** The search modal, opened on a doc page, its field focused. */
async function openModal(page: Page): Promise<void> {
  await page.goto(`${origin}/build/basics/accounts`);
  await page.getByRole('button', {name: 'Search'}).first().click();
  await expect(page.locator('.DocSearch-Modal').getByRole('searchbox')).toBeFocused();
}

/** The modal, searching while Typesense fails: hits from the built-in index, the one line that says so, no error screen. */
async function modalFallsBack(page: Page): Promise<void> {
  await openModal(page);
  await page.locator('.DocSearch-Modal').getByRole('searchbox').fill('delegat');
  await expect(page.locator('.DocSearch-Hit-link[data-url*="/networks/staking/"]').first()).toBeVisible({timeout: 15_000});
  await expect(page.locator('.DocSearch-Modal').getByRole('status')).toHaveText(FALLBACK_LINE);
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
}

/** /search while Typesense fails: results from the built-in index, and the line that says so. */
async function searchPageFallsBack(page: Page): Promise<void> {
  await page.goto(`${origin}/search?q=emulator`);
  await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 15_000});
  await expect(page.locator('main').getByRole('status')).toHaveText(FALLBACK_LINE);
}

/**
 * What the page sends to Typesense (multi_search calls: `searches` the search calls, `fetches` the calls that then fetch
 * the records of the hits shown, `all` both in order), and whether it fetched the embedded index or its code.
 */
function watch(page: Page) {
  const all: SentSearch[] = [];
  const searches: SentSearch[] = [];
  const fetches: SentSearch[] = [];
  const embedded: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (typesensePorts.includes(Number(url.port)) && url.pathname === '/multi_search') {
      const sent = (request.postDataJSON() as {searches: Record<string, unknown>[]}).searches;
      const call = {apiKey: url.searchParams.get('x-typesense-api-key') ?? request.headers()['x-typesense-api-key'] ?? null, search: sent[0]!, searches: sent};
      all.push(call);
      (call.search.q === '*' ? fetches : searches).push(call);
    }
    if (url.pathname.includes('search-index') || url.pathname.includes('search-embedded')) embedded.push(url.pathname);
  });
  return {all, searches, fetches, embedded};
}

test.describe('search on Typesense when configured', () => {
  test.skip(!process.env.E2E_CONFIGURED, 'set E2E_CONFIGURED=1 after building build-configured/ (npm test does)');
  let cluster: RunningCluster | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const binary = await typesenseBinary();
    if (!binary.path) throw new Error(`the Typesense browser tests need a real server: ${binary.reason}`);
    cluster = await startTypesenseCluster(binary.path, 3, 60_000, typesensePorts);
    const nodes = cluster.nodes.map((node) => ({host: '127.0.0.1', port: node.port, protocol: 'http' as const}));
    const adminKey = cluster.nodes[0]!.adminKey;
    const records = await readBuildRecords(path.resolve(__dirname, '../build-configured'));
    await uploadRecords({nodes, adminApiKey: adminKey, alias: COLLECTION, minRatio: 0.8, timeoutSeconds: 30}, records, () => undefined);
    // The build ships this key; on the server it may only search.
    const admin = new Client({nodes, apiKey: adminKey, logLevel: 'silent'});
    await admin.keys().create({description: 'search-only key of build-configured', actions: ['documents:search'], collections: ['*'], value: SEARCH_KEY});
  });
  test.afterAll(async () => cluster?.stop());

  test('the modal sends a multi_search with the contextual filter and the search-only key, then fetches the records of the hits it shows', async ({page}) => {
    const sent = watch(page);
    await openModal(page);
    await page.locator('.DocSearch-Modal').getByRole('searchbox').fill('delegat');
    await expect(page.locator('.DocSearch-Hit-link[data-url*="/networks/staking/"]').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-title mark').first()).toBeVisible();
    const last = sent.searches.at(-1)!;
    expect(last.search).toMatchObject({
      collection: COLLECTION,
      q: 'delegat',
      query_by: QUERY_BY,
      filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]',
      group_by: 'url_without_anchor',
      // More sections of each candidate page than it shows, to rank the pages by (src/search/typesenseRank.ts); the modal still shows three at most (below).
      group_limit: CANDIDATE_RECORDS,
      // Of each candidate record only what ranks it, not its text.
      include_fields: RANKED_FIELDS,
    });
    // Each search call is followed by the call that fetches, by id, the records of the page of results: every hit the
    // modal lists is one of them (the modal lists at most five of each section).
    expect(sent.all.at(-1)!.search.q).toBe('*');
    const fetched = fetchedIds(sent.all.at(-1)!);
    expect(fetched.length).toBeLessThanOrEqual(30);
    const listed = await page.locator('.DocSearch-Hit-link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).dataset.url!, window.location.href).pathname));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(fetched.length);
    const fetchedPages = new Set(fetched.map((id) => id.split('#')[0]));
    expect(listed.filter((listedPage) => !fetchedPages.has(listedPage))).toEqual([]);
    // An excerpt of a section's text, highlighted, as before.
    await expect(page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title mark').first()).toBeVisible();
    // Every call went with the search-only key, never the admin key, to the nodes in turn; the embedded index and its code were never needed.
    expect(new Set(sent.all.map((search) => search.apiKey))).toEqual(new Set([SEARCH_KEY]));
    expect(cluster!.nodes.map((node) => node.adminKey)).not.toContain(SEARCH_KEY);
    expect(sent.embedded).toEqual([]);
    await expect(page.locator('.DocSearch-Modal').getByRole('status')).toHaveText('');
    // Grouped by page: at most three hits of one page.
    const urls = await page.locator('.DocSearch-Hit-link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).dataset.url!.split('#')[0]));
    const perPage = new Map<string, number>();
    for (const url of urls) perPage.set(url!, (perPage.get(url!) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
    // The footer of a Typesense site (src/theme/SearchBar/ResultsFooter.tsx) keeps the theme's link to /search, and closes the modal.
    await page.locator('.DocSearch-Modal').getByRole('link', {name: /^See all \d+ results$/}).click();
    await expect(page).toHaveURL(/\/search\?q=delegat$/);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('/search asks Typesense the same question, page by page', async ({page}) => {
    const sent = watch(page);
    await page.goto(`${origin}/search?q=emulator`);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const last = sent.searches.at(-1)!;
    expect(last.apiKey).toBe(SEARCH_KEY);
    // Page 1 of 10 pages of results is ranked from the server's first CANDIDATES pages in text-match order (src/search/typesenseRank.ts).
    expect(last.search).toMatchObject({collection: COLLECTION, q: 'emulator', query_by: QUERY_BY, page: 1, per_page: CANDIDATES, sort_by: CANDIDATE_SORT, include_fields: RANKED_FIELDS});
    await expect(page.locator('main ol > li')).toHaveCount(10);
    // Then the records of the hits the page lists, by id, with the same key: ten pages' worth, three hits at most each.
    const fetched = fetchedIds(sent.fetches.at(-1)!);
    expect(new Set(fetched.map((id) => id.split('#')[0])).size).toBe(10);
    expect(fetched.length).toBeLessThanOrEqual(30);
    expect(sent.fetches.at(-1)!.apiKey).toBe(SEARCH_KEY);
    // Every section listed with an excerpt, highlighted where its text matched.
    await expect(page.locator('main ol p mark').first()).toBeVisible();
    expect(String(last.search.filter_by)).toMatch(/^language:=en && docusaurus_tag:=\[/);
    expect(sent.embedded).toEqual([]);
    await expect(page.getByText(FALLBACK_LINE)).toHaveCount(0);
  });

  test('when the call for the records of the hits shown fails on every node: the built-in index answers, and one line says so', async ({page}) => {
    const sent = watch(page);
    // The nodes answer each search, and fail the call that follows it (src/search/typesense.ts, documentSearches).
    await page.route(
      (url) => typesensePorts.includes(Number(url.port)) && url.pathname === '/multi_search',
      async (route) => {
        const searches = (route.request().postDataJSON() as {searches: {q?: string}[]}).searches;
        if (searches[0]?.q === '*') await route.fulfill({status: 503, contentType: 'application/json', body: '{"message":"Not Ready or Lagging"}'});
        else await route.continue();
      },
    );
    await modalFallsBack(page);
    // The search call answered; the second was tried on each node, then the built-in index was loaded.
    expect(sent.searches.length).toBeGreaterThan(0);
    expect(sent.fetches.length).toBeGreaterThanOrEqual(typesensePorts.length);
    expect(sent.embedded.some((url) => url.endsWith('/search-index/meta.json'))).toBe(true);

    await searchPageFallsBack(page);
  });

  test('a reindex while a reader searches: npm run search:index swaps collections, and every search answers with hits', async ({page}) => {
    test.setTimeout(180_000);
    const answers: Array<{status: number; found: number; error?: string; at: number}> = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!typesensePorts.includes(Number(url.port)) || url.pathname !== '/multi_search') return;
      const body = (await response.json().catch(() => ({}))) as {results?: Array<{found?: number; error?: string}>};
      answers.push({status: response.status(), found: body.results?.[0]?.found ?? 0, error: body.results?.[0]?.error, at: Date.now()});
    });
    const admin = new Client({nodes: cluster!.nodes.map((node) => ({host: '127.0.0.1', port: node.port, protocol: 'http' as const})), apiKey: cluster!.nodes[0]!.adminKey, logLevel: 'silent'});
    const before = (await admin.aliases(COLLECTION).retrieve()).collection_name;
    await openModal(page);
    const box = page.locator('.DocSearch-Modal').getByRole('searchbox');
    // The reader keeps typing while the project's indexer uploads the build again, as a deploy runs it.
    const environment = {...process.env};
    delete environment.TYPESENSE_HOST;
    delete environment.TYPESENSE_PORT;
    const indexer = spawn('npx', ['jiti', 'scripts/search-index.ts', 'build-configured'], {
      env: {
        ...environment,
        TYPESENSE_NODES: cluster!.nodes.map((node) => `127.0.0.1:${node.port}`).join(','),
        TYPESENSE_PROTOCOL: 'http',
        TYPESENSE_ADMIN_API_KEY: cluster!.nodes[0]!.adminKey,
        TYPESENSE_COLLECTION: COLLECTION,
      },
    });
    let output = '';
    let created = Infinity;
    indexer.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (/Created /.test(String(chunk))) created = Math.min(created, Date.now());
    });
    indexer.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => indexer.on('exit', resolve));
    let running = true;
    let done = Infinity;
    void exited.then(() => {
      running = false;
      done = Date.now();
    });
    const queries = ['delegat', 'emulator', 'account keys', 'fees', 'staking'];
    let typed = 0;
    // Searches before, during and after the swap, until the indexer is done and a few more.
    for (let after = 0; after < 3; ) {
      const query = queries[typed++ % queries.length]!;
      await box.fill(query);
      await expect(page.locator('.DocSearch-Hit-link').first()).toBeVisible();
      if (!running) after += 1;
    }
    expect(await exited, output).toBe(0);
    expect(output).toMatch(new RegExp(`Alias ${COLLECTION} now serves ${COLLECTION}-\\d{14}`));
    const after = (await admin.aliases(COLLECTION).retrieve()).collection_name;
    expect(after).not.toBe(before);
    // No search failed, none came back empty, and none needed the built-in index.
    // (Repeated queries may come from the modal's cache: the answers are those the nodes sent.)
    const during = answers.filter((answer) => answer.at >= created && answer.at <= done);
    test.info().annotations.push({type: 'searches', description: `${answers.length} answered by the nodes, ${during.length} of them while the indexer uploaded and swapped`});
    expect(during.length, 'searches answered between the new collection and the swap').toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 200 || answer.error || answer.found === 0)).toEqual([]);
    await expect(page.getByText(FALLBACK_LINE)).toHaveCount(0);
  });

  test('a follower stops, then the leader: the modal and /search keep answering', async ({page}) => {
    const leader = await cluster!.leader();
    const follower = cluster!.nodes.find((node) => node !== leader)!;
    await follower.stop();
    const sent = watch(page);
    await openModal(page);
    const input = page.locator('.DocSearch-Modal').getByRole('searchbox');
    await input.fill('delegat');
    await expect(page.locator('.DocSearch-Hit-link[data-url*="/networks/staking/"]').first()).toBeVisible();
    // Two of three nodes: Typesense answers, so no line.
    await expect(page.locator('.DocSearch-Modal').getByRole('status')).toHaveText('');
    expect(sent.embedded).toEqual([]);

    // One of three: no quorum; the last node answers 503 "Not Ready or Lagging" and the built-in index answers instead.
    await leader.stop();
    const last = cluster!.nodes.find((node) => node.running())!;
    await expect
      .poll(async () => fetch(`${last.url}/health`).then(async (response) => ((await response.json()) as {ok?: boolean}).ok), {timeout: 30_000})
      .toBe(false);
    await input.fill('emulator');
    await expect(page.locator('.DocSearch-Hit-link').first()).toBeVisible({timeout: 15_000});
    await expect(page.locator('.DocSearch-Modal').getByRole('status')).toHaveText(FALLBACK_LINE);
    expect(sent.embedded.some((url) => url.endsWith('/search-index/meta.json'))).toBe(true);

    await searchPageFallsBack(page);
  });

  test('when every node is down: the built-in index answers, in the modal and on the page, and one line says so', async ({page}) => {
    await cluster!.stop();
    const sent = watch(page);
    await modalFallsBack(page);
    expect(sent.searches.length).toBeGreaterThan(0);
    expect(sent.embedded.some((url) => url.endsWith('/search-index/meta.json'))).toBe(true);

    await searchPageFallsBack(page);
    await expect(page.locator('main')).not.toContainText('Unable to fetch results');
  });
});
