import {describe, expect, it} from 'vitest';
import {evmNetworks} from '../../data/evmNetworks';
import {
  addEthereumChainParameter,
  addFlowEvm,
  ANNOUNCE_EVENT,
  createDiscovery,
  errorCode,
  failureMessage,
  LEGACY_WALLET_NAME,
  outcomeMessage,
  parseAnnouncement,
  REQUEST_EVENT,
  WalletRequestError,
  type DiscoveryTarget,
  type Eip1193Provider,
} from './wallet';

const {mainnet, testnet} = evmNetworks;

interface Call {
  method: string;
  params?: unknown;
}

/**
 * An in-memory wallet: it knows some chains, is on one of them, and answers the three methods the
 * module uses as a wallet does. `fail` makes one method throw the given value once.
 */
function fakeWallet(opts: {chain?: number; known?: number[]; switchOnAdd?: boolean; fail?: {method: string; error: unknown; sync?: boolean}} = {}) {
  const calls: Call[] = [];
  let chain = opts.chain ?? 1;
  const known = new Set([chain, ...(opts.known ?? [])]);
  let fail = opts.fail;
  const provider: Eip1193Provider = {
    request(args) {
      calls.push(structuredClone(args) as Call);
      if (fail && fail.method === args.method) {
        const {error, sync} = fail;
        fail = undefined;
        if (sync) throw error;
        return Promise.reject(error);
      }
      const [first] = (args.params ?? []) as Array<{chainId: string}>;
      switch (args.method) {
        case 'eth_chainId':
          return Promise.resolve(`0x${chain.toString(16)}`);
        case 'wallet_switchEthereumChain': {
          const id = Number.parseInt(first!.chainId, 16);
          if (!known.has(id)) return Promise.reject({code: 4902, message: `Unrecognized chain ID "${first!.chainId}".`});
          chain = id;
          return Promise.resolve(null);
        }
        case 'wallet_addEthereumChain': {
          const id = Number.parseInt(first!.chainId, 16);
          known.add(id);
          if (opts.switchOnAdd ?? true) chain = id;
          return Promise.resolve(null);
        }
        default:
          return Promise.reject({code: 4200, message: `${args.method} is not supported`});
      }
    },
  };
  return {provider, calls, chain: () => chain};
}

const switchTo = (hex: string) => ({method: 'wallet_switchEthereumChain', params: [{chainId: hex}]});
const chainId = {method: 'eth_chainId'};

describe('the parameters sent to the wallet', () => {
  it('are EIP-3085 fields with the hex chain id and FLOW with 18 decimals', () => {
    expect(addEthereumChainParameter(mainnet)).toEqual({
      chainId: '0x2eb',
      chainName: 'Flow EVM Mainnet',
      nativeCurrency: {name: 'Flow', symbol: 'FLOW', decimals: 18},
      rpcUrls: ['https://mainnet.evm.nodes.onflow.org'],
      blockExplorerUrls: ['https://evm.flowscan.io'],
    });
    expect(addEthereumChainParameter(testnet)).toMatchObject({chainId: '0x221', rpcUrls: [testnet.rpcUrl], blockExplorerUrls: [testnet.explorerUrl]});
  });
});

