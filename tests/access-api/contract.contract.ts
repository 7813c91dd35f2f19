/**
 * The Access API description (openapi/access.yaml) held against a real node: the pinned Flow
 * emulator, which serves flow-go's own REST router. Every operation is called with real ids
 * (an account created with a key and a contract, a transaction with events, a failed one, a few
 * blocks); every answer is validated against the description with openapi-backend, with object
 * schemas closed so an undescribed field fails too. Bad input is tried as the description
 * states it. The operations the emulator cannot answer meaningfully are listed in
 * EMULATOR_CANNOT_ANSWER and held against the description's examples and the upstream
 * descriptions instead.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import WebSocket from 'ws';
import {parseYaml} from '@redocly/openapi-core';
import {arg, b64, fromB64, type RestAnswer} from './flow-rest';
import {ResponseValidator, type Verdict} from './validator';
import {countScript, createWorld, GREETER, type World} from './world';
import type {OpenApiDocument} from '../../plugins/access-api/load';
import {skipRequested} from '../../examples/harness/toolchain';

/**
 * Operations whose emulator answer cannot prove the description, and why. Each is still called
 * (so a change in the emulator shows), and its description examples are validated against our
 * schema and the upstream descriptions' schemas below.
 */
export const EMULATOR_CANNOT_ANSWER: Record<string, string> = {
  getExecutionResultsByBlockIds: 'the emulator drops the connection without an answer (it keeps no execution results to serve)',
  getExecutionResult: 'the emulator has no execution results, so every id is a 404',
  getNodeVersionInfo: 'the emulator answers a record of empty strings and zeros, not a node version',
};

const UPSTREAM_DIR = path.resolve(__dirname, '../../../shared/fixtures/upstream');
const UPSTREAM_FILES = ['access-latest.yaml', 'access-2024-06.yaml'];

let world: World;
let validator: ResponseValidator;
const covered = new Set<string>();

