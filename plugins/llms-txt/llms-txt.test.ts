import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {validate} from '../../tests/joi-validate';
import {llmsTxt} from '../../config/llms';
import llmsTxtPlugin, {validateOptions, withFullDescriptions, type LlmsTxtPluginOptions} from './index';
import {markdownPath, plainMarkdown} from './markdown';

const check = (options: unknown) => validateOptions({validate, options} as never);
const links = (sourceFile: string, permalinks: Record<string, string>) => ({
  sourceFile,
  permalinks: new Map(Object.entries(permalinks)),
  siteUrl: 'https://example.org',
});

describe('llms-txt options', () => {
  it('accepts the site configuration', () => {
    expect(check(llmsTxt).sections.map((s) => s.label)).toEqual(['Build', 'EVM', 'Networks', 'Tools', 'Tools', 'Ecosystem']);
  });

  it('names the field that is wrong', () => {
    expect(() => check({...llmsTxt, sections: [{label: 'Build', path: 'build'}]})).toThrow(/sections\[0\]\.path/);
    expect(() => check({...llmsTxt, summary: ''})).toThrow(/summary/);
    expect(() => check({...llmsTxt, components: {table: () => ''}})).toThrow(/components/);
    expect(() => check({...llmsTxt, apiReference: {label: 'API', links: [{title: 'x', url: 'ftp://x', description: 'y'}]}})).toThrow(
      /apiReference\.links\[0\]\.url/,
    );
  });
});

describe('plain Markdown of a page', () => {
  const source = '/site/docs/build/a.md';
  const permalinks = {'/site/docs/build/a.md': '/build/a', '/site/docs/evm/index.md': '/evm/', '/site/docs/evm/b.md': '/evm/b'};

  it('writes admonitions as a bold label and their text, and drops the fences', () => {
    const out = plainMarkdown(':::warning Keys\nNever share a key.\n:::\n\n:::tip\nUse testnet.\n:::\n', links(source, permalinks));
    expect(out).toBe('**Warning: Keys**\n\nNever share a key.\n\n**Tip**\n\nUse testnet.\n');
  });

  it('leaves code blocks exactly as written, even lines that look like admonitions or links', () => {
    const code = '```md\n:::note\n[x](../evm/b.md)\n:::\n```\n';
    expect(plainMarkdown(code, links(source, permalinks))).toBe(code);
  });

  it('turns links to other docs into absolute .md addresses and drops heading ids', () => {
    const out = plainMarkdown('## Keys {#keys}\n\nSee [B](../evm/b.md#setup) and [EVM](../evm/index.md).\n', links(source, permalinks));
    expect(out).toBe('## Keys\n\nSee [B](https://example.org/evm/b.md#setup) and [EVM](https://example.org/evm.md).\n');
  });

  it('fails naming the page when a doc link leads nowhere, or an admonition is left open', () => {
    expect(() => plainMarkdown('[x](./missing.md)', links(source, permalinks))).toThrow(/\/site\/docs\/build\/a\.md: the link to \.\/missing\.md/);
    expect(() => plainMarkdown(':::note\ntext\n', links(source, permalinks))).toThrow(/a\.md: an admonition/);
  });

  it('writes a component that stands for content as its Markdown, and refuses it with props, naming the page', () => {
    const components = {Table: () => '| a | b |\n| --- | --- |\n| 1 | 2 |'};
    const out = plainMarkdown('Before.\n<Table />\nAfter.\n', {...links(source, permalinks), components});
    expect(out).toBe('Before.\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\nAfter.\n');
    expect(() => plainMarkdown('<Table network="mainnet" />\n', {...links(source, permalinks), components})).toThrow(
      /a\.md: <Table> stands for Markdown in the \.md page only as a line of its own, <Table \/>/,
    );
    // Inside a code block it is code.
    expect(plainMarkdown('```mdx\n<Table />\n```\n', {...links(source, permalinks), components})).toBe('```mdx\n<Table />\n```\n');
  });

  it('maps permalinks to .md addresses without trailing slashes', () => {
    expect(markdownPath('/build/basics/')).toBe('/build/basics.md');
    expect(markdownPath('/build/basics/accounts')).toBe('/build/basics/accounts.md');
  });

  it('gives each doc in llms.txt its whole description', () => {
    const doc = {file: '/x.md', permalink: '/evm/b', description: 'A long description that upstream would cut.'};
    expect(withFullDescriptions('- [B](https://example.org/evm/b.md): A long desc...\n- [Other](https://x.org/y)\n', [doc], 'https://example.org')).toBe(
      '- [B](https://example.org/evm/b.md): A long description that upstream would cut.\n- [Other](https://x.org/y)\n',
    );
  });
});

