/**
 * `typescript`: every ```js/jsx/ts/tsx block type-checks with the TypeScript compiler against the
 * real packages it imports (pinned exactly in package.json's devDependencies). JavaScript blocks
 * are checked too (checkJs), with the packages' own type definitions. How a page's blocks become a
 * reader's files, and how a later block continues an earlier one, is in harness/ts-blocks.ts.
 * All pages go into one compiler program (each page under its own folder), compiled at most twice:
 * once to learn which names a block continues from earlier blocks, once with those preludes.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {fragmentReason, readPages, type Page} from '../harness/blocks';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';
import {pageFiles, preludeFor, scriptKind, tsLangs, type VirtualFile} from '../harness/ts-blocks';

const projectRoot = path.resolve(__dirname, '../..');
/** Where the pages' blocks live for the compiler (never written to disk), under the project so node_modules resolve. */
export const virtualRoot = path.join(projectRoot, 'examples', '.ts-blocks');

export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.webworker.importscripts.d.ts'],
  types: ['node', 'vite/client'],
  allowJs: true,
  checkJs: true,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
  // Packages that ship no types (@onflow/flow-js-testing, @onflow/fcl-wc 6.0.23) are read from their
  // JavaScript, so the names they export and the methods of their objects are still checked.
  maxNodeModuleJsDepth: 1,
  typeRoots: [path.join(projectRoot, 'node_modules', '@types')],
  baseUrl: projectRoot,
  // @onflow/fcl 1.21.11, the release the pages document, publishes no type definitions (its
  // package.json names types/fcl.d.ts, which its tarball lacks; so does @onflow/fcl-core 1.30.3).
  // Blocks are type-checked against the definitions of 1.20.5, the newest release that ships them.
  paths: {'@onflow/fcl': ['node_modules/fcl-types-1.20.5']},
};

/** Test runners whose globals (describe, it, expect) a page's blocks use: Jest on the flow-js-testing pages, Mocha (Hardhat) elsewhere. */
export function testRunnerOf(pageText: string): 'jest' | 'mocha' {
  return /\bjest\b/i.test(pageText) ? 'jest' : 'mocha';
}

/**
 * What a JavaScript block is held to: its syntax, and the packages' API as their types declare it
 * (names, modules and exports that exist, argument counts, properties of package objects). Type
 * inference of the reader's own values (useState({}), querySelector's Element, an untyped `self`),
 * strictness (implicit any, possibly null) and assignability to FCL's types are not a JavaScript
 * reader's errors, and are not reported for .js/.jsx blocks. TypeScript blocks get `strict` whole.
 */
export const jsCodes = new Set([1308, 2304, 2305, 2307, 2551, 2552, 2554, 2555, 2614, 2724]);

export function keepInJs(program: ts.Program, d: ts.Diagnostic): boolean {
  if (jsCodes.has(d.code)) return true;
  return (d.code === 2339 || d.code === 2551) && onPackageObject(program, d);
}

/** Is the object of a "property does not exist" error declared by a package (under node_modules, not a lib)? */
export function onPackageObject(program: ts.Program, d: ts.Diagnostic): boolean {
  if (!d.file || d.start === undefined) return false;
  const at = d.start;
  const find = (node: ts.Node): ts.Node | undefined =>
    node.getStart() <= at && at < node.getEnd() ? ts.forEachChild(node, find) ?? node : undefined;
  const access = find(d.file)?.parent;
  if (!access || !ts.isPropertyAccessExpression(access)) return false;
  const type = program.getTypeChecker().getTypeAtLocation(access.expression);
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  // A package's own declaration: in a module file under node_modules, not a global one (lib.dom's
  // Event, which @types/react also declares globally to merge into) and not inside `declare global`.
  return (symbol?.getDeclarations() ?? []).some((decl) => {
    const sf = decl.getSourceFile();
    if (!/\/node_modules\/(?!typescript\/|@types\/node\/|undici-types\/)/.test(sf.fileName)) return false;
    if (!ts.isExternalModule(sf)) return false;
    for (let n: ts.Node | undefined = decl; n; n = n.parent) {
      if (ts.isModuleDeclaration(n) && n.name.getText(sf) === 'global') return false;
    }
    return true;
  });
}

