import {describe, expect, it} from 'vitest';
import {checkLinks} from './links';
import {docFiles} from './pages';

describe('the links of one page (npm run check:page)', () => {
  it('passes links to pages, their headings, plugin routes and static files, and names each broken one with its line', async () => {
    const all = await docFiles();
    const text = [
      '---',
      'title: T',
      '---',
      '## Here',
      '',
      'See [fees](../basics/fees.md), [accounts](/build/basics/accounts), [the API](/http-api), [testnet](/network/flow-testnet) and [here](#here).',
      '',
      '[gone](../basics/no-such-page.md) and [lost anchor](/build/basics/fees#no-such-heading) and [self](#nowhere) and [file](/img/none.png).',
    ].join('\n');
    const problems = checkLinks('docs/build/guides/x.md', text, all);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [8, expect.stringMatching(/the link \.\.\/basics\/no-such-page\.md reaches no page/)],
      [8, expect.stringMatching(/docs\/build\/basics\/fees\.md has no heading or id #no-such-heading/)],
      [8, expect.stringMatching(/this page has no heading or id #nowhere/)],
      [8, expect.stringMatching(/reaches no file \(no static\/img\/none\.png\)/)],
    ]);
  });
});
