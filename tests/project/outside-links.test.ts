import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkOutsideLinks, formatReport} from '../../scripts/outside-links';

// A two-page built site linking to an outside server on 127.0.0.1 that has one page and lacks another.
let outside: Server;
let outsideUrl = '';
let site = '';

beforeAll(async () => {
  outside = createServer((req, res) => {
    res.writeHead(req.url === '/ok' ? 200 : 404, {'content-type': 'text/html'}).end('<p>outside</p>');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  site = mkdtempSync(path.join(tmpdir(), 'outside-links-'));
  writeFileSync(path.join(site, 'index.html'), '<a href="/guide">Guide</a> <a href="/more/">More</a> <a href="https://developers.example.org/evm">own</a>');
  writeFileSync(
    path.join(site, 'guide.html'),
    `<a href="${outsideUrl}/ok">fine</a> <a href="${outsideUrl}/gone">moved away</a> <a href="mailto:docs@example.org">mail</a>`,
  );
  mkdirSync(path.join(site, 'more'));
  writeFileSync(path.join(site, 'more', 'index.html'), `<a href="${outsideUrl}/gone#usage">the same, at an anchor</a>`);
});

afterAll(() => new Promise<void>((resolve) => outside.close(() => resolve())));

describe('npm run links:outside (linkinator over the build)', () => {
  it('reports a broken outside link with its status and the page that links to it, and passes the working one', async () => {
    const report = await checkOutsideLinks({dir: site, siteUrl: 'https://developers.example.org', skipLoopback: false, timeoutMs: 5000});
    expect(report.checked).toBe(2);
    expect(report.pagesCrawled).toBe(3);
    expect(report.broken).toEqual([{url: `${outsideUrl}/gone`, status: 404, pages: ['/guide', '/more'], reason: 'HTTP 404'}]);
    expect(report.ownSite).toBe(1);
    const summary = formatReport(report, true);
    expect(summary).toContain(`| ${outsideUrl}/gone | HTTP 404 | \`/guide\`, \`/more\` |`);
    expect(formatReport(report, false)).toContain(`BROKEN ${outsideUrl}/gone (HTTP 404) linked from /guide, /more`);
  });

  it('counts links to the reader\'s own machine apart, and says so', async () => {
    const report = await checkOutsideLinks({dir: site, siteUrl: 'https://developers.example.org', timeoutMs: 5000});
    expect(report.checked).toBe(0);
    expect(report.loopback).toBe(2);
    expect(formatReport(report, false)).toContain("not checked: 1 links to the site's own URL, 2 to the reader's own machine");
  });

  it('names the folder when there is no build to check', async () => {
    await expect(checkOutsideLinks({dir: path.join(site, 'nothing'), siteUrl: 'https://developers.example.org'})).rejects.toThrow(
      /nothing has no index\.html; build the site first/,
    );
  });
});
