import {describe, expect, it} from 'vitest';
import {matchPath} from 'react-router';
import type {RouteConfig} from '@docusaurus/types';
import {sidebarPath, splitVersionRoute, type VersionProp} from './split';
import {withoutDocList} from './index';

const doc = (routePath: string, sidebar?: string) => ({path: routePath, component: '@theme/DocItem', exact: true, ...(sidebar ? {sidebar} : {})}) as RouteConfig;
const version: VersionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {
    guides: [{type: 'link', href: '/build/guides/nft', docId: 'build/guides/nft'}],
    tools: [{type: 'category', items: [{type: 'link', href: '/tools/cli', docId: 'tools/cli'}], link: {type: 'doc', id: 'tools/index'}}],
  },
  docs: {
    'build/guides/nft': {id: 'build/guides/nft', title: 'NFT', description: 'Mint', sidebar: 'guides'},
    'tools/cli': {id: 'tools/cli', title: 'CLI', description: 'Run', sidebar: 'tools'},
    'tools/index': {id: 'tools/index', title: 'Tools', description: 'All', sidebar: 'tools'},
    'tooling/spec': {id: 'tooling/spec', title: 'Spec', description: 'None'},
  },
};
const versionRoute: RouteConfig = {
  path: '/',
  component: '@theme/DocVersionRoot',
  exact: false,
  props: {version},
  routes: [
    {
      path: '/',
      component: '@theme/DocRoot',
      exact: false,
      routes: [doc('/build/guides/nft', 'guides'), doc('/tools/cli', 'tools'), doc('/tools', 'tools'), doc('/tooling/spec')],
    },
    {path: '/tags', component: '@theme/DocTagsListPage', exact: true},
  ],
};

describe('docs-per-sidebar', () => {
  const routes = splitVersionRoute(versionRoute, '@theme/DocRoot');
  const owner = (pathname: string) => routes.find((route) => matchPath(pathname, {path: route.path, exact: false}));

  it('gives each sidebar a route that matches its pages and no other page', () => {
    expect(routes.map((route) => route.path)).toEqual(['/:docsSidebar(build)', '/:docsSidebar(tools)', '/']);
    expect(owner('/build/guides/nft')).toBe(routes[0]);
    expect(owner('/tools/cli')).toBe(routes[1]);
    expect(owner('/tools')).toBe(routes[1]);
    // /tooling shares a first letter run with /tools, not a path segment: it falls through to the rest.
    expect(owner('/tooling/spec')).toBe(routes[2]);
    expect(owner('/tags')).toBe(routes[2]);
  });

  it('sends each sidebar’s pages that sidebar only, and the docs its items point to', () => {
    const props = (route: RouteConfig) => (route.props as {version: VersionProp}).version;
    expect(Object.keys(props(routes[1]!).docsSidebars)).toEqual(['tools']);
    expect(Object.keys(props(routes[1]!).docs)).toEqual(['tools/cli', 'tools/index']);
    expect(props(routes[1]!).pluginId).toBe('default');
    expect(props(routes[2]!).docsSidebars).toEqual({});
    expect(Object.keys(props(routes[2]!).docs)).toEqual(['tooling/spec']);
    // Each doc root holds only its sidebar's doc routes; the rest keeps the tag pages.
    expect(routes[1]!.routes![0]!.routes!.map((route) => route.path)).toEqual(['/tools/cli', '/tools']);
    expect(routes[2]!.routes!.map((route) => route.path)).toEqual(['/', '/tags']);
  });

  it('sends no docs to a sidebar whose pages show no doc cards', () => {
    const [, tools] = splitVersionRoute(versionRoute, '@theme/DocRoot', (sidebar) => sidebar === 'guides');
    expect((tools!.props as {version: VersionProp}).version.docs).toEqual({});
    expect(Object.keys((tools!.props as {version: VersionProp}).version.docsSidebars)).toEqual(['tools']);
  });

  it('cuts the global doc list to each version’s main doc', () => {
    const data = {path: '/', versions: [{name: 'current', mainDocId: 'build/flow', docs: [{id: 'build/flow'}, {id: 'tools/cli'}]}]};
    expect(withoutDocList(data).versions[0]!.docs).toEqual([{id: 'build/flow'}]);
    expect(withoutDocList(data).versions[0]).toMatchObject({name: 'current', mainDocId: 'build/flow'});
  });

  it('fails, naming the route, when a sidebar’s page cannot be told apart from another’s', () => {
    expect(() => sidebarPath('a', ['/x'], ['/x'])).toThrow(/\/x \(sidebar "a"\)/);
  });
});
