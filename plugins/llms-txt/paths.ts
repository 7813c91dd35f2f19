/**
 * The `.md` address of a doc page, for the plugin and for the page's "View as
 * Markdown" link alike. The site has no trailing slashes (`/build/basics`),
 * although an index doc's permalink keeps one.
 */
export const markdownPath = (permalink: string) => `${permalink.replace(/(.)\/$/, '$1')}.md`;
