import {gzipSync} from 'node:zlib';
import type {Page, Response} from '@playwright/test';

/** One response of a page load, with its body and its size as gzip -9 (as npm run precompress serves it). */
export interface LoadedResource {
  url: string;
  /** The request's resource type: document, script, stylesheet, fetch… */
  type: string;
  status: number;
  body: Buffer;
  gzip: number;
}

/**
 * A response's body. Chromium sometimes cannot hand back the body of a response the page has
 * already consumed (a large script, under load): a successful response's file is then read
 * again from the same URL, the same content-hashed bytes. Redirects and aborted requests
 * have no body.
 */
async function bodyOf(page: Page, response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch {
    if (response.status() !== 200) return Buffer.alloc(0);
    return (await page.request.get(response.url())).body();
  }
}

/**
 * Loads `url` and returns every response until the network is idle: what a first
 * load fetches. Shared by the size budgets (e2e/budgets.spec.ts) and the benchmark.
 */
export async function loadResources(page: Page, url: string): Promise<LoadedResource[]> {
  const pending: Promise<LoadedResource>[] = [];
  page.on('response', (response) => {
    pending.push(
      bodyOf(page, response).then((body) => ({url: response.url(), type: response.request().resourceType(), status: response.status(), body, gzip: gzipSync(body, {level: 9}).length})),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // A page asks for its route's chunks only once main.js has run: on a busy machine that can be
  // after the network has been quiet long enough to count as idle. A first load ends when the
  // page has hydrated and the network is quiet again.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await networkQuiet(page);
  return Promise.all(pending);
}

/** One response between opening search and its first hit. */
export interface SearchFetch {
  url: string;
  bytes: number;
  /** `open`: from the click on the search button until the network is quiet; `query`: from the first keystroke to the first hit. */
  phase: 'open' | 'query';
  /** Search's own code (the backend's chunks: ours and MiniSearch) or its index, as opposed to the modal's UI. */
  search: boolean;
}

const isSearchFile = (url: string, body: Buffer) => {
  const {pathname} = new URL(url);
  return pathname.includes('/search-index') || (pathname.endsWith('.js') && (pathname.includes('/search-embedded.') || body.includes('MiniSearch')));
};

/** Waits until no request has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = () => ((inFlight += 1), (last = Date.now()));
  const end = () => ((inFlight -= 1), (last = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(50);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * A reader's first search on a cold cache: on `path`, click the search button, wait
 * until the modal and what search loads on opening have arrived, type `query` and
 * wait for the first hit. Returns every response (decoded bytes) up to that hit.
 * Shared by the search budget (e2e/budgets.spec.ts) and the benchmark.
 */
export async function firstSearch(page: Page, path: string, query: string): Promise<{fetched: SearchFetch[]; keystrokeToHitMs: number}> {
  await page.goto(path, {waitUntil: 'networkidle'});
  let phase: SearchFetch['phase'] = 'open';
  let done = false;
  const pending: Promise<SearchFetch>[] = [];
  page.on('response', (response) => {
    if (done) return;
    const when = phase;
    pending.push(
      bodyOf(page, response).then((body) => ({url: response.url(), bytes: body.length, phase: when, search: isSearchFile(response.url(), body)})),
    );
  });
  await page.getByRole('button', {name: 'Search'}).first().click();
  const input = page.locator('.DocSearch-Modal').getByRole('searchbox');
  await input.waitFor();
  await networkQuiet(page);
  // Timed in the page, from the input event to the frame that first shows a hit: Playwright's own round trips
  // (its actionability checks before typing, and its polling for the hit, at 100 ms steps) are not the reader's.
  await page.evaluate(() => {
    const marks: {input?: number; hit?: number; painted?: number} = {};
    (window as unknown as {firstSearchMarks: typeof marks}).firstSearchMarks = marks;
    document.addEventListener('input', (event) => (marks.input ??= event.timeStamp), {capture: true, once: true});
    const observer = new MutationObserver(() => {
      if (marks.hit !== undefined || !document.querySelector('.DocSearch-Hit')) return;
      marks.hit = performance.now();
      observer.disconnect();
      // The frame that shows the hit: its animation frame, then the task after its paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (marks.painted = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, {childList: true, subtree: true});
  });
  phase = 'query';
  await input.fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  const marks = await page.waitForFunction(() => {
    const {input, painted} = (window as unknown as {firstSearchMarks: {input?: number; painted?: number}}).firstSearchMarks;
    return input !== undefined && painted !== undefined && {input, painted};
  });
  const {input: typedAt, painted} = (await marks.jsonValue()) as {input: number; painted: number};
  done = true;
  return {fetched: await Promise.all(pending), keystrokeToHitMs: painted - typedAt};
}
