import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {PrebuiltTokens, type Prebuilt} from './prebuilt';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's code block, highlighted at build time and rendered once.
 *
 * Fenced blocks arrive with a `tokens` prop, their highlighting computed at build
 * time (plugins/build-time-highlight), which CodeBlock/Content renders in place of
 * Prism. The theme also keys every code block on `useIsBrowser()` so that a second
 * render swaps the server's light-mode inline colours for the current mode's; our
 * Prism theme is made of CSS variables (plugins/build-time-highlight/theme.ts),
 * so the server markup is already right in both modes and each block renders once.
 */
export default function CodeBlock({children: rawChildren, tokens, ...props}: Props & {tokens?: Prebuilt}): React.JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  const Content = (typeof children === 'string' ? StringContent : ElementContent) as React.ComponentType<Props>;
  return (
    <PrebuiltTokens.Provider value={tokens}>
      <Content {...props}>{children}</Content>
    </PrebuiltTokens.Provider>
  );
}
