import {describe, expect, it} from 'vitest';
import {parsePage} from '../harness/blocks';
import {
  checkEditsClaims,
  checkFlowJsonFields,
  checkHidesClaims,
  checkNeedsClaims,
  checkOutputBlock,
  checkStandardLines,
  extractOutputBlocks,
  findStandardLines,
  fieldIsRead,
  formatRegex,
  isSyntaxLine,
  jsonKeyPaths,
  proseSentences,
  lineMatches,
  matcherOf,
  printsOf,
  readerTextLines,
  sentenceParts,
} from './behaviour';
import {fixtureCli} from './fixture';

const cli = fixtureCli();
const fund = cli.node('flow accounts fund')!;
const matchers = printsOf(cli, fund).map(matcherOf);
const printed = (line: string) => matchers.some((m) => lineMatches(m, line, matchers));

const page = (lines: string[]) => parsePage('docs/tools/flow-cli/accounts/fund.md', lines.join('\n'));
const outputFailures = (lines: string[]) => {
  const p = page(lines);
  return extractOutputBlocks(p).flatMap((b) => checkOutputBlock(cli, b, p.text.split('\n')).failures.map((f) => `${f.line}: ${f.message}`));
};
const standardFailures = (lines: string[], reference = true) =>
  checkStandardLines(cli, page(lines), reference).failures.map((f) => `${f.line}: ${f.message}`);

describe('format strings', () => {
  it('read verbs as values and tabular padding as any white space', () => {
    expect(formatRegex('Address\t 0x%s').test('Address  0xf8d6e0586b0a20c7')).toBe(true);
    expect(formatRegex('Keys\t %d').test('Keys     1')).toBe(true);
    expect(formatRegex('Keys\t %d').test('Keys     one')).toBe(false);
    expect(formatRegex('Events:\t %v').test('Events:')).toBe(true);
  });
  it('let a folder of a path be empty, as filepath.Join leaves it out', () => {
    expect(printed('Generated new contract: cadence/contracts/Token.cdc')).toBe(true);
    expect(printed('Generated new contract: Token at cadence/contracts/Token.cdc')).toBe(false);
  });
  it('accept the lines the command prints, with the wrapper lines, and nothing else', () => {
    expect(printed('🌐 Opening the faucet to fund 0x668b91e2995c2eba...')).toBe(true);
    expect(printed('❌ Command Error: unsupported address')).toBe(true);
    expect(printed('Opening the Testnet faucet on your native browser.')).toBe(false);
  });
  it('never take a shortened value for the value the CLI prints', () => {
    expect(printed('Address  0xf8d6e0586b0a20c7')).toBe(true);
    expect(printed('Address  0xf8d6…0c7')).toBe(false);
  });
  it('let a string the code only builds stand for a line only with one-word values', () => {
    expect(printed('0x668b91e2995c2eba (testnet-deployer) [testnet]')).toBe(true);
    expect(printed('my old deployer account (testnet-deployer) [testnet]')).toBe(false);
  });
  it('read a one-character format as a prefix of another line, and a values-only format as values', () => {
    expect(printed('> 0x668b91e2995c2eba (testnet-deployer) [testnet]')).toBe(true);
    expect(printed('> anything at all here')).toBe(false);
    expect(printed('f8d6e0586b0a20c7')).toBe(true);
    expect(printed('├── flow.json')).toBe(false);
  });
});

