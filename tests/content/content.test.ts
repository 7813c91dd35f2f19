import {beforeAll, describe, expect, it} from 'vitest';
import {createLinter, formatProblem, linkTarget, type Linter} from './lint';
import {docFiles, lintPages, sectionChildren} from './pages';

describe('content lint over docs/', () => {
  it('passes on every page', async () => {
    const files = await docFiles();
    expect(files.length).toBeGreaterThan(200);
    const {problems, stats} = await lintPages(files, files);
    const blocks = Object.entries(stats.blocks)
      .map(([lang, count]) => `${lang} ${count}`)
      .join(', ');
    console.log(
      `content lint: ${stats.files} pages (${stats.outlines} outlines); code blocks: ${blocks || 'none'}; ` +
        `fragments skipped: ${stats.fragments}`,
    );
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('content lint catches', () => {
  let linter: Linter;
  beforeAll(async () => {
    linter = await createLinter();
  });

  /** A page as written; `page` marks it an outline, so the written-page rules stay out of the way. */
  const written = (frontMatter: string, body = '## Section\n\n- fact\n') => `---\n${frontMatter}\n---\n\n${body}`;
  const page = (frontMatter: string, body?: string) =>
    written(/^status:/m.test(frontMatter) ? frontMatter : `${frontMatter}\nstatus: outline`, body);

  it('front matter that is not YAML, naming the file', () => {
    const [problem] = linter.lint('docs/bad.md', page('title: A: B\ndescription: x'));
    expect(problem?.file).toBe('docs/bad.md');
    expect(problem?.field).toBe('front matter');
    expect(problem?.message).toMatch(/not valid YAML/);
  });

  it('a missing description, naming the field', () => {
    const problems = linter.lint('docs/a.md', page('title: A'));
    expect(problems).toEqual([expect.objectContaining({file: 'docs/a.md', field: 'description'})]);
  });

  it('a Cadence block that does not parse, with its line', () => {
    const body = '## Code\n\n```cadence\naccess(all) contract C {\n  access(all) fun f(: Int {}\n}\n```\n';
    const problems = linter.lint('docs/c.md', page('title: C\ndescription: d', body));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/Cadence does not parse/);
    expect(problems[0]?.line).toBe(11);
  });

  it('pre-1.0 Cadence (pub, AuthAccount) as an error', () => {
    const body = '```cadence\npub contract Old {\n  pub fun f() {}\n}\n```\n';
    expect(linter.lint('docs/old.md', page('title: C\ndescription: d', body)).length).toBeGreaterThan(0);
  });

  it('accepts Cadence 1.0 and counts a fragment with its reason instead of parsing it', () => {
    const body = [
      '```cadence',
      'transaction {',
      '  prepare(signer: auth(Storage) &Account) {',
      '    log(signer.address)',
      '  }',
      '}',
      '```',
      '',
      '```cadence fragment="the middle of a transaction, to show the call"',
      'let vault <- signer.storage.load<',
      '```',
      '',
    ].join('\n');
    const before = linter.stats.fragments;
    expect(linter.lint('docs/ok.md', page('title: C\ndescription: d', body))).toEqual([]);
    expect(linter.stats.fragments).toBe(before + 1);
  });

  it('a fragment that does not say why it is incomplete', () => {
    const body = '```cadence fragment\nlet vault <- signer.storage.load<\n```\n';
    expect(linter.lint('docs/f.md', page('title: C\ndescription: d', body)).map(formatProblem)).toEqual([
      'docs/f.md:7 [fragment]: a fragment must say why it is incomplete: ```lang fragment="reason"```',
    ]);
  });

  it('a Cadence block that cannot run must say why, and only Cadence blocks are marked so', () => {
    const body = '```cadence norun\naccess(all) fun main(): Int { return 1 }\n```\n\n```ts norun="no"\nconst x = 1;\n```\n';
    expect(linter.lint('docs/n.md', page('title: C\ndescription: d', body)).map(formatProblem)).toEqual([
      'docs/n.md:7 [norun]: a block that cannot run must say why: ```cadence norun="reason"```',
      'docs/n.md:11 [norun]: `norun` marks Cadence blocks only',
    ]);
    const fine = '```cadence norun="needs a staked node"\naccess(all) fun main(): Int { return 1 }\n```\n';
    expect(linter.lint('docs/n.md', page('title: C\ndescription: d', fine))).toEqual([]);
  });

  it('TypeScript and JSON that do not parse', () => {
    const body = '```ts\nconst x: = 1;\n```\n\n```json\n{"a": 1,}\n```\n';
    const messages = linter.lint('docs/j.md', page('title: C\ndescription: d', body)).map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/^ts does not parse/), expect.stringMatching(/^json block is not valid JSON/)]);
  });

  it('placeholder words', () => {
    const problems = linter.lint('docs/p.md', page('title: C\ndescription: d', '## A\n\nTODO write this\n'));
    expect(problems).toEqual([expect.objectContaining({line: 9, message: 'placeholder word "TODO"'})]);
  });

  it('a status other than outline', () => {
    const problems = linter.lint('docs/s.md', page('title: C\ndescription: d\nstatus: draft'));
    expect(problems).toContainEqual(expect.objectContaining({field: 'status'}));
  });

  it('keywords that are not a list of distinct phrases, naming the field', () => {
    const lint = (keywords: string) => linter.lint('docs/k.md', page(`title: K\ndescription: d\nkeywords: ${keywords}`));
    expect(lint('[chain id, rpc, "0x1654653399040a61"]')).toEqual([]);
    expect(lint('chain id, rpc')).toEqual([expect.objectContaining({file: 'docs/k.md', field: 'keywords', message: expect.stringContaining('must be a list')})]);
    expect(lint('[chain id, 0x1654653399040a61]')).toEqual([expect.objectContaining({field: 'keywords', message: expect.stringContaining('quote numbers')})]);
    expect(lint('[rpc, RPC]')).toEqual([expect.objectContaining({field: 'keywords', message: 'front matter `keywords` lists "RPC" twice'})]);
  });

  const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

  it('a written leaf page with too little prose, not counting its code', () => {
    const code = '```cadence\n' + `// ${words(500)}\naccess(all) fun main(): Int { return 1 }\n` + '```\n';
    const problems = linter.lint('docs/w.md', written('title: W\ndescription: d\nsidebar_position: 1', `${words(399)}\n\n${code}`));
    expect(problems).toEqual([expect.objectContaining({file: 'docs/w.md', message: expect.stringMatching(/at least 400 words .* it has 399/)})]);
    expect(linter.lint('docs/w.md', written('title: W\ndescription: d\nsidebar_position: 1', words(400)))).toEqual([]);
  });

  it('a written page without sidebar_position', () => {
    const problems = linter.lint('docs/w.md', written('title: W\ndescription: d', words(400)));
    expect(problems).toEqual([expect.objectContaining({field: 'sidebar_position'})]);
  });

  it('a section index that does not link one of its pages', () => {
    const body = '## Pages\n\n- [Accounts](./accounts.md) hold keys.\n- [Blocks](/build/basics/blocks) order work.\n';
    const children = ['docs/build/basics/accounts.md', 'docs/build/basics/blocks.md', 'docs/build/basics/events.md'];
    const problems = linter.lint('docs/build/basics/index.md', written('title: B\ndescription: d\nsidebar_position: 1', body), children);
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/does not link docs\/build\/basics\/events\.md$/)]);
  });
});

