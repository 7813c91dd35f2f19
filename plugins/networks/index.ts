/**
 * networks: the /network index and one /network/<slug> page per entry of the
 * networks data file, combined with spork data read at build time.
 *
 * Each page receives only its own data through createData (never global data,
 * which would ship with every page of the site).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {loadSporks} from './load';
import {DataError, validateNetworks} from './validate';
import type {NetworkEntry, NetworkIndexData, NetworkPageData, SporkData, SporkSource} from './types';

export interface NetworksPluginOptions {
  /** Upstream sporks.json: http(s) URL, file: URL or path. */
  sporksUrl: string;
  /** How long to wait for a remote sporks.json. */
  timeoutMs: number;
  /** The project's normalised snapshot, used when the URL cannot be reached. */
  snapshotFile: string;
  /** The project's networks data file. */
  networksFile: string;
  /** Route of the index page; pages live below it. */
  routeBasePath: string;
  /** How many past sporks a page lists. */
  pastSporkLimit: number;
}

export interface NetworksContent {
  entries: NetworkEntry[];
  sporks: SporkData;
  source: SporkSource;
}

const schema = Joi.object<NetworksPluginOptions>({
  sporksUrl: Joi.string().min(1).required(),
  timeoutMs: Joi.number().integer().min(100).max(120_000).default(10_000),
  snapshotFile: Joi.string().min(1).default('data/sporks-snapshot.json'),
  networksFile: Joi.string().min(1).default('data/networks.json'),
  routeBasePath: Joi.string().pattern(/^\/[a-z0-9/-]*$/).default('/network'),
  pastSporkLimit: Joi.number().integer().min(0).default(50),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<NetworksPluginOptions>, NetworksPluginOptions>): NetworksPluginOptions {
  return validate(schema, options);
}

/** Builds what one network page shows. */
export function pageData(entry: NetworkEntry, all: NetworkEntry[], sporks: SporkData, source: SporkSource, pastLimit: number): NetworkPageData {
  const history = entry.sporkNetwork ? sporks.networks[entry.sporkNetwork] ?? [] : [];
  const [current = null, ...past] = history;
  return {
    entry,
    current,
    past: past.slice(0, pastLimit),
    others: all.filter((other) => other.slug !== entry.slug).map(({slug, title, status}) => ({slug, title, status})),
    source,
  };
}

export function indexData(entries: NetworkEntry[], sporks: SporkData, source: SporkSource): NetworkIndexData {
  return {
    networks: entries.map(({slug, title, network, status, summary, sporkNetwork}) => ({
      slug,
      title,
      network,
      status,
      summary,
      currentSpork: sporkNetwork ? sporks.networks[sporkNetwork]?.[0]?.name ?? null : null,
    })),
    source,
  };
}

function describeSource(source: SporkSource): string {
  switch (source.kind) {
    case 'remote':
      return `spork data from ${source.location}`;
    case 'file':
      return `spork data from the file ${source.location}`;
    case 'snapshot':
      return `spork data from the checked-in snapshot ${source.location} (${source.fallbackReason})`;
  }
}

export default function networksPlugin(context: LoadContext, options: NetworksPluginOptions): Plugin<NetworksContent> {
  const {siteDir} = context;
  const snapshotFile = path.resolve(siteDir, options.snapshotFile);
  const networksFile = path.resolve(siteDir, options.networksFile);
  const base = options.routeBasePath.replace(/\/$/, '');
  const components = path.join(__dirname, 'components');

  return {
    name: 'networks',

    getPathsToWatch() {
      return [snapshotFile, networksFile];
    },

    async loadContent() {
      const {data: sporks, source} = await loadSporks({
        url: options.sporksUrl,
        snapshotFile,
        timeoutMs: options.timeoutMs,
        cwd: siteDir,
      });
      const message = `[networks] ${describeSource(source)}`;
      if (source.kind === 'snapshot') logger.warn(message);
      else logger.info(message);

      const label = `networks data (${path.relative(siteDir, networksFile)})`;
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(networksFile, 'utf8'));
      } catch (error) {
        throw new DataError(label, '(root)', `cannot be read as JSON (${(error as Error).message})`);
      }
      return {entries: validateNetworks(raw, label, sporks), sporks, source};
    },

    async contentLoaded({content, actions}) {
      const {entries, sporks, source} = content;
      const indexPath = await actions.createData('network-index.json', JSON.stringify(indexData(entries, sporks, source)));
      actions.addRoute({
        path: base,
        component: path.join(components, 'NetworkIndex', 'index.tsx'),
        modules: {data: indexPath},
        exact: true,
      });
      await Promise.all(
        entries.map(async (entry) => {
          const data = pageData(entry, entries, sporks, source, options.pastSporkLimit);
          const dataPath = await actions.createData(`network-${entry.slug}.json`, JSON.stringify(data));
          actions.addRoute({
            path: `${base}/${entry.slug}`,
            component: path.join(components, 'NetworkPage', 'index.tsx'),
            modules: {data: dataPath},
            exact: true,
          });
        }),
      );
    },
  };
}
networksPlugin.validateOptions = validateOptions;
