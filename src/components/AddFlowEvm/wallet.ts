/**
 * The wallet side of the "Add Flow EVM" buttons. The component loads this module with import()
 * when a reader presses a button: before that, nothing here runs and no wallet is asked anything.
 * It uses no wallet library; the whole exchange is a handful of EIP-1193 requests.
 *
 * Finding wallets (EIP-6963). The page listens for `eip6963:announceProvider` and dispatches
 * `eip6963:requestProvider`; every installed wallet that implements EIP-6963 answers with its
 * provider, a name and an icon. The listener stays for the page's lifetime, as EIP-6963 asks, so a
 * wallet that answers late is there at the next press. `window.ethereum` is used only when no wallet
 * answers: EIP-6963 keeps it as the fail-over for older wallets, and a wallet that does answer
 * usually injects `window.ethereum` too, so listing both would show the same wallet twice.
 *
 * Adding the network (EIP-3326, then EIP-3085). The wallet is first asked to switch
 * (`wallet_switchEthereumChain`). A wallet that already knows the chain just switches, and the
 * reader sees one confirmation at most. A wallet that does not know it refuses with code 4902, and
 * only then is it asked to add the chain (`wallet_addEthereumChain`) with the network's full
 * parameters. Asking to add first would make a wallet that knows the chain show an "add network"
 * confirmation for nothing. EIP-3085 leaves open whether a wallet switches after adding (MetaMask
 * does, others do not), so the active chain is read back with `eth_chainId`, and a wallet still on
 * another chain is asked to switch once more. The chain the wallet finally reports is what the
 * page tells the reader.
 */
import {hexChainId, type EvmNetwork} from '../../data/evmNetworks';

/** An EIP-1193 provider: all this module calls is `request`. */
export interface Eip1193Provider {
  request(args: {method: string; params?: readonly unknown[] | object}): Promise<unknown>;
}

/** A wallet the reader can use. */
export interface FoundWallet {
  /** The EIP-6963 `uuid`, or `window.ethereum` for the fail-over. */
  id: string;
  /** The wallet's own name, or "your browser wallet" for `window.ethereum`. */
  name: string;
  /** A `data:image/...` URI (EIP-6963 requires a data URI), or null. */
  icon: string | null;
  provider: Eip1193Provider;
}

/** EIP-3085's parameter object, with the fields Flow EVM sets. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: {name: string; symbol: string; decimals: number};
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';
/** How long a press waits for wallets to answer the request event; most answer at once. */
export const DISCOVERY_WAIT_MS = 200;
export const LEGACY_WALLET_NAME = 'your browser wallet';
const MAX_NAME = 60;

/** The parameters of `wallet_addEthereumChain` for a network. */
export function addEthereumChainParameter(network: EvmNetwork): AddEthereumChainParameter {
  return {
    chainId: hexChainId(network.chainId),
    chainName: network.name,
    nativeCurrency: {name: network.currency.name, symbol: network.currency.symbol, decimals: network.currency.decimals},
    rpcUrls: [network.rpcUrl],
    blockExplorerUrls: [network.explorerUrl],
  };
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as {request?: unknown}).request === 'function';

/**
 * Reads one `eip6963:announceProvider` event's detail. Returns the wallet, or the reason the
 * announcement cannot be used, naming the field.
 */
export function parseAnnouncement(detail: unknown): {wallet: FoundWallet} | {problem: string} {
  if (typeof detail !== 'object' || detail === null) return {problem: 'the event has no detail object'};
  const {info, provider} = detail as {info?: unknown; provider?: unknown};
  if (typeof info !== 'object' || info === null) return {problem: 'detail.info is missing'};
  const {uuid, name, icon} = info as {uuid?: unknown; name?: unknown; icon?: unknown};
  if (typeof uuid !== 'string' || uuid.trim() === '') return {problem: 'detail.info.uuid is missing'};
  if (typeof name !== 'string' || name.trim() === '') return {problem: `detail.info.name is missing (wallet ${uuid})`};
  if (!isProvider(provider)) return {problem: `detail.provider of ${name} has no request function`};
  const trimmed = name.trim();
  return {
    wallet: {
      id: uuid,
      name: trimmed.length > MAX_NAME ? `${trimmed.slice(0, MAX_NAME - 1)}…` : trimmed,
      // Shown with <img> only, so an SVG icon cannot run script; anything but a data URI is dropped.
      icon: typeof icon === 'string' && /^data:image\//i.test(icon) ? icon : null,
      provider,
    },
  };
}

