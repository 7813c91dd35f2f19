/**
 * Declarations of the third-party contracts the docs import (examples/declarations/*.cdc): each a
 * Cadence contract with the real contract's types, fields, events, entitlements, paths and function
 * signatures, read from its repository at a pinned commit, and bodies that only panic. Blocks that
 * import them are type-checked against them like any other contract; on the emulator they deploy,
 * and a call into one stops at its panic.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Block} from './blocks';
import {parseBlock, type ProjectBlock} from './cadence-project';
import type {FlowClient} from './flow-client';
import {examplesRoot} from './toolchain';

export const DECLARATIONS_DIR = path.join(examplesRoot, 'declarations');

/** Where the declarations live in a page's project (the linter's and the cadence-run's placeholder address). */
export const DECLARATIONS_ADDRESS = '0xdec1a7ed00000001';

/** What every body of a declaration panics with (followed by `owner/repo@commit`). */
export const DECLARATION_PANIC = 'declaration only: ';

export interface Declaration {
  name: string;
  /** The file, relative to the repository root (examples/declarations/Name.cdc). */
  file: string;
  code: string;
  /** The contract's repository, the commit it was read at, and its path there. */
  source: {repo: string; commit: string; path: string};
  /** The addresses its repository gives it. */
  addresses: {mainnet?: string; testnet?: string};
  /** The contracts it imports (core contracts or other declarations). */
  imports: string[];
}

/** Reads and validates one declaration file's text. */
export function parseDeclaration(file: string, code: string): Declaration {
  const where = `examples/declarations/${path.basename(file)}`;
  const source = /^\/\/ Source: ([\w.-]+\/[\w.-]+)@([0-9a-f]{40}) (\S+\.cdc)$/m.exec(code);
  if (!source) throw new Error(`${where}: no \`// Source: owner/repo@<40-hex commit> path/Name.cdc\` line`);
  const addressLine = /^\/\/ Addresses: (.*)$/m.exec(code)?.[1] ?? '';
  const addresses: Declaration['addresses'] = {};
  for (const m of addressLine.matchAll(/\b(mainnet|testnet) (0x[0-9a-f]{16})\b/g)) addresses[m[1] as 'mainnet' | 'testnet'] = m[2];
  const parsed = parseBlock(code);
  const name = path.basename(file, '.cdc');
  if (parsed.kind !== 'contract' || parsed.name !== name) throw new Error(`${where}: must declare one contract named ${name}`);
  const pin = `${source[1]}@${source[2]}`;
  for (const m of code.matchAll(/panic\("([^"]*)"\)/g)) {
    if (m[1] !== `${DECLARATION_PANIC}${pin}`) throw new Error(`${where}: panic("${m[1]}") should be panic("${DECLARATION_PANIC}${pin}")`);
  }
  return {
    name,
    file: where,
    code,
    source: {repo: source[1]!, commit: source[2]!, path: source[3]!},
    addresses,
    imports: parsed.imports.flatMap((i) => i.names),
  };
}

/** Every declaration of examples/declarations, by name. */
export function readDeclarations(dir = DECLARATIONS_DIR): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cdc')).sort()) {
    const d = parseDeclaration(file, readFileSync(path.join(dir, file), 'utf8'));
    out.set(d.name, d);
  }
  return out;
}

/**
 * The declaration's code with its imports rewritten to address imports, line for line: a core
 * contract to its address, another declaration to `declarationsAt`.
 */
export function declarationCode(d: Declaration, core: Record<string, string>, declarationsAt: string, all: Map<string, Declaration>): string {
  const lines = d.code.split('\n');
  for (const decl of parseBlock(d.code).imports) {
    lines[decl.line] = decl.names
      .map((name) => {
        const address = all.has(name) ? declarationsAt : core[name];
        if (!address) throw new Error(`${d.file}: imports ${name}, which is neither a core contract of the emulator nor a declaration`);
        return `import ${name} from ${address}`;
      })
      .join('; ');
  }
  return lines.join('\n');
}

/** The declarations these names need, with the declarations they import, each after what it imports. */
export function declarationsInOrder(names: Iterable<string>, all: Map<string, Declaration>): Declaration[] {
  const out: Declaration[] = [];
  const visit = (name: string) => {
    const d = all.get(name);
    if (!d || out.includes(d)) return;
    for (const i of d.imports) visit(i);
    out.push(d);
  };
  for (const name of names) visit(name);
  return out;
}

/**
 * Where an emulator error stops in a declaration: the declaration and the function whose body
 * panicked (read from the error's `--> A.<address>.Name:line` location), or undefined when the
 * error is not a declaration's panic.
 */
export function declarationStop(error: string, all: Map<string, Declaration>): {declaration: Declaration; fun?: string} | undefined {
  if (!error.includes(DECLARATION_PANIC)) return undefined;
  for (const m of error.matchAll(/(?:A\.)?[0-9a-f]{16}\.(\w+):(\d+)/g)) {
    const d = all.get(m[1]!);
    if (!d) continue;
    const before = d.code.split('\n').slice(0, Number(m[2]));
    for (let i = before.length - 1; i >= 0; i -= 1) {
      const f = /\bfun\s+(\w+)\s*\(|^\s*(init)\s*\(/.exec(before[i]!);
      if (f) {
        // The type around it: the nearest resource or struct above, unless a contract-level function.
        const indent = /^\s*/.exec(before[i]!)![0].length;
        let owner = d.name;
        if (indent > 4) {
          for (let j = i - 1; j >= 0; j -= 1) {
            const t = /^ {4}access\(\w+\) (?:resource|struct) (\w+)/.exec(before[j]!);
            if (t) {
              owner = `${d.name}.${t[1]}`;
              break;
            }
          }
        }
        return {declaration: d, fun: `${owner}.${f[1] ?? f[2]}`};
      }
    }
    return {declaration: d};
  }
  const repo = new RegExp(`${DECLARATION_PANIC}([\\w.-]+/[\\w.-]+)@`).exec(error)?.[1];
  const d = [...all.values()].find((x) => x.source.repo === repo);
  return d ? {declaration: d} : undefined;
}

/** The declared contracts a block uses: those it imports, and those the page contracts it imports use. */
export function declarationsUsed(p: ProjectBlock, byBlock: Map<Block, ProjectBlock>, seen = new Set<ProjectBlock>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(p)) return out;
  seen.add(p);
  for (const [name, r] of p.resolved) {
    if (r.kind === 'declaration') out.add(name);
    if (r.kind === 'page' || r.kind === 'other-page') {
      const dep = byBlock.get(r.block);
      if (dep) for (const n of declarationsUsed(dep, byBlock, seen)) out.add(n);
    }
  }
  return out;
}

/**
 * Deploys the declarations these names need (and what they import, first) to `address` on an
 * emulator, skipping those in `deployed`; returns the first failure, or undefined.
 */
export async function deployDeclarations(
  client: Pick<FlowClient, 'deploy'>,
  address: string,
  names: Iterable<string>,
  deployed: Set<string>,
  core: Record<string, string>,
  all: Map<string, Declaration>,
): Promise<string | undefined> {
  for (const d of declarationsInOrder(names, all)) {
    if (deployed.has(d.name)) continue;
    const outcome = await client.deploy(address, d.name, declarationCode(d, core, address, all));
    if (outcome.error) return `deploying the declaration ${d.file} failed: ${outcome.error.slice(0, 600)}`;
    deployed.add(d.name);
  }
  return undefined;
}
