/**
 * Serves the KaTeX stylesheet and fonts that katex-stylesheet links, at
 * /katex/<version>/: copied into the build after `docusaurus build`, served from
 * the package in `docusaurus start`. Only pages with math ask for them.
 */
import {cp, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {KATEX_BASE_PATH, KATEX_DIST} from './paths';

export default function katexAssets(_context: LoadContext): Plugin {
  return {
    name: 'katex-assets',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return {};
      return {devServer: {static: [{directory: KATEX_DIST, publicPath: KATEX_BASE_PATH, watch: false}]}} as never;
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, KATEX_BASE_PATH);
      await mkdir(path.join(target, 'fonts'), {recursive: true});
      await cp(path.join(KATEX_DIST, 'katex.min.css'), path.join(target, 'katex.min.css'));
      await cp(path.join(KATEX_DIST, 'fonts'), path.join(target, 'fonts'), {recursive: true});
    },
  };
}
