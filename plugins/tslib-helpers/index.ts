/**
 * tslib-helpers: the browser bundle gets only the tslib helpers its dependencies call.
 *
 * @docusaurus/utils-common (in every page's main.js), the Typesense search theme and the Typesense
 * client are compiled to CommonJS and `require("tslib")`. A CommonJS require takes the whole module,
 * so every page shipped all of tslib (about 9 kB gzip) to use `__importDefault` and a few others.
 * In client builds `tslib` resolves to helpers.mjs, which re-exports just the helpers these
 * packages use from tslib's ES module build; the server build keeps the full package. The test
 * scans those packages and fails, naming the helper, when an upgrade starts calling one that
 * helpers.mjs lacks.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';

export type TslibHelpersOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<TslibHelpersOptions, TslibHelpersOptions>): TslibHelpersOptions {
  return validate(Joi.object({}), options);
}

export const HELPERS_MODULE = path.join(__dirname, 'helpers.mjs');

/** The packages in the browser bundle that require tslib, for the test's scan (node_modules paths). */
export const TSLIB_USERS = [
  '@docusaurus/utils-common/lib',
  'docusaurus-theme-search-typesense/lib',
  'typesense/lib',
  'typesense-instantsearch-adapter/lib',
];

export default function tslibHelpers(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {tslib$: HELPERS_MODULE}}};
    },
  };
}
