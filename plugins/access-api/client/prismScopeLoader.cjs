/**
 * Bundler loader for the Prism language files that Redoc's bundle imports.
 *
 * Prism's language files register themselves on a free global `Prism`.
 * redocusaurus's theme answered that with a bundler-wide ProvidePlugin, which
 * also rewired the language files Docusaurus loads for its own code blocks: they
 * registered on the wrong Prism, so those languages stopped highlighting and
 * pages hydrated with errors. This loader gives only Redoc's copies their Prism
 * (the module identity includes the loader, so Docusaurus keeps its own copies).
 */
module.exports = function prismScopeLoader(source) {
  return `var Prism = require('prismjs');\n${source}`;
};
