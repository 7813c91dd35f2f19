/**
 * The libraries Redoc's bundle requires at its top (redoc/bundles/redoc.browser.lib.js), so that
 * loadReference.ts can evaluate them before Redoc's bundle evaluates in a task of its own: together
 * they were one task of several hundred milliseconds on a phone. They resolve to the same modules as
 * Redoc's requires (none is nested under redoc/node_modules but eventemitter3, which is left to Redoc).
 *
 * Each is required in a task of its own: evaluated together they were still one task long enough
 * to block a phone's main thread (about 150 ms in Lighthouse's mobile simulation). `require` inside
 * a function keeps them in this module's chunk, fetched at once, and evaluates each only when called.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a require in a function is what defers evaluation within the chunk */
const LIBRARIES: (() => unknown)[] = [
  () => require('mobx'),
  () => require('mobx-react'),
  () => require('styled-components'),
  () => require('prismjs'),
  () => require('dompurify'),
  () => require('openapi-sampler'),
  () => require('yaml'),
  () => require('lunr'),
  () => require('mark.js'),
  () => require('react-tabs'),
  () => require('perfect-scrollbar'),
  () => require('slugify'),
  () => require('stickyfill'),
  () => require('url-template'),
  () => require('json-pointer'),
  () => require('classnames'),
  () => require('decko'),
  () => require('fast-safe-stringify'),
];
/* eslint-enable @typescript-eslint/no-require-imports */

/** Evaluates the libraries one after another, waiting for `nextTask` after each. */
export async function evaluateLibraries(nextTask: () => Promise<void>): Promise<void> {
  for (const library of LIBRARIES) {
    library();
    await nextTask();
  }
}
