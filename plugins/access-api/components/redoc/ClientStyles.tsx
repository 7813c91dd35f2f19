/**
 * Replaces redocusaurus's theme/Redoc/Styles in the browser bundle.
 *
 * The server renders Redoc's styles inside this element (ServerStyles.tsx); the
 * original client component rendered it empty, which React 18 reports as a
 * hydration mismatch (#418) and answers by re-rendering the page. Declaring the
 * content as raw HTML keeps the server's styles and hydrates cleanly. The server's
 * <style> is styled-components' own tag (ServerStyles.tsx): as it loads, styled-
 * components moves those rules into its sheet and registers their class names, so
 * hydration inserts no rule the server already rendered. Inserting them again, a few
 * at a time between hydration's slices, had the browser restyle the whole 7,000-element
 * reference in about a dozen frames.
 */
import React from 'react';

export function ServerStyles(): React.JSX.Element {
  return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
