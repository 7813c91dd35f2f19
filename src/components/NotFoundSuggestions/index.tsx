import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {search} from '@site/src/search/backend';
import {buildRequest} from '@site/src/search/request';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import {useContextualFilter} from '@site/src/search/useContextualFilter';
import type {SearchHit} from '@site/src/search/types';
import {pathWords, rankPages, searchesFor} from './pathWords';
import styles from './styles.module.css';

/** Pages listed at most. */
const LIMIT = 5;
/** Pages asked of each search: enough for the right one to be among them, few enough to stay quick. */
const PER_SEARCH = 10;

interface Suggestion {
  path: string;
  title: string;
  section?: string;
}

type State = {status: 'searching'} | {status: 'error'} | {status: 'done'; pages: Suggestion[]};

const pathOf = (url: string) => new URL(url, 'http://site.invalid').pathname;

/** A page's title and section, from its first hit (every hit of a page carries both). */
const suggestionOf = (hit: SearchHit): Suggestion => ({
  path: pathOf(hit.url_without_anchor),
  title: hit['hierarchy.lvl1'] || pathOf(hit.url_without_anchor),
  section: hit['hierarchy.lvl0'] || undefined,
});

/**
 * Suggestions on the not-found page: the words of the missing address go through
 * the site's search (the same backend and the same request as the search box), and
 * the pages found are listed, those whose address shares most words with the
 * missing one first (see ./pathWords.ts). A search box, prefilled with the words,
 * lets the reader refine on /search.
 *
 * The words come from the address only. A browser does not tell a page the text of
 * the link that led to it, and `document.referrer` gives at most the referring
 * address (often only its origin), which names the linking page, not the missing one.
 *
 * Loaded only by the not-found page (src/theme/NotFound/Content imports it on demand).
 */
export default function NotFoundSuggestions(): React.JSX.Element {
  const {pathname} = useLocation();
  const {config, indexUrl} = useSearchConfig();
  const filterBy = useContextualFilter();
  const searchPage = useBaseUrl('/search');
  const words = pathWords(pathname);
  const query = words.join(' ');
  const [state, setState] = useState<State>({status: 'searching'});
  const headingId = useId();
  const inputId = useId();

  useEffect(() => {
    const missing = pathWords(pathname);
    if (missing.length === 0) {
      setState({status: 'done', pages: []});
      return undefined;
    }
    let current = true;
    setState({status: 'searching'});
    const searches = searchesFor(missing).map((q) => search(config, indexUrl, buildRequest(config, q, filterBy, 1, PER_SEARCH)));
    void Promise.allSettled(searches).then((settled) => {
      if (!current) return;
      const results = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      if (results.length === 0) {
        console.error('[not-found search]', ...settled.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : undefined)));
        setState({status: 'error'});
        return;
      }
      const pages = new Map<string, Suggestion>();
      for (const hit of results.flatMap((result) => result.hits)) {
        const suggestion = suggestionOf(hit);
        if (!pages.has(suggestion.path)) pages.set(suggestion.path, suggestion);
      }
      const best = rankPages(missing, [...pages.keys()], LIMIT).map((path) => pages.get(path)!);
      setState({status: 'done', pages: best});
    });
    return () => {
      current = false;
    };
  }, [config, indexUrl, filterBy, pathname]);

  return (
    <section className={clsx('container', styles.suggestions)} aria-labelledby={headingId}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h2 id={headingId} className={styles.heading}>
            Pages that may be what you were looking for
          </h2>
          <div aria-live="polite" aria-busy={state.status === 'searching'}>
            {state.status === 'searching' && <p className={styles.status}>Searching…</p>}
            {state.status === 'error' && <p className={styles.status}>The search for similar pages failed. You can still search below.</p>}
            {state.status === 'done' && state.pages.length === 0 && (
              <p className={styles.status}>No page matches the words of this address. Try other words below.</p>
            )}
            {state.status === 'done' && state.pages.length > 0 && (
              <ul className={styles.pages} aria-labelledby={headingId}>
                {state.pages.map((page) => (
                  <li key={page.path} className={styles.page}>
                    <Link to={page.path} className={styles.pageLink}>
                      {page.title}
                    </Link>
                    <span className={styles.where}>
                      {page.section && <>{page.section} · </>}
                      <code>{page.path}</code>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <form role="search" method="get" action={searchPage} className={styles.form}>
            <label htmlFor={inputId} className={styles.label}>
              Search the documentation
            </label>
            <div className={styles.field}>
              <input key={query} id={inputId} type="search" name="q" defaultValue={query} className={clsx('search-input', styles.input)} autoComplete="off" spellCheck={false} />
              <button type="submit" className={clsx('button button--primary', styles.submit)}>
                Search
              </button>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
