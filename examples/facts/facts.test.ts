import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findStated, holdFacts, select, type SourceReader} from './check';
import {LedgerError, loadLedger, parseDecimal, sameValue, type Fact} from './ledger';
import {bindataAsset, goStringBytes} from './source';
import {gzipSync} from 'node:zlib';

function ledgerFile(yaml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
  const file = path.join(dir, 'test.yaml');
  writeFileSync(file, yaml);
  return file;
}

const entry = (extra = '') => `- page: docs/build/basics/fees.md
  states: "a minimum reservation of 0.001 FLOW"
  value: "0.001"
  source:
    go: github.com/onflow/flow-core-contracts/lib/go/contracts
    asset: FlowStorageFees.cdc
    pattern: 'minimumStorageReservation = ([0-9.]+)'
${extra}`;

/** A reader that answers every fact with the given text (the pinned source, as a test sees it). */
const fixed = (text: string): SourceReader => ({read: () => ({label: 'the source', text})});

describe('the facts ledger', () => {
  it('names the file, the line and the field of a bad entry', () => {
    expect(() => loadLedger([ledgerFile(`${entry()}- page: docs/x.md\n  states: y\n  source: {go: m, file: a, asset: b, pattern: x}\n`)])).toThrow(
      /test\.yaml:8: a go source needs file or asset/,
    );
    expect(() => loadLedger([ledgerFile(entry().replace('value: "0.001"', 'value: "0.01"'))])).toThrow(/test\.yaml:1: value "0\.01" does not occur in states/);
    expect(() => loadLedger([ledgerFile(entry().replace("pattern: '", "pattern: '("))])).toThrow(/test\.yaml:1: source\.pattern is not a valid regular expression/);
    expect(() => loadLedger([ledgerFile(entry().replace('page:', 'pgae:'))])).toThrow(/test\.yaml:1: unknown field pgae/);
    expect(() => loadLedger([ledgerFile(entry() + entry())])).toThrow(/test\.yaml:8: the same fact as .*test\.yaml:1/);
    expect(() => loadLedger([ledgerFile('- page: [\n')])).toThrow(LedgerError);
  });

  it('compares numbers exactly, addresses without 0x and case, and text as it is', () => {
    expect(sameValue('1,000', '1_000.0')).toBe(true);
    expect(sameValue('0.001', '0.00100000')).toBe(true);
    expect(sameValue('0.001', '0.0010001')).toBe(false);
    expect(sameValue('100', '100000000', '1000000')).toBe(true);
    expect(sameValue('0.1', '100000000000000000', '1e18')).toBe(true);
    expect(sameValue('0x1654653399040A61', '"1654653399040a61"')).toBe(true);
    expect(sameValue('0x1654653399040a61', '0x7e60df042a9c0868')).toBe(false);
    expect(sameValue('`FlowToken.TokensDeposited`', 'FlowToken.TokensDeposited')).toBe(true);
    expect(sameValue('TokensDeposited', 'tokensdeposited')).toBe(false);
    expect(parseDecimal('1.5e3')).toEqual({digits: 1500n, scale: 0});
  });

  it('finds the stated text across line breaks and reports its line', () => {
    expect(findStated('one\ntwo has a minimum\n  reservation of 0.001 FLOW', 'a minimum reservation of 0.001 FLOW')).toBe(2);
    expect(findStated('a minimum reservation of 0.01 FLOW', 'a minimum reservation of 0.001 FLOW')).toBeNull();
  });

  it('fails when the page stops stating a fact, or the source says another value, naming page, line and ledger entry', () => {
    const [fact] = loadLedger([ledgerFile(entry())]) as [Fact];
    const page = '# Fees\n\nKeep a minimum reservation of 0.001 FLOW in the account.\n';
    const held = holdFacts([fact], fixed('let minimumStorageReservation = 0.00100000'), () => page);
    expect(held.failures).toEqual([]);
    expect(held.held).toBe(1);

    const changed = holdFacts([fact], fixed('let minimumStorageReservation = 0.00200000'), () => page);
    expect(changed.failures).toHaveLength(1);
    expect(changed.failures[0]).toMatchObject({file: 'docs/build/basics/fees.md', line: 3});
    expect(changed.failures[0]!.message).toMatch(/states "0\.001", but the source says "0\.00200000".*ledger .*test\.yaml:1/);

    const moved = holdFacts([fact], fixed('var reservation = 0.001'), () => page);
    expect(moved.failures[0]!.message).toMatch(/no longer matches/);

    const rewritten = holdFacts([fact], fixed('let minimumStorageReservation = 0.00100000'), () => page.replace('0.001', '0.002'));
    expect(rewritten.failures[0]!.message).toMatch(/the page no longer states "a minimum reservation of 0\.001 FLOW"/);
  });

  it('selects values of the CLI facts file by key and list element', () => {
    const doc = {commands: [{path: 'flow accounts get', flags: [{name: 'include', default: ''}, {name: 'host', default: '127.0.0.1:3569'}]}]};
    expect(select(doc, 'commands[path=flow accounts get].flags[name=host].default')).toBe('127.0.0.1:3569');
    expect(() => select(doc, 'commands[path=flow accounts list].flags')).toThrow(/no element of commands with path=flow accounts list/);
    expect(() => select(doc, 'command')).toThrow(/nothing at command/);
  });

  it('reads a file embedded with go-bindata, as the core contracts modules embed them', () => {
    const data = gzipSync(Buffer.from('access(all) contract FlowStorageFees {}'));
    const literal = [...data].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
    const assetsGo = `var _flowstoragefeesCdc = "${literal}"\n\nvar _bindata = map[string]func() (*asset, error){\n\t"FlowStorageFees.cdc": flowstoragefeesCdc,\n}\n`;
    expect(bindataAsset('assets.go', assetsGo, 'FlowStorageFees.cdc')).toBe('access(all) contract FlowStorageFees {}');
    expect(() => bindataAsset('assets.go', assetsGo, 'FlowToken.cdc')).toThrow(/no embedded file FlowToken\.cdc/);
    expect(goStringBytes('a\\n\\x41\\101')).toEqual(Buffer.from('a\nAA'));
  });
});
