/**
 * first-load: what every page's main.js carried and no reader uses before navigating:
 * - theme code, swapped for versions that fetch it when first needed (client/): the navigation
 *   progress bar (client/nprogress.ts), whose nprogress loads at the first navigation;
 * - site config and metadata that no browser code reads (SITE_CONFIG_DROP, SITE_METADATA_DROP,
 *   generatedLoader.cjs);
 * - parts of the page that never change once rendered, rendered by the theme on the server and
 *   kept as static markup in the browser (ISLANDS: a `X.server` module of ours, which the
 *   production browser build replaces with its `X.client` twin), with the config only they read.
 *   `docusaurus start` renders in the browser, with no server markup to keep: it gets the theme's.
 *
 * Each swap names the theme file it replaces; if an upgrade of the theme moves it, the build
 * fails here instead of silently shipping the theme's version again.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

export type FirstLoadOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<FirstLoadOptions, FirstLoadOptions>): FirstLoadOptions {
  return validate(Joi.object({}), options);
}

interface Swap {
  /** The theme's module, as its client-modules entry requests it (no extension). */
  theme: RegExp;
  /** The file it must exist as. */
  themeFile: string;
  replacement: string;
}

const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));

export const SWAPS: Swap[] = [
  {
    theme: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
    themeFile: path.join(themeClassic, 'lib/nprogress.js'),
    replacement: path.join(__dirname, 'client/nprogress.ts'),
  },
];

/**
 * Entries of the serialised site config that no code in the browser reads (checked against the
 * client code of @docusaurus/core, the themes, the docs plugin and src/): the build's own settings,
 * which Docusaurus uses in Node before bundling. `future` stays for its router setting (Link,
 * useBaseUrl and the client entry read `future.experimental_router`), less its build flags.
 */
export const SITE_CONFIG_DROP = [
  'presets',
  'plugins',
  'themes',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'clientModules',
  'scripts',
  'headTags',
  'stylesheets',
  'storage',
  'organizationName',
  'projectName',
  'future.v4',
  'future.faster',
];

/**
 * The site metadata's plugin versions: only @docusaurus/plugin-debug's pages read
 * useDocusaurusContext().siteMetadata, and this site has none.
 */
export const SITE_METADATA_DROP = ['pluginVersions'];

/** A module rendered on the server only, and what the browser build gets instead. */
export interface Island {
  server: string;
  client: string;
  /** Site config entries only the server module reads, left out of the browser build's config. */
  config: string[];
}

export const ISLANDS: Island[] = [
  // The footer: links and text, the same on every page.
  {server: 'src/theme/Footer/Footer.server.tsx', client: 'src/theme/Footer/Footer.client.tsx', config: ['themeConfig.footer']},
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches the server module's resolved path, with or without its extension. */
export const islandPattern = (siteDir: string, island: Island) =>
  new RegExp(`^${escape(path.join(siteDir, island.server).replace(/\.tsx?$/, ''))}(\\.tsx?)?$`);

const generatedLoader = path.join(__dirname, 'generatedLoader.cjs');

/** The rules for the generated config and metadata; `islands`: the browser build keeps the islands' markup, not their code. */
export function generatedDataRules(generatedFilesDir: string, islands: boolean): RuleSetRule[] {
  const drop = islands ? [...SITE_CONFIG_DROP, ...ISLANDS.flatMap((island) => island.config)] : SITE_CONFIG_DROP;
  return [
    {test: [path.join(generatedFilesDir, 'docusaurus.config.mjs')], use: [{loader: generatedLoader, options: {drop, json: false}}]},
    {test: [path.join(generatedFilesDir, 'site-metadata.json')], use: [{loader: generatedLoader, options: {drop: SITE_METADATA_DROP, json: true}}]},
  ];
}

export default function firstLoad(context: LoadContext): Plugin {
  for (const swap of SWAPS) {
    if (!existsSync(swap.themeFile)) throw new Error(`first-load: ${swap.themeFile} is gone; see what the theme does now before replacing it with ${swap.replacement}`);
  }
  for (const island of ISLANDS) {
    for (const file of [island.server, island.client]) {
      if (!existsSync(path.join(context.siteDir, file))) throw new Error(`first-load: ${file} (an island) does not exist`);
    }
  }
  return {
    name: 'first-load',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (test: RegExp, replacement: string) => unknown;
      };
      // Islands keep server-rendered markup: only a production browser build has some (`docusaurus start` renders in the browser).
      const withIslands = !isServer && process.env.NODE_ENV === 'production';
      const islands = withIslands ? ISLANDS.map((island) => new NormalModuleReplacementPlugin(islandPattern(context.siteDir, island), path.join(context.siteDir, island.client))) : [];
      return {
        module: {rules: generatedDataRules(context.generatedFilesDir, withIslands)},
        plugins: [...SWAPS.map((swap) => new NormalModuleReplacementPlugin(swap.theme, swap.replacement)), ...islands],
      } as never;
    },
  };
}
firstLoad.validateOptions = validateOptions;
