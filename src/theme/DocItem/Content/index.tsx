import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import OutlineNotice from '@site/src/components/OutlineNotice';

type Props = WrapperProps<typeof ContentType>;

/** Adds the "being written" note to pages whose front matter says `status: outline`. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  const {frontMatter} = useDoc();
  const isOutline = (frontMatter as {status?: unknown}).status === 'outline';
  return (
    <>
      {isOutline && <OutlineNotice />}
      <Content {...props} />
    </>
  );
}
