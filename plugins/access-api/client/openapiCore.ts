/**
 * What Redoc's browser bundle gets for `@redocly/openapi-core/lib/bundle` and `.../config/config`.
 *
 * Redoc calls them only to fetch and bundle a description from a URL (its loadAndBundleSpec,
 * for RedocStandalone). /http-api renders the description the build resolved and validated,
 * passed to Redoc's store as an object, so the browser never needs them; the real package is
 * about a third of the reference's code to download and evaluate. The server build keeps it.
 */
const unavailable = (what: string) =>
  new Error(`${what}: @redocly/openapi-core is not in the browser build of /http-api (plugins/access-api/client/openapiCore.ts); the reference renders the description resolved at build time`);

export class Config {
  constructor() {
    throw unavailable('Redoc tried to load a description by URL');
  }
}

export function bundle(): Promise<never> {
  return Promise.reject(unavailable('Redoc tried to bundle a description'));
}