describe('sample outputs', () => {
  it('take the text block after a runnable flow command, in its section, and name a line the CLI never prints', () => {
    const lines = [
      '## Example',
      '',
      '```bash',
      'flow accounts fund 0x668b91e2995c2eba',
      '```',
      '',
      'The CLI opens the faucet:',
      '',
      '```text',
      '🌐 Opening the faucet to fund 0x668b91e2995c2eba...',
      'Opening the Testnet faucet on your native browser.',
      '```',
    ];
    const blocks = extractOutputBlocks(page(lines));
    expect(blocks.map((b) => [b.line, b.command, b.lines.length])).toEqual([[9, 'flow accounts fund 0x668b91e2995c2eba', 2]]);
    const failures = outputFailures(lines);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^11: `Opening the Testnet faucet on your native browser.` is not a line `flow accounts fund` prints in Flow CLI v9.9.9 \(closest: `🌐 Opening the faucet to fund %s...`, fund.go:130\)/);
  });
  it('skip syntax blocks, blocks after a heading, and blocks marked not-output', () => {
    expect(isSyntaxLine('flow accounts fund [ADDRESS] [flags]')).toBe(true);
    expect(isSyntaxLine('flow accounts fund 0x668b91e2995c2eba')).toBe(false);
    const lines = ['```bash', 'flow accounts fund ADDRESS', '```', '', '```text', 'not output', '```', '', '```bash', 'flow accounts fund 0x01', '```', '', '```text not-output="the folder it creates"', 'my-app/', '```', '', '## Next', '', '```text', 'neither', '```'];
    expect(extractOutputBlocks(page(lines))).toEqual([]);
  });
  it('take the command named in the sentence before the block over the shell block above', () => {
    const lines = ['```bash', 'flow transactions send tx.cdc', 'flow accounts fund 0x01', '```', '', 'The output of `flow transactions send` lists the events:', '', '```text', 'Events:', '```'];
    expect(extractOutputBlocks(page(lines)).map((b) => b.command)).toEqual(['flow transactions send']);
  });
  it('read the output lines of a terminal session', () => {
    const lines = ['```console', '$ flow accounts fund 0x01', 'Keys 1', '$ ls', 'flow.json', '```'];
    const blocks = extractOutputBlocks(page(lines));
    expect(blocks.map((b) => [b.command, b.lines.map((l) => l.text)])).toEqual([['flow accounts fund 0x01', ['Keys 1']]]);
  });
  it('leave out the lines marked as the reader\'s own text, and require a reason', () => {
    expect(readerTextLines('reader-text="2-3,5: the contract\'s code"')).toEqual({lines: new Set([2, 3, 5]), reason: "the contract's code"});
    expect(readerTextLines('reader-text="2-3"')).toEqual({error: expect.stringMatching(/needs the block lines and a reason/)});
    const lines = ['```bash', 'flow accounts fund 0x01', '```', '', '```text reader-text="2: the reader\'s contract"', 'Keys 1', 'access(all) contract Foo {}', '```'];
    expect(outputFailures(lines)).toEqual([]);
    expect(outputFailures(lines.map((l) => l.replace(' reader-text="2: the reader\'s contract"', '')))).toHaveLength(1);
  });
});

