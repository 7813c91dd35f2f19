import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {parse} from 'yaml';
import {operations, type OpenApiDocument, type Operation} from '../plugins/access-api/load';
import {upstreamApiBuilds} from '../playwright.config';
import {watchPage} from './helpers';

/** The reference is its own React root, hydrated item by item after the page (plugins/access-api/components/redoc). */
const referenceHydrated = (page: Page) => expect(page.locator('.redoc-island[data-hydrated="true"]')).toBeAttached({timeout: 30_000});

/** Redoc's section id for an operation: by operationId when there is one, else by JSON-pointer path. */
function sectionId({method, path: route, tag, operationId}: Operation): string {
  const local = operationId ? `operation/${operationId}` : `paths/${route.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}`;
  // Redoc slugs a tag name into its section id: spaces become hyphens.
  return tag ? `tag/${tag.trim().replace(/\s+/g, '-')}/${local}` : local;
}

const root = path.resolve(__dirname, '..');
const sources = [
  {name: 'our description (the build fell back to it)', origin: '', file: path.join(root, 'openapi/access.yaml')},
  ...upstreamApiBuilds.map(({name, port}) => ({
    name: `upstream access-${name}.yaml served on 127.0.0.1`,
    origin: `http://127.0.0.1:${port}`,
    file: path.resolve(root, `../shared/fixtures/upstream/access-${name}.yaml`),
  })),
];

async function expectEveryOperation(page: Page, text: string) {
  const missing: string[] = [];
  for (const op of operations(parse(text) as OpenApiDocument)) {
    const section = page.locator(`[data-section-id="${sectionId(op)}"]`);
    if ((await section.count()) === 0) {
      missing.push(`${op.method} ${op.path}`);
      continue;
    }
    // Its endpoint (method and path) is shown, and its summary is the heading.
    await expect(section.first().getByText(op.path, {exact: true}).first()).toBeAttached();
    if (op.summary) await expect(section.first().locator('h2').first()).toHaveText(op.summary.trim());
  }
  expect(missing).toEqual([]);
}

for (const source of sources) {
  test.describe(`/http-api from ${source.name}`, () => {
    const expected = readFileSync(source.file, 'utf8');

    for (const mode of ['dark', 'light'] as const) {
      test(`renders every operation in ${mode} mode, with no error and no outside request`, async ({page, baseURL}) => {
        const origin = source.origin || baseURL!;
        const problems = watchPage(page, origin);
        await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
        await page.goto(`${origin}/http-api`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectEveryOperation(page, expected);
        // Hydration finished, item by item, without React reporting a mismatch (it logs #418/#423 as console errors).
        await referenceHydrated(page);
        expect(problems).toEqual([]);
        // Redoc's store (the description parsed, its Markdown rendered, the menu) was built once, ahead of hydration.
        expect(await page.evaluate(() => performance.getEntriesByName('access-api: Redoc store built').length)).toBe(1);
      });
    }

    test('every entry of the side menu is plain text, with no HTML tag or escaped tag', async ({page, baseURL}) => {
      const origin = source.origin || baseURL!;
      await page.goto(`${origin}/http-api`);
      const entries = page.locator('.menu-content [role="menuitem"]');
      await expect(entries.first()).toBeVisible();
      const labels = (await entries.allTextContents()).map((label) => label.trim());
      // One entry per operation at least, plus the description's headings.
      expect(labels.length).toBeGreaterThanOrEqual(operations(parse(expected) as OpenApiDocument).length);
      expect(labels.filter((label) => /<|&lt;|&gt;/.test(label))).toEqual([]);
      if (!source.origin) expect(labels).toContain('Choosing what comes back: expand and select');
    });

    test('the download link serves the exact description the page shows', async ({page, baseURL}) => {
      const origin = source.origin || baseURL!;
      await page.goto(`${origin}/http-api`);
      const link = page.getByTestId('api-download');
      await expect(link).toBeVisible();
      const response = await page.request.get(new URL((await link.getAttribute('href'))!, origin).href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(expected);
    });
  });
}

test.describe('finding an operation far down the reference', () => {
  // The side menu (after hydration) and an address with an anchor (with or without scripts) reach it.
  test.use({viewport: {width: 1280, height: 800}});

  // The side menu is tried on the last operation but one: opening the last tag's group scrolls the
  // page to its end, where Redoc's scroll tracking may already have marked the last operation
  // active, and a click on the active entry folds it instead of scrolling to its heading (Redoc's
  // behaviour; this made the test fail about one run in four).
  const farDown = 'Get node version information';

  test('the side menu scrolls to an operation far down and marks it', async ({page}) => {
    await page.goto('/http-api');
    // The reference takes seconds to hydrate when the browser tests share the machine.
    await referenceHydrated(page);
    // A reader who has scrolled a little first: the jump used to land past its target, at the
    // reference's end, when the items around it took their real height (settleScroll.ts).
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    // Its tag's group opens first, as a reader would.
    await page.locator('.menu-content label').filter({hasText: /^Network$/}).click();
    await expect(page.locator('[data-section-id="tag/Network"]').first()).toBeInViewport();
    await page.locator('.menu-content label').filter({hasText: farDown}).click();
    // Redoc scrolls, then its scroll tracking marks the entry of the operation in view (slow on a busy machine).
    await expect(page.locator('[data-section-id$="operation/getNodeVersionInfo"] h2').first()).toBeInViewport({timeout: 15_000});
    await expect(page.locator('.menu-content label.active').filter({hasText: farDown})).toHaveCount(1, {timeout: 15_000});
  });

  test('an address with its anchor opens on it, before any script runs too', async ({page}) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/http-api#tag/Streaming/operation/subscribeEvents');
    await expect(page.locator('#tag\\/Streaming\\/operation\\/subscribeEvents h2').first()).toBeInViewport();
  });
});

test.describe('the reference follows the colour mode', () => {
  const textColour = (page: Page) =>
    page.locator('[data-section-id^="tag/"] h2').first().evaluate((el) => getComputedStyle(el).color);
  /** The page's background as painted: the first opaque one of body and html, else the white canvas. */
  const background = (page: Page) =>
    page.evaluate(() => {
      const painted = [document.body, document.documentElement].map((el) => getComputedStyle(el).backgroundColor);
      return painted.find((colour) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') ?? 'rgb(255, 255, 255)';
    });
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  for (const mode of ['dark', 'light'] as const) {
    test(`the server-rendered reference is already in ${mode} colours before any bundle runs (no flash)`, async ({page}) => {
      // Only the inline colour-mode script runs: every script file is refused.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto('/http-api');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const text = luminance(await textColour(page));
      const body = luminance(await background(page));
      if (mode === 'dark') expect([text > 150, body < 60]).toEqual([true, true]);
      else expect([text < 100, body > 200]).toEqual([true, true]);
    });
  }

  test('switching mode recolours the reference without reloading it', async ({page}) => {
    await page.goto('/http-api');
    const dark = await textColour(page);
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => textColour(page)).not.toBe(dark);
  });
});

test('the reference adds nothing to other pages: no Redoc code, styles or data on a doc page', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (/\.js$/.test(response.url())) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/build/basics/accounts');
  await page.waitForLoadState('networkidle');
  const all = scripts.join('\n');
  // Markers of Redoc's bundle, of redocusaurus's components and of our page.
  for (const marker of ['API docs by Redocly', 'redocusaurus', 'api-reference__intro', 'x-codeSamples']) {
    expect(all, marker).not.toContain(marker);
  }
  const css = await page.evaluate(() => Array.from(document.styleSheets).flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText)).join('\n'));
  expect(css).not.toMatch(/redoc|api-reference/);
});

