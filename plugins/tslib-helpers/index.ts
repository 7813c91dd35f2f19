/**
 * tslib-helpers: the browser bundle gets only the tslib helpers its dependencies call.
 *
 * @docusaurus/utils-common (in every page's main.js), the Typesense search theme, the Typesense
 * client and FCL's WalletConnect packages (in the Send panel's chunk) are compiled to CommonJS and
 * `require("tslib")`. A CommonJS require takes the whole module,
 * so every page shipped all of tslib (about 9 kB gzip) to use `__importDefault` and a few others.
 * In client builds `tslib` resolves to helpers.mjs, which re-exports just the helpers these
 * packages use from tslib's ES module build; the server build keeps the full package. A CommonJS
 * require still takes all of helpers.mjs, and @docusaurus/utils-common is in every page's main.js
 * while the others load with search: it gets helpers-utils-common.mjs, its one helper, so main.js
 * does not carry the search packages' helpers. The test scans those packages and fails, naming
 * the helper, when an upgrade starts calling one that their helpers module lacks.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {patchRule} from '../shared/patches';

export type TslibHelpersOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<TslibHelpersOptions, TslibHelpersOptions>): TslibHelpersOptions {
  return validate(Joi.object({}), options);
}

export const HELPERS_MODULE = path.join(__dirname, 'helpers.mjs');
export const UTILS_COMMON_HELPERS_MODULE = path.join(__dirname, 'helpers-utils-common.mjs');

/**
 * @docusaurus/utils-common's require of tslib, pointed at its own helpers module. (An alias in a
 * rule's resolve options did not override the site-wide alias under Rspack; a checked patch does,
 * and fails the build if the require changes.)
 */
export const utilsCommonRule: RuleSetRule = patchRule(/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/, 'plugins/tslib-helpers', [
  {
    why: "@docusaurus/utils-common, in every page's main.js, took every helper the search packages use with its require of tslib",
    from: 'const tslib_1 = require("tslib");',
    to: `const tslib_1 = require(${JSON.stringify(UTILS_COMMON_HELPERS_MODULE)});`,
  },
]);

/** The packages in the browser bundle that require tslib (node_modules paths), with the helpers module each gets. */
export const TSLIB_USERS: Record<string, string> = {
  '@docusaurus/utils-common/lib': UTILS_COMMON_HELPERS_MODULE,
  'docusaurus-theme-search-typesense/lib': HELPERS_MODULE,
  'typesense/lib': HELPERS_MODULE,
  'typesense-instantsearch-adapter/lib': HELPERS_MODULE,
  // FCL's WalletConnect dependencies, in the Send panel's chunk of doc transactions (loaded on its first press).
  '@walletconnect/environment/dist/cjs': HELPERS_MODULE,
  '@walletconnect/events/dist/cjs': HELPERS_MODULE,
  '@walletconnect/jsonrpc-utils/dist/cjs': HELPERS_MODULE,
  '@walletconnect/time/dist/cjs': HELPERS_MODULE,
};

export default function tslibHelpers(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {tslib$: HELPERS_MODULE}},
        module: {rules: [utilsCommonRule]},
      };
    },
  };
}
