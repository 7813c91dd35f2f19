import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {existsSync, readFileSync} from 'node:fs';
import {mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {validate} from '../../tests/joi-validate';
import {describeSource, validateOptions} from './index';
import {operations, resolveDescription, validateDescription} from './load';
import {languagesUsed, prismComponentsFor, redocPrismFiles} from './prismLanguages';

const siteDir = path.resolve(__dirname, '../..');
const fallbackFile = path.join(siteDir, 'openapi/access.yaml');
const ourText = readFileSync(fallbackFile, 'utf8');
const upstreamDir = path.resolve(siteDir, '../shared/fixtures/upstream');

/** A server on 127.0.0.1 that answers each path from a table; `/slow` never answers. */
let server: Server;
let base: string;
const bodies: Record<string, {status: number; body: string}> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow') return; // hold the connection open, never answer
    const entry = bodies[request.url ?? ''];
    response.writeHead(entry?.status ?? 404, {'content-type': 'application/yaml'});
    response.end(entry?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** A loopback URL where nothing listens: a port that was just freed. */
async function closedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/access.yaml`;
}

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const resolve = (url: string, extra: {strict?: boolean; timeoutMs?: number} = {}) =>
  resolveDescription({url, fallbackFile, timeoutMs: extra.timeoutMs ?? 2_000, strict: extra.strict ?? false, cwd: siteDir});

describe('our Access API description', () => {
  it('is valid OpenAPI with the 16 operations of the specification', async () => {
    const document = await validateDescription(ourText, 'openapi/access.yaml');
    const ops = operations(document).map((op) => `${op.method} ${op.path}`);
    expect(ops.sort()).toEqual(
      [
        'GET /blocks',
        'GET /blocks/{id}',
        'GET /blocks/{id}/payload',
        'GET /transactions/{id}',
        'GET /transaction_results/{transaction_id}',
        'POST /transactions',
        'GET /collections/{id}',
        'GET /execution_results',
        'GET /execution_results/{id}',
        'GET /accounts/{address}',
        'GET /accounts/{address}/keys/{index}',
        'POST /scripts',
        'GET /events',
        'GET /network/parameters',
        'GET /node_version_info',
        'GET /subscribe_events',
      ].sort(),
    );
    expect(document.info).toMatchObject({title: 'Access API', version: '1.0.0'});
  });
});

describe('resolving the description', () => {
  it('uses a valid remote description as is, keeping its exact text', async () => {
    bodies['/good.yaml'] = {status: 200, body: ourText};
    const resolved = await resolve(`${base}/good.yaml`);
    expect(resolved.source).toEqual({kind: 'remote', location: `${base}/good.yaml`});
    expect(resolved.text).toBe(ourText);
    expect(describeSource(resolved.source)).toBe(`Access API description from ${base}/good.yaml`);
  });

  it('falls back within the timeout when the host never answers, naming the cause', async () => {
    const started = Date.now();
    const resolved = await resolve(`${base}/slow`, {timeoutMs: 500});
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(resolved.source).toMatchObject({kind: 'fallback', location: 'openapi/access.yaml'});
    expect(describeSource(resolved.source)).toMatch(/checked-in openapi\/access\.yaml, because .*\/slow unreachable: no answer within 0\.5 s/);
    expect(resolved.text).toBe(ourText);
  });

  it('falls back when nothing listens on the port', async () => {
    const resolved = await resolve(await closedUrl());
    expect(resolved.source).toMatchObject({kind: 'fallback', reason: expect.stringMatching(/unreachable: ECONNREFUSED/)});
  });

  it('falls back on an HTTP error status', async () => {
    const resolved = await resolve(`${base}/missing.yaml`);
    expect(resolved.source).toMatchObject({kind: 'fallback', reason: expect.stringMatching(/unreachable: HTTP 404/)});
  });

  it('falls back on an invalid description, naming the field that is wrong', async () => {
    bodies['/invalid.yaml'] = {status: 200, body: 'openapi: 3.0.3\ninfo:\n  title: Broken\npaths:\n  /a:\n    get:\n      responses: 5\n'};
    const resolved = await resolve(`${base}/invalid.yaml`);
    expect(resolved.source.kind).toBe('fallback');
    const reason = (resolved.source as {reason: string}).reason;
    expect(reason).toContain(`${base}/invalid.yaml: not a valid OpenAPI description`);
    expect(reason).toContain('/info: The field `version` must be present');
  });

  it('falls back on a document that is not OpenAPI 3', async () => {
    bodies['/swagger.yaml'] = {status: 200, body: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths: {}\n'};
    const resolved = await resolve(`${base}/swagger.yaml`);
    expect((resolved.source as {reason: string}).reason).toMatch(/field `openapi` must be an OpenAPI 3\.0 or 3\.1 version, got null/);
  });

  it('fails the build in strict mode instead of falling back', async () => {
    await expect(resolve(`${base}/invalid.yaml`, {strict: true})).rejects.toThrow(/strict mode forbids the fallback: .*invalid\.yaml: not a valid OpenAPI description/);
    await expect(resolve(await closedUrl(), {strict: true})).rejects.toThrow(/strict mode forbids the fallback: .*ECONNREFUSED/);
  });

  it('treats a chosen local file that is missing or invalid as an error, not a fallback', async () => {
    await expect(resolve('openapi/nope.yaml')).rejects.toThrow(/nope\.yaml: cannot be read \(ENOENT\)/);
    const dir = await mkdtemp(path.join(tmpdir(), 'access-api-'));
    await writeFile(path.join(dir, 'bad.yaml'), 'openapi: 3.0.3\ninfo: [\n');
    await expect(resolve(path.join(dir, 'bad.yaml'))).rejects.toThrow(/bad\.yaml: not valid YAML or JSON/);
  });
});

describe.skipIf(!existsSync(upstreamDir))('upstream descriptions (../shared/fixtures/upstream)', () => {
  for (const name of ['access-2024-06.yaml', 'access-latest.yaml']) {
    it(`accepts ${name} served on 127.0.0.1`, async () => {
      const text = readFileSync(path.join(upstreamDir, name), 'utf8');
      bodies[`/${name}`] = {status: 200, body: text};
      const resolved = await resolve(`${base}/${name}`);
      expect(resolved.source.kind).toBe('remote');
      expect(resolved.text).toBe(text);
      expect(operations(resolved.document).length).toBeGreaterThanOrEqual(16);
    });
  }
});

const check = (options: object) => validateOptions({validate, options} as never);

describe('options', () => {
  it('need a url and default the rest', () => {
    expect(() => check({})).toThrow(/"url" is required/);
    expect(check({url: 'https://example.org/a.yaml'})).toMatchObject({
      fallbackFile: 'openapi/access.yaml',
      timeoutMs: 10_000,
      strict: false,
      route: '/http-api',
      downloadPath: '/openapi/access.yaml',
    });
  });

  it('reject a download path that is not a description file', () => {
    expect(() => check({url: 'x', downloadPath: '/openapi/access'})).toThrow(/downloadPath/);
  });
});

describe("Redoc's Prism languages", () => {
  it('keeps the shell grammar our description needs, and nothing else', async () => {
    const {document} = await resolveDescription({url: fallbackFile, fallbackFile, timeoutMs: 1000, strict: true, cwd: siteDir});
    // x-codeSamples in Shell, and a json fence, which Redoc highlights with the JavaScript of Prism's core.
    expect(redocPrismFiles()).toContain('bash');
    expect([...languagesUsed(document)].sort()).toEqual(['json', 'shell']);
    expect(prismComponentsFor(document)).toEqual(['bash']);
  });

  it('follows Redoc\'s names and Prism\'s aliases and requirements', () => {
    const document = {
      info: {description: 'Intro\n\n```Go\nfunc main() {}\n```\n\n~~~ objective-c\n@end\n~~~\n'},
      paths: {'/x': {get: {'x-codeSamples': [{lang: 'PHP', source: '<?php'}, {lang: 'C#', source: 'x'}, {lang: 'Klingon', source: 'x'}]}}},
    };
    // objective-c and C# by Redoc's table; php needs markup-templating; objectivec needs c. markup and
    // clike, which those need too, are in Prism's core.
    expect(prismComponentsFor(document)).toEqual(['c', 'csharp', 'go', 'markup-templating', 'objectivec', 'php']);
  });

  it('needs none for a description without code', () => {
    expect(prismComponentsFor({openapi: '3.0.0', info: {title: 'x', description: 'no code here'}})).toEqual([]);
  });
});
