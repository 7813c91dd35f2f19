/**
 * The real Typesense server search:eval starts: it serves the records of a build through the
 * site's backend, and is gone (process and data folder) once stopped. Runs when
 * tests/search/setup-typesense.sh has installed the server.
 */
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {buildRequest} from '../../src/search/request';
import {startTypesense, typesenseBinary, type RunningTypesense} from './typesenseServer';
import {twoPageIndex} from './page';

const binary = await typesenseBinary();
const index = twoPageIndex;

let server: RunningTypesense | undefined;
let buildDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  if (buildDir) await rm(buildDir, {recursive: true, force: true});
});

describe.skipIf(!binary.path)(`a real typesense-server${binary.reason ? ` (skipped: ${binary.reason})` : ''}`, () => {
  it('serves a build\'s records, grouped by page, through the site\'s backend, and stops by its pid', async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'search-eval-build-'));
    await writeFile(path.join(buildDir, 'search-index.json'), JSON.stringify(index));
    server = await startTypesense(binary.path!);
    const loaded = await server.load(buildDir);
    // One record per title and heading, one per text block after each: 4 for the first page, 2 for the second.
    expect(loaded.documents).toBe(6);

    const result = await loaded.search.search(buildRequest(loaded.config, 'chain id', 'language:=en && docusaurus_tag:=[default,docs-default-current]'));
    expect(result.nbHits).toBe(1);
    expect(new Set(result.hits.map((hit) => new URL(hit.url).pathname))).toEqual(new Set(['/evm/networks']));

    const {pid} = server;
    await server.stop();
    server = undefined;
    expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);

  it('refuses to start a binary that is not a server, saying why', async () => {
    await expect(startTypesense('/bin/false', 5_000)).rejects.toThrow('/bin/false) exited before answering /health');
  });
});

it('finds the installed server or says how to install it', () => {
  if (binary.path) expect(existsSync(binary.path)).toBe(true);
  else expect(binary.reason).toMatch(/setup-typesense\.sh/);
});
