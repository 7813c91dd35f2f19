/**
 * `solidity`: every ```solidity block compiles with solc from npm, at the version its pragma names
 * (`^0.8.24` -> solc 0.8.24) and at the compiler version its page configures (Hardhat's
 * `version: "0.8.28"`, Foundry's `solc_version = "0.8.28"`), each installed as a pinned
 * devDependency alias `solc-X.Y.Z`. Imports resolve from the page's other blocks (by the file name
 * the page gives them, `src/Counter.sol`) and from pinned npm packages (@openzeppelin/contracts).
 * A block importing a library that has no official npm release (forge-std, installed by
 * `forge install`) is parsed only, and listed apart with that reason.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fragmentReason, readPages, type Block, type Page} from '../harness/blocks';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';

const projectRoot = path.resolve(__dirname, '../..');
const requireFromRoot = createRequire(path.join(projectRoot, 'package.json'));

/** Import prefixes resolved from node_modules (pinned in package.json). */
export const npmImportPrefixes = ['@openzeppelin/contracts/'];
/** Libraries readers install outside npm: blocks importing them are parsed, not compiled. */
export const outsideNpm: Record<string, string> = {
  'forge-std/':
    'imports forge-std, which Foundry installs from git (forge install) and which has no official npm release',
};

/** The compiler version a pragma names: `pragma solidity ^0.8.24;` -> '0.8.24'. */
export function pragmaVersion(code: string): string | null {
  const match = /^\s*pragma\s+solidity\s+[\^~>=<]*\s*(\d+\.\d+\.\d+)/m.exec(code);
  return match?.[1] ?? null;
}

