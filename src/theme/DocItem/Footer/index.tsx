import React from 'react';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {deferred} from '@site/plugins/first-load/deferred/client';
import {staticRegion} from '@site/plugins/first-load/islands/region';

declare const __FIRST_LOAD_ISLANDS__: boolean;

type Props = WrapperProps<typeof FooterType>;

// Tags, "Edit this page" and the last update, as the server rendered them (plugins/first-load/islands/regions.ts).
const Footer = staticRegion<Props>(
  'footer',
  () => import('@theme-original/DocItem/Footer'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/DocItem/Footer').default,
);

// Buttons a reader uses only by pressing them: hydrated at the first interaction (plugins/first-load/deferred).
const PageMarkdown = deferred<{permalink: string; title: string}>(
  '.page-markdown',
  () => import('@site/src/components/PageMarkdown'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@site/src/components/PageMarkdown').default,
);
const PageFeedback = deferred<{permalink: string}>(
  '.page-feedback',
  () => import('@site/src/components/PageFeedback'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@site/src/components/PageFeedback').default,
);

/**
 * The end of every doc page: "Copy page", "View as Markdown" and "Open in AI assistant", the theme's footer
 * ("Edit this page", last update), then "Was this page helpful?".
 */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {permalink, title} = useDoc().metadata;
  return (
    <>
      <PageMarkdown permalink={permalink} title={title} />
      <Footer {...props} />
      <PageFeedback permalink={permalink} />
    </>
  );
}
