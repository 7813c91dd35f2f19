import {expect, test, type Page} from '@playwright/test';
import {firstSearch, loadResources} from './firstLoad';
import {hydrated, SAMPLE_DOC} from './helpers';

/**
 * Size budgets of a first load (bytes are deterministic, so tests hold them; the
 * timings live in npm run bench). JS is counted as gzip -9, as npm run precompress
 * serves it. The API reference and the search index add nothing to any other page's first load.
 * Search (issue "Fast on a phone"): from the first keystroke to the first hit, at most 150 kB
 * fetched, uncompressed, code and index together.
 *
 * First-load JS (issue "Room under the doc page budget"): each page's figure from npm run bench
 * (bench/results.md; where it goes: bench/first-load.md) plus 5 kB, rounded up, so that a change
 * adding more than a few kB to a first load fails here and is argued from the map.
 */
const KB = 1024;
/** The longest doc page, the heaviest first load of the docs. */
const LONGEST_DOC = '/build/guides/nft';
/** Measured 97.1 kB. */
const HOME_BUDGET = 103 * KB;
/** Measured 98.6 kB. */
const SEARCH_PAGE_BUDGET = 104 * KB;
/**
 * A typical doc page (SAMPLE_DOC, /build/basics/accounts) measured 109.9 kB, the longest 109.2 kB:
 * their static Markdown, admonitions and code, and the regions around them, reach the browser as
 * HTML only (plugins/first-load/islands), and the parts used only by interacting come with the
 * first interaction (plugins/first-load/deferred).
 */
const DOC_BUDGETS: Record<string, number> = {[SAMPLE_DOC]: 115 * KB, [LONGEST_DOC]: 115 * KB};
const SEARCH_TARGET = 150 * KB;
/** The browser tests' queries: a whole word, one letter (a reader's first keystroke), a typo, two words. */
const SEARCH_QUERIES = ['staking', 's', 'a', 'entitlments', 'flow cli', 'transaction fees', 'staking deleg'];
/**
 * Elements React hydrates on the longest doc page: its blocking time grows with them. Code
 * blocks are one element each (plugins/build-time-highlight/html.ts); with one per token
 * and line, this page had about 5,000.
 */
const DOC_HYDRATED_ELEMENTS = 1000;
/** /http-api: Redoc's code, without @redocly/openapi-core, which only its loading by URL used (was 468 kB). */
const API_BUDGET = 400 * KB;

interface FirstLoad {
  jsGzip: number;
  scripts: string[];
  requests: string[];
  css: string;
}

async function firstLoad(page: Page, path: string): Promise<FirstLoad> {
  const resources = await loadResources(page, path);
  const scripts = resources.filter((resource) => resource.type === 'script');
  return {
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts: scripts.map((script) => script.body.toString('utf8')),
    requests: resources.map((resource) => new URL(resource.url).pathname),
    css: resources.filter((resource) => resource.type === 'stylesheet').map((sheet) => sheet.body.toString('utf8')).join(''),
  };
}

const isRedoc = (script: string) => script.includes('ReDoc') && script.includes('redoc');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

