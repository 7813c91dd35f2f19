/**
 * Flow EVM's public networks: the values a wallet, library or deployment tool needs to reach each
 * one. The networks table on /evm/networks (src/components/EvmNetworkTable) and the "Add Flow EVM"
 * buttons (src/components/AddFlowEvm) both render from this module, so the two cannot disagree.
 * evmNetworks.test.ts holds every value against what docs/evm/networks.md states and against the
 * pinned sources: flow-go for the chain ids and the `EVM` contract accounts, viem's chain
 * definitions for the endpoints and explorers.
 */

export interface NativeCurrency {
  /** The currency's name, as EIP-3085's `nativeCurrency.name`. */
  readonly name: string;
  /** The ticker wallets show next to balances. */
  readonly symbol: string;
  /** Decimal places of the smallest unit (attoflow). */
  readonly decimals: number;
}

export interface EvmNetwork {
  /** The short name tables use for the network's column. */
  readonly label: string;
  /** The name wallets show; free text, never checked by a wallet. */
  readonly name: string;
  /** The EIP-155 chain id (flow-go `fvm/evm/types/chainIDs.go`). */
  readonly chainId: number;
  /** The public JSON-RPC endpoint, served by the EVM Gateway. */
  readonly rpcUrl: string;
  /** The same gateway over WebSocket, for `eth_subscribe`. */
  readonly wsUrl: string;
  /** The block explorer's home page. */
  readonly explorerUrl: string;
  readonly currency: NativeCurrency;
  /** The Cadence account of the `EVM` system contract: the network's service account. */
  readonly evmContract: string;
}

/** FLOW on the EVM side: 18 decimals, like ether. */
const flow = {name: 'Flow', symbol: 'FLOW', decimals: 18} as const satisfies NativeCurrency;

export const evmNetworks = {
  mainnet: {
    label: 'Mainnet',
    name: 'Flow EVM Mainnet',
    chainId: 747,
    rpcUrl: 'https://mainnet.evm.nodes.onflow.org',
    wsUrl: 'wss://mainnet.evm.nodes.onflow.org',
    explorerUrl: 'https://evm.flowscan.io',
    currency: flow,
    evmContract: '0xe467b9dd11fa00df',
  },
  testnet: {
    label: 'Testnet',
    name: 'Flow EVM Testnet',
    chainId: 545,
    rpcUrl: 'https://testnet.evm.nodes.onflow.org',
    wsUrl: 'wss://testnet.evm.nodes.onflow.org',
    explorerUrl: 'https://evm-testnet.flowscan.io',
    currency: flow,
    evmContract: '0x8c5303eaa26202d6',
  },
} as const satisfies Record<string, EvmNetwork>;

export type EvmNetworkKey = keyof typeof evmNetworks;

/** The networks in the order pages show them: mainnet first. */
export const evmNetworkKeys = ['mainnet', 'testnet'] as const satisfies readonly EvmNetworkKey[];

/**
 * A chain id as wallet requests take it: `0x`-prefixed lowercase hexadecimal without leading
 * zeros, as `eth_chainId` returns it (747 is `0x2eb`). Throws naming the value when it is not a
 * positive safe integer.
 */
export function hexChainId(chainId: number): `0x${string}` {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new RangeError(`chain id ${String(chainId)} is not a positive integer, so it has no hexadecimal form`);
  }
  return `0x${chainId.toString(16)}`;
}
