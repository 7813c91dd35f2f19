/**
 * npm run bench [-- --runs 3 --skip-builds --skip-webpack --skip-lighthouse --pages /a,/b --map]
 *
 * Measures what a reader and a contributor pay, on this machine, in one run, and
 * writes bench/results.json plus a markdown table:
 * - cold and warm production builds (wall time, peak memory), and the same cold
 *   build with the faster build switched off (webpack), for the ratio;
 * - for /, a typical doc page (/build/basics/accounts), the longest doc page, /http-api and
 *   /search: the HTML, JS and CSS a first load fetches, raw and gzip, behind nginx (npm run serve:prod);
 * - the map of those first loads: every module of every JS file each page fetched, with its share
 *   of the gzip size (scripts/lib/bundleMap.ts, from the source maps that plugins/bundle-map has
 *   one more, untimed, build write): bench/map/first-load.json (not committed), and its summary,
 *   bench/first-load.md;
 * - Lighthouse 12.8 mobile and desktop, median of --runs runs, on those pages;
 * - search: the sharded index's sizes, bytes and time from the first keystroke to
 *   the first hit on a cold load, and query latency p50/p95 over 100 queries;
 * - search relevance: hit@1, hit@5 and MRR of the query set for each backend (scripts/search-eval.ts;
 *   Typesense only when tests/search/setup-typesense.sh has installed it), and what a Typesense search's
 *   answers weigh in gzip: every call the site's backend makes for it, measured through a proxy, added up.
 * Not part of npm test: timings belong here, never in a test.
 * --pages measures only those pages (first loads and Lighthouse, no search, no targets table)
 * and prints them without replacing bench/results.json: for comparing one change before and after.
 * --table prints the table of the last run (bench/results.json) with this script's targets, measuring
 * nothing: the table that bench/results.md holds.
 * --map makes only the map: one warm build with source maps (none with --skip-builds: the last
 * map build's source maps are used, and must match the build), the first loads and their map; no
 * timed builds, no Lighthouse, no search. With --pages, the summary is printed, not written.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {chromium, type Browser} from 'playwright-core';
import {firstSearch, loadResources} from '../e2e/firstLoad';
import {indexRecords} from '../plugins/search-index/records';
import type {EmbeddedIndexFile} from '../plugins/search-index/types';
import {DOCUMENTS_FILE, type ShardedIndexMeta} from '../src/search/shardFormat';
import {buildRequest} from '../src/search/request';
import {measureRelevance, relevanceSummary} from './search-eval';
import {buildSearchBackend, DOCS_FILTER, EMBEDDED_SEARCH} from './lib/buildSearch';
import {mapFile, packageOf, totals, UNMAPPED, type MappedFile, type MappedModule} from './lib/bundleMap';
import type {RawSourceMap} from 'source-map-js';

const root = path.resolve(__dirname, '..');
const flag = (name: string) => process.argv.includes(`--${name}`);
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > -1 ? Number(process.argv[runsIndex + 1]) : 3;
const pagesIndex = process.argv.indexOf('--pages');
const ONLY_PAGES = pagesIndex > -1 ? (process.argv[pagesIndex + 1] ?? '').split(',').filter(Boolean) : undefined;
if (ONLY_PAGES && (ONLY_PAGES.length === 0 || ONLY_PAGES.some((route) => !route.startsWith('/')))) {
  throw new Error(`--pages takes a comma-separated list of routes starting with /, got "${process.argv[pagesIndex + 1] ?? ''}"`);
}
// BENCH_PORT lets runs on a shared machine use their own port.
const PORT = Number(process.env.BENCH_PORT ?? 4310);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILD_DIR = path.join(root, 'build');
/** The map of first loads: the client build's source maps and the map itself (ignored by git), and the summary (committed). */
const MAP_DIR = path.join(root, 'bench/map');
const MAP_SOURCEMAPS = path.join(MAP_DIR, 'sourcemaps');
const MAP_FILE = path.join(MAP_DIR, 'first-load.json');
const MAP_SUMMARY = path.join(root, 'bench/first-load.md');
const MAP_ONLY = flag('map');
/** A typical doc page: the browser tests' sample (TYPICAL_DOC in e2e/helpers.ts), with sidebar, TOC and breadcrumbs. */
const TYPICAL_DOC = '/build/basics/accounts';
// Remote inputs point at a closed loopback port: the build takes its checked-in fallbacks
// every time, so runs compare like with like whatever the network does.
const OFFLINE = {ACCESS_API_URL: 'http://127.0.0.1:9/access.yaml', SPORKS_URL: 'http://127.0.0.1:9/sporks.json'};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const log = (line: string) => console.error(`[bench] ${line}`);