test('the reference keeps the server’s styles as it hydrates: styled-components uses the server’s rules as they are', async ({page, browser}) => {
  const sample = (target: Page) =>
    target.evaluate(() =>
      // Headings, schema tables and code of the operations: markup that hydration does not change.
      Array.from(document.querySelectorAll('.api-content h1, .api-content h2, .api-content h3, .api-content th, .api-content td, .api-content code'))
        .filter((_, i) => i % 3 === 0)
        .map((el) => {
          const style = getComputedStyle(el);
          return [el.tagName, style.color, style.backgroundColor, style.fontSize, style.display, style.padding, style.borderBottomColor].join(' ');
        }),
    );
  // The page as served, with no script at all.
  const served = await browser.newPage();
  await served.route(/\.js(\?|$)/, (route) => route.abort());
  await served.goto('/http-api');
  expect(await served.locator('.redocusaurus-styles style[data-styled]').count()).toBe(1);
  // Markdown blocks hold their HTML once, not again in an `html` attribute (plugins/access-api/patches.ts).
  expect(await served.locator('.redoc-markdown').count()).toBeGreaterThan(10);
  expect(await served.locator('[html]').count()).toBe(0);
  const before = await sample(served);
  await served.close();

  await page.goto('/http-api');
  await page.evaluate(() => {
    (window as unknown as {serverTag: Element | null}).serverTag = document.querySelector('.redocusaurus-styles style');
  });
  await referenceHydrated(page);
  // The server's tag is the same node, still in place (the stylesheet was not swapped, which restyles the
  // whole page), and styled-components inserted no rule of its own: none was compiled and inserted again.
  const tags = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-styled]')).map((tag) => ({
      server: tag === (window as unknown as {serverTag: Element}).serverTag,
      rules: (tag as HTMLStyleElement).sheet?.cssRules.length ?? 0,
    })),
  );
  expect(tags.filter((tag) => tag.server)).toHaveLength(1);
  expect(tags.filter((tag) => !tag.server).reduce((sum, tag) => sum + tag.rules, 0)).toBe(0);
  expect(await sample(page)).toEqual(before);

  // Away and back within the app: no server markup this time, and the reference renders with the same styles.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/build/basics/accounts');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.redoc-island')).toHaveCount(0);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/http-api');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.api-content h2').first()).toBeVisible();
  await expect.poll(() => sample(page)).toEqual(before);
});

test('a control far down the reference answers before hydration reaches it', async ({page}) => {
  // A slow phone: the reference hydrates one item at a time, in document order, after the page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 20});
  await page.goto('/http-api', {waitUntil: 'commit'});
  const hasFiber = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  // The reference's own root has hydrated its frame (the side menu)...
  await expect.poll(() => page.locator('.menu-content').evaluate(hasFiber), {timeout: 60_000}).toBe(true);
  // ... and not yet the last operation: its markup is the server's, with no React fiber on it.
  const section = page.locator('[data-section-id="tag/Streaming/operation/subscribeEvents"]');
  const expand = section.getByRole('button', {name: /^expand /}).first();
  expect(await expand.evaluate(hasFiber), 'the last operation is still server markup when the reader acts').toBe(false);
  const rows = await section.locator('tr').count();
  // A field with a schema of its own: pressing its name shows that schema's rows.
  await expand.click();
  await expect.poll(() => section.locator('tr').count()).toBeGreaterThan(rows);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  await referenceHydrated(page);
});

test('the curl samples are highlighted as shell, with only the Prism languages the description uses', async ({page}) => {
  await page.goto('/http-api');
  await referenceHydrated(page);
  // prism-bash knows `curl` as a command; C-like highlighting (Redoc's fallback) would not mark it.
  await expect(page.locator('.redoc-island pre .token.function', {hasText: /^curl$/}).first()).toBeAttached();
});
