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
 * For Typesense it also prints what a search's answers weigh in gzip (both calls the backend
 * makes, through a measuring proxy), and compares the backend's answers with those of one call
 * with whole records (tests/search/oneCall.ts) on both sets, pages 1 to 3: the same hits, in the
 * same order, with the same excerpts.
 *
 * It exits non-zero on errors (no build, a bad query set, a failing server), and with --gate (as
 * npm test runs it) when a backend's figures on the query set fall below their floor
 * (tests/search/relevance/floor.ts), when Typesense could not be measured, or when its answers
 * differ from one call's.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildRequest} from '../src/search/request';
import type {SearchBackend, SearchSiteConfig} from '../src/search/types';
import {buildSearchBackend, DOCS_FILTER, EMBEDDED_SEARCH} from './lib/buildSearch';
import {figures, pagesOf, rankOf, type Figures} from '../tests/search/relevance/metrics';
import {belowFloor, FLOOR, TARGET} from '../tests/search/relevance/floor';
import {HOLDOUT_SET_FILE, loadQuerySet, QUERY_SET_FILE, type RelevanceQuery} from '../tests/search/relevance/querySet';
import {startTypesense, typesenseBinary, type LoadedTypesense, type RunningTypesense} from '../tests/search/typesenseServer';
import {answerDifferences, oneCallBackend} from '../tests/search/oneCall';
import {createTypesenseBackend} from '../src/search/typesense';
import {typesenseProxy} from '../tests/search/proxy';

/** What each call of a Typesense search is for, in the order the backend makes them (src/search/typesense.ts). */
const CALL_NAMES = ['the candidate pages ranked, and the word counts', 'the records of the hits shown'];

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
  /**
   * What a Typesense search answers, gzipped, over the query set (kB): every call the backend makes for the page of
   * results the modal asks for, added up per query; and each call apart (the ranking call, then the records of the hits shown).
   */
  typesenseResponseKB?: {mean: number; median: number; max: number; calls: {queries: number; mean: number; max: number}[]};
  /** Whether the Typesense backend's answers are those of one call with whole records (tests/search/oneCall.ts), on both sets. */
  typesenseSameAsOneCall?: OneCallComparison;
}

export interface OneCallComparison {
  /** Answers compared: each query of both sets, for each of COMPARED_PAGES. */
  answers: number;
  hits: number;
  /** Each answer that differs, with its first difference. */
  differing: string[];
}

/** The pages of results compared with one call: those the window of candidate pages answers, as the modal (1) and /search (1 to 3) ask for them. */
const COMPARED_PAGES = [1, 2, 3];

/**
 * Asks the Typesense backend (two calls) and the backend of one call with whole records (tests/search/oneCall.ts) every
 * query of `queries`, for each of COMPARED_PAGES, and says which answers differ: in the pages, the hits, their order,
 * their fields, highlights or excerpts.
 */
async function compareWithOneCall(loaded: LoadedTypesense, queries: readonly RelevanceQuery[]): Promise<OneCallComparison> {
  const reference = oneCallBackend(loaded.config.typesenseServerConfig!);
  const comparison: OneCallComparison = {answers: 0, hits: 0, differing: []};
  for (const query of queries) {
    for (const page of COMPARED_PAGES) {
      const request = buildRequest(loaded.config, query.query, DOCS_FILTER, page, PER_PAGE);
      const [expected, answer] = [await reference.search(request), await loaded.search.search(request)];
      const differences = answerDifferences(expected, answer);
      comparison.answers += 1;
      comparison.hits += expected.hits.length;
      if (differences.length) comparison.differing.push(`"${query.query}", page ${page}: ${differences[0]}${differences.length > 1 ? ` (and ${differences.length - 1} more)` : ''}`);
    }
  }
  return comparison;
}

/**
 * What the server answers each query of `queries`, gzipped as a server or proxy would send it: every call the site's
 * backend makes for the query (src/search/typesense.ts: the call that ranks the window of candidate pages, with the
 * word counts, then the one that fetches the records of the hits shown), measured as they pass through a loopback
 * proxy (tests/search/proxy.ts), each answer gzipped on its own, and added up per query.
 */