describe('Networks, Opens and Writes lines', () => {
  const syntax = ['## Syntax', '', '```text', 'flow accounts fund [ADDRESS] [flags]', '```', ''];
  const good = [...syntax, 'Networks: emulator, testnet', '', 'Opens: https://faucet.example.org/fund?address=ADDRESS', '', 'Writes: flow.json (accounts), NAME.pkey, .gitignore, cadence/contracts/NAME.cdc'];
  it('pass lines that agree with the facts, anchored to the page\'s syntax command', () => {
    expect(findStandardLines(cli, page(good)).map((s) => [s.kind, s.command, s.items])).toEqual([
      ['Networks', 'flow accounts fund', ['emulator', 'testnet']],
      ['Opens', 'flow accounts fund', ['https://faucet.example.org/fund?address=ADDRESS']],
      ['Writes', 'flow accounts fund', ['flow.json (accounts)', 'NAME.pkey', '.gitignore', 'cadence/contracts/NAME.cdc']],
    ]);
    expect(standardFailures(good)).toEqual([]);
  });
  it('name a wrong network', () => {
    const bad = good.map((l) => l.replace('Networks: emulator, testnet', 'Networks: testnet'));
    expect(standardFailures(bad)).toEqual([
      '7: Networks of `flow accounts fund`: the page says testnet; Flow CLI v9.9.9 accepts emulator, testnet (fund.go:113 refuses mainnet)',
    ]);
    expect(standardFailures(good.map((l) => l.replace('emulator, testnet', 'emulator, testnet, mainnet')))[0]).toMatch(/the page says emulator, testnet, mainnet; Flow CLI v9.9.9 accepts emulator, testnet/);
  });
  it('name a URL the command never opens and a file or section it never writes', () => {
    const bad = good.map((l) => l.replace('faucet.example.org', 'faucet.flow.com').replace('(accounts)', '(networks)').replace('.gitignore', 'keys.json'));
    expect(standardFailures(bad)).toEqual([
      '9: Opens: `flow accounts fund` never opens or requests https://faucet.flow.com/fund?address=ADDRESS in Flow CLI v9.9.9 (it opens https://faucet.example.org/fund?address=%s)',
      '11: Writes: `flow accounts fund` changes no "networks" section of flow.json in Flow CLI v9.9.9 (it changes accounts)',
      '11: Writes: `flow accounts fund` never writes keys.json in Flow CLI v9.9.9',
      '4: `flow accounts fund` opens https://faucet.example.org/fund?address=%s (browser, fund.go:136); add it to an `Opens:` line for the command',
      '4: `flow accounts fund` writes %v/.gitignore (util.go:137); add it to its `Writes:` line',
    ]);
  });
  it('require the lines on a reference page whose command restricts networks, opens URLs or writes files', () => {
    expect(standardFailures(syntax)).toEqual([
      '4: `flow accounts fund` accepts only emulator, testnet in Flow CLI v9.9.9; add a line `Networks: emulator, testnet` for it',
      '4: `flow accounts fund` opens https://faucet.example.org/fund?address=%s (browser, fund.go:136); add it to an `Opens:` line for the command',
      '4: `flow accounts fund` writes files in Flow CLI v9.9.9 (flow.json, %s.pkey, %v/.gitignore, %v/cadence/contracts/%v/%s.cdc); add a `Writes:` line for it',
    ]);
    expect(standardFailures(syntax, false)).toEqual([]);
  });
  it('read a line that names its command, and refuse one without a command', () => {
    const named = ['- Writes of `flow accounts fund`: flow.json'];
    expect(findStandardLines(cli, page(named)).map((s) => [s.command, s.items])).toEqual([['flow accounts fund', ['flow.json']]]);
    expect(standardFailures(['Networks: emulator'], false)).toEqual([
      '1: a Networks line with no command: put it under a heading naming the command in inline code, or on a page with a Syntax section',
    ]);
  });
});

