/**
 * `npm run lint:content [-- docs/build docs/evm/about.md …]`: the content lint over
 * all of docs/ or over the pages under the given paths, for quick checks while writing.
 * `npm test` runs the same lint over every page.
 */
import path from 'node:path';
import {formatProblem} from '../tests/content/lint';
import {docFiles, lintPages, root} from '../tests/content/pages';

async function main() {
  const only = process.argv.slice(2).map((arg) => path.relative(root, path.resolve(arg)).split(path.sep).join('/'));
  const all = await docFiles();
  const files = only.length ? all.filter((file) => only.some((p) => file === p || file.startsWith(`${p}/`))) : all;
  if (files.length === 0) throw new Error(`no pages under ${only.join(', ')}`);
  const {problems, stats} = await lintPages(files, all);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`${files.length} pages, ${stats.outlines} outlines, ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
