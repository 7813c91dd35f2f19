import {expect, test} from '@playwright/test';
import {specRoutes} from './helpers';

const routes = specRoutes();

test.describe('routes', () => {
  test('every route of the specification answers 200 with its own page', async ({request}) => {
    test.skip(routes === null, 'shared/spec/routes.txt is absent');
    const wrong: string[] = [];
    for (const route of routes!) {
      const response = await request.get(route, {maxRedirects: 0});
      const html = await response.text();
      const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(html)?.[1];
      const canonicalPath = canonical ? new URL(canonical).pathname : null;
      if (response.status() !== 200) wrong.push(`${route}: HTTP ${response.status()}`);
      else if (canonicalPath !== route) wrong.push(`${route}: serves the page of ${canonicalPath}`);
    }
    expect(wrong).toEqual([]);
    expect(routes!.length).toBeGreaterThan(240);
  });

  test('/build/basics/smart-contracts redirects to the smart contracts overview', async ({page}) => {
    await page.goto('/build/basics/smart-contracts');
    await expect(page).toHaveURL(/\/build\/smart-contracts\/overview$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Smart Contracts Overview');
  });

  test("the Unity SDK package's documentation, changelog and licence links reach our pages", async ({page}) => {
    for (const [from, title] of [
      ['/tools/unity-sdk', /Flow SDK for Unity/],
      ['/tools/unity-sdk/changelog', /Changelog/i],
      ['/tools/unity-sdk/license', /Licen[cs]e/i],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`/tools/clients/unity-sdk${from.slice('/tools/unity-sdk'.length)}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    }
  });

  test('an unknown path shows the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  test('pages are titled with a vertical bar, indexing is allowed and a sitemap is published', async ({page, request}) => {
    await page.goto('/build/basics/accounts');
    await expect(page).toHaveTitle('Accounts | Flow Developer Portal');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-agent: \*\s+Allow: \//);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/build/basics/accounts</loc>');
  });

  test('wallet provider spec pages have no sidebar; docs pages do, with breadcrumbs', async ({page}) => {
    await page.goto('/tooling/wallet-provider-spec/custodial');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await page.goto('/build/basics/accounts');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toContainText('Flow Basics');
  });

  test('pages are English, left to right, show when and by whom they were last updated; there is no blog', async ({page, request}) => {
    await page.goto('/build/basics/accounts');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated .* by /);
    expect((await request.get('/blog')).status()).toBe(404);
  });

  test('written pages carry no "being written" notice', async ({page}) => {
    // Every page is written now; a future page with `status: outline` gets the notice
    // (src/theme/DocItem/Content), and the content lint counts such pages.
    for (const route of ['/build/basics/accounts', '/tools/flow-cli', '/']) {
      await page.goto(route);
      await expect(page.getByTestId('outline-notice')).toHaveCount(0);
    }
  });
});
