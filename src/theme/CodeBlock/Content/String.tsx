import React from 'react';
import {CodeBlockContextProvider, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import prismSettings from '@generated/first-load/prism.json';
import {blockMetadata} from '../metadata';

/**
 * The classic theme's string code block, with the metadata the build computed
 * (../metadata.ts) instead of the theme's createCodeBlockMetadata in the browser.
 */
export default function CodeBlockString(props: Props & {codeMeta?: string}): React.JSX.Element {
  // The default language from the Prism settings module (plugins/first-load), not the site config every page loads.
  const metadata = blockMetadata(props, prismSettings.defaultLanguage);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
