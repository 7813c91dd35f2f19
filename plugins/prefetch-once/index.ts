/**
 * prefetch-once: Docusaurus prefetches each chunk file once per page load, not once per link.
 *
 * Docusaurus's <Link> prefetches a route's chunks when the link scrolls into view: its
 * prefetch helper appends one <link rel=prefetch> per chunk file of that route. Routes of one
 * part of the site share most of their chunks (the doc root, the theme's doc components, the
 * sidebar), and the helper did not remember what it had already asked for: the first screen of
 * the longest doc page on a phone appended about 100 elements to <head> for 15 or 16 distinct files, in the
 * frame where its links first showed, while the page was still busy hydrating. The patch keeps
 * the files already prefetched and asks for each once; what is prefetched, and when, is unchanged.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {patchRule, type Patch} from '../shared/patches';

export type PrefetchOnceOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<PrefetchOnceOptions, PrefetchOnceOptions>): PrefetchOnceOptions {
  return validate(Joi.object({}), options);
}

/** @docusaurus/core's client prefetch helper. */
export const PREFETCH_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

export const PREFETCH_PATCHES: Patch[] = [
  {
    why: 'each visible link appended a <link rel=prefetch> for every chunk of its route, the same files again and again',
    from: 'export default function prefetch(url) {\n    return supportedPrefetchStrategy(url)',
    to:
      '/* patched (plugins/prefetch-once): each file is prefetched once per page load */\n' +
      'const prefetchedFiles = new Set();\n' +
      'export default function prefetch(url) {\n' +
      '    if (prefetchedFiles.has(url)) return Promise.resolve();\n' +
      '    prefetchedFiles.add(url);\n' +
      '    return supportedPrefetchStrategy(url)',
  },
];

export const prefetchRule: RuleSetRule = patchRule(PREFETCH_MODULE, 'plugins/prefetch-once', PREFETCH_PATCHES);

export default function prefetchOnce(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {module: {rules: [prefetchRule]}};
    },
  };
}
