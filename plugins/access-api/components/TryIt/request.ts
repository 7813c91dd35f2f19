/**
 * The Try-it console's logic, without React: which networks a reader can call, the form fields
 * of an operation (from the description's parameters and examples), checking the reader's input
 * against the parameter schemas before anything is sent, and the request and curl line built
 * from it. Unit-tested in tryit.test.ts; the panel (Panel.tsx) only renders it.
 */
import type {OpenApiDocument} from '../../load';
import {fromBase64, networkOrigins, NETWORKS, scriptBody, type NetworkId} from '../../../../src/flow/accessApi';

// The networks and the scripts body are shared with the Run button of doc scripts.
export {networkOrigins, NETWORKS, type NetworkId};

type Json = Record<string, unknown>;

export interface Schema {
  $ref?: string;
  type?: string;
  pattern?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  description?: string;
}

export interface Field {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: Schema;
  /** The description's example, as the reader types it (lists comma-separated); the field's placeholder. */
  example: string;
  /** What the field starts with: the example, except where sending it would break a rule (see NOT_PREFILLED). */
  initial: string;
}

/**
 * Fields left empty at first (their example stays as the placeholder): `expand` and `select`,
 * whose shared examples fit only some operations, and the alternatives that the description
 * says must not be combined with the field that is prefilled (a height list or a range, block
 * ids or heights, block_id or block_height, a start height or a start block).
 */
const NOT_PREFILLED: Record<string, string[]> = {
  '*': ['expand', 'select'],
  '/blocks': ['start_height', 'end_height'],
  '/events': ['block_ids'],
  '/scripts': ['block_id'],
  '/subscribe_events': ['start_block_id', 'start_height'],
};

export interface OperationForm {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  fields: Field[];
  /** POST /scripts: Cadence and JSON-Cadence arguments. POST /transactions: a JSON body. */
  body?: {kind: 'script'; script: string; arguments: string} | {kind: 'json'; text: string; required: string[]};
  /** A WebSocket operation (GET /subscribe_events). */
  websocket: boolean;
}

function resolve<T>(document: OpenApiDocument, node: T): T {
  let current: unknown = node;
  for (let i = 0; i < 10 && current && typeof current === 'object' && '$ref' in current; i++) {
    const ref = String((current as {$ref: string}).$ref);
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return current as T;
}

function exampleText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}


/** The form of every operation in the description, by operationId. */
export function operationForms(document: OpenApiDocument): OperationForm[] {
  const forms: OperationForm[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item ?? {})) {
      const operation = raw as Json;
      if (!operation?.operationId) continue;
      const empty = [...(NOT_PREFILLED['*'] ?? []), ...(NOT_PREFILLED[route] ?? [])];
      const fields = ((operation.parameters ?? []) as unknown[]).map((p): Field => {
        const parameter = resolve(document, p) as Json;
        const example = exampleText(parameter.example ?? (resolve(document, parameter.schema) as Json | undefined)?.example);
        return {
          name: String(parameter.name),
          in: parameter.in as 'path' | 'query',
          required: Boolean(parameter.required),
          description: String(parameter.description ?? '').trim(),
          schema: parameter.schema as Schema,
          example,
          initial: empty.includes(String(parameter.name)) ? '' : example,
        };
      });
      const responses = (operation.responses ?? {}) as Json;
      let body: OperationForm['body'];
      const media = (resolve(document, operation.requestBody) as Json | undefined)?.content as Record<string, Json> | undefined;
      const json = media?.['application/json'];
      if (json) {
        const examples = Object.values((json.examples ?? {}) as Record<string, {value?: unknown}>);
        const value = (json.example ?? examples[0]?.value ?? {}) as Json;
        const schema = resolve(document, json.schema) as Json;
        if (route === '/scripts') {
          const args = ((value.arguments ?? []) as string[]).map((a) => JSON.parse(fromBase64(a)) as unknown);
          body = {kind: 'script', script: value.script ? fromBase64(String(value.script)) : '', arguments: JSON.stringify(args, null, 2)};
        } else {
          body = {kind: 'json', text: JSON.stringify(value, null, 2), required: (schema?.required ?? []) as string[]};
        }
      }
      forms.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path: route,
        summary: String(operation.summary ?? ''),
        fields,
        body,
        websocket: '101' in responses,
      });
    }
  }
  return forms;
}

