import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readBuildRecords, uploadRecords} from '../scripts/lib/typesenseIndexer';
import {startFakeTypesense, type FakeTypesense} from '../tests/search/fakeTypesense';

/**
 * The same search UI on a site configured for Typesense (build-configured/, made by
 * scripts/test.sh with TYPESENSE_HOST=127.0.0.1:4180). Typesense itself cannot run
 * here, so a checking stand-in of its HTTP API listens on that port; the build's
 * records reach it through our indexer, as they would reach a real cluster.
 */
const port = Number(process.env.E2E_CONFIGURED_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const SEARCH_KEY = 'search-test-key';
const ADMIN_KEY = 'admin-test-key';
const COLLECTION = 'flow-docs-test';
const QUERY_BY = 'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content';

test.describe.configure({mode: 'serial'});

test.describe('search on Typesense when configured', () => {
  test.skip(!process.env.E2E_CONFIGURED, 'set E2E_CONFIGURED=1 after building build-configured/ (npm test does)');
  let server: FakeTypesense;

  test.beforeAll(async () => {
    server = await startFakeTypesense({adminKey: ADMIN_KEY, searchKey: SEARCH_KEY, port: 4180});
    const records = await readBuildRecords(path.resolve(__dirname, '../build-configured'));
    await uploadRecords(
      {host: '127.0.0.1', port: 4180, protocol: 'http', adminApiKey: ADMIN_KEY, alias: COLLECTION, minRatio: 0.8, timeoutSeconds: 5},
      records,
      () => undefined,
    );
  });
  test.afterAll(async () => server?.close());

  const searches = () =>
    server.calls
      .filter((call) => call.path === '/multi_search')
      .map((call) => ({apiKey: call.apiKey, search: (call.body as {searches: Record<string, unknown>[]}).searches[0]!}));

  async function openModal(page: Page) {
    await page.goto(`${origin}/build/basics/accounts`);
    await page.getByRole('button', {name: 'Search'}).first().click();
    await expect(page.locator('.DocSearch-Modal').getByRole('searchbox')).toBeFocused();
  }

  test('the modal sends one multi_search with the contextual filter and shows the hits', async ({page}) => {
    const before = searches().length;
    await openModal(page);
    await page.locator('.DocSearch-Modal').getByRole('searchbox').fill('delegat');
    await expect(page.locator('.DocSearch-Hit-link[data-url*="/networks/staking/"]').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-title mark').first()).toBeVisible();
    const sent = searches().slice(before);
    const last = sent.at(-1)!;
    expect(last.apiKey).toBe(SEARCH_KEY);
    expect(last.search).toMatchObject({
      collection: COLLECTION,
      q: 'delegat',
      query_by: QUERY_BY,
      filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]',
      group_by: 'url_without_anchor',
      group_limit: 3,
    });
    // No request of the page went to Typesense with the admin key, and the index file was never needed.
    expect(server.calls.filter((call) => call.apiKey === ADMIN_KEY && call.path === '/multi_search')).toEqual([]);
  });

  test('/search asks Typesense the same question, page by page', async ({page}) => {
    const before = searches().length;
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) indexRequests.push(request.url());
    });
    await page.goto(`${origin}/search?q=emulator`);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const last = searches().slice(before).at(-1)!;
    expect(last.search).toMatchObject({collection: COLLECTION, q: 'emulator', query_by: QUERY_BY, page: 1, per_page: 10});
    expect(String(last.search.filter_by)).toMatch(/^language:=en && docusaurus_tag:=\[/);
    expect(indexRequests).toEqual([]);
  });

  test('when Typesense is down: the error screen, in the modal and on the page', async ({page}) => {
    await server.close();
    await openModal(page);
    await page.locator('.DocSearch-Modal').getByRole('searchbox').fill('accounts');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toContainText('Unable to fetch results', {timeout: 15_000});
    await expect(errorScreen).toContainText('You might want to check your network connection.');

    await page.goto(`${origin}/search?q=accounts`);
    await expect(page.locator('main')).toContainText('Unable to fetch results', {timeout: 15_000});
    await expect(page.locator('main')).toContainText('You might want to check your network connection.');
  });
});
