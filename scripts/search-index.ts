/**
 * npm run search:index [-- BUILD_DIR]: uploads the records of a production build
 * (default build/) to Typesense through a new collection and an alias swap.
 * Configuration: TYPESENSE_HOST (or TYPESENSE_NODES, host:port,host:port,... for
 * a cluster), TYPESENSE_ADMIN_API_KEY (never the search-only
 * key, and never in the built site), TYPESENSE_COLLECTION (the alias, default
 * flow-docs), TYPESENSE_PORT (443), TYPESENSE_PROTOCOL (https),
 * SEARCH_INDEX_MIN_RATIO (0.8).
 */
import path from 'node:path';
import {IndexerError, indexerConfig, readBuildRecords, uploadRecords} from './lib/typesenseIndexer';

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const config = indexerConfig();
  const records = await readBuildRecords(buildDir);
  console.log(`Read ${records.length} records from ${path.relative(process.cwd(), buildDir) || '.'}/search-index.json.`);
  await uploadRecords(config, records);
}

main().catch((error: unknown) => {
  console.error(error instanceof IndexerError ? `search:index: ${error.message}` : error);
  process.exit(1);
});
