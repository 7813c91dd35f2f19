import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {emulatorBin} from '../../examples/harness/toolchain';
import {CORE_CONTRACTS_FILE, currentCoreContractsText, siteDir} from '../../scripts/core-contracts';
import {coreContractsText, validateCoreContracts} from './data';
import coreContractsPlugin, {loadCoreContracts} from './index';

const helper = path.join(siteDir, 'examples/.bin/systemaddresses');

const valid = () => ({
  flowGo: 'v0.47.0',
  networks: {
    mainnet: {FlowToken: '0x1654653399040a61', FungibleToken: '0xf233dcee88fe0abe'},
    testnet: {FlowToken: '0x7e60df042a9c0868', FungibleToken: '0x9a0766d93b6608b7'},
    emulator: {FlowToken: '0x0ae53cb6e3f42a79', FungibleToken: '0xee82856bf20e2aa6'},
  },
});

describe('data/core-contracts.json', () => {
  it('holds FlowToken at its well-known mainnet address', async () => {
    const {data} = await loadCoreContracts(CORE_CONTRACTS_FILE, siteDir);
    expect(data.networks.mainnet.FlowToken).toBe('0x1654653399040a61');
    expect(data.networks.testnet.FungibleToken).toBe('0x9a0766d93b6608b7');
  });

  // The helper is built from the toolchain's pins; `npm test` builds the toolchain before the
  // unit tests, so this runs there. Without the toolchain (EXAMPLES_SKIP=1) it says so and skips.
  it.skipIf(!existsSync(helper) && !existsSync(emulatorBin))(
    'is what examples/toolchain/emulator/systemaddresses prints now (else: npm run data:core-contracts)',
    async () => {
      const committed = await readFile(CORE_CONTRACTS_FILE, 'utf8');
      expect(committed, 'data/core-contracts.json is stale: run npm run data:core-contracts and commit it').toBe(currentCoreContractsText());
    },
    300_000,
  );
  if (!existsSync(helper) && !existsSync(emulatorBin)) {
    console.warn('core-contracts: staleness check skipped, the Flow toolchain is not built (npm run toolchain builds it; examples/.bin/systemaddresses is missing)');
  }
});

describe('validateCoreContracts', () => {
  it('accepts a well-formed file and keeps every address', () => {
    expect(validateCoreContracts(valid(), 'f.json')).toEqual(valid());
  });

  it.each([
    ['a root that is not an object', [], 'f.json: (root) must be an object'],
    ['a field it does not know', {...valid(), extra: 1}, 'f.json: extra is not a field of this file'],
    ['a missing flowGo', {...valid(), flowGo: undefined}, 'f.json: flowGo must be a Go module version'],
    ['a network it does not know', {...valid(), networks: {...valid().networks, canary: {}}}, 'f.json: networks.canary is not a network'],
    ['a missing network', {...valid(), networks: {mainnet: valid().networks.mainnet, testnet: valid().networks.testnet}}, 'f.json: networks.emulator must be an object'],
    [
      'an address without 0x',
      {...valid(), networks: {...valid().networks, testnet: {...valid().networks.testnet, FlowToken: '7e60df042a9c0868'}}},
      'f.json: networks.testnet.FlowToken must be an address written 0x and 16 lower-case hex digits, got "7e60df042a9c0868"',
    ],
    [
      'a contract one network lacks',
      {...valid(), networks: {...valid().networks, emulator: {FlowToken: '0x0ae53cb6e3f42a79'}}},
      'f.json: networks.emulator.FungibleToken is missing (mainnet lists it)',
    ],
  ])('refuses %s, naming the file and the field', (_name, raw, message) => {
    expect(() => validateCoreContracts(raw, 'f.json')).toThrow(message);
  });

  it('writes the text it validates: contracts sorted, networks in order, a final newline', () => {
    const {networks} = valid();
    const text = coreContractsText('v0.47.0', {emulator: networks.emulator, testnet: networks.testnet, mainnet: {FungibleToken: '0xf233dcee88fe0abe', FlowToken: '0x1654653399040a61'}});
    expect(Object.keys(JSON.parse(text).networks)).toEqual(['mainnet', 'testnet', 'emulator']);
    expect(Object.keys(JSON.parse(text).networks.mainnet)).toEqual(['FlowToken', 'FungibleToken']);
    expect(text.endsWith('}\n')).toBe(true);
    expect(validateCoreContracts(JSON.parse(text), 'x')).toEqual(valid());
  });
});

describe('the core-contracts plugin', () => {
  it('fails the build on a broken file, naming it, and publishes a valid one unchanged', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'core-contracts-'));
    try {
      const file = path.join(dir, 'data.json');
      await writeFile(file, '{"flowGo": "v1", "networks": {}}');
      const context = {siteDir: dir} as Parameters<typeof coreContractsPlugin>[0];
      const broken = coreContractsPlugin(context, {file: 'data.json', publishPath: '/data/core-contracts.json'});
      await expect(broken.loadContent!()).rejects.toThrow('data.json: flowGo must be a Go module version such as "v0.47.0", got "v1"');

      const text = coreContractsText('v0.47.0', valid().networks);
      await writeFile(file, text);
      const plugin = coreContractsPlugin(context, {file: 'data.json', publishPath: '/data/core-contracts.json'});
      const content = await plugin.loadContent!();
      const outDir = path.join(dir, 'build');
      await plugin.postBuild!({outDir, content} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
      expect(await readFile(path.join(outDir, 'data/core-contracts.json'), 'utf8')).toBe(text);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
