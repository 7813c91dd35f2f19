import {describe, expect, it} from 'vitest';
import {parsePage} from '../harness/blocks';
import {addressesIn, judge, occurrences, type Occurrence} from './addresses';

const page = (text: string) => occurrences(parsePage('docs/x.md', text));
const networkOf = (text: string, address: string) => page(text).find((o) => o.address === address)?.network ?? null;

describe('the addresses check', () => {
  it('finds addresses as pages write them: 0x-prefixed, in type ids, quoted in flow.json, in REST paths', () => {
    const found = addressesIn('`0x1654653399040a61`, A.8624b52f9ddcd04a.FlowEpoch.X, "f8d6e0586b0a20c7", /v1/accounts/7e60df042a9c0868?x, 0x' + 'a'.repeat(40));
    expect(found.map((f) => f.address)).toEqual(['1654653399040a61', '8624b52f9ddcd04a', 'f8d6e0586b0a20c7', '7e60df042a9c0868']);
  });

  it('reads the network from a command line: its --network, or the emulator when a flow command has none', () => {
    const text = '```sh\nflow accounts get 0x7e60df042a9c0868 \\\n  --network testnet\nflow accounts get 0x0ae53cb6e3f42a79\n```\n';
    const [a, b] = page(text) as [Occurrence, Occurrence];
    expect(a).toMatchObject({network: 'testnet', line: 2});
    expect(b).toMatchObject({network: 'emulator'});
    expect(networkOf('Run `flow accounts get 0x0ae53cb6e3f42a79` to see it.', '0ae53cb6e3f42a79')).toBe('emulator');
  });

  it('reads it from configuration keys, table columns, prose around the address, and headings', () => {
    expect(networkOf('```json\n{"aliases": {"testnet": "7e60df042a9c0868"}}\n```', '7e60df042a9c0868')).toBe('testnet');
    expect(networkOf('```json\n{"accounts": {"emulator-account": {\n  "address": "f8d6e0586b0a20c7"\n}}}\n```', 'f8d6e0586b0a20c7')).toBe('emulator');
    const table = '| Contract | Mainnet | Testnet |\n| --- | --- | --- |\n| FlowToken | `0x1654653399040a61` | `0x7e60df042a9c0868` |\n';
    expect(page(table).map((o) => o.network)).toEqual(['mainnet', 'testnet']);
    const prose = 'FlowToken is at `0x1654653399040a61` on mainnet and\n`0x7e60df042a9c0868` on testnet.';
    expect(page(prose).map((o) => o.network)).toEqual(['mainnet', 'testnet']);
    expect(networkOf('On testnet, replace `0x1d7e57aa55817448` with `0x631e88ae7f1d7c20`.', '1d7e57aa55817448')).toBeNull();
    expect(networkOf('## Testnet\n\n```cadence\nimport FlowToken from 0x7e60df042a9c0868\n```\n', '7e60df042a9c0868')).toBe('testnet');
    expect(networkOf('The id is `A.0ae53cb6e3f42a79.FlowToken`; it differs on testnet and mainnet.', '0ae53cb6e3f42a79')).toBeNull();
  });

  it('fails an address on the wrong network, or valid on none unless the page says it is made up', () => {
    const [wrong] = page('```sh\nflow transactions send tx.cdc 0x01cf0e2f2f715450 --network testnet\n```') as [Occurrence];
    expect(judge(wrong, ['emulator'])).toMatch(/valid on emulator, but its context names testnet \(its command's --network testnet\)/);
    const [none] = page('Send it to `0x1234567890abcdef`.') as [Occurrence];
    expect(judge(none, [])).toMatch(/valid on no network/);
    const [madeUp] = page('Send it to `0x1234567890abcdef`, a made-up address.') as [Occurrence];
    expect(judge(madeUp, [])).toBeNull();
    const [free] = page('Import it from `0x1654653399040a61`.') as [Occurrence];
    expect(judge(free, ['mainnet'])).toBeNull();
  });
});
