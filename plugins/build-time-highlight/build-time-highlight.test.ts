import {describe, expect, it} from 'vitest';
import {EMPTY_MODULE, THEME_CLIENT_MODULE} from './index';
import {cssVariableTheme} from './theme';
import {existsSync} from 'node:fs';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {prism} from '../../config/prism';
import rehypeBuildTimeHighlight, {validateHighlightOptions} from './rehype';
import {hasGrammar, registerLanguages, tokenize} from './prism';
import {decodeTokens, encodeTokens} from './tokens';
import {docsCodeBlocks} from './docsCodeBlocks';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {loadCreateCodeBlockMetadata} from './rehype';
import {blockMetadata} from '../../src/theme/CodeBlock/metadata';

describe('build-time-highlight plugin', () => {
  it('replaces the theme’s Prism client module, as client-modules.js requires it, and nothing else', () => {
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages')).toBe(true);
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js')).toBe(true);
    expect(THEME_CLIENT_MODULE.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js')).toBe(true);
    // The swizzlable theme component that registers languages stays: the code block calls it.
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js')).toBe(false);
    expect(existsSync(EMPTY_MODULE)).toBe(true);
  });
});

describe('cssVariableTheme', () => {
  const light = {plain: {color: '#000', backgroundColor: '#fff'}, styles: [{types: ['comment', 'string'], style: {color: 'green'}}]};
  const dark = {
    plain: {color: '#ddd', backgroundColor: '#111'},
    styles: [
      {types: ['tag'], languages: ['markup'], style: {color: 'blue'}},
      {types: ['tag', 'comment'], style: {color: 'grey', fontStyle: 'italic' as const}},
    ],
  };
  const {theme, css} = cssVariableTheme(light, dark);

  it('styles every token type of either theme with variables only, one theme for both modes', () => {
    expect(theme.plain).toEqual({color: 'var(--prism-plain-color)', backgroundColor: 'var(--prism-plain-background-color)'});
    const comment = theme.styles.find((entry) => entry.types[0] === 'comment')!;
    expect(comment.style).toEqual({color: 'var(--prism-comment-color)', fontStyle: 'var(--prism-comment-font-style)'});
    expect(JSON.stringify(theme)).not.toMatch(/green|grey|#000|#ddd/);
  });

  it('puts language-specific styles after the generic ones, so they win for their language', () => {
    const tags = theme.styles.filter((entry) => entry.types[0] === 'tag');
    expect(tags.map((entry) => entry.languages)).toEqual([undefined, ['markup']]);
  });

  it('sets each mode’s values, and leaves out what a mode does not style (tokens then inherit)', () => {
    const [, lightBlock, darkBlock] = css.split('\n\n');
    expect(lightBlock).toContain("[data-theme='light']");
    expect(lightBlock).toContain('--prism-comment-color: green;');
    expect(lightBlock).not.toContain('--prism-tag-color');
    expect(darkBlock).toContain("[data-theme='dark']");
    expect(darkBlock).toContain('--prism-comment-font-style: italic;');
    expect(darkBlock).toContain('--prism-markup-tag-color: blue;');
  });
});

const options = {additionalLanguages: prism.additionalLanguages, magicComments: prism.magicComments};
registerLanguages(prism.additionalLanguages);

/** Markdown through the plugin, as the MDX pipeline runs it (remark sets `metastring` as Docusaurus does). */
async function highlight(markdown: string): Promise<Element[]> {
  const processor = unified()
    .use(remarkParse)
    .use(() => (tree) => {
      visit(tree, 'code', (node: {meta?: string | null; data?: {hProperties?: Record<string, unknown>}}) => {
        node.data = {...node.data, hProperties: {...node.data?.hProperties, ...(node.meta ? {metastring: node.meta} : {})}};
      });
    })
    .use(remarkRehype)
    .use(rehypeBuildTimeHighlight, options);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const codes: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'code') codes.push(node);
  });
  return codes;
}

