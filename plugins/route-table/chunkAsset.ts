/**
 * Docusaurus's `__webpack_require__.gca` (its ChunkAssetPlugin: a chunk's file from its name, for
 * prefetching a route's chunks) carries a map from every chunk name to its chunk id, in the
 * runtime every first load fetches. With chunk ids that are the chunk names (route-table sets
 * `optimization.chunkIds: 'named'`) the map says "afb" is "afb" some 600 times: this plugin keeps
 * only the entries whose id differs from their name (chunks whose name reads as a number). A
 * runtime in another shape fails the build, naming what it expected.
 */
interface RuntimeModuleLike {
  name: string;
  generate(): string;
}

interface CompilationLike {
  addRuntimeModule(chunk: unknown, module: RuntimeModuleLike): void;
}

interface CompilerLike {
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: CompilationLike) => void): void}};
}

/** The runtime module's name, as @docusaurus/core's ChunkAssetPlugin gives it. */
export const CHUNK_ASSET_MODULE = 'ChunkAssetRuntimeModule';
const MAP = /(chunkId = )(\{[^}]*\})(\[chunkId\]\|\|chunkId;)/;

/** The module's code, with only the map entries whose id differs from the chunk's name. */
export function withoutSameNames(code: string): string {
  const match = MAP.exec(code);
  if (!match) throw new Error(`route-table: ${CHUNK_ASSET_MODULE} no longer maps names to ids as "chunkId = {…}[chunkId]||chunkId;"; see what @docusaurus/core's ChunkAssetPlugin writes now`);
  const names = JSON.parse(match[2]!) as Record<string, string | number>;
  const differing = Object.fromEntries(Object.entries(names).filter(([name, id]) => String(id) !== name));
  return code.replace(MAP, (_all, before: string, _map: string, after: string) => `${before}${JSON.stringify(differing)}${after}`);
}

export class SameNameChunkAssets {
  apply(compiler: CompilerLike): void {
    compiler.hooks.thisCompilation.tap('route-table', (compilation) => {
      const add = compilation.addRuntimeModule.bind(compilation);
      compilation.addRuntimeModule = (chunk, module) => {
        if (module.name === CHUNK_ASSET_MODULE) {
          const generate = module.generate.bind(module);
          module.generate = () => withoutSameNames(generate());
        }
        add(chunk, module);
      };
    });
  }
}
