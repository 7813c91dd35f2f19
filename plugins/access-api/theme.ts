/**
 * Redoc's theme and options for the Access API reference.
 *
 * Every colour is a CSS variable (defined in components/ApiReferencePage/styles.ts
 * for both colour modes), so the server renders one reference whose look follows
 * `data-theme` on <html>: no flash of the wrong mode before hydration and no
 * re-render on toggling. Derived shades go through client/polished.ts.
 */
import type {RedocRawOptions} from 'redoc';

type ThemeOverrides = NonNullable<RedocRawOptions['theme']>;

export const SIDEBAR_WIDTH = '300px';

export const apiTheme = {
  colors: {
    primary: {main: 'var(--api-primary)', light: 'var(--api-primary)', dark: 'var(--api-primary)', contrastText: 'var(--api-contrast-text)'},
    success: {main: 'var(--api-success)', contrastText: 'var(--api-contrast-text)'},
    error: {main: 'var(--api-error)', contrastText: 'var(--api-contrast-text)'},
    warning: {main: 'var(--api-warning)', contrastText: 'var(--api-contrast-text)'},
    text: {primary: 'var(--api-text)', secondary: 'var(--api-text-secondary)'},
    gray: {50: 'var(--api-surface)', 100: 'var(--api-surface)'},
    border: {dark: 'var(--api-border)', light: 'var(--api-border)'},
    // Response titles sit on the page (mode colours); response tabs sit on the code panel, dark in both modes.
    responses: {
      success: {color: 'var(--api-success)', backgroundColor: 'var(--api-success-bg)', tabTextColor: 'var(--api-panel-success)'},
      error: {color: 'var(--api-error)', backgroundColor: 'var(--api-error-bg)', tabTextColor: 'var(--api-panel-error)'},
      redirect: {color: 'var(--api-warning)', backgroundColor: 'var(--api-warning-bg)', tabTextColor: 'var(--api-panel-warning)'},
      info: {color: 'var(--api-info)', backgroundColor: 'var(--api-info-bg)', tabTextColor: 'var(--api-panel-info)'},
    },
    http: {
      get: 'var(--api-http-get)',
      post: 'var(--api-http-post)',
      put: 'var(--api-http-put)',
      delete: 'var(--api-http-delete)',
      patch: 'var(--api-http-put)',
      options: 'var(--api-http-other)',
      basic: 'var(--api-http-other)',
      link: 'var(--api-http-other)',
      head: 'var(--api-http-other)',
    },
  },
  schema: {
    nestedBackground: 'var(--api-surface)',
    linesColor: 'var(--api-border)',
    typeNameColor: 'var(--api-type-name)',
    requireLabelColor: 'var(--api-error)',
  },
  typography: {
    fontSize: 'var(--ifm-font-size-base)',
    lineHeight: 'var(--ifm-line-height-base)',
    fontFamily: 'var(--ifm-font-family-base)',
    headings: {fontFamily: 'var(--ifm-heading-font-family, var(--ifm-font-family-base))', fontWeight: '600'},
    code: {
      fontFamily: 'var(--ifm-font-family-monospace)',
      color: 'var(--api-text)',
      backgroundColor: 'var(--ifm-code-background)',
    },
    links: {color: 'var(--api-link)', visited: 'var(--api-link)', hover: 'var(--api-link)'},
  },
  sidebar: {
    width: SIDEBAR_WIDTH,
    backgroundColor: 'var(--api-sidebar-bg)',
    textColor: 'var(--api-text)',
    activeTextColor: 'var(--api-link)',
  },
  rightPanel: {
    backgroundColor: 'var(--api-panel-bg)',
    textColor: 'var(--api-panel-text)',
  },
  codeBlock: {backgroundColor: 'var(--api-code-bg)'},
  fab: {backgroundColor: 'var(--api-surface)', color: 'var(--api-link)'},
} satisfies ThemeOverrides;

export const redocOptions = {
  scrollYOffset: 'nav.navbar',
  expandSingleSchemaField: true,
  menuToggle: true,
  hideLoading: true,
  expandResponses: '200,201',
  jsonSampleExpandLevel: 3,
  suppressWarnings: true,
} as RedocRawOptions;

/** What redocusaurus's hooks read as the theme plugin's data: the same theme for both modes. */
export interface RedocThemeData {
  lightTheme: ThemeOverrides;
  darkTheme: ThemeOverrides;
  options: RedocRawOptions;
}

export const themeData: RedocThemeData = {lightTheme: apiTheme, darkTheme: apiTheme, options: redocOptions};
