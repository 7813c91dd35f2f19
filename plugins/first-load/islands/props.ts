/**
 * An element's attributes as React props: how markup the server wrote is rendered again as it is
 * (the islands of a doc page, client.tsx; a deferred part's stand-in, ../deferred/client.tsx).
 */

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
