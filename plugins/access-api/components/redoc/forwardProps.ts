/**
 * Which props Redoc's styled elements pass on to the DOM, for the StyleSheetManager around the
 * reference (Reference.tsx).
 *
 * styled-components writes a styled HTML element's props into the DOM as attributes: version 5,
 * which Redoc 2.4 was written for, those whose names are an attribute of some element; version 6,
 * ours, every one it is not told to keep off. A few of Redoc's elements take props for their CSS
 * only, and these reached the page as attributes that HTML does not have on those elements (the
 * Nu HTML Checker's errors, e2e/markup.spec.ts): `kind` on a property's `td` (164 on our
 * reference), `depth` on a side-menu `li`, `type` on the operation badges' and HTTP verbs'
 * `span`s, `width` on a menu title's `span`, and `color` on a badge's `span` when a description
 * gives its operations `x-badges` with colours (ours gives none). Their CSS still sees them: this
 * decides only what is written into the DOM. Every other prop, and every prop of a React
 * component, passes as before.
 *
 * The one rule that read such an attribute back, the badges' `+ span[type]`, is patched to
 * `& + &` (../../patches.ts).
 */
const STYLE_ONLY: Readonly<Record<string, readonly string[]>> = {
  td: ['kind'],
  li: ['depth'],
  span: ['type', 'width', 'color'],
};

export function shouldForwardProp(prop: string, target: unknown): boolean {
  return typeof target !== 'string' || !STYLE_ONLY[target]?.includes(prop);
}