describe('build-time highlighting', () => {
  it('highlights every registered language and Cadence (a block of each has tokens other than plain)', () => {
    const samples: Record<string, string> = {
      bash: 'echo "$HOME" | grep flow',
      solidity: 'contract A { function f() public {} }',
      csharp: 'public class A { int x = 1; }',
      diff: '- old\n+ new',
      toml: '[section]\nkey = "value"',
      docker: 'FROM node:20\nRUN npm ci',
      ini: '[a]\nb=c',
      cadence: 'access(all) fun main(): UFix64 { return 1.0 }',
    };
    expect(Object.keys(samples).sort()).toEqual([...prism.additionalLanguages, 'cadence'].sort());
    for (const [language, code] of Object.entries(samples)) {
      expect(hasGrammar(language), language).toBe(true);
      const types = tokenize(code, language).flat().flatMap((token) => token.types);
      expect(types.some((type) => type !== 'plain'), language).toBe(true);
    }
  });

  it('leaves a language without a grammar plain, as the browser did', () => {
    expect(tokenize('a b\nc', 'text')).toEqual([[{types: ['plain'], content: 'a b'}], [{types: ['plain'], content: 'c'}]]);
  });

  it('round-trips every code block of the docs through the encoding exactly', async () => {
    let blocks = 0;
    for (const {file, lang, metadata} of docsCodeBlocks()) {
      const lines = tokenize(metadata.code, metadata.language);
      expect(decodeTokens(metadata.code, encodeTokens(lines)), `${file}: ${lang}`).toEqual(lines);
      blocks++;
    }
    expect(blocks).toBeGreaterThan(500);
  });

  it('puts the tokens of the code the theme shows on fenced blocks: magic comments removed, metastring kept', async () => {
    const [block, inline] = await highlight(
      ['```cadence title="hello.cdc" showLineNumbers', '// highlight-next-line', 'access(all) fun main() {}', '', 'let x = 1', '```', '', 'and `inline` code'].join('\n'),
    );
    expect(block!.properties.metastring).toBe('title="hello.cdc" showLineNumbers');
    // The magic comment is gone from the code the theme renders, so the tokens cover the three other lines.
    const lines = decodeTokens('access(all) fun main() {}\n\nlet x = 1', block!.properties.tokens as string);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.find((token) => token.content === 'fun')!.types).toEqual(['keyword']);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(inline!.properties.tokens).toBeUndefined();
  });

  it('gives every fenced block of the docs the theme’s own metadata, so the browser reads it instead of parsing it again', async () => {
    const createCodeBlockMetadata = loadCreateCodeBlockMetadata();
    const docs = path.resolve(__dirname, '../../docs');
    let blocks = 0;
    let prebuilt = 0;
    for (const file of readdirSync(docs, {recursive: true}).map(String).filter((f) => /\.mdx?$/.test(f))) {
      const fences = [...readFileSync(path.join(docs, file), 'utf8').matchAll(/^```[^\n]*\n[\s\S]*?^```/gm)].map((m) => m[0]).join('\n\n');
      for (const node of await highlight(fences)) {
        if (node.properties.tokens === undefined) continue;
        const code = (node.children[0] as {value: string}).value;
        const className = (node.properties.className as string[] | undefined)?.join(' ');
        const metastring = node.properties.metastring as string | undefined;
        const theirs = createCodeBlockMetadata({code, className, metastring, magicComments: prism.magicComments, defaultLanguage: undefined});
        const ours = blockMetadata({children: code, className, codeMeta: node.properties.codeMeta as string | undefined}, undefined);
        expect(ours, `${file}: ${metastring ?? ''}`).toEqual(theirs);
        blocks++;
        if (node.properties.codeMeta) prebuilt++;
      }
    }
    expect(blocks).toBeGreaterThan(500);
    // Titles, line numbers and magic comments are there to be carried: some blocks have them.
    expect(prebuilt).toBeGreaterThan(0);
  });

  it('carries a title, line numbers and magic comments, and nothing for a plain block', async () => {
    const [block, plain] = await highlight(['```cadence title="hello.cdc" showLineNumbers', '// highlight-next-line', 'let x = 1', '```', '', '```bash', 'flow version', '```'].join('\n'));
    expect(JSON.parse(block!.properties.codeMeta as string)).toEqual({title: 'hello.cdc', lineNumbersStart: 1, lineClassNames: {0: ['theme-code-block-highlighted-line']}, code: 'let x = 1'});
    expect(plain!.properties.codeMeta).toBeUndefined();
  });

  it('refuses encodings that do not cover the code', () => {
    const encoded = encodeTokens(tokenize('let x = 1', 'cadence'));
    expect(() => decodeTokens('let x = 12', encoded)).toThrow(/covers 9 characters of line 1, which has 10/);
    expect(() => decodeTokens('let x = 1\nmore', encoded)).toThrow(/1 lines for code of 2/);
  });

  it('validates its options and names unknown languages', () => {
    expect(() => validateHighlightOptions({additionalLanguages: ['bash']})).toThrow(/magicComments/);
    expect(() => registerLanguages(['no-such-language'])).toThrow(/no language "no-such-language"/);
  });
});

describe('readable token colours (readableTheme)', () => {
  it('raises every token colour of the site’s light and dark themes to 4.5:1 on its code background, keeping those that were', async () => {
    const {themes} = await import('prism-react-renderer');
    const {getContrast} = await import('polished');
    const {readableTheme} = await import('./theme');
    for (const theme of [themes.vsLight, themes.vsDark]) {
      const background = theme.plain.backgroundColor!;
      const readable = readableTheme(theme);
      theme.styles.forEach((entry, i) => {
        const after = readable.styles[i]!.style.color;
        if (!entry.style.color) return;
        expect(getContrast(after!, background), `${entry.types.join(',')} ${after}`).toBeGreaterThanOrEqual(4.5);
        if (getContrast(entry.style.color, background) >= 4.5) expect(after).toBe(entry.style.color);
      });
    }
    // As published, some are below: the site's themes are the readable ones.
    expect(themes.vsDark.styles.some((e) => e.style.color && getContrast(e.style.color, themes.vsDark.plain.backgroundColor!) < 4.5)).toBe(true);
  });
});
