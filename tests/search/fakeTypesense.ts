/**
 * A small stand-in for a Typesense server on 127.0.0.1, for tests only (Typesense
 * is in neither the npm registry nor Debian here). It serves the parts of
 * Typesense's documented HTTP API that the site and the indexer use, checks what
 * they send (API keys, schema, documents, search parameters), records every call,
 * and answers in Typesense's response shapes. To run the same tests against a
 * real server, see README "Search" (TYPESENSE_TEST_URL).
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  body: unknown;
}

type Doc = Record<string, unknown>;
interface Collection {
  name: string;
  fields: {name: string; type: string; optional?: boolean}[];
  docs: Map<string, Doc>;
}

export interface FakeTypesense {
  url: string;
  port: number;
  calls: Call[];
  collections: Map<string, Collection>;
  aliases: Map<string, string>;
  /** Makes the next `count` document imports fail per document (a server that accepts nothing). */
  rejectImports(count: number): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {'content-type': 'application/json', 'access-control-allow-origin': '*'});
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function filterMatches(doc: Doc, filterBy: string): boolean {
  if (!filterBy.trim()) return true;
  return filterBy.split('&&').every((clause) => {
    const match = /^\s*([\w.]+):=\s*\[?([^\]]*)\]?\s*$/.exec(clause);
    if (!match) throw new Error(`fake Typesense: cannot read filter clause ${clause}`);
    const values = match[2]!.split(',').map((value) => value.trim().replace(/^`|`$/g, ''));
    return values.includes(String(doc[match[1]!]));
  });
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function highlightField(value: string, tokens: string[]): {snippet: string; matched: string[]} | null {
  const matched: string[] = [];
  const snippet = value.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (!tokens.some((token) => word.toLowerCase().startsWith(token))) return word;
    matched.push(word);
    return `<mark>${word}</mark>`;
  });
  return matched.length ? {snippet, matched} : null;
}

