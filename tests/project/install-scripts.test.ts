/**
 * npm 11 warns on every install about dependencies whose install scripts package.json's
 * `allowScripts` does not decide. Each decision is recorded there (CONTRIBUTING.md says why
 * for each); this keeps `npm ci` quiet about it when a dependency adds or changes a script.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

describe('install scripts of dependencies', () => {
  it('are all decided in package.json#allowScripts, so npm ci prints no install-scripts warning', () => {
    const out = execFileSync('npm', ['install-scripts', 'ls', '--json'], {encoding: 'utf8', timeout: 60_000});
    const pending = (JSON.parse(out) as {allowScripts: Array<{name?: string} | string>}).allowScripts;
    expect(pending, 'run `npm install-scripts ls`, decide each with approve or deny, and say why in CONTRIBUTING.md').toEqual([]);
  });

  it('has a reason in CONTRIBUTING.md for every decision', () => {
    const policy = (JSON.parse(readFileSync('package.json', 'utf8')) as {allowScripts: Record<string, boolean>}).allowScripts;
    const contributing = readFileSync('CONTRIBUTING.md', 'utf8');
    for (const name of Object.keys(policy)) expect(contributing, name).toContain(`\`${name}\``);
  });
});
