import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import checkedExamples, {LINE_CLASS, validateOptions} from '.';
import {blocksDigest, checkedLine, parseRecord, type CheckedRecord} from './record';

const record: CheckedRecord = {
  cadence: 'v1.10.3',
  flowCli: 'v2.17.3',
  emulator: 'v1.20.0',
  date: '2026-11-25',
  pages: {'docs/a.md': {examples: 3, digest: blocksDigest([{meta: '', code: 'x'}])}},
};

function run(page: string): Root {
  const dir = mkdtempSync(path.join(tmpdir(), 'checked-'));
  const file = path.join(dir, 'record.json');
  writeFileSync(file, JSON.stringify(record));
  const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Body'}]}]};
  checkedExamples({record: file, siteDir: '/site'})(tree, {path: `/site/${page}`});
  return tree;
}

describe('checked-examples', () => {
  it('ends a checked page with the line, and leaves other pages alone', () => {
    const tree = run('docs/a.md');
    expect(tree.children).toHaveLength(2);
    expect(tree.children[1]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'p',
      attributes: [{name: 'className', value: LINE_CLASS}],
      children: [{type: 'text', value: 'Checked with Cadence v1.10.3 and the linter of Flow CLI v2.17.3, run on Flow emulator v1.20.0, on 2026-11-25, 3 examples.'}],
    });
    expect(run('docs/b.md').children).toHaveLength(1);
  });

  it('says "1 example" for one', () => {
    expect(checkedLine(record, {examples: 1, digest: '0'.repeat(16)})).toMatch(/, 1 example\.$/);
  });

  it('rejects a bad record naming the file and the field', () => {
    expect(() => parseRecord(JSON.stringify({...record, cadence: '1.10'}), 'r.json')).toThrow(/r\.json: field `cadence`/);
    expect(() => parseRecord(JSON.stringify({...record, date: 'today'}), 'r.json')).toThrow(/r\.json: field `date`/);
    expect(() => parseRecord(JSON.stringify({...record, pages: {'docs/a.md': {examples: 0, digest: 'x'}}}), 'r.json')).toThrow(
      /pages\["docs\/a\.md"\]\.examples/,
    );
    expect(() => parseRecord('{', 'r.json')).toThrow(/r\.json: not valid JSON/);
  });

  it('validates its options', () => {
    expect(() => validateOptions({siteDir: '/site'})).toThrow(/checked-examples plugin: invalid option "record" is required/);
  });
});
