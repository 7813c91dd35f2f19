/**
 * The contextual filter of a search request, as docusaurus-theme-search-typesense's
 * useTypesenseContextualFilters computes it (lib/client/useTypesenseContextualFacetFilters.js,
 * through @docusaurus/theme-common's useContextualSearchFilters and the docs plugin's
 * useDocsContextualSearchTags): the locale, the `default` tag and each docs plugin's version tag.
 *
 * Read here from the docs plugin's global data instead (useContextualFilter.ts): the theme's hooks need the docs'
 * preferred-version provider and the docs plugin's client code, which /search and the
 * not-found page would otherwise load for a value that, with one docs version, is always the
 * same. With more than one version the version depends on the reader's choice: this throws,
 * so that the build (which renders both pages) fails rather than filter on the wrong one.
 */
export interface DocsGlobalData {
  versions: {name: string}[];
}

export function contextualFilter(locale: string, docs: Record<string, DocsGlobalData>): string {
  const versionTags = Object.entries(docs).map(([pluginId, {versions}]) => {
    if (versions.length !== 1) {
      throw new Error(`Docs plugin "${pluginId}" has ${versions.length} versions: search must use the theme's useTypesenseContextualFilters again (src/search/contextualFilter.ts)`);
    }
    // The docs plugin's getDocsVersionSearchTag.
    return `docs-${pluginId}-${versions[0]!.name}`;
  });
  return `language:=${locale} && docusaurus_tag:=[${['default', ...versionTags].join(',')}]`;
}
