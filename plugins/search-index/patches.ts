/**
 * Bugs of the search UI's dependencies, fixed where they live (applied by
 * plugins/shared/patchLoader.cjs; each fails the build if its code changes).
 */
import type {RuleSetRule} from 'webpack';
import {patchRule, type Patch} from '../shared/patches';

/** @algolia/autocomplete-core's onInput.js, under typesense-docsearch-react's modal. */
export const AUTOCOMPLETE_PATCHES: Patch[] = [
  {
    why:
      "the modal shows its error screen by setting the status to 'error' when a search fails, but onInput's " +
      "finally set it back to 'idle', so readers saw \"No results for …\" when search was unreachable",
    from: "  }).finally(function () {\n    setStatus('idle');\n",
    to: "  }).finally(function () {\n    // patched (plugins/search-index): keep the error status set by getSources\n    if (store.getState().status !== 'error') setStatus('idle');\n",
  },
];

/** docusaurus-theme-search-typesense's SearchBar. */
export const SEARCH_BAR_PATCHES: Patch[] = [
  {
    why:
      'typing a letter on the focused search button opened the modal without a container to render into, ' +
      'so nothing appeared (or it rendered into the detached container of an earlier opening); and once the ' +
      'modal had loaded, the key also reached its input, doubling the letter',
    from: '        importDocSearchModalIfNeeded().then(() => {\n            setIsOpen(true);\n            setInitialQuery(event.key);\n',
    to:
      '        event.preventDefault();\n' +
      '        importDocSearchModalIfNeeded().then(() => {\n' +
      '            searchContainer.current = document.createElement(\'div\');\n' +
      '            document.body.insertBefore(searchContainer.current, document.body.firstChild);\n' +
      '            setIsOpen(true);\n            setInitialQuery(event.key);\n',
  },
  {
    why: 'the letter that opened the modal stayed its initial query for every later opening',
    from: '        setIsOpen(false);\n        searchContainer.current?.remove();\n',
    to: '        setIsOpen(false);\n        setInitialQuery(undefined);\n        searchContainer.current?.remove();\n',
  },
];

/** typesense-docsearch-react's SearchBox. */
export const SEARCH_BOX_PATCHES: Patch[] = [
  {
    why:
      'the results listbox and the input are labelled by the magnifier <label>, which holds only an icon, ' +
      'so screen readers announced them with no name (axe: aria-input-field-name); the label gets text, ' +
      'visually hidden (src/css/custom.css)',
    from: '  }, props.getLabelProps()), /*#__PURE__*/React.createElement(SearchIcon, null)), ',
    to:
      '  }, props.getLabelProps()), /*#__PURE__*/React.createElement(SearchIcon, null), ' +
      '/*#__PURE__*/React.createElement("span", {className: "DocSearch-LabelText"}, "Search docs")), ',
  },
];

/**
 * typesense-docsearch-react's Results: each hit is a real link (src/theme/SearchBar's Hit), so a
 * reader can open it in a new tab or copy its address. The link itself is the listbox option:
 * an option may not hold a focusable element (axe: nested-interactive), so the option's props
 * (id, role, aria-selected, the pointer handlers) move from the <li> to the link, and the <li>
 * becomes presentational. The input keeps focus and points at the active option as before.
 */
export const RESULTS_PATCHES: Patch[] = [
  {
    why: 'a hit was an option holding a link (axe: nested-interactive), or an option that was not a link',
    from:
      '  }, getItemProps({\n    item: item,\n    source: collection.source,\n    onClick: function onClick() {\n      onItemClick(item);\n    }\n' +
      '  })), /*#__PURE__*/React.createElement(Hit, {\n    hit: item\n  }, ',
    to:
      '  }, {\n    role: "presentation"\n  }), /*#__PURE__*/React.createElement(Hit, {\n    hit: item,\n' +
      '    // patched (plugins/search-index): the option props go to the hit link\n' +
      '    itemProps: getItemProps({\n      item: item,\n      source: collection.source,\n      onClick: function onClick() {\n        onItemClick(item);\n      }\n    })\n  }, ',
  },
];

const rule = (test: RegExp, patches: Patch[]) => patchRule(test, 'plugins/search-index/patches.ts', patches);

export const patchRules: RuleSetRule[] = [
  rule(/[\\/]@algolia[\\/]autocomplete-core[\\/]dist[\\/]esm[\\/]onInput\.js$/, AUTOCOMPLETE_PATCHES),
  rule(/[\\/]docusaurus-theme-search-typesense[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/, SEARCH_BAR_PATCHES),
  rule(/[\\/]typesense-docsearch-react[\\/]dist[\\/]esm[\\/]SearchBox\.js$/, SEARCH_BOX_PATCHES),
  rule(/[\\/]typesense-docsearch-react[\\/]dist[\\/]esm[\\/]Results\.js$/, RESULTS_PATCHES),
];
