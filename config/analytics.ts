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
