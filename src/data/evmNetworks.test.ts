import {readFileSync} from 'node:fs';
import path from 'node:path';
import {flowMainnet, flowTestnet} from 'viem/chains';
import {describe, expect, it} from 'vitest';
import {readGoSource} from '../../examples/facts/source';
import {evmNetworkKeys, evmNetworks, hexChainId, type EvmNetworkKey} from './evmNetworks';

const PAGE = 'docs/evm/networks.md';
const pageText = readFileSync(path.resolve(__dirname, '../..', PAGE), 'utf8');

/** The text of one `## ` section of the page, from its heading to the next. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${PAGE} has no section "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The groups of `pattern` in `text`; throws naming what the page no longer states. */
function match(text: string, pattern: RegExp, what: string): string[] {
  const m = pattern.exec(text);
  if (!m) throw new Error(`${PAGE} no longer states ${what} (${pattern})`);
  return m.slice(1).map((group) => group ?? '');
}

const one = (text: string, pattern: RegExp, what: string): string => match(text, pattern, what)[0] ?? '';

/**
 * What the page's prose says about each network: its own section gives the chain id (decimal and
 * hex), the endpoints and the explorer; the mainnet section the currency, which both share; the
 * section on Cadence networks the `EVM` contract accounts.
 */
function statedByPage(text: string) {
  const [symbol, decimals] = match(section(text, 'Flow EVM Mainnet'), /native currency is (\w+)\.\s+On the EVM side it has \*\*(\d+) decimals\*\*/, 'the currency');
  const cadence = section(text, 'Relation to Flow Cadence networks');
  const stated = (key: EvmNetworkKey) => {
    const name = evmNetworks[key].name;
    const own = section(text, name);
    const [chainId, hex] = match(own, /uses chain id \*\*(\d+)\*\* \(`(0x[0-9a-f]+)`/, `the chain id of ${name}`);
    const evmContract = one(cadence, new RegExp(`\`(0x[0-9a-f]{16})\` on ${key}\\b`), `the EVM contract account of ${name}`);
    return {
      name,
      chainId: Number(chainId),
      hex,
      rpcUrl: one(own, /`(https:\/\/[^`]+)`/, `the RPC URL of ${name}`),
      wsUrl: one(own, /`(wss:\/\/[^`]+)`/, `the WebSocket URL of ${name}`),
      explorerUrl: one(own, /\[[^\]]+\]\((https:\/\/[^)]+)\)/, `the explorer of ${name}`),
      currency: {symbol, decimals: Number(decimals)},
      evmContract,
    };
  };
  return {mainnet: stated('mainnet'), testnet: stated('testnet')};
}

const fromModule = (key: EvmNetworkKey) => {
  const n = evmNetworks[key];
  return {
    name: n.name,
    chainId: n.chainId,
    hex: hexChainId(n.chainId),
    rpcUrl: n.rpcUrl,
    wsUrl: n.wsUrl,
    explorerUrl: n.explorerUrl,
    currency: {symbol: n.currency.symbol, decimals: n.currency.decimals},
    evmContract: n.evmContract,
  };
};

describe('src/data/evmNetworks.ts', () => {
  it(`says what ${PAGE} states in its prose, network by network`, () => {
    const page = statedByPage(pageText);
    for (const key of evmNetworkKeys) expect(fromModule(key), key).toEqual(page[key]);
    // The facts the issue names, as the page states them.
    expect([page.mainnet.chainId, page.testnet.chainId]).toEqual([747, 545]);
    expect(new URL(page.mainnet.rpcUrl).host).toBe('mainnet.evm.nodes.onflow.org');
    expect(new URL(page.testnet.rpcUrl).host).toBe('testnet.evm.nodes.onflow.org');
    expect([page.mainnet.explorerUrl, page.testnet.explorerUrl]).toEqual(['https://evm.flowscan.io', 'https://evm-testnet.flowscan.io']);
  });

  it('would notice the page and the module drifting apart', () => {
    const edited = pageText.replace('Testnet uses chain id **545** (`0x221`)', 'Testnet uses chain id **546** (`0x222`)');
    expect(edited).not.toBe(pageText);
    expect(statedByPage(edited).testnet).not.toEqual(fromModule('testnet'));
    expect(() => statedByPage(pageText.replace('## Flow EVM Mainnet\n', '## Mainnet\n'))).toThrow(/has no section "## Flow EVM Mainnet"/);
  });

  it("has flow-go's chain ids and EVM contract accounts at the pinned version", () => {
    const chainIds = readGoSource('github.com/onflow/flow-go', {file: 'fvm/evm/types/chainIDs.go'}).text;
    const goChainId = (name: string) => Number(one(chainIds, new RegExp(`${name}\\s*=\\s*big\\.NewInt\\((\\d+)\\)`), name));
    expect(evmNetworks.mainnet.chainId).toBe(goChainId('FlowEVMMainNetChainID'));
    expect(evmNetworks.testnet.chainId).toBe(goChainId('FlowEVMTestNetChainID'));

    // flow-go has each network's EVM contract account only in its offchain replay configs (Mainnet25 is mainnet, Devnet51 testnet).
    const configs = readGoSource('github.com/onflow/flow-go', {file: 'fvm/evm/offchain/utils/types.go'}).text;
    const account = (config: string) => `0x${one(configs, new RegExp(`${config} = Config\\{[^}]*?evmContractAddress:\\s*"([0-9a-f]{16})"`), config)}`;
    expect(evmNetworks.mainnet.evmContract).toBe(account('Mainnet25Config'));
    expect(evmNetworks.testnet.evmContract).toBe(account('Devnet51Config'));
  });

  it("has viem's chain definitions: name, id, RPC URL, explorer and currency", () => {
    for (const [key, chain] of [
      ['mainnet', flowMainnet],
      ['testnet', flowTestnet],
    ] as const) {
      const n = evmNetworks[key];
      expect({name: n.name, id: n.chainId, rpc: n.rpcUrl, explorer: n.explorerUrl, currency: n.currency}, key).toEqual({
        name: chain.name,
        id: chain.id,
        rpc: chain.rpcUrls.default.http[0],
        explorer: chain.blockExplorers.default.url,
        currency: chain.nativeCurrency,
      });
    }
  });

  it('writes chain ids in hex as eth_chainId returns them, and refuses what is no chain id', () => {
    expect(hexChainId(747)).toBe('0x2eb');
    expect(hexChainId(545)).toBe('0x221');
    expect(hexChainId(1)).toBe('0x1');
    expect(() => hexChainId(0)).toThrow(/chain id 0 is not a positive integer/);
    expect(() => hexChainId(5.5)).toThrow(/chain id 5\.5 is not a positive integer/);
    expect(() => hexChainId(Number.NaN)).toThrow(/chain id NaN/);
  });
});
