/**
 * A doc page's static markup is shipped once, as HTML (plugins/first-load/islands): its static
 * elements and the lines of its code blocks are not in the page's JavaScript, the page the reader
 * opens hydrates without changing them, a page the reader goes to shows the same markup the server
 * wrote for it, its links still move through the router, and a page whose HTML cannot be read is
 * loaded as a whole page instead.
 */
import {expect, test, type Page} from '@playwright/test';
import {hydrated, sitemapPaths, watchPage} from './helpers';

const OPENED = '/build/basics/accounts';
// A page of the same sidebar, with code blocks: reached from OPENED's sidebar.
const NEXT = '/build/basics/scripts';
const NEXT_LABEL = 'Scripts';

interface Markup {
  islands: Array<{tag: string; html: string}>;
  code: string[];
  text: string;
  /** The static regions around the Markdown (plugins/first-load/islands/regions.ts): class and content, or null where the page has none. */
  regions: Array<{className: string; html: string} | null>;
}

/** The static regions' root elements: the breadcrumbs, the theme's doc footer, the previous/next links. */
const REGIONS = ['nav.theme-doc-breadcrumbs', 'footer.theme-doc-footer', 'nav.pagination-nav'];

/**
 * The islands (admonitions among them, marked by a class), the code blocks' lines and the text of
 * the doc content, and the regions around it, in `root` (the live page, or the served HTML of `path`).
 */
async function markup(page: Page, path?: string): Promise<Markup> {
  return page.evaluate(
    async ({servedPath, regions}) => {
      const root = servedPath ? new DOMParser().parseFromString(await (await fetch(servedPath)).text(), 'text/html') : document;
      const content = root.querySelector('.theme-doc-markdown');
      if (!content) throw new Error(`no doc content on ${servedPath ?? 'the page'}`);
      return {
        islands: Array.from(content.querySelectorAll('[data-i], .theme-admonition[class*="island-"]')).map((element) => ({tag: element.tagName, html: element.innerHTML})),
        code: Array.from(content.querySelectorAll('pre > code')).map((element) => element.innerHTML),
        text: (content.textContent ?? '').replace(/\s+/g, ' ').trim(),
        regions: regions.map((selector) => {
          const element = root.querySelector(selector);
          return element && {className: element.className, html: element.innerHTML};
        }),
      };
    },
    {servedPath: path ?? null, regions: REGIONS},
  );
}

/**
 * What the copy button of the page's `n`th code block puts on the clipboard; it must be a block of
 * the page's Markdown (its .md page), code for code.
 */
async function copiedCode(page: Page, path: string, n: number): Promise<string> {
  const block = page.locator('.theme-doc-markdown .theme-code-block').nth(n);
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const markdown = await (await page.request.get(`${path}.md`)).text();
  expect(copied.length).toBeGreaterThan(20);
  expect(markdown, `the ${n}th block's copied code is in ${path}.md`).toContain(copied);
  return copied;
}