interface BuildRun {
  seconds: number;
  peakMemoryMB: number;
}

function build(outDir: string, extraEnv: Record<string, string>, cold: boolean): BuildRun {
  if (cold) {
    for (const dir of ['.docusaurus', 'node_modules/.cache']) rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', outDir], {
    cwd: root,
    env: {...process.env, ...OFFLINE, ...extraEnv},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`build into ${outDir} failed:\n${result.stderr.slice(-3000)}`);
  const [seconds, kilobytes] = result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  return {seconds: seconds!, peakMemoryMB: Math.round(kilobytes! / 1024)};
}

/** A warm build whose client build also writes its source maps, into bench/map/sourcemaps (plugins/bundle-map). Untimed. */
function mapBuild(): void {
  log('warm build with source maps, untimed (the map)…');
  rmSync(MAP_SOURCEMAPS, {recursive: true, force: true});
  // Without the bundler's persistent cache: restored from a build without source maps, the chunks came back without theirs.
  build(BUILD_DIR, {BUNDLE_MAP: MAP_SOURCEMAPS, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}, false);
}

async function startNginx(dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/jiti/bin/jiti.js'), 'scripts/nginx.ts', '--dir', dir, '--port', String(PORT)], {cwd: root, stdio: ['ignore', 'pipe', 'inherit']});
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('nginx did not start');
}

/** The doc page with the most HTML: the longest page a reader opens. */
function longestDocPage(index: EmbeddedIndexFile): string {
  let best = {route: '', size: 0};
  for (const [route] of index.pages) {
    if (route === '/' || route === '/http-api' || route.startsWith('/network')) continue;
    const file = path.join(BUILD_DIR, `${route}.html`);
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size > best.size) best = {route, size};
  }
  return best.route;
}

interface FirstLoad {
  html: {raw: number; gzip: number};
  js: {raw: number; gzip: number; files: number};
  css: {raw: number; gzip: number; files: number};
  searchIndexBytes: number;
  redocChunk: boolean;
  /** Each JS file: its path under the build, its code and gzip -9 (for the map; left out of results.json). */
  scripts: {file: string; code: string; gzip: number}[];
}

async function firstLoad(browser: Browser, route: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const resources = (await loadResources(await context.newPage(), `${ORIGIN}${route}`)).filter(
    (resource) => resource.url.startsWith(ORIGIN) && resource.status === 200,
  );
  await context.close();
  const sum = (type: string) => {
    const matching = resources.filter((resource) => resource.type === type);
    return {raw: matching.reduce((total, r) => total + r.body.length, 0), gzip: matching.reduce((total, r) => total + r.gzip, 0), files: matching.length};
  };
  const {raw, gzip} = sum('document');
  return {
    html: {raw, gzip},
    js: sum('script'),
    css: sum('stylesheet'),
    searchIndexBytes: resources.filter((resource) => resource.url.includes('search-index')).reduce((total, r) => total + r.body.length, 0),
    redocChunk: resources.some((resource) => resource.type === 'script' && resource.body.includes('redoc') && resource.body.includes('ReDoc')),
    scripts: resources
      .filter((resource) => resource.type === 'script')
      .map((resource) => ({file: new URL(resource.url).pathname.slice(1), code: resource.body.toString('utf8'), gzip: resource.gzip})),
  };
}

interface PageMap {
  gzip: number;
  files: MappedFile[];
}