async function responseSizes(server: RunningTypesense, config: SearchSiteConfig, queries: readonly RelevanceQuery[]): Promise<Relevance['typesenseResponseKB']> {
  const proxy = await typesenseProxy(server.url);
  try {
    const typesense = config.typesenseServerConfig!;
    const backend = createTypesenseBackend({...typesense, nodes: [{host: '127.0.0.1', port: proxy.port, protocol: 'http'}]});
    const totals: number[] = [];
    const byCall: number[][] = [];
    for (const query of queries) {
      const from = proxy.calls.length;
      try {
        await backend.search(buildRequest(config, query.query, DOCS_FILTER, 1, PER_PAGE));
      } catch (error) {
        throw new Error(`typesense: the query "${query.query}" failed: ${(error as Error).message}`);
      }
      const calls = proxy.calls.slice(from);
      const failed = calls.find((call) => call.status !== 200);
      if (failed) throw new Error(`typesense: the query "${query.query}" had an answer ${failed.status}`);
      calls.forEach((call, i) => (byCall[i] ??= []).push(call.gzipBytes / 1000));
      totals.push(calls.reduce((sum, call) => sum + call.gzipBytes, 0) / 1000);
    }
    const kB = (value: number) => Math.round(value * 10) / 10;
    const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const sorted = [...totals].sort((a, b) => a - b);
    return {
      mean: kB(mean(sorted)),
      median: kB(sorted[sorted.length >> 1]!),
      max: kB(sorted.at(-1)!),
      // Each call on its own, over the queries that made it (a query with no hits makes no second call).
      calls: byCall.map((sizes) => ({queries: sizes.length, mean: kB(mean(sizes)), max: kB(Math.max(...sizes))})),
    };
  } finally {
    await proxy.close();
  }
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
    const typesenseSameAsOneCall = await compareWithOneCall(loaded, [...queries, ...held]);
    return {queries: queries.length, runs, holdout, typesenseResponseKB, typesenseSameAsOneCall};
  } finally {
    await server?.stop();
  }
}

/** What npm run bench records: each backend's figures on both sets, and on how many queries of the query set their first pages differ. */
export function relevanceSummary({queries, runs, holdout, typesenseSkipped, typesenseResponseKB, typesenseSameAsOneCall: same}: Relevance) {
  const [embedded, typesense] = runs;
  return {
    queries,
    figures: Object.fromEntries(runs.map((run) => [run.name, run.figures])),
    holdout: {queries: holdout.queries, figures: Object.fromEntries(holdout.runs.map((run) => [run.name, run.figures]))},
    ...(typesense ? {firstPageDiffers: differingFirstPages(embedded!, typesense).length} : {}),
    ...(typesenseSkipped ? {typesenseSkipped} : {}),
    ...(typesenseResponseKB ? {typesenseResponseKB} : {}),
    ...(same ? {typesenseSameAsOneCall: {answers: same.answers, hits: same.hits, differing: same.differing.length}} : {}),
  };
}

async function main() {
  const {values} = parseArgs({
    options: {build: {type: 'string', default: 'build'}, 'embedded-only': {type: 'boolean', default: false}, gate: {type: 'boolean', default: false}},
  });
  const buildDir = path.resolve(values.build!);
  if (values.gate && values['embedded-only']) throw new Error('--gate needs both backends: leave out --embedded-only');
  console.log(`Query set ${path.relative(process.cwd(), QUERY_SET_FILE)}, against the build in ${buildDir}`);
  const {queries, runs, holdout, typesenseSkipped, typesenseResponseKB: size, typesenseSameAsOneCall: same} = await measureRelevance(buildDir, {typesense: !values['embedded-only']});
  runs.forEach(printRun);
  if (typesenseSkipped) console.log(`\ntypesense: skipped: ${typesenseSkipped}`);
  if (size) {
    console.log(`\ntypesense: each search's answers, gzipped (every call it makes, added up): ${size.mean} kB on average, ${size.median} kB median, ${size.max} kB the most`);
    size.calls.forEach((call, i) => console.log(`  call ${i + 1} (${CALL_NAMES[i] ?? 'more'}), made by ${call.queries} of ${queries} queries: ${call.mean} kB on average, ${call.max} kB the most`));
  }
  if (same) {
    const pages = `pages ${COMPARED_PAGES[0]} to ${COMPARED_PAGES.at(-1)}`;
    if (same.differing.length === 0) console.log(`\ntypesense: every answer (${same.answers}: both sets, ${pages}; ${same.hits} hits) is the one call with whole records gave: the same hits in the same order, with the same excerpts`);
    else console.log(`\ntypesense: ${same.differing.length} of ${same.answers} answers (both sets, ${pages}) differ from one call with whole records:\n${same.differing.map((line) => `  ${line}`).join('\n')}`);
  }
  if (runs.length === 2) printComparison(runs[0]!, runs[1]!);

  console.log(`\nHeld-out set ${path.relative(process.cwd(), HOLDOUT_SET_FILE)} (never tuned on):`);
  holdout.runs.forEach(printRun);

  const floors = Object.entries(FLOOR).map(([name, floor]) => `${name} ${percent(floor.hitAt1)} / ${percent(floor.hitAt5)}`);
  console.log(`\nFloors (hit@1 / hit@5, tests/search/relevance/floor.ts): ${floors.join(', ')}; issue 33's target for both: ${percent(TARGET.hitAt1)} / ${percent(TARGET.hitAt5)}.`);
  if (!values.gate) return;
  const failures = [...belowFloor(runs), ...(same?.differing.length ? [`typesense: ${same.differing.length} answers differ from one call with whole records`] : [])];
  if (failures.length > 0) {
    console.error(`search:eval --gate: the query set's figures fell below their floor, or Typesense's answers changed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('search:eval --gate: every backend is at or above its floor, and Typesense answers as one call with whole records did.');
}

if (/search-eval\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(`search:eval: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