describe('what pages say a command needs', () => {
  const at = (file: string, lines: string[]) => parsePage(file, lines.join('\n'));
  const needs = (lines: string[], file = 'docs/tools/flow-cli/some-page.md') => checkNeedsClaims(cli, at(file, lines)).failures.map((f) => `${f.line}: ${f.message}`);
  it('split prose into sentences with their lines, leaving out code, tables and headings', () => {
    const p = at('docs/x.md', ['---', 'title: x', '---', '# Title', '', 'One sentence. Another one', 'goes on; a third `a.b` here.', '', '```bash', 'flow x. y', '```', '| a. | b |', '- an item.']);
    expect(proseSentences(p).map((s) => [s.line, s.text])).toEqual([
      [6, 'One sentence.'],
      [6, 'Another one goes on;'],
      [7, 'a third `a.b` here.'],
      [13, 'an item.'],
    ]);
  });
  it('fail a page that says a command needing flow.json needs none, with the page line and the source', () => {
    expect(needs(['Run `flow accounts fund` anywhere: it needs no `flow.json`.'])).toEqual([
      '1: `flow accounts fund` needs flow.json in Flow CLI v9.9.9: a RunS command: the wrapper stops with a Config Error when flow.json is missing (command.go:148); without one it stops with "missing configuration"',
    ]);
    expect(needs(['## `flow accounts fund`', '', 'The command works without a flow.json.'])).toHaveLength(1);
    expect(needs(['## Syntax', '', '```text', 'flow accounts fund [ADDRESS] [flags]', '```', '', 'It does not read any configuration file.'])).toHaveLength(1);
  });
  it('pass the right statement, a command that reads flow.json only when present, and a flag that lifts the need', () => {
    expect(needs(['`flow keys generate` needs no `flow.json`.'])).toEqual([]);
    expect(needs(['`flow transactions get` works without a configuration.'])).toEqual([]);
    expect(needs(['`flow accounts fund` needs a `flow.json`: it stops with `missing configuration` without one.'])).toEqual([]);
    expect(needs(['With `--init`, `flow emulator start-like` needs no `flow.json`.'])).toEqual([]);
    expect(needs(['`flow emulator start-like` needs no `flow.json`.'])).toHaveLength(1);
    expect(needs(['Commands that need no configuration use built-in networks.'])).toEqual([]);
    expect(needs(['## `flow accounts fund`', '', 'Run outside a project folder, the command stops with `missing configuration`.'])).toEqual([]);
  });
  it('read "the command" as the one command of a page\'s Syntax section', () => {
    const syntax = ['## Syntax', '', '```bash', 'flow accounts fund [ADDRESS] [flags]', '```', '', '## Flags', ''];
    expect(needs([...syntax, 'The command needs no `flow.json`.'])).toHaveLength(1);
    expect(needs([...syntax, 'The emulator needs no `flow.json`.'])).toEqual([]);
  });
  it('fail a page that says a command needs no network when it contacts the Access API or a URL, and pass a local one', () => {
    expect(needs(['`flow transactions get` works offline.'])).toEqual([
      "1: `flow transactions get` contacts the Access API of the network (--network, --host) in Flow CLI v9.9.9 (flowkit's GrpcGateway: GetTransaction, flowkit.go:874)",
    ]);
    expect(needs(['`flow keys generate` needs no network access.'])).toEqual([]);
    expect(needs(['`flow keys generate` never contacts any server.'])).toEqual([
      '1: `flow keys generate` runs in the CLI\'s wrapper, which requests https://example.org/latest.json for its version check unless --skip-version-check is given (command.go:132)',
    ]);
    expect(needs(['With `--skip-version-check`, `flow keys generate` never contacts any server.'])).toEqual([]);
  });
});

describe('what pages say the default output shows', () => {
  const hides = (lines: string[]) => checkHidesClaims(cli, parsePage('docs/build/basics/fees.md', lines.join('\n'))).failures.map((f) => `${f.line}: ${f.message}`);
  it('fail a sentence that has the default output show what the command hides, naming the page line, the flag and the source', () => {
    expect(hides(['Intro.', '', '`flow transactions get` prints the status, the events and the fee events of a transaction.'])).toEqual([
      '3: `flow transactions get` leaves Fee Events out of its output in Flow CLI v9.9.9 unless given `--include fee-events` ("Fee Events (hidden, use --include fee-events)", transactions.go:251); name the flag',
    ]);
    expect(hides(['By default, `flow transactions get` shows the transaction code.'])).toHaveLength(1);
  });
  it('pass a sentence that names the flag or says it is hidden, a one-word item outside talk of the default output, and a minimized item', () => {
    expect(hides(['`flow transactions get --include fee-events` prints the fee events.'])).toEqual([]);
    expect(hides(['`flow transactions get` hides the fee events; it prints them with `--include fee-events`.'])).toEqual([]);
    expect(hides(['`flow transactions get` prints the transaction code when you ask for it.'])).toEqual([]);
    expect(hides(['By default `flow transactions get` prints the signatures.'])).toEqual([]);
    expect(hides(['`flow accounts fund` prints the fee events.'])).toEqual([]);
  });
});