test.describe('first-load budgets', () => {
  test(`home page: at most ${HOME_BUDGET / KB} kB of JS (gzip)`, async ({page}) => {
    const load = await firstLoad(page, '/');
    test.info().annotations.push({type: 'size', description: `home JS ${kb(load.jsGzip)}`});
    expect(load.jsGzip).toBeLessThanOrEqual(HOME_BUDGET);
  });

  test(`/search: at most ${SEARCH_PAGE_BUDGET / KB} kB of JS (gzip)`, async ({page}) => {
    const load = await firstLoad(page, '/search');
    test.info().annotations.push({type: 'size', description: `/search JS ${kb(load.jsGzip)}`});
    expect(load.jsGzip).toBeLessThanOrEqual(SEARCH_PAGE_BUDGET);
  });

  for (const [path, budget] of Object.entries(DOC_BUDGETS)) {
    test(`doc page ${path}: at most ${budget / KB} kB of JS (gzip)`, async ({page}) => {
      const load = await firstLoad(page, path);
      test.info().annotations.push({type: 'size', description: `doc page JS ${kb(load.jsGzip)} (budget ${kb(budget)})`});
      expect(load.jsGzip).toBeLessThanOrEqual(budget);
    });
  }

  test(`/http-api: at most ${API_BUDGET / KB} kB of JS (gzip), without the OpenAPI bundler`, async ({page}) => {
    const load = await firstLoad(page, '/http-api');
    test.info().annotations.push({type: 'size', description: `/http-api JS ${kb(load.jsGzip)}`});
    expect(load.scripts.some(isRedoc), `Redoc's code among the scripts: ${load.requests.filter((request) => request.endsWith('.js')).join(', ')}`).toBe(true);
    // A marker of @redocly/openapi-core's rule set (its config types).
    expect(load.scripts.filter((script) => script.includes('operation-operationId-url-safe'))).toEqual([]);
    expect(load.jsGzip).toBeLessThanOrEqual(API_BUDGET);
  });

  for (const path of ['/', SAMPLE_DOC, LONGEST_DOC, '/search', '/network/flow-testnet']) {
    test(`${path}: no API reference code, no search index, no Prism (code is highlighted at build time)`, async ({page}) => {
      const load = await firstLoad(page, path);
      expect(load.scripts.filter(isRedoc)).toEqual([]);
      expect(load.requests.filter((request) => request.includes('search-index'))).toEqual([]);
      // Pages with code show it highlighted without Prism: 'before-tokenize' is a hook of Prism's core.
      expect(load.scripts.some((script) => script.includes('before-tokenize'))).toBe(false);
      if (path !== '/' && path !== '/search' && path !== '/network/flow-testnet') {
        await expect(page.locator('pre code .token:not(.plain)').first()).toBeVisible();
      }
    });
  }

  test('a doc page loads its own sidebar, not the others (plugins/docs-per-sidebar)', async ({page}) => {
    const load = await firstLoad(page, LONGEST_DOC);
    const js = load.scripts.join('\n');
    // Sidebar items name their doc ids: the guides' are there, the CLI reference's (the tools sidebar) are not.
    expect(js).toContain('"docId":"build/guides/nft"');
    expect(js).not.toContain('"docId":"tools/flow-cli/');
    await expect(page.locator('.theme-doc-sidebar-menu a[href="/build/guides/nft"]')).toBeVisible();
  });

  test(`the longest doc page hydrates at most ${DOC_HYDRATED_ELEMENTS} elements, each code block as one`, async ({page}) => {
    await page.goto(LONGEST_DOC);
    await hydrated(page);
    const counts = await page.evaluate(() => {
      const isReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const blocks = Array.from(document.querySelectorAll('.theme-doc-markdown pre'));
      return {
        all: Array.from(document.querySelectorAll('*')).filter(isReact).length,
        blocks: blocks.length,
        insideBlocks: blocks.flatMap((block) => Array.from(block.querySelectorAll('*'))).filter(isReact).length,
        highlighted: blocks.reduce((sum, block) => sum + block.querySelectorAll('.token:not(.plain)').length, 0),
      };
    });
    test.info().annotations.push({type: 'size', description: `${counts.all} hydrated elements, ${counts.blocks} code blocks`});
    expect(counts.blocks).toBeGreaterThan(10);
    // Still highlighted token by token, but React owns only each block's <code>, not its lines and tokens.
    expect(counts.highlighted).toBeGreaterThan(1000);
    expect(counts.insideBlocks).toBe(counts.blocks);
    expect(counts.all).toBeLessThanOrEqual(DOC_HYDRATED_ELEMENTS);
  });

  test('no KaTeX stylesheet or font on a page without math', async ({page}) => {
    const load = await firstLoad(page, SAMPLE_DOC);
    expect(load.css).not.toContain('.katex');
    expect(load.requests.filter((request) => /katex/i.test(request))).toEqual([]);
  });

  for (const query of SEARCH_QUERIES) {
    test(`search "${query}": at most ${SEARCH_TARGET / KB} kB fetched from the first keystroke to the first hit`, async ({page}) => {
      const {fetched} = await firstSearch(page, SAMPLE_DOC, query);
      // Everything search fetched to answer: its code and its meta file (loaded as the modal opens) and what the query
      // loaded. Not counted: the modal's own UI, loaded as it opens, and the pages the hits link to, which the router
      // prefetches once they are shown.
      const search = fetched.filter((response) => response.search);
      const bytes = search.reduce((sum, response) => sum + response.bytes, 0);
      test.info().annotations.push({type: 'size', description: `search "${query}" ${kb(bytes)} in ${search.length} files (target ${kb(SEARCH_TARGET)})`});
      // The test measures what it claims to: the backend's code, the meta file and shards were all fetched, the whole index never.
      const paths = search.map((response) => new URL(response.url).pathname);
      expect(paths.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
      expect(paths).toContain('/search-index/meta.json');
      expect(paths.some((path) => /^\/assets\/search-index\/[0-9a-f]+\/t\d+\.json$/.test(path))).toBe(true);
      expect(paths).not.toContain('/search-index.json');
      expect(bytes).toBeLessThanOrEqual(SEARCH_TARGET);
    });
  }
});
