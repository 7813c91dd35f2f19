/**
 * The classic theme's navigation progress bar (@docusaurus/theme-classic/lib/nprogress), with
 * nprogress itself loaded at the first navigation instead of in every page's main.js: the bar
 * shows only when a navigation takes longer than 200 ms, time enough to fetch it. Same timing
 * and settings as the theme's module; its stylesheet is part of the site's CSS, as before.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

interface Progress {
  start: () => void;
  done: () => void;
}

const DELAY_MS = 200;
let progress: Promise<Progress> | undefined;

const load = (): Promise<Progress> =>
  (progress ??= import('nprogress').then(({default: nprogress}) => {
    nprogress.configure({showSpinner: false});
    return nprogress;
  }));

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    // Fetched now, so that it is there if the navigation outlasts the delay.
    void load().catch(() => undefined);
    let settled = false;
    const timeout = window.setTimeout(() => {
      void load().then((bar) => {
        if (!settled) bar.start();
      });
    }, DELAY_MS);
    // Called once the new route's code has loaded, just before it renders (then onRouteDidUpdate ends the bar).
    return () => {
      settled = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void progress?.then((bar) => bar.done()).catch(() => undefined);
  },
};

export default clientModule;
