/**
 * The docs MCP server as a client meets it: the SDK's Client spawns `npm run -s mcp` over stdio
 * and calls every tool, once against the build folder and once against the same build served on
 * 127.0.0.1, checking each answer against the build's own files. Then the failures: a page or an
 * operation that does not exist, an unreachable or silent site, broken data, bad options.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile, mkdir} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {parseYaml} from '@redocly/openapi-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {env} from '../../config/env';
import {searchConfig} from '../../config/search';
import {indexRecords} from '../../plugins/search-index/records';
import type {EmbeddedIndexFile} from '../../plugins/search-index/types';
import {createEmbeddedSearch} from '../../src/search/embedded';
import {buildRequest} from '../../src/search/request';

const root = path.resolve(__dirname, '../..');
const buildDir = path.resolve(root, process.env.MCP_TEST_BUILD ?? 'build');
const fromBuild = (file: string) => readFile(path.join(buildDir, file), 'utf8');

interface ToolResult {
  content: {type: string; text: string}[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

interface Session {
  call(name: string, args: Record<string, unknown>): Promise<ToolResult>;
  /** The text of a successful call; fails the test with the server's message otherwise. */
  text(name: string, args: Record<string, unknown>): Promise<string>;
  /** The message of a call that must fail. */
  error(name: string, args: Record<string, unknown>): Promise<string>;
  client: Client;
  close(): Promise<void>;
}

