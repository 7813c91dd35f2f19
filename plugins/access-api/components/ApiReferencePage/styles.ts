/**
 * The reference page's CSS, shipped inside this route's chunk as a string.
 *
 * Not a CSS module on purpose: Docusaurus merges every imported stylesheet into
 * the one CSS file that all pages load, so a stylesheet here would grow every
 * page of the site. Colours are the variables our Redoc theme refers to
 * (plugins/access-api/theme.ts), set for each colour mode; text on each
 * background keeps a 4.5:1 contrast or more.
 */
export const pageCss = `
.api-reference {
  --api-text: var(--ifm-font-color-base);
  --api-text-secondary: var(--ifm-color-emphasis-700);
  --api-link: var(--ifm-link-color);
  --api-primary: #006b43;
  --api-contrast-text: #ffffff;
  --api-success: #1a6e22;
  --api-error: #b3261e;
  --api-warning: #8a5300;
  --api-info: #0b5c80;
  /* Response backgrounds: each status colour, tinted. */
  --api-tint: 8%;
  --api-success-bg: color-mix(in srgb, var(--api-success) var(--api-tint), transparent);
  --api-error-bg: color-mix(in srgb, var(--api-error) var(--api-tint), transparent);
  --api-warning-bg: color-mix(in srgb, var(--api-warning) var(--api-tint), transparent);
  --api-info-bg: color-mix(in srgb, var(--api-info) var(--api-tint), transparent);
  --api-pattern: #0b6b73;
  --api-type-name: #4a4f55;
  --api-surface: var(--ifm-color-emphasis-100);
  --api-border: var(--ifm-color-emphasis-300);
  --api-sidebar-bg: var(--ifm-background-surface-color);
  /* The code panel is dark in both modes; its text colours are fixed to match. */
  --api-panel-bg: #1f262e;
  --api-panel-text: #f3f5f7;
  --api-code-bg: #0d1014;
  --api-panel-success: #6fd47a;
  --api-panel-error: #ff8a80;
  --api-panel-warning: #ffc46b;
  --api-panel-info: #87ceeb;
  --api-http-get: #1a6e22;
  --api-http-post: #1459a0;
  --api-http-put: #7a3d66;
  --api-http-delete: #b3261e;
  --api-http-other: #5c5c5c;
}
[data-theme='dark'] .api-reference {
  --api-primary: #3ddc97;
  --api-contrast-text: #0b1116;
  /* On a dark page the status colours are the code panel's. */
  --api-success: var(--api-panel-success);
  --api-error: var(--api-panel-error);
  --api-warning: var(--api-panel-warning);
  --api-info: var(--api-panel-info);
  --api-tint: 12%;
  --api-pattern: #5fd3dc;
  --api-type-name: #c9ccd1;
}
.api-reference__intro {
  padding: 1rem var(--ifm-spacing-horizontal) 0;
  max-width: var(--ifm-container-width-xl);
  margin: 0 auto;
}
.api-reference__intro p { margin-bottom: 0.5rem; }
.api-reference__intro a { text-decoration: underline; }
.api-reference .redocusaurus-styles { display: none; }
.api-reference .redocusaurus .redoc-wrap { border-bottom: 1px solid var(--ifm-toc-border-color); }
.api-reference .redocusaurus .menu-content { border-right: 1px solid var(--ifm-toc-border-color); }
.api-reference .redocusaurus .api-content a[href^='#'] { color: var(--api-link); }
.api-reference .redocusaurus .menu-content label { color: var(--api-text); }
/* Infima styles every pre and code; in the code panel Redoc's own colours must win. */
.api-reference .redocusaurus [role='tabpanel'] pre,
.api-reference .redocusaurus [role='tabpanel'] code { background-color: var(--api-code-bg); color: var(--api-panel-text); }
/* Samples wrap instead of scrolling sideways: every command and id is readable at any width,
   and no scroll region needs keyboard focus. */
.api-reference .redocusaurus [role='tabpanel'] pre,
.api-reference .redocusaurus [role='tabpanel'] .redoc-json { white-space: pre-wrap; overflow-wrap: anywhere; }
.api-reference .redocusaurus [role='tabpanel'] pre,
.api-reference .redocusaurus [role='tabpanel'] div { overflow: visible; }
/* Section labels (query parameters, request body…) and their media type in the secondary text
   colour, as Docusaurus does (the labels are h3 since the heading-order patch in plugins/access-api/patches.ts).
   The media type is the label's first span: "required" after it is a span too (a div may not stand in an h3)
   and keeps its own colour. */
.api-reference .redocusaurus h5, .api-reference .redocusaurus h5 > span, .api-reference .redocusaurus h3 > span:first-of-type,
.api-reference .redocusaurus caption { color: var(--api-text-secondary); }
/* Each top-level section below the first screen (an operation is 3,000 to 10,000 px tall on a phone) is
   laid out when it nears the viewport: the page's first layout, and the one after its script runs, no
   longer lay out the whole 7,000-element reference. Its text stays in the page for find-in-page, anchors
   and screen readers, and it keeps its real height once shown. The placeholder height is above any
   section's real one: with a shorter one (4000px) the content of a skipped section reached into the next
   one, where Lighthouse's contrast audit read it against the next section's tabs. */
.api-reference .redocusaurus .api-content > div > [data-section-id] { content-visibility: auto; contain-intrinsic-size: auto 12000px; }
/* A selected tab is light on the dark panel: its text must be dark whatever the mode. */
.api-reference .redocusaurus [role='tab'][aria-selected='true'] { color: #1c1e21; }
`;
