import {describe, expect, it} from 'vitest';
import {createElement as h, Fragment, type CSSProperties, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {themes} from 'prism-react-renderer';
import {prism} from '../../config/prism';
import {loadCreateCodeBlockMetadata} from './rehype';
import {docsCodeBlocks} from './docsCodeBlocks';
import {registerLanguages, tokenize} from './prism';
import {linesToHtml, styleForToken, themeToDict, tokenStyleFromSheet, type LineClasses, type StyleDictionary} from './html';
import {tokenRules} from './theme';
import type {Token} from './tokens';

registerLanguages(prism.additionalLanguages);
const classes: LineClasses = {codeLine: 'codeLine_x1', codeLineNumber: 'codeLineNumber_x2', codeLineContent: 'codeLineContent_x3'};

/**
 * What the classic theme rendered with React: CodeBlock/Line (fixLineBreak, the line's
 * classes, line numbers, the trailing <br/>) and Line/Token with prism-react-renderer's
 * token props, except that a line is a <span> (html.ts: a <div> is invalid in <code>).
 * React's server renderer is the oracle for escaping and style attributes.
 */
function reactLines(lines: Token[][], dict: StyleDictionary, lineClassNames: Record<number, string[]>, showLineNumbers: boolean): string {
  const clsx = (...names: unknown[]) => names.flat().filter(Boolean).join(' ');
  const rendered = lines.map((lineProp, i) => {
    const line = lineProp.length === 1 && lineProp[0]!.content === '\n' ? [{...lineProp[0]!, content: ''}] : lineProp;
    const tokens: ReactNode[] = line.map((token, key) =>
      h('span', {key, className: clsx('token', ...token.types), style: styleForToken(dict, token) as CSSProperties}, token.content),
    );
    return h(
      'span',
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

  it('leaves out a token’s style attribute only where the stylesheet’s token rules give the same style', () => {
    let styledBefore = 0;
    let styledAfter = 0;
    let bytesBefore = 0;
    let bytesAfter = 0;
    for (const {metadata} of docsCodeBlocks()) {
      const lines = tokenize(metadata.code, metadata.language);
      const dict = themeToDict(prism.theme, metadata.language);
      const options = {dict, lineClassNames: metadata.lineClassNames, showLineNumbers: false, classes};
      const plain = linesToHtml(lines, options);
      const sheet = linesToHtml(lines, {...options, sheet: {theme: prism.theme, language: metadata.language}});
      styledBefore += plain.split(' style="').length - 1;
      styledAfter += sheet.split(' style="').length - 1;
      bytesBefore += plain.length;
      bytesAfter += sheet.length;
      // The same markup once style attributes are set aside: same elements, classes and text.
      expect(sheet.replace(/ style="[^"]*"/g, '')).toBe(plain.replace(/ style="[^"]*"/g, ''));
      // Each token left without one has exactly the style the rules give it.
      for (const line of lines) {
        for (const token of line) {
          const own = styleForToken(dict, token);
          if (!own || Object.keys(own).length === 0) continue;
          const fromSheet = tokenStyleFromSheet(prism.theme, metadata.language, token.types);
          const same = JSON.stringify(Object.entries(own).sort()) === JSON.stringify(Object.entries(fromSheet ?? {}).sort());
          if (!same) expect(sheet).toContain(`class="${['token', ...token.types].join(' ')}" style=`);
        }
      }
    }
    // Nearly every style attribute goes (each line keeps the plain colour), and the docs' code HTML shrinks by a third.
    expect(styledAfter).toBeLessThan(styledBefore / 2);
    expect(bytesAfter).toBeLessThan(bytesBefore * 0.75);
  });

  it('writes plain text bare and lines without their own colour when the block’s <pre> has it, the text unchanged', () => {
    let elementsBefore = 0;
    let elementsAfter = 0;
    const text = (html: string) => html.replace(/<br\/>/g, '\n').replace(/<[^>]+>/g, '');
    /** The opening tags of lines and coloured tokens, without the line's own plain colour. */
    const kept = (html: string) =>
      html
        .match(/<span[^>]*>/g)
        ?.filter((tag) => !/class="token plain"/.test(tag))
        .map((tag) => tag.replace(/ style="color:var\(--prism-plain-color\)"/, ''));
    for (const {file, lang, metadata} of docsCodeBlocks()) {
      const lines = tokenize(metadata.code, metadata.language);
      const options = {
        dict: themeToDict(prism.theme, metadata.language),
        lineClassNames: metadata.lineClassNames,
        showLineNumbers: false,
        classes,
        sheet: {theme: prism.theme, language: metadata.language},
      };
      const spans = linesToHtml(lines, options);
      const lean = linesToHtml(lines, {...options, inheritPlain: true});
      expect(text(lean), `${file}: ${lang}`).toBe(text(spans));
      // Every line and every coloured token keeps its element, with its classes and style.
      expect(kept(lean)).toEqual(kept(spans));
      expect(lean).not.toMatch(/<span class="token plain">/);
      expect(lean).not.toMatch(/class="token-line[^"]*" style=/);
      elementsBefore += spans.split('<span').length - 1;
      elementsAfter += lean.split('<span').length - 1;
    }
    // A quarter of the elements go.
    expect(elementsAfter).toBeLessThan(elementsBefore * 0.8);
  });

  it('keeps the span of a plain token that marks an empty line', () => {
    const dict = themeToDict(prism.theme, 'js');
    const html = linesToHtml([[{types: ['plain'], content: 'a'}], [{types: ['plain'], content: '', empty: true}]], {
      dict,
      lineClassNames: {},
      showLineNumbers: false,
      classes,
      sheet: {theme: prism.theme, language: 'js'},
      inheritPlain: true,
    });
    expect(html).toBe('<span class="token-line">a<br/></span><span class="token-line"><span class="token plain" style="display:inline-block"></span><br/></span>');
  });

  it('keeps the style where a language rule would beat a later type’s generic rule', () => {
    // prism-react-renderer merges by the token's type order (b wins); CSS by specificity (the language rule for a wins).
    const theme = {
      plain: {color: 'var(--p)'},
      styles: [
        {types: ['a'], style: {color: 'var(--a)'}},
        {types: ['b'], style: {color: 'var(--b)'}},
        {types: ['a'], languages: ['js'], style: {color: 'var(--js-a)'}},
      ],
    };
    const dict = themeToDict(theme, 'js');
    const html = linesToHtml([[{types: ['a', 'b'], content: 'x'}, {types: ['b'], content: 'y'}]], {
      dict,
      lineClassNames: {},
      showLineNumbers: false,
      classes,
      sheet: {theme, language: 'js'},
    });
    expect(html).toContain('<span class="token a b" style="color:var(--b)">x</span><span class="token b">y</span>');
    expect(tokenRules(theme).split('\n')).toEqual([
      '.prism-code .token.a { color: var(--a); }',
      '.prism-code .token.b { color: var(--b); }',
      '.prism-code.language-js .token.a { color: var(--js-a); }',
    ]);
  });
});
