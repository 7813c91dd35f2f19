/**
 * Bundler loader for data Docusaurus generates into every page's main.js: the serialised site
 * config (.docusaurus/docusaurus.config.mjs, useDocusaurusContext().siteConfig) and the site
 * metadata (.docusaurus/site-metadata.json). Options: {drop: ['key' or 'key.inner'], json}: those
 * entries are left out, for both builds alike; `json` for a JSON module, else the ES module
 * Docusaurus writes. What is dropped is what no code in the browser reads (index.ts lists it and
 * why); the file must still be the JSON object Docusaurus writes, or the build fails.
 */
module.exports = function generatedLoader(source) {
  const {drop, json} = this.getOptions();
  const match = json ? [source, source] : /^(?:\/\*[\s\S]*?\*\/\s*)?export default ([\s\S]*);\s*$/.exec(source);
  let data;
  try {
    data = match && JSON.parse(match[1]);
  } catch {
    data = null;
  }
  if (!data || typeof data !== 'object') {
    throw new Error(`first-load: ${this.resourcePath} is not the JSON object this loader expects; see how Docusaurus writes it now`);
  }
  for (const entry of drop) {
    const [key, inner] = entry.split('.');
    if (inner === undefined) delete data[key];
    else if (data[key] && typeof data[key] === 'object') delete data[key][inner];
  }
  return json ? JSON.stringify(data) : `export default ${JSON.stringify(data)};\n`;
};
