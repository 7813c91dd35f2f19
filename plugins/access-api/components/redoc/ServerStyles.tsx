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
    // styled-components' own tag, marked as one the browser's styled-components owns already
    // ("active"): it leaves the tag in place, and ClientStyles.tsx registers the class names the
    // tag declares, so hydration inserts none of these rules again.
    const tags = sheet.getStyleTags();
    if (!tags.includes('data-styled="true"')) throw new Error('ServerStyles: styled-components no longer marks its tag data-styled="true"');
    const html = tags.replace('data-styled="true"', 'data-styled="active"');
    return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />;
  } finally {
    sheet.seal();
  }
}
