/**
 * Replaces redocusaurus's theme/Redoc/Styles in the browser bundle.
 *
 * The server renders Redoc's styles inside this element (ServerStyles.tsx); the
 * original client component rendered it empty, which React 18 reports as a
 * hydration mismatch (#418) and answers by re-rendering the page. Declaring the
 * content as raw HTML keeps the server's styles and hydrates cleanly.
 *
 * The server's <style> is styled-components' own format, marked as a tag the browser's
 * styled-components already owns ("active"), so that it leaves the tag where it is instead of
 * moving its rules into a tag of its own: swapping the stylesheet had the browser restyle the
 * whole 7,000-element reference once more while Redoc's code loaded. Instead, the class names
 * the tag declares are registered with styled-components' sheet here, before Redoc renders,
 * so hydration inserts none of those rules again (inserting them a few at a time between
 * hydration's slices had the browser restyle the page in about a dozen frames). When the page
 * goes away, so does the tag, and the names are forgotten: a later visit in the same session
 * renders without the server's markup, and styled-components inserts the rules itself.
 */
import React, {useEffect} from 'react';
import {__PRIVATE__} from 'styled-components';

/**
 * styled-components' marker after each component's rules: `data-styled.g12[id="sc-abc"]{content:"x,y,"}`.
 * The build's HTML minifier minifies the tag's CSS and writes the id without its quotes
 * (`[id=sc-abc]`); it left the whole tag as it was while the tag held a rule it could not parse
 * (Redoc's `..sc-` selector, removed by plugins/access-api/patches.ts).
 */
const MARKER = /data-styled\.g\d+\[id="?([\w-]+)"?\]\{content:"([^"]*)"\}/g;

function registerServerNames(): string[] {
  const ids: string[] = [];
  const tag = typeof document === 'undefined' ? null : document.querySelector('.redocusaurus-styles style[data-styled="active"]');
  for (const [, id, names] of (tag?.textContent ?? '').matchAll(MARKER)) {
    for (const name of names!.split(',').filter(Boolean)) __PRIVATE__.mainSheet.registerName(id!, name);
    ids.push(id!);
  }
  return ids;
}

let registered = registerServerNames();

export function ServerStyles(): React.JSX.Element {
  useEffect(
    () => () => {
      for (const id of registered) __PRIVATE__.mainSheet.clearNames(id);
      registered = [];
    },
    [],
  );
  return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
