import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {createLinter, formatProblem, type Linter} from './lint';

const root = path.resolve(__dirname, '../..');

async function docFiles(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'docs'), {recursive: true});
  return entries
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join('docs', file))
    .sort();
}

describe('content lint over docs/', () => {
  it('passes on every page', async () => {
    const linter = await createLinter();
    const files = await docFiles();
    expect(files.length).toBeGreaterThan(200);
    const problems = [];
    for (const file of files) {
      problems.push(...linter.lint(file, await readFile(path.join(root, file), 'utf8')));
    }
    const {stats} = linter;
    const blocks = Object.entries(stats.blocks)
      .map(([lang, count]) => `${lang} ${count}`)
      .join(', ');
    console.log(
      `content lint: ${stats.files} pages (${stats.outlines} outlines); code blocks: ${blocks || 'none'}; ` +
        `partial snippets skipped: ${stats.partial}`,
    );
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('content lint catches', () => {
  let linter: Linter;
  beforeAll(async () => {
    linter = await createLinter();
  });

  const page = (frontMatter: string, body = '## Section\n\n- fact\n') => `---\n${frontMatter}\n---\n\n${body}`;

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
    expect(problems[0]?.line).toBe(10);
  });

  it('pre-1.0 Cadence (pub, AuthAccount) as an error', () => {
    const body = '```cadence\npub contract Old {\n  pub fun f() {}\n}\n```\n';
    expect(linter.lint('docs/old.md', page('title: C\ndescription: d', body)).length).toBeGreaterThan(0);
  });

  it('accepts Cadence 1.0 and counts a partial snippet instead of parsing it', () => {
    const body = [
      '```cadence',
      'transaction {',
      '  prepare(signer: auth(Storage) &Account) {',
      '    log(signer.address)',
      '  }',
      '}',
      '```',
      '',
      '```cadence partial',
      'let vault <- signer.storage.load<',
      '```',
      '',
    ].join('\n');
    const before = linter.stats.partial;
    expect(linter.lint('docs/ok.md', page('title: C\ndescription: d', body))).toEqual([]);
    expect(linter.stats.partial).toBe(before + 1);
  });

  it('TypeScript and JSON that do not parse', () => {
    const body = '```ts\nconst x: = 1;\n```\n\n```json\n{"a": 1,}\n```\n';
    const messages = linter.lint('docs/j.md', page('title: C\ndescription: d', body)).map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/^ts does not parse/), expect.stringMatching(/^json block is not valid JSON/)]);
  });

  it('placeholder words', () => {
    const problems = linter.lint('docs/p.md', page('title: C\ndescription: d', '## A\n\nTODO write this\n'));
    expect(problems).toEqual([expect.objectContaining({line: 8, message: 'placeholder word "TODO"'})]);
  });

  it('a status other than outline', () => {
    const problems = linter.lint('docs/s.md', page('title: C\ndescription: d\nstatus: draft'));
    expect(problems).toEqual([expect.objectContaining({field: 'status'})]);
  });
});
