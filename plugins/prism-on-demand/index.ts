/**
 * prism-on-demand: Prism loads with the first code block, not with every page.
 *
 * The classic theme registers Prism's extra languages from a client module
 * (@docusaurus/theme-classic/lib/prism-include-languages.js), which puts Prism and
 * every language into main.js: about 30 kB gzip on each page, code or not. This
 * plugin replaces that client module with an empty one; src/theme/CodeBlock
 * imports src/prism/register.ts instead, which does the same registration
 * (server and browser alike, before the first code block renders), so Prism
 * joins the chunk of the code block component.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export type PrismOnDemandOptions = Record<string, never>;

export function validateOptions({validate, options}: OptionValidationContext<PrismOnDemandOptions, PrismOnDemandOptions>): PrismOnDemandOptions {
  return validate(Joi.object({}), options);
}

/** The theme's client module that registers languages at startup. */
export const THEME_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const EMPTY_MODULE = path.join(__dirname, 'empty.js');

export default function prismOnDemand(_context: LoadContext): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, (resource: {request: string; resource?: string}) => {
            resource.request = EMPTY_MODULE;
            if (resource.resource) resource.resource = EMPTY_MODULE;
          }),
        ],
      };
    },
  };
}