/**
 * The map of each page's first load, from the source maps of the build being served. File names
 * carry a hash of their content, so a map of the same name is of the same code (and mapFile checks
 * that it fits). The bundler writes no map for a chunk with no code of its own (a few of about
 * 100 bytes); a larger file without one means the maps are of another build.
 */
function firstLoadMap(loads: Record<string, FirstLoad>): Record<string, PageMap> {
  const map: Record<string, PageMap> = {};
  for (const [route, load] of Object.entries(loads)) {
    const files = load.scripts.map(({file, code, gzip}) => {
      const mapPath = path.join(MAP_SOURCEMAPS, `${file}.map`);
      if (!existsSync(mapPath) && code.length > 1024) {
        throw new Error(`no source map of ${file} (${route}) in ${MAP_SOURCEMAPS}: run npm run bench -- --map without --skip-builds`);
      }
      const sourceMap = existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap) : undefined;
      return mapFile(file, code, gzip, sourceMap, root);
    });
    map[route] = {gzip: load.js.gzip, files};
  }
  return map;
}

/** The summary of the map (bench/first-load.md): each page's files, its ten largest modules, and its packages and areas. */
function mapSummary(map: Record<string, PageMap>, date: string): string {
  const size = (bytes: number) => (bytes / 1024).toFixed(1);
  const shortFile = (file: string) => file.replace(/^assets\/js\//, '');
  const lines = [
    `## First-load map, ${date}`,
    '',
    'Every JS file each page fetches on a first load, behind nginx, and the modules in them: gzip -9 of each file as served, and each',
    "module's share of it: its code, told apart by the build's source maps, compressed alone and scaled so that the shares add up to the",
    "file's gzip size (scripts/lib/bundleMap.ts). Written by `npm run bench` or `npm run bench -- --map`; the whole map is",
    'bench/map/first-load.json, not committed.',
  ];
  for (const [route, page] of Object.entries(map)) {
    const modules: (MappedModule & {file: string})[] = page.files.flatMap((file) => file.modules.map((module) => ({...module, file: file.file})));
    lines.push('', `### ${route}: ${size(page.gzip)} kB of JS (gzip) in ${page.files.length} files`, '');
    lines.push('| file | raw kB | gzip kB | largest modules |', '| --- | --- | --- | --- |');
    for (const file of [...page.files].sort((a, b) => b.gzip - a.gzip)) {
      const largest = totals(file.modules, (module) => packageOf(module.module)).slice(0, 3).map(({key, gzip}) => `${key} ${size(gzip)}`);
      lines.push(`| ${shortFile(file.file)} | ${size(file.raw)} | ${size(file.gzip)} | ${largest.join(', ')} |`);
    }
    lines.push('', '| top modules | file | raw kB | gzip share kB |', '| --- | --- | --- | --- |');
    for (const module of [...modules].sort((a, b) => b.gzip - a.gzip).slice(0, 10)) {
      lines.push(`| ${module.module === UNMAPPED ? module.module : `\`${module.module}\``} | ${shortFile(module.file)} | ${size(module.raw)} | ${size(module.gzip)} |`);
    }
    lines.push('', '| package or own file | modules | gzip share kB |', '| --- | --- | --- |');
    const byPackage = totals(modules, (module) => packageOf(module.module));
    for (const {key, gzip, modules: count} of byPackage.slice(0, 15)) lines.push(`| ${key} | ${count} | ${size(gzip)} |`);
    const rest = byPackage.slice(15);
    if (rest.length) lines.push(`| ${rest.length} others | ${rest.reduce((sum, {modules: count}) => sum + count, 0)} | ${size(rest.reduce((sum, {gzip}) => sum + gzip, 0))} |`);
  }
  return lines.join('\n');
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKB: number;
}

function lighthouse(route: string, preset: 'mobile' | 'desktop'): LighthouseRun {
  const args = [
    `${ORIGIN}${route}`,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const run = () =>
    spawnSync(path.join(root, 'node_modules/.bin/lighthouse'), args, {
      cwd: root,
      env: {...process.env, CHROME_PATH: CHROMIUM},
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
  let result = run();
  // On a busy machine Chrome sometimes misses Lighthouse's protocol deadline: one retry, said in the log.
  if (result.status !== 0) {
    log(`lighthouse ${route} ${preset} failed (${result.stderr.trim().split('\n').at(-1) ?? ''}); retrying once`);
    result = run();
  }
  if (result.status !== 0) throw new Error(`lighthouse ${route} ${preset} failed: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(result.stdout) as {
    categories: Record<string, {score: number}>;
    audits: Record<string, {numericValue: number}>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
    cls: Number(report.audits['cumulative-layout-shift']!.numericValue.toFixed(3)),
    transferKB: Math.round(report.audits['total-byte-weight']!.numericValue / 1024),
  };
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseRun)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseRun;
}

/** 100 queries a reader might type: page titles, their first words, prefixes and typos. */
function benchQueries(index: EmbeddedIndexFile): string[] {
  const titles = index.pages.map((page) => page[2].toLowerCase());
  const queries: string[] = [];
  for (let i = 0; queries.length < 100; i += 1) {
    const title = titles[(i * 7) % titles.length]!;
    const words = title.match(/[a-z0-9]+/g) ?? ['flow'];
    const first = words[0]!;
    switch (i % 4) {
      case 0: queries.push(title); break;
      case 1: queries.push(first.slice(0, Math.max(3, first.length - 2))); break; // typing, prefix
      case 2: queries.push(first.length > 4 ? first.slice(0, 2) + first.slice(3) : `${first} flow`); break; // a typo
      default: queries.push(words.slice(0, 2).join(' '));
    }
  }
  return queries;
}

/** The sharded index the build wrote (plugins/search-index/shards.ts): its meta file and shard sizes. */
function shardedIndexFiles(): {meta: ShardedIndexMeta; metaBytes: number; dir: string; files: {name: string; bytes: number}[]} {
  const metaFile = path.join(BUILD_DIR, 'search-index', 'meta.json');
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as ShardedIndexMeta;
  const dir = path.resolve(path.dirname(metaFile), meta.base);
  const files = readdirSync(dir)
    .filter((name) => /\.(json|txt)$/.test(name))
    .map((name) => ({name, bytes: statSync(path.join(dir, name)).size}));
  return {meta, metaBytes: statSync(metaFile).size, dir, files};
}

async function searchNumbers(browser: Browser, index: EmbeddedIndexFile) {
  const file = path.join(BUILD_DIR, 'search-index.json');
  const body = readFileSync(file);
  const sharded = shardedIndexFiles();
  const kind = (pattern: RegExp) => sharded.files.filter(({name}) => pattern.test(name)).map(({bytes}) => bytes);
  const terms = kind(/^t\d+\.json$/);
  const chunks = kind(/^d\d+\.json$/);

  // First keystroke to first hit, cold: a new browser context (empty cache) per run; the modal is opened and the
  // network left to settle (the modal's code, and search's code and meta file, which load as it opens), then the
  // query is typed. Counted: every byte of search's code and index fetched from the click to the first hit
  // (decoded bodies), the meta file and code loaded on opening included; the modal's UI is reported apart.
  const keystrokeMs: number[] = [];
  const searchBytes: number[] = [];
  const modalBytes: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const {fetched, keystrokeToHitMs} = await firstSearch(page, `${ORIGIN}/build/basics/accounts`, 'staking');
    keystrokeMs.push(keystrokeToHitMs);
    searchBytes.push(fetched.filter((response) => response.search).reduce((sum, response) => sum + response.bytes, 0));
    modalBytes.push(fetched.filter((response) => !response.search && response.phase === 'open').reduce((sum, response) => sum + response.bytes, 0));
    await context.close();
  }
  // The first keystroke of a reader who types: one letter, the largest prefix to load.
  const oneLetter: number[] = [];
  for (const query of ['s', 'a', 'c', 't']) {
    const context = await browser.newContext();
    const {fetched} = await firstSearch(await context.newPage(), `${ORIGIN}/build/basics/accounts`, query);
    oneLetter.push(fetched.filter((response) => response.search).reduce((sum, response) => sum + response.bytes, 0));
    await context.close();
  }

  // Query latency: the browser's backend code, in Node, reading the build's shards from disk; one session, so
  // later queries reuse what earlier ones loaded, as in a reader's session.
  const backend = buildSearchBackend(BUILD_DIR);
  const latencies: number[] = [];
  for (const query of benchQueries(index)) {
    const started = performance.now();
    await backend.search(buildRequest(EMBEDDED_SEARCH, query, DOCS_FILTER));
    latencies.push(performance.now() - started);
  }
  const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    indexRawKB: Math.round(body.length / 1024),
    indexGzipKB: Math.round(gzipSync(body, {level: 9}).length / 1024),
    records: indexRecords(index).length,
    metaKB: kB(sharded.metaBytes),
    termShards: terms.length,
    largestTermShardKB: kB(Math.max(...terms)),
    documentChunks: chunks.length,
    largestDocumentChunkKB: kB(Math.max(...chunks)),
    // documents.txt is the document chunks again, end to end (read by byte ranges): counted once.
    shardedTotalKB: Math.round(sharded.files.filter(({name}) => name !== DOCUMENTS_FILE).reduce((sum, {bytes}) => sum + bytes, sharded.metaBytes) / 1024),
    keystrokeToFirstHitMs: Math.round(median(keystrokeMs)),
    firstHitKB: kB(median(searchBytes)),
    oneLetterMaxKB: kB(Math.max(...oneLetter)),
    modalUiKB: kB(median(modalBytes)),
    queryP50Ms: Number(percentile(latencies, 50).toFixed(2)),
    queryP95Ms: Number(percentile(latencies, 95).toFixed(2)),
  };
}

