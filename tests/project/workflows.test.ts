/**
 * The GitHub Actions workflows: actionlint (scripts/actionlint.sh, also a step of npm test)
 * really fails on a broken workflow, and the pull-request workflow runs the README's command.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const lint = (file: string) => spawnSync('bash', ['scripts/actionlint.sh', file], {encoding: 'utf8', timeout: 300_000});
const ci = readFileSync('.github/workflows/ci.yml', 'utf8');

describe('GitHub Actions workflows', () => {
  it('pass actionlint', () => {
    const result = lint('.github/workflows/ci.yml');
    expect(result.stdout + result.stderr).toContain('0 findings');
    expect(result.status).toBe(0);
  });

  it('fail actionlint, naming the line, when an action input or a run script is wrong', () => {
    const broken = ci
      .replace('cache-dependency-path: package-lock.json', 'cache-dependency-pth: package-lock.json')
      .replace('run: bash .ci/run', 'run: cd $GITHUB_WORKSPACE && bash .ci/run');
    const dir = mkdtempSync(path.join(tmpdir(), 'workflows-'));
    const file = path.join(dir, 'ci.yml');
    writeFileSync(file, broken);
    const result = lint(file);
    expect(result.status).toBe(1);
    const line = (text: string) => broken.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(result.stdout).toContain(`ci.yml:${line('cache-dependency-pth')}:`);
    expect(result.stdout).toMatch(/input "cache-dependency-pth" is not defined/);
    expect(result.stdout).toContain(`ci.yml:${line('cd $GITHUB_WORKSPACE')}:`);
    expect(result.stdout).toMatch(/shellcheck reported issue/);
  });

  it('run the README\'s test command on pull requests and pushes to main', () => {
    const readme = readFileSync('README.md', 'utf8');
    const command = /^npm ci && npm test\b/m.exec(readme)?.[0];
    expect(command, 'the README opens with the test command').toBe('npm ci && npm test');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^npm ci && npm test$/m);
    expect(ci).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]/m);
    expect(ci).toContain('run: bash .ci/run');
    expect(ci).toContain('container: debian:bookworm');
  });
});
