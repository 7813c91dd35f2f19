/**
 * The document head (title, meta) changes when React commits, not
 * while it renders, so a page keeps its own title through hydration.
 *
 * Docusaurus's `<Head>` is react-helmet-async's `<Helmet>`. Each one registers
 * itself while it renders and schedules a write of the merged head for the next
 * animation frame; the innermost title wins. Docusaurus hydrates inside
 * `startTransition`, which React splits into 5 ms slices with frames in between,
 * so on any page that takes more than a frame to hydrate (every doc page on a
 * phone, the home page too) that write ran after the site-wide `<Head>` had
 * rendered (SiteMetadataDefaults: the bare site title) but before the page's own
 * had: the tab read "Flow Developer Portal" until hydration reached the page's
 * title. No component suspends; the render-time side effect is the cause (and it
 * also leaves behind the registrations of any render React throws away).
 *
 * In the browser the patch moves the registration to componentDidMount, which
 * React runs for the whole page in one commit at the end of hydration, in the
 * same tree order as render did; on the server (no commit) it stays in render,
 * which is how Docusaurus collects each page's head into the static HTML.
 */
import type {RuleSetRule} from 'webpack';
import {patchRule, type Patch} from '../shared/patches';

/** react-helmet-async's builds (ES module for the bundler, CommonJS for the server bundle's fallback). */
export const HELMET_MODULE = /[\\/]react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/;

export const HELMET_PATCHES: Patch[] = [
  {
    why:
      'each <Head> registered and scheduled a head write while rendering, so during time-sliced hydration ' +
      'the tab showed the site title instead of the page title until hydration reached the page',
    from: 'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())},r.render=function(){return this.init(),null}',
    to:
      'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())},' +
      '/* patched (plugins/client-patches): register on commit in the browser, on render on the server */' +
      'r.componentDidMount=function(){"undefined"!=typeof document&&this.init()},' +
      'r.render=function(){return"undefined"==typeof document&&this.init(),null}',
  },
];

export const helmetRule: RuleSetRule = patchRule(HELMET_MODULE, 'plugins/client-patches', HELMET_PATCHES);
