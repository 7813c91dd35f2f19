import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {blockMetadata} from '../metadata';

/**
 * The classic theme's string code block, with the metadata the build computed
 * (../metadata.ts) instead of the theme's createCodeBlockMetadata in the browser.
 */
export default function CodeBlockString(props: Props & {codeMeta?: string}): React.JSX.Element {
  const {prism} = useThemeConfig();
  const metadata = blockMetadata(props, prism.defaultLanguage);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
