import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import '@site/src/prism/register';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's code block, minus its re-mount after hydration. The theme
 * keys every code block on `useIsBrowser()` so that a second render swaps the
 * server's light-mode inline colours for the current mode's; our Prism theme is
 * made of CSS variables (plugins/prism-on-demand/theme.ts), so the server markup
 * is already right in both modes and each block renders once. It also registers
 * the site's Prism languages before the first block renders (prism-on-demand).
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): React.JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  const Content = (typeof children === 'string' ? StringContent : ElementContent) as React.ComponentType<Props>;
  return <Content {...props}>{children}</Content>;
}
