/**
 * redocusaurus's server-rendering Redoc component, as the reference's root renders it
 * (loadReference.ts): inside a StyleSheetManager that keeps Redoc's styling-only props off the
 * DOM (forwardProps.ts). It sits in the chunk loaded with Redoc, which carries styled-components
 * anyway, not in the page's own.
 */
import React, {type ComponentProps} from 'react';
import {StyleSheetManager} from 'styled-components';
import ServerRedoc from '@theme/Redoc/ServerRedoc';
import {shouldForwardProp} from './forwardProps';

export default function Reference(props: ComponentProps<typeof ServerRedoc>): React.JSX.Element {
  return (
    <StyleSheetManager shouldForwardProp={shouldForwardProp}>
      <ServerRedoc {...props} />
    </StyleSheetManager>
  );
}
