import React, {useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The suggestions, whose code (and search's) is fetched only once this content shows:
 * it is also part of every doc page's code (the docs' root renders it for an address
 * under it that has no page), and no other page may load search for it. Rendered in
 * the browser only: the missing address is only known there. Kept small, as every doc
 * page carries it.
 */
function LazySuggestions(): React.JSX.Element | null {
  const [Suggestions, setSuggestions] = useState<React.ComponentType>();
  useEffect(() => {
    void import('@site/src/components/NotFoundSuggestions').then(
      (module) => setSuggestions(() => module.default),
      (error: unknown) => console.error(error),
    );
  }, []);
  return Suggestions ? <Suggestions /> : null;
}

/**
 * The theme's not-found text, with the page kept out of search engines: the
 * `noindex` is in the page's own HTML, replacing the site-wide `index, follow` of
 * config/themeConfig.ts, so it holds whichever server answers with this page.
 * It sits inside the layout, as the search page's does: a <Head> outside it did
 * not outrank the site-wide value.
 * Below the text, pages found by searching for the words of the missing address
 * (src/components/NotFoundSuggestions).
 */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <Content {...props} />
      <LazySuggestions />
    </>
  );
}
