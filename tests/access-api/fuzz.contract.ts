/**
 * Property-based fuzzing of every operation of openapi/access.yaml with schemathesis (pinned in
 * requirements.txt, installed into tests/access-api/.venv by setup-fuzz.sh), against the emulator
 * with the contract tests' real data. Fixed seed, bounded cases per operation. Every answer must
 * be one the description declares: status, content type, headers and body schema, with object
 * schemas closed (an undescribed field fails), and no 5xx.
 *
 * The fuzzed copy of the description differs from openapi/access.yaml in three ways, each said here:
 *  - object schemas are closed (validator.ts closedDescription);
 *  - `select` is left out: it trims answers below their required fields by design, which no
 *    schema can state; the contract tests check `select` answers instead;
 *  - path and query examples name the emulator's real block, transaction, collection, account
 *    and event type, so the examples phase reaches real data instead of only 404s.
 * GET /execution_results is not fuzzed: the emulator drops the connection for any valid block id
 * (EMULATOR_CANNOT_ANSWER in contract.contract.ts; its examples are checked there).
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {skipRequested} from '../../examples/harness/toolchain';
import {closedDescription} from './validator';
import {createWorld, type World} from './world';

export const FUZZ_SEED = 20261125;
export const FUZZ_MAX_EXAMPLES = 20;
const NOT_FUZZED = {'/execution_results': 'the emulator drops the connection for every valid block id'};

const here = __dirname;
const schemathesis = path.join(here, '.venv', 'bin', 'schemathesis');

type Json = Record<string, unknown>;

/** The fuzzed copy of the description (see the header). */
function fuzzedDescription(world: World): Json {
  const doc = closedDescription() as unknown as Json;
  const {greet} = world;
  const real: Record<string, unknown> = {
    '/blocks/{id} id': [greet.result.block_id],
    '/blocks/{id}/payload id': greet.result.block_id,
    '/transactions/{id} id': greet.id,
    '/transaction_results/{transaction_id} transaction_id': greet.id,
    '/collections/{id} id': greet.result.collection_id,
    '/blocks height': [greet.height],
    '/blocks start_height': '0',
    '/blocks end_height': greet.height,
    '/events type': world.greetedType,
    '/events start_height': '0',
    '/events end_height': greet.height,
    '/events block_ids': [greet.result.block_id],
    '/scripts block_id': greet.result.block_id,
    '/subscribe_events start_block_id': greet.result.block_id,
    '/subscribe_events start_height': '0',
  };
  const components = (doc.components as Json).parameters as Record<string, Json>;
  for (const [route, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      const parameters = (operation.parameters ?? []) as Json[];
      operation.parameters = parameters
        .filter((p) => p.$ref !== '#/components/parameters/Select')
        .map((p) => {
          const key = `${route} ${String(p.name)}`;
          return key in real ? {...p, example: real[key]} : p;
        });
    }
  }
  components.AccountAddress = {...components.AccountAddress, example: world.user.address};
  components.BlockIdHint = {...components.BlockIdHint, example: greet.result.block_id};
  components.CollectionIdHint = {...components.CollectionIdHint, example: greet.result.collection_id};
  return doc;
}

interface Report {
  exit_code: number;
  seed: number;
  operations: {total: number; selected: number; tested: number; errored: number; skipped: number};
  test_cases: {generated: number; with_failures: number; unique_failures: number; errored: number};
  failures: Array<{code: string; title: string; count: number; operations: string[]}>;
  errors: unknown[];
}

describe.skipIf(skipRequested())('schemathesis finds no answer outside openapi/access.yaml', () => {
  let world: World;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(schemathesis)) {
      throw new Error(`${path.relative(process.cwd(), schemathesis)} is missing: run bash tests/access-api/setup-fuzz.sh (npm run test:api does)`);
    }
    world = await createWorld();
    dir = mkdtempSync(path.join(tmpdir(), 'access-api-fuzz-'));
  });

  afterAll(async () => {
    await world?.emulator.stop();
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  it(`every operation, seed ${FUZZ_SEED}, at most ${FUZZ_MAX_EXAMPLES} cases per operation and phase`, async () => {
    const schema = path.join(dir, 'access.fuzzed.json');
    const reportFile = path.join(dir, 'report.json');
    writeFileSync(schema, JSON.stringify(fuzzedDescription(world)));
    const args = [
      'run', schema,
      '--url', `${world.emulator.restUrl}/v1`,
      '--seed', String(FUZZ_SEED),
      '--max-examples', String(FUZZ_MAX_EXAMPLES),
      '--generation-deterministic',
      '--checks', 'not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance',
      ...Object.keys(NOT_FUZZED).flatMap((route) => ['--exclude-path', route]),
      '--workers', '1',
      '--request-timeout', '20',
      '--no-color',
      '--report', 'json',
      '--report-json-path', reportFile,
    ];
    const output = await new Promise<string>((resolve) => {
      execFile(schemathesis, args, {maxBuffer: 64 * 1024 * 1024, timeout: 600_000}, (_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`));
    });
    expect(existsSync(reportFile), `schemathesis wrote no report:\n${output.slice(-4000)}`).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    const failures = report.failures.map((f) => `${f.code} ${f.title} (${f.count}): ${f.operations.join(', ')}`);
    console.log(
      `access-api fuzz: ${report.test_cases.generated} cases over ${report.operations.tested} operations ` +
        `(seed ${report.seed}; not fuzzed: ${Object.entries(NOT_FUZZED).map(([r, why]) => `GET ${r}, ${why}`).join('; ')}), ` +
        `${report.test_cases.with_failures} with failures`,
    );
    expect(failures, output.slice(-12_000)).toEqual([]);
    expect(report.errors, output.slice(-12_000)).toEqual([]);
    expect(report.exit_code, output.slice(-12_000)).toBe(0);
    expect(report.operations.tested).toBe(report.operations.total - Object.keys(NOT_FUZZED).length);
    expect(report.test_cases.generated).toBeGreaterThan(500);
  });
});
