/**
 * How the server marks an admonition island (recma.ts writes it, client.tsx reads it): the theme's
 * Admonition passes on `className`, and no other attribute, to its root element, so the island's
 * index is the class `island-<k>` instead of `data-i="<k>"`.
 */
export const ISLAND_CLASS = 'island-';
