import React from 'react';
import Head from '@docusaurus/Head';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's not-found text, with the page kept out of search engines: the
 * `noindex` is in the page's own HTML, replacing the site-wide `index, follow` of
 * config/themeConfig.ts, so it holds whichever server answers with this page.
 * It sits inside the layout, as the search page's does: a <Head> outside it did
 * not outrank the site-wide value.
 */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <Content {...props} />
    </>
  );
}
