/**
 * Every environment variable the build reads, in one typed place.
 * Nothing here is required: with no variable set the site builds offline and
 * sends no request to any outside host (see README, "Configuration").
 */

const read = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

export const DEFAULT_SPORKS_URL =
  'https://raw.githubusercontent.com/onflow/flow/master/sporks.json';

export const DEFAULT_ACCESS_API_URL =
  'https://raw.githubusercontent.com/onflow/flow/master/openapi/access.yaml';

const flag = (name: string): boolean => /^(1|true|yes)$/i.test(read(name) ?? '');

export const env = {
  /** With 0/false: build with webpack instead of Rspack and SWC (the benchmark's baseline). */
  fasterBuild: !/^(0|false|no)$/i.test(read('FASTER_BUILD') ?? ''),
  /** Canonical origin used for the sitemap and canonical links. */
  siteUrl: read('SITE_URL') ?? 'https://developers.flow.com',
  /** Where the networks plugin reads spork data: an http(s) URL or a file path. */
  sporksUrl: read('SPORKS_URL') ?? DEFAULT_SPORKS_URL,
  /** The Access API description rendered at /http-api: an http(s) URL or a file path. */
  accessApiUrl: read('ACCESS_API_URL') ?? DEFAULT_ACCESS_API_URL,
  /** With 1/true: an unusable Access API description fails the build instead of falling back. */
  accessApiStrict: flag('ACCESS_API_STRICT'),
  /** Google tag (gtag.js) measurement id, e.g. G-XXXX. Off when unset. */
  gtagId: read('GTAG_ID'),
  /** Mixpanel project token for product analytics. Off when unset. */
  mixpanelToken: read('MIXPANEL_TOKEN'),
  /** Hotjar site id for the heat-map script. Off when unset. */
  hotjarSiteId: read('HOTJAR_SITE_ID'),
  /** Kapa.ai website id for the AI question widget. Off when unset. */
  kapaWebsiteId: read('KAPA_WEBSITE_ID'),
  /**
   * Typesense search (config/search.ts). With a host (or a node list) and the
   * search-only key set, the search UI queries that cluster; without them, the embedded index.
   */
  typesenseHost: read('TYPESENSE_HOST'),
  /** Every node of a Typesense cluster, `host:port,host:port,...`; instead of TYPESENSE_HOST and TYPESENSE_PORT. */
  typesenseNodes: read('TYPESENSE_NODES'),
  typesenseSearchApiKey: read('TYPESENSE_SEARCH_API_KEY'),
  typesenseCollection: read('TYPESENSE_COLLECTION') ?? 'flow-docs',
  typesensePort: read('TYPESENSE_PORT'),
  typesenseProtocol: read('TYPESENSE_PROTOCOL'),
  /**
   * A folder outside the build: the client build also writes the source maps of its JS
   * files there (plugins/bundle-map; `npm run bench -- --map` sets it). Off when unset.
   */
  bundleMap: read('BUNDLE_MAP'),
} as const;

export type Env = typeof env;
