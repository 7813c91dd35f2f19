/**
 * route-table: a lighter route table in every page's main.js (loader.cjs): the route chunks'
 * names cut to their shortest unique prefix, each route's path written once (its chunk names
 * move from routesChunkNames.json into routes.js), and in the browser build the registry's module
 * paths and ids, which only server rendering reads, left out; a doc page's entry resolves once its
 * islands are read (`waitFor`). Chunk ids are the chunk names in the browser build, so the runtime
 * holds one map (chunk to file hash) where it held three (chunkAsset.ts).
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule, WebpackPluginInstance} from 'webpack';
import {ISLANDS_EXPORT} from '../first-load/islands/recma';
import {SameNameChunkAssets} from './chunkAsset';

export type RouteTableOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<RouteTableOptions, RouteTableOptions>): RouteTableOptions {
  return validate(Joi.object({}), options);
}

const loader = path.join(__dirname, 'loader.cjs');

/**
 * Route modules every doc page loads together, put in one chunk (loader.cjs): the docs' root,
 * version root and doc root, the doc item (with our wrappers) and the docs plugin's route data.
 * Apart, they were five files, and the theme modules two of them share (the collapsible, the
 * heading) were copied into both.
 */
export const CHUNK_GROUPS: Record<string, string> = {
  '@theme/DocsRoot': 'docs',
  '@theme/DocVersionRoot': 'docs',
  '@theme/DocRoot': 'docs',
  '@theme/DocItem': 'docs',
  '@generated/docusaurus-plugin-content-docs/default/__plugin.json': 'docs',
};

/** The rules for the generated route table of a site whose generated files are in `generatedFilesDir`. */
export function routeTableRules(generatedFilesDir: string, isServer: boolean): RuleSetRule[] {
  const use = [{loader, options: {browser: !isServer, groups: CHUNK_GROUPS, waitFor: ISLANDS_EXPORT}}];
  return [
    {test: [path.join(generatedFilesDir, 'registry.js'), path.join(generatedFilesDir, 'routes.js')], use},
    // Now a module holding an object that routes.js fills, no longer JSON.
    {test: [path.join(generatedFilesDir, 'routesChunkNames.json')], type: 'javascript/auto', use},
  ];
}

export default function routeTable(context: LoadContext): Plugin {
  return {
    name: 'route-table',
    configureWebpack(_config, isServer) {
      if (isServer) return {module: {rules: routeTableRules(context.generatedFilesDir, isServer)}};
      // Chunk ids that are the chunk names: the runtime maps each id to its file's hash only, not
      // also to its name, and Docusaurus's map from name to id is left with the few that differ.
      return {module: {rules: routeTableRules(context.generatedFilesDir, isServer)}, optimization: {chunkIds: 'named'}, plugins: [new SameNameChunkAssets() as unknown as WebpackPluginInstance]};
    },
  };
}
routeTable.validateOptions = validateOptions;
