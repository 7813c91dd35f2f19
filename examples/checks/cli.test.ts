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

describe('the cli check on the real pages', () => {
  it('passes with the committed facts, counting lines and flags', async () => {
    const result = await runCliCheck();
    expect(result.failures).toEqual([]);
    expect(result.tally.commandLines).toBeGreaterThan(500);
    expect(result.tally.flags).toBeGreaterThan(300);
    expect(result.apart.some((a) => a.kind === 'history' && a.file.startsWith('docs/tools/flow-cli/migrate/'))).toBe(true);
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
    const failures = (await runCliCheck(facts)).failures;
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((x) => /`flow snapshot` is not a command of Flow CLI/.test(x.message) || /flag table/.test(x.message))).toBe(true);
  });
});
