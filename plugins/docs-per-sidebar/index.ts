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
 * The titles and descriptions of docs (which only the theme's DocCard reads) go
 * only to sidebars with a page that uses DocCard or DocCardList.
 *
 * The plugin's global data, in every page's main.js, lists every doc (id, path,
 * sidebar) for navbar items that link to docs (`doc`, `docSidebar`, `docsVersion`
 * and the versions dropdown). When the navbar has none (ours links by path), the
 * list keeps only each version's main doc: 3.5 kB gzip less on every page.
 *
 * Options are the docs plugin's (preset-classic's `docs`, which is then false).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, Options, LoadedContent} from '@docusaurus/plugin-content-docs';
import {splitVersionRoute} from './split';

interface GlobalData {
  versions: Array<{mainDocId: string; docs: Array<{id: string}>}>;
}

/** The docs plugin's global data with each version's doc list cut to its main doc. */
export function withoutDocList(data: GlobalData): GlobalData {
  if (!Array.isArray(data?.versions)) throw new Error('docs-per-sidebar: the docs plugin’s global data has no versions: check plugins/docs-per-sidebar');
  return {...data, versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)}))};
}

export function validateOptions(args: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validateDocsOptions(args);
}

export default async function docsPerSidebar(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const docs = args.content.loadedVersions.flatMap((version) => version.docs);
      const cardSidebars = new Set<string | undefined>();
      await Promise.all(
        docs.map(async (doc) => {
          const source = await readFile(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
          if (/<DocCard(List)?\b/.test(source)) cardSidebars.add(doc.sidebar);
        }),
      );
      const withCards = (sidebar: string | undefined) => cardSidebars.has(sidebar);
      type Item = {type?: string; items?: Item[]};
      const linksDocs = (items: Item[] = []): boolean => items.some((item) => /^doc/.test(item.type ?? '') || linksDocs(item.items));
      const navbarLinksDocs = linksDocs((context.siteConfig.themeConfig as {navbar?: {items?: Item[]}}).navbar?.items);
      const setGlobalData = (data: unknown) =>
        args.actions.setGlobalData(navbarLinksDocs ? data : withoutDocList(data as GlobalData));
      const addRoute = (route: RouteConfig) => {
        if (route.component !== options.docsRootComponent || !route.routes) {
          args.actions.addRoute(route);
          return;
        }
        args.actions.addRoute({
          ...route,
          routes: route.routes.flatMap((child) =>
            child.component === options.docVersionRootComponent ? splitVersionRoute(child, options.docRootComponent, withCards) : [child],
          ),
        });
      };
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}
