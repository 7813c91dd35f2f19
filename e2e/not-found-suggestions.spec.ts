import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {loadResources} from './firstLoad';
import {expectTappableAt320, hydrated, SAMPLE_DOC} from './helpers';

/**
 * The not-found page searches for the words of the missing address and lists the
 * pages found (src/components/NotFoundSuggestions). Each address below is a
 * mistyped or moved one; its page is the one a reader who followed it wanted.
 */
const MISSING = [
  {path: '/tools/flow-cli/transactions/send-transactions', words: 'tools flow cli transactions send transactions', page: '/tools/flow-cli/transactions/send'},
  {path: '/evm/network', words: 'evm network', page: '/evm/networks'},
  {path: '/build/basics/account', words: 'build basics account', page: '/build/basics/accounts'},
] as const;

const HEADING = 'Pages that may be what you were looking for';
const suggestions = (page: Page) => page.getByRole('list', {name: HEADING});
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search the documentation'});

/** The suggestions' own code: the chunk holding their heading. */
const isSuggestions = (url: string, body: Buffer) => new URL(url).pathname.endsWith('.js') && body.includes(HEADING);
/** What the suggestions load: their own code, search's code (ours and MiniSearch) and the index. */
const isSuggestionsOrSearch = (url: string, body: Buffer) => {
  const {pathname} = new URL(url);
  return (
    pathname.includes('/search-index') ||
    isSuggestions(url, body) ||
    (pathname.endsWith('.js') && (pathname.includes('/search-embedded.') || body.includes('MiniSearch')))
  );
};

for (const {path, words, page: expected} of MISSING) {
  test(`${path}: suggests ${expected}, with the search box prefilled`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('heading', {level: 2, name: HEADING})).toBeVisible();
    const links = suggestions(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    test.info().annotations.push({type: 'suggestions', description: `${path}: ${hrefs.join(', ')}`});
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(hrefs.length).toBeLessThanOrEqual(5);
    expect(hrefs).toContain(expected);
    await expect(searchBox(page)).toHaveValue(words);
    await expect(page.getByText('Searching…')).toHaveCount(0);

    // The suggestion leads to its page.
    await suggestions(page).locator(`a[href="${expected}"]`).click();
    await expect(page).toHaveURL(expected);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
  });
}

test('the search box refines on /search, from the keyboard', async ({page}) => {
  await page.goto('/evm/network');
  const input = searchBox(page);
  await expect(input).toHaveValue('evm network');
  await input.focus();
  await input.fill('evm networks chain id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=evm\+networks\+chain\+id$/);
  await expect(page.locator('main ol > li').first()).toBeVisible();
});

test('when search fails, the page says so in one line and keeps the search box', async ({page}) => {
  await page.route('**/search-index/**', (route) => route.fulfill({status: 503, body: 'unavailable'}));
  await page.goto('/evm/network');
  await expect(page.getByText('The search for similar pages failed. You can still search below.')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('evm network');
});

test('a doc page loads neither the suggestions nor search on load; the not-found page does', async ({page}) => {
  const doc = await loadResources(page, SAMPLE_DOC);
  expect(doc.filter((resource) => isSuggestionsOrSearch(resource.url, resource.body)).map((resource) => resource.url)).toEqual([]);
  const missing = await loadResources(page, '/build/basics/account');
  await expect(suggestions(page).getByRole('link').first()).toBeVisible();
  expect(missing.some((resource) => isSuggestions(resource.url, resource.body))).toBe(true);
  const paths = missing.filter((resource) => isSuggestionsOrSearch(resource.url, resource.body)).map((resource) => new URL(resource.url).pathname);
  expect(paths).toContain('/search-index/meta.json');
  expect(paths.some((pathname) => pathname.includes('/search-embedded.'))).toBe(true);
});

test('at 320 px, every suggestion and the search controls fit the screen and are large enough to tap', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/tools/flow-cli/transactions/send-transactions');
  await hydrated(page);
  await expect(suggestions(page).getByRole('link').first()).toBeVisible();
  const controls = [...(await suggestions(page).getByRole('link').all()), searchBox(page), page.locator('form').filter({has: searchBox(page)}).getByRole('button', {name: 'Search'})];
  await expectTappableAt320(page, controls);
});

for (const mode of ['dark', 'light'] as const) {
  test(`with suggestions shown, no serious or critical axe violation (${mode} mode)`, async ({page}) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    await page.goto('/build/basics/account');
    await expect(suggestions(page).getByRole('link').first()).toBeVisible();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    const {violations} = await new AxeBuilder({page}).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
