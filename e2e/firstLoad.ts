import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';

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
 * Loads `url` and returns every response until the network is idle: what a first
 * load fetches. Shared by the size budgets (e2e/budgets.spec.ts) and the benchmark.
 */
export async function loadResources(page: Page, url: string): Promise<LoadedResource[]> {
  const pending: Promise<LoadedResource>[] = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0)) // redirects and aborted requests have no body
        .then((body) => ({url: response.url(), type: response.request().resourceType(), status: response.status(), body, gzip: gzipSync(body, {level: 9}).length})),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  return Promise.all(pending);
}
