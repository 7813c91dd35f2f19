/**
 * search-index: the embedded search backend's index, built from the rendered site.
 *
 * - `docusaurus build`: after the build, reads every route's HTML (extract.ts),
 *   turns it into DocSearch records (records.ts) and writes them as one file (the
 *   Typesense indexer uploads them from it) and as the sharded index the browser
 *   searches (shards.ts): a small meta file and content-hashed shards, fetched a
 *   few at a time as queries need them, never on page load.
 * - `docusaurus start`: no HTML is rendered there, so the same records are read
 *   from the docs' Markdown (extractSource.ts) and the dev server serves the same files.
 * - Any page that cannot be read fails the build, naming the page.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {extractFromHtml, DEFAULT_LVL0} from './extract';
import {extractFromSource} from './extractSource';
import {patchRules} from './patches';
import {compactPage, inboundLinks, indexRecords} from './records';
import {SHARD_DEFAULTS, writeShardedIndex} from './shards';
import type {EmbeddedIndexFile, ExtractedPage} from './types';

export interface SearchSection {
  label: string;
  /** Regular expression over the site path, as the navbar's `activeBaseRegex`. */
  pattern: string;
}

export interface SearchIndexPluginOptions {
  /** File name of the whole index (every record, for the Typesense indexer), at the site root. */
  indexFile: string;
  /** Directory of the sharded index the browser reads: `<dir>/meta.json` and `assets/<dir>/<hash>/`. */
  shardsDir: string;
  /** Routes left out of the index. */
  exclude: string[];
  /** Navbar sections, naming `hierarchy.lvl0` in `docusaurus start`. */
  sections: SearchSection[];
}

const schema = Joi.object<SearchIndexPluginOptions>({
  indexFile: Joi.string().pattern(/^[a-z0-9-]+\.json$/).default('search-index.json'),
  shardsDir: Joi.string().pattern(/^[a-z0-9-]+$/).default(SHARD_DEFAULTS.dir),
  exclude: Joi.array().items(Joi.string().pattern(/^\//)).default(['/search', '/404.html']),
  sections: Joi.array()
    .items(Joi.object({label: Joi.string().required(), pattern: Joi.string().required()}))
    .default([]),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchIndexPluginOptions>, SearchIndexPluginOptions>): SearchIndexPluginOptions {
  return validate(schema, options);
}

/** Where `docusaurus build` wrote the page of a route (trailing slash off). */
export async function readRouteHtml(outDir: string, route: string): Promise<string> {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  for (const candidate of candidates) {
    try {
      return await readFile(path.join(outDir, candidate), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`[search-index] no HTML file for the route ${route} (looked for ${candidates.join(', ')})`);
}

/** The index of every indexable route of a build. */
export async function indexFromBuild(outDir: string, routes: string[], siteUrl: string, language: string): Promise<EmbeddedIndexFile> {
  const pages: ExtractedPage[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const page = extractFromHtml(await readRouteHtml(outDir, route), route, language);
    if (page) pages.push(page);
  }
  return indexFile(pages, siteUrl);
}

/** The index file of `pages`: each page compacted, and how many of the others link to each. */
export function indexFile(pages: ExtractedPage[], siteUrl: string): EmbeddedIndexFile {
  return {version: 1, origin: siteUrl, pages: pages.map(compactPage), inbound: inboundLinks(pages)};
}

function describe(file: string, index: EmbeddedIndexFile, body: string): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  const records = indexRecords(index).length;
  return `[search-index] ${records} records from ${index.pages.length} pages in ${file} (${kb(Buffer.byteLength(body))}, ${kb(gzipSync(body).length)} gzip)`;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexPluginOptions): Plugin {
  const {siteConfig, i18n, generatedFilesDir} = context;
  const devDir = path.join(generatedFilesDir, 'search-index');
  const language = i18n.currentLocale;
  const isExcluded = (route: string) => options.exclude.includes(route);

  return {
    name: 'search-index',

    async allContentLoaded({allContent}) {
      if (process.env.NODE_ENV === 'production') return;
      type DocsContent = {loadedVersions: {docs: {source: string; permalink: string; title: string}[]}[]};
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0]?.docs ?? [];
      const sectionOf = (permalink: string) =>
        options.sections.find((section) => new RegExp(section.pattern).test(permalink))?.label ?? DEFAULT_LVL0;
      const fileOf = (doc: (typeof docs)[number]) => path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
      const permalinks = new Map(docs.map((doc) => [fileOf(doc), doc.permalink]));
      const pages: ExtractedPage[] = [];
      for (const doc of docs) {
        const source = {file: fileOf(doc), permalink: doc.permalink, title: doc.title, permalinkOf: (file: string) => permalinks.get(file)};
        pages.push(await extractFromSource(source, sectionOf(doc.permalink), language, 'docs-default-current'));
      }
      const index = indexFile(pages, siteConfig.url);
      const body = JSON.stringify(index);
      await mkdir(devDir, {recursive: true});
      await writeFile(path.join(devDir, options.indexFile), body);
      const sharded = await writeShardedIndex(index, devDir, {...SHARD_DEFAULTS, dir: options.shardsDir});
      logger.info(`${describe(options.indexFile, index, body)}, ${sharded}, read from the Markdown sources for the dev server`);
    },

    configureWebpack(_config, isServer) {
      const patches = {module: {rules: patchRules}};
      if (isServer || process.env.NODE_ENV === 'production') return patches;
      return {...patches, devServer: {static: [{directory: devDir, publicPath: '/', watch: true}]}} as never;
    },

    async postBuild({outDir, routesPaths}) {
      const routes = routesPaths.filter((route) => !isExcluded(route));
      const index = await indexFromBuild(outDir, routes, siteConfig.url, language);
      if (index.pages.length === 0) throw new Error('[search-index] the build produced no search records');
      const body = JSON.stringify(index);
      await writeFile(path.join(outDir, options.indexFile), body);
      const sharded = await writeShardedIndex(index, outDir, {...SHARD_DEFAULTS, dir: options.shardsDir});
      logger.info(`${describe(options.indexFile, index, body)}; ${sharded}`);
    },
  };
}
