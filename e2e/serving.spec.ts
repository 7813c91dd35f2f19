import {expect, test} from '@playwright/test';
import {SAMPLE_DOC} from './helpers';

/**
 * The production server (deploy/nginx.conf, as npm run serve:prod runs it): answers
 * as docusaurus serve does, with precompressed files, caching and security headers.
 * Runs when the browser tests are served by nginx (E2E_SERVER=nginx, as npm test does).
 */
test.describe('production serving (nginx)', () => {
  test.skip(process.env.E2E_SERVER !== 'nginx', 'runs against nginx: set E2E_SERVER=nginx (npm test does)');

  test('clean URLs as docusaurus serve answers them (trailing slash off), and the 404 page with status 404', async ({request}) => {
    const page = await request.get(SAMPLE_DOC, {maxRedirects: 0});
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<h1');
    for (const variant of [`${SAMPLE_DOC}/`, `${SAMPLE_DOC}.html`]) {
      const redirect = await request.get(`${variant}?x=1`, {maxRedirects: 0});
      expect(redirect.status()).toBe(301);
      expect(redirect.headers().location).toBe(`${SAMPLE_DOC}?x=1`);
    }
    expect((await request.get('/tools', {maxRedirects: 0})).status()).toBe(200);
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/Page Not Found/i);
  });

  test('precompressed brotli and gzip, immutable hashed assets, revalidated pages', async ({request}) => {
    const html = await request.get('/', {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const script = (await html.text()).match(/\/assets\/js\/main\.[0-9a-f]+\.js/)![0];
    const asset = await request.get(script, {headers: {'Accept-Encoding': 'gzip'}});
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/search-index.json')).headers()['cache-control']).toBe('no-cache');
    // The search index's meta file is revalidated; the shards it names are content-hashed, so immutable.
    const meta = await request.get('/search-index/meta.json');
    expect(meta.headers()['cache-control']).toBe('no-cache');
    const shard = new URL(`${(await meta.json()).base}t0.json`, new URL('/search-index/meta.json', 'http://x')).pathname;
    expect(shard).toMatch(/^\/assets\/search-index\/[0-9a-f]{16}\/t0\.json$/);
    const shardResponse = await request.get(shard, {headers: {'Accept-Encoding': 'br'}});
    expect(shardResponse.status()).toBe(200);
    expect(shardResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A hit list's document chunks come in one request for byte ranges of documents.txt (src/search/sharded.ts):
    // several ranges in one multipart answer, as a browser asks for them (a Range request is not compressed).
    const documents = shard.replace(/t0\.json$/, 'documents.txt');
    const ranges = await request.get(documents, {headers: {Range: 'bytes=0-9,100-109', 'Accept-Encoding': 'identity'}});
    expect(ranges.status()).toBe(206);
    expect(ranges.headers()['content-type']).toMatch(/^multipart\/byteranges; boundary=/);
    expect(await ranges.text()).toMatch(/Content-Range: bytes 0-9\/\d+[\s\S]*Content-Range: bytes 100-109\/\d+/);
  });

  test('security headers, and a CSP with script hashes and no unsafe-eval that the pages pass', async ({page, request}) => {
    const headers = (await request.get('/')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toBeUndefined(); // plain HTTP on loopback: HSTS is for TLS deployments

    // The inline theme script runs under the CSP: the saved mode is applied before React starts.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(SAMPLE_DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(violations).toEqual([]);
  });
});
