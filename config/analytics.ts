import {env} from './env';
import {PLAYGROUND_HOST} from './links';

/**
 * What the browser-side analytics module needs. Serialised into the site
 * config, so it holds public identifiers only (never a secret).
 */
export interface AnalyticsFields {
  mixpanelToken: string | null;
  hotjarSiteId: string | null;
  kapaWebsiteId: string | null;
  playgroundHost: string;
}

export const analyticsFields: AnalyticsFields = {
  mixpanelToken: env.mixpanelToken ?? null,
  hotjarSiteId: env.hotjarSiteId ?? null,
  kapaWebsiteId: env.kapaWebsiteId ?? null,
  playgroundHost: PLAYGROUND_HOST,
};

/**
 * The site's client modules: the analytics module (src/clientModules/analytics.ts) only when
 * Mixpanel, Hotjar or Kapa is configured; without them its code is no page's business. gtag
 * page views come from @docusaurus/plugin-google-gtag, page feedback loads its sender itself.
 */
export function analyticsClientModules(fields: AnalyticsFields = analyticsFields): string[] {
  return fields.mixpanelToken || fields.hotjarSiteId || fields.kapaWebsiteId ? ['./src/clientModules/analytics.ts'] : [];
}
