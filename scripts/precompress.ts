/**
 * npm run precompress [-- DIR]: writes FILE.gz (gzip -9) and FILE.br (brotli 11)
 * beside every compressible file of a build (default build/), for nginx's
 * gzip_static and brotli_static. Files already compressed from the same content
 * are left alone, so a second run is quick.
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|yaml|map|webmanifest)$/;
const MIN_BYTES = 256;

export async function precompress(dir: string): Promise<{files: number; written: number}> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  let files = 0;
  let written = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await stat(file);
    if (source.size < MIN_BYTES) continue;
    files += 1;
    const fresh = async (target: string) => ((await stat(target).catch(() => null))?.mtimeMs ?? 0) >= source.mtimeMs;
    if ((await fresh(`${file}.gz`)) && (await fresh(`${file}.br`))) continue;
    const body = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(body, {level: 9}));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
    );
    written += 1;
  }
  return {files, written};
}

if (/precompress\.ts$/.test(process.argv[1] ?? '')) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  precompress(dir)
    .then(({files, written}) => console.log(`precompress: ${written} of ${files} files compressed (gzip -9, brotli 11) in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(`precompress: ${(error as Error).message}`);
      process.exit(1);
    });
}
