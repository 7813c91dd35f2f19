/**
 * Splits the docs plugin's version route so that a doc page loads only its own
 * sidebar (see index.ts). Pure: route configs in, route configs out.
 */
import type {RouteConfig} from '@docusaurus/types';

interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

type SidebarItem = {type: string; docId?: string; href?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** The `version` prop of the DocVersionRoot route (toVersionMetadataProp): all sidebars and all docs. */
export interface VersionProp {
  docsSidebars: Record<string, SidebarItem[]>;
  docs: Record<string, VersionDoc>;
  [key: string]: unknown;
}

const segments = (routePath: string) => routePath.split('/').filter(Boolean);

/** Does a non-exact route at `prefix` match `routePath` (react-router: whole segments)? */
const covers = (prefix: string[], routePath: string) => {
  const parts = segments(routePath);
  return prefix.every((segment, i) => parts[i]?.toLowerCase() === segment.toLowerCase());
};

/** Doc ids a sidebar's items point to (its docs, and category links). */
function referencedDocs(items: SidebarItem[] = []): string[] {
  return items.flatMap((item) => [
    ...(item.docId ? [item.docId] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...referencedDocs(item.items),
  ]);
}

/**
 * The shortest path prefixes that cover `own` routes and no route of `others`,
 * as one react-router path: `/:docsSidebar(a/b|c)`. Throws, naming the route,
 * when a route cannot be told apart from another sidebar's.
 */
export function sidebarPath(name: string, own: string[], others: string[]): string {
  const prefixes: string[][] = [];
  for (const routePath of own) {
    if (prefixes.some((prefix) => covers(prefix, routePath))) continue;
    const parts = segments(routePath);
    const prefix = parts.map((_, i) => parts.slice(0, i + 1)).find((candidate) => !others.some((other) => covers(candidate, other)));
    if (!prefix || parts.length === 0) {
      throw new Error(`docs-per-sidebar: the doc route ${routePath} (sidebar "${name}") shares its path with a route of another sidebar or none`);
    }
    prefixes.push(prefix);
  }
  // path-to-regexp (react-router 5): a named parameter with a custom pattern; "/" needs no escape there.
  const pattern = prefixes.map((prefix) => prefix.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('/')).join('|');
  return `/:docsSidebar(${pattern})`;
}

/**
 * The version prop a page of `sidebar` needs: that sidebar, and, when a page of it
 * shows doc cards (`withCards`), the docs they describe. The theme reads `docs`
 * only there (DocCard's useDocById), so other sidebars send none.
 */
export function versionFor(version: VersionProp, sidebar: string | undefined, withCards = true): VersionProp {
  const items = sidebar ? version.docsSidebars[sidebar] : undefined;
  const ids = new Set(
    Object.values(version.docs)
      .filter((doc) => doc.sidebar === sidebar)
      .map((doc) => doc.id),
  );
  for (const id of referencedDocs(items)) ids.add(id);
  return {
    ...version,
    docsSidebars: sidebar && items ? {[sidebar]: items} : {},
    docs: withCards ? Object.fromEntries([...ids].sort().map((id) => [id, version.docs[id]!])) : {},
  };
}

/**
 * One DocVersionRoot route per sidebar, at a path matching only that sidebar's
 * pages, each with its own version prop; the original route keeps the pages of
 * no sidebar and the tag pages, at its own path (sorted last, so it is the fallback).
 */
export function splitVersionRoute(route: RouteConfig, docRootComponent: string, withCards: (sidebar: string | undefined) => boolean = () => true): RouteConfig[] {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const docRoot = route.routes?.find((child) => child.component === docRootComponent);
  if (!version || !docRoot?.routes) {
    throw new Error(`docs-per-sidebar: the version route at ${route.path} has no version prop or doc root: the docs plugin changed, check plugins/docs-per-sidebar`);
  }
  const sidebarOf = (child: RouteConfig) => (child as RouteConfig & {sidebar?: string}).sidebar;
  const sidebars = [...new Set(docRoot.routes.map(sidebarOf).filter((name): name is string => Boolean(name)))];
  const leaves = (routes: RouteConfig[]) => routes.map((child) => child.path);
  const allLeaves = [...leaves(docRoot.routes), ...leaves(route.routes!.filter((child) => child !== docRoot))];

  const split = sidebars.map((sidebar) => {
    const own = docRoot.routes!.filter((child) => sidebarOf(child) === sidebar);
    const ownPaths = new Set(leaves(own));
    const routePath = sidebarPath(sidebar, [...ownPaths], allLeaves.filter((leaf) => !ownPaths.has(leaf)));
    return {
      ...route,
      path: routePath,
      props: {...route.props, version: versionFor(version, sidebar, withCards(sidebar))},
      routes: [{...docRoot, path: routePath, routes: own}],
    } satisfies RouteConfig;
  });
  const rest = docRoot.routes.filter((child) => !sidebarOf(child));
  const fallback: RouteConfig = {
    ...route,
    props: {...route.props, version: versionFor(version, undefined, withCards(undefined))},
    routes: route.routes!.flatMap((child) => (child === docRoot ? (rest.length ? [{...docRoot, routes: rest}] : []) : [child])),
  };
  return [...split, fallback];
}
