/**
 * Bundler loader for the Prism language files that Redoc's bundle imports.
 *
 * Prism's language files register themselves on a free global `Prism`.
 * redocusaurus's theme answered that with a bundler-wide ProvidePlugin, which
 * also rewired the language files Docusaurus loads for its own code blocks: they
 * registered on the wrong Prism, so those languages stopped highlighting and
 * pages hydrated with errors. This loader gives only Redoc's copies their Prism
 * (the module identity includes the loader, so Docusaurus keeps its own copies).
 *
 * Option `keep`: the language ids the description needs (prismLanguages.ts); the
 * other files become empty modules.
 */
module.exports = function prismScopeLoader(source) {
  const {keep} = this.getOptions();
  const id = this.resourcePath.replace(/^.*[\\/]prism-/, '').replace(/\.js$/, '');
  if (!keep.includes(id)) return `// Prism's ${id}: the Access API description has no code in it (plugins/access-api/prismLanguages.ts).\n`;
  return `var Prism = require('prismjs');\n${source}`;
};
