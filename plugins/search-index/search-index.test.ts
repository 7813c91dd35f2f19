import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractFromHtml, ExtractError} from './extract';
import {extractFromSource} from './extractSource';
import {indexFromBuild, readRouteHtml} from './index';
import {compactPage, CONTENT_CHARS, expandPage, inboundLinks, indexRecords, pageRecords, splitContent} from './records';
import type {ExtractedPage} from './types';

const DOC_HTML = `<!doctype html><html lang=en><head><title>Accounts | Flow Developer Portal</title>
<meta name=docusaurus_tag content=docs-default-current><meta name=docsearch:language content=en>
<meta name=description content="Keys, storage &amp; contracts."><meta name=keywords content="signing,weight"></head><body>
<nav class=navbar><a class="navbar__link navbar__link--active" href=/build/flow>Build</a><a class=navbar__link href=/evm/about>EVM</a></nav>
<main><article><nav class=breadcrumbs><ul><li>Home</li></ul></nav><div class="theme-doc-markdown markdown">
<header><h1>Accounts</h1></header>
<p>An account owns <code>keys</code> &amp; storage (<a href="/build/basics/keys#weights">keys</a>, <a href=/build/basics/accounts#keys>this page</a>, <a href=https://flow.com/x>elsewhere</a>).</p>
<h2 id=keys class=anchor>Keys and weights<a class=hash-link href=#keys>#</a></h2>
<p>Each key has a weight.</p><ul><li>Full weight is 1000<ul><li>nested item</li></ul></li></ul>
<pre><code>let secret = "not indexed"</code></pre>
<h3 id=revoking>Revoking keys</h3><table><tr><th scope=row>Row name</th><td>cell text</td></tr></table>
<div class=row><div class=card>First card</div><div class=card><a href=/tools/flow-cli/>Second card</a></div></div>
</div></article><nav class=table-of-contents><a href=#keys>Keys and weights</a><a href=/toc-only>TOC</a></nav></main></body></html>`;

describe('extractFromHtml', () => {
  const page = extractFromHtml(DOC_HTML, '/build/basics/accounts', 'en')!;

  it('reads the section, title, tag and headings with their anchors', () => {
    expect(page).toMatchObject({path: '/build/basics/accounts', lvl0: 'Build', title: 'Accounts', language: 'en', docusaurusTag: 'docs-default-current'});
    expect(page.blocks.filter((block) => block.kind === 'heading')).toEqual([
      {kind: 'heading', level: 2, text: 'Keys and weights', anchor: 'keys'},
      {kind: 'heading', level: 3, text: 'Revoking keys', anchor: 'revoking'},
    ]);
  });

  it('indexes paragraphs, list items and cells (header cells too) once each; leaves out code, navigation and the TOC', () => {
    const text = page.blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : []));
    expect(text).toEqual(['An account owns keys & storage (keys, this page, elsewhere).', 'Each key has a weight.', 'Full weight is 1000 nested item', 'Row name', 'cell text']);
    expect(JSON.stringify(page)).not.toMatch(/not indexed|Home/);
  });

  it('reads headings and items inside a list item once, as its text, and leaves out buttons, screen-reader text and icons inside text', () => {
    const nested = extractFromHtml(
      '<html><head><title>Steps</title></head><body><main><h1>Steps</h1><ol><li>Install<h3 id=cli>the CLI</h3><ul><li>on macOS</li></ul></li>' +
        '<li>Run <button>Copy</button>it<span class=sr-only>(opens a tab)</span><svg><title>arrow</title></svg><div>then check</div></li></ol></main></body></html>',
      '/steps',
      'en',
    )!;
    expect(nested.blocks).toEqual([
      {kind: 'text', text: 'Install the CLI on macOS'},
      {kind: 'text', text: 'Run it then check'},
    ]);
  });

  it('lists the site pages the body links to, each once, without anchors, other sites, its navigation or itself', () => {
    expect(page.links).toEqual(['/build/basics/keys', '/tools/flow-cli']);
  });

  it('reads the page’s summary from its meta description and keywords', () => {
    expect(page.summary).toBe('Keys, storage & contracts. signing, weight');
    const bare = extractFromHtml('<html><head><title>Bare</title></head><body><main><h1>Bare</h1><p>text</p></main></body></html>', '/bare', 'en')!;
    expect(bare).not.toHaveProperty('summary');
  });

  it('skips pages that ask not to be indexed', () => {
    expect(extractFromHtml('<html><head><meta name=robots content="noindex, follow"></head><body><main><h1>x</h1></main></body></html>', '/search', 'en')).toBeNull();
  });

  it('fails naming the page when it has nothing to index', () => {
    expect(() => extractFromHtml('<html><body><div>no main</div></body></html>', '/broken', 'en')).toThrow(ExtractError);
    expect(() => extractFromHtml('<html><body><div>no main</div></body></html>', '/broken', 'en')).toThrow(/\/broken: the page has no <main>/);
  });

  it('gives headings without an id their section id (the API reference) and splits adjacent blocks', () => {
    const api = extractFromHtml(
      '<html><head><title>Access API</title></head><body><main><div id="tag/Blocks/operation/getBlock"><h2>Get blocks by height</h2><p>Returns blocks.</p></div><div><div>Card one</div><div>Card two</div></div></main></body></html>',
      '/http-api',
      'en',
    )!;
    expect(api.title).toBe('Access API');
    expect(api.lvl0).toBe('Documentation');
    expect(api.docusaurusTag).toBe('default');
    expect(api.blocks[0]).toEqual({kind: 'heading', level: 2, text: 'Get blocks by height', anchor: 'tag/Blocks/operation/getBlock'});
  });
});

