/**
 * Search always answers: a Typesense backend that, when every node is unreachable or
 * answers with an error, searches the embedded index the build already writes instead.
 * The embedded code and index load on the first failure only. After a failure the next
 * searches go straight to the embedded index for a while, so that a reader typing does not
 * wait for dead nodes at every keystroke; then Typesense is tried again.
 */
import {recordFallback} from './fallback';
import type {SearchBackend, SearchRequest, SearchResult} from './types';

/** How long searches stay on the embedded index after Typesense failed. */
export const RETRY_TYPESENSE_AFTER_MS = 30_000;

export function withFallback(
  primary: SearchBackend,
  loadEmbedded: () => Promise<SearchBackend>,
  now: () => number = Date.now,
): SearchBackend {
  let failedAt: number | undefined;
  let embedded: Promise<SearchBackend> | undefined;

  const fromEmbedded = async (request: SearchRequest): Promise<SearchResult> => {
    embedded ??= loadEmbedded().catch((error: unknown) => {
      embedded = undefined;
      throw error;
    });
    const result = await (await embedded).search(request);
    recordFallback(true);
    return {...result, fallback: true};
  };

  return {
    preload: primary.preload?.bind(primary),
    async search(request) {
      if (failedAt !== undefined && now() - failedAt < RETRY_TYPESENSE_AFTER_MS) return fromEmbedded(request);
      try {
        const result = await primary.search(request);
        failedAt = undefined;
        recordFallback(false);
        return result;
      } catch (error) {
        console.warn('[search] Typesense did not answer; searching the built-in index instead.', error);
        failedAt = now();
        return fromEmbedded(request);
      }
    },
  };
}
