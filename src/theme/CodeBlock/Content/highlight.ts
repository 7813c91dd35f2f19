import type {PrismTheme} from 'prism-react-renderer';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {decodeTokens} from '@site/plugins/build-time-highlight/tokens';
import {linesToHtml, themeToDict, type LineClasses} from '@site/plugins/build-time-highlight/html';

export interface BlockLines {
  code: string;
  /** The build-time tokens (plugins/build-time-highlight/tokens.ts); without them the code shows as plain text. */
  encoded: string | undefined;
  theme: PrismTheme;
  language: string;
  lineClassNames: Record<number, string[]>;
  lineNumbersStart: number | undefined;
}

/** The inner HTML of a code block's <code>, built from its tokens (plugins/build-time-highlight/html.ts). */
export function blockHtml({code, encoded, theme, language, lineClassNames, lineNumbersStart}: BlockLines): string {
  const lines = encoded ? decodeTokens(code, encoded) : code.split(/\r\n|\r|\n/).map((text) => [{types: ['plain'], content: text}]);
  return linesToHtml(lines, {
    dict: themeToDict(theme, language),
    lineClassNames,
    showLineNumbers: lineNumbersStart !== undefined,
    classes: lineStyles as unknown as LineClasses,
    // The site stylesheet has this theme's token rules (plugins/build-time-highlight/theme.ts).
    sheet: {theme, language},
    // The block's <pre> has the plain colour (index.tsx).
    inheritPlain: true,
  });
}
