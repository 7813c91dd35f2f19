/**
 * The core contracts' addresses on every network: the shape of data/core-contracts.json, its
 * validation, and its exact text. No Node module is imported here, so the browser, the build,
 * the generator (scripts/core-contracts.ts) and the docs MCP server (mcp/) read it alike.
 *
 * The file is generated from flow-go's fvm/systemcontracts (examples/toolchain/emulator/
 * systemaddresses prints it), never edited by hand:
 *
 *   {"flowGo": "v0.47.0-…", "networks": {"mainnet": {"FlowToken": "0x1654653399040a61", …}, …}}
 */

/** Where the build publishes the file (plugins/core-contracts), and where readers of a site find it. */
export const CORE_CONTRACTS_PATH = '/data/core-contracts.json';

export const CORE_CONTRACT_NETWORKS = ['mainnet', 'testnet', 'emulator'] as const;
export type CoreContractNetwork = (typeof CORE_CONTRACT_NETWORKS)[number];

/** Contract name to 0x-prefixed address (16 lower-case hex digits). */
export type ContractAddresses = Record<string, string>;

export interface CoreContracts {
  /** The flow-go version the addresses come from (as examples/toolchain/emulator/go.mod requires it). */
  flowGo: string;
  /** Network, then contract name, then address. */
  networks: Record<CoreContractNetwork, ContractAddresses>;
}

/** A file that does not hold what it should: the message names the file and the field. */
export class CoreContractsError extends Error {
  override name = 'CoreContractsError';
  constructor(source: string, field: string, problem: string) {
    super(`${source}: ${field} ${problem}`);
  }
}

const ADDRESS = /^0x[0-9a-f]{16}$/;
const CONTRACT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const GO_VERSION = /^v\d+\.\d+\.\d+\S*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown): string => JSON.stringify(value) ?? 'nothing';

/**
 * The file's content, checked: `source` names it in every error (`data/core-contracts.json`,
 * or the URL it was read from). Every network must list the same contracts.
 */
export function validateCoreContracts(raw: unknown, source: string): CoreContracts {
  if (!isObject(raw)) throw new CoreContractsError(source, '(root)', `must be an object, got ${shown(raw)}`);
  const extra = Object.keys(raw).filter((key) => key !== 'flowGo' && key !== 'networks');
  if (extra.length > 0) throw new CoreContractsError(source, extra[0]!, 'is not a field of this file (it has flowGo and networks)');
  const {flowGo, networks} = raw;
  if (typeof flowGo !== 'string' || !GO_VERSION.test(flowGo)) {
    throw new CoreContractsError(source, 'flowGo', `must be a Go module version such as "v0.47.0", got ${shown(flowGo)}`);
  }
  if (!isObject(networks)) throw new CoreContractsError(source, 'networks', `must be an object of networks, got ${shown(networks)}`);
  const unknown = Object.keys(networks).find((name) => !(CORE_CONTRACT_NETWORKS as readonly string[]).includes(name));
  if (unknown) throw new CoreContractsError(source, `networks.${unknown}`, `is not a network (expected ${CORE_CONTRACT_NETWORKS.join(', ')})`);

  const result = {} as Record<CoreContractNetwork, ContractAddresses>;
  for (const network of CORE_CONTRACT_NETWORKS) {
    const contracts = networks[network];
    if (!isObject(contracts) || Object.keys(contracts).length === 0) {
      throw new CoreContractsError(source, `networks.${network}`, `must be an object of contract addresses, got ${shown(contracts)}`);
    }
    result[network] = {};
    for (const [name, address] of Object.entries(contracts)) {
      const field = `networks.${network}.${name}`;
      if (!CONTRACT_NAME.test(name)) throw new CoreContractsError(source, field, 'is not a Cadence contract name');
      if (typeof address !== 'string' || !ADDRESS.test(address)) {
        throw new CoreContractsError(source, field, `must be an address written 0x and 16 lower-case hex digits, got ${shown(address)}`);
      }
      result[network][name] = address;
    }
  }
  const [first, ...others] = CORE_CONTRACT_NETWORKS;
  const names = Object.keys(result[first]);
  for (const network of others) {
    const missing = names.find((name) => !(name in result[network]));
    if (missing) throw new CoreContractsError(source, `networks.${network}.${missing}`, `is missing (${first} lists it)`);
    const extraName = Object.keys(result[network]).find((name) => !(name in result[first]));
    if (extraName) throw new CoreContractsError(source, `networks.${network}.${extraName}`, `is not listed for ${first}`);
  }
  return {flowGo, networks: result};
}

/**
 * The file's exact text for these addresses: networks in a fixed order, contracts sorted by
 * name, two-space indent, a final newline. The staleness check compares this text with the file.
 */
export function coreContractsText(flowGo: string, table: {readonly [network in CoreContractNetwork]?: ContractAddresses}): string {
  const networks = Object.fromEntries(
    CORE_CONTRACT_NETWORKS.map((network) => {
      const contracts = table[network] ?? {};
      return [network, Object.fromEntries(Object.keys(contracts).sort().map((name) => [name, contracts[name]!]))];
    }),
  );
  return `${JSON.stringify({flowGo, networks}, null, 2)}\n`;
}
