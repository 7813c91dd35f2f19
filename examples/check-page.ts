/**
 * npm run check:page -- docs/PATH.md [docs/OTHER.md ...]: everything `npm test` holds about one
 * page, for that page alone: the content lint, its links and anchors, and every example check
 * (Cadence type-checked, linted and run on the emulator, CLI lines and flag tables, Go, Solidity
 * and TypeScript blocks, the facts the ledger holds for it, its addresses). Builds the toolchain
 * first when needed, like `npm run test:examples`. Ends with one line per page and exits 1 on
 * any failure. `--only NAME[,NAME]` runs some of it: `content`, `links` or an example check's name
 * (`cadence`, `cadence-run`, `cli`, `go`, `solidity`, `typescript`, `facts`, `addresses`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {checks} from './checks';
import {exitWith, formatFinding, type Finding} from './harness/report';
import {ensureToolchain} from './harness/toolchain';
import {checkLinks} from '../tests/content/links';
import {docFiles, lintPages, root} from '../tests/content/pages';

async function main(): Promise<number> {
  const argv = process.argv.slice(2).filter((a) => a !== '--');
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? new Set((argv[onlyAt + 1] ?? '').split(',').filter(Boolean)) : null;
  const args = onlyAt >= 0 ? argv.filter((_, i) => i !== onlyAt && i !== onlyAt + 1) : argv;
  if (!args.length || (only && !only.size)) {
    console.error('usage: npm run check:page -- docs/PATH.md [docs/OTHER.md ...] [--only NAME[,NAME]]');
    return 2;
  }
  const names = ['content', 'links', ...checks.map((c) => c.name)];
  const unknown = only ? [...only].filter((n) => !names.includes(n)) : [];
  if (unknown.length) {
    console.error(`check:page: --only names unknown steps (${unknown.join(', ')}); the steps are ${names.join(', ')}`);
    return 2;
  }
  const wanted = (name: string) => !only || only.has(name);
  const selected = checks.filter((c) => wanted(c.name));
  const all = await docFiles();
  const pages: string[] = [];
  for (const arg of args) {
    const rel = path.relative(root, path.resolve(arg)).split(path.sep).join('/');
    if (!all.includes(rel)) {
      console.error(`check:page: ${arg} is not a page under docs/${existsSync(arg) ? '' : ' (no such file)'}`);
      return 2;
    }
    pages.push(rel);
  }

  const failures: Finding[] = [];
  const step = async (name: string, run: () => Promise<Finding[]> | Finding[]) => {
    const started = Date.now();
    const found = await run();
    failures.push(...found);
    for (const f of found) console.log(`FAIL ${formatFinding(f)}`);
    console.log(`-- ${name}: ${found.length} failures, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  if (wanted('content'))
    await step('content lint', async () => {
      const {problems} = await lintPages(pages, all);
      return problems.map((p) => ({file: p.file, line: p.line, message: p.field ? `[${p.field}] ${p.message}` : p.message}));
    });
  if (wanted('links')) await step('links', () => pages.flatMap((page) => checkLinks(page, readFileSync(path.join(root, page), 'utf8'), all)));
  if (selected.some((c) => c.needsToolchain)) ensureToolchain();
  for (const check of selected) {
    await step(check.name, async () => {
      try {
        const result = await check.run(pages);
        for (const a of result.apart) console.log(`  apart ${a.line ? `${a.file}:${a.line}` : a.file} [${a.kind}] ${a.reason}`);
        return result.failures.filter((f) => pages.includes(f.file) || !f.file.startsWith('docs/'));
      } catch (error) {
        return [{file: `examples/checks (${check.name})`, message: (error as Error).stack ?? String(error)}];
      }
    });
  }
  for (const page of pages) {
    const mine = failures.filter((f) => f.file === page).length;
    console.log(`check:page: ${page}: ${mine ? `${mine} failures` : 'passes'}`);
  }
  const other = failures.filter((f) => !pages.includes(f.file)).length;
  if (other) console.log(`check:page: ${other} failures outside the pages (see above)`);
  return failures.length ? 1 : 0;
}

exitWith(main);