describe('flow.json fields on the flow.json pages', () => {
  const fields = (lines: string[], file = 'docs/tools/flow-cli/flow.json/configuration.md') =>
    checkFlowJsonFields(cli, parsePage(file, lines.join('\n'))).failures.map((f) => `${f.line}: ${f.message}`);
  it('read the key paths of a JSON block, arrays adding no level', () => {
    expect(jsonKeyPaths('{\n  "deployments": {"emulator": {"acct": ["A", {"name": "B", "args": [{"type": "String"}]}]}}\n}').map((k) => `${k.line} ${k.path.join('.')}`)).toEqual([
      '2 deployments',
      '2 deployments.emulator',
      '2 deployments.emulator.acct',
      '2 deployments.emulator.acct.name',
      '2 deployments.emulator.acct.args',
      '2 deployments.emulator.acct.args.type',
    ]);
    expect(fieldIsRead(cli.facts.flowJson.fields, ['deployments', 'emulator', 'acct', 'args', 'type'])).toBe(true);
    expect(fieldIsRead(cli.facts.flowJson.fields, ['networks', 'testnet', 'hosts'])).toBe(false);
  });
  it('fail a field in a flow.json example or a field table that flowkit never reads, with its page line', () => {
    const page = ['# Config', '', '```json', '{', '  "networks": {"testnet": {"host": "a:9000", "timeout": 5}},', '  "accounts": {"me": {"address": "01", "key": {"type": "file", "location": "me.pkey"}}}', '}', '```', '', '| `type` | Extra fields |', '| --- | --- |', '| `file` | `location`, `keyPath` |'];
    expect(fields(page)).toEqual([
      "5: flow.json field `networks.testnet.timeout`: flowkit's config/json (config.go:144) reads no such field in Flow CLI v9.9.9",
      "12: flow.json field `keyPath` in a field table: flowkit's config/json (config.go:144) reads no such field in Flow CLI v9.9.9",
    ]);
    expect(fields(page.map((l) => l.replace(', "timeout": 5', '').replace(', `keyPath`', '')))).toEqual([]);
  });
  it('leave alone JSON that is not flow.json and pages outside the flow.json folder', () => {
    expect(fields(['```json', '{"name": "my-app", "scripts": {"dev": "vite"}}', '```'])).toEqual([]);
    expect(fields(['```json', '{"networks": {"x": {"timeout": 1}}}', '```'], 'docs/tools/flow-cli/index.md')).toEqual([]);
  });
});

