/** The pages under docs/ and, for each section index, the pages it must link. */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {createLinter, type LintStats, type Problem} from './lint';

export const root = path.resolve(__dirname, '../..');

const isPage = (file: string) => /\.mdx?$/.test(file);
const isIndex = (file: string) => /(^|\/)index\.mdx?$/.test(file);

/** Every page under docs/, as a posix path starting with `docs/`, sorted. */
export async function docFiles(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'docs'), {recursive: true});
  return entries
    .map((file) => file.split(path.sep).join('/'))
    .filter(isPage)
    .map((file) => `docs/${file}`)
    .sort();
}

/**
 * The pages a section index introduces: the other pages in its folder, and for each
 * subfolder its own index, or (when the subfolder has none) that subfolder's pages in turn.
 */
export function sectionChildren(index: string, files: string[]): string[] {
  if (!isIndex(index)) return [];
  const children: string[] = [];
  const walk = (dir: string) => {
    const inside = files.filter((file) => path.posix.dirname(file) === dir && file !== index);
    for (const file of inside) if (!isIndex(file)) children.push(file);
    const subdirs = new Set(
      files
        .filter((file) => file.startsWith(`${dir}/`) && path.posix.dirname(file) !== dir)
        .map((file) => `${dir}/${file.slice(dir.length + 1).split('/')[0]}`),
    );
    for (const sub of [...subdirs].sort()) {
      const subIndex = files.find((file) => path.posix.dirname(file) === sub && isIndex(file));
      if (subIndex) children.push(subIndex);
      else walk(sub);
    }
  };
  walk(path.posix.dirname(index));
  return children.sort();
}

/** Lints `files` (docs/ paths) as part of the site whose pages are `all`. */
export async function lintPages(files: string[], all: string[]): Promise<{problems: Problem[]; stats: LintStats}> {
  const linter = await createLinter();
  const problems: Problem[] = [];
  for (const file of files) {
    problems.push(...linter.lint(file, await readFile(path.join(root, file), 'utf8'), sectionChildren(file, all)));
  }
  return {problems, stats: linter.stats};
}
