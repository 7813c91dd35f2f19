import {expect, test} from '@playwright/test';
import {sitemapPaths, watchPage} from './helpers';

/**
 * One pass over every URL of the sitemap (plus the not-found page): no console
 * error, no React hydration error, no failed request and no request to any
 * host but the site itself.
 */
const SHARDS = 4;

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`sitemap pass ${shard + 1}/${SHARDS}: no errors, no outside requests`, async ({page, request, baseURL}) => {
    test.setTimeout(10 * 60_000);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(240);
    const mine = paths.filter((_, index) => index % SHARDS === shard);
    const problems = watchPage(page, baseURL!);
    const report: string[] = [];
    for (const path of mine) {
      problems.length = 0;
      await page.goto(path, {waitUntil: 'load'});
      await page.waitForLoadState('networkidle');
      if (problems.length) report.push(`${path}: ${problems.join('; ')}`);
    }
    expect(report).toEqual([]);
  });
}
