/**
 * bundle-map: with BUNDLE_MAP set, the client build also writes a source map of every JS file
 * into that folder, outside the build: what `npm run bench -- --map` reads to tell which module
 * each byte a page loads comes from (scripts/lib/bundleMap.ts).
 *
 * Source maps rather than the bundler's stats: Rspack's stats do not list the modules inside a
 * concatenated module (the theme's layout is one "index.js + 79 modules", the route table one
 * "routes.js + 3 modules"), while the minifier's map names the source of every byte, the
 * bundler's runtime included. The maps are `hidden` (no sourceMappingURL comment): the emitted
 * code is the same as without them, and they are moved out of the build as soon as they are
 * written, so they are never deployed.
 *
 * Without a folder the plugin does nothing. It is registered either way, so that the site config
 * serialised into main.js, which lists the plugins, is the same with and without the map.
 */
import {mkdir, rename} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

export interface BundleMapOptions {
  /** The folder the client build's source maps are moved to: an absolute path outside the build. Unset: no maps. */
  sourceMapDir?: string;
}

const schema = Joi.object<BundleMapOptions>({
  sourceMapDir: Joi.string().custom((value: string) => {
    if (!path.isAbsolute(value)) throw new Error('must be an absolute path');
    return value;
  }),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<BundleMapOptions>, BundleMapOptions>): BundleMapOptions {
  return validate(schema, options);
}

/** The part of the bundler's compiler this plugin taps (Rspack's and webpack's alike). */
interface Compiler {
  outputPath: string;
  hooks: {afterEmit: {tapPromise: (name: string, run: (compilation: {getAssets: () => {name: string}[]}) => Promise<void>) => void}};
}

/** Moves the emitted `.js.map` files from the build's output to `dir`, keeping their paths (assets/js/…). */
export class MoveSourceMaps {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('bundle-map', async (compilation) => {
      for (const {name} of compilation.getAssets()) {
        if (!name.endsWith('.js.map')) continue;
        const target = path.join(this.dir, name);
        await mkdir(path.dirname(target), {recursive: true});
        await rename(path.join(compiler.outputPath, name), target);
      }
    });
  }
}

export default function bundleMap(context: LoadContext, options: BundleMapOptions): Plugin {
  const {sourceMapDir} = options;
  if (!sourceMapDir) return {name: 'bundle-map'};
  const outDir = path.resolve(context.outDir);
  const dir = path.resolve(sourceMapDir);
  if (dir === outDir || dir.startsWith(`${outDir}${path.sep}`)) {
    throw new Error(`bundle-map: the source maps would be deployed with the build in ${outDir}; write them elsewhere (BUNDLE_MAP=${sourceMapDir})`);
  }
  return {
    name: 'bundle-map',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {devtool: 'hidden-source-map', plugins: [new MoveSourceMaps(dir)]};
    },
  };
}
bundleMap.validateOptions = validateOptions;
