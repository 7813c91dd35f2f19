/**
 * The GitHub Actions workflows: actionlint (scripts/actionlint.sh, also a step of npm test)
 * really fails on a broken workflow, and the pull-request workflow runs the README's command:
 * its jobs, between them, run every stage of scripts/test.sh, after the same `npm ci`.
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
      .replace('retention-days: 3', 'retention-dayz: 3')
      .replace('run: tar -xf builds.tar && rm builds.tar', 'run: cd $GITHUB_WORKSPACE && tar -xf builds.tar');
    expect(broken).not.toBe(ci);
    const dir = mkdtempSync(path.join(tmpdir(), 'workflows-'));
    const file = path.join(dir, 'ci.yml');
    writeFileSync(file, broken);
    const result = lint(file);
    expect(result.status).toBe(1);
    const line = (text: string) => broken.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(result.stdout).toContain(`ci.yml:${line('retention-dayz')}:`);
    expect(result.stdout).toMatch(/input "retention-dayz" is not defined/);
    expect(result.stdout).toContain(`ci.yml:${line('cd $GITHUB_WORKSPACE')}:`);
    expect(result.stdout).toMatch(/shellcheck reported issue/);
  });

  it('run the README\'s test command on pull requests and pushes to main: every stage of npm test, after npm ci', () => {
    const readme = readFileSync('README.md', 'utf8');
    const command = /^npm ci && npm test\b/m.exec(readme)?.[0];
    expect(command, 'the README opens with the test command').toBe('npm ci && npm test');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^npm ci && npm test$/m);
    expect(ci).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]/m);
    expect(ci).toContain('container: debian:bookworm');
    // Every job sets itself up with the composite action, which ends with npm ci ...
    const setup = readFileSync('.github/actions/setup/action.yml', 'utf8');
    expect(setup).toMatch(/run: npm ci\s*$/);
    const jobs = (ci.split(/^jobs:\n/m)[1] ?? '').split(/^ {2}(?=[a-z-]+:\n)/m).slice(1);
    expect(jobs.length).toBeGreaterThan(1);
    for (const job of jobs) expect(job, job.split('\n')[0]).toContain('uses: ./.github/actions/setup');
    // ... and between them the jobs run every stage that `npm test` alone runs.
    const all = /^ALL=\(([^)]*)\)/m.exec(readFileSync('scripts/test.sh', 'utf8'))?.[1]?.split(/\s+/).filter(Boolean) ?? [];
    expect(all.length).toBeGreaterThan(5);
    const run = new Set<string>();
    for (const m of ci.matchAll(/stages: ([a-z ]+)\}/g)) for (const stage of m[1]!.trim().split(/\s+/)) run.add(stage);
    for (const m of ci.matchAll(/run: npm test -- ([a-z ]+)$/gm)) for (const stage of m[1]!.trim().split(/\s+/)) run.add(stage);
    // `system` (Chromium and nginx) runs inside the browser stage too.
    run.add('system');
    expect([...run].sort()).toEqual([...all].sort());
  });
});
