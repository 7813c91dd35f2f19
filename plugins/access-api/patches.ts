/**
 * Patches to Redoc's library bundle (redoc/bundles/redoc*.lib.js), applied by the
 * shared patch loader (plugins/shared/patches.ts).
 *
 * Redoc takes most colours from its theme, but a few are literals in its
 * styled-components CSS, and its sidebar shows an image from Redocly's CDN. Each
 * patch swaps one such literal for a CSS variable that the reference page sets for
 * both colour modes (components/ApiReferencePage/styles.ts), removes the outside
 * request, or fixes the heading levels or the menu's labels. `redoc` is pinned exactly because of them.
 *
 * The last group makes what Redoc renders valid HTML (the Nu HTML Checker over the server's
 * markup and the hydrated page, e2e/markup.spec.ts): an element changes only where HTML forbids
 * it there, and keeps the box it had (a `span` for a `div` gets `display: block`), so nothing
 * moves. The styling props Redoc's styled elements passed on to the DOM as attributes (`kind`,
 * `depth`, `type`, `width`, `color`) are kept off it by components/redoc/forwardProps.ts.
 */
import type {Patch} from '../shared/patches';

/** HydrateLater as code inside Redoc's bundle reaches it: through the site's alias, as useSpec.ts reaches store.ts. */
const HYDRATE_LATER = `require(${JSON.stringify('@site/plugins/access-api/components/redoc/HydrateLater')}).HydrateLater`;

export const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]redoc(\.browser)?\.lib\.js$/;

/** Redoc's tooltip, the "Copy" label inside a sample's copy button: five `div`s, which a `button` cannot hold. */
const TOOLTIP = `const Ds=ee.div\`\n  position: relative;\n\`,zs=ee.div\`\n  position: absolute;\n  min-width: 80px;\n  max-width: 500px;\n  background: #fff;\n  bottom: 100%;\n  left: 50%;\n  margin-bottom: 10px;\n  transform: translateX(-50%);\n\n  border-radius: 4px;\n  padding: 0.3em 0.6em;\n  text-align: center;\n  box-shadow: 0px 0px 5px 0px rgba(204, 204, 204, 1);\n\`,Ls=ee.div\`\n  background: #fff;\n  color: #000;\n  display: inline;\n  font-size: 0.85em;\n  white-space: nowrap;\n\`,Ns=ee.div\`\n  position: absolute;\n  width: 0;\n  height: 0;\n  bottom: -5px;\n  left: 50%;\n  margin-left: -5px;\n  border-left: solid transparent 5px;\n  border-right: solid transparent 5px;\n  border-top: solid #fff 5px;\n\`,Ms=ee.div\`\n  position: absolute;\n  width: 100%;\n  height: 20px;\n  bottom: -20px;\n\`;`;

/** The JSON sample viewer's list rules: its lists become `span`s (below), which these rules keep as the boxes they were. */
const JSON_LIST_CSS = '  ul {\n    list-style-type: none;\n    padding: 0px;\n    margin: 0px 0px 0px 26px;\n  }\n\n  li {\n    position: relative;\n    display: block;\n  }';

