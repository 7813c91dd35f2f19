import {describe, expect, it} from 'vitest';
import {parsePage} from '../harness/blocks';
import {fixtureCli} from './fixture';
import {checkCommandLine, commandsOfShellLine, extractCommandLines, parseCommandLine, tokenize} from './lines';

const cli = fixtureCli();
const check = (text: string, page = '') => checkCommandLine(cli, {file: 'p.md', line: 1, text, from: 'block'}, page.split('\n'));

describe('tokenize', () => {
  it('keeps quoted JSON and command substitutions as one word, and stops at a comment', () => {
    expect(tokenize(`flow tx send a.cdc --args-json '[{"type": "String"}]' --signer $(jq -r .name k.json) # note`)).toEqual([
      'flow', 'tx', 'send', 'a.cdc', '--args-json', '[{"type": "String"}]', '--signer', '$(jq -r .name k.json)',
    ]);
  });
  it('splits on shell operators but keeps a documented choice a|b', () => {
    expect(commandsOfShellLine('cd app && FLOW_X=1 flow emulator --persist | tee log')).toEqual([['flow', 'emulator', '--persist']]);
    expect(tokenize('flow keys decode rlp|pem')).toEqual(['flow', 'keys', 'decode', 'rlp|pem']);
  });
});

describe('extractCommandLines', () => {
  it('reads shell blocks (joining continuations), syntax lines of text blocks and inline code, not other languages', () => {
    const page = parsePage(
      'p.md',
      [
        'Run `flow emulator --persist` first; `flow.json` is not a command.',
        '',
        '```bash',
        '$ flow transactions send ./a.cdc \\',
        '    --signer alice',
        'echo done',
        '```',
        '',
        '```text',
        'flow tx get ID [flags]',
        'Status: flow is sealed',
        '```',
        '',
        '```js',
        'flow emulator',
        '```',
      ].join('\n'),
    );
    expect(extractCommandLines(page).map((c) => [c.line, c.text, c.from])).toEqual([
      [1, 'flow emulator --persist', 'inline'],
      [4, 'flow transactions send ./a.cdc --signer alice', 'block'],
      [10, 'flow tx get ID [flags]', 'block'],
    ]);
  });
});

describe('parseCommandLine', () => {
  it('follows aliases, skips flag values and stops at the first argument', () => {
    const parsed = parseCommandLine(cli, 'flow -n testnet tx status 0xabc --sealed');
    expect(parsed.node.path).toBe('flow transactions get');
    expect(parsed.flags.map((f) => f.flag?.name)).toEqual(['network', 'sealed']);
  });
  it('names an unknown subcommand', () => {
    expect(parseCommandLine(cli, 'flow migrate stage X').unknownCommand).toBe('flow migrate');
    expect(parseCommandLine(cli, 'flow transactions frobnicate').unknownCommand).toBe('flow transactions frobnicate');
  });
  it('does not take the next word as the value of a flag given alone', () => {
    expect(parseCommandLine(cli, 'flow emulator --fork snapshot').node.path).toBe('flow emulator snapshot');
  });
});

describe('checkCommandLine', () => {
  it('accepts own, inherited and global flags, by name or shorthand', () => {
    expect(check('flow emulator snapshot create base --persist -p 3570 -y').failures).toEqual([]);
  });
  it('rejects a flag of another command', () => {
    expect(check('flow emulator --signer alice').failures).toEqual([
      '`flow emulator --signer alice`: flag --signer is neither a flag of `flow emulator` nor a global flag',
    ]);
  });
  it('allows a deprecated command or flag only where the page says it is deprecated', () => {
    expect(check('flow tx send a.cdc --gas-limit 9999').failures[0]).toMatch(/--gas-limit is deprecated \(use compute-limit\)/);
    expect(check('flow tx send a.cdc --gas-limit 9999', '`--gas-limit` is deprecated; use `--compute-limit`.').failures).toEqual([]);
    expect(check('flow dev').failures[0]).toMatch(/`flow dev` is deprecated/);
  });
  it('allows a removed command only on a page that says it was removed, and counts it as history', () => {
    expect(check('flow migrate stage X').failures).toEqual(['`flow migrate stage X`: `flow migrate` is not a command of Flow CLI v9.9.9']);
    expect(check('flow migrate stage X', 'The group was kept. `flow migrate` is still there, although other parts were removed.').failures).toHaveLength(1);
    const verdict = check('flow migrate stage X', 'Release 2.0 removed `flow migrate`.');
    expect(verdict.failures).toEqual([]);
    expect(verdict.history).toMatch(/not in Flow CLI v9.9.9/);
  });
  it('allows a removed flag only on a page that says it was removed', () => {
    expect(check('flow emulator --reset').failures).toHaveLength(1);
    const verdict = check('flow emulator --reset', 'Version 2 removed `--reset`.');
    expect(verdict.failures).toEqual([]);
    expect(verdict.history).toMatch(/--reset is not a flag of `flow emulator`/);
  });
});
