/**
 * Product analytics, heat map and AI question widget. Each is off unless its
 * id is configured (see config/env.ts); with none configured this module is not
 * registered (config/analytics.ts) and the site contacts no outside host.
 *
 * gtag page views come from @docusaurus/plugin-google-gtag (also off unless
 * GTAG_ID is set).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {clickedLink, describeLink, isPlaygroundUrl, pageLinksToPlayground} from '../analytics/events';
import {fields, track} from '../analytics/track';

const playgroundHost = fields.playgroundHost ?? '';

function addScriptOnce(id: string, src: string, attributes: Record<string, string> = {}): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

function startHotjar(siteId: string): void {
  const w = window as unknown as {hj?: unknown; _hjSettings?: unknown};
  w.hj ??= function hj(...args: unknown[]) {
    ((w.hj as {q?: unknown[]}).q ??= []).push(args);
  };
  w._hjSettings = {hjid: Number(siteId), hjsv: 6};
  addScriptOnce('hotjar-script', `https://static.hotjar.com/c/hotjar-${encodeURIComponent(siteId)}.js?sv=6`);
}

function startKapa(websiteId: string): void {
  // Loaded exactly once per visit: the id guard keeps route changes from adding it again.
  addScriptOnce('kapa-widget-script', 'https://widget.kapa.ai/kapa-widget.bundle.js', {
    'data-website-id': websiteId,
    'data-project-name': 'Flow',
    'data-project-color': '#00EF8B',
    'data-project-logo': new URL('/img/logo.svg', window.location.origin).href,
  });
}

if (ExecutionEnvironment.canUseDOM) {
  if (fields.hotjarSiteId) startHotjar(fields.hotjarSiteId);
  if (fields.kapaWebsiteId) startKapa(fields.kapaWebsiteId);
  if (fields.mixpanelToken) {
    document.addEventListener(
      'click',
      (event) => {
        const anchor = clickedLink(event.target);
        if (!anchor) return;
        const link = describeLink(anchor);
        track('Link Click', link);
        if (isPlaygroundUrl(link.href, playgroundHost)) track('Playground Link Click', link);
      },
      {capture: true},
    );
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!fields.mixpanelToken) return;
    // A hash change on the same page is not a new page view.
    if (previousLocation && previousLocation.pathname === location.pathname) return;
    // The title is updated after the route renders; read it on the next tick.
    window.setTimeout(() => {
      const view = {title: document.title, path: location.pathname};
      track('Page View', view);
      const main = document.querySelector('main') ?? document;
      if (pageLinksToPlayground(main, playgroundHost)) track('Playground Page View', view);
    });
  },
};

export default clientModule;
