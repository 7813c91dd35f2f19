/**
 * The links of one page, checked without building the site (`npm run check:page`): every link to
 * another page or to a route of the site's plugins must reach it, and every anchor must be a
 * heading id (or an explicit `{#id}` or JSX `id`) of its target page. The production build checks
 * the same for every page; this is the quick check a contributor runs while writing.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {parseMdx} from '../../examples/harness/blocks';
import {linkTarget} from './lint';
import {root} from './pages';

export interface LinkProblem {
  file: string;
  line: number;
  message: string;
}

/** The routes the site's own plugins add beside the docs (their pages have no anchors we link). */
export function pluginRoutes(): Set<string> {
  const networks = JSON.parse(readFileSync(path.join(root, 'data', 'networks.json'), 'utf8')) as {networks: Array<{slug: string}>};
  return new Set(['', '/search', '/http-api', '/openapi/access.yaml', '/llms.txt', '/network', ...networks.networks.map((n) => `/network/${n.slug}`)]);
}

/** The anchor ids of a page: its headings' ids as Docusaurus makes them, explicit ids, JSX ids. */
export function anchorsOf(tree: Root): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const text = toString(node as Heading);
      const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
      ids.add(explicit ? explicit[1]! : slugger.slug(text));
    }
    const attributes = (node as {attributes?: Array<{name?: string; value?: unknown}>}).attributes;
    if (attributes) for (const a of attributes) if (a.name === 'id' && typeof a.value === 'string') ids.add(a.value);
  });
  return ids;
}

/**
 * Checks the links of `file` (a docs/ path) among the site's pages `all`. Reads the target pages
 * from docs/ for their anchors.
 */
export function checkLinks(file: string, text: string, all: string[]): LinkProblem[] {
  const byRoute = new Map(all.map((f) => [f.replace(/\.mdx?$/, '').replace(/\/index$/, ''), f]));
  const plugins = pluginRoutes();
  const trees = new Map<string, Root>();
  const treeOf = (f: string, source?: string) => {
    if (!trees.has(f)) trees.set(f, parseMdx(source ?? readFileSync(path.join(root, f), 'utf8')));
    return trees.get(f)!;
  };
  const problems: LinkProblem[] = [];
  visit(treeOf(file, text), (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = (node as {url: string}).url;
    const line = node.position?.start.line ?? 0;
    const hash = url.includes('#') ? decodeURIComponent(url.slice(url.indexOf('#') + 1)) : '';
    let targetFile: string | undefined;
    if (url.startsWith('#')) targetFile = file;
    else {
      const route = linkTarget(file, url);
      if (route === null) return; // outside the site
      const bare = url.split('#')[0]!.split('?')[0]!.replace(/\/$/, '');
      if (bare.startsWith('/') && plugins.has(bare)) return;
      if (bare.startsWith('/') && /\.\w+$/.test(bare) && !/\.mdx?$/.test(bare)) {
        if (!existsSync(path.join(root, 'static', bare))) problems.push({file, line, message: `the link ${url} reaches no file (no static${bare})`});
        return;
      }
      targetFile = byRoute.get(route);
      if (!targetFile) {
        problems.push({file, line, message: `the link ${url} reaches no page (no ${route}.md, ${route}.mdx or ${route}/index.md)`});
        return;
      }
    }
    if (hash && !anchorsOf(treeOf(targetFile)).has(hash)) {
      problems.push({file, line, message: `the link ${url}: ${targetFile === file ? 'this page' : targetFile} has no heading or id #${hash}`});
    }
  });
  return problems;
}
