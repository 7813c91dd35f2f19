import React, {useEffect, useMemo, useState} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {loadTypesenseChunk, modalSearchClient, preloadBackend} from '@site/src/search/backend';
import {missingResultsUrl} from '@site/src/search/request';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import type ResultsFooter from './ResultsFooter';

// The modal's stylesheet, loading from the moment this module runs: index.tsx waits for it too.
export {modalStylesheet} from '@site/plugins/first-load/client/searchModalStyles';

/**
 * A result: a real link, so it opens in a new tab with a middle click or
 * Ctrl/Cmd+click and its address can be copied. The link is the listbox option
 * itself (the modal's Results is patched to hand it the option's props, see
 * plugins/search-index/patches.ts): an option may hold no focusable element.
 * Focus stays in the input while the arrow keys move the active option; Enter
 * goes through the modal's navigator, a plain click through the router.
 *
 * Not `@docusaurus/Link`: that prefetches the route chunks of every link that
 * scrolls into view, and a hit list is up to 30 links, renewed at each keystroke
 * (for "staking", 66 kB of other pages' code and 15-45 ms of the main thread
 * right after the hits show). A hit's page loads when it is pointed at or touched.
 */
function Hit({hit, itemProps, children}: {hit: {url: string}; itemProps?: React.HTMLAttributes<HTMLAnchorElement>; children: React.ReactNode}) {
  const history = useHistory();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    itemProps?.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  const preload = () => void window.docusaurus.preload(hit.url);
  return (
    <a {...itemProps} href={hit.url} className="DocSearch-Hit-link" data-url={hit.url} onClick={onClick} onMouseEnter={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}

/**
 * The theme's search button and modal, unchanged, with the props that config
 * cannot carry (functions do not survive serialisation) handed in through the
 * Docusaurus context the theme reads its config from:
 * - `transformSearchClient`: every search goes to our backend (embedded or
 *   Typesense), whose failures the modal shows as its error screen;
 * - `getMissingResultsUrl`: the "Let us know." link of the no-result screen;
 * - `hitComponent`: results that are links and options at once;
 * - `resultsFooterComponent`, on a site that searches Typesense: "See all N results"
 *   and the line that says when the built-in index answered instead (ResultsFooter.tsx,
 *   in the backend's chunk; until it has loaded, the theme's own footer shows).
 *
 * Not part of a page's first load: index.tsx renders the button alone and loads this
 * module when the reader reaches for it. The backend starts loading as this mounts.
 * `onMount` runs after the theme's button and keyboard shortcuts are in place.
 */
export default function SearchBarFull({onMount}: {onMount: () => void}): React.JSX.Element {
  const context = useDocusaurusContext();
  const {config, indexUrl} = useSearchConfig();
  const [footer, setFooter] = useState<{component: typeof ResultsFooter}>();
  useEffect(() => {
    preloadBackend(config, indexUrl);
    if (config.backend === 'typesense') void loadTypesenseChunk().then(({ResultsFooter: component}) => setFooter({component}));
    onMount();
    // Once, as the reader first reaches for search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const scoped = useMemo(() => {
    const client = modalSearchClient(config, indexUrl);
    const typesense = {
      ...config,
      // The modal builds a Typesense client from this even when it is not used.
      typesenseServerConfig: config.typesenseServerConfig ?? {apiKey: 'embedded', nodes: [{host: 'localhost', port: 443, protocol: 'https'}]},
      transformSearchClient: () => client,
      hitComponent: Hit,
      ...(footer ? {resultsFooterComponent: footer.component} : {}),
      getMissingResultsUrl: ({query}: {query: string}) => missingResultsUrl(config, query),
    };
    return {...context, siteConfig: {...context.siteConfig, themeConfig: {...context.siteConfig.themeConfig, typesense}}};
  }, [context, config, indexUrl, footer]);

  return (
    <Context.Provider value={scoped}>
      <SearchBar />
    </Context.Provider>
  );
}
