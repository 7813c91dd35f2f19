/**
 * The site's markup is valid HTML: the W3C Nu HTML Checker (the `vnu-jar` package, run with the
 * machine's Java) over a sample of built pages with every kind of page the site has, and over the
 * DOM of the pages that render in the browser.
 *
 * - Served HTML, as the production server answers each path: the home page; doc pages with code
 *   (among them the longest, /build/guides/nft), a section index, a doc page outside any sidebar; the
 *   networks plugin's index and one of its pages; /search; the not-found page; /http-api as the
 *   server renders the Access API reference; a redirect page. The site has no blog, no tag pages and
 *   no generated index pages.
 * - The DOM, serialised (`document.documentElement.outerHTML`) once the page has hydrated: a doc
 *   page with code blocks (the code blocks and the end of the page render again in the browser);
 *   /http-api, where Redoc hydrates the reference and the Try-it buttons are added; and /http-api
 *   again with two Try-it consoles open and Redoc's "Copied" tooltip showing.
 *
 * All of them go to one run of the checker; any error fails the test with each page's path, line,
 * column, message and the markup around it. The checker's warnings do not fail it; they are
 * attached to the test's report. Each checked file stays in the test's output folder, so a line
 * number can be looked up in the very text that was checked.
 */
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

/** The checker, from the pinned `vnu-jar` devDependency. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** Served HTML: path → what kind of page it is. */
const SERVED: Record<string, string> = {
  '/': 'home page',
  '/build/basics/accounts': 'doc page with code',
  '/build/basics/scripts': 'doc page with code',
  '/build/guides/nft': 'the longest doc page',
  '/tools': 'section index (a doc page)',
  '/tools/flow-cli': 'doc page',
  '/evm/networks': 'doc page with tables',
  '/networks/staking': 'doc page',
  '/tooling/wallet-provider-spec/custodial': 'doc page outside any sidebar',
  '/network': "the networks plugin's index",
  '/network/flow-testnet': "a networks plugin's page",
  '/search': 'search page',
  '/this/page/does-not-exist': 'not-found page',
  '/http-api': 'Access API reference, as served',
  '/build/basics/smart-contracts': 'redirect page',
};

/** The reference has hydrated and the Try-it buttons are in place. */
async function referenceReady(page: Page): Promise<void> {
  await expect(page.locator('.redoc-island[data-hydrated="true"]')).toBeAttached({timeout: 30_000});
  await expect(page.locator('[data-testid^="try-it-toggle-"]').first()).toBeAttached({timeout: 30_000});
}

/** DOMs checked after hydration: the page, what it is, and how to bring it to the state checked. */
const RENDERED: {route: string; state: string; ready: (page: Page) => Promise<void>}[] = [
  {route: '/build/basics/accounts', state: 'DOM after hydration', ready: hydrated},
  {route: '/http-api', state: 'DOM after hydration', ready: referenceReady},
  {
    route: '/http-api',
    state: 'DOM with two Try-it panels open and a sample just copied',
    ready: async (page) => {
      await referenceReady(page);
      for (const operationId of ['getBlocksByHeight', 'executeScript']) {
        await page.getByTestId(`try-it-toggle-${operationId}`).click();
        await expect(page.getByTestId(`try-it-${operationId}`)).toBeVisible({timeout: 15_000});
      }
      // Redoc's copy button shows its tooltip ("Copied") inside the button for a moment.
      await page.locator('[role="tabpanel"] button', {hasText: 'Copy'}).first().click();
      await expect(page.locator('[role="tabpanel"] button', {hasText: 'Copied'}).first()).toBeAttached();
    },
  },
];

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** The Nu HTML Checker's messages for `files`, one run for all. */
function check(files: string[]): Message[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', ...files], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (run.error) throw new Error(`the Nu HTML Checker needs Java 11 or newer (\`java\` on the PATH; Debian: apt-get install openjdk-17-jre-headless): ${run.error.message}`);
  // It reports on standard error, as JSON, and exits 1 when it found errors.
  try {
    return (JSON.parse(run.stderr) as {messages: Message[]}).messages;
  } catch {
    throw new Error(`the Nu HTML Checker did not answer in JSON (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
}

test.describe('markup', () => {
  test('sample pages of every kind, and the DOM of the pages that render in the browser, are valid HTML (Nu HTML Checker)', async ({page, request}, testInfo) => {
    test.setTimeout(240_000);
    /** Checked file → the page it holds, as named in a failure. */
    const pages = new Map<string, string>();
    const save = (name: string, label: string, html: string) => {
      const file = testInfo.outputPath(`${name.replace(/\/$/, '/home').replace(/\//g, '_')}.html`);
      writeFileSync(file, html);
      pages.set(file, label);
    };

    for (const [route, kind] of Object.entries(SERVED)) {
      // A redirect page is checked itself, not the page it sends the browser to (it redirects with a meta refresh and a script).
      const response = await request.get(route, {maxRedirects: 0});
      expect(response.status(), `${route}: HTTP status`).toBe(route === '/this/page/does-not-exist' ? 404 : 200);
      save(`served${route}`, `${route} (${kind}, served HTML)`, await response.text());
    }
    for (const [i, {route, state, ready}] of RENDERED.entries()) {
      await page.goto(route);
      await ready(page);
      const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      save(`rendered-${i + 1}${route}`, `${route} (${state})`, html);
    }

    const messages = check([...pages.keys()]);
    const where = (message: Message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return `${pages.get(file) ?? file}${message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}` : ''}`;
    };
    const describe = (message: Message) => `${where(message)}: ${message.message}${message.extract ? `\n    ${JSON.stringify(message.extract)}` : ''}`;

    const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
    if (warnings.length > 0) {
      await testInfo.attach('Nu HTML Checker warnings', {body: warnings.map(describe).join('\n'), contentType: 'text/plain'});
    }
    const errors = messages.filter((message) => message.type !== 'info');
    expect(errors.map(describe).join('\n'), `${errors.length} errors in ${pages.size} pages (checked files: ${testInfo.outputDir})`).toBe('');
    // Every page was read: the checker names a file it could not read with a non-document error, which fails above.
    expect(pages.size).toBe(Object.keys(SERVED).length + RENDERED.length);
  });
});
