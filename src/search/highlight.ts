/**
 * Highlighting for the embedded backend, and the sanitiser both backends pass
 * their highlights through. DocSearch's UI renders highlight values as HTML, so
 * every value is escaped first and only our own `<mark>` tags survive.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Words as the index splits them: letters and digits, lower-cased. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Not ASCII: only such a term can change under NFKD or carry combining marks. */
const NON_ASCII = /[\u0080-\uffff]/;

export function normalizeTerm(term: string): string {
  if (!NON_ASCII.test(term)) return term.toLowerCase();
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` escaped, with every word that is one of `terms` wrapped in `<mark>`. */
export function highlight(text: string, terms: ReadonlySet<string>): {value: string; matched: string[]} {
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const term = normalizeTerm(match[0]);
    if (!terms.has(term)) continue;
    matched.add(term);
    value += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return {value: value + escapeHtml(text.slice(last)), matched: [...matched]};
}

/**
 * A window of about `affix` words either side of the first matched word, with
 * `…` where text was cut, highlighted as `highlight` does.
 */
export function snippet(text: string, terms: ReadonlySet<string>, affix: number): string {
  const words = [...text.matchAll(WORD)];
  const first = words.findIndex((word) => terms.has(normalizeTerm(word[0])));
  if (first === -1 || words.length <= affix * 2 + 1) return highlight(text, terms).value;
  const from = Math.max(0, first - affix);
  const to = Math.min(words.length - 1, first + affix);
  const start = from === 0 ? 0 : words[from]!.index;
  const endWord = words[to]!;
  const end = to === words.length - 1 ? text.length : endWord.index + endWord[0].length;
  return `${start > 0 ? '… ' : ''}${highlight(text.slice(start, end), terms).value}${end < text.length ? ' …' : ''}`;
}

/**
 * Makes a highlight value from a remote backend safe to render: escapes all
 * markup, then restores the `<mark>` tags the backend added.
 */
export function sanitizeHighlight(value: string): string {
  return escapeHtml(value).replace(/&lt;(\/?)mark&gt;/g, '<$1mark>');
}