/** Why `value` does not fit `schema`, or null when it does. */
export function checkValue(document: OpenApiDocument, schema: Schema | undefined, value: string): string | null {
  const s = resolve(document, schema);
  if (!s) return null;
  if (s.allOf) {
    for (const part of s.allOf) {
      const problem = checkValue(document, part, value);
      if (problem) return problem;
    }
  }
  if (s.oneOf) {
    const problems = s.oneOf.map((part) => checkValue(document, part, value));
    if (problems.every(Boolean)) return `must be ${s.oneOf.map((part) => describe(document, part)).join(', or ')}`;
  }
  if (s.type === 'array') {
    const items = value.split(',').map((item) => item.trim());
    if (s.minItems !== undefined && items.length < s.minItems) return `needs at least ${s.minItems} value${s.minItems > 1 ? 's' : ''}`;
    if (s.maxItems !== undefined && items.length > s.maxItems) return `takes at most ${s.maxItems} values, separated by commas (${items.length} given)`;
    if (s.uniqueItems && new Set(items).size !== items.length) return 'lists a value twice';
    for (const item of items) {
      const problem = checkValue(document, s.items, item);
      if (problem) return `"${item}" ${problem}`;
    }
    return null;
  }
  if (s.enum && !s.enum.includes(value)) return `must be one of ${s.enum.map((v) => `"${String(v)}"`).join(', ')}`;
  if (s.minLength !== undefined && value.length < s.minLength) return 'must not be empty';
  if (s.pattern && !new RegExp(s.pattern).test(value)) return `must be ${describe(document, s)}`;
  return null;
}

function describe(document: OpenApiDocument, schema: Schema | undefined): string {
  const s = resolve(document, schema);
  if (!s) return 'a value';
  if (s.enum) return s.enum.map((v) => `"${String(v)}"`).join(' or ');
  switch (s.pattern) {
    case '^[a-fA-F0-9]{64}$':
      return '64 hex characters';
    case '^(0x)?[a-fA-F0-9]{16}$':
      return '16 hex characters, with or without 0x';
    case '^[0-9]{1,20}$':
      return 'a whole number';
  }
  if (s.allOf?.[0]) return describe(document, s.allOf[0]);
  return s.pattern ? `text matching ${s.pattern}` : 'a value';
}

export interface FormInput {
  network: NetworkId;
  values: Record<string, string>;
  script?: string;
  arguments?: string;
  json?: string;
}

export interface BuiltRequest {
  method: string;
  url: string;
  body?: string;
  curl: string;
}

export type Checked = {ok: true; request: BuiltRequest} | {ok: false; errors: Record<string, string>};

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Checks the reader's input and builds the request; nothing here sends anything. */
export function buildRequest(document: OpenApiDocument, form: OperationForm, input: FormInput, origins: Record<NetworkId, string>): Checked {
  const errors: Record<string, string> = {};
  const query: string[] = [];
  let route = form.path;
  for (const field of form.fields) {
    const value = (input.values[field.name] ?? '').trim();
    if (value === '') {
      if (field.required) errors[field.name] = `${field.name} is required`;
      continue;
    }
    const problem = checkValue(document, field.schema, value);
    if (problem) {
      errors[field.name] = `${field.name} ${problem}`;
      continue;
    }
    if (field.in === 'path') route = route.replace(`{${field.name}}`, encodeURIComponent(value).replace(/%2C/gi, ','));
    else query.push(`${encodeURIComponent(field.name)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`);
  }
  let body: string | undefined;
  if (form.body?.kind === 'script') {
    const script = input.script ?? '';
    if (!script.trim()) errors.script = 'The Cadence script is empty';
    let args: unknown;
    try {
      args = JSON.parse(input.arguments?.trim() || '[]');
      if (!Array.isArray(args) || !args.every((a) => a && typeof a === 'object' && 'type' in a)) {
        errors.arguments = 'Arguments must be a JSON list of JSON-Cadence values, such as [{"type": "Int", "value": "42"}]';
      }
    } catch (error) {
      errors.arguments = `Arguments are not valid JSON: ${(error as Error).message}`;
    }
    if (!errors.script && !errors.arguments) {
      body = scriptBody(script, args as unknown[]);
    }
  } else if (form.body?.kind === 'json') {
    try {
      const parsed = JSON.parse(input.json ?? '') as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) errors.json = 'The body must be a JSON object';
      else {
        const missing = form.body.required.filter((name) => !(name in parsed));
        if (missing.length) errors.json = `The body lacks ${missing.join(', ')}`;
        else body = JSON.stringify(parsed);
      }
    } catch (error) {
      errors.json = `The body is not valid JSON: ${(error as Error).message}`;
    }
  }
  if (Object.keys(errors).length) return {ok: false, errors};
  const origin = origins[input.network];
  const url = `${origin}/v1${route}${query.length ? `?${query.join('&')}` : ''}`;
  const wsUrl = url.replace(/^http/, 'ws');
  const curl = form.websocket
    ? `websocat ${shellQuote(wsUrl)}`
    : body === undefined
      ? `curl -s ${shellQuote(url)}`
      : `curl -s -X ${form.method} ${shellQuote(url)} -H 'Content-Type: application/json' -d ${shellQuote(body)}`;
  return {ok: true, request: {method: form.method, url: form.websocket ? wsUrl : url, body, curl}};
}
