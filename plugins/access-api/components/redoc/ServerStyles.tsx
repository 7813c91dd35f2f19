/**
 * Replaces redocusaurus's theme/Redoc/ServerStyles in the server bundle.
 *
 * The original rendered Redoc twice (light and dark theme) and prefixed the dark
 * rules with `html([data-theme='dark'])`, a selector that matches nothing, and
 * whose class names are not those of the markup anyway. Our theme is made of CSS
 * variables (plugins/access-api/theme.ts), so one render gives rules that are
 * right in both modes.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {ServerStyleSheet} from 'styled-components';
import {AppStore, Redoc, type RedocRawOptions} from 'redoc';

interface Props {
  specProps: {spec: object; url?: string};
  lightThemeOptions: RedocRawOptions;
}

export function ServerStyles({specProps, lightThemeOptions}: Props): React.JSX.Element {
  const sheet = new ServerStyleSheet();
  try {
    const store = new AppStore(specProps.spec as never, specProps.url, lightThemeOptions);
    renderToString(sheet.collectStyles(<Redoc store={store} />));
    // styled-components' own tag (data-styled, data-styled-version): in the browser it
    // takes these rules and the class names they register over, instead of compiling and
    // inserting each component's rules again while the page hydrates.
    return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: sheet.getStyleTags()}} suppressHydrationWarning />;
  } finally {
    sheet.seal();
  }
}
