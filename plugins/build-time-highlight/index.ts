/**
 * build-time-highlight: code blocks are highlighted when the site is built, and
 * no Prism reaches the browser.
 *
 * rehype.ts (a rehype plugin in the docs' and pages' MDX pipeline) tokenizes each
 * fenced block with Prism at build time and hands the tokens to the code block
 * (src/theme/CodeBlock), which renders them as prism-react-renderer did, same
 * classes and colours (from the stylesheet's token rules rather than a style
 * attribute per token), with the theme's copy button, titles, line numbers and
 * magic comments.
 *
 * This plugin removes the theme's client module that registers Prism's extra
 * languages at startup (@docusaurus/theme-classic/lib/prism-include-languages.js,
 * which would put Prism and every language into main.js), and writes the colour
 * values of the site's Prism theme, a theme of CSS variables (theme.ts), its
 * token rules, and the lines' display (html.ts, LINE_CSS) into the site stylesheet.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {LINE_CSS} from './html';

export interface BuildTimeHighlightOptions {
  /** CSS setting the Prism theme's variables per colour mode (theme.ts). */
  themeCss: string;
}

export function validateOptions({validate, options}: OptionValidationContext<BuildTimeHighlightOptions, BuildTimeHighlightOptions>): BuildTimeHighlightOptions {
  return validate(Joi.object({themeCss: Joi.string().min(1).required()}), options);
}

/** The theme's client module that registers languages at startup. */
export const THEME_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const EMPTY_MODULE = path.join(__dirname, 'empty.js');

export default function buildTimeHighlight(context: LoadContext, options: BuildTimeHighlightOptions): Plugin {
  const themeFile = path.join(context.generatedFilesDir, 'build-time-highlight', 'prism-theme.css');
  return {
    name: 'build-time-highlight',
    async loadContent() {
      await mkdir(path.dirname(themeFile), {recursive: true});
      await writeFile(themeFile, `${options.themeCss}\n/* A code line is a <span> (html.ts): the box a <div> had. */\n${LINE_CSS}\n`);
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