describe('section links', () => {
  it('resolve file paths, site paths and route-relative URLs the way the site does', () => {
    expect(linkTarget('docs/build/basics/index.md', './accounts.md')).toBe('docs/build/basics/accounts');
    expect(linkTarget('docs/build/basics/index.md', '/build/basics/blocks#x')).toBe('docs/build/basics/blocks');
    // The index's route is /build/basics (no trailing slash), so a bare `events` means /build/events.
    expect(linkTarget('docs/build/basics/index.md', 'events')).toBe('docs/build/events');
    expect(linkTarget('docs/build/basics/fees.md', 'events')).toBe('docs/build/basics/events');
    expect(linkTarget('docs/build/index.md', './basics/index.md')).toBe('docs/build/basics');
    expect(linkTarget('docs/a.md', 'https://flow.com')).toBeNull();
  });

  it('a section index introduces its pages and the indexes of its subsections', () => {
    const files = ['docs/a/index.md', 'docs/a/x.md', 'docs/a/b/index.md', 'docs/a/b/y.md', 'docs/a/c/z.md', 'docs/a/c/d/w.md'];
    expect(sectionChildren('docs/a/index.md', files)).toEqual(['docs/a/b/index.md', 'docs/a/c/d/w.md', 'docs/a/c/z.md', 'docs/a/x.md']);
    expect(sectionChildren('docs/a/x.md', files)).toEqual([]);
  });
});