/** Where discovery listens and dispatches: `window` in the browser, an EventTarget in tests. */
export interface DiscoveryTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  ethereum?: unknown;
}

export interface Discovery {
  /** Asks wallets to announce themselves, waits `waitMs`, and returns every wallet known by then. */
  find(waitMs?: number): Promise<FoundWallet[]>;
}

export function createDiscovery(target: DiscoveryTarget, warn: (message: string) => void = console.warn): Discovery {
  const announced = new Map<string, FoundWallet>();
  target.addEventListener(ANNOUNCE_EVENT, (event) => {
    const parsed = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if ('problem' in parsed) {
      warn(`Add Flow EVM: ignored a wallet's EIP-6963 announcement: ${parsed.problem}`);
      return;
    }
    // Wallets announce again at every request. A second wallet claiming a uuid already taken is
    // imitating the first (EIP-6963, "Wallet Imitation"): the first one keeps it.
    if (!announced.has(parsed.wallet.id)) announced.set(parsed.wallet.id, parsed.wallet);
  });
  return {
    async find(waitMs = DISCOVERY_WAIT_MS) {
      target.dispatchEvent(new Event(REQUEST_EVENT));
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      if (announced.size > 0) return [...announced.values()];
      const legacy = target.ethereum;
      return isProvider(legacy) ? [{id: 'window.ethereum', name: LEGACY_WALLET_NAME, icon: null, provider: legacy}] : [];
    },
  };
}

let pageDiscovery: Discovery | undefined;

/** The wallets installed in this browser (the page's one discovery, started at the first call). */
export function findWallets(): Promise<FoundWallet[]> {
  pageDiscovery ??= createDiscovery(window as unknown as DiscoveryTarget);
  return pageDiscovery.find();
}

/** A wallet request that failed: which method, and what the wallet threw or answered. */
export class WalletRequestError extends Error {
  constructor(
    readonly method: string,
    override readonly cause: unknown,
  ) {
    super(`${method} failed: ${causeMessage(cause)}`);
    this.name = 'WalletRequestError';
  }

  /** The error's numeric code (EIP-1193 and EIP-1474 codes), or null. */
  get code(): number | null {
    return errorCode(this.cause);
  }
}

const readCode = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value)) ? Number(value) : null);

/** The numeric code of a wallet error (its own, else the one in `data.originalError`), or null. */
export function errorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  return readCode((error as {code?: unknown}).code) ?? wrappedCode(error);
}

function wrappedCode(error: object): number | null {
  return readCode((error as {data?: {originalError?: {code?: unknown}}}).data?.originalError?.code);
}

/**
 * Whether a switch failed because the wallet does not know the chain: code 4902, the code MetaMask
 * and the wallets that follow it use. MetaMask Mobile has been seen to answer another code with the
 * 4902 in `data.originalError` (wagmi's injected connector looks there too).
 */
function isUnknownChain(error: WalletRequestError): boolean {
  const cause = error.cause;
  return error.code === 4902 || (typeof cause === 'object' && cause !== null && wrappedCode(cause) === 4902);
}

function causeMessage(cause: unknown): string {
  if (typeof cause === 'object' && cause !== null && typeof (cause as {message?: unknown}).message === 'string') {
    return (cause as {message: string}).message;
  }
  return typeof cause === 'string' ? cause : show(cause);
}

