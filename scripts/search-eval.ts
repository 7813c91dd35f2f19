/**
 * npm run search:eval [-- --build DIR] [-- --embedded-only] [-- --gate]
 *
 * Runs the relevance query set (tests/search/relevance/queries.yaml), then the held-out set
 * (holdout.yaml, never tuned on), through the site's search as a reader meets it, and prints
 * hit@1, hit@5 and MRR, and every query whose first page does not answer it:
 * - embedded: the build's sharded index, read by the browser's own code (src/search/sharded.ts);
 * - typesense: a real Typesense server (tests/search/setup-typesense.sh installs it), started
 *   here on a free loopback port, loaded with the build's records by the project's indexer and
 *   queried through the site's Typesense backend (src/search/typesense.ts). Skipped, with the
 *   reason, when the server is not installed or with --embedded-only.
 * Both are asked what the search modal asks (src/search/request.ts, with the site's grouping
 * by page), so a rank is the position of the first answering page in the backend's answer to
 * the modal. (The modal then shows those pages under their section, hierarchy.lvl0, in the
 * order each section first appears; that regrouping is not measured here.)
 *
 * It exits non-zero on errors (no build, a bad query set, a failing server), and with --gate (as
 * npm test runs it) when a backend's figures on the query set fall below their floor
 * (tests/search/relevance/floor.ts), or when Typesense could not be measured.
 */
import {existsSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildRequest} from '../src/search/request';
import type {SearchBackend, SearchSiteConfig} from '../src/search/types';
import {buildSearchBackend, DOCS_FILTER, EMBEDDED_SEARCH} from './lib/buildSearch';
import {figures, pagesOf, rankOf, type Figures} from '../tests/search/relevance/metrics';
import {belowFloor, FLOOR, TARGET} from '../tests/search/relevance/floor';
import {HOLDOUT_SET_FILE, loadQuerySet, QUERY_SET_FILE, type RelevanceQuery} from '../tests/search/relevance/querySet';
import {startTypesense, typesenseBinary, type RunningTypesense} from '../tests/search/typesenseServer';
import {typesenseSearches} from '../src/search/typesense';

/** Pages per result list: the modal sends no per_page, and both backends then answer 10 pages. */
const PER_PAGE = 10;

export interface QueryResult {
  query: RelevanceQuery;
  /** The pages listed, in order. */
  pages: string[];
  /** Where the first answering page is, from 1; undefined when none is listed. */
  rank: number | undefined;
}

export interface BackendRun {
  name: string;
  results: QueryResult[];
  figures: Figures;
}