describe('what pages say a command does to flow.json', () => {
  const at = (lines: string[], file = 'docs/tools/flow-cli/flow.json/manage-configuration.md') => parsePage(file, lines.join('\n'));
  const edits = (lines: string[], file?: string) => checkEditsClaims(cli, at(lines, file)).failures.map((f) => `${f.line}: ${f.message}`);
  const syntax = ['## Syntax', '', '```text', 'flow config add account|alias|deployment [flags]', '```', '', '## Errors', ''];
  it('give each command named in a sentence its own part, and read a shortened name the page documents', () => {
    const p = at([...syntax, '`add account` and `add alias` differ: `add deployment` merges.']);
    const s = proseSentences(p).at(-1)!;
    expect(sentenceParts(cli, p, s).map((x) => [x.node.path, x.text])).toEqual([
      ['flow config add account', '`add account` and `add alias` differ: '],
      ['flow config add alias', '`add account` and `add alias` differ: '],
      ['flow config add deployment', '`add deployment` merges.'],
    ]);
  });
  it('fail a sentence that says an existing entry is kept, replaced or merged when the facts say otherwise, naming the source', () => {
    expect(edits(['`flow config add alias` replaces an alias that already exists for the network.'])).toEqual([
      '1: the page says `flow config add alias` replaces an entry already in contracts (Aliases, matched by Network); in Flow CLI v9.9.9 it is kept: an entry with the same Network is kept; the new value is dropped without an error (add-alias.go:80; contract.go:61)',
    ]);
    expect(edits([...syntax, 'Intro.', '', '`add account` keeps an existing entry of the same name.'])).toEqual([
      '11: the page says `flow config add account` keeps an entry already in accounts (Accounts, matched by Name); in Flow CLI v9.9.9 it is replaced: an entry with the same Name is replaced whole by the new one, without a question (add-account.go:104; account.go:187)',
    ]);
    expect(edits(['`flow config add account` merges the new key into an existing account.'])).toHaveLength(1);
  });
  it('pass the right statements, and read an entry a prompt refuses to reuse as never replaced', () => {
    expect(edits(['`flow config add alias` does not replace an alias the contract already has for that network.'])).toEqual([]);
    // each command is held to its own part of the sentence
    expect(edits([...syntax, '`add account` replaces an existing entry of the same name, `add alias` keeps an existing alias.'])).toEqual([]);
    expect(edits([...syntax, '`add alias` replaces an existing alias, `add account` keeps an existing account.'])).toHaveLength(2);
    expect(edits(['`flow config add deployment` appends the named contracts to the existing deployment and leaves contracts already listed there as they are.'])).toEqual([]);
    expect(edits(['`flow accounts create` never replaces an existing account: it asks for another name.'])).toEqual([]);
    expect(edits(['`flow accounts create` replaces an existing account of the same name.'])).toEqual([
      '1: the page says `flow accounts create` replaces an entry already in accounts (Accounts, matched by Name); in Flow CLI v9.9.9 its prompt "Enter an account name" rejects a name that is there ("name already exists", create-interactive.go:57), so it never reaches one',
    ]);
    // a clause about something the command has no entry for (a file) is not about its entries
    expect(edits(['`flow config add alias` leaves an existing key file unchanged.'])).toEqual([]);
  });
  it('fail a sentence that puts the key where the facts do not for the network it names', () => {
    expect(edits(['The interactive `flow accounts create` writes the key of a testnet account inline into `flow.json`.'])).toEqual([
      '1: the page says `flow accounts create` saves the key inline in flow.json on testnet; in Flow CLI v9.9.9 it saves the path of the key file %v.pkey in flow.json (accounts) (when no --key is given; the network is not emulator; create-interactive.go:174)',
    ]);
    expect(edits(['`flow accounts create` saves an emulator account\'s key to `NAME.pkey`.'])).toEqual([
      '1: the page says `flow accounts create` saves the key in a key file on emulator; in Flow CLI v9.9.9 it saves the account\'s private key, as hex in flow.json (accounts) (when no --key is given; the network is emulator; create-interactive.go:206)',
    ]);
    expect(edits(['`flow config add account` saves the private key to a key file.'])).toEqual([
      '1: the page says `flow config add account` saves the key in a key file; in Flow CLI v9.9.9 it saves the account\'s private key, as hex in flow.json (accounts) (add-account.go:103), and never in a key file',
    ]);
  });
  it('pass a sentence that pairs each network with the key the facts save for it', () => {
    expect(
      edits(['`flow accounts create` saves the key of a new testnet or mainnet account to a `NAME.pkey` file (it writes an emulator account\'s key inline into `flow.json`).']),
    ).toEqual([]);
    expect(edits(['Accounts created by `flow accounts create` on testnet point to a `.pkey` file instead, but emulator accounts created the same way store their key inline.'])).toEqual([]);
    expect(edits(['`flow config add account` writes the key into `flow.json` as a `hex` key.'])).toEqual([]);
    // advice to the reader is not what the command does
    expect(edits(['## `flow config add account`', '', 'Move the key to `NAME.pkey` afterwards, and keep that key file out of Git.'])).toEqual([]);
  });
  it('fail a sentence that says a command never asks when it does, or asks when it has no prompt', () => {
    expect(edits(['`flow config add account` never prompts.'])).toEqual([
      '1: the page says `flow config add account` never asks; in Flow CLI v9.9.9 it asks "Enter name" when none of --name, --address, --private-key is given (add-account.go:76)',
    ]);
    expect(edits(['`flow config add account --sig-algo ECDSA_P256` runs without prompts.'])).toHaveLength(1);
    expect(edits(['`flow dependencies add` asks for the account to deploy to.'])).toEqual(['1: the page says `flow dependencies add` asks; in Flow CLI v9.9.9 it has no prompt (add.go:35)']);
  });
  it('pass a sentence that names a flag that leaves the prompt out, or a condition it cannot weigh', () => {
    expect(edits(['With one or more `--key` flags `flow accounts create` runs without prompts.'])).toEqual([]);
    expect(edits(['`flow config add account --name a --address 01 --private-key k` never prompts.'])).toEqual([]);
    expect(edits(['Pass the flags and `flow config add account` runs without prompts.'])).toEqual([]);
    expect(edits(['`flow config add account` asks for each value.'])).toEqual([]);
  });
});
