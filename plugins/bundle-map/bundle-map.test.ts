import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {validate} from '../../tests/joi-validate';
import bundleMap, {MoveSourceMaps, validateOptions} from './index';

const context = {outDir: '/site/build'} as LoadContext;

describe('bundle-map plugin', () => {
  it('takes an absolute folder or nothing', () => {
    expect(validateOptions({validate, options: {}})).toEqual({});
    expect(validateOptions({validate, options: {sourceMapDir: '/site/bench/map/sourcemaps'}}).sourceMapDir).toBe('/site/bench/map/sourcemaps');
    expect(() => validateOptions({validate, options: {sourceMapDir: 'bench/map'}})).toThrow(/absolute/);
  });

  it('changes nothing in the build without a folder', () => {
    expect(bundleMap(context, {})).toEqual({name: 'bundle-map'});
  });

  it('refuses a folder inside the build, which would deploy the maps', () => {
    expect(() => bundleMap(context, {sourceMapDir: '/site/build/maps'})).toThrow(/deployed/);
    expect(() => bundleMap(context, {sourceMapDir: '/site/build'})).toThrow(/deployed/);
  });

  it('has the client build, not the server build, write hidden source maps and move them out', () => {
    const plugin = bundleMap(context, {sourceMapDir: '/site/bench/map/sourcemaps'});
    const utils = {} as Parameters<NonNullable<typeof plugin.configureWebpack>>[2];
    expect(plugin.configureWebpack!({}, true, utils, undefined as never)).toEqual({});
    const client = plugin.configureWebpack!({}, false, utils, undefined as never) as {devtool: string; plugins: unknown[]};
    // hidden: the emitted code carries no sourceMappingURL comment.
    expect(client.devtool).toBe('hidden-source-map');
    expect(client.plugins[0]).toBeInstanceOf(MoveSourceMaps);
  });
});
