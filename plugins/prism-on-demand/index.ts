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
 *
 * It also writes the colour values of the site's Prism theme, a theme of CSS
 * variables (theme.ts), into the site stylesheet.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PrismOnDemandOptions {
  /** CSS setting the Prism theme's variables per colour mode (plugins/prism-on-demand/theme.ts). */
  themeCss: string;
}

export function validateOptions({validate, options}: OptionValidationContext<PrismOnDemandOptions, PrismOnDemandOptions>): PrismOnDemandOptions {
  return validate(Joi.object({themeCss: Joi.string().min(1).required()}), options);
}

/** The theme's client module that registers languages at startup. */
export const THEME_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const EMPTY_MODULE = path.join(__dirname, 'empty.js');

export default function prismOnDemand(context: LoadContext, options: PrismOnDemandOptions): Plugin {
  const themeFile = path.join(context.generatedFilesDir, 'prism-on-demand', 'prism-theme.css');
  return {
    name: 'prism-on-demand',
    async loadContent() {
      await mkdir(path.dirname(themeFile), {recursive: true});
      await writeFile(themeFile, options.themeCss);
    },
    getClientModules() {
      return [themeFile];
    },
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
