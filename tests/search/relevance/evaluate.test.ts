/** scripts/search-eval.ts ranks pages, not hits, in the list the modal asks for. */
import {describe, expect, it} from 'vitest';
import {pageRecords} from '../../../plugins/search-index/records';
import type {ExtractedPage} from '../../../plugins/search-index/types';
import {extractedPage} from '../page';
import {createEmbeddedSearch} from '../../../src/search/embedded';
import {evaluate} from '../../../scripts/search-eval';

const page = (path: string, title: string, blocks: ExtractedPage['blocks'], docusaurusTag?: string) =>
  extractedPage('Networks', path, title, blocks, docusaurusTag);

const records = [
  page('/networks/staking', 'Staking and Epochs', [
    {kind: 'text', text: 'Staking secures the network; staking rewards are paid every epoch.'},
    {kind: 'heading', level: 2, text: 'Staking rewards', anchor: 'rewards'},
    {kind: 'text', text: 'Staking rewards depend on the staking amount.'},
    {kind: 'heading', level: 2, text: 'Staking options', anchor: 'options'},
    {kind: 'text', text: 'Staking can be delegated.'},
  ]),
  page('/networks/flow-port/staking-guide', 'Flow Port', [{kind: 'text', text: 'Stake from Flow Port: staking in a few clicks.'}]),
  // A page outside the docs filter the modal sends never counts.
  page('/blog/staking', 'Staking news', [{kind: 'text', text: 'Staking staking staking.'}], 'blog-posts'),
].flatMap((p) => pageRecords(p, 'https://developers.flow.com'));

describe('search:eval', () => {
  it('ranks the first answering page among pages, each page counted once however many hits it has', async () => {
    const run = await evaluate('embedded', createEmbeddedSearch(records), [
      {query: 'staking', answers: ['/networks/flow-port/staking-guide']},
      {query: 'staking rewards', answers: ['/networks/staking']},
      {query: 'staking', answers: ['/blog/staking']},
      {query: 'zzzz unknown words', answers: ['/networks/staking']},
    ]);
    expect(run.results[0]!.pages).toEqual(['/networks/staking', '/networks/flow-port/staking-guide']);
    expect(run.results.map((result) => result.rank)).toEqual([2, 1, undefined, undefined]);
    expect(run.figures).toEqual({queries: 4, hitAt1: 0.25, hitAt5: 0.5, mrr: (0.5 + 1) / 4});
  });

  it('names the backend and the query when a search fails', async () => {
    const broken = {search: () => Promise.reject(new Error('index unreachable'))};
    await expect(evaluate('typesense', broken, [{query: 'coa', answers: ['/evm/accounts']}])).rejects.toThrow('typesense: the query "coa" failed: index unreachable');
  });
});
