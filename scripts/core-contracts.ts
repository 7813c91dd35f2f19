/**
 * npm run data:core-contracts: writes data/core-contracts.json, the core contracts' addresses on
 * mainnet, testnet and the emulator, from flow-go's fvm/systemcontracts at the version the pinned
 * emulator requires (examples/toolchain/emulator/systemaddresses prints them; it needs Go).
 *
 *   npm run data:core-contracts              # rewrite the file
 *   npm run data:core-contracts -- --check   # exit 1 when the committed file differs
 *
 * plugins/core-contracts/core-contracts.test.ts runs the same comparison in `npm test`.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {systemAddresses} from '../examples/harness/cadence-env';
import {pinnedVersion} from '../examples/harness/toolchain';
import {coreContractsText, validateCoreContracts} from '../plugins/core-contracts/data';

export const siteDir = path.resolve(__dirname, '..');
export const CORE_CONTRACTS_FILE = path.join(siteDir, 'data/core-contracts.json');
const FLOW_GO = 'github.com/onflow/flow-go';

/** What data/core-contracts.json must hold now: the helper's addresses under the pinned flow-go version. */
export function currentCoreContractsText(): string {
  const text = coreContractsText(pinnedVersion('emulator/go.mod', FLOW_GO), systemAddresses());
  validateCoreContracts(JSON.parse(text), 'the output of examples/toolchain/emulator/systemaddresses');
  return text;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const relative = path.relative(siteDir, CORE_CONTRACTS_FILE);
  const expected = currentCoreContractsText();
  const committed = await readFile(CORE_CONTRACTS_FILE, 'utf8').catch(() => undefined);
  if (committed === expected) {
    console.log(`${relative} is up to date (flow-go ${pinnedVersion('emulator/go.mod', FLOW_GO)})`);
    return;
  }
  if (check) {
    throw new Error(`${relative} differs from what examples/toolchain/emulator/systemaddresses prints; run npm run data:core-contracts and commit the file`);
  }
  await writeFile(CORE_CONTRACTS_FILE, expected);
  const networks = validateCoreContracts(JSON.parse(expected), relative).networks;
  console.log(`Wrote ${relative}: ${Object.keys(networks.mainnet).length} contracts on ${Object.keys(networks).join(', ')}`);
}

if (/core-contracts\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(`data:core-contracts: ${(error as Error).message}`);
    process.exit(1);
  });
}
