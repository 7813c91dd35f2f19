/**
 * The site's embedded search over a production build, in Node, asked as the search modal asks
 * from a docs page: for the tools that measure or serve it (npm run search:eval, npm run bench,
 * the docs MCP server).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {env} from '../../config/env';
import {searchConfig} from '../../config/search';
import {createShardedBackend} from '../../src/search/sharded';
import type {SearchBackend} from '../../src/search/types';

/** The site's search settings with Typesense unset: the embedded index's path and the grouping by page the modal asks for. */
export const EMBEDDED_SEARCH = searchConfig({...env, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined});

/** The contextual filter the search modal sends from a docs page (the only docs version, in English). */
export const DOCS_FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

/** The embedded backend over a build folder, reading its files from disk (no byte ranges, as a plain static server). */
export function buildSearchBackend(buildDir: string): SearchBackend {
  return createShardedBackend(`http://build.invalid${EMBEDDED_SEARCH.indexPath}`, async (url) => {
    const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
    try {
      return new Response(await readFile(file));
    } catch {
      return new Response(`${file} does not exist`, {status: 404, statusText: 'Not Found'});
    }
  });
}
