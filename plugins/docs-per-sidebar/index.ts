/**
 * docs-per-sidebar: the docs plugin, except that a doc page loads only its own
 * sidebar and the docs that sidebar shows.
 *
 * @docusaurus/plugin-content-docs puts one route above every doc of a version
 * (DocVersionRoot) whose props hold every sidebar and the title and description
 * of every doc: about 21 kB of JS gzip that each doc page loaded, whatever its
 * sidebar. This plugin runs the docs plugin unchanged and, when it adds its
 * routes, gives each sidebar its own DocVersionRoot route (split.ts), at a path
 * that matches only that sidebar's pages, with only that sidebar in its props.
 * The theme reads the same props as before; moving between pages of one sidebar
 * keeps the sidebar mounted, as before.
 *
 * Options are the docs plugin's (preset-classic's `docs`, which is then false).
 */
import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, Options, LoadedContent} from '@docusaurus/plugin-content-docs';
import {splitVersionRoute} from './split';

export function validateOptions(args: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validateDocsOptions(args);
}

export default async function docsPerSidebar(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => {
        if (route.component !== options.docsRootComponent || !route.routes) {
          args.actions.addRoute(route);
          return;
        }
        args.actions.addRoute({
          ...route,
          routes: route.routes.flatMap((child) =>
            child.component === options.docVersionRootComponent ? splitVersionRoute(child, options.docRootComponent) : [child],
          ),
        });
      };
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}
