import React, {useSyncExternalStore} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {answeredByFallback, subscribeFallback} from '@site/src/search/fallback';
import FallbackNotice from '@site/src/search/FallbackNotice';
import styles from './styles.module.css';

/**
 * Under the modal's hits on a site that searches Typesense: the theme's "See all N
 * results" link to /search, and the line that says when the built-in index answered
 * because Typesense did not. The theme's own footer is not exported, so this one
 * replaces it; it closes the modal as the theme's does, through the modal's own close
 * on a press outside it. Loaded with the Typesense backend (src/search/typesenseChunk.ts),
 * never on a page's first load.
 */
export default function ResultsFooter({state}: {state: {query: string; context: {nbHits?: number}}}): React.JSX.Element {
  const fallback = useSyncExternalStore(subscribeFallback, answeredByFallback, () => false);
  const searchPage = useBaseUrl('/search');
  const close = (event: React.MouseEvent<HTMLAnchorElement>) =>
    event.currentTarget.closest('.DocSearch-Container')?.dispatchEvent(new MouseEvent('mousedown', {bubbles: true}));
  return (
    <div className={styles.footer}>
      <FallbackNotice active={fallback} />
      <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={close}>
        <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </div>
  );
}