/** Runs every query through `backend`, one at a time, as the modal asks. */
export async function evaluate(name: string, backend: SearchBackend, queries: readonly RelevanceQuery[], search: SearchSiteConfig = EMBEDDED_SEARCH): Promise<BackendRun> {
  const results: QueryResult[] = [];
  for (const query of queries) {
    let result;
    try {
      result = await backend.search(buildRequest(search, query.query, DOCS_FILTER, 1, PER_PAGE));
    } catch (error) {
      throw new Error(`${name}: the query "${query.query}" failed: ${(error as Error).message}`);
    }
    const pages = pagesOf(result.hits.map((hit) => hit.url));
    results.push({query, pages, rank: rankOf(pages, query.answers)});
  }
  return {name, results, figures: figures(results.map((result) => result.rank))};
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function describeRank(result: QueryResult): string {
  if (result.rank === undefined) return `not in the first ${PER_PAGE} pages`;
  return `rank ${result.rank}`;
}

function printRun(run: BackendRun): void {
  const {figures: f} = run;
  console.log(`\n${run.name}: hit@1 ${percent(f.hitAt1)}, hit@5 ${percent(f.hitAt5)}, MRR ${f.mrr.toFixed(3)} over ${f.queries} queries`);
  const misses = run.results.filter((result) => result.rank !== 1);
  if (misses.length === 0) return;
  console.log(`${run.name}: ${misses.length} queries whose first page does not answer them:`);
  for (const miss of misses) {
    console.log(`  "${miss.query.query}" (${describeRank(miss)})`);
    console.log(`      expected: ${miss.query.answers.join(', ')}`);
    console.log(`      first:    ${miss.pages[0] ?? '(no results)'}`);
  }
}

/** The queries whose first page differs between two runs over the same query set. */
const differingFirstPages = (a: BackendRun, b: BackendRun): QueryResult[] =>
  a.results.filter((result, i) => result.pages[0] !== b.results[i]!.pages[0]);

function printComparison(a: BackendRun, b: BackendRun): void {
  const row = (label: string, value: (f: Figures) => string) => `| ${label} | ${value(a.figures)} | ${value(b.figures)} |`;
  console.log(`\n| | ${a.name} | ${b.name} |\n| --- | --- | --- |`);
  console.log([row('hit@1', (f) => percent(f.hitAt1)), row('hit@5', (f) => percent(f.hitAt5)), row('MRR', (f) => f.mrr.toFixed(3))].join('\n'));
  const differ = differingFirstPages(a, b);
  console.log(`\nQueries whose first page differs between ${a.name} and ${b.name}: ${differ.length} of ${a.results.length}`);
  for (const result of differ) {
    const other = b.results.find((candidate) => candidate.query === result.query)!;
    console.log(`  "${result.query.query}"`);
    console.log(`      ${a.name}: ${result.pages[0] ?? '(no results)'} (${describeRank(result)})`);
    console.log(`      ${b.name}: ${other.pages[0] ?? '(no results)'} (${describeRank(other)})`);
  }
}

export interface Relevance {
  queries: number;
  /** Each backend on the query set (queries.yaml): embedded, then Typesense when it was measured. */
  runs: BackendRun[];
  /** Each backend on the held-out set (holdout.yaml). */
  holdout: {queries: number; runs: BackendRun[]};
  /** Why the Typesense backend was not measured, when it was not. */
  typesenseSkipped?: string;
  /** What a Typesense search answers, gzipped, over the query set (kB): the page of results as the modal asks for it. */
  typesenseResponseKB?: {mean: number; median: number; max: number};
}

/**
 * The size of the server's answer to each query of `queries`, as the backend asks (src/search/typesense.ts:
 * the window of candidate pages and the counts that rank it), gzipped as a server or proxy would send it.
 */
async function responseSizes(server: RunningTypesense, config: SearchSiteConfig, queries: readonly RelevanceQuery[]): Promise<Relevance['typesenseResponseKB']> {
  const sizes: number[] = [];
  for (const query of queries) {
    const {searches} = typesenseSearches(buildRequest(config, query.query, DOCS_FILTER, 1, PER_PAGE));
    const response = await fetch(`${server.url}/multi_search`, {method: 'POST', headers: {'X-TYPESENSE-API-KEY': server.adminKey}, body: JSON.stringify({searches})});
    if (!response.ok) throw new Error(`typesense: the query "${query.query}" failed: ${response.status} ${await response.text()}`);
    sizes.push(gzipSync(Buffer.from(await response.arrayBuffer())).length / 1000);
  }
  sizes.sort((a, b) => a - b);
  const kB = (value: number) => Math.round(value * 10) / 10;
  return {mean: kB(sizes.reduce((sum, size) => sum + size, 0) / sizes.length), median: kB(sizes[sizes.length >> 1]!), max: kB(sizes.at(-1)!)};
}

/** Runs the query set and the held-out set against the build in `buildDir`: the embedded backend, then (unless told not to, or not installed) Typesense. */
export async function measureRelevance(buildDir: string, {typesense = true} = {}): Promise<Relevance> {
  const [queries, held] = await Promise.all([loadQuerySet(), loadQuerySet(HOLDOUT_SET_FILE)]);
  const meta = path.join(buildDir, EMBEDDED_SEARCH.indexPath);
  if (!existsSync(meta)) throw new Error(`${meta} is missing: give a production build with --build DIR, or run npm run build first`);
  const embedded = buildSearchBackend(buildDir);
  const runs = [await evaluate('embedded', embedded, queries)];
  const holdout = {queries: held.length, runs: [await evaluate('embedded', embedded, held)]};
  if (!typesense) return {queries: queries.length, runs, holdout, typesenseSkipped: '--embedded-only'};
  const binary = await typesenseBinary();
  if (!binary.path) return {queries: queries.length, runs, holdout, typesenseSkipped: binary.reason};
  let server: RunningTypesense | undefined;
  try {
    server = await startTypesense(binary.path);
    const loaded = await server.load(buildDir);
    runs.push(await evaluate('typesense', loaded.search, queries, loaded.config));
    holdout.runs.push(await evaluate('typesense', loaded.search, held, loaded.config));
    const typesenseResponseKB = await responseSizes(server, loaded.config, queries);
    return {queries: queries.length, runs, holdout, typesenseResponseKB};
  } finally {
    await server?.stop();
  }
}

/** What npm run bench records: each backend's figures on both sets, and on how many queries of the query set their first pages differ. */
export function relevanceSummary({queries, runs, holdout, typesenseSkipped, typesenseResponseKB}: Relevance) {
  const [embedded, typesense] = runs;
  return {
    queries,
    figures: Object.fromEntries(runs.map((run) => [run.name, run.figures])),
    holdout: {queries: holdout.queries, figures: Object.fromEntries(holdout.runs.map((run) => [run.name, run.figures]))},
    ...(typesense ? {firstPageDiffers: differingFirstPages(embedded!, typesense).length} : {}),
    ...(typesenseSkipped ? {typesenseSkipped} : {}),
    ...(typesenseResponseKB ? {typesenseResponseKB} : {}),
  };
}

async function main() {
  const {values} = parseArgs({
    options: {build: {type: 'string', default: 'build'}, 'embedded-only': {type: 'boolean', default: false}, gate: {type: 'boolean', default: false}},
  });
  const buildDir = path.resolve(values.build!);
  if (values.gate && values['embedded-only']) throw new Error('--gate needs both backends: leave out --embedded-only');
  console.log(`Query set ${path.relative(process.cwd(), QUERY_SET_FILE)}, against the build in ${buildDir}`);
  const {runs, holdout, typesenseSkipped, typesenseResponseKB: size} = await measureRelevance(buildDir, {typesense: !values['embedded-only']});
  runs.forEach(printRun);
  if (typesenseSkipped) console.log(`\ntypesense: skipped: ${typesenseSkipped}`);
  if (size) console.log(`\ntypesense: each search's answer, gzipped: ${size.mean} kB on average, ${size.median} kB median, ${size.max} kB the most`);
  if (runs.length === 2) printComparison(runs[0]!, runs[1]!);

  console.log(`\nHeld-out set ${path.relative(process.cwd(), HOLDOUT_SET_FILE)} (never tuned on):`);
  holdout.runs.forEach(printRun);

  const floors = Object.entries(FLOOR).map(([name, floor]) => `${name} ${percent(floor.hitAt1)} / ${percent(floor.hitAt5)}`);
  console.log(`\nFloors (hit@1 / hit@5, tests/search/relevance/floor.ts): ${floors.join(', ')}; issue 33's target for both: ${percent(TARGET.hitAt1)} / ${percent(TARGET.hitAt5)}.`);
  if (!values.gate) return;
  const failures = belowFloor(runs);
  if (failures.length > 0) {
    console.error(`search:eval --gate: the query set's figures fell below their floor:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('search:eval --gate: every backend is at or above its floor.');
}

if (/search-eval\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(`search:eval: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
