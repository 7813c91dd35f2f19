import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {occurrences} from '../../examples/checks/addresses';
import {readPages} from '../../examples/harness/blocks';
import {goHelper} from '../../examples/harness/cadence-env';
import {emulatorBin} from '../../examples/harness/toolchain';
import {addressNetworks, addressValue, formatAddress, isValidAddress, FLOW_NETWORKS, type FlowNetwork} from './address';

const coreContracts = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/core-contracts.json'), 'utf8')) as {
  networks: Record<string, Record<string, string>>;
};

describe('isValidAddress and addressNetworks', () => {
  it('data/core-contracts.json has exactly our three networks', () => {
    expect(Object.keys(coreContracts.networks).sort()).toEqual([...FLOW_NETWORKS].sort());
  });

  for (const network of FLOW_NETWORKS) {
    it(`accepts every ${network} core contract address on ${network}, and on no other network`, () => {
      const addresses = Object.values(coreContracts.networks[network]!);
      expect(addresses.length).toBeGreaterThan(5);
      for (const address of addresses) {
        expect(addressNetworks(address), address).toEqual([network]);
        expect(isValidAddress(address.replace(/^0x/, ''), network), `${address} without 0x`).toBe(true);
      }
    });
  }

  it('refuses an emulator address offered to testnet or mainnet', () => {
    const flowToken = coreContracts.networks.emulator!.FlowToken!;
    expect(isValidAddress(flowToken, 'emulator')).toBe(true);
    expect(isValidAddress(flowToken, 'testnet')).toBe(false);
    expect(isValidAddress(flowToken, 'mainnet')).toBe(false);
  });

  it('refuses a core contract address with one bit changed, on every network (the code has distance 7)', () => {
    for (const address of Object.values(coreContracts.networks.mainnet!)) {
      for (const bit of [0, 17, 40, 63]) {
        const flipped = formatAddress(addressValue(address)! ^ (BigInt(1) << BigInt(bit)));
        expect(addressNetworks(flipped), flipped).toEqual([]);
      }
    }
  });

  it.each([
    ['empty text', ''],
    ['0x alone', '0x'],
    ['17 hex digits', '0x1654653399040a610'],
    ['a non-hex digit', '0x1654653399040a6g'],
    ['an upper-case 0X prefix', '0X1654653399040a61'],
    ['spaces around it', ' 0x1654653399040a61 '],
    ['a word', 'FlowToken'],
    ['a decimal sign', '-0x1'],
  ])('refuses malformed text: %s', (_what, text) => {
    expect(addressValue(text)).toBeNull();
    for (const network of FLOW_NETWORKS) expect(isValidAddress(text, network)).toBe(false);
    expect(addressNetworks(text)).toEqual([]);
  });

  it('reads 1 to 16 hex digits, left-padded, in either case', () => {
    expect(addressValue('0x1')).toBe(BigInt(1));
    expect(addressValue('abc')).toBe(BigInt(0xabc));
    expect(formatAddress(addressValue('0x1654653399040A61')!)).toBe('0x1654653399040a61');
    expect(isValidAddress('0x1654653399040A61', 'mainnet')).toBe(true);
  });
});

/** A small deterministic generator (xorshift64*), so a failing address shows again on the next run. */
function* random64(seed: bigint): Generator<bigint> {
  const mask = (BigInt(1) << BigInt(64)) - BigInt(1);
  let x = seed;
  for (;;) {
    x ^= x >> BigInt(12);
    x ^= (x << BigInt(25)) & mask;
    x ^= x >> BigInt(27);
    yield (x * BigInt('0x2545f4914f6cdd1d')) & mask;
  }
}

// flow-go-sdk's own answers (examples/toolchain/emulator/addressnets, built from the pins). The
// toolchain is built by `npm test` before the unit tests; CI never skips this.
const toolchainBuilt = existsSync(emulatorBin);
if (!toolchainBuilt && !process.env.CI) {
  console.warn('address: the cross-check with flow-go-sdk is skipped, the Flow toolchain is not built (examples/.bin/emulator is missing; npm run toolchain builds it)');
}

describe.skipIf(!toolchainBuilt && !process.env.CI)('isValidAddress agrees with flow-go-sdk (examples/toolchain/emulator/addressnets)', () => {
  it('on the core contract addresses, every address the docs show, small and random values, and near misses', async () => {
    expect(toolchainBuilt, 'examples/.bin/emulator is missing: CI must build the toolchain (bash examples/toolchain/build.sh) before the unit tests').toBe(true);
    const inputs = new Set<string>();
    for (const network of Object.values(coreContracts.networks)) for (const a of Object.values(network)) inputs.add(a);
    const pages = await readPages();
    const docs = new Set(pages.flatMap(occurrences).map((o) => `0x${o.address}`));
    expect(docs.size).toBeGreaterThan(20);
    for (const a of docs) inputs.add(a);
    const valid = [...inputs].filter((a) => addressNetworks(a).length);
    const random = random64(BigInt('0x9e3779b97f4a7c15'));
    for (let i = 0; i < 200; i++) inputs.add(formatAddress(random.next().value as bigint));
    // One changed bit of a valid address, and the short forms of small values.
    for (const [i, a] of valid.slice(0, 50).entries()) inputs.add(formatAddress(addressValue(a)! ^ (BigInt(1) << BigInt(i % 64))));
    for (let i = 0; i < 40; i++) inputs.add(`0x${i.toString(16)}`);
    inputs.add('0x0000000000000000');
    inputs.add('1654653399040a61');

    const bin = goHelper('emulator', 'addressnets');
    const list = [...inputs];
    const answer = JSON.parse(execFileSync(bin, {input: list.join('\n'), encoding: 'utf8'})) as Record<string, string[]>;
    const ours = (a: string) => addressNetworks(a);
    const go = (a: string): string[] => (answer[a] ? answer[a].filter((n): n is FlowNetwork => (FLOW_NETWORKS as string[]).includes(n)) : ['(no answer)']);
    expect(list.length).toBeGreaterThan(300);
    const disagreements = list.filter((a) => JSON.stringify(ours(a)) !== JSON.stringify(go(a)));
    expect(disagreements.map((a) => `${a}: ours ${ours(a).join(',') || 'none'}, flow-go-sdk ${go(a).join(',') || 'none'}`)).toEqual([]);
    // The comparison means something only if both kinds of answer occur.
    expect(list.filter((a) => go(a).length).length).toBeGreaterThan(30);
    expect(list.filter((a) => !go(a).length).length).toBeGreaterThan(200);
  }, 300_000);
});
