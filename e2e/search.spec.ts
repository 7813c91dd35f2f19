import {expect, test, type Page} from '@playwright/test';
import {SAMPLE_DOC, watchPage} from './helpers';

/**
 * Search on the embedded backend (no configuration): the index the build wrote,
 * loaded in the browser on first use. Every request stays on the site's origin.
 */
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => modal(page).getByRole('searchbox');
const searchButton = (page: Page) => page.getByRole('button', {name: 'Search'}).first();
const hitTitles = (page: Page) => modal(page).locator('.DocSearch-Hit-title');

async function openModal(page: Page) {
  await searchButton(page).click();
  await expect(modalInput(page)).toBeFocused();
}

test.describe('search modal (embedded index)', () => {
  test('the index is not part of a page’s first load; search loads the shards a query needs when first used', async ({page, baseURL}) => {
    const problems = watchPage(page, baseURL!);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(SAMPLE_DOC);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await openModal(page);
    await modalInput(page).fill('accounts');
    await expect(hitTitles(page).first()).toBeVisible();
    // The meta file once, then a few content-hashed term shards, and the hits' document chunks in one request
    // (byte ranges of documents.txt, which nginx answers); never the whole index.
    expect(indexRequests.filter((path) => path === '/search-index/meta.json')).toHaveLength(1);
    const shards = indexRequests.filter((path) => /^\/assets\/search-index\/[0-9a-f]{16}\/([tdw]\d+\.(json|txt)|documents\.txt)$/.test(path));
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBe(indexRequests.length - 1);
    expect(shards.filter((path) => path.endsWith('/documents.txt'))).toHaveLength(1);
    expect(shards.filter((path) => /\/d\d+\.json$/.test(path))).toEqual([]);
    expect(indexRequests).not.toContain('/search-index.json');
    expect(problems).toEqual([]);
  });

  test('the modal’s styles are not in the stylesheet a page waits for; they come with the modal, which is laid out over the page', async ({page}) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(SAMPLE_DOC);
    await page.waitForLoadState('networkidle');
    const modalRules = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).filter((text) => text.includes('.DocSearch-Modal'))),
      );
    expect(stylesheets).toHaveLength(1);
    expect(await modalRules()).toEqual([]);
    // The button is styled already: DocSearch's own button rules are in the page's stylesheet.
    expect(await searchButton(page).evaluate((element) => getComputedStyle(element).display)).toBe('flex');

    await openModal(page);
    expect(stylesheets.length).toBe(2);
    expect((await modalRules()).length).toBeGreaterThan(0);
    // A dialog over the page, not a block at the end of it.
    const container = page.locator('.DocSearch-Container');
    expect(await container.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const box = (await modal(page).boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
    expect(await modal(page).evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('finds pages as you type, from a word’s first letters', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await modalInput(page).pressSequentially('staking deleg', {delay: 30});
    await expect(modal(page).getByRole('option').first()).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hit-link[data-url*="/networks/staking/"]').first()).toBeVisible();
    await expect(hitTitles(page).locator('mark').first()).toBeVisible();
  });

  test('a misspelt query still finds the page', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('entitlments');
    await expect(modal(page).locator('.DocSearch-Hit-link[data-url*="entitlement"]').first()).toBeVisible();
  });

  test('results are grouped by section, headings first, at most three hits per page', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('flow cli');
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toBeVisible();
    const hrefs = await modal(page)
      .locator('.DocSearch-Hit-link')
      .evaluateAll((hits) => hits.map((hit) => new URL((hit as HTMLElement).dataset.url!, location.href).pathname));
    const perPage = new Map<string, number>();
    for (const href of hrefs) perPage.set(href, (perPage.get(href) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
  });

  test('choosing a hit goes to the page and its heading', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('keys and weights');
    const hits = modal(page).locator('.DocSearch-Hit-link');
    const first = await hits.first().getAttribute('data-url');
    await modalInput(page).press('Enter');
    await expect(modal(page)).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(first);

    // A click goes there too, through the router (no reload).
    await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));
    await searchButton(page).click();
    await modalInput(page).fill('staking rewards');
    // The reopened modal lists the recent search (with its save and remove buttons) until the results replace it.
    await expect(modal(page).locator('.DocSearch-Hit-action-button')).toHaveCount(0);
    const target = await hits.first().getAttribute('data-url');
    await hits.first().click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${target!.split('#')[0]}`));
    expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker)).toBe(true);
  });

  test('"See all N results" opens /search with the query, and the page shows them', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('transaction fees');
    const seeAll = modal(page).getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=transaction(\+|%20)fees$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "transaction fees"');
    await expect(page.getByText(`${count} pages found`)).toBeVisible();
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('no results: the no-result screen of the specification', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('zzxqvbnmw');
    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zzxqvbnmw"');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /zzxqvbnmw/);
  });

  test('keyboard: Ctrl+K and "/" open it, Escape closes it, a letter on the focused button starts the query', async ({page}) => {
    await page.goto(SAMPLE_DOC);
    // The shortcut listens once the page has hydrated; retry the key until it does.
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(modalInput(page)).toBeFocused({timeout: 500});
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await searchButton(page).focus();
    await page.keyboard.press('c');
    await expect(modalInput(page)).toHaveValue('c');
  });

  test('a letter typed on the focused button opens search with that letter, on a fresh page too', async ({page}) => {
    await page.goto('/');
    await expect(async () => {
      await searchButton(page).focus();
      await page.keyboard.press('t');
      await expect(modalInput(page)).toHaveValue('t', {timeout: 1000});
    }).toPass();
    await modalInput(page).pressSequentially('ransaction');
    await expect(hitTitles(page).first()).toBeVisible();
  });

  test('the placeholder is "Search docs"', async ({page}) => {
    await page.goto('/');
    await openModal(page);
    await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
  });

  test('a query holding HTML is shown as text and never runs', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const query = '<img src=x onerror=alert(1)><b>bold</b>';
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill(query);
    await expect(modal(page).locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page).locator('img[src="x"], b:text("bold")')).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
    await expect(page.locator('main').getByText(query, {exact: false}).first()).toBeVisible();
    await expect(page.locator('main img[src="x"], main b:text("bold")')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

for (const mode of ['dark', 'light'] as const) {
  test.describe(`search hits are links (${mode} mode)`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    });

    test('each hit is an <a href> to its page, and is itself the listbox option', async ({page}) => {
      await page.goto('/');
      await openModal(page);
      await modalInput(page).fill('staking rewards');
      const options = modal(page).getByRole('option');
      await expect(options.first()).toBeVisible();
      const count = await options.count();
      for (let i = 0; i < count; i += 1) {
        const option = options.nth(i);
        expect(await option.evaluate((el) => el.tagName)).toBe('A');
        const href = await option.getAttribute('href');
        expect(href).toMatch(/^\/[a-z]/);
        expect(href).toBe(await option.getAttribute('data-url'));
      }
      // The <li> around each link is only layout.
      expect(await modal(page).locator('li.DocSearch-Hit').first().getAttribute('role')).toBe('presentation');
    });

    test('arrow keys move the active hit while focus stays in the input; Enter opens it', async ({page}) => {
      await page.goto('/');
      await openModal(page);
      await modalInput(page).fill('staking rewards');
      const options = modal(page).getByRole('option');
      await expect(options.nth(1)).toBeVisible();
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await modalInput(page).press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(options.first()).toHaveAttribute('aria-selected', 'false');
      await expect(modalInput(page)).toBeFocused();
      const activeId = await options.nth(1).getAttribute('id');
      await expect(modalInput(page)).toHaveAttribute('aria-activedescendant', activeId!);
      // The active hit is drawn as active: its background is the highlight colour, not the others'.
      const background = (i: number) => options.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background(1)).not.toBe(await background(0));
      const target = (await options.nth(1).getAttribute('href'))!;
      await modalInput(page).press('Enter');
      await expect(modal(page)).toBeHidden();
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
    });

    test('Ctrl+click and a middle click open a hit in a new tab and leave this page as it was', async ({page, context}) => {
      await page.goto('/');
      await openModal(page);
      await modalInput(page).fill('staking rewards');
      const hit = modal(page).getByRole('option').first();
      await expect(hit).toBeVisible();
      const href = (await hit.getAttribute('href'))!;
      const expected = new URL(href, page.url()).href;

      let opened = context.waitForEvent('page');
      await hit.click({modifiers: ['ControlOrMeta']});
      let tab = await opened;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(expected);
      await expect(tab.getByRole('heading', {level: 1})).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      await tab.close();

      if (!(await modal(page).isVisible())) {
        await openModal(page);
        await modalInput(page).fill('staking rewards');
      }
      opened = context.waitForEvent('page');
      await modal(page).getByRole('option').first().click({button: 'middle'});
      tab = await opened;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(expected);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
}

test.describe('search page (embedded index)', () => {
  test('reads q, shows results grouped by page, and follows edits of the query', async ({page, baseURL}) => {
    const problems = watchPage(page, baseURL!);
    await page.goto('/search?q=emulator');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "emulator"');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(results.first().getByRole('heading', {level: 2})).toContainText(/emulator/i);
    await page.getByRole('searchbox', {name: 'Search'}).fill('fungible token');
    await expect(page).toHaveURL(/\?q=fungible(\+|%20)token$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "fungible token"');
    await expect(results.first().locator('mark').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the no-result screen, with its suggestions and report link', async ({page}) => {
    await page.goto('/search?q=zzxqvbnmw');
    const main = page.locator('main');
    await expect(main).toContainText('No results for “zzxqvbnmw”');
    await expect(main).toContainText('Try searching for');
    await expect(main).toContainText('Believe this query should return results?');
    await expect(main.getByRole('link', {name: 'Let us know.'})).toBeVisible();
    await main.getByRole('button', {name: 'Staking'}).click();
    await expect(page).toHaveURL(/\?q=Staking$/);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('the error screen when the index cannot be fetched', async ({page}) => {
    await page.route('**/search-index/meta.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=accounts');
    await expect(page.locator('main')).toContainText('Unable to fetch results');
    await expect(page.locator('main')).toContainText('You might want to check your network connection.');

    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('accounts');
    await expect(modal(page).locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(modal(page).locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  });

  test('the error screen when a shard cannot be fetched, and results once it can', async ({page}) => {
    let offline = true;
    await page.route('**/assets/search-index/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/');
    await openModal(page);
    await modalInput(page).fill('accounts');
    await expect(modal(page).locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    offline = false;
    await modalInput(page).fill('account');
    await expect(hitTitles(page).first()).toBeVisible();
  });
});
