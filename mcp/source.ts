/**
 * Where the MCP server reads the site: a build folder (`--site build`) or a deployed site
 * (`--site https://developers.flow.com`). Both are reached through one `fetch`, so the search
 * index is read by the browser's own code (src/search/sharded.ts) from either; a folder answers
 * as a plain static server would (no byte ranges), a site is asked with a timeout.
 *
 * Every failure names what was asked for: the file of the folder, or the URL.
 */
import {openAsBlob} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import type {Fetch} from '../src/search/sharded';

/** The site cannot be read: unreachable, too slow, or an unexpected answer. */
export class SiteError extends Error {
  override name = 'SiteError';
}

/** The site was reached but has no such file (a 404, or no file in the folder). */
export class NotFoundError extends SiteError {
  override name = 'NotFoundError';
}

export interface Site {
  kind: 'directory' | 'url';
  /** The folder (absolute) or the site's base URL, for messages. */
  label: string;
  /** The site's base, ending in `/`: a `file:` URL for a folder. */
  base: URL;
  /** Fetches a URL under `base`, as `fetch` does (a folder answers 404 for a missing file). */
  fetch: Fetch;
  /** The URL of a site path (`/llms.txt`, `evm/networks.md`) under the base. */
  url(sitePath: string): string;
  /** How a URL under the base is named in messages: the file's path for a folder, else the URL. */
  describe(url: string): string;
  /** A file of the site as text; a NotFoundError when it does not exist, else a SiteError. */
  text(sitePath: string): Promise<string>;
}

export interface SiteOptions {
  /** How long a request to a deployed site may take. */
  timeoutMs: number;
  /** Where a relative folder is resolved, and what folder names in messages are relative to. */
  cwd: string;
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml',
};

function common(kind: Site['kind'], label: string, base: URL, fetchFile: Fetch, describe: (url: string) => string): Site {
  const url = (sitePath: string) => new URL(sitePath.replace(/^\/+/, ''), base).href;
  return {
    kind,
    label,
    base,
    fetch: fetchFile,
    url,
    describe,
    async text(sitePath) {
      const target = url(sitePath);
      const response = await fetchFile(target);
      if (response.status === 404) {
        await response.body?.cancel();
        throw new NotFoundError(kind === 'directory' ? `${describe(target)} does not exist` : `${target} answered 404 Not Found`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SiteError(`${describe(target)} answered HTTP ${response.status} ${response.statusText}`.trim());
      }
      try {
        return await response.text();
      } catch (error) {
        throw new SiteError(`${describe(target)}: the answer broke off (${reason(error)})`);
      }
    },
  };
}

/** A build folder, answering like a static server without byte ranges: 200 with the file, or 404. */
async function directorySite(folder: string, cwd: string): Promise<Site> {
  const root = path.resolve(cwd, folder);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new SiteError(
      `--site ${folder}: ${root} is not a folder. Build the site first (npx docusaurus build writes build/), or pass the URL of a deployed site, e.g. --site https://developers.flow.com`,
    );
  }
  const base = pathToFileURL(`${root}${path.sep}`);
  const describe = (url: string) => {
    try {
      return path.relative(cwd, fileURLToPath(url)) || '.';
    } catch {
      return url;
    }
  };
  const notFound = () => new Response('Not Found', {status: 404, statusText: 'Not Found'});
  const fetchFile: Fetch = async (url) => {
    let file: string;
    try {
      file = fileURLToPath(url);
    } catch {
      // Not a file: URL, or one with an encoded `/`: nothing of the folder.
      return notFound();
    }
    if (!file.startsWith(`${root}${path.sep}`)) return notFound();
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return notFound();
    const type = TYPES[path.extname(file)];
    return new Response(await openAsBlob(file), {status: 200, headers: type ? {'content-type': type} : {}});
  };
  return common('directory', root, base, fetchFile, describe);
}

/** Why a request failed, in a few words: the system's error code, or the timeout. */
function reason(error: unknown, timeoutMs?: number): string {
  const err = error as Error & {cause?: {code?: string; message?: string}};
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return timeoutMs ? `no answer within ${timeoutMs / 1000} s` : 'timed out';
  return err.cause?.code ?? err.cause?.message ?? err.message;
}

function urlSite(address: string, timeoutMs: number): Site {
  let base: URL;
  try {
    base = new URL(address.endsWith('/') ? address : `${address}/`);
  } catch {
    throw new SiteError(`--site ${address}: not a URL`);
  }
  base.search = '';
  base.hash = '';
  const fetchFile: Fetch = async (url, init) => {
    try {
      return await fetch(url, {...init, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs)});
    } catch (error) {
      throw new SiteError(`${url} is unreachable (${reason(error, timeoutMs)})`);
    }
  };
  return common('url', base.href, base, fetchFile, (url) => url);
}

/** The site `spec` names: an http(s) URL, or else a folder (relative to `options.cwd`). */
export function openSite(spec: string, options: SiteOptions): Promise<Site> {
  return /^https?:\/\//i.test(spec) ? Promise.resolve(urlSite(spec, options.timeoutMs)) : directorySite(spec, options.cwd);
}