async function main() {
  if (flag('table')) {
    const last = JSON.parse(readFileSync(path.join(root, 'bench/results.json'), 'utf8')) as Record<string, unknown>;
    console.log(table(last, Object.keys(last.firstLoad as Record<string, unknown>)));
    return;
  }
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version},
  };

  if (MAP_ONLY && !flag('skip-builds')) {
    mapBuild();
  } else if (!flag('skip-builds')) {
    log('cold build (faster: Rspack, SWC)…');
    const cold = build(BUILD_DIR, {}, true);
    log('warm build…');
    const warm = build(BUILD_DIR, {}, false);
    const builds: Record<string, unknown> = {cold, warm};
    if (!flag('skip-webpack')) {
      log('cold build with the faster build off (webpack)…');
      const webpack = build(path.join(os.tmpdir(), 'flow-portal-build-webpack'), {FASTER_BUILD: '0'}, true);
      builds.webpackCold = webpack;
      builds.speedup = Number((webpack.seconds / cold.seconds).toFixed(2));
      // Leave the faster build's cache warm for whoever builds next.
      rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
    }
    results.builds = builds;
    // The same output (plugins/bundle-map is registered in every build, idle without BUNDLE_MAP), plus the analyzer's report.
    mapBuild();
  }
  if (!existsSync(path.join(BUILD_DIR, 'search-index.json'))) throw new Error('no build: run without --skip-builds, or npm run build first');

  const index = JSON.parse(readFileSync(path.join(BUILD_DIR, 'search-index.json'), 'utf8')) as EmbeddedIndexFile;
  const longDoc = longestDocPage(index);
  const pages = ONLY_PAGES ?? (MAP_ONLY ? ['/', TYPICAL_DOC, longDoc, '/search'] : ['/', TYPICAL_DOC, longDoc, '/http-api', '/search']);
  log(`pages: ${pages.join(', ')}; serving ${BUILD_DIR} with nginx on ${ORIGIN}…`);
  const server = await startNginx(BUILD_DIR);
  let map: Record<string, PageMap> | undefined;
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const loads: Record<string, FirstLoad> = {};
    for (const route of pages) loads[route] = await firstLoad(browser, route);
    results.firstLoad = Object.fromEntries(Object.entries(loads).map(([route, {scripts: _scripts, ...load}]) => [route, load]));
    // The full bench maps its own builds; after --skip-builds, only with the report of this build.
    if (MAP_ONLY || !flag('skip-builds')) {
      map = firstLoadMap(loads);
    } else {
      try {
        map = firstLoadMap(loads);
      } catch (error) {
        log(`no map: ${(error as Error).message}`);
      }
    }

    if (!MAP_ONLY && !flag('skip-lighthouse')) {
      const scores: Record<string, Record<string, LighthouseRun>> = {};
      for (const route of pages) {
        scores[route] = {};
        for (const preset of ['mobile', 'desktop'] as const) {
          log(`lighthouse ${preset} ${route} ×${RUNS}…`);
          scores[route][preset] = medianRun(Array.from({length: RUNS}, () => lighthouse(route, preset)));
        }
      }
      results.lighthouse = scores;
    }
    if (!ONLY_PAGES && !MAP_ONLY) {
      log('search…');
      results.search = await searchNumbers(browser, index);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }

  const summary = map && mapSummary(map, results.date as string);
  if (map && summary) {
    mkdirSync(MAP_DIR, {recursive: true});
    writeFileSync(MAP_FILE, `${JSON.stringify({date: results.date, pages: map}, null, 1)}\n`);
    if (!ONLY_PAGES) writeFileSync(MAP_SUMMARY, `${summary}\n`);
    log(`map: ${path.relative(root, MAP_FILE)}${ONLY_PAGES ? '' : `, summary ${path.relative(root, MAP_SUMMARY)}`}`);
  }
  if (MAP_ONLY) {
    console.log(`${table(results, pages)}\n\n${summary ?? ''}`);
    return;
  }

  if (!ONLY_PAGES) {
    log('search relevance (npm run search:eval)…');
    results.searchRelevance = relevanceSummary(await measureRelevance(BUILD_DIR));
    mkdirSync(path.join(root, 'bench'), {recursive: true});
    writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  }
  console.log(`${table(results, pages)}${summary ? `\n\n${summary}` : ''}`);
}

