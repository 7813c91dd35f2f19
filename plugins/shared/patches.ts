/**
 * Checked text patches to a dependency's module, applied by patchLoader.cjs: each
 * `from` must occur, or the build fails naming the patch and its owner, instead of
 * silently shipping the behaviour the patch fixed.
 */
import path from 'node:path';
import type {RuleSetRule} from 'webpack';

export interface Patch {
  /** What the patch fixes, for the error when it no longer applies. */
  why: string;
  from: string;
  to: string;
}

const loader = path.join(__dirname, 'patchLoader.cjs');

/** A bundler rule applying `patches` to the modules `test` matches; `owner` names where they are kept. */
export function patchRule(test: RegExp, owner: string, patches: Patch[]): RuleSetRule {
  return {test, use: [{loader, options: {owner, patches}}]};
}
