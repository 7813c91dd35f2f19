/**
 * Bundler loader for the route table Docusaurus generates (.docusaurus/registry.js, routes.js and
 * routesChunkNames.json), which every page loads in main.js. Options: {browser, groups, waitFor}.
 *
 * - Chunk names: Docusaurus names each route chunk with 8 hex characters of a hash of its
 *   module's path. A name is written three times in a first load (a registry key, a value of
 *   routesChunkNames, and, as the chunk's id (index.ts sets named chunk ids), the runtime's map
 *   from chunk id to file hash), and random hex barely compresses. Each name becomes its shortest
 *   prefix that no other name starts with (at least 2 characters and holding a letter, so that it
 *   never reads as a chunk id): the same name for the same module from one build to the next
 *   unless another name comes to share its prefix.
 * - One copy of each route: routesChunkNames.json repeats every route's path and hash as its key.
 *   Its chunk names move into routes.js, next to the route's ComponentCreator call, which records
 *   them in the (now empty) routesChunkNames object just before it reads them; Docusaurus's
 *   prefetch reads that object later, filled.
 * - Server-only data (`browser`): each registry entry also names its module ("@site/docs/…"),
 *   which react-loadable reports only while rendering on the server, to find the scripts a page's
 *   HTML links, and its module id for react-loadable's preloadReady, which Docusaurus never calls
 *   in the browser; the browser build gets 0 in their place.
 *
 * - Pages that finish loading after their module (`waitFor`, browser only): a doc page's module
 *   exports a function of that name (plugins/first-load/islands: reading its islands); its entry
 *   resolves once the returned promise has, so the page is not used before.
 * - Grouped chunks (`groups`: module -> chunk name): modules every page of a kind loads together
 *   (the docs' root, version root, doc root and doc item) go into one chunk, so that a doc page
 *   fetches one file for them, and the modules they share are not copied into each. Their registry
 *   keys stay apart; Docusaurus's link prefetch finds no chunk by those keys and skips them (a
 *   doc page's route preload, on hover and on navigation, still loads them).
 *
 * Lines not in the expected shape fail the build (an upgrade of Docusaurus that changes these
 * files must be looked at), and so does a chunk name in routesChunkNames that the registry lacks.
 */
// One entry of registry.js, as @docusaurus/core's codegen writes it (lib/server/codegen/codegen.js); the last one closes the object.
const ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\), ("[^"]+"), (require\.resolveWeak\("[^"]+"\))\](,?(?:\};)?)$/;

/** The chunk names of registry.js, in file order. */
function registryNames(source) {
  return source.split('\n').flatMap((line) => {
    const match = ENTRY.exec(line);
    return match ? [match[1]] : [];
  });
}

/** Each name's shortest unique prefix (see above), as a map from name to short name. */
function shortNames(names) {
  const sorted = [...new Set(names)].sort();
  const short = new Map();
  sorted.forEach((name, index) => {
    // In sorted order the names sharing the longest prefix with `name` are its neighbours.
    const shared = (other) => {
      let length = 0;
      while (other !== undefined && length < name.length && other[length] === name[length]) length += 1;
      return length;
    };
    let length = Math.max(2, shared(sorted[index - 1]) + 1, shared(sorted[index + 1]) + 1);
    while (length < name.length && !/[^0-9]/.test(name.slice(0, length))) length += 1;
    short.set(name, name.slice(0, Math.min(length, name.length)));
  });
  return short;
}

