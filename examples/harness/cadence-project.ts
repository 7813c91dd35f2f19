/**
 * A docs page's ```cadence blocks as the project a reader would build from them: what each block
 * is (contract, transaction, script), what it imports, and where each import resolves — a contract
 * defined earlier on the same page, a core contract of the emulator (also when imported by its
 * mainnet or testnet address), a contract of another page, the declaration of a third-party
 * contract (examples/declarations), or nothing we have (the test framework, an undeclared contract).
 * Imports are rewritten to address imports, line for line, so that diagnostics keep the page's
 * line numbers.
 */
import {fragmentReason as fragmentOf, type Block} from './blocks';

export type BlockKind = 'contract' | 'transaction' | 'script' | 'other';

export interface ImportDecl {
  /** The names imported (`import A, B from 0x..` gives two). */
  names: string[];
  /** `0x...` (lower case, 16 digits), `"Name"` for a string import, `./X.cdc` for a file, or '' for `import Test`. */
  from: {kind: 'address'; address: string} | {kind: 'string'} | {kind: 'file'; path: string} | {kind: 'bare'};
  /** 0-based line in the block, and how many lines the declaration spans. */
  line: number;
  lines: number;
}

export interface ParsedBlock {
  kind: BlockKind;
  /** The contract's (or contract interface's) name. */
  name?: string;
  imports: ImportDecl[];
  /** Why a block is 'other' (two contracts, no program...). */
  why?: string;
  /** The code with comments and string contents blanked (same length and lines). */
  bare: string;
}

/**
 * The code with comments and the insides of string literals replaced by spaces (newlines kept),
 * so that keywords and braces can be found by position. Nested block comments are Cadence's.
 */
