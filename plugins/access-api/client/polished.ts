/**
 * `polished` for Redoc, taught CSS custom properties.
 *
 * Redoc derives colours with polished (darken, transparentize…), which throws on
 * `var(--x)`. Our Redoc theme is made of CSS variables so that one server-rendered
 * reference serves light and dark mode with no flash and no re-render; for a
 * variable, each function returns the CSS `color-mix()` that computes the same
 * colour in the browser. Plain colours go to polished unchanged. The bundler
 * aliases `polished` to this module (plugins/access-api/index.ts); only Redoc imports it.
 */
import * as polished from 'polished/lib/index.js';

export * from 'polished/lib/index.js';

const isVariable = (color: unknown): color is string => typeof color === 'string' && color.includes('var(');
const percent = (amount: number) => `${Math.round(Math.min(Math.max(amount, 0), 1) * 1000) / 10}%`;
const mix = (color: string, other: string, amount: number) => `color-mix(in srgb, ${color}, ${other} ${percent(amount)})`;

export function darken(amount: number, color: string): string {
  return isVariable(color) ? mix(color, '#000', amount) : polished.darken(amount, color);
}

export function lighten(amount: number, color: string): string {
  return isVariable(color) ? mix(color, '#fff', amount) : polished.lighten(amount, color);
}

export function transparentize(amount: number, color: string): string {
  return isVariable(color) ? mix(color, 'transparent', amount) : polished.transparentize(amount, color);
}

export function desaturate(amount: number, color: string): string {
  return isVariable(color) ? color : polished.desaturate(amount, color);
}

/** A variable's luminance is unknown at build time: report mid-grey, so callers pick a consistent branch. */
export function getLuminance(color: string): number {
  return isVariable(color) ? 0.5 : polished.getLuminance(color);
}

export function readableColor(color: string, ...rest: Parameters<typeof polished.readableColor> extends [string, ...infer R] ? R : never): string {
  return isVariable(color) ? 'var(--api-contrast-text)' : polished.readableColor(color, ...rest);
}
