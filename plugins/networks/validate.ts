/**
 * Validation and normalisation of spork data. Every error names the source
 * (URL or file) and the field path, e.g.
 *   sporks.json (https://…): networks.mainnet.mainnet28.rootHeight must be a string of digits
 */
import type {NetworkEntry, Spork, SporkData} from './types';

export class DataError extends Error {
  constructor(source: string, path: string, problem: string) {
    super(`${source}: ${path} ${problem}`);
    this.name = 'DataError';
  }
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HEX = (length: number) => new RegExp(`^[0-9a-f]{${length}}$`);

function field<T>(
  source: string,
  obj: Record<string, Json>,
  path: string,
  key: string,
  check: (value: Json) => value is T,
  expected: string,
): T {
  const value = obj[key];
  if (!check(value)) {
    throw new DataError(source, `${path}.${key}`, `must be ${expected}, got ${JSON.stringify(value) ?? 'nothing'}`);
  }
  return value;
}

const isString = (v: Json): v is string => typeof v === 'string';
const isBoolean = (v: Json): v is boolean => typeof v === 'boolean';

function pattern(source: string, path: string, value: string, re: RegExp, expected: string): string {
  if (!re.test(value)) throw new DataError(source, path, `must be ${expected}, got ${JSON.stringify(value)}`);
  return value;
}

function isoTime(source: string, path: string, value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new DataError(source, path, `must be an ISO 8601 time, got ${JSON.stringify(value)}`);
  return new Date(time).toISOString();
}

/** Reads a tag that upstream spells either `flow-go` or `flow-go-tag`. */
function tag(tags: Record<string, Json>, name: string): string | null {
  const value = tags[`${name}-tag`] ?? tags[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function normaliseSpork(source: string, path: string, key: string, raw: Json): Spork {
  if (!isObject(raw)) throw new DataError(source, path, 'must be an object');
  const name = field(source, raw, path, 'name', isString, 'a string');
  const live = field(source, raw, path, 'live', isBoolean, 'true or false');
  const sporkTime = isoTime(source, `${path}.sporkTime`, field(source, raw, path, 'sporkTime', isString, 'a string'));
  const rootHeight = pattern(
    source,
    `${path}.rootHeight`,
    field(source, raw, path, 'rootHeight', isString, 'a string'),
    /^\d+$/,
    'a string of digits',
  );
  const rootParentId = pattern(
    source,
    `${path}.rootParentId`,
    field(source, raw, path, 'rootParentId', isString, 'a string').trim(),
    HEX(64),
    '64 hex characters',
  );
  const rootStateCommitment = pattern(
    source,
    `${path}.rootStateCommitment`,
    field(source, raw, path, 'rootStateCommitment', isString, 'a string').trim(),
    HEX(64),
    '64 hex characters',
  );
  // Upstream has left this blank for some early sporks and padded it with a space for others.
  const commit = field(source, raw, path, 'gitCommitHash', isString, 'a string').trim();
  const gitCommit = commit === '' ? null : pattern(source, `${path}.gitCommitHash`, commit, HEX(40), '40 hex characters');

  const tags = raw.tags === undefined ? {} : raw.tags;
  if (!isObject(tags)) throw new DataError(source, `${path}.tags`, 'must be an object');

  const accessNodesRaw = raw.accessNodes === undefined ? [] : raw.accessNodes;
  if (!Array.isArray(accessNodesRaw) || !accessNodesRaw.every(isString)) {
    throw new DataError(source, `${path}.accessNodes`, 'must be a list of strings');
  }
  const note = raw.specialNote;
  if (note !== undefined && !isString(note)) throw new DataError(source, `${path}.specialNote`, 'must be a string');

  return {
    key,
    name,
    live,
    sporkTime,
    rootHeight,
    rootParentId,
    rootStateCommitment,
    gitCommit,
    versions: {flowGo: tag(tags, 'flow-go'), cadence: tag(tags, 'cadence'), docker: tag(tags, 'docker')},
    accessNodes: accessNodesRaw,
    note: note?.trim() ? note.trim() : null,
  };
}

const newestFirst = (a: Spork, b: Spork) => Date.parse(b.sporkTime) - Date.parse(a.sporkTime);

/** Validates upstream `sporks.json` (`{networks: {<net>: {<key>: spork}}}`) and normalises it. */
export function normaliseUpstream(raw: Json, source: string): SporkData {
  if (!isObject(raw)) throw new DataError(source, '(root)', 'must be a JSON object');
  if (!isObject(raw.networks)) throw new DataError(source, 'networks', 'must be an object of networks');
  const networks: Record<string, Spork[]> = {};
  for (const [network, sporks] of Object.entries(raw.networks)) {
    const path = `networks.${network}`;
    if (!isObject(sporks)) throw new DataError(source, path, 'must be an object of sporks');
    const list = Object.entries(sporks).map(([key, spork]) => normaliseSpork(source, `${path}.${key}`, key, spork));
    if (list.length === 0) throw new DataError(source, path, 'must hold at least one spork');
    networks[network] = list.sort(newestFirst);
  }
  if (Object.keys(networks).length === 0) throw new DataError(source, 'networks', 'must hold at least one network');
  return {networks};
}

/** Validates the project's own snapshot (already normalised) with the same rules. */
export function validateSnapshot(raw: Json, source: string): SporkData {
  if (!isObject(raw) || !isObject(raw.networks)) throw new DataError(source, 'networks', 'must be an object of networks');
  const networks: Record<string, Spork[]> = {};
  for (const [network, sporks] of Object.entries(raw.networks)) {
    const path = `networks.${network}`;
    if (!Array.isArray(sporks) || sporks.length === 0) throw new DataError(source, path, 'must be a non-empty list of sporks');
    networks[network] = sporks
      .map((spork: Json, i) => {
        if (!isObject(spork)) throw new DataError(source, `${path}[${i}]`, 'must be an object');
        const versions = isObject(spork.versions) ? spork.versions : {};
        // Re-run the upstream rules on the snapshot's fields.
        return normaliseSpork(source, `${path}[${i}]`, String(spork.key), {
          ...spork,
          gitCommitHash: spork.gitCommit ?? '',
          specialNote: spork.note ?? undefined,
          tags: {'flow-go': versions.flowGo ?? '', cadence: versions.cadence ?? '', docker: versions.docker ?? ''},
        });
      })
      .sort(newestFirst);
  }
  return {networks};
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Validates `data/networks.json` against the spork data it refers to. */
export function validateNetworks(raw: Json, source: string, sporks: SporkData | null): NetworkEntry[] {
  if (!isObject(raw) || !Array.isArray(raw.networks)) throw new DataError(source, 'networks', 'must be a list');
  const seen = new Set<string>();
  const entries = raw.networks.map((item: Json, i): NetworkEntry => {
    const path = `networks[${i}]`;
    if (!isObject(item)) throw new DataError(source, path, 'must be an object');
    const slug = pattern(source, `${path}.slug`, field(source, item, path, 'slug', isString, 'a string'), SLUG, 'a lower-case URL segment');
    if (seen.has(slug)) throw new DataError(source, `${path}.slug`, `repeats ${JSON.stringify(slug)}`);
    seen.add(slug);
    const title = field(source, item, path, 'title', isString, 'a string');
    const network = field(source, item, path, 'network', isString, 'a string');
    const sporkNetwork = item.sporkNetwork ?? null;
    if (sporkNetwork !== null && !isString(sporkNetwork)) {
      throw new DataError(source, `${path}.sporkNetwork`, 'must be a network key or null');
    }
    if (sporkNetwork !== null && sporks && !sporks.networks[sporkNetwork]) {
      throw new DataError(
        source,
        `${path}.sporkNetwork`,
        `names ${JSON.stringify(sporkNetwork)}, which the spork data does not have (it has ${Object.keys(sporks.networks).join(', ')})`,
      );
    }
    const status = field(source, item, path, 'status', (v): v is 'live' | 'retired' => v === 'live' || v === 'retired', '"live" or "retired"');
    const focus = field(source, item, path, 'focus', (v): v is 'access' | 'components' => v === 'access' || v === 'components', '"access" or "components"');
    const summary = field(source, item, path, 'summary', isString, 'a string');
    if (!isObject(item.access)) throw new DataError(source, `${path}.access`, 'must be an object with grpc and rest');
    const grpc = pattern(source, `${path}.access.grpc`, field(source, item.access, `${path}.access`, 'grpc', isString, 'a string'), /^[a-z0-9.-]+:\d+$/, 'host:port');
    const rest = pattern(source, `${path}.access.rest`, field(source, item.access, `${path}.access`, 'rest', isString, 'a string'), /^https:\/\/[a-z0-9.-]+\/?$/, 'an https URL');
    const replacement = item.replacement;
    if (replacement !== undefined && !isString(replacement)) throw new DataError(source, `${path}.replacement`, 'must be a string');
    return {slug, title, network, sporkNetwork, status, focus, summary, access: {grpc, rest}, ...(replacement ? {replacement} : {})};
  });
  entries.forEach((entry, i) => {
    if (entry.replacement && !seen.has(entry.replacement)) {
      throw new DataError(source, `networks[${i}].replacement`, `names ${JSON.stringify(entry.replacement)}, which is not a slug in this file`);
    }
  });
  if (entries.length === 0) throw new DataError(source, 'networks', 'must hold at least one network');
  return entries;
}
