/**
 * A small Flow REST client for the Access API contract tests: plain requests, and transactions
 * signed here with an ECDSA_P256/SHA3_256 key and sent with POST /v1/transactions, as a wallet
 * or SDK would. The signed message is flow-go's (model/flow/transaction.go): the domain tag
 * "FLOW-V0.0-transaction" right-padded to 32 bytes, then the RLP envelope
 * [[script, arguments, reference block id, gas limit, proposal key address, key index,
 * sequence number, payer, authorizers], payload signatures]; signatures are r || s (64 bytes).
 */
import {createPrivateKey, sign} from 'node:crypto';
import {encode} from '@onflow/rlp';

export interface Key {
  /** 32-byte P-256 private scalar, hex. */
  privateKey: string;
  /** 64-byte public point x || y, hex. */
  publicKey: string;
}

export interface Signer {
  address: string;
  keyIndex: number;
  key: Key;
}

export interface RestAnswer {
  status: number;
  /** The parsed JSON body (undefined when the body is empty). */
  body: unknown;
  headers: Headers;
  url: string;
}

const DOMAIN_TAG = Buffer.concat([Buffer.from('FLOW-V0.0-transaction'), Buffer.alloc(32 - 21)]);

function keyObject(key: Key) {
  const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
  return createPrivateKey({
    key: {kty: 'EC', crv: 'P-256', d: b64(key.privateKey), x: b64(key.publicKey.slice(0, 64)), y: b64(key.publicKey.slice(64))},
    format: 'jwk',
  });
}

/** Signs a message the Flow way (SHA3-256, ECDSA P-256, r || s). */
export function signMessage(key: Key, message: Buffer): Buffer {
  return sign('sha3-256', Buffer.concat([DOMAIN_TAG, message]), {key: keyObject(key), dsaEncoding: 'ieee-p1363'});
}

export const b64 = (text: string) => Buffer.from(text).toString('base64');
export const fromB64 = (text: string) => Buffer.from(text, 'base64').toString();
/** A JSON-Cadence value, base64-encoded as the REST API wants arguments. */
export const arg = (value: unknown) => b64(JSON.stringify(value));

export class FlowRest {
  constructor(readonly base: string) {}

  /** GET or POST a path under /v1 and parse the answer; never throws on an HTTP error status. */
  async request(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<RestAnswer> {
    const url = `${this.base}/v1${path}`;
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : {'Content-Type': 'application/json'},
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new Error(`${method} ${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
    }
    return {status: response.status, body: parsed, headers: response.headers, url};
  }

  async get(path: string): Promise<RestAnswer> {
    return this.request('GET', path);
  }

  async ok<T>(path: string): Promise<T> {
    const answer = await this.get(path);
    if (answer.status !== 200) throw new Error(`GET ${answer.url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  }

  /** Builds and signs a transaction in which `signer` is proposer, payer and the only authorizer (or none). */
  async buildTransaction(signer: Signer, script: string, args: string[], authorize = true) {
    const [block] = await this.ok<Array<{header: {id: string}}>>('/blocks?height=sealed');
    if (!block) throw new Error('GET /v1/blocks?height=sealed answered no block');
    const {header} = block;
    const key = await this.ok<{sequence_number: string}>(`/accounts/${signer.address}/keys/${signer.keyIndex}`);
    const address = signer.address.replace(/^0x/, '');
    const gasLimit = 9999;
    const sequence = Number(key.sequence_number);
    const payload = [
      Buffer.from(script),
      args.map((a) => Buffer.from(a, 'base64')),
      Buffer.from(header.id, 'hex'),
      gasLimit,
      Buffer.from(address, 'hex'),
      signer.keyIndex,
      sequence,
      Buffer.from(address, 'hex'),
      authorize ? [Buffer.from(address, 'hex')] : [],
    ];
    // The payer alone signs the envelope; an account that is also proposer or authorizer signs nothing else.
    const signature = signMessage(signer.key, encode([payload, []]));
    return {
      script: b64(script),
      arguments: args,
      reference_block_id: header.id,
      gas_limit: String(gasLimit),
      payer: address,
      proposal_key: {address, key_index: String(signer.keyIndex), sequence_number: String(sequence)},
      authorizers: authorize ? [address] : [],
      payload_signatures: [],
      envelope_signatures: [{address, key_index: String(signer.keyIndex), signature: signature.toString('base64')}],
    };
  }

  /** Waits until a transaction's result is final (Sealed or Expired) and returns it. */
  async waitSealed(id: string, timeoutMs = 30_000): Promise<TransactionResult> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await this.get(`/transaction_results/${id}`);
      if (answer.status === 200) {
        const result = answer.body as TransactionResult;
        if (result.status === 'Sealed' || result.status === 'Expired') return result;
      }
      if (Date.now() > deadline) throw new Error(`transaction ${id} not sealed within ${timeoutMs} ms: ${JSON.stringify(answer.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Signs, sends and waits for a transaction; throws when the node refuses it. */
  async send(signer: Signer, script: string, args: string[] = [], authorize = true) {
    const body = await this.buildTransaction(signer, script, args, authorize);
    const answer = await this.request('POST', '/transactions', body);
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`POST /v1/transactions: ${answer.status} ${JSON.stringify(answer.body)}`);
    const id = (answer.body as {id: string}).id;
    return {id, body, answer, result: await this.waitSealed(id)};
  }
}

export interface FlowEvent {
  type: string;
  transaction_id: string;
  transaction_index: string;
  event_index: string;
  payload: string;
}

export interface TransactionResult {
  block_id: string;
  collection_id: string;
  status: string;
  execution: string;
  error_message: string;
  events: FlowEvent[];
}