describe('records', () => {
  const page: ExtractedPage = {
    path: '/a',
    lvl0: 'Build',
    title: 'A',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    blocks: [
      {kind: 'text', text: 'intro'},
      {kind: 'heading', level: 2, text: 'Two', anchor: 'two'},
      {kind: 'text', text: 'under two'},
      {kind: 'text', text: 'more'},
      {kind: 'heading', level: 3, text: 'Three', anchor: 'three'},
      {kind: 'heading', level: 2, text: 'Next', anchor: 'next'},
      {kind: 'text', text: 'after'},
    ],
  };
  const records = pageRecords(page, 'https://developers.flow.com');

  it('follow the DocSearch schema: one per heading, one per section text, hierarchy reset at each level', () => {
    expect(records.map((record) => [record.type, record.anchor ?? '', record.content ?? ''])).toEqual([
      ['lvl1', '', ''],
      ['content', '', 'intro'],
      ['lvl2', 'two', ''],
      ['content', 'two', 'under two more'],
      ['lvl3', 'three', ''],
      ['lvl2', 'next', ''],
      ['content', 'next', 'after'],
    ]);
    const next = records[5]!;
    expect(next['hierarchy.lvl2']).toBe('Next');
    expect(next['hierarchy.lvl3']).toBeUndefined();
    expect(next).toMatchObject({url: 'https://developers.flow.com/a#next', url_without_anchor: 'https://developers.flow.com/a', language: 'en', docusaurus_tag: 'docs-default-current'});
  });

  it('rank headings above text and earlier records above later ones, as the scraper does', () => {
    const priority = (i: number) => records[i]!.item_priority;
    expect(priority(0)).toBeGreaterThan(priority(2));
    expect(priority(2)).toBeGreaterThan(priority(4));
    expect(priority(2)).toBeGreaterThan(priority(1));
    expect(priority(1)).toBeGreaterThan(priority(3));
  });

  it('rank a record by its place from the top of its page, whatever the page’s length', () => {
    const short = pageRecords({...page, path: '/short', blocks: page.blocks.slice(0, 1)}, 'https://developers.flow.com');
    expect(short[0]!.item_priority).toBe(records[0]!.item_priority);
    expect(short[1]!.item_priority).toBe(records[1]!.item_priority);
  });

  it('cut a long section into content records of at most CONTENT_CHARS, at sentence ends, losing nothing', () => {
    const sentence = 'Staking moves FLOW between buckets at the end of each epoch. ';
    const long = sentence.repeat(60).trim();
    const pieces = splitContent(long, CONTENT_CHARS);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(CONTENT_CHARS);
      expect(piece.endsWith('epoch.')).toBe(true);
    }
    expect(pieces.join(' ')).toBe(long);
    expect(splitContent('a'.repeat(25) + ' b', 10)).toEqual(['aaaaaaaaaa', 'aaaaaaaaaa', 'aaaaa b']);
    const sectioned = pageRecords({...page, blocks: [{kind: 'heading', level: 2, text: 'Long', anchor: 'long'}, {kind: 'text', text: long}]}, 'https://developers.flow.com');
    const content = sectioned.filter((record) => record.type === 'content');
    expect(content.length).toBe(pieces.length);
    expect(content.every((record) => record.anchor === 'long' && record['hierarchy.lvl2'] === 'Long')).toBe(true);
  });

  it('give the page’s summary to its own record, and keep it on the wire', () => {
    const summarised = pageRecords({...page, summary: 'What  A is for.'}, 'https://developers.flow.com');
    expect(summarised[0]).toMatchObject({type: 'lvl1', content: 'What A is for.'});
    expect(summarised.slice(1)).toEqual(records.slice(1));
    const index = {version: 1 as const, origin: 'https://developers.flow.com', pages: [compactPage({...page, summary: 'What  A is for.'})]};
    expect(indexRecords(JSON.parse(JSON.stringify(index)))).toEqual(summarised);
  });

  it('survive the compact wire format unchanged', () => {
    const index = {version: 1 as const, origin: 'https://developers.flow.com', pages: [compactPage(page)]};
    expect(indexRecords(JSON.parse(JSON.stringify(index)))).toEqual(records);
    expect(pageRecords(expandPage(compactPage(page)), 'https://developers.flow.com')).toEqual(records);
  });
});

