/**
 * Replaces redocusaurus's theme/Redoc/Styles in the browser bundle.
 *
 * The server renders Redoc's styles inside this element (ServerStyles.tsx); the
 * original client component rendered it empty, which React 18 reports as a
 * hydration mismatch (#418) and answers by re-rendering the page. Declaring the
 * content as raw HTML keeps the server's styles and hydrates cleanly; styled-
 * components injects the same rules at run time.
 */
import React from 'react';

export function ServerStyles(): React.JSX.Element {
  return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
