import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {loadFacts, type CliFacts} from '../cli/facts';
import {runCliCheck} from './cli';

/** The committed facts with one change, as a new CLI release might bring. */
function changed(edit: (facts: CliFacts) => void): CliFacts {
  const facts = structuredClone(loadFacts());
  edit(facts);
  return facts;
}

const command = (facts: CliFacts, path: string) => {
  const found = facts.commands.find((c) => c.path === path);
  if (!found) throw new Error(`no ${path} in the facts`);
  return found;
};

/** The line number of the first line of a docs page that holds `text`, so the tests follow the page as it is edited. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${file} no longer holds "${text}"`);
  return index + 1;
}

const FUND = 'docs/tools/flow-cli/accounts/fund.md';

describe('the cli check on the real pages', () => {
  it('passes the CLI reference with the committed facts, counting lines, flags, outputs and behaviour lines', async () => {
    const result = await runCliCheck();
    expect(result.failures.filter((f) => f.file.startsWith('docs/tools/flow-cli/'))).toEqual([]);
    expect(result.tally.commandLines).toBeGreaterThan(500);
    expect(result.tally.flags).toBeGreaterThan(300);
    expect(result.counts.outputBlocks).toBeGreaterThan(60);
    expect(result.counts.outputLines).toBeGreaterThan(400);
    expect(result.counts.standardLines).toBeGreaterThan(25);
    expect(result.apart.some((a) => a.kind === 'history' && a.file.startsWith('docs/tools/flow-cli/migrate/'))).toBe(true);
    expect(result.apart.some((a) => a.kind === 'output' && a.file.startsWith('docs/tools/flow-cli/migrate/'))).toBe(true);
  });

  it('fails naming the page and the line when a command accepts other networks', async () => {
    const facts = changed((f) => {
      command(f, 'flow accounts fund').networks = {accepts: ['testnet'], checks: [{rejects: ['emulator', 'mainnet'], subject: 'address', source: 'test'}]};
    });
    const failures = (await runCliCheck(facts)).failures.filter((x) => x.file === FUND);
    expect(failures.map((x) => `${x.line}: ${x.message}`)).toContain(
      `${lineOf(FUND, 'Networks: emulator, testnet')}: Networks of \`flow accounts fund\`: the page says emulator, testnet; Flow CLI v2.17.3 accepts testnet (test refuses emulator, mainnet)`,
    );
  });

  it('fails naming the page and the line when the CLI no longer prints a line a page shows', async () => {
    const facts = changed((f) => {
      const fund = command(f, 'flow accounts fund');
      fund.prints = fund.prints!.filter((p) => !p.format.startsWith('🌐 Opening Testnet faucet'));
    });
    const failures = (await runCliCheck(facts)).failures.filter((x) => x.file === FUND);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({line: lineOf(FUND, '🌐 Opening Testnet faucet')});
    expect(failures[0]!.message).toMatch(/^`🌐 Opening Testnet faucet to fund 0x668b91e2995c2eba...` is not a line `flow accounts fund` prints in Flow CLI v2.17.3/);
  });

  it('fails when a command starts writing a file or opening a URL its reference page does not name', async () => {
    const facts = changed((f) => {
      command(f, 'flow keys generate').writes = [{file: 'keys.json', kind: 'file', source: 'test'}];
      command(f, 'flow accounts get').opens = [{url: 'https://example.org/accounts/%s', how: 'GET', source: 'test'}];
    });
    const messages = (await runCliCheck(facts)).failures.map((x) => `${x.file}: ${x.message}`);
    expect(messages).toContain('docs/tools/flow-cli/keys/generate.md: `flow keys generate` writes files in Flow CLI v2.17.3 (keys.json); add a `Writes:` line for it');
    expect(messages).toContain('docs/tools/flow-cli/accounts/get.md: `flow accounts get` opens https://example.org/accounts/%s (GET, test); add it to an `Opens:` line for the command');
  });

  it('holds what the pages say about flow.json edits, and fails naming the page line when an edit changes', async () => {
    expect((await runCliCheck()).counts.editsClaims).toBeGreaterThan(10);
    const MANAGE = 'docs/tools/flow-cli/flow.json/manage-configuration.md';
    const SECURITY = 'docs/tools/flow-cli/flow.json/security.md';
    const facts = changed((f) => {
      const alias = command(f, 'flow config add alias').edits!.existing!.find((e) => e.entry === 'Aliases')!;
      alias.action = 'replaced';
      // a release that keeps every new account's key inline
      const create = command(f, 'flow accounts create').edits!;
      create.saves = create.saves!.filter((v) => v.key !== 'file' && !v.what.includes('.pkey'));
      for (const save of create.saves) save.when = save.when.replace('; the network is emulator', '');
    });
    const failures = (await runCliCheck(facts)).failures;
    const lines = (file: string) => failures.filter((x) => x.file === file).map((x) => x.line);
    expect(lines(MANAGE)).toContain(lineOf(MANAGE, 'It does not replace an alias the contract already has'));
    expect(lines(SECURITY)).toContain(lineOf(SECURITY, 'saves the key of a new testnet or mainnet account'));
  });

  it('fails naming the page and the flag when a default changes', async () => {
    const facts = changed((f) => {
      const flag = command(f, 'flow transactions send').flags.find((x) => x.name === 'compute-limit')!;
      flag.default = '2000';
    });
    const messages = (await runCliCheck(facts)).failures.map((x) => `${x.file}: ${x.message}`);
    expect(messages).toContain(
      'docs/tools/flow-cli/transactions/send.md: --compute-limit of `flow transactions send`: the table says default "`1000`", the CLI\'s is `2000`',
    );
  });

  it('fails naming the page and the flag when a flag is added or removed', async () => {
    const facts = changed((f) => {
      const emulator = command(f, 'flow emulator');
      emulator.flags = emulator.flags.filter((x) => x.name !== 'persist');
      emulator.flags.push({name: 'new-thing', type: 'bool', default: 'false', description: 'made up', persistent: true, source: 'test'});
    });
    const failures = (await runCliCheck(facts)).failures;
    const messages = failures.map((x) => `${x.file}: ${x.message}`);
    expect(messages).toContain('docs/tools/emulator/index.md: --persist is not a flag of `flow emulator` in Flow CLI v2.17.3');
    expect(messages.some((m) => m.startsWith('docs/tools/emulator/index.md: the flag table for `flow emulator` leaves out --new-thing'))).toBe(true);
    // command lines that use --persist fail too, each naming its page and line
    expect(failures.some((x) => x.line && /flag --persist is neither a flag of `flow emulator`/.test(x.message))).toBe(true);
  });

  it('fails every line of a command that a release removes', async () => {
    const facts = changed((f) => {
      f.commands = f.commands.filter((c) => !c.path.startsWith('flow snapshot'));
    });
    const key = (x: {file: string; line?: number; message: string}) => `${x.file}:${x.line}: ${x.message}`;
    const before = new Set((await runCliCheck()).failures.map(key));
    const failures = (await runCliCheck(facts)).failures.filter((x) => !before.has(key(x)));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((x) => /`flow snapshot` is not a command of Flow CLI/.test(x.message) || /flag table/.test(x.message))).toBe(true);
  });
});
