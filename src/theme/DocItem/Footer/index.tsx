import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdown from '@site/src/components/PageMarkdown';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

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
