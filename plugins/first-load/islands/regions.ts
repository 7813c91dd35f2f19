/**
 * Parts of a doc page around its Markdown that never change once rendered, kept as the server
 * rendered them like the page's islands (client.tsx reads them with the islands; region.tsx
 * renders them): the breadcrumbs, the theme's doc footer (tags, "Edit this page", the last
 * update) and the previous/next links. Each is found in a page's HTML by its root element.
 */
export const REGIONS = {
  breadcrumbs: 'nav.theme-doc-breadcrumbs',
  footer: 'footer.theme-doc-footer',
  paginator: 'nav.pagination-nav',
} as const;

export type RegionName = keyof typeof REGIONS;
