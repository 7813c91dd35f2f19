import type {ExtractedPage} from '../../plugins/search-index/types';

/** A page as the search index's extractor gives it, for tests that build records from it. */
export const extractedPage = (
  lvl0: string,
  path: string,
  title: string,
  blocks: ExtractedPage['blocks'],
  docusaurusTag = 'docs-default-current',
): ExtractedPage => ({path, lvl0, title, language: 'en', docusaurusTag, blocks});