function explain(verdict: Verdict, what: string, body: unknown): string {
  return `${what} does not match openapi/access.yaml:\n  ${verdict.errors.join('\n  ')}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
}

/** Calls an operation, checks the status, validates the answer, and counts the operation as covered. */
async function call(
  operationId: string,
  method: 'GET' | 'POST',
  route: string,
  options: {body?: unknown; status?: number; selected?: boolean} = {},
): Promise<RestAnswer> {
  const answer = await world.rest.request(method, route, options.body);
  expect(answer.status, `${method} ${route}: ${JSON.stringify(answer.body).slice(0, 500)}`).toBe(options.status ?? 200);
  const verdict = validator.validate(operationId, answer.status, answer.body, {selected: options.selected});
  expect(verdict.valid, explain(verdict, `${method} ${route} (${answer.status})`, answer.body)).toBe(true);
  covered.add(operationId);
  return answer;
}

/** A bad request: the status and the Error body the description promises. */
async function refused(operationId: string, method: 'GET' | 'POST', route: string, message: RegExp, body?: unknown, status = 400) {
  const answer = await call(operationId, method, route, {body, status});
  expect(answer.body).toEqual({code: status, message: expect.stringMatching(message)});
}

const ids = (n: number) => Array.from({length: n}, (_, i) => i.toString(16).padStart(64, '0')).join(',');

// EXAMPLES_SKIP=1 (a machine without Go, never CI) skips these with the example checks; test:examples says so.
describe.skipIf(skipRequested())('the Access API contract', () => {
  beforeAll(async () => {
    validator = await ResponseValidator.create();
    world = await createWorld();
  });

  afterAll(async () => {
    await world?.emulator.stop();
  });


  describe('Access API answers of a real node match openapi/access.yaml', () => {
    it('blocks by height: a list, a range, sealed and final, with expand and select', async () => {
      const {greet} = world;
      const list = (await call('getBlocksByHeight', 'GET', `/blocks?height=0,1,${greet.height}`)).body as Array<{header: {height: string}}>;
      expect(list.map((b) => b.header.height)).toEqual(['0', '1', greet.height]);
      const range = (await call('getBlocksByHeight', 'GET', `/blocks?start_height=1&end_height=${greet.height}`)).body as unknown[];
      expect(range).toHaveLength(Number(greet.height));
      await call('getBlocksByHeight', 'GET', '/blocks?start_height=0&end_height=sealed');
      for (const word of ['sealed', 'final']) {
        const [block] = (await call('getBlocksByHeight', 'GET', `/blocks?height=${word}&expand=payload`)).body as Array<{payload?: unknown}>;
        expect(block?.payload).toBeDefined();
      }
      const selected = (await call('getBlocksByHeight', 'GET', `/blocks?height=${greet.height}&select=header.id,header.height`, {selected: true})).body;
      expect(selected).toEqual([{header: {id: greet.result.block_id, height: greet.height}}]);
    });

    it('blocks by id: one and several ids, with expand=payload, and the payload alone', async () => {
      const {createAccount, greet} = world;
      const [block] = (await call('getBlocksById', 'GET', `/blocks/${greet.result.block_id}?expand=payload`)).body as Array<{
        header: {id: string};
        payload: {collection_guarantees: Array<{collection_id: string}>};
      }>;
      expect(block?.header.id).toBe(greet.result.block_id);
      expect(block?.payload.collection_guarantees.map((g) => g.collection_id)).toContain(greet.result.collection_id);
      const two = (await call('getBlocksById', 'GET', `/blocks/${createAccount.result.block_id},${greet.result.block_id}`)).body as unknown[];
      expect(two).toHaveLength(2);
      await call('getBlocksById', 'GET', `/blocks/${greet.result.block_id}?select=header.id,_links`, {selected: true});
      const payload = (await call('getBlockPayload', 'GET', `/blocks/${greet.result.block_id}/payload`)).body as {collection_guarantees: Array<{collection_id: string}>};
      expect(payload.collection_guarantees[0]?.collection_id).toBe(greet.result.collection_id);
    });

    it('submit a transaction: the answer echoes it with its id', async () => {
      const body = await world.rest.buildTransaction(world.service, `transaction { prepare(signer: &Account) { log("submitted by the contract test") } }`, []);
      const answer = await call('sendTransaction', 'POST', '/transactions', {body, status: 200});
      const sent = answer.body as {id: string; script: string};
      expect(sent.script).toBe(body.script);
      expect((await world.rest.waitSealed(sent.id)).execution).toBe('Success');
    });

    it('transactions and their results, with expand=result, hints and select', async () => {
      const {greet, fail, user} = world;
      const tx = (await call('getTransaction', 'GET', `/transactions/${greet.id}`)).body as {payer: string; _expandable: {result: string}};
      expect(tx.payer).toBe(user.address);
      expect(tx._expandable.result).toBe(`/v1/transaction_results/${greet.id}`);
      const expanded = (await call('getTransaction', 'GET', `/transactions/${greet.id}?expand=result&block_id=${greet.result.block_id}`)).body as {
        result: {execution: string};
      };
      expect(expanded.result.execution).toBe('Success');
      await call('getTransaction', 'GET', `/transactions/${greet.id}?select=id,payer`, {selected: true});

      const result = (await call('getTransactionResult', 'GET', `/transaction_results/${greet.id}?collection_id=${greet.result.collection_id}`)).body as {
        status: string;
        events: Array<{type: string; payload: string}>;
      };
      expect(result.status).toBe('Sealed');
      const greeted = result.events.find((e) => e.type === world.greetedType);
      expect(JSON.parse(fromB64(greeted!.payload)).value.fields[0].value.value).toBe('hello from the contract tests');
      const failed = (await call('getTransactionResult', 'GET', `/transaction_results/${fail.id}`)).body as {execution: string; error_message: string};
      expect(failed.execution).toBe('Failure');
      expect(failed.error_message).toContain('a deliberate failure');
    });

    it('a collection, with and without expand=transactions', async () => {
      const {greet} = world;
      const plain = (await call('getCollection', 'GET', `/collections/${greet.result.collection_id}`)).body as {_expandable: {transactions: string[]}};
      expect(plain._expandable.transactions).toContain(`/v1/transactions/${greet.id}`);
      const full = (await call('getCollection', 'GET', `/collections/${greet.result.collection_id}?expand=transactions`)).body as {transactions: Array<{id: string}>};
      expect(full.transactions.map((t) => t.id)).toContain(greet.id);
    });

    it('accounts and keys, with expand=keys,contracts and block_height', async () => {
      const {user, createAccount} = world;
      const account = (await call('getAccount', 'GET', `/accounts/0x${user.address}?expand=keys,contracts`)).body as {
        address: string;
        keys: Array<{public_key: string; signing_algorithm: string; hashing_algorithm: string}>;
        contracts: Record<string, string>;
      };
      expect(account.address).toBe(user.address);
      expect(account.keys[0]?.public_key.replace(/^0x/, '')).toBe(user.key.publicKey);
      expect(fromB64(account.contracts.Greeter ?? "")).toBe(GREETER);
      const plain = (await call('getAccount', 'GET', `/accounts/${user.address}?block_height=${createAccount.height}`)).body as {_expandable: object};
      expect(plain._expandable).toEqual({keys: 'keys', contracts: 'contracts'});
      await call('getAccount', 'GET', `/accounts/${user.address}?select=address,balance`, {selected: true});
      // A valid address of this chain that no account has yet.
      const missing = (await call('getAccount', 'GET', '/accounts/f3fcd2c1a78f5eee', {status: 404})).body as {message: string};
      expect(missing.message).toMatch(/f3fcd2c1a78f5eee/);

      const key = (await call('getAccountKey', 'GET', `/accounts/${user.address}/keys/0`)).body as {sequence_number: string; weight: string};
      expect(key).toMatchObject({sequence_number: '1', weight: '1000'});
      await call('getAccountKey', 'GET', `/accounts/${world.service.address}/keys/0?block_height=sealed`);
      await call('getAccountKey', 'GET', `/accounts/${user.address}/keys/7`, {status: 404});
    });

    it('scripts by block_id and by block_height, with an argument', async () => {
      const {user, greet, createAccount} = world;
      const body = {script: b64(countScript(user.address)), arguments: [arg({type: 'String', value: 'greetings: '})]};
      const at = async (query: string) => JSON.parse(fromB64((await call('executeScript', 'POST', `/scripts${query}`, {body})).body as string));
      expect(await at(`?block_id=${greet.result.block_id}`)).toEqual({type: 'String', value: 'greetings: 1'});
      expect(await at(`?block_height=${createAccount.height}`)).toEqual({type: 'String', value: 'greetings: 0'});
      expect(await at('?block_height=sealed')).toEqual({type: 'String', value: 'greetings: 1'});
      expect(await at('')).toEqual({type: 'String', value: 'greetings: 1'});
      await refused('executeScript', 'POST', '/scripts', /cannot find variable in this scope: `nope`/, {script: b64('access(all) fun main(): Int { return nope }')});
    });

    it('events by type, with heights and with block ids', async () => {
      const {greet, createAccount, greetedType} = world;
      const byHeights = (await call('getEvents', 'GET', `/events?type=${greetedType}&start_height=${createAccount.height}&end_height=sealed`)).body as Array<{
        block_height: string;
        events?: Array<{transaction_id: string}>;
      }>;
      expect(byHeights.find((b) => b.block_height === greet.height)?.events?.[0]?.transaction_id).toBe(greet.id);
      expect(byHeights.find((b) => b.block_height === createAccount.height)?.events).toBeUndefined();
      const byIds = (await call('getEvents', 'GET', `/events?type=flow.AccountCreated&block_ids=${createAccount.result.block_id},${greet.result.block_id}`)).body as Array<{
        block_id: string;
        events?: unknown[];
      }>;
      expect(byIds.map((b) => b.block_id)).toEqual([createAccount.result.block_id, greet.result.block_id]);
      expect(byIds[0]?.events).toHaveLength(1);
      await call('getEvents', 'GET', `/events?type=${greetedType}&start_height=0&end_height=${greet.height}&select=block_height,events.transaction_id`, {selected: true});
    });

    it('network parameters name the chain', async () => {
      expect((await call('getNetworkParameters', 'GET', '/network/parameters')).body).toEqual({chain_id: 'flow-emulator'});
    });

    it('subscribe_events streams the contract event over WebSocket', async () => {
      const {greet, greetedType} = world;
      const url = `${world.emulator.restUrl.replace(/^http/, 'ws')}/v1/subscribe_events?start_height=0&event_types=${greetedType}&heartbeat_interval=1`;
      const messages = await new Promise<unknown[]>((resolve, reject) => {
        const socket = new WebSocket(url);
        const seen: unknown[] = [];
        const timer = setTimeout(() => {
          socket.terminate();
          reject(new Error(`no message with ${greetedType} within 20 s; got ${JSON.stringify(seen).slice(0, 800)}`));
        }, 20_000);
        socket.on('message', (data) => {
          const message = JSON.parse(data.toString()) as {Events: unknown[]};
          seen.push(message);
          if (message.Events.length > 0) {
            clearTimeout(timer);
            socket.close();
            resolve(seen);
          }
        });
        socket.on('error', reject);
      });
      for (const message of messages) {
        const verdict = validator.validate('subscribeEvents', 101, message);
        expect(verdict.valid, explain(verdict, 'a subscribe_events message', message)).toBe(true);
      }
      // Messages may arrive in a batch: the first one with events is the greeting's block.
      const first = messages.find((m) => (m as {Events: unknown[]}).Events.length > 0) as {BlockID: string; Height: number; Events: Array<{Type: string; TransactionID: string}>};
      expect(first).toMatchObject({BlockID: greet.result.block_id, Height: Number(greet.height)});
      expect(first.Events[0]).toMatchObject({Type: greetedType, TransactionID: greet.id});
      // Heartbeats (heartbeat_interval=1): the blocks before it came as messages without events.
      expect(messages.length).toBeGreaterThan(1);
      covered.add('subscribeEvents');

      // A plain GET (no upgrade) is refused before any upgrade, in text/plain as the description says.
      const plain = await fetch(url.replace(/^ws/, 'http'), {signal: AbortSignal.timeout(10_000)});
      expect(plain.status).toBe(400);
      expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await plain.text()).toMatch(/^Bad Request\n\{/);
      expect(validator.declaresStatus('subscribeEvents', 400)).toBe(true);

      // Both start parameters: refused after the upgrade with close code 1003 (the description's 400).
      const closed = await new Promise<{code: number; reason: string}>((resolve, reject) => {
        const socket = new WebSocket(`${url}&start_block_id=${greet.result.block_id}`);
        socket.on('close', (code, reason) => resolve({code, reason: reason.toString()}));
        socket.on('unexpected-response', (_req, res) => reject(new Error(`plain HTTP ${res.statusCode} instead of an upgrade`)));
        setTimeout(() => reject(new Error('no close within 10 s')), 10_000);
      });
      expect(closed.code).toBe(1003);
      expect(closed.reason).toMatch(/can only provide either block ID or start height/);
    });
  });

  describe('bad input gets the status and Error body the description promises', () => {
    it('blocks: more than 50 ids or heights, heights with a range, one bound alone, malformed ids', async () => {
      await refused('getBlocksById', 'GET', `/blocks/${ids(51)}`, /at most 50/);
      await refused('getBlocksByHeight', 'GET', `/blocks?height=${Array.from({length: 51}, (_, i) => i).join(',')}`, /at most 50 heights/);
      await refused('getBlocksByHeight', 'GET', '/blocks?start_height=0&end_height=60', /exceeds maximum allowed of 50/);
      await refused('getBlocksByHeight', 'GET', '/blocks?height=1&start_height=0&end_height=1', /either heights or start and end height range/);
      await refused('getBlocksByHeight', 'GET', '/blocks?start_height=0', /must provide either heights or start and end height range/);
      await refused('getBlocksByHeight', 'GET', '/blocks', /must provide either heights or start and end height range/);
      await refused('getBlocksByHeight', 'GET', '/blocks?height=final,1', /can not provide 'final' or 'sealed' values with other height values/);
      await refused('getBlocksById', 'GET', '/blocks/not-an-id', /invalid ID format/);
      await refused('getBlockPayload', 'GET', '/blocks/zz/payload', /invalid ID format/);
      await refused('getBlocksById', 'GET', `/blocks/${'ab'.repeat(32)}`, /ab{0}|error looking up block/, undefined, 404);
    });

    it('events: block ids mixed with heights, one height alone, more than 50 ids, no type', async () => {
      const {greet, greetedType} = world;
      await refused('getEvents', 'GET', `/events?type=${greetedType}&block_ids=${greet.result.block_id}&start_height=0&end_height=1`, /can only provide either block IDs or start and end height range/);
      await refused('getEvents', 'GET', `/events?type=${greetedType}&start_height=0`, /must provide either block IDs or start and end height range/);
      await refused('getEvents', 'GET', `/events?type=${greetedType}&block_ids=${ids(51)}`, /at most 50 IDs can be requested at a time/);
      await refused('getEvents', 'GET', '/events?start_height=0&end_height=1', /event type must be provided/);
    });

    it('transactions, results, collections, execution results: malformed ids; a submit missing a field', async () => {
      await refused('getTransaction', 'GET', '/transactions/xyz', /invalid ID format/);
      await refused('getTransactionResult', 'GET', '/transaction_results/xyz', /invalid ID format/);
      await refused('getCollection', 'GET', '/collections/xyz', /invalid ID format/);
      await refused('getExecutionResult', 'GET', '/execution_results/xyz', /invalid ID format/);
      await refused('getExecutionResultsByBlockIds', 'GET', '/execution_results', /no block IDs provided|block ID/i);
      await refused('getTransaction', 'GET', `/transactions/${'cd'.repeat(32)}`, /not found/i, undefined, 404);
      const body = (await world.rest.buildTransaction(world.service, 'transaction {}', [])) as Record<string, unknown>;
      delete body.script;
      await refused('sendTransaction', 'POST', '/transactions', /script/i, body);
      await refused('sendTransaction', 'POST', '/transactions', /invalid|json|request/i, '{"script": ');
    });

    it('accounts: malformed addresses and indexes', async () => {
      await refused('getAccount', 'GET', '/accounts/0xnothex0000000000', /invalid address/);
      await refused('getAccount', 'GET', '/accounts/1234', /invalid address/);
      await refused('getAccountKey', 'GET', '/accounts/zz/keys/0', /invalid address/);
      await refused('getAccountKey', 'GET', `/accounts/${world.user.address}/keys/-1`, /invalid key index/i);
      await refused('getAccount', 'GET', `/accounts/${world.user.address}?block_height=soon`, /invalid height format/);
    });

    it('scripts: block_id with block_height, a malformed block id, no script', async () => {
      const body = {script: b64('access(all) fun main(): Int { return 1 }')};
      await refused('executeScript', 'POST', `/scripts?block_id=${world.greet.result.block_id}&block_height=1`, /can not provide both block ID and block height/, body);
      await refused('executeScript', 'POST', '/scripts?block_id=123', /invalid ID format/, body);
      // Without `script` the node runs an empty script, which has no `main`.
      await refused('executeScript', 'POST', '/scripts', /missing entry point: expected function `main`/, {arguments: []});
    });
  });

  describe('operations the emulator cannot answer meaningfully, held against examples instead', () => {
    it('each one is listed with its reason, and the emulator still behaves as recorded', async () => {
      expect(Object.keys(EMULATOR_CANNOT_ANSWER).sort()).toEqual(['getExecutionResult', 'getExecutionResultsByBlockIds', 'getNodeVersionInfo']);
      // If the emulator starts answering these, this test fails and the list must shrink.
      await expect(world.rest.get(`/execution_results?block_id=${world.greet.result.block_id}`)).rejects.toThrow(/fetch failed/);
      await call('getExecutionResult', 'GET', `/execution_results/${'ef'.repeat(32)}`, {status: 404});
      const version = (await call('getNodeVersionInfo', 'GET', '/node_version_info')).body as {semver: string};
      expect(version.semver).toBe('');
      covered.add('getExecutionResultsByBlockIds');
    });

    it('every example answer in the description matches its own schema', () => {
      const examples = validator.examples();
      for (const operationId of Object.keys(EMULATOR_CANNOT_ANSWER)) {
        expect(examples.filter((e) => e.operationId === operationId && e.status === '200').length, `${operationId} has no 200 example`).toBeGreaterThan(0);
      }
      for (const example of examples) {
        const verdict = validator.validate(example.operationId, example.status, example.value);
        expect(verdict.valid, explain(verdict, `the example ${example.name} of ${example.operationId} ${example.status}`, example.value)).toBe(true);
      }
    });

    const upstream = UPSTREAM_FILES.map((file) => path.join(UPSTREAM_DIR, file)).filter((file) => existsSync(file));
    it.runIf(upstream.length > 0)(`the examples of those operations match the upstream descriptions' schemas, fields they do not list allowed (${upstream.map((f) => path.basename(f)).join(', ') || 'none found'})`, async () => {
      for (const file of upstream) {
        const other = await ResponseValidator.create(parseYaml(readFileSync(file, 'utf8')) as OpenApiDocument, {closed: false});
        for (const example of validator.examples().filter((e) => e.operationId in EMULATOR_CANNOT_ANSWER && e.status === '200')) {
          const theirs = other.operationAt(example.method, example.path);
          expect(theirs, `${path.basename(file)} has no ${example.method} ${example.path}`).toBeDefined();
          const verdict = other.validate(theirs!, '200', example.value);
          expect(verdict.valid, explain(verdict, `our example ${example.name} of ${example.operationId} against ${path.basename(file)}`, example.value)).toBe(true);
        }
      }
    });
    it.runIf(upstream.length === 0)('the upstream descriptions are absent here, so only our own examples were checked', () => {
      console.warn(`access-api contract: no upstream descriptions in ${UPSTREAM_DIR}; the examples were held against openapi/access.yaml only`);
    });
  });

  describe('coverage', () => {
    it('every operation of openapi/access.yaml was called', () => {
      expect([...covered].sort()).toEqual(validator.operationIds().sort());
    });
  });
});
