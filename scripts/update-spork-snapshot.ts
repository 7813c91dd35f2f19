/**
 * Rewrites data/sporks-snapshot.json, the project's own fallback for spork
 * data, from upstream sporks.json (or any URL/file given as the first argument).
 * It keeps only what the network pages show, in our normalised shape.
 *
 *   npm run sporks:snapshot                  # from SPORKS_URL or the default upstream URL
 *   npm run sporks:snapshot -- ./sporks.json # from a file
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {env} from '../config/env';
import {loadSporks} from '../plugins/networks/load';

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '..');
  const snapshotFile = path.join(siteDir, 'data/sporks-snapshot.json');
  const url = process.argv[2] ?? env.sporksUrl;
  const {data, source} = await loadSporks({url, snapshotFile, timeoutMs: 10_000, cwd: process.cwd()});
  if (source.kind === 'snapshot') {
    throw new Error(`Not updating the snapshot: ${source.fallbackReason}`);
  }
  const snapshot = {
    about: 'Normalised spork history written by scripts/update-spork-snapshot.ts; the networks plugin falls back to it when sporks.json cannot be fetched.',
    updated: new Date().toISOString().slice(0, 10),
    networks: data.networks,
  };
  await writeFile(snapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);
  const counts = Object.entries(data.networks).map(([name, list]) => `${name}: ${list.length} sporks, current ${list[0]?.name}`);
  console.log(`Wrote ${path.relative(siteDir, snapshotFile)} from ${source.location} (${counts.join('; ')})`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