describe('addFlowEvm', () => {
  it('only switches when the wallet knows the chain', async () => {
    const wallet = fakeWallet({known: [747]});
    expect(await addFlowEvm(wallet.provider, mainnet)).toEqual({added: false, chainId: 747});
    expect(wallet.calls).toEqual([switchTo('0x2eb'), chainId]);
  });

  it('adds the chain after a 4902, and asks nothing more of a wallet that switched while adding', async () => {
    const wallet = fakeWallet({switchOnAdd: true});
    expect(await addFlowEvm(wallet.provider, testnet)).toEqual({added: true, chainId: 545});
    expect(wallet.calls).toEqual([switchTo('0x221'), {method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(testnet)]}, chainId]);
  });

  it('asks a wallet that added the chain without switching to switch once more', async () => {
    const wallet = fakeWallet({switchOnAdd: false});
    expect(await addFlowEvm(wallet.provider, mainnet)).toEqual({added: true, chainId: 747});
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId']);
    expect(wallet.chain()).toBe(747);
  });

  it('reads the 4902 MetaMask Mobile wraps in data.originalError', async () => {
    const wallet = fakeWallet({fail: {method: 'wallet_switchEthereumChain', error: {code: -32603, data: {originalError: {code: 4902}}}}});
    expect(await addFlowEvm(wallet.provider, mainnet)).toEqual({added: true, chainId: 747});
  });

  it('stops at a rejection, naming the method, and adds nothing', async () => {
    const wallet = fakeWallet({fail: {method: 'wallet_switchEthereumChain', error: {code: 4001, message: 'User rejected the request.'}}});
    const error = await addFlowEvm(wallet.provider, mainnet).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletRequestError);
    expect(error).toMatchObject({method: 'wallet_switchEthereumChain', code: 4001});
    expect(wallet.calls).toEqual([switchTo('0x2eb')]);
  });

  it('turns a wallet that throws instead of rejecting into the same error', async () => {
    const wallet = fakeWallet({fail: {method: 'wallet_addEthereumChain', error: new TypeError('provider exploded'), sync: true}});
    const error = await addFlowEvm(wallet.provider, mainnet).catch((e: unknown) => e);
    expect(error).toMatchObject({method: 'wallet_addEthereumChain', code: null, message: 'wallet_addEthereumChain failed: provider exploded'});
  });

  it('refuses an eth_chainId answer that is no hex chain id', async () => {
    const provider: Eip1193Provider = {request: async ({method}) => (method === 'eth_chainId' ? 747 : null)};
    await expect(addFlowEvm(provider, mainnet)).rejects.toThrow('eth_chainId failed: the wallet answered 747, not a hexadecimal chain id');
  });
});

describe('messages', () => {
  it('report success with the chain the wallet is on', () => {
    expect(outcomeMessage(mainnet, {added: true, chainId: 747}, 'MetaMask')).toEqual({ok: true, text: 'Flow EVM Mainnet added; your wallet is on chain 747.'});
    expect(outcomeMessage(testnet, {added: true, chainId: 545}, 'MetaMask').text).toBe('Flow EVM Testnet added; your wallet is on chain 545.');
    expect(outcomeMessage(testnet, {added: false, chainId: 545}, 'MetaMask').text).toBe('Flow EVM Testnet was already added; your wallet is on chain 545.');
  });

  it('say so when the wallet stayed on another chain', () => {
    expect(outcomeMessage(mainnet, {added: true, chainId: 1}, LEGACY_WALLET_NAME)).toEqual({
      ok: false,
      text: 'Your browser wallet added Flow EVM Mainnet but is still on chain 1. Switch to Flow EVM Mainnet (chain 747) in the wallet.',
    });
  });

  it('give each failure its own message, naming the wallet and the request', () => {
    const failed = (code: unknown, message = 'boom') => failureMessage(new WalletRequestError('wallet_addEthereumChain', {code, message}), mainnet, 'Rabby');
    expect(failed(4001)).toBe('You rejected the request in Rabby, so nothing changed. Press the button again when you are ready.');
    expect(failed(4200)).toMatch(/^Rabby does not support wallet_addEthereumChain, so it cannot add networks for a web page\. Add Flow EVM Mainnet/);
    expect(failed(-32601)).toBe(failed(4200));
    expect(failed(4100)).toMatch(/^Rabby did not let this page call wallet_addEthereumChain \(error 4100\)/);
    expect(failed(-32002)).toMatch(/^Rabby already has a request waiting/);
    expect(failed('-32603', 'Internal JSON-RPC error.')).toBe('Rabby answered wallet_addEthereumChain with error -32603: Internal JSON-RPC error.');
    expect(failureMessage(new WalletRequestError('eth_chainId', new Error('no network')), testnet, LEGACY_WALLET_NAME)).toBe('Your browser wallet failed on eth_chainId: no network');
    expect(failureMessage(new Error('bad'), testnet, 'Rabby')).toBe('Something went wrong before Rabby was asked anything: bad');
  });

  it('read codes as numbers, from the error or from data.originalError', () => {
    expect(errorCode({code: 4001})).toBe(4001);
    expect(errorCode({code: '4902'})).toBe(4902);
    expect(errorCode({code: 'ACTION_REJECTED'})).toBeNull();
    expect(errorCode('4001')).toBeNull();
    expect(errorCode(new Error('x'))).toBeNull();
    expect(errorCode({message: 'x', data: {originalError: {code: 4001}}})).toBe(4001);
  });
});

