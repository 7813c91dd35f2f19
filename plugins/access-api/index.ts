/**
 * access-api: the Access API reference at /http-api.
 *
 * - Resolves the description at build time (load.ts): a URL with a timeout,
 *   validated as OpenAPI, else our checked-in description with one warning, or a
 *   build error in strict mode. The build log names the source used.
 * - Hands it to the route through createData (never global data, which would
 *   ship with every page) and renders it with redocusaurus's theme components.
 * - Serves the exact text shown at `downloadPath`, in `npm start` as in builds.
 * - Fixes at their root what redocusaurus's theme plugin did site-wide: no
 *   global data, no global stylesheet or client module, no bundler-wide Prism
 *   injection (which broke Prism languages on other pages), no styles that
 *   mismatch on hydration, no request to Redocly's CDN.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {operations, resolveDescription, type DescriptionSource, type ResolvedDescription} from './load';
import {themeData} from './theme';
import {prismComponentsFor} from './prismLanguages';
import {REDOC_BUNDLE, REDOC_PATCHES} from './patches';
import {patchRule} from '../shared/patches';
import type {ApiReferenceData} from './types';

export interface AccessApiPluginOptions {
  /** The description to render: http(s) URL, file: URL or path. */
  url: string;
  /** Our own description, used when `url` cannot be. */
  fallbackFile: string;
  timeoutMs: number;
  /** Refuse the fallback: an unusable `url` fails the build. */
  strict: boolean;
  /** Route of the reference. */
  route: string;
  /** Site path where the exact description shown is served. */
  downloadPath: string;
}

const schema = Joi.object<AccessApiPluginOptions>({
  url: Joi.string().min(1).required(),
  fallbackFile: Joi.string().min(1).default('openapi/access.yaml'),
  timeoutMs: Joi.number().integer().min(100).max(120_000).default(10_000),
  strict: Joi.boolean().default(false),
  route: Joi.string().pattern(/^\/[a-z0-9/-]*$/).default('/http-api'),
  downloadPath: Joi.string().pattern(/^\/[a-z0-9/._-]+\.(yaml|yml|json)$/).default('/openapi/access.yaml'),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AccessApiPluginOptions>, AccessApiPluginOptions>): AccessApiPluginOptions {
  return validate(schema, options);
}

export function describeSource(source: DescriptionSource): string {
  switch (source.kind) {
    case 'remote':
      return `Access API description from ${source.location}`;
    case 'file':
      return `Access API description from the file ${source.location}`;
    case 'fallback':
      return `Access API description from the checked-in ${source.location}, because ${source.reason}`;
  }
}

const themeRedocDir = path.dirname(require.resolve('docusaurus-theme-redoc/package.json'));
const client = path.join(__dirname, 'client');
const redocComponents = path.join(__dirname, 'components', 'redoc');

/** What the plugin loads once per build: the description, and the Prism language files Redoc keeps for it. */
export type AccessApiContent = ResolvedDescription & {prismLanguages: string[]};

export default function accessApiPlugin(context: LoadContext, options: AccessApiPluginOptions): Plugin<AccessApiContent> {
  const {siteDir} = context;
  const fallbackFile = path.resolve(siteDir, options.fallbackFile);

  return {
    name: 'access-api',

    getPathsToWatch() {
      return [fallbackFile];
    },

    // redocusaurus's components (@theme/Redoc, @theme/ApiDoc …), without its theme plugin.
    getThemePath() {
      return path.join(themeRedocDir, 'dist-jsx', 'theme');
    },

    async loadContent() {
      const resolved = await resolveDescription({
        url: options.url,
        fallbackFile,
        timeoutMs: options.timeoutMs,
        strict: options.strict,
        cwd: siteDir,
      });
      const prismLanguages = prismComponentsFor(resolved.document);
      const message = `[access-api] ${describeSource(resolved.source)} (${operations(resolved.document).length} operations; Redoc's Prism languages: ${prismLanguages.join(', ') || 'core only'})`;
      if (resolved.source.kind === 'fallback') logger.warn(message);
      else logger.info(message);
      return {...resolved, prismLanguages};
    },

    async contentLoaded({content, actions}) {
      const data: ApiReferenceData = {
        spec: content.document,
        downloadUrl: path.posix.join(context.baseUrl, options.downloadPath),
        source: content.source,
        theme: themeData,
      };
      const dataPath = await actions.createData('access-api.json', JSON.stringify(data));
      actions.addRoute({
        path: path.posix.join(context.baseUrl, options.route),
        component: path.join(__dirname, 'components', 'ApiReferencePage', 'index.tsx'),
        modules: {api: dataPath},
        exact: true,
      });
    },

    configureWebpack(_config, isServer, {currentBundler}, content) {
      const bundler = currentBundler.instance;
      const asset = options.downloadPath.replace(/^\//, '');
      return {
        resolve: {
          alias: {
            polished$: path.join(client, 'polished.ts'),
            // Only Redoc's loading by URL uses them, which the page never does (client/openapiCore.ts).
            ...(isServer
              ? {}
              : {
                  '@redocly/openapi-core/lib/bundle$': path.join(client, 'openapiCore.ts'),
                  '@redocly/openapi-core/lib/config/config$': path.join(client, 'openapiCore.ts'),
                }),
          },
          // Redoc's bundle asks for node's `path`; browsers get the small port it lists as a dependency.
          fallback: (isServer ? {} : {path: require.resolve('path-browserify')}) as Record<string, string>,
        },
        module: {
          rules: [
            patchRule(REDOC_BUNDLE, 'plugins/access-api/patches.ts', REDOC_PATCHES),
            {
              test: /[\\/]prismjs[\\/]components[\\/]prism-[\w-]+\.js$/,
              issuer: /[\\/]redoc[\\/]bundles[\\/]/,
              use: [{loader: path.join(client, 'prismScopeLoader.cjs'), options: {keep: content.prismLanguages}}],
            },
          ],
        },
        plugins: [
          // redocusaurus's ServerRedoc imports ./Styles; the theme plugin swapped it on the server only.
          new bundler.NormalModuleReplacementPlugin(
            /docusaurus-theme-redoc[\\/]dist-jsx[\\/]theme[\\/]Redoc[\\/]Styles\.jsx$/,
            path.join(redocComponents, isServer ? 'ServerStyles.tsx' : 'ClientStyles.tsx'),
          ),
          // Its store hook built Redoc's store twice in the browser (components/redoc/useSpec.ts).
          new bundler.NormalModuleReplacementPlugin(/docusaurus-theme-redoc[\\/]dist-jsx[\\/]utils[\\/]useSpec\.js$/, path.join(redocComponents, 'useSpec.ts')),
          // Its stylesheet would join the one CSS file every page loads; the page carries those rules itself.
          new bundler.NormalModuleReplacementPlugin(
            /docusaurus-theme-redoc[\\/]dist-jsx[\\/]theme[\\/]Redoc[\\/]styles\.css$/,
            path.join(client, 'empty.css'),
          ),
          ...(isServer
            ? []
            : [
                {
                  // Emits the exact description as a file of the site, in `npm start` as in builds.
                  apply(compiler: Compiler) {
                    const {Compilation, sources} = compiler.webpack;
                    compiler.hooks.thisCompilation.tap('access-api', (compilation) => {
                      compilation.hooks.processAssets.tap({name: 'access-api', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
                        compilation.emitAsset(asset, new sources.RawSource(content.text));
                      });
                    });
                  },
                },
              ]),
        ],
      };
    },
  };
}
accessApiPlugin.validateOptions = validateOptions;
