/**
 * Uploads the built site's search records to Typesense without readers ever
 * seeing a half index: the records go into a new collection, and only when that
 * collection holds them all does the alias readers query switch to it; the old
 * collection is then dropped. Nothing changes when the configuration is missing,
 * the host is unreachable, or the new collection is empty or much smaller than
 * the live one.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Client, Errors} from 'typesense';
import {typesenseNodes, type TypesenseNode} from '../../config/search';
import {indexRecords, linkPath} from '../../plugins/search-index/records';
import {typesenseSynonyms} from '../../src/search/synonyms';
import type {DocSearchRecord, EmbeddedIndexFile} from '../../plugins/search-index/types';

export interface IndexerConfig {
  /** Every node of the cluster (TYPESENSE_NODES), or the one node of TYPESENSE_HOST. */
  nodes: TypesenseNode[];
  adminApiKey: string;
  /** The alias readers search (TYPESENSE_COLLECTION). */
  alias: string;
  /** Refuse to swap when the new collection has fewer than this share of the live one's documents. */
  minRatio: number;
  timeoutSeconds: number;
}

export class IndexerError extends Error {}

/** Reads the indexer's configuration from the environment; names every missing or bad variable. */
export function indexerConfig(vars: NodeJS.ProcessEnv = process.env): IndexerConfig {
  const value = (name: string) => vars[name]?.trim() || undefined;
  const missing = [value('TYPESENSE_HOST') || value('TYPESENSE_NODES') ? '' : 'TYPESENSE_HOST (or TYPESENSE_NODES)', value('TYPESENSE_ADMIN_API_KEY') ? '' : 'TYPESENSE_ADMIN_API_KEY'].filter(Boolean);
  if (missing.length) {
    throw new IndexerError(
      `search:index needs ${missing.join(' and ')} (and optionally TYPESENSE_PORT, TYPESENSE_PROTOCOL, TYPESENSE_COLLECTION). Nothing was changed.`,
    );
  }
  let nodes: TypesenseNode[];
  try {
    nodes = typesenseNodes({host: value('TYPESENSE_HOST'), nodes: value('TYPESENSE_NODES'), port: value('TYPESENSE_PORT'), protocol: value('TYPESENSE_PROTOCOL')});
  } catch (error) {
    throw new IndexerError(`${(error as Error).message}. Nothing was changed.`);
  }
  const minRatio = Number(value('SEARCH_INDEX_MIN_RATIO') ?? 0.8);
  if (!(minRatio >= 0 && minRatio <= 1)) throw new IndexerError(`SEARCH_INDEX_MIN_RATIO "${value('SEARCH_INDEX_MIN_RATIO')}" must be between 0 and 1. Nothing was changed.`);
  return {
    nodes,
    adminApiKey: value('TYPESENSE_ADMIN_API_KEY')!,
    alias: value('TYPESENSE_COLLECTION') ?? 'flow-docs',
    minRatio,
    timeoutSeconds: Number(value('TYPESENSE_TIMEOUT_SECONDS') ?? 10),
  };
}

/** A record as the collection holds it: with how many other pages link to its page, for the site's ranking (src/search/typesenseRank.ts). */
export type TypesenseRecord = DocSearchRecord & {page_inbound: number};

/** The records of a production build (the file the embedded backend also reads), each with its page's link count. */
export async function readBuildRecords(buildDir: string, indexFile = 'search-index.json'): Promise<TypesenseRecord[]> {
  const file = path.join(buildDir, indexFile);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new IndexerError(`${file} is missing: run \`npm run build\` first. Nothing was changed.`);
  }
  const index = JSON.parse(text) as EmbeddedIndexFile;
  if (index.version !== 1 || !Array.isArray(index.pages)) throw new IndexerError(`${file}: not a search index of this site (version ${index.version}).`);
  const inbound = index.inbound ?? {};
  return indexRecords(index).map((record) => ({...record, page_inbound: inbound[linkPath(new URL(record.url_without_anchor).pathname)] ?? 0}));
}

/**
 * Every ASCII punctuation mark: the server splits words there, as the embedded index and the site's
 * ranking do (a word is a run of letters and digits, WORD in src/search/highlight.ts). By default
 * Typesense drops punctuation inside a token, so "flow.json" was one word, "flowjson", that "flow json"
 * did not find, and "127.0.0.1:3569" one number (npm run search:eval, Typesense: hit@5 91.5% -> 94.3%).
 */
export const TOKEN_SEPARATORS = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];

/** The collection schema: the fields of the DocSearch records, as the Typesense scraper declares them (words split at every punctuation mark). */
export function collectionSchema(name: string) {
  const facet = (field: string, type = 'string') => ({name: field, type, facet: true, optional: true});
  return {
    name,
    fields: [
      {name: 'anchor', type: 'string', optional: true},
      {name: 'content', type: 'string', optional: true},
      {name: 'url', type: 'string', facet: true},
      facet('url_without_anchor'),
      ...[0, 1, 2, 3, 4, 5, 6].map((level) => facet(`hierarchy.lvl${level}`)),
      facet('type'),
      facet('language'),
      facet('docusaurus_tag'),
      {name: 'item_priority', type: 'int64'},
      // How many other pages link to the record's page; read by the site's ranking, not searched.
      {name: 'page_inbound', type: 'int32', optional: true, index: false},
    ],
    default_sorting_field: 'item_priority',
    token_separators: TOKEN_SEPARATORS,
  };
}

export interface IndexerResult {
  collection: string;
  documents: number;
  previous?: {collection: string; documents: number};
}

type Log = (line: string) => void;

const describeFailure = (error: unknown) => {
  const err = error as {code?: string; message?: string; cause?: {code?: string}};
  return err.code ?? err.cause?.code ?? err.message ?? String(error);
};

