/** Near matches for a name that matched nothing: what an error message suggests instead. */

import {editDistance} from '../src/search/editDistance';

/**
 * The `count` candidates closest to `input`, ignoring case: those containing it first, then by
 * edit distance, then by name.
 */
export function nearest(input: string, candidates: Iterable<string>, count = 3): string[] {
  const wanted = input.toLowerCase();
  const score = (candidate: string) => {
    const lower = candidate.toLowerCase();
    const containing = wanted.length > 0 && lower.includes(wanted);
    return (containing ? 0 : 1000) + editDistance(wanted, lower);
  };
  return [...new Set(candidates)]
    .map((candidate) => ({candidate, score: score(candidate)}))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}
