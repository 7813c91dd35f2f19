/**
 * Patches to Redoc's library bundle (redoc/bundles/redoc*.lib.js), applied by the
 * shared patch loader (plugins/shared/patches.ts).
 *
 * Redoc takes most colours from its theme, but a few are literals in its
 * styled-components CSS, and its sidebar shows an image from Redocly's CDN. Each
 * patch swaps one such literal for a CSS variable that the reference page sets for
 * both colour modes (components/ApiReferencePage/styles.ts), removes the outside
 * request, or fixes the heading levels or the menu's labels. `redoc` is pinned exactly because of them.
 */
import type {Patch} from '../shared/patches';

/** HydrateLater as code inside Redoc's bundle reaches it: through the site's alias, as useSpec.ts reaches store.ts. */
const HYDRATE_LATER = `require(${JSON.stringify('@site/plugins/access-api/components/redoc/HydrateLater')}).HydrateLater`;

export const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]redoc(\.browser)?\.lib\.js$/;

export const REDOC_PATCHES: Patch[] = [
  {
    why: 'the sidebar attribution image is on cdn.redoc.ly: an outside request on every visit (the link and its text stay)',
    from: 'https://cdn.redoc.ly/redoc/logo-mini.svg',
    to: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E",
  },
  {why: 'pattern labels are #0e7c86, unreadable on a dark background', from: '  color: #0e7c86;\n', to: '  color: var(--api-pattern);\n'},
  {
    why: 'markdown table rows are white whatever the mode',
    from: '  table tr {\n    background-color: #fff;\n    border-top: 1px solid #ccc;\n',
    to: '  table tr {\n    background-color: transparent;\n    border-top: 1px solid var(--api-border);\n',
  },
  {
    why: 'markdown quotes are #777 on any background',
    from: '    color: #777;\n    border-left: 4px solid #ddd;\n',
    to: '    color: var(--api-text-secondary);\n    border-left: 4px solid var(--api-border);\n',
  },
  {why: 'deprecated labels are #707070 on any background', from: '  text-decoration: line-through;\n  color: #707070;\n', to: '  text-decoration: line-through;\n  color: var(--api-text-secondary);\n'},
  {why: 'schema table borders are a fixed light blue-grey', from: '  border-bottom: 1px solid #9fb4be;\n', to: '  border-bottom: 1px solid var(--api-border);\n'},
  {
    why:
      'section headers ("Path parameters", "Responses") are h5 under the operation\'s h2, skipping levels for screen-reader ' +
      'heading navigation (Lighthouse heading-order), in fixed greys: they become h3, in the page\'s secondary text and border colours',
    from: 'bi=ee.h5`\n  border-bottom: 1px solid rgba(38, 50, 56, 0.3);\n  margin: 1em 0 1em 0;\n  color: rgba(38, 50, 56, 0.5);\n',
    to: 'bi=ee.h3`\n  border-bottom: 1px solid var(--api-border);\n  margin: 1em 0 1em 0;\n  color: var(--api-text-secondary);\n',
  },
  {
    why:
      'the reference hydrates one content item at a time (components/redoc/HydrateLater.tsx): ContentItems ' +
      'renders each item inside HydrateLater, a Suspense boundary the browser opens when the item\'s turn comes',
    from: 'return 0===t.length?null:t.map((t=>e.createElement($u,{key:t.id,item:t})))',
    to: `return 0===t.length?null:t.map((t=>e.createElement(${HYDRATE_LATER},{key:t.id,id:t.id,Item:$u,props:{item:t}})))`,
  },
  {
    why: 'the side menu hydrates as a part of its own too (components/redoc/HydrateLater.tsx), first, instead of in the same task as the rest of Redoc\'s frame',
    from: 'e.createElement(Vu,{menu:r})',
    to: `e.createElement(${HYDRATE_LATER},{id:"menu",Item:Vu,props:{menu:r}})`,
  },
  {
    why:
      'each Markdown block also passed its rendered HTML on to the DOM as an `html` attribute (styled-components ' +
      'forwards unknown props): 45 kB of the page\'s HTML said everything twice, for the browser to parse',
    from: '"data-role":i["data-role"]},i)',
    to: '"data-role":i["data-role"]},{...i,html:void 0})',
  },
  {
    why:
      'a side-menu entry made from a Markdown heading of the description is the heading rendered as HTML, and the menu ' +
      'prints it as text: a heading with inline code shows literal <code> tags. Menu entries are built from the text alone',
    from: 'saveHeading(e,t,r=this.headings,n){e=',
    to: 'saveHeading(e,t,r=this.headings,n){e=e.replace(/<[^>]*>/g,"");e=',
  },
]
