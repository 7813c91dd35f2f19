/**
 * Runs the pinned Cadence checker and linter (examples/.bin/lint, cadence-tools/lint: the analyzers
 * of `flow cadence lint`) over a directory of programs named by their Cadence locations, and reads
 * its diagnostics back.
 */
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {goHelper} from './cadence-env';
import {lintBin} from './toolchain';

export interface LintProgram {
  /** A.<16 hex>.<Name>.cdc, s.<64 hex>.cdc or t.<64 hex>.cdc */
  file: string;
  code: string;
}

export interface Diagnostic {
  /** The location as the linter prints it: `<16 hex>.<Name>` or `<64 hex>`. */
  location: string;
  line?: number;
  column?: number;
  /** `error`, or the lint finding's category (e.g. `unnecessary-cast-hint`). */
  severity: string;
  message: string;
  /** The explanation under the caret, when there is one. */
  detail: string;
}

/** The location the linter prints for a program file name. */
export function locationOf(file: string): string {
  const contract = /^A\.([0-9a-f]{16})\.(\w+)\.cdc$/.exec(file);
  if (contract) return `${contract[1]}.${contract[2]}`;
  const program = /^[st]\.([0-9a-f]{64})\.cdc$/.exec(file);
  if (program) return program[1]!;
  throw new Error(`not a Cadence location file name: ${file}`);
}

/** Parses the linter's plain (-color=false) output. */
export function parseLintOutput(output: string): Diagnostic[] {
  const lines = output.split('\n');
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const head = /^([a-z][\w-]*): (?:\1: )?(.*)$/.exec(lines[i]!);
    const at = /^\s*--> (\S+?)(?::(\d+):(\d+))?\s*$/.exec(lines[i + 1] ?? '');
    if (!head || !at) continue;
    let detail = '';
    for (let j = i + 2; j < Math.min(lines.length, i + 12); j += 1) {
      const caret = /^\s*\|\s*\^+\s*(.*)$/.exec(lines[j]!);
      if (caret) {
        detail = caret[1]!.trim();
        break;
      }
      if (/^[a-z][\w-]*: /.test(lines[j]!)) break;
    }
    const d: Diagnostic = {
      location: at[1]!,
      line: at[2] ? Number(at[2]) : undefined,
      column: at[3] ? Number(at[3]) : undefined,
      severity: head[1]!,
      message: head[2]!.trim(),
      detail,
    };
    const key = `${d.location}:${d.line}:${d.column}:${d.severity}:${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(d);
  }
  return diagnostics;
}

function run(bin: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    execFile(bin, args, {maxBuffer: 256 * 1024 * 1024, timeout: 600_000}, (error, stdout, stderr) => {
      if (error) reject(new Error(`${bin} failed: ${error.message}\n${stderr.slice(-4_000)}`));
      else resolve(stdout);
    });
  });
}

/**
 * Checks and lints the programs together (imports resolve among them), then type-checks the test
 * files against them with examples/toolchain/lint/checktests; returns every diagnostic. A test
 * file's location is its name without `.cdc`.
 */
export async function lintPrograms(programs: LintProgram[], tests: LintProgram[] = []): Promise<Diagnostic[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cadence-lint-'));
  try {
    const testDir = path.join(dir, 'tests');
    await mkdir(testDir, {recursive: true});
    await Promise.all(programs.map((p) => writeFile(path.join(dir, p.file), p.code)));
    await Promise.all(tests.map((p) => writeFile(path.join(testDir, p.file), p.code)));
    const output = await run(lintBin, ['-color=false', '-directory', dir]);
    const testOutput = tests.length ? await run(goHelper('lint', 'checktests'), ['-directory', dir, '-tests', testDir]) : '';
    return parseLintOutput(`${output}\n${testOutput}`);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
