import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The installed katex package: the one rehype-katex renders with. */
export const KATEX_DIST = path.join(path.dirname(require.resolve('katex/package.json')), 'dist');
export const KATEX_VERSION = (JSON.parse(readFileSync(path.join(KATEX_DIST, '..', 'package.json'), 'utf8')) as {version: string}).version;
/** Versioned, so a KaTeX upgrade never meets a cached stylesheet of the old one. */
export const KATEX_BASE_PATH = `/katex/${KATEX_VERSION}`;
export const KATEX_STYLESHEET_PATH = `${KATEX_BASE_PATH}/katex.min.css`;