function table(results: Record<string, unknown>, pages: string[]): string {
  const lines: string[] = [`## Benchmark, ${results.date as string} (${JSON.stringify(results.machine)})`, ''];
  const builds = results.builds as {cold: BuildRun; warm: BuildRun; webpackCold?: BuildRun; speedup?: number} | undefined;
  if (builds) {
    lines.push('| build | wall time | peak memory |', '| --- | --- | --- |');
    lines.push(`| cold (Rspack, SWC) | ${builds.cold.seconds} s | ${builds.cold.peakMemoryMB} MB |`);
    lines.push(`| warm (Rspack, SWC) | ${builds.warm.seconds} s | ${builds.warm.peakMemoryMB} MB |`);
    if (builds.webpackCold) {
      lines.push(`| cold, faster build off (webpack) | ${builds.webpackCold.seconds} s | ${builds.webpackCold.peakMemoryMB} MB |`);
      lines.push('', `Faster build: ${String(builds.speedup)}× the plain one (cold).`);
    }
    lines.push('');
  }
  const loads = results.firstLoad as Record<string, FirstLoad>;
  lines.push('| page | HTML raw / gzip | JS raw / gzip (files) | CSS raw / gzip | search index fetched |', '| --- | --- | --- | --- | --- |');
  for (const route of pages) {
    const load = loads[route]!;
    lines.push(
      `| ${route} | ${kb(load.html.raw)} / ${kb(load.html.gzip)} | ${kb(load.js.raw)} / ${kb(load.js.gzip)} (${load.js.files}) | ${kb(load.css.raw)} / ${kb(load.css.gzip)} | ${load.searchIndexBytes ? kb(load.searchIndexBytes) : 'no'} |`,
    );
  }
  const lh = results.lighthouse as Record<string, Record<string, LighthouseRun>> | undefined;
  if (lh) {
    lines.push('', `Lighthouse 12.8 (median of ${RUNS}), behind nginx:`, '', '| page | preset | perf | LCP | TBT | CLS | transfer | a11y | best practices | SEO |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const route of pages) {
      for (const preset of ['mobile', 'desktop']) {
        const run = lh[route]![preset]!;
        lines.push(`| ${route} | ${preset} | ${run.performance} | ${run.lcpMs} ms | ${run.tbtMs} ms | ${run.cls} | ${run.transferKB} kB | ${run.accessibility} | ${run.bestPractices} | ${run.seo} |`);
      }
    }
  }
  const search = results.search as Record<string, number> | undefined;
  // A run of some pages (--pages) has no search figures and no targets table.
  if (!search) return lines.join('\n');
  lines.push(
    '',
    '| search | value |',
    '| --- | --- |',
    `| whole index (${search.records} records; the Typesense indexer's input, never fetched by the browser) | ${search.indexRawKB} kB raw, ${search.indexGzipKB} kB gzip |`,
    `| sharded index the browser reads | meta ${search.metaKB} kB; ${search.termShards} term shards (largest ${search.largestTermShardKB} kB), ${search.documentChunks} document chunks (largest ${search.largestDocumentChunkKB} kB; also end to end in ${DOCUMENTS_FILE}, read by byte ranges); ${search.shardedTotalKB} kB in all |`,
    `| first keystroke to first hit, cold, "staking" (median of 5; in the page, from the input event to the frame that shows the hit) | ${search.keystrokeToFirstHitMs} ms, ${search.firstHitKB} kB of search code and index fetched (uncompressed) |`,
    `| the same for one letter (s, a, c, t), the largest | ${search.oneLetterMaxKB} kB |`,
    `| the modal's UI, loaded as it opens (not counted above) | ${search.modalUiKB} kB |`,
    `| query latency p50 / p95 (100 queries, one session, shards read from disk) | ${search.queryP50Ms} ms / ${search.queryP95Ms} ms (Node) |`,
  );
  const relevance = results.searchRelevance as ReturnType<typeof relevanceSummary> | undefined;
  if (relevance) {
    lines.push('', `Search relevance, ${relevance.queries} queries of tests/search/relevance/queries.yaml (every miss: npm run search:eval):`, '', '| backend | hit@1 | hit@5 | MRR |', '| --- | --- | --- | --- |');
    for (const [name, f] of Object.entries(relevance.figures)) {
      lines.push(`| ${name} | ${(f.hitAt1 * 100).toFixed(1)}% | ${(f.hitAt5 * 100).toFixed(1)}% | ${f.mrr.toFixed(3)} |`);
    }
    lines.push('', `Held-out set, ${relevance.holdout.queries} queries of tests/search/relevance/holdout.yaml (never tuned on):`, '', '| backend | hit@1 | hit@5 | MRR |', '| --- | --- | --- | --- |');
    for (const [name, f] of Object.entries(relevance.holdout.figures)) {
      lines.push(`| ${name} | ${(f.hitAt1 * 100).toFixed(1)}% | ${(f.hitAt5 * 100).toFixed(1)}% | ${f.mrr.toFixed(3)} |`);
    }
    if (relevance.firstPageDiffers !== undefined) lines.push('', `The backends' first pages differ on ${relevance.firstPageDiffers} of ${relevance.queries} queries of the query set.`);
    const size = relevance.typesenseResponseKB;
    if (size) {
      const [ranking, records] = size.calls;
      const each = ranking && records ? ` (the first call ${ranking.mean} kB on average and ${ranking.max} kB the most, the second ${records.mean} kB and ${records.max} kB)` : '';
      lines.push(
        '',
        `A Typesense search's answers (the call that ranks the candidate pages, with the word counts, then the one that fetches the records of the hits shown), gzipped and added up per search, over the query set: ${size.mean} kB on average, ${size.median} kB median, ${size.max} kB the most${each}.`,
      );
    }
    const same = relevance.typesenseSameAsOneCall;
    if (same) lines.push('', `Typesense's answers the same as one call with whole records (same hits, order and excerpts; both sets, pages 1 to 3): ${same.answers - same.differing} of ${same.answers}.`);
    if (relevance.typesenseSkipped) lines.push('', `Typesense not measured: ${relevance.typesenseSkipped}.`);
  }
  lines.push('', ...targets(results, pages));
  return lines.join('\n');
}

