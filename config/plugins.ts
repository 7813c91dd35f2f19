import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import infoTag from '../plugins/info-tag';
import checkedExamples from '../plugins/checked-examples';
import runScriptPlugin, {remarkRunScript, type RunScriptContent, type RunScriptOptions} from '../plugins/run-script';
import sendTransactionPlugin, {remarkSendTransaction, type SendTransactionContent, type SendTransactionOptions} from '../plugins/send-transaction';
import katexStylesheet from '../plugins/katex-stylesheet';
import katexAssets from '../plugins/katex-stylesheet/assets';
import accessApiPlugin, {type AccessApiContent, type AccessApiPluginOptions} from '../plugins/access-api';
import networksPlugin, {type NetworksContent, type NetworksPluginOptions} from '../plugins/networks';
import coreContractsPlugin, {type CoreContractsPluginOptions} from '../plugins/core-contracts';
import tailwindPlugin from '../plugins/tailwind';
import buildTimeHighlight, {type BuildTimeHighlightOptions} from '../plugins/build-time-highlight';
import rehypeBuildTimeHighlight from '../plugins/build-time-highlight/rehype';
import {prism, prismThemes} from './prism';
import announcementResetPlugin from '../plugins/announcement-reset';
import clientPatches from '../plugins/client-patches';
import tslibHelpers from '../plugins/tslib-helpers';
import docsPerSidebar from '../plugins/docs-per-sidebar';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import searchIndexPlugin, {type SearchIndexPluginOptions} from '../plugins/search-index';
import llmsTxtPlugin, {type LlmsTxtPluginOptions} from '../plugins/llms-txt';
import redirectPages, {type RedirectPagesOptions} from '../plugins/redirect-pages';
import bundleMapPlugin, {type BundleMapOptions} from '../plugins/bundle-map';
import routeTable from '../plugins/route-table';
import firstLoad, {ISLANDS_MAP} from '../plugins/first-load';
import recmaIslands from '../plugins/first-load/islands/recma';
import {llmsTxt} from './llms';
import {navbar} from './navbar';
import {announcementBar} from './announcement';
import {env} from './env';
import {sidebarItemsGenerator} from './sidebarItems';
import {REPOSITORY, REPOSITORY_BRANCH} from './links';

const siteDir = path.resolve(__dirname, '..');

/** Code blocks are highlighted at build time with the theme's Prism settings (plugins/build-time-highlight). */
const highlight = [rehypeBuildTimeHighlight, {additionalLanguages: prism.additionalLanguages, magicComments: prism.magicComments}];

/** The docs plugin's options: docs at the site root, with generated sidebars. */
export const docsOptions = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: path.join(siteDir, 'sidebars.ts'),
  sidebarItemsGenerator,
  breadcrumbs: true,
  // "Edit this page": the page's source file in the repository (docs/… under the site root).
  editUrl: `${REPOSITORY}/edit/${REPOSITORY_BRANCH}/`,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  beforeDefaultRemarkPlugins: [[infoTag, {}]],
  remarkPlugins: [
    remarkMath,
    [katexStylesheet, {}],
    // The line "Checked with Cadence ..." on pages whose examples the example check verified.
    [checkedExamples, {record: path.join(siteDir, 'examples/checked-examples.json'), siteDir}],
    // A Run button under each script the example check ran on the emulator.
    [remarkRunScript, {record: path.join(siteDir, 'examples/runnable-scripts.json'), siteDir}],
    // A Send button under each transaction the example check sent on the emulator.
    [remarkSendTransaction, {record: path.join(siteDir, 'examples/runnable-transactions.json'), siteDir}],
  ],
  rehypePlugins: [rehypeKatex, highlight],
  // A doc page's static elements are kept as the server rendered them, not shipped again as code (plugins/first-load).
  recmaPlugins: [[recmaIslands, {map: path.join(siteDir, '.docusaurus', ISLANDS_MAP)}]],
} satisfies DocsOptions;

/** Options of preset-classic: docs, pages, theme, sitemap and (when configured) gtag. */
export const presetOptions = {
  // The docs plugin runs through plugins/docs-per-sidebar (in `plugins` below).
  docs: false,
  blog: false,
  pages: {
    remarkPlugins: [remarkMath, [katexStylesheet, {}]],
    rehypePlugins: [rehypeKatex, highlight],
  },
  theme: {customCss: path.join(siteDir, 'src/css/custom.css')},
  sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search']},
  ...(env.gtagId ? {gtag: {trackingID: env.gtagId, anonymizeIP: true}} : {}),
} satisfies Preset.Options;

