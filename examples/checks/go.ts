/**
 * `go`: every ```go block of the docs compiles (`go vet`) as a program of its own, against the
 * modules pinned in examples/go-blocks/go.mod (flow-go-sdk, cadence). Each block is written as
 * package main into its own folder of a temporary copy of that module, and one `go vet` run checks
 * them all; the compiler's messages are mapped back to the page and line.
 */
import {execFile} from 'node:child_process';
import {copyFile, mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {fragmentReason, readPages, type Block, type Page} from '../harness/blocks';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';
import {examplesRoot} from '../harness/toolchain';

const run = promisify(execFile);
export const goModuleDir = path.join(examplesRoot, 'go-blocks');

/** The folder (inside the temporary module) of the n-th checked block. */
export const blockDir = (n: number): string => `b${String(n).padStart(3, '0')}`;

/**
 * Maps `go vet` output to findings on the pages: `./b003/main.go:12:5: msg` (or `b003/main.go`)
 * becomes the page's line of that code line; lines naming no block stay whole on the first block
 * of their package header, or on the module when none applies.
 */
export function mapVetOutput(output: string, blocks: Block[]): Finding[] {
  const findings: Finding[] = [];
  let current: Block | undefined;
  for (const raw of output.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    const header = /^# \[?\S*\/(b\d{3})\]?$/.exec(line);
    if (header) {
      current = blocks[Number(header[1]!.slice(1))];
      continue;
    }
    const located = /^(?:\.\/)?(?:vet: )?(?:\.\/)?(b\d{3})\/main\.go:(\d+)(?::\d+)?:\s*(.*)$/.exec(line);
    if (located) {
      const block = blocks[Number(located[1]!.slice(1))];
      if (!block) continue;
      // The block's first code line is the line after the opening fence.
      findings.push({file: block.file, line: block.line + Number(located[2]), message: `go vet: ${located[3]}`});
      current = block;
      continue;
    }
    if (current) findings.push({file: current.file, line: current.line, message: `go vet: ${line.trim()}`});
    else findings.push({file: 'examples/go-blocks/go.mod', message: `go vet: ${line.trim()}`});
  }
  return findings;
}

/** Compiles the Go blocks of the given pages with `go vet`. */
export async function checkGoPages(pages: Page[]): Promise<CheckResult> {
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  const checked: Block[] = [];
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.lang !== 'go') continue;
      const reason = fragmentReason(block.meta);
      if (reason !== null) {
        if (!reason)
          failures.push({file: block.file, line: block.line, message: 'a Go fragment must say why: fragment="reason"'});
        apart.push({file: block.file, line: block.line, kind: 'go fragment', reason});
      } else if (!/^\s*package\s+main\b/m.test(block.code)) {
        failures.push({
          file: block.file,
          line: block.line,
          message:
            'a Go block is a whole program (package main ...); a deliberate excerpt says so with fragment="reason"',
        });
      } else {
        checked.push(block);
      }
    }
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'go-blocks-'));
  try {
    await copyFile(path.join(goModuleDir, 'go.mod'), path.join(dir, 'go.mod'));
    await copyFile(path.join(goModuleDir, 'go.sum'), path.join(dir, 'go.sum'));
    await Promise.all(
      checked.map(async (block, n) => {
        await mkdir(path.join(dir, blockDir(n)));
        await writeFile(
          path.join(dir, blockDir(n), 'main.go'),
          block.code.endsWith('\n') ? block.code : `${block.code}\n`,
        );
      }),
    );
    if (checked.length) {
      try {
        await run('go', ['vet', ...checked.map((_, n) => `./${blockDir(n)}`)], {
          cwd: dir,
          env: {...process.env, GOFLAGS: '-mod=readonly', GOTOOLCHAIN: 'local'},
          maxBuffer: 16 * 1024 * 1024,
          timeout: 10 * 60_000,
        });
      } catch (error) {
        const e = error as {stderr?: string; stdout?: string; message: string};
        const output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
        const found = mapVetOutput(output, checked);
        failures.push(
          ...(found.length ? found : [{file: 'examples/go-blocks/go.mod', message: `go vet failed: ${e.message}`}]),
        );
      }
    }
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
  return {tally: {go: checked.length}, failures, apart};
}

export const goCheck: Check = {
  name: 'go',
  needsToolchain: false,
  run: async (pages?: string[]) => checkGoPages(await readPages(pages)),
};
