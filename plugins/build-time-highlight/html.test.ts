import {describe, expect, it} from 'vitest';
import {createElement as h, Fragment, type CSSProperties, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {themes} from 'prism-react-renderer';
import {prism} from '../../config/prism';
import {loadCreateCodeBlockMetadata} from './rehype';
import {docsCodeBlocks} from './docsCodeBlocks';
import {registerLanguages, tokenize} from './prism';
import {linesToHtml, styleForToken, themeToDict, type LineClasses, type StyleDictionary} from './html';
import type {Token} from './tokens';

registerLanguages(prism.additionalLanguages);
const classes: LineClasses = {codeLine: 'codeLine_x1', codeLineNumber: 'codeLineNumber_x2', codeLineContent: 'codeLineContent_x3'};

/**
 * What the classic theme rendered with React: CodeBlock/Line (fixLineBreak, the line's
 * classes, line numbers, the trailing <br/>) and Line/Token with prism-react-renderer's
 * token props. React's server renderer is the oracle for escaping and style attributes.
 */
function reactLines(lines: Token[][], dict: StyleDictionary, lineClassNames: Record<number, string[]>, showLineNumbers: boolean): string {
  const clsx = (...names: unknown[]) => names.flat().filter(Boolean).join(' ');
  const rendered = lines.map((lineProp, i) => {
    const line = lineProp.length === 1 && lineProp[0]!.content === '\n' ? [{...lineProp[0]!, content: ''}] : lineProp;
    const tokens: ReactNode[] = line.map((token, key) =>
      h('span', {key, className: clsx('token', ...token.types), style: styleForToken(dict, token) as CSSProperties}, token.content),
    );
    return h(
      'div',
      {key: i, className: clsx('token-line', clsx(lineClassNames[i], showLineNumbers && classes.codeLine)), style: dict.plain},
      showLineNumbers ? h(Fragment, null, h('span', {className: classes.codeLineNumber}), h('span', {className: classes.codeLineContent}, tokens)) : tokens,
      h('br'),
    );
  });
  return renderToStaticMarkup(h('code', null, rendered)).replace(/^<code>|<\/code>$/g, '');
}

describe('code block lines as one HTML string', () => {
  it('is the markup React rendered for every code block of the docs, with and without line numbers', () => {
    let blocks = 0;
    for (const {file, lang, metadata} of docsCodeBlocks()) {
      const lines = tokenize(metadata.code, metadata.language);
      const dict = themeToDict(prism.theme, metadata.language);
      for (const showLineNumbers of [false, true]) {
        const options = {dict, lineClassNames: metadata.lineClassNames, showLineNumbers, classes};
        expect(linesToHtml(lines, options), `${file}: ${lang}`).toBe(reactLines(lines, dict, metadata.lineClassNames, showLineNumbers));
      }
      blocks++;
    }
    expect(blocks).toBeGreaterThan(500);
  });

  it('escapes text as React does, and writes a plain theme’s literal styles and highlighted lines the same way', () => {
    const code = `// highlight-next-line\nlet s = "<a href='x'>&amp;</a>"\n\n  fontStyle`;
    const metadata = loadCreateCodeBlockMetadata()({code, className: 'language-js', magicComments: prism.magicComments});
    const lines = tokenize(metadata.code, 'js');
    // A stock theme has literal colours, font styles and backgrounds: camelCase properties become CSS names.
    const dict = themeToDict(themes.vsDark, 'js');
    const html = linesToHtml(lines, {dict, lineClassNames: metadata.lineClassNames, showLineNumbers: false, classes});
    expect(html).toBe(reactLines(lines, dict, metadata.lineClassNames, false));
    expect(html).toContain('theme-code-block-highlighted-line');
    expect(html).toContain('&lt;a href=&#x27;x&#x27;&gt;&amp;amp;&lt;/a&gt;');
    expect(html).toContain('style="display:inline-block"');
  });

  it('refuses a style value that is not a string, naming the property', () => {
    const dict: StyleDictionary = {plain: {}, keyword: {opacity: 0.5}};
    expect(() => linesToHtml([[{types: ['keyword'], content: 'let'}]], {dict, lineClassNames: {}, showLineNumbers: false, classes})).toThrow(/opacity/);
  });
});