/** Marks the window, so that a full page load (a new window object) can be told from a move through the router. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as {islandsMark: boolean}).islandsMark = true));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as {islandsMark?: boolean}).islandsMark === true);

test.describe('doc page islands', () => {
  test('the opened page hydrates without touching its static markup, and its text is not in its JavaScript', async ({page, baseURL}) => {
    const problems = watchPage(page, baseURL!);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(OPENED);
    await hydrated(page);
    const served = await markup(page, OPENED);
    expect(served.islands.length, 'static elements marked on the server').toBeGreaterThan(10);
    expect(served.code.length, 'code blocks').toBeGreaterThan(3);
    expect(served.regions.map(Boolean), 'breadcrumbs, doc footer and previous/next links').toEqual([true, true, true]);
    expect(await markup(page)).toEqual(served);
    // A sentence of a paragraph and a line of a code block, in the HTML and in none of the page's scripts.
    const paragraph = await page.locator('.theme-doc-markdown p[data-i]').first().textContent();
    const sentence = paragraph!.trim().split(/(?<=[.:])\s/)[0]!.slice(0, 60);
    expect(sentence.length).toBeGreaterThan(20);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes(sentence)), `scripts holding "${sentence}"`).toEqual([]);
    // The same for an admonition's words.
    const note = (await page.locator('.theme-doc-markdown .theme-admonition[class*="island-"] p').first().textContent())!.trim().slice(0, 60);
    expect(note.length).toBeGreaterThan(20);
    expect(bodies.filter((body) => body.includes(note)), `scripts holding "${note}"`).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a page reached through the router shows the markup the server wrote for it, copies its code, and its links move through the router', async ({page, context, baseURL}) => {
    const problems = watchPage(page, baseURL!);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto(OPENED);
    await hydrated(page);
    await copiedCode(page, OPENED, 1);
    await markWindow(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname);
    });
    await page.getByRole('complementary').getByRole('link', {name: NEXT_LABEL, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Scripts/);
    expect(await windowMarked(page), 'moved through the router, not a page load').toBe(true);
    expect(fetched, 'the page’s HTML, read for its islands').toContain(NEXT);
    const live = await markup(page);
    const served = await markup(page, NEXT);
    expect(live.islands.length).toBeGreaterThan(5);
    expect(live).toEqual(served);
    await copiedCode(page, NEXT, 0);
    await copiedCode(page, NEXT, 2);

    // A link inside an island (a paragraph) to another doc page: through the router too.
    const link = page.locator('.theme-doc-markdown p[data-i] a[href^="/"]').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[#?].*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await windowMarked(page), 'an island link moved through the router').toBe(true);
    expect(problems).toEqual([]);
  });

  test('a doc page reached from a page without islands (home) shows its served markup, through the router', async ({page, baseURL}) => {
    const problems = watchPage(page, baseURL!);
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    // While a page's code loads, the URL already names it and the document still shows home.
    await page.getByRole('link', {name: 'Why Flow'}).first().click();
    await expect(page).toHaveURL(/\/build\/flow$/);
    await expect(page.locator('.theme-doc-markdown')).toBeVisible();
    expect(await windowMarked(page), 'moved through the router, not a page load').toBe(true);
    const live = await markup(page);
    expect(live.islands.length).toBeGreaterThan(3);
    expect(live).toEqual(await markup(page, '/build/flow'));
    expect(problems).toEqual([]);
  });

  test('a page whose HTML cannot be read for its islands is loaded as a whole page', async ({page}) => {
    await page.goto(OPENED);
    await hydrated(page);
    await markWindow(page);
    // The islands' read of the page's HTML fails; the browser's own load of the page does not.
    await page.route(`**${NEXT}`, (route) => (route.request().resourceType() === 'fetch' ? route.fulfill({status: 503, body: 'unavailable'}) : route.continue()));
    await page.getByRole('complementary').getByRole('link', {name: NEXT_LABEL, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Scripts/);
    await hydrated(page);
    expect(await windowMarked(page), 'a page load, not a move through the router').toBe(false);
    await page.unrouteAll();
    expect(await markup(page)).toEqual(await markup(page, NEXT));
  });

  test('every doc page of the sitemap, reached through the router, shows the markup its HTML holds', async ({page, request, baseURL}) => {
    test.setTimeout(600_000);
    const problems = watchPage(page, baseURL!);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(200);
    await page.goto(OPENED);
    await hydrated(page);
    await markWindow(page);
    const differ: string[] = [];
    let docs = 0;
    for (const path of paths) {
      // A link the site footer's handler sends through the router, as it does the footer's own links.
      await page.evaluate((target) => {
        const link = document.createElement('a');
        link.href = target;
        document.querySelector('footer.footer')!.append(link);
        link.click();
        link.remove();
      }, path);
      await page.waitForFunction((target) => window.location.pathname === target, path);
      // The old page stays on screen until the new one's code (and islands) have loaded: wait for the served page's title.
      const served = await page.evaluate(async (target) => new DOMParser().parseFromString(await (await fetch(target)).text(), 'text/html').title, path);
      await expect(page).toHaveTitle(served);
      if ((await page.locator('.theme-doc-markdown').count()) === 0) continue;
      docs += 1;
      if (JSON.stringify(await markup(page)) !== JSON.stringify(await markup(page, path))) differ.push(path);
    }
    expect(await windowMarked(page), 'every move went through the router').toBe(true);
    expect(docs).toBeGreaterThan(200);
    expect(differ).toEqual([]);
    expect(problems).toEqual([]);
  });
});
