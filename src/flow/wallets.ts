/**
 * The wallets the Send panel of doc transactions connects through FCL, per network: on the local
 * emulator the wallet the Flow CLI serves for it (`flow dev-wallet`, on port 8701), on testnet FCL
 * Discovery, which lists the wallets a reader can pick. No React and no Node: the panel bundles it,
 * and scripts/nginx.ts reads the origins for the CSP (the wallets open in a frame and answer FCL's
 * requests).
 */
import type {NetworkId} from './accessApi';

/** The networks a Send button may offer, in the order the panel lists them: never mainnet. */
export const SEND_NETWORKS = ['emulator', 'testnet'] as const satisfies readonly NetworkId[];
export type SendNetwork = (typeof SEND_NETWORKS)[number];

export const WALLETS = {
  emulator: 'http://localhost:8701/fcl/authn',
  testnet: 'https://fcl-discovery.onflow.org/testnet/authn',
} as const satisfies Record<SendNetwork, string>;

/** The origins of the wallets: the CSP's frame-src and connect-src. */
export const WALLET_ORIGINS: readonly string[] = Object.values(WALLETS).map((url) => new URL(url).origin);

/**
 * The streaming endpoint FCL follows a transaction on (testnet's Access API over WebSocket); on the
 * emulator, which has none, FCL polls the REST API instead.
 */
export const STREAM_ORIGINS: readonly string[] = ['wss://rest-testnet.onflow.org'];

/** The page of a transaction on testnet's block explorer. */
export const explorerLink = (id: string): string => `https://testnet.flowscan.io/tx/${id}`;
