/**
 * The search modal's stylesheet, as a file of its own that a <link> loads when search is first
 * reached for, instead of rules in the one stylesheet every page waits for before its first paint
 * (Docusaurus merges every stylesheet it bundles, lazy ones too, into that one).
 *
 * It is what the search theme's `import('typesense-docsearch-react/style')` gets (first-load's
 * SWAPS), and src/theme/SearchBar waits for `modalStylesheet` along with the modal's code. The
 * DocSearch variables and the button's rules stay in the page's stylesheet (src/theme/SearchBar
 * imports them): the button is on every page. The file is emitted as it is (file-loader, as
 * Docusaurus does for files a page links to), so no page carries the bundler's code for loading
 * CSS chunks. The modal's colours in src/css/custom.css win by specificity, not by order.
 */
import href from '!!file-loader?name=assets/css/[name].[contenthash:8].[ext]!typesense-docsearch-css/dist/modal.css';

function load(): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve) => {
    link.onload = () => resolve();
    // Search still opens, unstyled, and says why.
    link.onerror = () => {
      console.error(`search: the modal's stylesheet ${href} did not load`);
      resolve();
    };
    document.head.appendChild(link);
  });
}

/** Settles once the modal's rules apply (or their file failed to load, which is logged). */
export const modalStylesheet: Promise<void> = typeof document === 'undefined' ? Promise.resolve() : load();
