import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type {AllContent} from '@docusaurus/types';
import remarkDirective from 'remark-directive';
import admonitions from '@docusaurus/mdx-loader/lib/remark/admonitions';
import recmaIslands, {ADMONITION_MODULE, ISLAND_CLASS, ISLANDS_CLIENT, ISLANDS_CONSTANT, ISLANDS_EXPORT, readPermalinks} from './recma';
import {docPermalinks} from '../index';

const dir = mkdtempSync(path.join(tmpdir(), 'islands-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
const DOC = path.join(dir, 'docs/guide.md');
const PARTIAL = path.join(dir, 'docs/_partial.md');
const map = path.join(dir, 'islands.json');
writeFileSync(map, JSON.stringify({[DOC]: '/guide'}));

// A fenced block as build-time-highlight leaves it: a `tokens` string on its <code>.
const withTokens = () => (tree: {children: unknown[]}) => {
  const visit = (node: {type?: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[]}) => {
    if (node.type === 'element' && node.tagName === 'code' && (node.properties?.className as string[] | undefined)?.includes('language-cadence')) node.properties!.tokens = '{"t":["plain"]}';
    node.children?.forEach((child) => visit(child as typeof node));
  };
  visit(tree as never);
};

const SOURCE = `import Foo from './Foo';

## A heading

A paragraph with a [link](/other) and \`code\`.

- one
- two

\`\`\`cadence
access(all) fun main(): Int { return 1 }
\`\`\`

<Foo bar="1" />

| a | b |
| - | - |
| 1 | 2 |

A paragraph with <Foo /> inside.

Last words.
`;

const compiled = async (file: string, source = SOURCE) =>
  String(await compile({path: file, value: source}, {format: 'mdx', providerImportSource: '@mdx-js/react', remarkPlugins: [remarkGfm], rehypePlugins: [withTokens], recmaPlugins: [[recmaIslands, {map}]]}));

describe('recmaIslands', () => {
  it('turns each static top-level element into an island, numbered in order, and leaves the rest as it was', async () => {
    const code = await compiled(DOC);
    const islands = [...code.matchAll(new RegExp(`${ISLANDS_CONSTANT} \\? _jsxs?\\(_Island, \\{\\s*"e": _islands\\.e\\[(\\d+)\\]\\s*\\}\\) : _jsxs?\\((_components\\.\\w+)`, 'g'))];
    // The heading, the first paragraph, the list and the last paragraph: not the code block, <Foo />, the table or the paragraph holding <Foo />.
    expect(islands.map((m) => [Number(m[1]), m[2]])).toEqual([
      [0, '_components.h2'],
      [1, '_components.p'],
      [2, '_components.ul'],
      [3, '_components.p'],
    ]);
    expect(code).toMatch(/"data-i": 0,\s*children: "A heading"/);
    expect(code).toMatch(/"data-i": 3,\s*children: "Last words\."/);
    expect(code).toMatch(/_jsx\(Foo, \{\s*bar: "1"\s*\}\)/);
    expect(code).toMatch(/_jsxs\(_components\.table/);
    expect(code).not.toMatch(/_Island, \{[^}]*\}\) : _jsxs?\(_components\.(pre|table)/);
  });

  it('gives a code block its index on the server, and its lines’ markup and its code as the page holds them in the browser', async () => {
    const code = await compiled(DOC);
    expect(code).toMatch(new RegExp(`tokens: ${ISLANDS_CONSTANT} \\? _islands\\.c\\[0\\] : \\{\\s*"i": 0,\\s*"t": "\\{\\\\"t\\\\":\\[\\\\"plain\\\\"\\]\\}"\\s*\\}`));
    expect(code).toContain(`children: ${ISLANDS_CONSTANT} ? _islands.c[0].code : "access(all) fun main(): Int { return 1 }\\n"`);
  });

  it('loads the page’s islands before the page is used, with their counts, in the browser build only', async () => {
    const code = await compiled(DOC);
    expect(code).toContain(`import {Island as _Island, loadIslands as _loadIslands} from ${JSON.stringify(ISLANDS_CLIENT)};`);
    expect(code).toContain('const _islands = {};');
    expect(code).toMatch(new RegExp(`export const ${ISLANDS_EXPORT} = ${ISLANDS_CONSTANT} \\? \\(\\) => _loadIslands\\("/guide", \\{\\s*"e": 4,\\s*"c": 1\\s*\\}, _islands\\) : null;`));
    expect(code).not.toContain('await');
  });

  it('leaves a file without a permalink (a partial) as MDX compiles it', async () => {
    const code = await compiled(PARTIAL);
    expect(code).not.toContain(ISLANDS_CONSTANT);
    expect(code).not.toContain('data-i');
  });

  it('fails, naming the file, when the map is missing or not a map of permalinks', () => {
    expect(() => readPermalinks(path.join(dir, 'missing.json'))).toThrow(/missing\.json is missing/);
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({[DOC]: 'guide'}));
    expect(() => readPermalinks(bad)).toThrow(/bad\.json is not an object of source paths to permalinks/);
    expect(() => recmaIslands({map: 'relative.json'})).toThrow(/absolute path/);
  });
});

describe('docPermalinks', () => {
  it('maps every doc of every docs plugin instance from its file to its permalink', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [{source: '@site/docs/a.md', permalink: '/a'}, {source: '@site/docs/b/index.md', permalink: '/b/'}]}]},
      },
    } as unknown as AllContent;
    expect(docPermalinks('/site', allContent)).toEqual({'/site/docs/a.md': '/a', '/site/docs/b/index.md': '/b/'});
  });

  it('fails when the docs plugin’s content is not what it reads', () => {
    expect(() => docPermalinks('/site', {} as AllContent)).toThrow(/no docs plugin content/);
    expect(() => docPermalinks('/site', {'docusaurus-plugin-content-docs': {default: {}}} as unknown as AllContent)).toThrow(/\(default\) has no loadedVersions/);
  });

  describe('admonitions', () => {
    const ADMONITIONS = `:::note[A plain note]
Text with \`code\` and a [link](/other).
:::

:::warning[A **bold** title]
Only text.
:::

:::tip
\`\`\`cadence
access(all) fun main(): Int { return 1 }
\`\`\`
:::
`;
    // As Docusaurus's MDX loader compiles them: remark-directive, then its admonitions plugin.
    const withAdmonitions = async () =>
      String(
        await compile(
          {path: DOC, value: ADMONITIONS},
          {format: 'mdx', providerImportSource: '@mdx-js/react', remarkPlugins: [remarkGfm, remarkDirective, admonitions], rehypePlugins: [withTokens], recmaPlugins: [[recmaIslands, {map}]]},
        ),
      );

    it('makes a static admonition an island, marked by a class (the only attribute the theme passes on), a markup title included', async () => {
      const code = await withAdmonitions();
      expect(code).toMatch(new RegExp(`${ISLANDS_CONSTANT} \\? _jsxs?\\(_Island, \\{\\s*"e": _islands\\.e\\[0\\]\\s*\\}\\) : _jsxs?\\(_components\\.admonition, \\{[^]*?"className": "${ISLAND_CLASS}0"`));
      expect(code).toMatch(new RegExp(`_islands\\.e\\[1\\]\\s*\\}\\) : _jsxs?\\(_components\\.admonition, \\{[^]*?"className": "${ISLAND_CLASS}1"`));
      expect(code).not.toContain('"data-i"');
    });

    it('renders an admonition holding a code block with the theme’s Admonition, imported by the page', async () => {
      const code = await withAdmonitions();
      expect(code).toContain(`import _Admonition from ${JSON.stringify(ADMONITION_MODULE)};`);
      expect(code.match(/_jsxs?\(_Admonition, \{/g)).toHaveLength(1);
      expect(code).toMatch(/_jsxs?\(_Admonition, \{[^]*?type: "tip"/);
      // The two islands keep the provider's element on their server side.
      expect(code.match(/_components\.admonition, \{/g)).toHaveLength(2);
    });

    it('renders <Details> with the theme’s component, imported by the page', async () => {
      const source = '<Details>\n<summary>More</summary>\n\nHidden words.\n\n</Details>\n';
      const code = String(await compile({path: DOC, value: source}, {format: 'mdx', providerImportSource: '@mdx-js/react', recmaPlugins: [[recmaIslands, {map}]]}));
      expect(code).toContain('import _Details from "@theme-original/MDXComponents/Details";');
      expect(code).toMatch(/_jsxs?\(_Details, \{/);
      expect(code).not.toMatch(/_jsxs?\(Details,/);
    });

    it('imports nothing for a page whose admonitions are all static', async () => {
      const code = String(await compile({path: DOC, value: ':::info\nJust words.\n:::\n'}, {format: 'mdx', remarkPlugins: [remarkDirective, admonitions], recmaPlugins: [[recmaIslands, {map}]]}));
      expect(code).not.toContain(ADMONITION_MODULE);
      expect(code).toContain(`"className": "${ISLAND_CLASS}0"`);
    });
  });
});