export const REDOC_PATCHES: Patch[] = [
  {
    why: 'the sidebar attribution image is on cdn.redoc.ly: an outside request on every visit (the link and its text stay)',
    from: 'https://cdn.redoc.ly/redoc/logo-mini.svg',
    // Spaces escaped too: a URL may not hold one (the Nu HTML Checker, e2e/markup.spec.ts).
    to: "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='1'%20height='1'/%3E",
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
  {
    why:
      'the copy button of a sample holds Redoc\'s tooltip, five divs; a button holds phrasing content only. They become ' +
      'spans, the outer one display:block as its div was (the others are absolutely positioned or inline already)',
    from: TOOLTIP,
    to: TOOLTIP.replaceAll('ee.div`', 'ee.span`').replace('`\n  position: relative;\n', '`\n  display: block;\n  position: relative;\n'),
  },
  {
    why:
      'a response\'s title is a button holding its description as inline Markdown, a div with a <p> in it; a button holds ' +
      'phrasing content only. A description that is one paragraph is written as that paragraph\'s content in a span, ' +
      'inline-block as the paragraph was (the div around it was inline and had no box of its own), so a long one still ' +
      'starts on a line of its own below the status code',
    from: 'return e.createElement(_s,{html:s.renderMd(t),inline:r,compact:n,className:o,"data-role":i})',
    to: String.raw`const a=s.renderMd(t),l=r&&/^<p>((?:(?!<\/?p[\s>])[\s\S])*)<\/p>\s*$/.exec(a);return e.createElement(_s,{html:l?l[1]:a,inline:r,compact:n,className:o,"data-role":i,...l&&{as:"span",style:{display:"inline-block"}}})`,
  },
  {
    why:
      '"required" and "optional" after "Request Body schema:" are divs inside its h3, which holds phrasing content only: ' +
      'they become spans with display:block',
    from: 'mp=ee(va)`\n  ${hp}\n`,fp=ee("div")`\n',
    to: 'mp=ee(va).attrs({as:"span"})`\n  display: block;\n  ${hp}\n`,fp=ee("span")`\n  display: block;\n',
  },
  {
    why:
      'the JSON sample viewer writes a tree of ul, li and div inside a <code>, which holds phrasing content only: the lists, ' +
      'their items and the values\' boxes become spans (the CSS patch below keeps their boxes; the viewer finds them by class)',
    from: '<ul class="array collapsible">',
    to: '<span class="array collapsible">',
  },
  {why: 'the JSON sample viewer (above): an object\'s list', from: '<ul class="obj collapsible">', to: '<span class="obj collapsible">'},
  {why: 'the JSON sample viewer (above): the lists\' ends', from: '</ul>${Ys(', to: '</span>${Ys('},
  {why: 'the JSON sample viewer (above): each item and its value\'s box', from: `'<li><div class="hoverable '`, to: `'<span><span class="hoverable '`},
  {why: 'the JSON sample viewer (above): each item\'s end', from: '"</div></li>"', to: '"</span></span>"'},
  {
    why:
      'the JSON sample viewer (above): its ul and li rules, for the spans, with the specificity they had (a list\'s ' +
      'margin-left still yields to .collapsible\'s), and the display:block a list and its items had',
    from: JSON_LIST_CSS,
    to: '  :where(.collapsible) {\n    display: block;\n    padding: 0px;\n    margin: 0px 0px 0px 26px;\n  }\n\n  :where(.collapsible) > span {\n    position: relative;\n    display: block;\n  }',
  },
  {
    why:
      'badges space themselves from a following badge with `+ span[type]`, which needs the type attribute Redoc leaks onto ' +
      'the span (components/redoc/forwardProps.ts keeps it off): `& + &` is a badge followed by a badge',
    from: '  + span[type] {\n    margin-left: 4px;\n  }',
    to: '  & + & {\n    margin-left: 4px;\n  }',
  },
  {
    why:
      'the endpoint button\'s rule for its path, `.${ServerRelativeURL}`, is written `..sc-…` (the component already ' +
      'stands for `.sc-…`): a CSS parse error, so no browser ever applied it. It is removed, leaving the path in the ' +
      'colour it has always had, the code panel\'s text (our pages never set pathInMiddlePanel, its other case). Without ' +
      'it the build\'s HTML minifier can parse the server\'s stylesheet, and minifies it (components/redoc/ClientStyles.tsx ' +
      'reads its markers either way)',
    from: '\n\n  .${Hc} {\n    color: ${e=>e.$inverted?e.theme.colors.text.primary:"#ffffff"};\n  }',
    to: '',
  },
  {
    why: 'the reference\'s root style has `font-smoothing`, a property that does not exist (the -webkit- one before it stays)',
    from: '\\n  font-smoothing: ${e.typography.smoothing};',
    to: '',
  },
  {
    why: 'the reference\'s root style has `tap-highlight-color`, a property that does not exist (the -webkit- one stays)',
    from: '\\n\\n  tap-highlight-color: rgba(0, 0, 0, 0);',
    to: '',
  },
]
