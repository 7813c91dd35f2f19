/**
 * The Send panel's calls through FCL: pointing FCL at a network and its wallet, connecting the
 * reader's wallet, sending a prepared transaction with the wallet's account as proposer, payer and
 * (when the transaction takes one) authorizer, and following it to its seal. Loaded with the panel
 * on the first press of Send, never with the page.
 */
import * as fcl from '@onflow/fcl';
import {networkOrigins} from '@site/src/flow/accessApi';
import type {JsonCadence} from '@site/src/flow/cadenceValues';
import {WALLETS} from '@site/src/flow/wallets';
import type {SendNetwork} from '@site/src/flow/wallets';
import {blockError} from '../RunScript/run';
import {follow, type FollowOptions, type FollowOutcome} from './follow';

/** FCL's name of each network (its `flow.network`). */
const FCL_NETWORK: Record<SendNetwork, string> = {emulator: 'local', testnet: 'testnet'};

let configured: SendNetwork | undefined;

/**
 * Points FCL at `network`: its Access API and its wallet. Until then FCL reaches no node. A switch
 * of network disconnects the wallet first, and so does the first call on a page: an account of one
 * network signs nothing on another, and FCL may have kept an account from an earlier page without
 * saying on which network.
 */
async function pointAt(network: SendNetwork): Promise<void> {
  if (configured === network) return;
  fcl.unauthenticate();
  await fcl
    .config()
    .put('app.detail.title', 'Flow Developer Portal')
    .put('flow.network', FCL_NETWORK[network])
    .put('accessNode.api', networkOrigins()[network])
    .put('discovery.wallet', WALLETS[network]);
  configured = network;
}

/** The connected account's address, or null; `onChange` hears every change (connect, disconnect). */
export function watchUser(onChange: (address: string | null) => void): () => void {
  return fcl.currentUser.subscribe((user) => onChange(user.loggedIn && user.addr ? user.addr : null));
}

/** Opens the network's wallet and resolves with the account the reader connected, or throws with why not. */
export async function connect(network: SendNetwork): Promise<string> {
  await pointAt(network);
  const user = await fcl.authenticate();
  if (!user.addr) throw new Error('The wallet closed without connecting an account.');
  return user.addr;
}

export function disconnect(): void {
  fcl.unauthenticate();
}

/** Whether FCL is pointed at `network` (else the panel shows no account: one connected elsewhere signs nothing here). */
export const pointedAt = (network: SendNetwork): boolean => configured === network;

/** A JSON-Cadence value, passed to FCL as it is: the Run panel's encoding (cadenceValues) is the one sent. */
const asIs = (value: unknown) => value;

/** What sending came to: refused before it reached the chain, or its ID and how following it ended. */
export type SendOutcome = {ok: false; message: string} | {ok: true; id: string; outcome: FollowOutcome};

/**
 * Sends `code` with `args` on the configured network, signed by the connected wallet, and follows
 * it to its seal. `onSent` hears the ID as soon as the node accepted it.
 */
export async function send(
  network: SendNetwork,
  code: string,
  args: JsonCadence[],
  {authorizers, limit}: {authorizers: number; limit: number},
  onSent: (id: string) => void,
  options: FollowOptions = {},
): Promise<SendOutcome> {
  let id: string;
  try {
    await pointAt(network);
    id = await fcl.mutate({
      cadence: code,
      args: (arg) => args.map((json) => arg(json, asIs as never)),
      proposer: fcl.authz,
      payer: fcl.authz,
      authorizations: authorizers ? [fcl.authz] : [],
      limit,
    });
  } catch (error) {
    // The wallet declined, or the node refused the transaction (a bad signature, a wrong sequence number).
    return {ok: false, message: blockError(error instanceof Error ? error.message : String(error), 'transaction')};
  }
  onSent(id);
  const outcome = await follow((onData, onError) => fcl.tx(id).subscribe(onData, onError), options);
  return {ok: true, id, outcome};
}
