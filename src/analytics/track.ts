/**
 * Sending analytics events: Mixpanel (its client loaded on first use, in its own chunk) and,
 * for page feedback, gtag. Each only when configured; with neither, nothing is sent anywhere.
 * Used by the analytics client module (src/clientModules/analytics.ts, registered only when
 * Mixpanel, Hotjar or Kapa is configured) and, on a reader's answer, by PageFeedback.
 */
import type {OverridedMixpanel} from 'mixpanel-browser';
import siteConfig from '@generated/docusaurus.config';
import type {AnalyticsFields} from '../../config/analytics';

type Mixpanel = OverridedMixpanel;

export const fields = (siteConfig.customFields?.analytics ?? {}) as Partial<AnalyticsFields>;

let mixpanel: Promise<Mixpanel> | null = null;

/** Loads the Mixpanel client on first use, in its own chunk. */
function getMixpanel(): Promise<Mixpanel> | null {
  const token = fields.mixpanelToken;
  if (!token) return null;
  mixpanel ??= import('mixpanel-browser').then(({default: client}) => {
    client.init(token, {ip: false, track_pageview: false, persistence: 'localStorage'});
    return client;
  });
  return mixpanel;
}

export function track(event: string, properties: Record<string, unknown>): void {
  void getMixpanel()?.then((client) => client.track(event, properties));
}

/**
 * A reader's answer to "Was this page helpful?": a `page_feedback` event to gtag and
 * a "Page Feedback" event to Mixpanel, each only when it is configured. With neither,
 * nothing is sent anywhere.
 */
export function trackPageFeedback(path: string, helpful: boolean): void {
  const answer = helpful ? 'yes' : 'no';
  track('Page Feedback', {path, answer});
  const {gtag} = window as unknown as {gtag?: (...args: unknown[]) => void};
  if (typeof gtag === 'function') gtag('event', 'page_feedback', {page_path: path, answer});
}
