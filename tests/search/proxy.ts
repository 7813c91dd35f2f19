/**
 * A loopback HTTP proxy in front of a Typesense server, for measuring and for breaking what the site's backend
 * asks: it forwards every request, records each answer (its path, the searches sent, its status and its body's
 * size, raw and gzipped as a server or proxy would send it), and can replace an answer, to fail one call of a
 * search and not the others.
 */
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {gzipSync} from 'node:zlib';

export interface ProxiedCall {
  /** Path and query of the request, e.g. `/multi_search?x-typesense-api-key=…`. */
  path: string;
  /** The `searches` of a multi_search body (none for other requests). */
  searches: Record<string, unknown>[];
  status: number;
  /** The answer's body. */
  answer: string;
  bytes: number;
  gzipBytes: number;
}

/** What the proxy does with a request: forward it (or a multi_search with these `searches` instead), never answer it, or answer `status` with `body` itself. */
export type ProxyAnswer = 'forward' | 'hang' | {searches: Record<string, unknown>[]} | {status: number; body: string};

export interface TypesenseProxy {
  port: number;
  /** Every call answered so far, in order (a call left hanging is not). */
  calls: ProxiedCall[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * Starts a proxy to the Typesense server at `target` (`http://127.0.0.1:PORT`) on a free loopback port. `decide`
 * says, for each request (its searches and how many multi_search calls came before it), what to do with it.
 */
export async function typesenseProxy(target: string, decide: (call: {searches: Record<string, unknown>[]; index: number}) => ProxyAnswer = () => 'forward'): Promise<TypesenseProxy> {
  const calls: ProxiedCall[] = [];
  let multiSearches = 0;
  const server = createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const path = request.url ?? '/';
      let searches: Record<string, unknown>[] = [];
      if (path.startsWith('/multi_search')) {
        searches = (JSON.parse(body.toString() || '{}') as {searches?: Record<string, unknown>[]}).searches ?? [];
      }
      const answer = decide({searches, index: path.startsWith('/multi_search') ? multiSearches++ : -1});
      if (answer === 'hang') return;
      let status: number;
      let answered: Buffer;
      let type = 'application/json; charset=utf-8';
      if (answer === 'forward' || 'searches' in answer) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          // The body is measured as the server sends it unencoded; gzip is applied here, once, for every answer alike.
          if (typeof value === 'string' && !['host', 'connection', 'content-length', 'accept-encoding'].includes(name)) headers[name] = value;
        }
        const sent = answer === 'forward' ? new Uint8Array(body) : Buffer.from(JSON.stringify({searches: answer.searches}));
        const forwarded = await fetch(`${target}${path}`, {method: request.method, headers, ...(sent.length ? {body: sent} : {})});
        status = forwarded.status;
        type = forwarded.headers.get('content-type') ?? type;
        answered = Buffer.from(await forwarded.arrayBuffer());
      } else {
        status = answer.status;
        answered = Buffer.from(answer.body);
      }
      calls.push({path, searches, status, answer: answered.toString(), bytes: answered.length, gzipBytes: gzipSync(answered).length});
      response.writeHead(status, {'content-type': type}).end(answered);
    } catch (error) {
      response.writeHead(502, {'content-type': 'text/plain'}).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
