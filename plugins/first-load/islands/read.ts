/**
 * The islands read so far, by page (client.tsx fills it), for the static regions around a page's
 * Markdown (region.tsx). A module of its own: the page chunks and the docs' chunk both hold it,
 * and it is small, where the whole islands client would be copied into the docs' chunk.
 */
import type {PageIslands} from './client';
import type {IslandEntry} from './markup';
import type {RegionName} from './regions';

/** A path as a page key: no trailing slash, no index.html. */
export const pageKey = (path: string) => decodeURI(path).replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';

/** The pages whose islands have been read, by page key. */
export const read = new Map<string, PageIslands>();

/** The static region `name` of the page at `path`: null where the page has none, undefined if its islands were not read. */
export function regionOf(path: string, name: RegionName): IslandEntry | null | undefined {
  return read.get(pageKey(path))?.r[name];
}
