/**
 * Markup the server wrote, rendered again as it is: an element's tag, attributes and content read
 * from a document (markupOf), and the element rendered from them (ServerMarkup), whose inside React
 * leaves alone (an element hydrated with dangerouslySetInnerHTML keeps its content). The islands of
 * a doc page (client.tsx), its static regions (region.tsx) and a deferred part's stand-in
 * (../deferred/client.tsx) are this.
 */
import React, {type Ref} from 'react';
import {useInSiteLinks} from '@site/src/components/StaticMarkup/useInSiteLinks';

/** One element: its tag, its attributes as React props, and its content. */
export interface IslandEntry {
  tag: string;
  props: Record<string, unknown>;
  html: string;
}

/** HTML attribute names whose React prop differs, on the elements a doc page has at its top level. */
const PROP_NAMES: Record<string, string> = {class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan', crossorigin: 'crossOrigin', srcset: 'srcSet'};

/** An element's attributes as React props (the style attribute as an object). */
export function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const {name, value} of Array.from(element.attributes)) {
    if (name === 'style') {
      const style: Record<string, string> = {};
      const declaration = (element as HTMLElement).style;
      for (let i = 0; i < declaration.length; i++) {
        const property = declaration[i]!;
        const key = property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        style[key] = declaration.getPropertyValue(property);
      }
      props.style = style;
    } else {
      props[PROP_NAMES[name] ?? name] = value;
    }
  }
  return props;
}

/** An element of a document as an entry. */
export const markupOf = (element: Element): IslandEntry => ({tag: element.tagName.toLowerCase(), props: propsOf(element), html: element.innerHTML});

/** The element of `entry`, with the server's markup inside; its in-site links move through the router (useInSiteLinks). */
export function ServerMarkup({entry, elementRef}: {entry: IslandEntry; elementRef?: Ref<Element>}): React.JSX.Element {
  const links = useInSiteLinks();
  return React.createElement(entry.tag, {...entry.props, ...links, ref: elementRef, dangerouslySetInnerHTML: {__html: entry.html}});
}
