/**
 * Where the facts ledger reads the pinned source: Go modules at the versions the examples' go.mod
 * files pin (from Go's module cache, downloading when needed), their go-bindata assets, npm
 * packages in node_modules, the Flow CLI's facts file, the spork snapshot and the upstream fixtures.
 *
 * Also a command for writers: `npx jiti examples/facts/source.ts go MODULE [FILE | asset NAME]`
 * prints a pinned module's folder, a file of it or one of its embedded contracts.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {escapeRegExp} from '../harness/text';
import {examplesRoot, pinnedVersion} from '../harness/toolchain';
import {root} from '../../tests/content/pages';

/** The go.mod files of the examples room (relative to examples/toolchain), in the order a module's pin is looked up. */
export const GO_MODS = {
  emulator: 'emulator/go.mod',
  lint: 'lint/go.mod',
  'go-blocks': '../go-blocks/go.mod',
} as const;
export type GoModName = keyof typeof GO_MODS;

/** The version of `module` the examples pin: in the named go.mod, or the first that requires it. */
export function goPin(module: string, inMod?: GoModName): {version: string; goMod: GoModName} {
  const names = inMod ? [inMod] : (Object.keys(GO_MODS) as GoModName[]);
  for (const name of names) {
    try {
      return {version: pinnedVersion(GO_MODS[name], module), goMod: name};
    } catch {
      // not required there; try the next go.mod
    }
  }
  throw new Error(`no go.mod of the examples (${names.map((n) => `examples/${path.posix.normalize(`toolchain/${GO_MODS[n]}`)}`).join(', ')}) requires ${module}`);
}

const dirCache = new Map<string, string>();

/** The folder of MODULE@VERSION in Go's module cache (`go mod download -json`, cached per run). */
export function goModuleDir(module: string, version: string): string {
  const key = `${module}@${version}`;
  const known = dirCache.get(key);
  if (known) return known;
  let out: string;
  try {
    out = execFileSync('go', ['mod', 'download', '-json', key], {
      cwd: path.join(examplesRoot, 'toolchain', 'emulator'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string; message: string};
    const detail = (e.stdout && /"Error":\s*"([^"]*)"/.exec(e.stdout)?.[1]) || e.stderr?.trim() || e.message;
    throw new Error(`go mod download ${key} failed: ${detail}`);
  }
  const info = JSON.parse(out) as {Dir?: string; Error?: string};
  if (!info.Dir) throw new Error(`go mod download ${key}: ${info.Error ?? 'no Dir in its answer'}`);
  dirCache.set(key, info.Dir);
  return info.Dir;
}

/** Decodes a Go interpreted string literal's body (go-bindata writes every byte as \xNN). */
export function goStringBytes(body: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(...Buffer.from(c, 'utf8'));
      continue;
    }
    const next = body[++i];
    if (next === 'x') {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (next && /[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else {
      const simple: Record<string, number> = {n: 10, t: 9, r: 13, '\\': 92, '"': 34, "'": 39, a: 7, b: 8, f: 12, v: 11};
      const code = next === undefined ? undefined : simple[next];
      if (code === undefined) throw new Error(`unsupported escape \\${next} in a Go string literal`);
      bytes.push(code);
    }
  }
  return Buffer.from(bytes);
}

/**
 * A file a module embeds with go-bindata (internal/assets/assets.go): finds the asset's function
 * in the `_bindata` table, then the gzipped string it reads, and returns the file's text.
 */
export function bindataAsset(assetsGo: string, source: string, name: string): string {
  const table = /var _bindata = map\[string\]func\(\) \(\*asset, error\)\{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!table) throw new Error(`${assetsGo}: no go-bindata _bindata table`);
  const fn = new RegExp(`^\\s*"${escapeRegExp(name)}":\\s*(\\w+),`, 'm').exec(table)?.[1];
  if (!fn) {
    const names = [...table.matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]);
    throw new Error(`${assetsGo}: no embedded file ${name} (it has ${names.length}: ${names.slice(0, 8).join(', ')}, ...)`);
  }
  const literal = new RegExp(`^var _${fn} = "((?:[^"\\\\]|\\\\.)*)"`, 'm').exec(source)?.[1];
  if (literal === undefined) throw new Error(`${assetsGo}: no data for ${name} (var _${fn})`);
  return gunzipSync(goStringBytes(literal)).toString('utf8');
}

/** Where a source's text was read, for messages: `github.com/onflow/flow-go@v0.47.0/fvm/x.go`. */
export interface SourceText {
  label: string;
  text: string;
}

export function readGoSource(module: string, opts: {file?: string; asset?: string; in?: GoModName}): SourceText {
  const {version} = goPin(module, opts.in);
  const dir = goModuleDir(module, version);
  if (opts.asset) {
    const assetsGo = path.join(dir, 'internal', 'assets', 'assets.go');
    if (!existsSync(assetsGo)) throw new Error(`${module}@${version} has no internal/assets/assets.go to read ${opts.asset} from`);
    return {label: `${module}@${version} (embedded ${opts.asset})`, text: bindataAsset(`${module}@${version}/internal/assets/assets.go`, readFileSync(assetsGo, 'utf8'), opts.asset)};
  }
  if (!opts.file) throw new Error(`a go source needs file or asset`);
  const file = path.join(dir, opts.file);
  if (!existsSync(file)) throw new Error(`${module}@${version} has no file ${opts.file}`);
  return {label: `${module}@${version}/${opts.file}`, text: readFileSync(file, 'utf8')};
}

export function readNpmSource(pkg: string, file: string): SourceText {
  const dir = path.join(root, 'node_modules', pkg);
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) throw new Error(`npm package ${pkg} is not installed (node_modules/${pkg}); run npm ci`);
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
  const full = path.join(dir, file);
  if (!existsSync(full)) throw new Error(`npm package ${pkg}@${version} has no file ${file}`);
  return {label: `${pkg}@${version}/${file}`, text: readFileSync(full, 'utf8')};
}

export const upstreamDir = path.resolve(root, '..', 'shared', 'fixtures', 'upstream');

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const [kind, name, ...rest] = process.argv.slice(2);
  if (kind !== 'go' || !name) {
    console.error('usage: npx jiti examples/facts/source.ts go MODULE [FILE | asset NAME] [--in emulator|lint|go-blocks]');
    process.exit(2);
  }
  const inIndex = rest.indexOf('--in');
  const inMod = inIndex >= 0 ? (rest.splice(inIndex, 2)[1] as GoModName) : undefined;
  if (rest[0] === 'asset' && rest[1]) {
    process.stdout.write(readGoSource(name, {asset: rest[1], in: inMod}).text);
  } else if (rest[0]) {
    process.stdout.write(readGoSource(name, {file: rest[0], in: inMod}).text);
  } else {
    const {version} = goPin(name, inMod);
    console.log(`${name}@${version} ${goModuleDir(name, version)}`);
  }
}
