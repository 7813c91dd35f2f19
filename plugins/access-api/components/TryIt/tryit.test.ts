import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseYaml} from '@redocly/openapi-core';
import {operations, type OpenApiDocument} from '../../load';
import {buildRequest, checkValue, networkOrigins, NETWORKS, operationForms, type OperationForm} from './request';

const spec = parseYaml(readFileSync(path.resolve(__dirname, '../../../../openapi/access.yaml'), 'utf8')) as OpenApiDocument;
const forms = operationForms(spec);
const form = (id: string): OperationForm => {
  const found = forms.find((f) => f.operationId === id);
  if (!found) throw new Error(`no form for ${id}`);
  return found;
};
const prefilled = (f: OperationForm) => Object.fromEntries(f.fields.map((field) => [field.name, field.initial]));

describe('Try it: forms and requests built from openapi/access.yaml', () => {
  it('has a form for every operation, and its networks are the description servers’ hosts and the local emulator', () => {
    expect(forms.map((f) => f.operationId).sort()).toEqual(operations(spec).map((o) => o.operationId).sort());
    const servers = (spec as unknown as {servers: Array<{url: string; variables: {network: {enum: string[]}}}>}).servers;
    const fromServers = servers.flatMap((s) => s.variables.network.enum.map((n) => new URL(s.url.replace('{network}', n)).origin));
    for (const network of NETWORKS.filter((n) => n.id !== 'emulator')) expect(fromServers).toContain(network.origin);
    expect(networkOrigins().emulator).toBe('http://localhost:8888');
  });

  it('prefills every field from the description’s examples, and those examples build a valid request', () => {
    for (const f of forms) {
      const built = buildRequest(spec, f, {network: 'testnet', values: prefilled(f), script: f.body?.kind === 'script' ? f.body.script : undefined, arguments: f.body?.kind === 'script' ? f.body.arguments : undefined, json: f.body?.kind === 'json' ? f.body.text : undefined}, networkOrigins());
      expect(built.ok, `${f.operationId}: ${JSON.stringify(built)}`).toBe(true);
    }
  });

  it('prefills one of each pair of alternatives, and neither expand nor select', () => {
    expect(prefilled(form('getBlocksByHeight'))).toEqual({height: '124738290,124738291', start_height: '', end_height: '', expand: '', select: ''});
    expect(prefilled(form('getEvents'))).toMatchObject({type: 'A.1654653399040a61.FlowToken.TokensDeposited', start_height: '124738287', end_height: '124738291', block_ids: ''});
    expect(prefilled(form('executeScript'))).toEqual({block_id: '', block_height: 'sealed'});
    expect(form('getAccount').fields.find((f) => f.name === 'expand')?.example).toBe('payload');
  });

  it('builds the URL and curl line of a block by height', () => {
    const built = buildRequest(spec, form('getBlocksByHeight'), {network: 'mainnet', values: {height: '1,2', expand: 'payload'}}, networkOrigins());
    expect(built).toEqual({
      ok: true,
      request: {method: 'GET', url: 'https://rest-mainnet.onflow.org/v1/blocks?height=1,2&expand=payload', body: undefined, curl: "curl -s 'https://rest-mainnet.onflow.org/v1/blocks?height=1,2&expand=payload'"},
    });
  });

  it('encodes a script and its arguments in base64, and quotes them for the shell', () => {
    const f = form('executeScript');
    expect(f.body).toMatchObject({kind: 'script', script: expect.stringContaining('fun main(address: Address)')});
    const built = buildRequest(spec, f, {network: 'emulator', values: {block_height: 'sealed'}, script: "access(all) fun main(s: String): String { return s.concat(\"'\") }", arguments: '[{"type":"String","value":"hi"}]'}, networkOrigins());
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const body = JSON.parse(built.request.body!) as {script: string; arguments: string[]};
    expect(Buffer.from(body.script, 'base64').toString()).toContain("return s.concat(\"'\")");
    expect(JSON.parse(Buffer.from(body.arguments[0]!, 'base64').toString())).toEqual({type: 'String', value: 'hi'});
    expect(built.request.url).toBe('http://localhost:8888/v1/scripts?block_height=sealed');
    expect(built.request.curl).toContain("-d '{\"script\":");
    // A single quote in a JSON body is escaped for the shell.
    const f2 = form('sendTransaction');
    const text = (f2.body as {text: string}).text.replace('"arguments": []', '"arguments": ["it\'s"]');
    const tx = buildRequest(spec, f2, {network: 'testnet', values: {}, json: text}, networkOrigins());
    expect(tx.ok && tx.request.curl).toContain("it'\\''s");
  });

  it('refuses invalid input with a message naming the field, before building anything', () => {
    const ids = Array.from({length: 51}, (_, i) => i.toString(16).padStart(64, '0')).join(',');
    expect(buildRequest(spec, form('getBlocksById'), {network: 'testnet', values: {id: ids}}, networkOrigins())).toEqual({ok: false, errors: {id: 'id takes at most 50 values, separated by commas (51 given)'}});
    expect(buildRequest(spec, form('getBlocksById'), {network: 'testnet', values: {id: 'xyz'}}, networkOrigins())).toEqual({ok: false, errors: {id: 'id "xyz" must be 64 hex characters'}});
    expect(buildRequest(spec, form('getAccount'), {network: 'testnet', values: {address: '0x12'}}, networkOrigins())).toEqual({ok: false, errors: {address: 'address must be 16 hex characters, with or without 0x'}});
    expect(buildRequest(spec, form('getAccount'), {network: 'testnet', values: {address: ''}}, networkOrigins())).toEqual({ok: false, errors: {address: 'address is required'}});
    expect(checkValue(spec, {$ref: '#/components/schemas/BlockHeight'}, 'latest')).toBe('must be a whole number, or "final" or "sealed"');
    const script = buildRequest(spec, form('executeScript'), {network: 'testnet', values: {}, script: '', arguments: '[1]'}, networkOrigins());
    expect(script).toEqual({ok: false, errors: {script: 'The Cadence script is empty', arguments: expect.stringContaining('JSON list of JSON-Cadence values')}});
    const tx = buildRequest(spec, form('sendTransaction'), {network: 'testnet', values: {}, json: '{"script": "eA=="}'}, networkOrigins());
    expect(tx).toEqual({ok: false, errors: {json: expect.stringMatching(/^The body lacks arguments, reference_block_id/)}});
  });

  it('streams over WebSocket for subscribe_events, with a websocat line', () => {
    const built = buildRequest(spec, form('subscribeEvents'), {network: 'testnet', values: {heartbeat_interval: '10'}}, networkOrigins());
    expect(built).toMatchObject({ok: true, request: {url: 'wss://rest-testnet.onflow.org/v1/subscribe_events?heartbeat_interval=10', curl: "websocat 'wss://rest-testnet.onflow.org/v1/subscribe_events?heartbeat_interval=10'"}});
  });
});
