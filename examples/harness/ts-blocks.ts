/**
 * Turns a page's JavaScript and TypeScript blocks into the files a reader would have, for the
 * `typescript` check. Design (documented in examples/README.md):
 * - Every block is a module of its own (moduleDetection: force), at the path the page gives it:
 *   title="src/flow.js" in the fence's meta, a first-line comment `// server/flow.js`, or a file
 *   name in backticks just before the block ("Create `src/flow/config.js`:"). Other blocks get
 *   `__block-<line>.<ext>`. Relative imports between named blocks resolve like a reader's files.
 * - A later block may use what an earlier block of the same page declared or imported, the way a
 *   page continues one file: a name the block uses but does not declare is brought in from the
 *   nearest earlier block that has it (its import copied, or its declaration re-exported), on one
 *   prelude line ahead of the block, so line numbers still map to the page.
 */
import path from 'node:path';
import ts from 'typescript';
import type {Block, Page} from './blocks';

export const tsLangs: Record<string, string> = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
};

const fileNameRe = /^[\w@./-]+\.(?:[cm]?[jt]sx?)$/;

/** The path (relative to the page's project root) a page gives a JS/TS block, or null. */
export function namedPath(page: Page, block: Block): string | null {
  const title = /\btitle=(?:"([^"]+)"|(\S+))/.exec(block.meta);
  const fromTitle = title ? title[1] ?? title[2]! : null;
  if (fromTitle && fileNameRe.test(fromTitle)) return clean(fromTitle);
  const comment = /^\s*\/\/\s*([\w@./-]+\.[cm]?[jt]sx?)\s*$/.exec(block.code.split('\n')[0] ?? '');
  if (comment) return clean(comment[1]!);
  const lines = page.text.split('\n');
  // The paragraph just before the fence (skipping blank lines), when it names exactly one file.
  let i = block.line - 2;
  while (i >= 0 && !lines[i]!.trim()) i--;
  const before = lines[i] ?? '';
  const names = [...before.matchAll(/`([\w@./-]+\.[cm]?[jt]sx?)`/g)].map((m) => m[1]!);
  if (names.length === 1 && /:\s*$/.test(before.trim())) return clean(names[0]!);
  return null;
}

function clean(p: string): string {
  return path.posix.normalize(p.replace(/^\.\//, '')).replace(/^(\.\.\/)+/, '');
}

export interface VirtualFile {
  /** Absolute virtual path. */
  path: string;
  block: Block;
  /** The text the compiler sees: the prelude line (maybe empty), then the block. */
  text: string;
  /** Lines ahead of the block's first line in `text`. */
  offset: number;
  /** The whole page's text (what decides, for one, its test runner). */
  pageText: string;
}

/** The virtual files of one page's JS/TS blocks (no prelude yet), under `dir`. */
export function pageFiles(page: Page, blocks: Block[], dir: string): VirtualFile[] {
  const used = new Set<string>();
  return blocks.map((block) => {
    let rel = namedPath(page, block) ?? `__block-${block.line}.${tsLangs[block.lang]}`;
    // A block's extension follows its fence language (a ```jsx block named App.js holds JSX).
    const ext = tsLangs[block.lang]!;
    if (
      !rel.endsWith(`.${ext}`) &&
      /\.[cm]?[jt]sx?$/.test(rel) &&
      (ext === 'jsx' || ext === 'tsx') !== /x$/.test(rel)
    ) {
      rel = rel.replace(/\.[cm]?[jt]sx?$/, `.${ext}`);
    }
    if (used.has(rel)) rel = `__block-${block.line}.${ext}`;
    used.add(rel);
    return {path: path.posix.join(dir, rel), block, text: block.code, offset: 0, pageText: page.text};
  });
}

/** Top-level names a module declares or imports (what a later block may continue with). */
export function topLevelNames(text: string, fileName: string): {imports: Map<string, string>; declared: Set<string>} {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const imports = new Map<string, string>();
  const declared = new Set<string>();
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && st.importClause) {
      const spec = st.moduleSpecifier.getText(sf);
      const clause = st.importClause;
      if (clause.name) imports.set(clause.name.text, `import ${clause.name.text} from ${spec};`);
      const nb = clause.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) imports.set(nb.name.text, `import * as ${nb.name.text} from ${spec};`);
      if (nb && ts.isNamedImports(nb)) {
        for (const el of nb.elements) {
          const from = el.propertyName ? `${el.propertyName.getText(sf)} as ` : '';
          imports.set(el.name.text, `import {${from}${el.name.text}} from ${spec};`);
        }
      }
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) collectBindingNames(d.name, declared);
    } else if (
      (ts.isFunctionDeclaration(st) ||
        ts.isClassDeclaration(st) ||
        ts.isInterfaceDeclaration(st) ||
        ts.isTypeAliasDeclaration(st) ||
        ts.isEnumDeclaration(st)) &&
      st.name
    ) {
      declared.add(st.name.text);
    }
  }
  return {imports, declared};
}

function collectBindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) collectBindingNames(el.name, into);
}

export function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?ts$/.test(fileName)) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

/**
 * Given the names a file's compiler errors say it cannot find, the prelude line that brings them
 * from earlier blocks of its page: copied imports, and `import {x} from "./earlier"` for
 * declarations (with the names `earlier` must export, returned in `exportsNeeded`).
 */
export function preludeFor(
  files: VirtualFile[],
  index: number,
  missing: Set<string>,
): {prelude: string; exportsNeeded: Map<number, Set<string>>} {
  const parts: string[] = [];
  const exportsNeeded = new Map<number, Set<string>>();
  const mine = topLevelNames(files[index]!.block.code, files[index]!.path);
  for (const name of missing) {
    if (mine.imports.has(name) || mine.declared.has(name)) continue;
    for (let j = index - 1; j >= 0; j--) {
      const earlier = topLevelNames(files[j]!.block.code, files[j]!.path);
      const imported = earlier.imports.get(name);
      if (imported) {
        parts.push(imported);
        break;
      }
      if (earlier.declared.has(name)) {
        let rel = path.posix.relative(path.posix.dirname(files[index]!.path), files[j]!.path);
        if (!rel.startsWith('.')) rel = `./${rel}`;
        parts.push(`import {${name}} from ${JSON.stringify(rel)};`);
        if (!exportsNeeded.has(j)) exportsNeeded.set(j, new Set());
        exportsNeeded.get(j)!.add(name);
        break;
      }
    }
  }
  return {prelude: parts.join(' '), exportsNeeded};
}
