import React, {useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {search} from '@site/src/search/backend';
import {buildRequest, missingResultsUrl} from '@site/src/search/request';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import {useContextualFilter} from '@site/src/search/useContextualFilter';
import type {SearchHit} from '@site/src/search/types';
import FallbackNotice from '@site/src/search/FallbackNotice';
import styles from './styles.module.css';
import {translations} from './translations';

/** Sections offered when nothing matches, as the modal offers its `lvl0`s. */
const SUGGESTIONS = ['Cadence', 'Flow CLI', 'EVM', 'Staking', 'Access API'];
const PER_PAGE = 10;

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; hits: SearchHit[]; found: number; pages: number; page: number; fallback: boolean};

/**
 * A hit's page. Typesense returns only the modal's `include_fields`, which leave out
 * `url_without_anchor`; the page is the hit's `url` without its anchor.
 */
const pageOf = (hit: SearchHit): string => hit.url_without_anchor ?? hit.url.split('#')[0]!;

/** Groups hits by page, in the order the backend ranked the pages. */
function byPage(hits: SearchHit[]): SearchHit[][] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(pageOf(hit), [...(groups.get(pageOf(hit)) ?? []), hit]);
  return [...groups.values()];
}

const relative = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/** Highlighted HTML from the backend: escaped by it, with only `<mark>` tags left. */
const Marked = ({html, as: Tag = 'span', className}: {html: string; as?: 'span' | 'p'; className?: string}) => (
  <Tag className={className} dangerouslySetInnerHTML={{__html: html}} />
);

function Hit({hit}: {hit: SearchHit}) {
  const level = hit.type === 'content' ? undefined : hit.type;
  const heading = level && level !== 'lvl1' ? hit._highlightResult[`hierarchy.${level}`]?.value : undefined;
  const section = ([2, 3, 4, 5, 6] as const)
    .map((n) => hit[`hierarchy.lvl${n}` as const])
    .filter(Boolean)
    .join(' › ');
  const snippet = hit._snippetResult?.content?.value;
  return (
    <li className={styles.hit}>
      <Link to={relative(hit.url)} className={styles.hitLink}>
        {heading ? <Marked html={heading} /> : <span>{section || hit['hierarchy.lvl1']}</span>}
      </Link>
      {snippet && <Marked as="p" html={snippet} className={styles.snippet} />}
    </li>
  );
}

function SearchPageContent(): React.JSX.Element {
  const {config, indexUrl} = useSearchConfig();
  const filterBy = useContextualFilter();
  const history = useHistory();
  const location = useLocation();
  // The server renders the page without a query; the query is read once hydrated, so both renders agree.
  const isBrowser = useIsBrowser();
  const urlQuery = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [input, setInput] = useState(urlQuery);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({status: 'idle'});
  const query = urlQuery.trim();

  useEffect(() => setInput(urlQuery), [urlQuery]);
  useEffect(() => setPage(1), [query]);

  useEffect(() => {
    if (!query) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    if (page === 1) setState({status: 'loading', query});
    search(config, indexUrl, buildRequest(config, query, filterBy, page, PER_PAGE))
      .then((result) => {
        if (!current) return;
        setState((previous) => ({
          status: 'done',
          query,
          hits: page > 1 && previous.status === 'done' ? [...previous.hits, ...result.hits] : result.hits,
          found: result.nbHits,
          pages: result.nbPages,
          page,
          fallback: Boolean(result.fallback),
        }));
      })
      .catch((error: unknown) => {
        console.error('[search]', error);
        if (current) setState({status: 'error', query});
      });
    return () => {
      current = false;
    };
  }, [config, indexUrl, filterBy, query, page]);

  const setQuery = (value: string) => {
    setInput(value);
    const params = new URLSearchParams(location.search);
    if (value.trim()) params.set('q', value);
    else params.delete('q');
    history.replace({search: params.toString()});
  };

  const groups = useMemo(() => (state.status === 'done' ? byPage(state.hits) : []), [state]);
  const {errorScreen, noResultsScreen} = translations;
  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <Layout title={title} description="Search the Flow Developer Portal.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <label htmlFor="search-page-input" className={styles.label}>
            <Translate id="theme.SearchPage.inputLabel">Search</Translate>
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={clsx('search-input', styles.input)}
            placeholder={translations.placeholder}
            value={input}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </form>

        <FallbackNotice active={state.status === 'done' && state.fallback} className={styles.status} />
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && (
            <p className={styles.status}>
              <Translate id="theme.SearchPage.searching">Searching…</Translate>
            </p>
          )}

          {state.status === 'error' && (
            <div className={styles.screen} role="alert">
              <p className={styles.screenTitle}>{errorScreen.titleText}</p>
              <p>{errorScreen.helpText}</p>
            </div>
          )}

          {state.status === 'done' && state.found === 0 && (
            <div className={styles.screen}>
              <p className={styles.screenTitle}>
                {noResultsScreen.noResultsText} “<strong>{state.query}</strong>”
              </p>
              <p>{noResultsScreen.suggestedQueryText}:</p>
              <ul className={styles.suggestions}>
                {SUGGESTIONS.map((suggestion) => (
                  <li key={suggestion}>
                    <button type="button" className={styles.suggestion} onClick={() => setQuery(suggestion)}>
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
              <p>
                {noResultsScreen.reportMissingResultsText}{' '}
                <a href={missingResultsUrl(config, state.query)} target="_blank" rel="noopener noreferrer">
                  {noResultsScreen.reportMissingResultsLinkText}
                </a>
              </p>
            </div>
          )}

          {state.status === 'done' && state.found > 0 && (
            <>
              <p className={styles.status}>
                {translate(
                  {id: 'theme.SearchPage.pagesFound', message: '{count} pages found'},
                  {count: String(state.found)},
                )}
              </p>
              <ol className={styles.results}>
                {groups.map((hits) => {
                  const first = hits[0]!;
                  return (
                    <li key={pageOf(first)} className={styles.result}>
                      <p className={styles.breadcrumb}>{first['hierarchy.lvl0']}</p>
                      <h2 className={styles.resultTitle}>
                        <Link to={relative(pageOf(first))}>
                          <Marked html={first._highlightResult['hierarchy.lvl1']?.value ?? first['hierarchy.lvl1']} />
                        </Link>
                      </h2>
                      <ul className={styles.hits}>
                        {hits
                          .filter((hit) => hit.type !== 'lvl1' || hit.content)
                          .map((hit) => (
                            <Hit key={hit.objectID} hit={hit} />
                          ))}
                      </ul>
                    </li>
                  );
                })}
              </ol>
              {state.page < state.pages && (
                <button type="button" className="button button--secondary" onClick={() => setPage(state.page + 1)}>
                  <Translate id="theme.SearchPage.moreResults">More results</Translate>
                </button>
              )}
            </>
          )}
        </div>
      </main>
    </Layout>
  );
}

/**
 * `/search?q=`: the same backend and the same request as the modal, with the
 * modal's error and no-result screens. (The theme's own page builds a second,
 * Typesense-only client with no way to replace it, so this page replaces it.)
 */
export default function SearchPage(): React.JSX.Element {
  return <SearchPageContent />;
}