/** Every figure of the issues "Fast on a phone" and "Room under the doc page budget" next to its target. */
function targets(results: Record<string, unknown>, pages: string[]): string[] {
  const [home, typicalDoc, doc, api, searchPage] = pages as [string, string, string, string, string];
  const loads = results.firstLoad as Record<string, FirstLoad>;
  const lh = results.lighthouse as Record<string, Record<string, LighthouseRun>> | undefined;
  const search = results.search as {firstHitKB: number; oneLetterMaxKB: number; keystrokeToFirstHitMs: number};
  const builds = results.builds as {cold: BuildRun; speedup?: number} | undefined;
  const rows: string[] = ['| target | measured | |', '| --- | --- | --- |'];
  const row = (target: string, measured: string, held: boolean | undefined) =>
    rows.push(`| ${target} | ${measured} | ${held === undefined ? 'not measured in this run' : held ? 'held' : 'missed'} |`);
  const js = (route: string, limitKB: number, what: string) => row(`${what} first-load JS ≤ ${limitKB} kB gzip`, kb(loads[route]!.js.gzip), loads[route]!.js.gzip <= limitKB * 1024);
  js(doc, 120, `the longest doc page (${doc})`);
  js(typicalDoc, 110, `a typical doc page (${typicalDoc})`);
  js(home, 100, 'home');
  js(searchPage, 100, searchPage);
  if (lh) {
    const m = (route: string) => lh[route]!.mobile!;
    row('doc pages Lighthouse mobile 100', `${m(typicalDoc).performance}, ${m(doc).performance}`, m(typicalDoc).performance === 100 && m(doc).performance === 100);
    row('doc page TBT ≤ 150 ms (mobile)', `${m(doc).tbtMs} ms`, m(doc).tbtMs <= 150);
    const cls = pages.flatMap((route) => ['mobile', 'desktop'].map((preset) => lh[route]![preset]!.cls));
    row('CLS 0 (every page, both presets)', cls.join(', '), cls.every((value) => value === 0));
    row('/http-api Lighthouse mobile ≥ 95', String(m(api).performance), m(api).performance >= 95);
    row('/http-api TBT ≤ 200 ms (mobile)', `${m(api).tbtMs} ms`, m(api).tbtMs <= 200);
    row('home Lighthouse mobile ≥ 99', String(m(home).performance), m(home).performance >= 99);
    const categories = pages.flatMap((route) =>
      ['mobile', 'desktop'].flatMap((preset) => {
        const run = lh[route]![preset]!;
        return [run.accessibility, run.bestPractices, ...(route === searchPage ? [] : [run.seo])];
      }),
    );
    row('accessibility, best practices, SEO 100 (SEO of the noindex /search aside)', `lowest ${Math.min(...categories)}`, categories.every((value) => value === 100));
  } else {
    row('Lighthouse figures', '--skip-lighthouse', undefined);
  }
  row(
    'search: bytes fetched from first keystroke to first hit ≤ 150 kB',
    `${search.firstHitKB} kB ("staking"), ${search.oneLetterMaxKB} kB (one letter)`,
    Math.max(search.firstHitKB, search.oneLetterMaxKB) <= 150,
  );
  row('search: first keystroke to first hit ≤ 200 ms, cold', `${search.keystrokeToFirstHitMs} ms`, search.keystrokeToFirstHitMs <= 200);
  if (builds) {
    row('cold build under 30 s', `${builds.cold.seconds} s`, builds.cold.seconds < 30);
    row('cold build ≥ 3× the webpack build', builds.speedup ? `${builds.speedup}×` : '--skip-webpack', builds.speedup ? builds.speedup >= 3 : undefined);
  }
  rows.push('', 'The title from first paint through hydration is held by e2e/title.spec.ts, not timed here.');
  return ['Targets (issues "Fast on a phone" and "Room under the doc page budget"):', '', ...rows];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
