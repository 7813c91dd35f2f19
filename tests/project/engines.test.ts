/**
 * npm warns with EBADENGINE for every installed package whose `engines.node` the running Node.js
 * does not satisfy. The project asks for the Node.js versions in package.json#engines and is
 * tested on 24 (README, .ci/run): both the oldest version it accepts and Node 24 must satisfy
 * every package in the lockfile, so `npm ci` installs nothing built for a newer engine.
 */
import {readFileSync} from 'node:fs';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

interface Lock {
  packages: Record<string, {engines?: {node?: string} | string[]; optional?: boolean}>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {engines: {node: string}};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

/** Each lockfile package whose engines.node the version does not satisfy, with its range. */
function refusing(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([name]) => name !== '')
    .flatMap(([name, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return range && !semver.satisfies(version, range) ? [`${name.replace(/^.*node_modules\//, '')} needs node ${range}`] : [];
    });
}

describe('Node.js engines', () => {
  it('package.json#engines matches the lockfile root', () => {
    expect(lock.packages['']?.engines).toEqual(pkg.engines);
  });

  it('the oldest Node.js the project accepts runs every installed package', () => {
    const oldest = semver.minVersion(pkg.engines.node)?.version;
    expect(oldest, pkg.engines.node).toBeTruthy();
    expect(refusing(oldest!)).toEqual([]);
  });

  it('Node.js 24, the version the tests run on, runs every installed package', () => {
    expect(refusing('24.0.0')).toEqual([]);
  });

  it('reads the engines: Node.js 18 would be refused by some package', () => {
    expect(refusing('18.0.0')).not.toEqual([]);
  });
});