/** A value as JSON where it has a JSON form, else as String() gives it. */
function show(value: unknown): string {
  try {
    const json = JSON.stringify(value) as string | undefined;
    if (json !== undefined) return json;
  } catch {
    // cyclic, or a bigint: no JSON form
  }
  return String(value);
}

async function call(provider: Eip1193Provider, method: string, params?: unknown[]): Promise<unknown> {
  try {
    // A wallet may throw instead of rejecting: both end up here.
    return await provider.request(params === undefined ? {method} : {method, params});
  } catch (error) {
    throw new WalletRequestError(method, error);
  }
}

async function activeChain(provider: Eip1193Provider): Promise<number> {
  const answer = await call(provider, 'eth_chainId');
  if (typeof answer !== 'string' || !/^0x[0-9a-f]+$/i.test(answer)) {
    throw new WalletRequestError('eth_chainId', new Error(`the wallet answered ${show(answer)}, not a hexadecimal chain id`));
  }
  return Number.parseInt(answer, 16);
}

/** What a press achieved: whether the wallet had to add the network, and the chain it is on now. */
export interface AddOutcome {
  added: boolean;
  chainId: number;
}

/** The switch-first sequence described at the top of this module. Throws WalletRequestError. */
export async function addFlowEvm(provider: Eip1193Provider, network: EvmNetwork): Promise<AddOutcome> {
  const switchParams = [{chainId: hexChainId(network.chainId)}];
  try {
    await call(provider, 'wallet_switchEthereumChain', switchParams);
    return {added: false, chainId: await activeChain(provider)};
  } catch (error) {
    if (!(error instanceof WalletRequestError && error.method === 'wallet_switchEthereumChain' && isUnknownChain(error))) throw error;
  }
  await call(provider, 'wallet_addEthereumChain', [addEthereumChainParameter(network)]);
  let chainId = await activeChain(provider);
  if (chainId !== network.chainId) {
    await call(provider, 'wallet_switchEthereumChain', switchParams);
    chainId = await activeChain(provider);
  }
  return {added: true, chainId};
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the page says after the wallet answered every request. */
export function outcomeMessage(network: EvmNetwork, outcome: AddOutcome, walletName: string): {ok: boolean; text: string} {
  if (outcome.chainId !== network.chainId) {
    return {
      ok: false,
      text:
        `${sentence(walletName)} ${outcome.added ? 'added' : 'knows'} ${network.name} but is still on chain ${outcome.chainId}. ` +
        `Switch to ${network.name} (chain ${network.chainId}) in the wallet.`,
    };
  }
  const what = outcome.added ? `${network.name} added` : `${network.name} was already added`;
  return {ok: true, text: `${what}; your wallet is on chain ${outcome.chainId}.`};
}

/** What the page says when a press failed: one message per kind of failure, naming the request. */
export function failureMessage(error: unknown, network: EvmNetwork, walletName: string): string {
  const wallet = sentence(walletName);
  if (!(error instanceof WalletRequestError)) return `Something went wrong before ${walletName} was asked anything: ${causeMessage(error)}`;
  const {method, code} = error;
  const detail = causeMessage(error.cause).slice(0, 200);
  switch (code) {
    case 4001:
      return `You rejected the request in ${walletName}, so nothing changed. Press the button again when you are ready.`;
    case 4100:
      return `${wallet} did not let this page call ${method} (error 4100). Unlock the wallet and press the button again.`;
    case 4200:
    case -32601:
      return `${wallet} does not support ${method}, so it cannot add networks for a web page. Add ${network.name} in the wallet's network settings with the values on this page.`;
    case -32002:
      return `${wallet} already has a request waiting. Answer it in the wallet, then press the button again.`;
    case null:
      return `${wallet} failed on ${method}: ${detail}`;
    default:
      return `${wallet} answered ${method} with error ${code}: ${detail}`;
  }
}
