/**
 * Reading spork data: a remote URL (with a timeout), a local file, or the
 * project's checked-in snapshot as the fallback. Unreachable data falls back
 * to the snapshot and says why; malformed data fails, naming the field.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {normaliseUpstream, validateSnapshot, DataError} from './validate';
import type {SporkData, SporkSource} from './types';
import {fetchText, isRemote} from '../shared/fetchText';

export interface LoadSporksOptions {
  /** http(s) URL, file: URL or file path of an upstream-shaped sporks.json. */
  url: string;
  /** The project's own normalised snapshot. */
  snapshotFile: string;
  timeoutMs: number;
  /** Base folder for a relative file path. */
  cwd: string;
}

export interface LoadedSporks {
  data: SporkData;
  source: SporkSource;
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataError(source, '(root)', `is not valid JSON (${(error as Error).message})`);
  }
}

export async function loadSnapshot(snapshotFile: string): Promise<SporkData> {
  const source = `spork snapshot (${snapshotFile})`;
  let text: string;
  try {
    text = await readFile(snapshotFile, 'utf8');
  } catch (error) {
    throw new Error(`${source}: cannot be read (${(error as Error).message})`);
  }
  return validateSnapshot(parseJson(text, source), source);
}

export async function loadSporks(options: LoadSporksOptions): Promise<LoadedSporks> {
  const {url, snapshotFile, timeoutMs, cwd} = options;
  if (isRemote(url)) {
    const result = await fetchText(url, timeoutMs);
    if ('unreachable' in result) {
      return {
        data: await loadSnapshot(snapshotFile),
        source: {kind: 'snapshot', location: path.relative(cwd, snapshotFile), fallbackReason: `${url} unreachable: ${result.unreachable}`},
      };
    }
    const source = `sporks.json (${url})`;
    return {data: normaliseUpstream(parseJson(result.text, source), source), source: {kind: 'remote', location: url}};
  }
  const file = url.startsWith('file:') ? fileURLToPath(url) : path.resolve(cwd, url);
  const source = `sporks.json (${file})`;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${source}: cannot be read (${(error as Error).message})`);
  }
  return {data: normaliseUpstream(parseJson(text, source), source), source: {kind: 'file', location: file}};
}
