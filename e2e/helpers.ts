import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, type APIRequestContext, type Locator, type Page} from '@playwright/test';

/** Routes the specification names (../shared/spec/routes.txt), or null when shared/ is absent. */
export function specRoutes(): string[] | null {
  const file = path.resolve(__dirname, '../../shared/spec/routes.txt');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A written doc page with sidebar, TOC and breadcrumbs, used where any doc page will do. */
export const SAMPLE_DOC = '/build/basics/accounts';

/** Records what a page does wrong: console errors, uncaught errors, failed or outside requests. */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`outside request: ${url}`);
    }
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling a request (a prefetch cut short by the next navigation), not a failure a reader sees.
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`failed request: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

export const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

/** The navbar's colour mode switch. */
export const colourSwitch = (page: Page) => page.getByRole('button', {name: /switch between dark and light mode/i});

/** Waits until React has hydrated the page (Docusaurus marks <html>): before that a click does nothing. */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

/**
 * Makes every localStorage access throw, as browsers do when storage is blocked, and collects the
 * page's uncaught errors, which the caller expects to stay empty.
 */
export async function blockStorage(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return uncaught;
}

/** axe's serious and critical violations on the page (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({page});
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

/**
 * Holds controls to a phone of 320 CSS px: each lies inside the screen and is at least 44 px high
 * (a comfortable tap target), and the page does not scroll sideways.
 */
export async function expectTappableAt320(page: Page, controls: Locator[]): Promise<void> {
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** The path of every URL of the served sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
