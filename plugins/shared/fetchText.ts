/**
 * Fetching a build-time input from a remote URL with a hard timeout. It never
 * throws: it returns the text, or the reason in words the build log can show.
 */
export type FetchResult = {text: string} | {unreachable: string};

export async function fetchText(url: string, timeoutMs: number): Promise<FetchResult> {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs)});
    if (!response.ok) return {unreachable: `HTTP ${response.status} ${response.statusText}`.trim()};
    return {text: await response.text()};
  } catch (error) {
    const err = error as Error & {cause?: {code?: string; message?: string}};
    if (err.name === 'TimeoutError' || err.name === 'AbortError') {
      return {unreachable: `no answer within ${timeoutMs / 1000} s`};
    }
    return {unreachable: err.cause?.code ?? err.cause?.message ?? err.message};
  }
}

export const isRemote = (url: string): boolean => /^https?:\/\//i.test(url);