/** `npm run -s mcp -- …args` as an MCP client starts it. */
async function connect(...args: string[]): Promise<Session> {
  const transport = new StdioClientTransport({command: 'npm', args: ['run', '-s', 'mcp', '--', ...args], cwd: root, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'flow-docs-test', version: '1.0.0'});
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({name, arguments: args})) as ToolResult;
  return {
    client,
    call,
    async text(name, args) {
      const result = await call(name, args);
      expect(result.isError ?? false, `${name} ${JSON.stringify(args)} failed: ${result.content[0]?.text}\n${stderr}`).toBe(false);
      return result.content.map((part) => part.text).join('');
    },
    async error(name, args) {
      const result = await call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)} should fail`).toBe(true);
      return result.content[0]!.text;
    },
    close: () => client.close(),
  };
}

const TYPES: Record<string, string> = {'.json': 'application/json', '.md': 'text/markdown', '.txt': 'text/plain', '.yaml': 'application/yaml', '.html': 'text/html'};

/** A static server for `dir` on 127.0.0.1: the file at the path, or 404 (no index files, no ranges). */
async function serve(dir: string): Promise<{server: Server; url: string}> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, pathname);
    readFile(file)
      .then((body) => {
        if (!file.startsWith(dir + path.sep)) throw new Error('outside');
        response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'}).end(body);
      })
      .catch(() => response.writeHead(404, {'content-type': 'text/plain'}).end('Not Found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

const stop = (server: Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** What the site's search modal asks from a docs page (src/search/request.ts, config/search.ts). */
const modalRequest = (q: string, perPage: number) =>
  buildRequest(searchConfig({...env, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined}), q, 'language:=en && docusaurus_tag:=[default,docs-default-current]', 1, perPage);

const plain = (html: string) =>
  html.replace(/<\/?mark>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"})[name]!);

let served: {server: Server; url: string} | undefined;

beforeAll(async () => {
  if (!existsSync(path.join(buildDir, 'search-index/meta.json'))) {
    throw new Error(`${path.relative(root, buildDir)} holds no site build: run npx docusaurus build first (or set MCP_TEST_BUILD to a build folder)`);
  }
  served = await serve(buildDir);
});
afterAll(() => stop(served?.server));

describe.each([
  ['the build folder', () => path.relative(root, buildDir) || '.'],
  ['the build served on 127.0.0.1', () => served!.url],
])('against %s', (_name, site) => {
  let session: Session;
  beforeAll(async () => {
    session = await connect('--site', site());
  });
  afterAll(() => session?.close());

  it('offers the four tools, each described and read-only', async () => {
    const {tools} = await session.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['core_contract_address', 'get_access_api_operation', 'get_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(60);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it('search_docs ranks and groups as the site search does, with title, URL and excerpt', async () => {
    const index = JSON.parse(await fromBuild('search-index.json')) as EmbeddedIndexFile;
    const reference = createEmbeddedSearch(indexRecords(index), index.inbound);
    for (const query of ['chain id 747', 'transaction fees', 'stakng']) {
      const result = await session.call('search_docs', {query, limit: 10});
      const answer = result.structuredContent as {pages: number; results: {title: string; url: string; excerpt: string}[]};
      const expected = await reference.search(modalRequest(query, 10));
      expect(answer.pages).toBe(expected.nbHits);
      expect(answer.results.map((hit) => hit.url)).toEqual(expected.hits.map((hit) => hit.url));
      expect(answer.results.map((hit) => hit.excerpt)).toEqual(expected.hits.map((hit) => plain(hit._snippetResult?.content?.value ?? '')));
      answer.results.forEach((hit, i) => expect(hit.title.startsWith(expected.hits[i]!['hierarchy.lvl1'])).toBe(true));
      expect(result.content[0]!.text).toContain(`](${answer.results[0]!.url})`);
    }
    const {results} = (await session.call('search_docs', {query: 'chain id 747', limit: 10})).structuredContent as {results: {url: string; excerpt: string}[]};
    expect(results.some((hit) => hit.url.startsWith('https://developers.flow.com/evm/networks#'))).toBe(true);
    expect(results.some((hit) => /\b747\b/.test(hit.excerpt))).toBe(true);
    // Five pages unless asked for more, each with at most three sections.
    const few = (await session.call('search_docs', {query: 'accounts'})).structuredContent as {results: {url: string}[]};
    const pages = new Set(few.results.map((hit) => hit.url.split('#')[0]));
    expect(pages.size).toBe(5);
    expect(few.results.length).toBeLessThanOrEqual(15);
  });

  it('search_docs says so when nothing matches, and refuses an empty query', async () => {
    expect(await session.text('search_docs', {query: 'qqqxxzzv'})).toBe('No page matches "qqqxxzzv".');
    expect(await session.error('search_docs', {query: '  '})).toMatch(/query/);
  });

  it("get_page returns the build's Markdown of a page, by URL (anchor ignored) or by path", async () => {
    const markdown = await fromBuild('evm/networks.md');
    expect(markdown).toMatch(/^# EVM Networks/);
    expect(await session.text('get_page', {page: 'https://developers.flow.com/evm/networks#flow-evm-mainnet'})).toBe(markdown);
    expect(await session.text('get_page', {page: '/evm/networks'})).toBe(markdown);
    expect(await session.text('get_page', {page: 'evm/networks.md'})).toBe(markdown);
    if (site().startsWith('http')) expect(await session.text('get_page', {page: `${site()}/evm/networks/`})).toBe(markdown);
    // A page URL as search_docs gives it.
    const {results} = (await session.call('search_docs', {query: 'cadence resources'})).structuredContent as {results: {url: string}[]};
    const first = new URL(results[0]!.url).pathname;
    expect(await session.text('get_page', {page: results[0]!.url})).toBe(await fromBuild(`${first.slice(1)}.md`));
  });

  it('get_page names a page that does not exist and suggests near ones', async () => {
    const message = await session.error('get_page', {page: '/evm/netwrks'});
    expect(message).toContain('No page at /evm/netwrks');
    expect(message).toContain(site().startsWith('http') ? `${site()}/evm/netwrks.md answered 404 Not Found` : 'evm/netwrks.md does not exist');
    expect(message).toMatch(/Near matches: \/evm\/networks\b/);
    expect(await session.error('get_page', {page: 'https://example.com/evm/networks'})).toContain('https://example.com/evm/networks is not a page of this site');
  });

  it('get_access_api_operation gives one operation with every $ref resolved, by operationId or METHOD /path', async () => {
    const source = parseYaml(await fromBuild('openapi/access.yaml')) as {
      paths: Record<string, Record<string, {operationId: string; parameters: ({$ref: string} | {name: string})[]}>>;
      components: {parameters: Record<string, {name: string}>};
    };
    const text = await session.text('get_access_api_operation', {operation: 'getBlocksByHeight'});
    expect(text).not.toContain('$ref');
    const operation = JSON.parse(text) as {
      method: string;
      path: string;
      operationId: string;
      servers: {url: string}[];
      parameters: {name: string; in: string; schema: unknown}[];
      responses: Record<string, {description: string; content?: Record<string, {schema: {type: string; items: {properties: Record<string, unknown>}}}>}>;
    };
    expect(operation).toMatchObject({method: 'GET', path: '/blocks', operationId: 'getBlocksByHeight'});
    // The parameters are those of the description, references included, each with its schema.
    const declared = source.paths['/blocks']!.get!.parameters.map((p) =>
      '$ref' in p ? source.components.parameters[p.$ref.split('/').pop()!]!.name : p.name,
    );
    expect(operation.parameters.map((p) => p.name)).toEqual(declared);
    expect(declared).toContain('expand');
    for (const parameter of operation.parameters) expect(parameter.schema).toBeTypeOf('object');
    // The 200 answer's Block schema and the shared error answers are inlined.
    expect(Object.keys(operation.responses['200']!.content!['application/json']!.schema.items.properties)).toEqual(expect.arrayContaining(['header']));
    expect(operation.responses['400']!.description).toBeTypeOf('string');
    expect(operation.servers[0]!.url).toMatch(/^https:\/\/rest-/);

    for (const route of ['GET /blocks', 'get /v1/blocks/', 'GET /blocks?height=final']) {
      expect(JSON.parse(await session.text('get_access_api_operation', {operation: route})).operationId).toBe('getBlocksByHeight');
    }
    const byId = JSON.parse(await session.text('get_access_api_operation', {operation: 'gettransactionresult'})) as {path: string; operationId: string};
    expect(byId).toMatchObject({operationId: 'getTransactionResult', path: expect.stringMatching(/^\/transaction_results\//)});
  });

  it('get_access_api_operation lists near matches for an unknown operation', async () => {
    const message = await session.error('get_access_api_operation', {operation: 'getBlock'});
    expect(message).toContain('No operation "getBlock" in the Access API description');
    expect(message).toContain('getBlocksById (GET /blocks/{id})');
    expect(await session.error('get_access_api_operation', {operation: 'DELETE /blocks'})).toContain('getBlocksByHeight (GET /blocks)');
  });

  it('core_contract_address answers from the published data, which is the committed file', async () => {
    const committed = await readFile(path.join(root, 'data/core-contracts.json'), 'utf8');
    expect(await fromBuild('data/core-contracts.json')).toBe(committed);
    const file = JSON.parse(committed) as {flowGo: string; networks: Record<string, Record<string, string>>};

    const result = await session.call('core_contract_address', {contract: 'FlowToken', network: 'mainnet'});
    expect(result.structuredContent).toEqual({contract: 'FlowToken', flowGo: file.flowGo, addresses: [{network: 'mainnet', address: '0x1654653399040a61'}]});
    expect(result.content[0]!.text).toContain('FlowToken on mainnet: 0x1654653399040a61');

    const all = await session.call('core_contract_address', {contract: 'nonfungibletoken'});
    expect(all.structuredContent).toEqual({
      contract: 'NonFungibleToken',
      flowGo: file.flowGo,
      addresses: ['mainnet', 'testnet', 'emulator'].map((network) => ({network, address: file.networks[network]!.NonFungibleToken})),
    });
  });

  it('core_contract_address names an unknown contract and suggests near ones; a wrong network is refused', async () => {
    const message = await session.error('core_contract_address', {contract: 'FlowTokn', network: 'testnet'});
    expect(message).toMatch(/No core contract named "FlowTokn". Near matches: FlowToken\b/);
    expect(await session.error('core_contract_address', {contract: 'FlowToken', network: 'previewnet'})).toMatch(/network/);
  });
});

describe('when the site cannot be read', () => {
  it('names the URL of an unreachable site in every tool', async () => {
    const closed = await serve(buildDir);
    await stop(closed.server);
    const session = await connect('--site', closed.url);
    try {
      expect(await session.error('search_docs', {query: 'fees'})).toContain(`${closed.url}/search-index/meta.json is unreachable (ECONNREFUSED)`);
      expect(await session.error('get_page', {page: '/evm/networks'})).toContain(`${closed.url}/evm/networks.md is unreachable (ECONNREFUSED)`);
      expect(await session.error('get_access_api_operation', {operation: 'getAccount'})).toContain(`${closed.url}/openapi/access.yaml is unreachable (ECONNREFUSED)`);
      expect(await session.error('core_contract_address', {contract: 'FlowToken'})).toContain(`${closed.url}/data/core-contracts.json is unreachable (ECONNREFUSED)`);
    } finally {
      await session.close();
    }
  });

  it('gives up on a site that does not answer, after --timeout seconds', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const session = await connect('--site', url, '--timeout', '1');
    try {
      const started = Date.now();
      expect(await session.error('get_page', {page: '/evm/networks'})).toContain(`${url}/evm/networks.md is unreachable (no answer within 1 s)`);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await session.close();
      silent.closeAllConnections();
      await stop(silent);
    }
  });

  it('names the file and the field of broken data, and cuts a schema that contains itself', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mcp-site-'));
    try {
      await mkdir(path.join(dir, 'data'));
      await mkdir(path.join(dir, 'openapi'));
      await writeFile(path.join(dir, 'data/core-contracts.json'), JSON.stringify({flowGo: 'v0.47.0', networks: {mainnet: {FlowToken: '0x1654'}, testnet: {}, emulator: {}}}));
      await writeFile(
        path.join(dir, 'openapi/access.yaml'),
        [
          'openapi: 3.0.3',
          'info: {title: Tree, version: "1"}',
          'paths:',
          '  /nodes/{id}:',
          '    parameters:',
          '      - {name: id, in: path, required: true, schema: {type: string}}',
          '    get:',
          '      operationId: getNode',
          '      responses:',
          '        "200":',
          '          description: A node and its children.',
          '          content:',
          '            application/json:',
          '              schema: {$ref: "#/components/schemas/Node"}',
          'components:',
          '  schemas:',
          '    Node:',
          '      type: object',
          '      properties:',
          '        children: {type: array, items: {$ref: "#/components/schemas/Node"}}',
        ].join('\n'),
      );
      const session = await connect('--site', dir);
      try {
        expect(await session.error('core_contract_address', {contract: 'FlowToken'})).toBe(
          `${path.relative(root, dir)}/data/core-contracts.json: networks.mainnet.FlowToken must be an address written 0x and 16 lower-case hex digits, got "0x1654"`,
        );
        const operation = JSON.parse(await session.text('get_access_api_operation', {operation: 'GET /nodes/{id}'})) as {
          parameters: {name: string}[];
          responses: {'200': {content: {'application/json': {schema: {properties: {children: {items: unknown}}}}}}};
        };
        expect(operation.parameters.map((p) => p.name)).toEqual(['id']);
        expect(operation.responses['200'].content['application/json'].schema.properties.children.items).toEqual({
          $ref: '#/responses/200/content/application~1json/schema',
        });
        expect(await session.error('search_docs', {query: 'fees'})).toMatch(/search-index\/meta\.json: HTTP 404/);
      } finally {
        await session.close();
      }
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('refuses to start without a site to read, or with an unknown option, and says why', () => {
    const run = (...args: string[]) => spawnSync('npm', ['run', '-s', 'mcp', '--', ...args], {cwd: root, encoding: 'utf8', input: ''});
    const missing = run('--site', 'no-such-build');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`--site no-such-build: ${path.join(root, 'no-such-build')} is not a folder`);
    expect(missing.stdout).toBe('');
    const unknown = run('--port', '3000');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown option --port');
    expect(unknown.stderr).toContain('Usage: npm run -s mcp');
  });
});