function compactRegistry(source, {browser, groups = {}, waitFor}, file) {
  const names = shortNames(registryNames(source));
  const wait = browser && waitFor;
  const lines = source.split('\n').map((line, index) => {
    if (line === 'export default {') return wait ? `const __ready = (m) => (m.${waitFor} ? m.${waitFor}().then(() => m) : m);\n${line}` : line;
    if (line === '};' || line === '') return line;
    const match = ENTRY.exec(line);
    if (!match || match[1] !== match[2]) {
      throw new Error(`route-table: ${file}:${index + 1} is not a registry entry in the shape this loader knows: ${line.slice(0, 200)}`);
    }
    const [, name, , importPath, modulePath, weak, comma] = match;
    const short = JSON.stringify(names.get(name));
    const chunk = JSON.stringify(groups[JSON.parse(importPath)] ?? names.get(name));
    const ready = wait && /\.mdx?"$/.test(importPath) ? '.then(__ready)' : '';
    return `  ${short}: [() => import(/* webpackChunkName: ${chunk} */ ${importPath})${ready}, ${browser ? '0, 0' : `${modulePath}, ${weak}`}]${comma}`;
  });
  return lines.join('\n');
}

/** routesChunkNames.json with the registry's short names. */
function renamedChunkNames(source, registrySource, file) {
  const names = shortNames(registryNames(registrySource));
  const rename = (value, where) => {
    if (typeof value === 'string') {
      if (!names.has(value)) throw new Error(`route-table: ${file}: chunk name "${value}" at ${where} is not in registry.js`);
      return names.get(value);
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner, `${where}.${key}`)]));
    }
    throw new Error(`route-table: ${file}: unexpected ${JSON.stringify(value)} at ${where}`);
  };
  return rename(JSON.parse(source), 'routes');
}

// A route's component, as @docusaurus/core's codegen writes it in routes.js.
const CREATOR = /ComponentCreator\('([^'\\]*)', '([0-9a-f]+)'\)/g;
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/** routes.js with each route's chunk names next to its ComponentCreator call (see above). */
function compactRoutes(source, chunkNamesSource, registrySource, file) {
  const chunkNames = renamedChunkNames(chunkNamesSource, registrySource, file);
  if (!source.includes(CREATOR_IMPORT)) throw new Error(`route-table: ${file} no longer imports ComponentCreator as this loader expects`);
  const used = new Set();
  const routes = source.replace(CREATOR, (call, routePath, hash) => {
    const key = `${routePath}-${hash}`;
    if (!(key in chunkNames)) throw new Error(`route-table: ${file}: route ${key} has no chunk names in routesChunkNames.json`);
    used.add(key);
    return `__route(${JSON.stringify(routePath)}, ${JSON.stringify(hash)}, ${JSON.stringify(chunkNames[key])})`;
  });
  const unused = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (unused.length) throw new Error(`route-table: ${file}: no route in routes.js for ${unused.slice(0, 5).join(', ')}`);
  return routes.replace(
    CREATOR_IMPORT,
    `${CREATOR_IMPORT}
import __chunkNames from '@generated/routesChunkNames';
// plugins/route-table: each route's chunk names, recorded where ComponentCreator reads them.
const __route = (path, hash, names) => ((__chunkNames[path + '-' + hash] = names), ComponentCreator(path, hash));`,
  );
}

/** Reads a generated file next to `file`, as a dependency of this module. */
function readSibling(context, file, name) {
  const sibling = file.replace(/[^\\/]+$/, name);
  context.addDependency(sibling);
  return new Promise((resolve, reject) => context.fs.readFile(sibling, (error, data) => (error ? reject(error) : resolve(data.toString('utf8')))));
}

module.exports = function routeTableLoader(source) {
  const options = this.getOptions();
  const file = this.resourcePath;
  if (/[\\/]registry\.js$/.test(file)) return compactRegistry(source, options, file);
  // Its chunk names now live in routes.js; the object stays, for ComponentCreator and prefetch.
  if (/[\\/]routesChunkNames\.json$/.test(file)) return 'export default {};\n';
  const callback = this.async();
  Promise.all([readSibling(this, file, 'routesChunkNames.json'), readSibling(this, file, 'registry.js')])
    .then(([chunkNames, registry]) => callback(null, compactRoutes(source, chunkNames, registry, file)))
    .catch(callback);
};
module.exports.shortNames = shortNames;
module.exports.compactRegistry = compactRegistry;
module.exports.compactRoutes = compactRoutes;
