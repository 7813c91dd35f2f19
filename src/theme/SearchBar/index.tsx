import React, {useMemo} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {modalSearchClient, preloadBackend} from '@site/src/search/backend';
import {missingResultsUrl} from '@site/src/search/request';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import styles from './styles.module.css';

/**
 * A result. An option of the results listbox must hold no focusable element
 * (axe: nested-interactive), and the modal moves through options with the arrow
 * keys while focus stays in its input, so a result is not a link: Enter goes
 * through the modal's navigator, a click through the router, and a click with
 * Ctrl, Cmd, Shift or the middle button opens a new tab, as a link would.
 */
function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  const history = useHistory();
  const open = (event: React.MouseEvent) => {
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey) window.open(hit.url, '_blank', 'noopener');
    else if (event.button === 0) history.push(hit.url);
  };
  return (
    <div className="DocSearch-Hit-link" data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </div>
  );
}

/**
 * The theme's search button and modal, unchanged, with the props that config
 * cannot carry (functions do not survive serialisation) handed in through the
 * Docusaurus context the theme reads its config from:
 * - `transformSearchClient`: every search goes to our backend (embedded or
 *   Typesense), whose failures the modal shows as its error screen;
 * - `getMissingResultsUrl`: the "Let us know." link of the no-result screen;
 * - `hitComponent`: results that are options, not links inside options.
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
