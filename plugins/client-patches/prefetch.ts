/**
 * Docusaurus prefetches each chunk file once per page load, not once per link.
 *
 * Docusaurus's <Link> prefetches a route's chunks when the link scrolls into view: its
 * prefetch helper appends one <link rel=prefetch> per chunk file of that route. Routes of one
 * part of the site share most of their chunks (the doc root, the theme's doc components, the
 * sidebar), and the helper did not remember what it had already asked for: the first screen of
 * the longest doc page on a phone appended about 100 elements to <head> for 15 or 16 distinct files, in the
 * frame where its links first showed, while the page was still busy hydrating. The patch keeps
 * the files already prefetched and asks for each once; what is prefetched, and when, is unchanged.
 *
 * Finding a route's chunks also walked every route of the site (about 400, with a regular
 * expression each) for each of the three or four routes a path matches, at every prefetch: on
 * the longest doc page on a phone that walk was 15 to 25 ms of the two prefetch tasks of about
 * 80 ms each (CPU slowed down 4x) just after hydration. The second patch groups the chunk names
 * by route path once, on first use, with the same names in the same order.
 */
import type {RuleSetRule} from 'webpack';
import {patchRule, type Patch} from '../shared/patches';

/** @docusaurus/core's client prefetch helper. */
export const PREFETCH_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

export const PREFETCH_PATCHES: Patch[] = [
  {
    why: 'each visible link appended a <link rel=prefetch> for every chunk of its route, the same files again and again',
    from: 'export default function prefetch(url) {\n    return supportedPrefetchStrategy(url)',
    to:
      '/* patched (plugins/client-patches): each file is prefetched once per page load */\n' +
      'const prefetchedFiles = new Set();\n' +
      'export default function prefetch(url) {\n' +
      '    if (prefetchedFiles.has(url)) return Promise.resolve();\n' +
      '    prefetchedFiles.add(url);\n' +
      '    return supportedPrefetchStrategy(url)',
  },
];

/** @docusaurus/core's client prefetch and preload entry points. */
export const DOCUSAURUS_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export const DOCUSAURUS_PATCHES: Patch[] = [
  {
    why: "each prefetch filtered every route's chunk names, for each route its path matched",
    from:
      'const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)\n' +
      '    .filter(\n' +
      '// Remove the last part containing the route hash\n' +
      '// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9\n' +
      '// output: /blog/2018/12/14/Happy-First-Birthday-Slash\n' +
      "([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)\n" +
      '    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));',
    to:
      '/* patched (plugins/client-patches): chunk names grouped by route path once, on first use */\n' +
      'let chunkNamesByPath;\n' +
      'const getChunkNamesToLoad = (path) => {\n' +
      '    if (!chunkNamesByPath) {\n' +
      '        chunkNamesByPath = new Map();\n' +
      '        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {\n' +
      "            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');\n" +
      '            const names = chunkNamesByPath.get(routePath) ?? [];\n' +
      '            names.push(...Object.values(flat(routeChunks)));\n' +
      '            chunkNamesByPath.set(routePath, names);\n' +
      '        }\n' +
      '    }\n' +
      '    return [...(chunkNamesByPath.get(path) ?? [])];\n' +
      '};',
  },
];

export const prefetchRule: RuleSetRule = patchRule(PREFETCH_MODULE, 'plugins/client-patches', PREFETCH_PATCHES);
export const docusaurusRule: RuleSetRule = patchRule(DOCUSAURUS_MODULE, 'plugins/client-patches', DOCUSAURUS_PATCHES);
