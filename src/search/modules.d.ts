/** The InstantSearch adapter's response converter, which the theme's modal also uses (no types shipped). */
declare module 'typesense-instantsearch-adapter/lib/SearchResponseAdapter' {
  export class SearchResponseAdapter {
    constructor(
      typesenseResponse: unknown,
      instantsearchRequest: {params: Record<string, unknown>},
      configuration: {geoLocationField: string; flattenGroupedHits?: boolean},
    );
    adapt(): unknown;
  }
}
