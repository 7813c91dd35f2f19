/**
 * A wallet of the tests' own for the Send panel (src/components/SendTransaction), speaking FCL's
 * wallet protocol (docs/tooling/wallet-provider-spec/) over HTTP/POST on loopback:
 * - POST /fcl/authn answers a PollingResponse, APPROVED, whose data is an AuthnResponse: the
 *   account and its authz service (HTTP/POST, at /fcl/authz).
 * - POST /fcl/authz receives the signable and answers a PollingResponse, APPROVED, whose data is the
 *   CompositeSignature of its message, signed in Node with the account's key (the harness's signer:
 *   ECDSA P-256 over SHA3-256), or with a key the account does not have when `wrongKey` is set.
 * - GET /fcl/authn is the frame FCL opens for its default discovery method (IFRAME/RPC, as the Flow
 *   CLI's dev wallet is reached): it says it is ready, takes FCL's request, POSTs it to /fcl/authn
 *   and hands the answer back to FCL.
 * The test routes the dev wallet's origin (http://localhost:8701) to this server with page.route.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {newServiceKey, type ServiceKey} from '../examples/harness/emulator';
import {signer} from '../examples/harness/flow-client';

/** The origin the Send panel reaches the emulator's wallet at (src/flow/wallets.ts). */
export const WALLET_ORIGIN = 'http://localhost:8701';

export interface Signable {
  message: string;
  addr: string;
  keyId: number;
  roles: {proposer: boolean; authorizer: boolean; payer: boolean};
  cadence?: string;
  voucher?: {cadence: string; arguments: unknown[]; computeLimit: number};
}

export interface TestWallet {
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The account it connects (0x-prefixed). */
  address: string;
  /** Sign with a key the account does not have. */
  wrongKey: boolean;
  /** Every signable the authz service received, in order. */
  signed: Signable[];
  close(): Promise<void>;
}

const FRAME = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test wallet</title></head>
<body><p>Test wallet: connecting…</p>
<script>
  let answered = false;
  window.addEventListener('message', async (event) => {
    if (answered || event.data?.type !== 'FCL:VIEW:READY:RESPONSE') return;
    answered = true;
    const response = await fetch('/fcl/authn', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(event.data.body ?? {})});
    parent.postMessage({...(await response.json()), type: 'FCL:VIEW:RESPONSE'}, '*');
  });
  parent.postMessage({type: 'FCL:VIEW:READY'}, '*');
</script></body></html>`;

const polling = (data: unknown) => ({f_type: 'PollingResponse', f_vsn: '1.0.0', status: 'APPROVED', reason: null, data});

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** Starts the wallet for `address`, whose key `keyId` is `key`. */
export async function startTestWallet(address: string, key: ServiceKey, keyId = 0): Promise<TestWallet> {
  const sign = signer(key);
  const wrong = signer(newServiceKey());
  const addr = address.startsWith('0x') ? address : `0x${address}`;
  const services = [
    {f_type: 'Service', f_vsn: '1.0.0', type: 'authn', method: 'HTTP/POST', uid: 'test-wallet#authn', endpoint: `${WALLET_ORIGIN}/fcl/authn`, id: addr, identity: {address: addr}, provider: {name: 'Test wallet'}},
    {f_type: 'Service', f_vsn: '1.0.0', type: 'authz', method: 'HTTP/POST', uid: 'test-wallet#authz', endpoint: `${WALLET_ORIGIN}/fcl/authz`, identity: {address: addr, keyId}},
  ];
  const wallet: TestWallet = {url: '', address: addr, wrongKey: false, signed: [], close: async () => {}};
  const send = (response: ServerResponse, status: number, type: string, payload: string) => {
    response.writeHead(status, {'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS'});
    response.end(payload);
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://wallet').pathname;
    void (async () => {
      if (request.method === 'OPTIONS') return send(response, 204, 'text/plain', '');
      if (request.method === 'GET' && path === '/fcl/authn') return send(response, 200, 'text/html; charset=utf-8', FRAME);
      if (request.method === 'POST' && path === '/fcl/authn') {
        await body(request);
        return send(response, 200, 'application/json', JSON.stringify(polling({f_type: 'AuthnResponse', f_vsn: '1.0.0', addr, services})));
      }
      if (request.method === 'POST' && path === '/fcl/authz') {
        const signable = (await body(request)) as Signable;
        wallet.signed.push(signable);
        const signature = (wallet.wrongKey ? wrong : sign)(signable.message);
        return send(response, 200, 'application/json', JSON.stringify(polling({f_type: 'CompositeSignature', f_vsn: '1.0.0', addr, keyId, signature})));
      }
      send(response, 404, 'text/plain', `the test wallet has no ${request.method} ${path}`);
    })().catch((error: Error) => send(response, 500, 'text/plain', error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  wallet.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  wallet.close = () => new Promise((resolve) => server.close(() => resolve()));
  return wallet;
}