describe('reading a build', () => {
  it('finds each route’s HTML with trailing slash off, and names a route that has none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await mkdir(path.join(dir, 'tools'), {recursive: true});
    await writeFile(path.join(dir, 'index.html'), '<main><h1>Home</h1><p>hello</p></main>');
    await writeFile(path.join(dir, 'tools.html'), DOC_HTML);
    await writeFile(path.join(dir, 'tools', 'index.html'), 'wrong');
    expect(await readRouteHtml(dir, '/tools')).toBe(DOC_HTML);
    const index = await indexFromBuild(dir, ['/', '/tools'], 'https://developers.flow.com', 'en');
    expect(index.pages.map((page) => page[0])).toEqual(['/', '/tools']);
    await expect(indexFromBuild(dir, ['/missing'], 'https://x.org', 'en')).rejects.toThrow(/no HTML file for the route \/missing/);
  });
});

describe('extractFromSource (docusaurus start)', () => {
  it('reads headings with Docusaurus ids, paragraphs and cells, and skips code and front matter', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-source-'));
    const file = path.join(dir, 'page.md');
    await writeFile(
      file,
      '---\ntitle: Front title\n---\n\n# Page title\n\nIntro text.\n\n## Keys & weights\n\n- item one\n\n```cadence\naccess(all) fun main() {}\n```\n\n## Custom {#custom-id}\n\n| a |\n| - |\n| cell |\n',
    );
    const page = await extractFromSource({file, permalink: '/page', title: 'Front title'}, 'Build', 'en', 'docs-default-current');
    expect(page.title).toBe('Page title');
    expect(page).not.toHaveProperty('summary');
    expect(page.blocks).toEqual([
      {kind: 'text', text: 'Intro text.'},
      {kind: 'heading', level: 2, text: 'Keys & weights', anchor: 'keys--weights'},
      {kind: 'text', text: 'item one'},
      {kind: 'heading', level: 2, text: 'Custom', anchor: 'custom-id'},
      {kind: 'text', text: 'a'},
      {kind: 'text', text: 'cell'},
    ]);
  });

  it('reads the summary from front matter as the build’s meta tags give it: description, then keywords', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-source-'));
    const file = path.join(dir, 'page.md');
    await writeFile(file, '---\ntitle: T\ndescription: "Chain ids and endpoints."\nkeywords: [chain id, rpc]\n---\n\n# T\n\nText.\n');
    const page = await extractFromSource({file, permalink: '/page', title: 'T'}, 'Build', 'en', 'docs-default-current');
    expect(page.summary).toBe('Chain ids and endpoints. chain id, rpc');
  });

  it('lists the pages it links to: site paths as written, relative Markdown files through their permalinks', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-source-'));
    const file = path.join(dir, 'guide', 'page.md');
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(
      file,
      '# T\n\nSee [networks](../evm/networks.md#mainnet), [the CLI](/tools/flow-cli/), [unknown](./nowhere.md), [a site](https://flow.com) and [here](#t).\n\n- [again](/tools/flow-cli) and [self](./page.md)\n',
    );
    const permalinks = new Map([[path.join(dir, 'evm', 'networks.md'), '/evm/networks'], [file, '/guide/page']]);
    const page = await extractFromSource({file, permalink: '/guide/page', title: 'T', permalinkOf: (other) => permalinks.get(other)}, 'Build', 'en', 'docs-default-current');
    expect(page.links).toEqual(['/evm/networks', '/tools/flow-cli']);
  });
});

describe('inboundLinks', () => {
  it('counts, for each page, the other pages of the index that link to it', () => {
    const pages = [
      {path: '/a', links: ['/b', '/c', '/a']},
      {path: '/b', links: ['/c', '/c/', '/missing']},
      {path: '/c'},
    ];
    // /a links to itself (not counted), /b links to /c twice (once counted), /missing is no page of the index.
    expect(inboundLinks(pages)).toEqual({'/b': 1, '/c': 2});
  });
});
