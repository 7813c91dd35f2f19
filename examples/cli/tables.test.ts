import {describe, expect, it} from 'vitest';
import {fixtureCli} from './fixture';
import {checkFlagTable, defaultMatches, findFlagTables} from './tables';

const cli = fixtureCli();
const failuresOf = (page: string) => findFlagTables(cli, 'p.md', page).flatMap((t) => checkFlagTable(cli, t).map((f) => `${f.line}: ${f.message}`));

const sendPage = (rows: string[]) =>
  ['## Syntax', '', '```bash', 'flow transactions send FILE [flags]', '```', '', '## Flags', '', '| Flag | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');

const goodRows = [
  '| `--signer` | empty | Signs every role |',
  '| `--compute-limit` | `1000` | Compute limit |',
  '| `--gas-limit` | not set | Deprecated name of `--compute-limit` |',
  '| `--include` | empty | Extra output |',
];

describe('flag tables', () => {
  it('passes a table that lists exactly the flags with their defaults, deprecated ones marked', () => {
    expect(failuresOf(sendPage(goodRows))).toEqual([]);
  });
  it('names a wrong default, a missing flag, an unknown flag and an unmarked deprecated flag', () => {
    const rows = ['| `--signer` | `emulator-account` | Signs |', '| `--gas-limit` | `1000` | Limit |', '| `--include` | empty | Extra |', '| `--raw` | `false` | Raw |'];
    expect(failuresOf(sendPage(rows))).toEqual([
      '11: --signer of `flow transactions send`: the table says default "`emulator-account`", the CLI\'s is empty',
      '12: --gas-limit of `flow transactions send`: the table says default "`1000`", the CLI\'s is `0`',
      '12: --gas-limit is deprecated (use compute-limit); the table must say so',
      '14: --raw is not a flag of `flow transactions send` in Flow CLI v9.9.9',
      '9: the flag table for `flow transactions send` leaves out --compute-limit (default `1000`: compute-limit flag)',
    ]);
  });
  it('anchors a table to a heading naming the command, follows aliases, and lets hidden flags be left out', () => {
    const page = ['### `flow emulator`', '', '| Flag | Short | Default | Meaning |', '| --- | --- | --- | --- |', '| `--persist` | | `false` | Keep |', '| `--port` | `-p` | `3569` | gRPC |', '| `--fork` | | none | Fork |'].join('\n');
    expect(failuresOf(page)).toEqual([]);
    expect(failuresOf(page.replace('`-p`', '`-x`'))).toEqual(['6: -x is not the shorthand of --port (-p)']);
  });
  it('checks a Global flags table against the global flags, and rejects a table with no command', () => {
    const page = ['## Global flags', '', '| Flag | Default | Meaning |', '| --- | --- | --- |', '| `--network`, `-n` | `emulator` | Network |', '| `--yes`, `-y` | `false` | Yes |'].join('\n');
    expect(failuresOf(page)).toEqual([]);
    expect(failuresOf(['## Options', '', '| Flag | Default |', '| --- | --- |', '| `--x` | `1` |'].join('\n'))).toEqual([
      '3: a flag table with no command: put it under a heading naming the command in inline code, or after its `text` syntax block',
    ]);
  });
  it('allows the flag table of a removed command only on a page that says it was removed', () => {
    const page = (said: string) => [said, '', '## Syntax', '', '```bash', 'flow migrate stage --network testnet', '```', '', '| Flag | Default |', '| --- | --- |', '| `--account` | empty |'].join('\n');
    expect(failuresOf(page('Version 2 removed `flow migrate`.'))).toEqual([]);
    expect(failuresOf(page('`flow migrate` is still there.'))).toEqual([
      '9: a flag table for `flow migrate`, which is not a command of Flow CLI v9.9.9, on a page that does not say it was removed',
    ]);
  });
  it('reads defaults: empty words for zero values, a code span for a value, list spacing ignored', () => {
    const list = {name: 'x', type: 'stringSlice', default: 'a,b', description: '', source: ''};
    expect(defaultMatches(list, '`a, b`')).toBe(true);
    expect(defaultMatches({...list, default: ''}, 'empty (all)')).toBe(true);
    expect(defaultMatches({...list, default: 'a'}, 'empty')).toBe(false);
    expect(defaultMatches({...list, type: 'uint64', default: '0'}, '`0`')).toBe(true);
    expect(defaultMatches({...list, type: 'bool', default: 'true'}, 'on')).toBe(false);
  });
});
