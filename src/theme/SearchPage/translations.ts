import {translate} from '@docusaurus/Translate';

/**
 * The texts this page shares with the search modal, under the ids, messages and descriptions of
 * docusaurus-theme-search-typesense's SearchTranslations (lib/theme/SearchTranslations): a
 * translation of the site applies to both. Only these: the theme's module holds every text of the
 * modal, which this page would otherwise load for seven of them.
 */
export const translations = {
  placeholder: translate({id: 'theme.SearchModal.placeholder', message: 'Search docs', description: 'The placeholder of the input of the DocSearch pop-up modal'}),
  errorScreen: {
    titleText: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results', description: 'The title for error screen of search modal'}),
    helpText: translate({
      id: 'theme.SearchModal.errorScreen.helpText',
      message: 'You might want to check your network connection.',
      description: 'The help text for error screen of search modal',
    }),
  },
  noResultsScreen: {
    noResultsText: translate({
      id: 'theme.SearchModal.noResultsScreen.noResultsText',
      message: 'No results for',
      description: 'The text explains that there are no results for the following search',
    }),
    suggestedQueryText: translate({
      id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
      message: 'Try searching for',
      description: 'The text for the suggested query when no results are found for the following search',
    }),
    reportMissingResultsText: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
      message: 'Believe this query should return results?',
      description: 'The text for the question where the user thinks there are missing results',
    }),
    reportMissingResultsLinkText: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
      message: 'Let us know.',
      description: 'The text for the link to report missing results',
    }),
  },
};
