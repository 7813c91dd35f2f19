/** Near matches for a name that matched nothing: what an error message suggests instead. */

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

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