/**
 * Packages a block may import that cannot be installed here, each with why. A block importing one
 * is counted and listed apart, not compiled. Keep this list short and true: re-check with `npm view`.
 */
export const unavailable: Record<string, string> = {
  '@onflow/fcl-react-native':
    'imports @onflow/fcl-react-native, which the npm registry does not serve (npm view: E404)',
  '@onflow/react-native-sdk':
    'imports @onflow/react-native-sdk, which the npm registry does not serve (npm view: E404)',
  '@vitejs/plugin-react':
    "imports @vitejs/plugin-react, which cannot be installed beside this project's yaml@1 (vite's optional peer wants yaml@2)",
};

/** The reason a block is not compiled because of what it imports, or null. */
export function unavailableImport(code: string): string | null {
  for (const m of code.matchAll(/(?:^|\n)\s*import\s+(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/g)) {
    const reason = unavailable[m[1]!];
    if (reason) return reason;
  }
  return null;
}

/** Vite's client types: `import.meta.env` and `?raw` imports, which the Vite pages use. */
const viteClient = path.join(projectRoot, 'node_modules', 'vite', 'client.d.ts');

/** Data files a block imports that the page does not show (flow.json, templates): typed as `{}`-shaped JSON. */
const dataFile = /\.json$/;

export interface CompiledFile {
  file: VirtualFile;
  diagnostics: readonly ts.Diagnostic[];
}

/** Compiles the virtual files in one program; `old` lets a second pass reuse the first. */
export function compile(
  files: VirtualFile[],
  runner: 'jest' | 'mocha',
  old?: ts.Program,
): {program: ts.Program; results: CompiledFile[]} {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const dirs = new Set<string>();
  for (const f of files) for (let d = path.dirname(f.path); d.startsWith(virtualRoot); d = path.dirname(d)) dirs.add(d);
  const isVirtual = (p: string) => p.startsWith(virtualRoot + path.sep);
  const options = {...compilerOptions, types: ['node', runner]};
  const host = ts.createCompilerHost(options, true);
  const realGetSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const own = byPath.get(fileName);
    if (own) return ts.createSourceFile(fileName, own.text, languageVersion, true, scriptKind(fileName));
    if (isVirtual(fileName) && dataFile.test(fileName))
      return ts.createSourceFile(fileName, '{}', languageVersion, true, ts.ScriptKind.JSON);
    return realGetSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const realFileExists = host.fileExists.bind(host);
  host.fileExists = (p) => byPath.has(p) || (isVirtual(p) ? dataFile.test(p) : realFileExists(p));
  const realReadFile = host.readFile.bind(host);
  host.readFile = (p) =>
    byPath.get(p)?.text ?? (isVirtual(p) ? (dataFile.test(p) ? '{}' : undefined) : realReadFile(p));
  const realDirectoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (d) => isVirtual(d) || dirs.has(d) || (realDirectoryExists ? realDirectoryExists(d) : true);
  const program = ts.createProgram({
    rootNames: [viteClient, ...files.map((f) => f.path)],
    options,
    host,
    oldProgram: old,
  });
  const results = files.map((file) => {
    const sf = program.getSourceFile(file.path)!;
    const semantic = program.getSemanticDiagnostics(sf);
    const isJs = /\.jsx?$/.test(file.path);
    return {
      file,
      diagnostics: [...program.getSyntacticDiagnostics(sf), ...semantic.filter((d) => !isJs || keepInJs(program, d))],
    };
  });
  return {program, results};
}

/** Names the compiler could not find in a file ("Cannot find name 'fcl'"). */
export function missingNames(diagnostics: readonly ts.Diagnostic[]): Set<string> {
  const names = new Set<string>();
  for (const d of diagnostics) {
    if (d.code !== 2304 && d.code !== 2552 && d.code !== 2582) continue;
    const m = /Cannot find name '([^']+)'/.exec(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (m) names.add(m[1]!);
  }
  return names;
}

