import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import infoTag, {DEFAULT_OPTIONS, validateOptions} from './index';

/** Compiles MDX the way Docusaurus does for this plugin: directives parsed, our plugin first. */
async function render(source: string, options = {}): Promise<string> {
  const result = await compile(source, {
    remarkPlugins: [remarkFrontmatter, remarkDirective, [infoTag, options]],
    outputFormat: 'program',
  });
  return String(result);
}

const cadencePage = `---
title: Hello
---

# Hello

Some text.

\`\`\`cadence
access(all) fun main(): String { return "hi" }
\`\`\`
`;

describe('info-tag', () => {
  it('adds the legacy-docs note to a page with a Cadence block, below its title', async () => {
    const out = await render(cadencePage);
    expect(out).toContain(DEFAULT_OPTIONS.link);
    expect(out).toContain('read the legacy Cadence 0.42 documentation');
    expect(out.indexOf('Hello')).toBeLessThan(out.indexOf(DEFAULT_OPTIONS.link));
    expect(out.indexOf(DEFAULT_OPTIONS.link)).toBeLessThan(out.indexOf('Some text.'));
  });

  it('leaves pages without Cadence alone', async () => {
    const out = await render('# Title\n\n```js\nconst a = 1;\n```\n');
    expect(out).not.toContain(DEFAULT_OPTIONS.link);
  });

  it('takes its message and link from options', async () => {
    const out = await render(cadencePage, {message: 'Old code? ', linkLabel: 'See the archive', link: '/legacy'});
    expect(out).toContain('Old code? ');
    expect(out).toContain('"/legacy"');
    expect(out).toContain('See the archive');
  });

  it('rejects invalid options, naming the option', () => {
    expect(() => validateOptions({link: 'not a url with spaces'})).toThrow(/info-tag plugin: invalid option "link"/);
    expect(() => validateOptions({languages: []})).toThrow(/"languages"/);
  });
});