export async function uploadRecords(
  config: IndexerConfig,
  records: DocSearchRecord[],
  log: Log = console.log,
  now: () => Date = () => new Date(),
): Promise<IndexerResult> {
  const where = config.nodes.map((node) => `${node.protocol}://${node.host}:${node.port}`).join(', ');
  const client = new Client({
    nodes: config.nodes,
    apiKey: config.adminApiKey,
    connectionTimeoutSeconds: config.timeoutSeconds,
    // Each node once, and one more try: a write reaches the cluster through any node that answers.
    numRetries: config.nodes.length,
    logLevel: 'silent',
  });
  if (records.length === 0) throw new IndexerError('The build holds no search records: refusing to upload an empty index. Nothing was changed.');

  // Where the alias points now, if anywhere. An unreachable host stops here, before any change.
  let previous: IndexerResult['previous'];
  try {
    const alias = await client.aliases(config.alias).retrieve();
    const live = await client.collections(alias.collection_name).retrieve();
    previous = {collection: alias.collection_name, documents: live.num_documents ?? 0};
  } catch (error) {
    if (error instanceof Errors.RequestUnauthorized) {
      throw new IndexerError(`Typesense at ${where} refused TYPESENSE_ADMIN_API_KEY (${describeFailure(error)}). Nothing was changed.`);
    }
    if (!(error instanceof Errors.ObjectNotFound)) {
      throw new IndexerError(`Typesense at ${where} is unreachable or refused the request (${describeFailure(error)}). Nothing was changed.`);
    }
  }
  log(previous ? `Alias ${config.alias} serves ${previous.collection} (${previous.documents} documents).` : `Alias ${config.alias} does not exist yet.`);

  const collection = `${config.alias}-${now().toISOString().replace(/[^0-9]/g, '').slice(0, 14)}`;
  try {
    await client.collections().create(collectionSchema(collection) as never);
  } catch (error) {
    throw new IndexerError(`Typesense at ${where} did not create the collection ${collection} (${describeFailure(error)}). Nothing was changed.`);
  }
  log(`Created ${collection}; importing ${records.length} records.`);

  const dropNew = async (reason: string): Promise<never> => {
    await client.collections(collection).delete().catch(() => undefined);
    throw new IndexerError(`${reason} The alias still serves ${previous ? previous.collection : 'nothing'}; ${collection} was deleted.`);
  };

  try {
    await client.collections(collection).documents().import(records as never, {action: 'create', batch_size: 200});
  } catch (error) {
    const failed = error instanceof Errors.ImportError ? error.importResults.filter((result) => !result.success) : [];
    const first = failed[0] as {error?: string} | undefined;
    await dropNew(
      failed.length
        ? `${failed.length} of ${records.length} records were refused (first: ${first?.error ?? 'no reason given'}).`
        : `The import failed (${describeFailure(error)}).`,
    );
  }

  // The readers' synonyms (src/search/synonyms.ts), which the embedded search also uses, go with the collection.
  const synonyms = typesenseSynonyms();
  for (const {id, ...synonym} of synonyms) {
    try {
      await client.collections(collection).synonyms().upsert(id, synonym);
    } catch (error) {
      await dropNew(`Storing the synonym ${id} (${[synonym.root, ...synonym.synonyms].filter(Boolean).join(', ')}) failed (${describeFailure(error)}).`);
    }
  }
  log(`Stored ${synonyms.length} synonym groups.`);

  // In a cluster, the node that answers this read may not have applied the import yet (a real
  // three-node 0.24.1 cluster counted 0 right after the import): read again until it counts every
  // record, or the timeout passes. Only then do the checks below compare counts.
  const deadline = Date.now() + config.timeoutSeconds * 1000;
  let uploaded = 0;
  for (;;) {
    try {
      uploaded = (await client.collections(collection).retrieve()).num_documents ?? 0;
    } catch (error) {
      await dropNew(`Counting the documents of ${collection} failed (${describeFailure(error)}).`);
    }
    if (uploaded >= records.length || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (uploaded === 0) await dropNew(`The new collection ${collection} is empty: refusing to swap.`);
  if (previous && uploaded < previous.documents * config.minRatio) {
    await dropNew(
      `The new collection has ${uploaded} documents, fewer than ${Math.round(config.minRatio * 100)}% of the ${previous.documents} live ones: refusing to swap. ` +
        'If the site really shrank, run again with SEARCH_INDEX_MIN_RATIO=0.',
    );
  }

  try {
    await client.aliases().upsert(config.alias, {collection_name: collection});
  } catch (error) {
    // The swap may have happened with its answer lost: read the alias before dropping anything.
    const target = await client
      .aliases(config.alias)
      .retrieve()
      .then((alias) => alias.collection_name)
      .catch(() => undefined);
    if (target === undefined) {
      throw new IndexerError(
        `Moving the alias ${config.alias} to ${collection} failed (${describeFailure(error)}), and Typesense at ${where} did not say where it points now. ` +
          `Check the alias; ${collection} and ${previous ? previous.collection : 'no previous collection'} were left as they are.`,
      );
    }
    if (target !== collection) await dropNew(`Moving the alias ${config.alias} to ${collection} failed (${describeFailure(error)}).`);
  }
  log(`Alias ${config.alias} now serves ${collection} (${uploaded} documents).`);
  if (previous && previous.collection !== collection) {
    try {
      await client.collections(previous.collection).delete();
      log(`Deleted the previous collection ${previous.collection}.`);
    } catch (error) {
      // The site already searches the new collection: the old one only takes space.
      log(`Warning: the previous collection ${previous.collection} could not be deleted (${describeFailure(error)}); delete it by hand.`);
    }
  }
  return {collection, documents: uploaded, ...(previous ? {previous} : {})};
}
