/**
 * The highlighting of one code block, computed at build time (rehype.ts) and
 * rendered by src/theme/CodeBlock/Content without Prism. Only token types and
 * lengths are stored: the text is the block's code, which the page has anyway.
 *
 * Encoded as JSON `{t, l}`: `t` the distinct type lists of the block (types
 * joined by spaces), `l` one array per line of `[typeIndex, length, …]` over
 * that line's text; `[typeIndex, -1]` is a line prism-react-renderer marks empty
 * (its one token reads "\n"). This is prism-react-renderer's `normalizeTokens`
 * output, exactly, in a few bytes per token.
 */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

interface Encoded {
  t: string[];
  l: number[][];
}

const NEWLINE = /\r\n|\r|\n/;

export function encodeTokens(lines: Token[][]): string {
  const types: string[] = [];
  const indexOf = new Map<string, number>();
  const typeIndex = (token: Token) => {
    const key = token.types.join(' ');
    let index = indexOf.get(key);
    if (index === undefined) {
      index = types.push(key) - 1;
      indexOf.set(key, index);
    }
    return index;
  };
  const encoded: Encoded = {
    t: types,
    l: lines.map((line) => line.flatMap((token) => [typeIndex(token), token.empty ? -1 : token.content.length])),
  };
  return JSON.stringify(encoded);
}

/** The lines of tokens of `code`; throws when the encoding does not cover `code` exactly. */
export function decodeTokens(code: string, json: string): Token[][] {
  const {t: types, l: lines} = JSON.parse(json) as Encoded;
  const texts = code.split(NEWLINE);
  if (texts.length !== lines.length) {
    throw new Error(`prebuilt highlighting has ${lines.length} lines for code of ${texts.length}: the build and the page disagree on the code`);
  }
  return lines.map((line, number) => {
    const text = texts[number]!;
    const tokens: Token[] = [];
    let offset = 0;
    for (let i = 0; i < line.length; i += 2) {
      const tokenTypes = types[line[i]!]!.split(' ');
      const length = line[i + 1]!;
      if (length === -1) {
        tokens.push({types: tokenTypes, content: '\n', empty: true});
        continue;
      }
      tokens.push({types: tokenTypes, content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length) {
      throw new Error(`prebuilt highlighting covers ${offset} characters of line ${number + 1}, which has ${text.length}`);
    }
    return tokens;
  });
}