export async function startFakeTypesense(options: {adminKey: string; searchKey: string; port?: number}): Promise<FakeTypesense> {
  const calls: Call[] = [];
  const collections = new Map<string, Collection>();
  const aliases = new Map<string, string>();
  let rejectedImports = 0;

  const resolve = (name: string) => collections.get(aliases.get(name) ?? name);

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    // Clients send JSON as text/plain too (it spares a CORS preflight); imports are JSON lines.
    let body: unknown = raw;
    if (raw && !url.pathname.endsWith('/import')) {
      try {
        body = JSON.parse(raw);
      } catch {
        return json(res, 400, {message: 'Bad JSON.'});
      }
    }
    const apiKey = (req.headers['x-typesense-api-key'] as string | undefined) ?? url.searchParams.get('x-typesense-api-key') ?? undefined;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    calls.push({method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), apiKey, body});

    const segments = url.pathname.split('/').filter(Boolean);
    const admin = apiKey === options.adminKey;
    if (!admin && !(apiKey === options.searchKey && url.pathname === '/multi_search')) {
      json(res, 401, {message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.'});
      return;
    }

    if (req.method === 'GET' && url.pathname === '/health') return json(res, 200, {ok: true});

    if (segments[0] === 'aliases' && segments[1]) {
      const name = segments[1];
      if (req.method === 'GET') {
        const target = aliases.get(name);
        return target ? json(res, 200, {name, collection_name: target}) : json(res, 404, {message: 'Not Found'});
      }
      if (req.method === 'PUT') {
        const target = (body as {collection_name?: string}).collection_name;
        if (!target || !collections.has(target)) return json(res, 400, {message: `Collection \`${target}\` not found.`});
        aliases.set(name, target);
        return json(res, 200, {name, collection_name: target});
      }
    }

    if (segments[0] === 'collections') {
      if (req.method === 'POST' && segments.length === 1) {
        const schema = body as {name?: string; fields?: Collection['fields']; default_sorting_field?: string};
        if (!schema.name || !Array.isArray(schema.fields)) return json(res, 400, {message: 'Collection name and fields are required.'});
        if (collections.has(schema.name)) return json(res, 409, {message: `A collection with name \`${schema.name}\` already exists.`});
        if (schema.default_sorting_field && !schema.fields.some((field) => field.name === schema.default_sorting_field)) {
          return json(res, 400, {message: `Default sorting field \`${schema.default_sorting_field}\` is not a field.`});
        }
        collections.set(schema.name, {name: schema.name, fields: schema.fields, docs: new Map()});
        return json(res, 201, {...schema, num_documents: 0});
      }
      const collection = segments[1] ? collections.get(segments[1]) : undefined;
      if (!collection) return json(res, 404, {message: 'Not Found'});
      if (req.method === 'GET' && segments.length === 2) {
        return json(res, 200, {name: collection.name, num_documents: collection.docs.size, fields: collection.fields});
      }
      if (req.method === 'DELETE' && segments.length === 2) {
        collections.delete(collection.name);
        return json(res, 200, {name: collection.name, num_documents: collection.docs.size});
      }
      if (req.method === 'POST' && segments[2] === 'documents' && segments[3] === 'import') {
        const lines = String(body).split('\n').filter(Boolean);
        const results = lines.map((line) => {
          if (rejectedImports > 0) return {success: false, error: 'Rejected by the test server.', document: line};
          const doc = JSON.parse(line) as Doc;
          const missing = collection.fields.find((field) => !field.optional && !field.name.includes('*') && doc[field.name] === undefined);
          if (missing) return {success: false, error: `Field \`${missing.name}\` has been declared in the schema, but is not found in the document.`, document: line};
          const id = String(doc.id ?? collection.docs.size);
          if (collection.docs.has(id) && url.searchParams.get('action') === 'create') {
            return {success: false, error: 'A document with id already exists.', document: line};
          }
          collection.docs.set(id, doc);
          return {success: true};
        });
        if (rejectedImports > 0) rejectedImports -= 1;
        res.writeHead(200, {'content-type': 'text/plain'});
        res.end(results.map((result) => JSON.stringify(result)).join('\n'));
        return;
      }
    }

    if (req.method === 'POST' && url.pathname === '/multi_search') {
      const searches = (body as {searches?: Record<string, unknown>[]}).searches ?? [];
      const results = searches.map((search) => {
        const collection = resolve(String(search.collection));
        if (!collection) return {code: 404, error: `Could not find a collection named \`${search.collection}\`.`};
        const tokens = words(String(search.q ?? ''));
        const queryBy = String(search.query_by ?? '').split(',').filter(Boolean);
        const filterBy = String(search.filter_by ?? '');
        const matching = [...collection.docs.values()].filter(
          (doc) =>
            filterMatches(doc, filterBy) &&
            tokens.every((token) => queryBy.some((field) => words(String(doc[field] ?? '')).some((word) => word.startsWith(token)))),
        );
        matching.sort((a, b) => Number(b.item_priority ?? 0) - Number(a.item_priority ?? 0));
        const hit = (doc: Doc) => ({
          document: doc,
          highlights: queryBy.flatMap((field) => {
            const value = doc[field];
            const found = typeof value === 'string' ? highlightField(value, tokens) : null;
            return found ? [{field, snippet: found.snippet, value: found.snippet, matched_tokens: found.matched}] : [];
          }),
          text_match: 1,
        });
        const perPage = Number(search.per_page ?? 10);
        const page = Number(search.page ?? 1);
        const groupBy = search.group_by ? String(search.group_by) : undefined;
        const common = {facet_counts: [], out_of: collection.docs.size, page, search_time_ms: 0, request_params: {collection_name: collection.name, per_page: perPage, q: search.q}};
        if (!groupBy) {
          return {...common, found: matching.length, hits: matching.slice((page - 1) * perPage, page * perPage).map(hit)};
        }
        const groups = new Map<string, Doc[]>();
        for (const doc of matching) {
          const key = String(doc[groupBy]);
          groups.set(key, [...(groups.get(key) ?? []), doc]);
        }
        const limit = Number(search.group_limit ?? 3);
        const grouped = [...groups.entries()].slice((page - 1) * perPage, page * perPage);
        return {
          ...common,
          found: groups.size,
          grouped_hits: grouped.map(([key, docs]) => ({group_key: [key], found: docs.length, hits: docs.slice(0, limit).map(hit)})),
        };
      });
      return json(res, 200, {results});
    }

    json(res, 404, {message: 'Not Found'});
  });

  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    collections,
    aliases,
    rejectImports: (count) => {
      rejectedImports = count;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
