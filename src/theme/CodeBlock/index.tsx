import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import '@site/src/prism/register';

type Props = WrapperProps<typeof CodeBlockType>;

/** The theme's code block, with the site's Prism languages registered first (plugins/prism-on-demand). */
export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  return <CodeBlock {...props} />;
}
