/**
 * scripts/ensure-nginx.sh (through scripts/ensure-debian.sh) checks nginx and its brotli_static
 * module each by its own file: a machine with Debian's nginx but not the module gets the module,
 * and one that cannot install it stops with one line naming what is missing and the command that
 * installs it. The scripts run here as written, with their paths moved under a temporary folder
 * and `apt-get` (and, for the no-root case, `id`) replaced on the PATH by small stand-ins that
 * record their calls and "install" a package by creating its file.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';

const NGINX = '/usr/sbin/nginx';
const MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
  dirs = [];
});

interface Machine {
  root: string;
  run: () => {status: number | null; stdout: string; stderr: string; aptCalls: string[]};
}

/** A machine whose file system lives under a temporary folder; `files` exist on it from the start. */
function machine(files: string[], opts: {root?: boolean; aptFails?: boolean} = {}): Machine {
  const root = mkdtempSync(path.join(tmpdir(), 'ensure-debian-'));
  dirs.push(root);
  const at = (file: string) => path.join(root, file);
  for (const file of files) {
    mkdirSync(path.dirname(at(file)), {recursive: true});
    writeFileSync(at(file), '');
  }
  const scripts = at('scripts');
  mkdirSync(scripts, {recursive: true});
  writeFileSync(path.join(scripts, 'ensure-debian.sh'), readFileSync('scripts/ensure-debian.sh', 'utf8'));
  writeFileSync(path.join(scripts, 'ensure-nginx.sh'), readFileSync('scripts/ensure-nginx.sh', 'utf8').replaceAll(' /usr/', ` ${root}/usr/`));
  const bin = at('fakebin');
  mkdirSync(bin);
  const log = at('apt.log');
  // Each package's file, as Debian's package installs it.
  const provides = {nginx: at(NGINX), 'libnginx-mod-http-brotli-static': at(MODULE)};
  writeFileSync(
    path.join(bin, 'apt-get'),
    [
      '#!/usr/bin/env bash',
      `echo "$*" >> ${log}`,
      opts.aptFails ? '[ "$1" = install ] && { echo "E: Unable to locate package" >&2; exit 100; }' : '',
      '[ "$1" = install ] || exit 0',
      'for arg in "$@"; do case "$arg" in',
      ...Object.entries(provides).map(([pkg, file]) => `  ${pkg}) mkdir -p "${path.dirname(file)}"; touch "${file}";;`),
      'esac; done',
    ].join('\n'),
  );
  if (opts.root === false) {
    writeFileSync(path.join(bin, 'id'), '#!/usr/bin/env bash\necho 1000\n');
    writeFileSync(path.join(bin, 'sudo'), '#!/usr/bin/env bash\necho "sudo: a password is required" >&2\nexit 1\n');
  }
  for (const name of ['apt-get', 'id', 'sudo']) if (existsSync(path.join(bin, name))) chmodSync(path.join(bin, name), 0o755);
  return {
    root,
    run: () => {
      const result = spawnSync('bash', [path.join(scripts, 'ensure-nginx.sh')], {
        encoding: 'utf8',
        env: {...process.env, PATH: `${bin}:/usr/bin:/bin`},
      });
      const aptCalls = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
      return {status: result.status, stdout: result.stdout, stderr: result.stderr, aptCalls};
    },
  };
}

describe('scripts/ensure-nginx.sh', () => {
  it('installs the brotli module when nginx is there without it', () => {
    const m = machine([NGINX]);
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.aptCalls).toEqual(['update -qq', 'install -y -qq libnginx-mod-http-brotli-static']);
    expect(existsSync(path.join(m.root, MODULE))).toBe(true);
  });

  it('installs nothing when nginx and the module are both there', () => {
    const result = machine([NGINX, MODULE]).run();
    expect(result.status).toBe(0);
    expect(result.aptCalls).toEqual([]);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('installs both in one apt-get on a machine with neither', () => {
    const m = machine([]);
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.aptCalls).toEqual(['update -qq', 'install -y -qq nginx libnginx-mod-http-brotli-static']);
  });

  it('stops with one line naming the module and the install command when it cannot be root', () => {
    const m = machine([NGINX], {root: false});
    const result = m.run();
    expect(result.status).toBe(1);
    expect(result.aptCalls).toEqual([]);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `missing: ${m.root}${MODULE} (not root and no sudo without a password); install with: sudo apt-get update && sudo apt-get install -y libnginx-mod-http-brotli-static`,
    );
  });

  it('stops with that line when apt-get cannot install the package', () => {
    const m = machine([NGINX], {aptFails: true});
    const result = m.run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`missing: ${m.root}${MODULE} (apt-get install failed); install with: sudo apt-get update && sudo apt-get install -y libnginx-mod-http-brotli-static`);
  });
});
