import React, {useMemo} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {modalSearchClient, preloadBackend} from '@site/src/search/backend';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import styles from './styles.module.css';

/**
 * The theme's search button and modal, unchanged, with the props that config
 * cannot carry (functions do not survive serialisation) handed in through the
 * Docusaurus context the theme reads its config from:
 * - `transformSearchClient`: every search goes to our backend (embedded or
 *   Typesense), whose failures the modal shows as its error screen;
 * - `getMissingResultsUrl`: the "Let us know." link of the no-result screen.
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
      getMissingResultsUrl: ({query}: {query: string}) => config.missingResultsUrl.replace('{query}', encodeURIComponent(query)),
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
