import {describe, expect, it} from 'vitest';
import {Cli, loadFacts, validateFacts} from './facts';

describe('the CLI facts file', () => {
  it('names the file and the field of a bad entry', () => {
    const facts = structuredClone(loadFacts()) as unknown as {commands: Array<{flags: Array<{default: unknown}>}>};
    facts.commands[3]!.flags[0]!.default = 1000;
    expect(() => validateFacts(facts, 'x.json')).toThrow('x.json: commands[3].flags[0].default is not a string');
    expect(() => validateFacts({...facts, source: {commit: 'abc'}}, 'x.json')).toThrow('x.json: source.commit is not a 40-hex commit');
  });
  it('holds Flow CLI v2.17.3 as read from its source: aliases, inherited emulator flags, cobra commands', () => {
    const facts = loadFacts();
    expect(facts.source).toMatchObject({version: 'v2.17.3', commit: '8b1252c26024876f0a046f8279c22d1bc84ea332'});
    const cli = new Cli(facts);
    expect(cli.root.children.get('tx')?.path).toBe('flow transactions');
    expect(cli.node('flow transactions')?.children.get('status')?.path).toBe('flow transactions get');
    const snapshot = cli.effectiveFlags(cli.node('flow emulator snapshot')!);
    expect(snapshot.get('persist')?.from).toBe('flow emulator');
    expect(snapshot.get('network')?.from).toBe('global');
    expect(cli.node('flow completion zsh')?.fact?.addedBy).toBe('cobra');
    const send = cli.ownFlags(cli.node('flow transactions send')!);
    expect(send.find((f) => f.name === 'compute-limit')).toMatchObject({default: '1000'});
    expect(send.find((f) => f.name === 'gas-limit')).toMatchObject({default: '0', deprecated: 'use compute-limit'});
  });
});