export function blankCommentsAndStrings(code: string): string {
  let out = '';
  let i = 0;
  let depth = 0;
  const blank = (ch: string) => (ch === '\n' ? '\n' : ' ');
  while (i < code.length) {
    const ch = code[i]!;
    const next = code[i + 1];
    if (depth > 0) {
      if (ch === '/' && next === '*') {
        depth += 1;
        out += '  ';
        i += 2;
      } else if (ch === '*' && next === '/') {
        depth -= 1;
        out += '  ';
        i += 2;
      } else {
        out += blank(ch);
        i += 1;
      }
    } else if (ch === '/' && next === '*') {
      depth = 1;
      out += '  ';
      i += 2;
    } else if (ch === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') {
        out += ' ';
        i += 1;
      }
    } else if (ch === '"') {
      out += '"';
      i += 1;
      while (i < code.length && code[i] !== '"' && code[i] !== '\n') {
        if (code[i] === '\\') {
          out += ' ';
          i += 1;
        }
        if (i < code.length) out += blank(code[i]!);
        i += 1;
      }
      if (i < code.length) {
        out += code[i] === '"' ? '"' : '\n';
        i += 1;
      }
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** The parts of `bare` at brace depth 0 (deeper text replaced by spaces). */
function topLevel(bare: string): string {
  let depth = 0;
  let out = '';
  for (const ch of bare) {
    if (ch === '}') depth -= 1;
    out += depth > 0 && ch !== '\n' ? ' ' : ch;
    if (ch === '{') depth += 1;
  }
  return out;
}

const ADDRESS = /^0x[0-9a-fA-F]{1,16}$/;

/** `0x1` → `0x0000000000000001`. */
export function normalAddress(address: string): string {
  return `0x${address.slice(2).toLowerCase().padStart(16, '0')}`;
}

export function parseBlock(code: string): ParsedBlock {
  const bare = blankCommentsAndStrings(code);
  const top = topLevel(bare);
  const imports: ImportDecl[] = [];
  const lines = code.split('\n');
  const topLines = top.split('\n');
  for (let index = 0; index < topLines.length; index += 1) {
    if (!/^\s*import\b/.test(topLines[index]!)) continue;
    // The original line: string imports need the string's contents.
    const text = lines[index]!.replace(/\/\/.*$/, '').trim();
    let match: RegExpExecArray | null;
    if ((match = /^import\s+"([^"]+)"\s*;?$/.exec(text))) {
      const target = match[1]!;
      if (target.endsWith('.cdc')) imports.push({names: [target.replace(/^.*\//, '').replace(/\.cdc$/, '')], from: {kind: 'file', path: target}, line: index, lines: 1});
      else imports.push({names: [target], from: {kind: 'string'}, line: index, lines: 1});
    } else if ((match = /^import\s+([\w\s,]+?)\s+from\s+(\S+?)\s*;?$/.exec(text))) {
      const names = match[1]!.split(',').map((n) => n.trim());
      const source = match[2]!;
      if (ADDRESS.test(source)) imports.push({names, from: {kind: 'address', address: normalAddress(source)}, line: index, lines: 1});
      else imports.push({names, from: {kind: 'file', path: source.replace(/^"|"$/g, '')}, line: index, lines: 1});
    } else if ((match = /^import\s+(\w+)\s*;?$/.exec(text))) {
      imports.push({names: [match[1]!], from: {kind: 'bare'}, line: index, lines: 1});
    } else {
      imports.push({names: [], from: {kind: 'bare'}, line: index, lines: 1});
    }
  }

  const contracts = [...top.matchAll(/(?:^|[\s;])contract\s+(?:interface\s+)?([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const transactions = /(?:^|[\s;])transaction\s*[({]/.test(top);
  const main = /(?:^|[\s;])fun\s+main\s*\(/.test(top);
  const kinds = [contracts.length ? 'contract' : '', transactions ? 'transaction' : '', main ? 'script' : ''].filter(Boolean);
  if (contracts.length > 1) return {kind: 'other', imports, bare, why: `it declares ${contracts.length} contracts (${contracts.join(', ')}), and an account holds one contract per deployment`};
  if (kinds.length > 1) return {kind: 'other', imports, bare, why: `it is both a ${kinds.join(' and a ')}`};
  if (contracts.length) return {kind: 'contract', name: contracts[0], imports, bare};
  if (transactions) return {kind: 'transaction', imports, bare};
  if (main) return {kind: 'script', imports, bare};
  return {kind: 'other', imports, bare, why: 'it is no contract, transaction or script (no `contract`, `transaction` or `fun main`)'};
}

/** Addresses of the core contracts on each network, from flow-go's fvm/systemcontracts. */
export interface AddressTable {
  mainnet: Record<string, string>;
  testnet: Record<string, string>;
  emulator: Record<string, string>;
}

/** Where an imported name resolves. */
export type Resolution =
  | {kind: 'page'; address: string; block: Block}
  | {kind: 'other-page'; address: string; block: Block}
  | {kind: 'core'; address: string}
  | {kind: 'declaration'; address: string}
  | {kind: 'test-framework'}
  | {kind: 'missing'; reason: string};

export interface ProjectBlock {
  block: Block;
  parsed: ParsedBlock;
  /** Per imported name, where it resolves. */
  resolved: Map<string, Resolution>;
  /** The code with every resolvable import rewritten to an address import, line for line. */
  code: string;
  /** For contracts: the address it lives at in the page's project. */
  address?: string;
  /** Import problems that are the page's fault (a core contract imported from a wrong address). */
  problems: Array<{line: number; message: string}>;
}

export interface ProjectOptions {
  /** The core contracts the emulator has deployed: name → address. */
  core: Record<string, string>;
  addresses: AddressTable;
  /** A fresh address for a contract the page defines (distinct across all pages). */
  newAddress(): string;
  /** A contract of that name defined on another page, for pages that build on another's contract. */
  elsewhere?(name: string): {address: string; block: Block} | undefined;
  /**
   * Third-party contracts declared in examples/declarations: name → the address they live at in
   * the project, and the mainnet and testnet addresses their repositories give them.
   */
  declarations?: Record<string, DeclaredContract>;
}

export interface DeclaredContract {
  address: string;
  mainnet?: string;
  testnet?: string;
}


/**
 * The page's blocks as one project, in page order. A name resolves to the page's own contract of
 * that name (the latest one defined above the block, else the first one below it), then to a core
 * contract of the emulator, then to a contract of that name on another page (a page that builds on
 * another page's contract), then to the declaration of a third-party contract. A core or declared
 * contract imported by address must be imported from its mainnet, testnet or emulator address.
 */
export function pageProject(blocks: Block[], options: ProjectOptions): ProjectBlock[] {
  const parsed = blocks.map((block) => ({block, parsed: parseBlock(block.code)}));
  const definitions = parsed
    .map((p, index) => ({index, name: p.parsed.kind === 'contract' ? p.parsed.name : undefined, block: p.block, address: ''}))
    .filter((d): d is {index: number; name: string; block: Block; address: string} => Boolean(d.name));
  for (const d of definitions) d.address = options.newAddress();
  const knownAddress = (name: string, address: string) =>
    [options.addresses.mainnet[name], options.addresses.testnet[name], options.addresses.emulator[name], options.core[name]].includes(address);

  return parsed.map(({block, parsed: p}, index) => {
    const resolved = new Map<string, Resolution>();
    const problems: Array<{line: number; message: string}> = [];
    const lines = block.code.split('\n');
    const own = definitions.find((d) => d.index === index);
    for (const decl of p.imports) {
      const rewritten: string[] = [];
      for (const name of decl.names) {
        let resolution: Resolution;
        const before = definitions.filter((d) => d.name === name && d.index < index).at(-1);
        const after = definitions.find((d) => d.name === name && d.index > index);
        const pageDef = before ?? after;
        if (decl.from.kind === 'bare' && name === 'Test') resolution = {kind: 'test-framework'};
        else if (decl.from.kind === 'bare' && name === 'BlockchainHelpers') {
          resolution = {kind: 'missing', reason: 'imports BlockchainHelpers, which comes with the Cadence test framework (cadence-tools/test, not installable here)'};
        }
        else if (decl.from.kind === 'bare' && name === 'Crypto' && options.core.Crypto) resolution = {kind: 'core', address: options.core.Crypto};
        else if (decl.from.kind === 'bare') resolution = {kind: 'missing', reason: `\`import ${name}\` names no location`};
        else if (pageDef && name !== own?.name) resolution = {kind: 'page', address: pageDef.address, block: pageDef.block};
        else if (options.core[name]) {
          resolution = {kind: 'core', address: options.core[name]};
          const tabled = Boolean(options.addresses.mainnet[name] || options.addresses.testnet[name]);
          if (decl.from.kind === 'address' && tabled && !knownAddress(name, decl.from.address)) {
            problems.push({
              line: decl.line,
              message: `imports ${name} from ${decl.from.address}, which is not its address on mainnet (${options.addresses.mainnet[name] ?? 'none'}), testnet (${options.addresses.testnet[name] ?? 'none'}) or the emulator (${options.core[name]})`,
            });
          }
        } else {
          const other = options.elsewhere?.(name);
          const declared = options.declarations?.[name];
          if (other) resolution = {kind: 'other-page', address: other.address, block: other.block};
          else if (declared) {
            resolution = {kind: 'declaration', address: declared.address};
            const known = [declared.mainnet, declared.testnet, declared.address].filter(Boolean);
            if (decl.from.kind === 'address' && !known.includes(decl.from.address)) {
              problems.push({
                line: decl.line,
                message: `imports ${name} from ${decl.from.address}, which is not its address on mainnet (${declared.mainnet ?? 'none'}) or testnet (${declared.testnet ?? 'none'}) (examples/declarations/${name}.cdc)`,
              });
            }
          } else resolution = {kind: 'missing', reason: `imports ${name}, a contract with no source in these docs, among the emulator's core contracts or in examples/declarations`};
        }
        resolved.set(name, resolution);
        if (resolution.kind === 'page' || resolution.kind === 'other-page' || resolution.kind === 'core' || resolution.kind === 'declaration') rewritten.push(`import ${name} from ${resolution.address}`);
      }
      if (rewritten.length === decl.names.length && decl.names.length) {
        lines[decl.line] = rewritten.join('; ');
      }
    }
    return {block, parsed: p, resolved, code: lines.join('\n'), address: own?.address, problems};
  });
}

/**
 * Every page's blocks as projects, where a page may build on another page's contract: a name no
 * page block or core contract resolves goes to a contract of that name on the nearest other page
 * (the same folder first, then the longest shared folder path; its last version). `newAddress`
 * is called in the same order on every call, so two calls give the same addresses.
 */
export function docsProjects(
  pages: Array<{file: string; blocks: Block[]}>,
  options: Omit<ProjectOptions, 'elsewhere'>,
): {
  projects: Map<string, ProjectBlock[]>;
  byBlock: Map<Block, ProjectBlock>;
  /** The contract of that name a page builds on, from the nearest other page. */
  elsewhere(file: string, name: string): {address: string; block: Block} | undefined;
} {
  const definedOn = new Map<string, Array<{file: string; address: string; block: Block}>>();
  const first = pages.map((page) => pageProject(page.blocks, options));
  pages.forEach((page, i) => {
    for (const p of first[i]!) {
      if (p.parsed.kind === 'contract' && fragmentOf(p.block.meta) === null) {
        const list = definedOn.get(p.parsed.name!) ?? [];
        list.push({file: page.file, address: p.address!, block: p.block});
        definedOn.set(p.parsed.name!, list);
      }
    }
  });
  const elsewhere = (file: string) => (name: string) => {
    const candidates = (definedOn.get(name) ?? []).filter((d) => d.file !== file);
    const dir = (f: string) => f.slice(0, f.lastIndexOf('/'));
    const shared = (f: string) => {
      const a = dir(f).split('/');
      const b = dir(file).split('/');
      let n = 0;
      while (n < a.length && a[n] === b[n]) n += 1;
      return n;
    };
    const best = Math.max(-1, ...candidates.map((c) => shared(c.file)));
    return candidates.filter((c) => shared(c.file) === best).at(-1);
  };
  // The second pass gives each page's contracts the addresses the first pass gave them.
  const byBlockFirst = new Map(first.flat().map((p) => [p.block, p.address]));
  const projects = new Map<string, ProjectBlock[]>();
  const byBlock = new Map<Block, ProjectBlock>();
  for (const page of pages) {
    const queue = page.blocks.map((b) => byBlockFirst.get(b)).filter((a): a is string => Boolean(a));
    const project = pageProject(page.blocks, {...options, newAddress: () => queue.shift()!, elsewhere: elsewhere(page.file)});
    projects.set(page.file, project);
    for (const p of project) byBlock.set(p.block, p);
  }
  return {projects, byBlock, elsewhere: (file, name) => elsewhere(file)(name)};
}
