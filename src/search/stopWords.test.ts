import {describe, expect, it} from 'vitest';
import {env} from '../../config/env';
import {searchConfig} from '../../config/search';
import {pageRecords} from '../../plugins/search-index/records';
import {extractedPage} from '../../tests/search/page';
import {createEmbeddedSearch} from './embedded';
import {buildRequest} from './request';
import {withoutStopWords} from './stopWords';

describe('stop words', () => {
  it('leaves out the words around a question, whatever their case', () => {
    expect(withoutStopWords('How do I stake my FLOW?')).toBe('stake FLOW?');
    expect(withoutStopWords('  how to move nfts from cadence to evm ')).toBe('move nfts cadence evm');
  });

  it('keeps "why", which the pages that explain say in their titles', () => {
    expect(withoutStopWords('Why is Flow fast?')).toBe('Why Flow fast?');
    expect(withoutStopWords('storage used per account')).toBe('storage used account');
  });

  it('keeps a query made of stop words only as typed', () => {
    expect(withoutStopWords('how')).toBe('how');
    expect(withoutStopWords('can do')).toBe('can do');
  });

  it('ranks the page about the subject above a page that repeats the question words', async () => {
    const records = [
      extractedPage('Networks', '/networks/faq', 'FAQ', [{kind: 'text', text: 'How do I run a node? How do I stake my tokens? How do I vote?'}]),
      extractedPage('Networks', '/networks/staking', 'How to stake', [{kind: 'text', text: 'Delegate tokens to a node operator.'}]),
    ].flatMap((page) => pageRecords(page, 'https://developers.flow.com'));
    const config = searchConfig({...env, typesenseHost: undefined, typesenseNodes: undefined, typesenseSearchApiKey: undefined});
    const {hits} = await createEmbeddedSearch(records).search(buildRequest(config, 'how do I stake', 'language:=en'));
    expect(hits[0]?.url_without_anchor).toBe('https://developers.flow.com/networks/staking');
  });
});
