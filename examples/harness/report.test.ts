import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {emptyTally, writeJobSummary} from './report';

const summaryFile = () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'job-summary-')), 'summary.md');
  writeFileSync(file, '');
  return file;
};

describe('writeJobSummary (the example checks in a GitHub Actions job summary)', () => {
  it('lists the summary line and each failure with its page and line, table cells escaped', () => {
    const file = summaryFile();
    const tally = {...emptyTally(), cadenceChecked: 3, cadenceRun: 2};
    writeJobSummary(tally, [
      {file: 'docs/build/basics/fees.md', line: 42, message: 'cadence-run: the script returned 1.0 | the page shows 2.0\nstack'},
      {file: 'examples/checks (go)', message: 'go could not run'},
    ], file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('`examples: 3 cadence blocks type-checked (0 fragments), 2 run on the emulator');
    expect(text).toContain('2 failures`');
    expect(text).toContain('| `docs/build/basics/fees.md:42` | cadence-run: the script returned 1.0 \\| the page shows 2.0 |');
    expect(text).toContain('| `examples/checks (go)` | go could not run |');
    expect(text).not.toContain('stack');
  });

  it('writes only the summary line when nothing failed, and appends to what the job wrote before', () => {
    const file = summaryFile();
    writeFileSync(file, 'earlier step\n');
    writeJobSummary(emptyTally(), [], file);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('earlier step\n### Example checks')).toBe(true);
    expect(text).toContain('0 failures`');
    expect(text).not.toContain('| where |');
  });
});
