/**
 * Picks the configured backend and loads its code on first use only: MiniSearch
 * and the index, or the Typesense client, are never part of a page's first load.
 * With Typesense, the embedded index answers when Typesense cannot (withFallback.ts),
 * and its code loads only then.
 */
import type {SearchBackend, SearchRequest, SearchResult, SearchSiteConfig} from './types';

let backend: Promise<SearchBackend> | undefined;

/** The Typesense backend, its fallback and the modal's footer (typesenseChunk.ts), loaded once. */
export const loadTypesenseChunk = () => import('./typesenseChunk');

export function loadBackend(config: SearchSiteConfig, indexUrl: string): Promise<SearchBackend> {
  // The embedded backend's chunk is named so that the benchmark and the search budget tell search's code from the modal's.
  const embedded = () => import(/* webpackChunkName: "search-embedded" */ './sharded').then(({createShardedBackend}) => createShardedBackend(indexUrl));
  backend ??= (
    config.backend === 'typesense' && config.typesenseServerConfig
      ? loadTypesenseChunk().then(({createTypesenseBackend, withFallback}) => withFallback(createTypesenseBackend(config.typesenseServerConfig!), embedded))
      : embedded()
  ).catch((error: unknown) => {
    backend = undefined;
    throw error;
  });
  return backend;
}

/** Warms the backend (code and, for the embedded one, the index's meta file) before the first search. */
export function preloadBackend(config: SearchSiteConfig, indexUrl: string): void {
  loadBackend(config, indexUrl)
    .then((loaded) => loaded.preload?.())
    .catch(() => undefined);
}

export async function search(config: SearchSiteConfig, indexUrl: string, request: SearchRequest): Promise<SearchResult> {
  return (await loadBackend(config, indexUrl)).search(request);
}

/**
 * DocSearch's modal shows its error screen only for an error named `RetryError`
 * (Algolia's "every host failed"); any other failure fell through to "No results".
 * Every backend failure is reported under that name.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** The client the modal's `transformSearchClient` returns: our backend in the modal's shape. */
export function modalSearchClient(config: SearchSiteConfig, indexUrl: string) {
  return {
    async search([request]: [SearchRequest]): Promise<{results: SearchResult[]}> {
      try {
        return {results: [await search(config, indexUrl, request)]};
      } catch (error) {
        console.error('[search]', error);
        throw new RetryError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
