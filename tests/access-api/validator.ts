/**
 * Validates Access API answers against openapi/access.yaml with openapi-backend (Ajv under it,
 * OpenAPI 3.0 semantics: nullable, formats such as byte and date-time).
 *
 * Two strictnesses on top of the description as written:
 *  - closed: every object schema that lists properties and says nothing about others gets
 *    `additionalProperties: false`, so a field a node sends that the description does not
 *    describe is a failure, not a silent pass;
 *  - selected: for answers trimmed with `select`, `required` is dropped (the description says
 *    required fields are guaranteed only without `select`), the rest stays closed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import OpenAPIBackend, {type Operation} from 'openapi-backend';
import addFormats from 'ajv-formats';
import {parseYaml} from '@redocly/openapi-core';
import {operations, type OpenApiDocument} from '../../plugins/access-api/load';

export const DESCRIPTION_FILE = path.resolve(__dirname, '../../openapi/access.yaml');

export function readDescription(file = DESCRIPTION_FILE): OpenApiDocument {
  return parseYaml(readFileSync(file, 'utf8')) as OpenApiDocument;
}

type Json = Record<string, unknown>;

function transform(node: unknown, mode: 'closed' | 'selected' | 'open'): unknown {
  if (Array.isArray(node)) return node.map((item) => transform(item, mode));
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    // Examples are data, not schemas.
    out[key] = key === 'example' || key === 'examples' ? value : transform(value, mode);
  }
  if (mode !== 'open' && out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  if (mode === 'selected' && Array.isArray(out.required) && out.type === 'object' && !('code' in (out.properties as Json))) delete out.required;
  return out;
}

/** `{$ref, description...}` in a schema becomes `{allOf: [{$ref}], description...}`, which means the same. */
function repairSchemas(node: unknown, inSchemas = false): unknown {
  if (Array.isArray(node)) return node.map((item) => repairSchemas(item, inSchemas));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Json;
  for (const [key, value] of Object.entries(record)) record[key] = repairSchemas(value, inSchemas || key === 'schemas' || key === 'schema');
  if (inSchemas && typeof record.$ref === 'string' && Object.keys(record).length > 1) {
    const {$ref, ...rest} = record;
    return {allOf: [{$ref}], ...rest};
  }
  return record;
}

/**
 * The description with its object schemas closed (see above) and its `$ref` siblings repaired:
 * what the fuzzer validates answers against, so that an undescribed field fails there too.
 */
export function closedDescription(document: OpenApiDocument = readDescription()): OpenApiDocument {
  return transform(repairSchemas(structuredClone(document)), 'closed') as OpenApiDocument;
}

export interface Verdict {
  valid: boolean;
  errors: string[];
}

export class ResponseValidator {
  private constructor(
    readonly document: OpenApiDocument,
    private readonly closed: OpenAPIBackend,
    private readonly selected: OpenAPIBackend,
  ) {}

  /**
   * closed (the default): undescribed fields fail. closed: false validates the description as
   * written (for the upstream descriptions, which list fewer fields than nodes send today).
   */
  static async create(document: OpenApiDocument = readDescription(), {closed = true} = {}): Promise<ResponseValidator> {
    // openapi-backend needs operationIds, and refuses a `$ref` with sibling keys (OpenAPI 3.0 ignores
    // the siblings); the upstream descriptions have both. Ours passes Redocly's lint, so this changes nothing in it.
    document = repairSchemas(structuredClone(document)) as OpenApiDocument;
    for (const [route, item] of Object.entries(document.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {})) if (op && typeof op === 'object' && !op.operationId) op.operationId = `${method.toUpperCase()} ${route}`;
    }
    const make = async (mode: 'closed' | 'selected' | 'open') => {
      const api = new OpenAPIBackend({definition: transform(structuredClone(document), mode) as never, strict: true,
        // openapi-backend knows only OpenAPI's own formats; date-time, uri-reference and the rest come from ajv-formats.
        customizeAjv: (ajv) => addFormats(ajv), quick: false, validate: true});
      await api.init();
      return api;
    };
    return new ResponseValidator(document, await make(closed ? 'closed' : 'open'), await make('selected'));
  }

  /** operationIds of the description, from the plugin's own list of operations. */
  operationIds(): string[] {
    return operations(this.document).map((o) => o.operationId ?? `${o.method} ${o.path}`);
  }

  /** Is `status` one the operation declares (or covered by its `default`)? */
  declaresStatus(operation: string | Operation, status: number | string): boolean {
    const op = typeof operation === 'string' ? this.closed.getOperation(operation) : operation;
    if (!op) throw new Error(`the description has no operation ${String(operation)}`);
    return Boolean(op.responses?.[String(status)] ?? op.responses?.default);
  }

  /** Every JSON example answer in the description (its `$ref`s resolved), per operation and status. */
  examples(): Array<{operationId: string; method: string; path: string; status: string; name: string; value: unknown}> {
    const out: ReturnType<ResponseValidator['examples']> = [];
    for (const op of this.closed.getOperations()) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const media = (response as {content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>}).content?.['application/json'];
        if (!media) continue;
        const base = {operationId: op.operationId ?? '', method: op.method.toUpperCase(), path: op.path, status};
        if (media.example !== undefined) out.push({...base, name: 'example', value: media.example});
        for (const [name, example] of Object.entries(media.examples ?? {})) out.push({...base, name, value: example.value});
      }
    }
    return out;
  }

  /** The operation at METHOD path in this description (the upstream ones have no operationIds). */
  operationAt(method: string, route: string): Operation | undefined {
    return this.closed.getOperations().find((o) => o.method.toUpperCase() === method && o.path === route);
  }

  /** Validates an answer; `status` may also be a string such as 'default' (for the examples of that response). */
  validate(operation: string | Operation, status: number | string, body: unknown, options: {selected?: boolean} = {}): Verdict {
    const name = typeof operation === 'string' ? operation : `${operation.method.toUpperCase()} ${operation.path}`;
    if (!this.declaresStatus(operation, status)) {
      return {valid: false, errors: [`status ${status} is not declared for ${name}`]};
    }
    const api = options.selected ? this.selected : this.closed;
    const operationId = typeof operation === 'string' ? operation : operation.operationId!;
    // openapi-backend looks the status up as given, then as NXX, then falls back to `default`.
    const result = api.validateResponse(body, operationId, status as number);
    return {
      valid: result.valid,
      errors: (result.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`),
    };
  }
}
