/**
 * client-patches: checked text patches to the site's client dependencies, each
 * for something a reader notices while a page loads (see each module):
 * - helmet.ts: the tab keeps the page's own title through hydration;
 * - prefetch.ts: links prefetch each chunk file once, and find a route's chunks
 *   without walking every route;
 * - themeCommon.ts: hydrating a code block does not set up the browser's collation.
 *
 * A patch whose text no longer occurs fails the build, naming it
 * (plugins/shared/patches.ts), so an upgrade cannot silently drop a fix.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {helmetRule} from './helmet';
import {docusaurusRule, prefetchRule} from './prefetch';
import {reactUtilsRule} from './themeCommon';

export type ClientPatchesOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<ClientPatchesOptions, ClientPatchesOptions>): ClientPatchesOptions {
  return validate(Joi.object({}), options);
}

export default function clientPatches(): Plugin {
  return {
    name: 'client-patches',
    configureWebpack(_config, isServer) {
      // The head patch keeps server rendering as it was (it tells the two apart itself);
      // the others change only what runs in the browser.
      return {module: {rules: isServer ? [helmetRule] : [helmetRule, prefetchRule, docusaurusRule, reactUtilsRule]}};
    },
  };
}
clientPatches.validateOptions = validateOptions;