describe('llms-txt on a small site (docusaurus-plugin-llms, then our rewrite)', () => {
  let siteDir: string;
  let outDir: string;
  const options: LlmsTxtPluginOptions = {
    summary: 'A test site.',
    sections: [
      {label: 'Build', path: 'docs/build'},
      {label: 'EVM', path: 'docs/evm'},
    ],
    apiReference: {label: 'API reference', links: [{title: 'Reference', url: '/http-api', description: 'the API'}]},
  };
  const docs = {
    'build/index.md': '---\ntitle: Build\ndescription: Building.\n---\n\nStart with [accounts](accounts.md).\n',
    'build/accounts.md':
      '---\ntitle: Accounts\ndescription: How accounts work.\n---\n\nimport Tabs from \'@theme/Tabs\';\n\n:::note Keys\nAccounts hold keys.\n:::\n\n' +
      '| Field | Type |\n| --- | --- |\n| address | string |\n\n```cadence\naccess(all) fun main(): Int { return 1 }\n```\n\nSee [Hardhat](../evm/hardhat.md).\n',
    'evm/hardhat.md': '---\ntitle: Hardhat\ndescription: Deploy with Hardhat.\n---\n\n```ts\nexport default {};\n```\n',
  };
  const permalinks: Record<string, string> = {'build/index.md': '/build/', 'build/accounts.md': '/build/accounts', 'evm/hardhat.md': '/evm/hardhat'};

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'llms-txt-'));
    outDir = path.join(siteDir, 'build');
    for (const [file, text] of Object.entries(docs)) {
      await mkdir(path.dirname(path.join(siteDir, 'docs', file)), {recursive: true});
      await writeFile(path.join(siteDir, 'docs', file), text);
    }
    await mkdir(outDir, {recursive: true});
    const context = {siteDir, outDir, siteConfig: {url: 'https://example.org', baseUrl: '/', title: 'Test Site', tagline: 'Tag'}};
    const plugin = llmsTxtPlugin(context as never, options);
    await plugin.allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-docs': {
          default: {
            loadedVersions: [
              {
                docs: Object.entries(permalinks).map(([file, permalink]) => ({
                  source: `@site/docs/${file}`,
                  permalink,
                  description: /description: (.*)/.exec(docs[file as keyof typeof docs])![1],
                })),
              },
            ],
          },
        },
      },
    } as never);
    await plugin.postBuild!({outDir, routesPaths: ['/build', '/build/accounts', '/evm/hardhat', '/http-api'], content: undefined} as never);
  });

  afterAll(async () => {
    await rm(siteDir, {recursive: true, force: true});
  });

  it('writes llms.txt in the llmstxt.org shape: name, summary, one section per part, then the API reference', async () => {
    const text = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
    expect(text.startsWith('# Test Site\n\n> A test site.\n')).toBe(true);
    expect([...text.matchAll(/^## (.*)$/gm)].map((m) => m[1])).toEqual(['Build', 'EVM', 'API reference']);
    expect(text).toContain('- [Accounts](https://example.org/build/accounts.md): How accounts work.');
    expect(text).toContain('- [Build](https://example.org/build.md): Building.');
    expect(text).toContain('- [Hardhat](https://example.org/evm/hardhat.md): Deploy with Hardhat.');
    expect(text).toContain('- [Reference](https://example.org/http-api): the API');
  });

  it('writes each doc as clean Markdown at <route>.md', async () => {
    const page = await readFile(path.join(outDir, 'build/accounts.md'), 'utf8');
    expect(page.startsWith('# Accounts\n')).toBe(true);
    expect(page).not.toMatch(/^import /m);
    expect(page).not.toContain(':::');
    expect(page).toContain('**Note: Keys**\n\nAccounts hold keys.');
    expect(page).toMatch(/\| Field +\| Type +\|/);
    expect(page).toContain('```cadence\naccess(all) fun main(): Int { return 1 }\n```');
    expect(page).toContain('[Hardhat](https://example.org/evm/hardhat.md)');
    expect(await readFile(path.join(outDir, 'build.md'), 'utf8')).toContain('[accounts](https://example.org/build/accounts.md)');
  });

  it('writes llms-full.txt with every page, in the order of llms.txt', async () => {
    const full = await readFile(path.join(outDir, 'llms-full.txt'), 'utf8');
    const listed = [...(await readFile(path.join(outDir, 'llms.txt'), 'utf8')).matchAll(/^- \[([^\]]+)\]\(\S+\.md\)/gm)].map((m) => m[1]);
    expect(listed).toHaveLength(3);
    const order = listed.map((title) => full.indexOf(`\n# ${title}\n`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
