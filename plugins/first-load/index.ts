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
 * - a doc page's static elements, likewise kept as the server rendered them (islands/recma.ts, a
 *   recma plugin of the docs, and islands/client.tsx): this plugin defines the bundler constant
 *   that tells the builds apart, and writes the map of doc source files to permalinks
 *   (ISLANDS_MAP) that the recma plugin reads.
 * - parts of a doc page that a reader uses only by interacting with them (the docs sidebar, the
 *   tables of contents, the page's buttons, the phone's menu), which stay their server markup
 *   until the reader's first interaction brings their code (deferred/client.tsx, used by the
 *   wrappers in src/theme that name it).
 *
 * Each swap names the theme file it replaces; if an upgrade of the theme moves it, the build
 * fails here instead of silently shipping the theme's version again.
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {AllContent, LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {ISLANDS_CONSTANT} from './islands/recma';

export type FirstLoadOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<FirstLoadOptions, FirstLoadOptions>): FirstLoadOptions {
  return validate(Joi.object({}), options);
}

interface Swap {
  /** The theme's module, as the theme requests it (a client-modules entry's path without extension, or a package path). */
  theme: RegExp;
  /** The file it must exist as. */
  themeFile: string;
  replacement: string;
}

const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));

// The package's exports hide package.json: its main module is lib/index.js.
const themeCommon = path.dirname(path.dirname(require.resolve('@docusaurus/theme-common')));
const docsearchReact = path.dirname(require.resolve('typesense-docsearch-react/package.json'));

export const SWAPS: Swap[] = [
  {
    theme: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
    themeFile: path.join(themeClassic, 'lib/nprogress.js'),
    replacement: path.join(__dirname, 'client/nprogress.ts'),
  },
  // The Prism theme from its own module (PRISM_SETTINGS), which only code blocks load, instead of the site config in main.js.
  {
    theme: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]usePrismTheme(\.js)?$/,
    themeFile: path.join(themeCommon, 'lib/hooks/usePrismTheme.js'),
    replacement: path.join(__dirname, 'client/usePrismTheme.ts'),
  },
  // The search modal's stylesheet, which the search theme imports as the modal opens: only the modal's
  // rules, as a file a <link> loads (src/theme/SearchBar imports the button's into the page's stylesheet).
  {
    theme: /^typesense-docsearch-react[\\/]style$/,
    themeFile: path.join(docsearchReact, 'style/index.js'),
    replacement: path.join(__dirname, 'client/searchModalStyles.ts'),
  },
];

/**
 * The code blocks' Prism settings (the theme in each colour mode, the default language), written
 * under the generated files' folder for client/usePrismTheme.ts and src/theme/CodeBlock, and left
 * out of the site config of the production browser build (PRISM_CONFIG): half a kB of every
 * page's main.js that only a page with code blocks reads. The server build keeps the config.
 */
export const PRISM_SETTINGS = 'first-load/prism.json';
export const PRISM_CONFIG = 'themeConfig.prism';

export interface PrismSettings {
  theme: unknown;
  darkTheme?: unknown;
  defaultLanguage?: string;
}

/** The settings of themeConfig.prism the browser reads; fails when the theme is missing. */
export function prismSettings(themeConfig: Record<string, unknown>): PrismSettings {
  const prism = themeConfig.prism as Partial<PrismSettings> | undefined;
  if (!prism || typeof prism.theme !== 'object' || prism.theme === null) throw new Error('first-load: themeConfig.prism.theme is missing; the code blocks read it');
  return {theme: prism.theme, ...(prism.darkTheme ? {darkTheme: prism.darkTheme} : {}), ...(prism.defaultLanguage ? {defaultLanguage: prism.defaultLanguage} : {})};
}

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

/** The map of doc source files to permalinks that the islands' recma plugin reads, under the generated files' folder. */
export const ISLANDS_MAP = 'first-load/islands.json';

interface LoadedDocs {
  loadedVersions?: Array<{docs: Array<{source: string; permalink: string}>}>;
}

/** {absolute source path: permalink} of every doc of the docs plugin's instances. */
export function docPermalinks(siteDir: string, allContent: AllContent): Record<string, string> {
  const instances = allContent['docusaurus-plugin-content-docs'];
  if (!instances) throw new Error('first-load: no docs plugin content; the islands need the docs’ permalinks');
  const map: Record<string, string> = {};
  for (const [id, content] of Object.entries(instances)) {
    const versions = (content as LoadedDocs | undefined)?.loadedVersions;
    if (!Array.isArray(versions)) throw new Error(`first-load: the docs plugin (${id}) has no loadedVersions; see what it loads now`);
    for (const doc of versions.flatMap((version) => version.docs)) {
      if (!doc.source.startsWith('@site/')) throw new Error(`first-load: the doc ${doc.source} is not under the site`);
      map[path.join(siteDir, doc.source.slice('@site/'.length))] = doc.permalink;
    }
  }
  return map;
}

/** The rules for the generated config and metadata; `islands`: the browser build keeps the islands' markup, not their code. */
export function generatedDataRules(generatedFilesDir: string, islands: boolean): RuleSetRule[] {
  const drop = islands ? [...SITE_CONFIG_DROP, ...ISLANDS.flatMap((island) => island.config), PRISM_CONFIG] : SITE_CONFIG_DROP;
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
    async loadContent() {
      const file = path.join(context.generatedFilesDir, PRISM_SETTINGS);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, `${JSON.stringify(prismSettings(context.siteConfig.themeConfig))}\n`);
    },
    async allContentLoaded({allContent}) {
      const file = path.join(context.generatedFilesDir, ISLANDS_MAP);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, `${JSON.stringify(docPermalinks(context.siteDir, allContent), null, 1)}\n`);
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, DefinePlugin} = currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (test: RegExp, replacement: string) => unknown;
        DefinePlugin: new (definitions: Record<string, string>) => unknown;
      };
      // Islands keep server-rendered markup: only a production browser build has some (`docusaurus start` renders in the browser).
      const withIslands = !isServer && process.env.NODE_ENV === 'production';
      const islands = withIslands ? ISLANDS.map((island) => new NormalModuleReplacementPlugin(islandPattern(context.siteDir, island), path.join(context.siteDir, island.client))) : [];
      return {
        module: {rules: generatedDataRules(context.generatedFilesDir, withIslands)},
        plugins: [
          ...SWAPS.map((swap) => new NormalModuleReplacementPlugin(swap.theme, swap.replacement)),
          ...islands,
          new DefinePlugin({[ISLANDS_CONSTANT]: JSON.stringify(withIslands)}),
        ],
      } as never;
    },
  };
}
firstLoad.validateOptions = validateOptions;
