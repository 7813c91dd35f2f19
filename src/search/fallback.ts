/**
 * Whether the latest search was answered by the embedded index because Typesense failed
 * (withFallback.ts), for the line the modal and /search show then. Kept apart from
 * withFallback.ts, which loads with the Typesense client, so that a page's first load holds only this.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let lastAnsweredByFallback = false;

/** Whether the latest search was answered by the embedded index because Typesense failed. */
export const answeredByFallback = (): boolean => lastAnsweredByFallback;

/** For `useSyncExternalStore`: calls `listener` whenever `answeredByFallback()` changes. */
export function subscribeFallback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordFallback(fallback: boolean): void {
  if (fallback === lastAnsweredByFallback) return;
  lastAnsweredByFallback = fallback;
  for (const listener of listeners) listener();
}