/** Does `version` satisfy the block's pragma (the forms the docs use: ^x.y.z, >=x.y.z, x.y.z)? */
export function satisfiesPragma(code: string, version: string): boolean {
  const match = /^\s*pragma\s+solidity\s+([^;]+);/m.exec(code);
  if (!match) return true;
  const parse = (v: string) => v.split('.').map(Number) as [number, number, number];
  const cmp = (a: string, b: string) => {
    const [x, y] = [parse(a), parse(b)];
    for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  return match[1]!
    .trim()
    .split(/\s+/)
    .every((term) => {
      const t = /^(\^|~|>=|<=|>|<|=)?(\d+\.\d+\.\d+)$/.exec(term);
      if (!t) return false;
      const [, op = '=', base] = t;
      const c = cmp(version, base!);
      const [bMajor, bMinor] = parse(base!);
      const [vMajor, vMinor] = parse(version);
      switch (op) {
        case '^':
          return c >= 0 && (bMajor > 0 ? vMajor === bMajor : vMinor === bMinor);
        case '~':
          return c >= 0 && vMajor === bMajor && vMinor === bMinor;
        case '>=':
          return c >= 0;
        case '>':
          return c > 0;
        case '<=':
          return c <= 0;
        case '<':
          return c < 0;
        default:
          return c === 0;
      }
    });
}

/** Compiler versions a page configures for its project (Hardhat or Foundry config blocks). */
export function pageCompilerVersions(page: Page): string[] {
  const found = new Set<string>();
  for (const block of page.blocks) {
    for (const m of block.code.matchAll(/\b(?:solc_version\s*=|version\s*:)\s*["'](\d+\.\d+\.\d+)["']/g))
      found.add(m[1]!);
  }
  return [...found];
}

/** The file name the page gives a block: title="src/Counter.sol", or "`src/Counter.sol`" just before it. */
export function blockFileName(page: Page, block: Block, index: number): string {
  const title = /\btitle=(?:"([^"]+\.sol)"|(\S+\.sol))/.exec(block.meta);
  if (title) return title[1] ?? title[2]!;
  const before = page.text
    .split('\n')
    .slice(Math.max(0, block.line - 4), block.line - 1)
    .join('\n');
  const named = [...before.matchAll(/`([\w./-]+\.sol)`/g)].pop();
  return named ? named[1]!.replace(/^\.\//, '') : `Block${index}.sol`;
}

interface Solc {
  version(): string;
  compile(input: string, options?: {import: (p: string) => {contents: string} | {error: string}}): string;
}

const compilers = new Map<string, Solc>();
function solcAt(version: string): Solc | null {
  if (!compilers.has(version)) {
    const name = `solc-${version}`;
    let solc: Solc;
    try {
      solc = requireFromRoot(name) as Solc;
    } catch {
      return null;
    }
    if (!solc.version().startsWith(`${version}+`))
      throw new Error(`package.json: ${name} is solc ${solc.version()}, not ${version}`);
    compilers.set(version, solc);
  }
  return compilers.get(version)!;
}

interface SolcError {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
  message: string;
  sourceLocation?: {file: string; start: number};
}

/** How solc finds an import: another block of the page (by its file name), or a pinned npm package. */
function importsFrom(sources: Map<string, Block>) {
  return (p: string): {contents: string} | {error: string} => {
    const own = sources.get(p);
    if (own) return {contents: own.code};
    if (npmImportPrefixes.some((prefix) => p.startsWith(prefix))) {
      try {
        return {contents: readFileSync(requireFromRoot.resolve(p), 'utf8')};
      } catch {
        return {error: `${p} is not in the pinned npm package`};
      }
    }
    return {error: `${p} is neither another block of this page nor a file of a pinned npm package`};
  };
}

/**
 * The creation bytecode (hex, no 0x) of the Solidity contract of that name shown on the page,
 * compiled at its pragma's version, as a reader deploys it; undefined when the page shows none.
 */
export function creationCode(page: Page, contract: string): string | undefined {
  const blocks = page.blocks.filter((b) => b.lang === 'solidity' && fragmentReason(b.meta) === null);
  const index = blocks.findIndex((b) => new RegExp(`\\bcontract\\s+${contract}\\b`).test(b.code));
  if (index < 0) return undefined;
  const block = blocks[index]!;
  const named = blocks.map((b, i) => blockFileName(page, b, i));
  const version = pragmaVersion(block.code);
  const solc = version ? solcAt(version) : null;
  if (!solc) throw new Error(`${page.file}:${block.line}: no installed solc for its pragma`);
  const input = {
    language: 'Solidity',
    sources: {[named[index]!]: {content: block.code}},
    settings: {outputSelection: {'*': {[contract]: ['evm.bytecode.object']}}},
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: importsFrom(new Map(named.map((n, i) => [n, blocks[i]!])))})) as {
    errors?: SolcError[];
    contracts?: Record<string, Record<string, {evm: {bytecode: {object: string}}}>>;
  };
  const error = output.errors?.find((e) => e.severity === 'error');
  if (error) throw new Error(`${page.file}:${block.line}: solc ${version}: ${error.message}`);
  return output.contracts?.[named[index]!]?.[contract]?.evm.bytecode.object;
}

/** Compiles the Solidity blocks of the given pages. */
export function checkSolidityPages(pages: Page[]): CheckResult {
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  let compiled = 0;
  for (const page of pages) {
    const blocks = page.blocks.filter((b) => b.lang === 'solidity');
    if (!blocks.length) continue;
    const named = blocks.map((b, i) => blockFileName(page, b, i));
    const sources = new Map(named.map((name, i) => [name, blocks[i]!]));
    const configured = pageCompilerVersions(page);
    for (const [i, block] of blocks.entries()) {
      const reason = fragmentReason(block.meta);
      if (reason !== null) {
        apart.push({file: block.file, line: block.line, kind: 'solidity fragment', reason});
        continue;
      }
      const pragma = pragmaVersion(block.code);
      if (!pragma) {
        failures.push({
          file: block.file,
          line: block.line,
          message: 'a Solidity block names its compiler: pragma solidity ^X.Y.Z;',
        });
        continue;
      }
      const imports = [...block.code.matchAll(/^\s*import\s+(?:[^'"]*\bfrom\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
      const outside = imports.map((p) => Object.keys(outsideNpm).find((prefix) => p.startsWith(prefix))).find(Boolean);
      const versions = [pragma, ...configured.filter((v) => v !== pragma && satisfiesPragma(block.code, v))];
      for (const version of versions) {
        const solc = solcAt(version);
        if (!solc) {
          failures.push({
            file: block.file,
            line: block.line,
            message: `solc ${version} (named by the page) is not installed: add "solc-${version}": "npm:solc@${version}" to devDependencies`,
          });
          continue;
        }
        const me = named[i]!;
        const input = {
          language: 'Solidity',
          sources: {[me]: {content: block.code}},
          settings: outside ? {stopAfter: 'parsing', outputSelection: {}} : {outputSelection: {'*': {'*': ['abi']}}},
        };
        const output = JSON.parse(solc.compile(JSON.stringify(input), {import: importsFrom(sources)})) as {errors?: SolcError[]};
        for (const e of output.errors ?? []) {
          if (e.severity !== 'error') continue;
          const inBlock = e.sourceLocation?.file === me;
          const line = inBlock ? block.code.slice(0, e.sourceLocation!.start).split('\n').length : 0;
          failures.push({
            file: block.file,
            line: block.line + line,
            message: `solc ${version}: ${inBlock ? e.message : e.formattedMessage.trim()}`,
          });
        }
      }
      if (outside)
        apart.push({file: block.file, line: block.line, kind: 'solidity parsed only', reason: outsideNpm[outside]!});
      else compiled++;
    }
  }
  return {tally: {solidity: compiled}, failures, apart};
}

export const solidityCheck: Check = {
  name: 'solidity',
  needsToolchain: false,
  run: async (pages?: string[]) => checkSolidityPages(await readPages(pages)),
};
