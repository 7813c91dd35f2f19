/**
 * redirect-pages: @docusaurus/plugin-client-redirects, unchanged, with its pages written as valid
 * HTML.
 *
 * The plugin's page (its templates/redirectPage.template.html) has no <title>, which HTML requires,
 * and its script stands between </head> and the body, where no element may: the Nu HTML Checker's
 * three errors on each redirect page (e2e/markup.spec.ts). After the plugin has written its pages,
 * each is rewritten with the same refresh, canonical link and script (the same text, so the CSP's
 * script hash is unchanged), the script inside <head>, a title naming where it goes, and the
 * site's language. A page that no longer looks like the plugin's template fails the build, naming
 * it, instead of shipping a page this rewrite was never held to.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import clientRedirects, {validateOptions as validateClientRedirects, type Options, type PluginOptions} from '@docusaurus/plugin-client-redirects';

export type RedirectPagesOptions = PluginOptions;

export function validateOptions(context: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validateClientRedirects(context);
}

/** The page plugin-client-redirects 3.10 writes: its template, rendered, line by line (each line's indent is {n} spaces). */
const PAGE =
  /^<!DOCTYPE html>\n<html>\n {2}<head>\n {4}<meta charset="UTF-8">\n {4}(<meta http-equiv="refresh" content="0; url=([^"]*)">)\n {4}(<link rel="canonical" href="[^"]*" \/>)\n {2}<\/head>\n {2}(<script>\n[^<]*<\/script>)\n<\/html>\n?$/;

/** The redirect page `page` as valid HTML, in language `lang`; `file` names it in the error when it is not the template's. */
export function validRedirectPage(page: string, lang: string, file: string): string {
  const match = PAGE.exec(page);
  if (!match) {
    throw new Error(
      `redirect-pages: ${file} is not the page plugin-client-redirects' template used to write, so it cannot be made valid HTML ` +
        'the way plugins/redirect-pages/index.ts does: check the plugin\'s template (lib/templates/redirectPage.template.html) and update PAGE.',
    );
  }
  const [, refresh, url, canonical, script] = match;
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '  <head>',
    '    <meta charset="UTF-8">',
    `    <title>Redirecting to ${url}</title>`,
    `    ${refresh}`,
    `    ${canonical}`,
    `    ${script}`,
    '  </head>',
    '</html>',
    '',
  ].join('\n');
}

/** Where the plugin writes the page of `from` (its getRedirectFilePath, trailing slash unset). */
const redirectFile = (outDir: string, from: string) => path.join(outDir, from, 'index.html');

export default function redirectPages(context: LoadContext, options: RedirectPagesOptions): Plugin<void> {
  // The pages rewritten are those of `redirects`: the plugin's other ways of making redirects would write pages this never sees.
  if (options.createRedirects || options.fromExtensions.length > 0 || options.toExtensions.length > 0) {
    throw new Error('redirect-pages: only `redirects` is supported (createRedirects, fromExtensions and toExtensions would write pages it does not rewrite)');
  }
  const plugin = clientRedirects(context, options);
  if (!plugin) throw new Error('redirect-pages: plugin-client-redirects made no plugin (it does not run with the hash router)');
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild!(props);
      const sources = options.redirects.flatMap(({from}) => (Array.isArray(from) ? from : [from]));
      await Promise.all(
        sources.map(async (from) => {
          const file = redirectFile(props.outDir, from);
          await writeFile(file, validRedirectPage(await readFile(file, 'utf8'), context.i18n.currentLocale, path.relative(props.outDir, file)));
        }),
      );
    },
  };
}
redirectPages.validateOptions = validateOptions;