/**
 * A local plugin with its options type-checked against the plugin's own option type.
 *
 * The options are bound to the plugin here instead of standing beside it in the config: Docusaurus
 * serialises the site config, plugin options included, into main.js, which every page loads. Bound,
 * they reach the plugin at build time (validated by its own validateOptions) and never the browser:
 * no build-machine paths, generated CSS or llms.txt texts in every reader's first load.
 */
function local<Options, Content>(
  plugin: (context: LoadContext, options: Options) => Plugin<Content>,
  options: Partial<Options>,
): PluginConfig {
  const {validateOptions} = plugin as unknown as PluginModule;
  const bound = (context: LoadContext, validated: Options) => plugin(context, validated);
  return Object.assign(bound, {
    validateOptions: ({validate}: Parameters<NonNullable<PluginModule['validateOptions']>>[0]) =>
      validateOptions ? validateOptions({validate, options}) : options,
  }) as unknown as PluginModule;
}

export const plugins: PluginConfig[] = [
  // @docusaurus/plugin-client-redirects, its pages written as valid HTML.
  local<RedirectPagesOptions, void>(redirectPages, {
    redirects: [
      {from: '/build/basics/smart-contracts', to: '/build/smart-contracts/overview'},
      // The Unity SDK's package.json (onflow/UnityFlowSDK) sends Unity's package manager to these
      // documentation, changelog and licence paths.
      {from: '/tools/unity-sdk', to: '/tools/clients/unity-sdk'},
      {from: '/tools/unity-sdk/changelog', to: '/tools/clients/unity-sdk/changelog'},
      {from: '/tools/unity-sdk/license', to: '/tools/clients/unity-sdk/license'},
    ],
  }),
  [
    '@docusaurus/plugin-ideal-image',
    {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false},
  ],
  local(docsPerSidebar as unknown as (context: LoadContext, options: typeof docsOptions) => Plugin<unknown>, docsOptions),
  local<NetworksPluginOptions, NetworksContent>(networksPlugin, {sporksUrl: env.sporksUrl, timeoutMs: 10_000}),
  // data/core-contracts.json, published at /data/core-contracts.json for tools that read the site (mcp/).
  local<CoreContractsPluginOptions, string>(coreContractsPlugin, {}),
  // The plans behind the Run buttons that remarkRunScript (docsOptions) puts under doc scripts.
  local<RunScriptOptions, RunScriptContent>(runScriptPlugin, {}),
  // The plans behind the Send buttons that remarkSendTransaction (docsOptions) puts under doc transactions.
  local<SendTransactionOptions, SendTransactionContent>(sendTransactionPlugin, {}),
  local<AccessApiPluginOptions, AccessApiContent>(accessApiPlugin, {url: env.accessApiUrl, strict: env.accessApiStrict, timeoutMs: 10_000}),
  local(tailwindPlugin, {}),
  local<BuildTimeHighlightOptions, unknown>(buildTimeHighlight, {themeCss: prismThemes.css}),
  local(katexAssets, {}),
  local(announcementResetPlugin, {id: announcementBar.id}),
  local(clientPatches, {}),
  local(routeTable, {}),
  local(firstLoad, {}),
  local(tslibHelpers, {}),
  local<SearchIndexPluginOptions, unknown>(searchIndexPlugin, {
    // The navbar's sections name the top of each record's hierarchy in `docusaurus start`.
    sections: navbar.items.flatMap((item) =>
      'activeBaseRegex' in item && item.label ? [{label: item.label, pattern: item.activeBaseRegex}] : [],
    ),
  }),
  local<LlmsTxtPluginOptions, unknown>(llmsTxtPlugin, llmsTxt),
  // Source maps of the client build, for the map of each page's first load (npm run bench -- --map); idle without BUNDLE_MAP.
  local<BundleMapOptions, unknown>(bundleMapPlugin, env.bundleMap ? {sourceMapDir: path.resolve(env.bundleMap)} : {}),
];
