/**
 * npm run links:outside [-- DIR]: checks every link from the built site (default build/) to
 * another site, with linkinator crawling the build from a local server. Links inside the site
 * are the production build's job (it fails on a broken one); this is for the outside world,
 * which changes under us, so it runs weekly (.github/workflows/outside-links.yml), not on pull
 * requests.
 *
 * Prints every broken outside link with its status and the pages that link to it, writes the
 * same as a table into the GitHub Actions job summary ($GITHUB_STEP_SUMMARY) when there is one,
 * and exits 1 when any is broken. Links to the site's own URL (SITE_URL) are the site's, and
 * links to the reader's own machine (localhost, 127.0.0.1) cannot be checked from here: both are
 * counted apart and named in the report, never silently dropped.
 */
import {appendFileSync, existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {LinkChecker, LinkState, type LinkResult} from 'linkinator';
import {env} from '../config/env';

export interface OutsideLinkOptions {
  /** The built site. */
  dir: string;
  /** The site's own origin; links to it are not outside links. */
  siteUrl: string;
  /** Skip links to loopback hosts (the reader's own machine). Tests turn it off. */
  skipLoopback?: boolean;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
  concurrency?: number;
}

export interface BrokenLink {
  url: string;
  status: number | undefined;
  /** The pages linking to it, as paths of the site. */
  pages: string[];
  reason: string;
}

export interface OutsideLinkReport {
  checked: number;
  broken: BrokenLink[];
  ownSite: number;
  loopback: number;
  pagesCrawled: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]']);

/** A link's origin, or the link itself when it is not a URL (reported as it is written). */
const originOf = (link: string): string => (URL.canParse(link) ? new URL(link).origin : link);

function reasonOf(result: LinkResult): string {
  if (result.status) return `HTTP ${result.status}`;
  const detail = result.failureDetails?.find((d): d is Error => d instanceof Error);
  return detail?.message ?? 'no answer';
}

/** A URL as linkinator reports it: parsed (so `https://a.org` is `https://a.org/`), without its fragment. */
const normalise = (link: string): string => {
  if (!URL.canParse(link)) return link;
  const url = new URL(link);
  url.hash = '';
  return url.href;
};

/**
 * Every page of the build that links to each outside URL. linkinator names one page per link it
 * checks, and may name fewer when a link is retried; the report names them all.
 */
async function linkingPages(dir: string): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const route = `/${path.relative(dir, file).split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
    const $ = load(await readFile(file, 'utf8'));
    $('a[href], img[src], link[href], script[src], source[src]').each((_, element) => {
      const link = $(element).attr('href') ?? $(element).attr('src') ?? '';
      if (!/^https?:/.test(link)) return;
      const key = normalise(link);
      const list = pages.get(key) ?? [];
      if (!list.includes(route)) list.push(route);
      pages.set(key, list);
    });
  }
  return pages;
}

export async function checkOutsideLinks(options: OutsideLinkOptions): Promise<OutsideLinkReport> {
  const {dir, siteUrl, skipLoopback = true, timeoutMs = 20_000, concurrency = 25} = options;
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`links:outside: ${dir} has no index.html; build the site first (npm run build)`);
  }
  const own = new URL(siteUrl).origin;
  let crawlOrigin = '';
  const ownSiteLinks = new Set<string>();
  const loopbackLinks = new Set<string>();
  const checker = new LinkChecker();
  const results = await checker.check({
    path: dir,
    recurse: true,
    cleanUrls: true,
    timeout: timeoutMs,
    concurrency,
    retry: true,
    retryErrors: true,
    retryErrorsCount: 2,
    linksToSkip: async (link: string) => {
      if (!/^https?:/.test(link)) return true;
      if (!URL.canParse(link)) return false; // checked, and reported broken
      const url = new URL(link);
      // The first link linkinator asks about is the root of the local server it crawls.
      crawlOrigin ||= url.origin;
      if (url.origin === crawlOrigin) return false;
      if (url.origin === own) {
        ownSiteLinks.add(link);
        return true;
      }
      if (skipLoopback && LOOPBACK.has(url.hostname)) {
        loopbackLinks.add(link);
        return true;
      }
      return false;
    },
  });

  // linkinator reports the pages it crawled by their path in `dir`, and links by their URL.
  const isOutside = (url: string) => /^https?:/.test(url) && originOf(url) !== crawlOrigin;
  const pageOf = (parent: string | undefined): string => {
    if (!parent) return '?';
    if (URL.canParse(parent) && originOf(parent) === crawlOrigin) return new URL(parent).pathname;
    const relative = path.relative(dir, parent);
    return relative.startsWith('..') ? parent : `/${relative.split(path.sep).join('/')}`;
  };
  const outside = results.links.filter((l) => l.state !== LinkState.SKIPPED && isOutside(l.url));
  const byUrl = new Map<string, BrokenLink>();
  for (const link of outside) {
    if (link.state !== LinkState.BROKEN) continue;
    const entry = byUrl.get(link.url) ?? {url: link.url, status: link.status || undefined, pages: [], reason: reasonOf(link)};
    const page = pageOf(link.parent);
    if (!entry.pages.includes(page)) entry.pages.push(page);
    byUrl.set(link.url, entry);
  }
  const linking = await linkingPages(dir);
  for (const entry of byUrl.values()) {
    const all = linking.get(normalise(entry.url));
    if (all) entry.pages = [...new Set([...all, ...entry.pages])].sort();
  }
  // The site's pages linkinator read: files of the build without an extension, or .html.
  const pagesCrawled = new Set(
    results.links.filter((l) => !/^https?:/.test(l.url) && l.state === LinkState.OK && !/\.(?!html$)[a-z0-9]+$/i.test(l.url)).map((l) => l.url),
  ).size;
  return {
    checked: new Set(outside.map((l) => l.url)).size,
    broken: [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url)),
    ownSite: ownSiteLinks.size,
    loopback: loopbackLinks.size,
    pagesCrawled,
  };
}

export function formatReport(report: OutsideLinkReport, markdown: boolean): string {
  const head =
    `${report.checked} outside links checked from ${report.pagesCrawled} pages, ${report.broken.length} broken; ` +
    `not checked: ${report.ownSite} links to the site's own URL, ${report.loopback} to the reader's own machine (localhost)`;
  if (!markdown) {
    return [head, ...report.broken.map((b) => `BROKEN ${b.url} (${b.reason}) linked from ${b.pages.join(', ')}`)].join('\n');
  }
  const lines = ['### Outside links', '', head, ''];
  if (report.broken.length) {
    lines.push('| link | answer | linked from |', '| --- | --- | --- |');
    for (const b of report.broken) lines.push(`| ${b.url} | ${b.reason.replace(/\|/g, '\\|')} | ${b.pages.map((p) => `\`${p}\``).join(', ')} |`);
    lines.push('');
  }
  return lines.join('\n');
}

if (/outside-links\.ts$/.test(process.argv[1] ?? '')) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  checkOutsideLinks({dir, siteUrl: env.siteUrl}).then(
    (report) => {
      console.log(formatReport(report, false));
      if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${formatReport(report, true)}\n`);
      process.exit(report.broken.length ? 1 : 0);
    },
    (error: Error) => {
      console.error(error.stack ?? error.message);
      process.exit(2);
    },
  );
}