describe('EIP-6963 discovery', () => {
  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
  const info = (uuid: string, name: string, extra: object = {}) => ({uuid, name, icon, rdns: `org.example.${name.toLowerCase()}`, ...extra});

  /** A window stand-in: wallets in it announce themselves at every request event, as EIP-6963 asks. */
  function page(wallets: Array<{info: object; provider: unknown}>, ethereum?: unknown) {
    const target = new EventTarget() as EventTarget & DiscoveryTarget;
    target.ethereum = ethereum;
    let requests = 0;
    target.addEventListener(REQUEST_EVENT, () => {
      requests += 1;
      for (const detail of wallets) target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, {detail: Object.freeze(detail)}));
    });
    return {target, requests: () => requests};
  }

  it('lists every announced wallet, with name and icon', async () => {
    const a = fakeWallet().provider;
    const b = fakeWallet().provider;
    const {target, requests} = page([
      {info: info('u-1', 'Alpha'), provider: a},
      {info: info('u-2', 'Beta'), provider: b},
    ]);
    const found = await createDiscovery(target).find(0);
    expect(requests()).toBe(1);
    expect(found.map((w) => [w.id, w.name, w.icon])).toEqual([
      ['u-1', 'Alpha', icon],
      ['u-2', 'Beta', icon],
    ]);
    expect(found[1]!.provider).toBe(b);
  });

  it('uses window.ethereum only when no wallet announces itself', async () => {
    const legacy = fakeWallet().provider;
    const alone = await createDiscovery(page([], legacy).target).find(0);
    expect(alone).toEqual([{id: 'window.ethereum', name: LEGACY_WALLET_NAME, icon: null, provider: legacy}]);

    const modern = fakeWallet().provider;
    const both = await createDiscovery(page([{info: info('u-1', 'Alpha'), provider: modern}], legacy).target).find(0);
    expect(both.map((w) => w.provider)).toEqual([modern]);

    expect(await createDiscovery(page([], {request: 'not a function'}).target).find(0)).toEqual([]);
    expect(await createDiscovery(page([]).target).find(0)).toEqual([]);
  });

  it('keeps the first wallet for a uuid, ignores malformed announcements with a warning, and drops icons that are no data URI', async () => {
    const first = fakeWallet().provider;
    const warnings: string[] = [];
    const {target} = page([
      {info: info('u-1', 'Alpha'), provider: first},
      {info: info('u-1', 'Impostor'), provider: fakeWallet().provider},
      {info: info('u-3', 'Remote', {icon: 'https://example.org/icon.png'}), provider: fakeWallet().provider},
      {info: {uuid: 'u-4', name: 'NoRequest', icon, rdns: 'x'}, provider: {}},
    ]);
    const found = await createDiscovery(target, (m) => warnings.push(m)).find(0);
    expect(found.map((w) => [w.name, w.icon])).toEqual([
      ['Alpha', icon],
      ['Remote', null],
    ]);
    expect(found[0]!.provider).toBe(first);
    expect(warnings).toEqual(["Add Flow EVM: ignored a wallet's EIP-6963 announcement: detail.provider of NoRequest has no request function"]);
  });

  it('keeps listening, so a wallet that announces late is found at the next press', async () => {
    const {target} = page([]);
    const discovery = createDiscovery(target);
    expect(await discovery.find(0)).toEqual([]);
    target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, {detail: {info: info('u-9', 'Late'), provider: fakeWallet().provider}}));
    expect((await discovery.find(0)).map((w) => w.name)).toEqual(['Late']);
  });

  it('names the field that makes an announcement unusable', () => {
    const provider = fakeWallet().provider;
    expect(parseAnnouncement(null)).toEqual({problem: 'the event has no detail object'});
    expect(parseAnnouncement({provider})).toEqual({problem: 'detail.info is missing'});
    expect(parseAnnouncement({info: {name: 'X'}, provider})).toEqual({problem: 'detail.info.uuid is missing'});
    expect(parseAnnouncement({info: {uuid: 'u'}, provider})).toEqual({problem: 'detail.info.name is missing (wallet u)'});
    const long = parseAnnouncement({info: {uuid: 'u', name: 'W'.repeat(80)}, provider});
    expect('wallet' in long && long.wallet.name).toHaveLength(60);
  });
});