/** A compiler diagnostic as a finding on the page's line. */
export function toFinding(file: VirtualFile, d: ts.Diagnostic): Finding {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
  if (d.file && d.start !== undefined) {
    const {line} = d.file.getLineAndCharacterOfPosition(d.start);
    const inBlock = line - file.offset;
    return {
      file: file.block.file,
      line: file.block.line + 1 + Math.max(0, inBlock),
      message: `tsc TS${d.code}: ${message}${
        inBlock < 0 ? ' (in the names this block continues from earlier blocks)' : ''
      }`,
    };
  }
  return {file: file.block.file, line: file.block.line, message: `tsc TS${d.code}: ${message}`};
}

/**
 * Compiles pages' blocks, twice when needed: the second time with preludes that bring in what a
 * block continues from earlier blocks of its page (the names the first pass could not find).
 */
export function compilePages(perPage: VirtualFile[][], runner: 'jest' | 'mocha'): CompiledFile[] {
  const files = perPage.flat();
  if (!files.length) return [];
  const first = compile(files, runner);
  let changed = false;
  for (const own of perPage) {
    for (const [i, file] of own.entries()) {
      const missing = missingNames(first.results[files.indexOf(file)]!.diagnostics);
      if (!missing.size) continue;
      const {prelude, exportsNeeded} = preludeFor(own, i, missing);
      if (prelude) {
        file.text = `${prelude}\n${file.block.code}`;
        file.offset = 1;
        changed = true;
      }
      for (const [j, names] of exportsNeeded) {
        const earlier = own[j]!;
        earlier.text = `${earlier.text}\nexport {${[...names].join(', ')}};`;
      }
    }
  }
  return changed ? compile(files, runner, first.program).results : first.results;
}

/**
 * The types of fcl 1.20.5 stand for 1.21.11 only while both export the same names: compares the
 * two packages' runtime exports and returns a finding when they differ.
 */
export function fclTypesStandIn(): Finding | null {
  const requireFromRoot = createRequire(path.join(projectRoot, 'package.json'));
  const runtime = new Set(Object.keys(requireFromRoot('@onflow/fcl') as object));
  const typed = new Set(Object.keys(requireFromRoot('fcl-types-1.20.5') as object));
  const differ = [...runtime].filter((n) => !typed.has(n)).concat([...typed].filter((n) => !runtime.has(n)));
  if (!differ.length) return null;
  return {
    file: 'package.json',
    message: `@onflow/fcl and fcl-types-1.20.5 export different names (${differ.join(
      ', ',
    )}): the 1.20.5 types no longer stand for the pinned fcl; pin types that match`,
  };
}

/** Type-checks the JavaScript and TypeScript blocks of the given pages. */
export function checkTypeScriptPages(pages: Page[]): CheckResult {
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  const files: VirtualFile[] = [];
  const perPage: VirtualFile[][] = [];
  for (const page of pages) {
    const blocks = page.blocks.filter((b) => b.lang in tsLangs);
    const checked = blocks.filter((b) => {
      const reason = fragmentReason(b.meta);
      if (reason === null) {
        const missing = unavailableImport(b.code);
        if (!missing) return true;
        apart.push({file: b.file, line: b.line, kind: `${b.lang} package not installable`, reason: missing});
        return false;
      }
      if (!reason) failures.push({file: b.file, line: b.line, message: 'a fragment must say why: fragment="reason"'});
      apart.push({file: b.file, line: b.line, kind: `${b.lang} fragment`, reason});
      return false;
    });
    if (!checked.length) continue;
    const dir = path.join(virtualRoot, page.file.replace(/\.mdx?$/, ''));
    const own = pageFiles(page, checked, dir);
    perPage.push(own);
    files.push(...own);
  }

  for (const runner of ['jest', 'mocha'] as const) {
    const group = perPage.filter((own) => testRunnerOf(own[0]!.pageText) === runner);
    for (const {file, diagnostics} of compilePages(group, runner)) {
      for (const d of diagnostics) {
        failures.push(toFinding(file, d));
      }
    }
  }
  return {tally: {typescript: files.length}, failures, apart};
}

export const typescriptCheck: Check = {
  name: 'typescript',
  needsToolchain: false,
  async run(pages?: string[]) {
    const result = checkTypeScriptPages(await readPages(pages));
    const standIn = fclTypesStandIn();
    if (standIn) result.failures.push(standIn);
    return result;
  },
};
