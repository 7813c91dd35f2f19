import type {EmbeddedIndexFile, ExtractedPage} from '../../plugins/search-index/types';

/** A page as the search index's extractor gives it, for tests that build records from it. */
export const extractedPage = (
  lvl0: string,
  path: string,
  title: string,
  blocks: ExtractedPage['blocks'],
  docusaurusTag = 'docs-default-current',
): ExtractedPage => ({path, lvl0, title, language: 'en', docusaurusTag, blocks});

/** A two-page embedded index, for tests that search it or load its records into Typesense. */
export const twoPageIndex: EmbeddedIndexFile = {
  version: 1,
  origin: 'https://developers.flow.com',
  pages: [
    ['/evm/networks', 'EVM', 'EVM Networks', 'en', 'docs-default-current', ['Flow EVM mainnet has chain ID 747.', [2, 'Testnet', 'testnet'], 'Testnet has chain ID 545.']],
    ['/build/basics/fees', 'Build', 'Fees', 'en', 'docs-default-current', ['Every transaction pays a fee in FLOW.']],
  ],
};
