/**
 * Bundler loader that applies checked text patches to a dependency's module.
 * Options: {owner, patches: [{why, from, to}]}. Every `from` must occur in the
 * module: if an upgrade changes the code, the build fails naming the patch and
 * its reason, instead of silently shipping the behaviour the patch fixed.
 */
module.exports = function patchLoader(source) {
  const {owner, patches} = this.getOptions();
  let patched = source;
  for (const patch of patches) {
    if (!patched.includes(patch.from)) {
      throw new Error(
        `${owner}: ${this.resourcePath} no longer holds the code this patch changes: ${patch.why}. ` +
          `Check what the dependency does now and update the patch (${owner}).`,
      );
    }
    patched = patched.split(patch.from).join(patch.to);
  }
  return patched;
};
