import React, {useMemo} from 'react';
import SearchBar from '@theme-original/SearchBar';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {modalSearchClient, preloadBackend} from '@site/src/search/backend';
import {missingResultsUrl} from '@site/src/search/request';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import styles from './styles.module.css';

/**
 * A result: a real link, so it opens in a new tab with a middle click or
 * Ctrl/Cmd+click and its address can be copied. The link is the listbox option
 * itself (the modal's Results is patched to hand it the option's props, see
 * plugins/search-index/patches.ts): an option may hold no focusable element.
 * Focus stays in the input while the arrow keys move the active option; Enter
 * goes through the modal's navigator, a plain click through the router.
 */
function Hit({hit, itemProps, children}: {hit: {url: string}; itemProps?: React.HTMLAttributes<HTMLAnchorElement>; children: React.ReactNode}) {
  return (
    <Link {...itemProps} to={hit.url} className="DocSearch-Hit-link" data-url={hit.url}>
      {children}
    </Link>
  );
}

/**
 * The theme's search button and modal, unchanged, with the props that config
 * cannot carry (functions do not survive serialisation) handed in through the
 * Docusaurus context the theme reads its config from:
 * - `transformSearchClient`: every search goes to our backend (embedded or
 *   Typesense), whose failures the modal shows as its error screen;
 * - `getMissingResultsUrl`: the "Let us know." link of the no-result screen;
 * - `hitComponent`: results that are links and options at once.
 * The backend starts loading as soon as the reader reaches for the button.
 */
export default function SearchBarWrapper(): React.JSX.Element {
  const context = useDocusaurusContext();
  const {config, indexUrl} = useSearchConfig();
  const scoped = useMemo(() => {
    const client = modalSearchClient(config, indexUrl);
    const typesense = {
      ...config,
      // The modal builds a Typesense client from this even when it is not used.
      typesenseServerConfig: config.typesenseServerConfig ?? {apiKey: 'embedded', nodes: [{host: 'localhost', port: 443, protocol: 'https'}]},
      transformSearchClient: () => client,
      hitComponent: Hit,
      getMissingResultsUrl: ({query}: {query: string}) => missingResultsUrl(config, query),
    };
    return {...context, siteConfig: {...context.siteConfig, themeConfig: {...context.siteConfig.themeConfig, typesense}}};
  }, [context, config, indexUrl]);

  return (
    <div
      className={styles.searchBar}
      onPointerEnter={() => preloadBackend(config, indexUrl)}
      onFocusCapture={() => preloadBackend(config, indexUrl)}
      onTouchStart={() => preloadBackend(config, indexUrl)}>
      <Context.Provider value={scoped}>
        <SearchBar />
      </Context.Provider>
    </div>
  );
}
