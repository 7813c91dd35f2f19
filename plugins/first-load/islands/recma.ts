/**
 * A recma plugin (the docs' MDX pipeline, after MDX has built its JSX calls) that leaves a doc
 * page's static markup out of the browser's copy of the page.
 *
 * A doc page reached its reader twice: as HTML, and again as the MDX component that hydrates it
 * (10 kB of JS gzip on the longest page). Most of it is paragraphs, headings and lists that never
 * change once rendered. Each top-level element of the page whose whole subtree is plain markup
 * (MDX's own elements and the theme's static ones, admonitions among them; no code block, table,
 * details, or component of ours, and nothing computed, such as an image's `require`) becomes, in
 * the compiled module:
 *
 *     __FIRST_LOAD_ISLANDS__ ? _jsx(_Island, {e: _islands.e[k]}) : _jsx(_components.p, {"data-i": k, …})
 *
 * A highlighted code block's lines' markup and its code (what its copy button copies) are read
 * like an island's in the browser, instead of being built from its tokens and shipped as a string.
 *
 * `__FIRST_LOAD_ISLANDS__` is defined by plugins/first-load: false for the server build (and for
 * `docusaurus start`), which renders the element as before with its index `data-i`, and true for
 * the production browser build, whose minifier drops the element's code. In the browser, the
 * module first awaits the page's islands (client.tsx: read from the document it hydrates, or
 * from the page's HTML when the reader navigates to it; the route table waits for the module's
 * `__islands()` before using the page), and each Island renders its element
 * with that markup. MDX compiles a file once for both builds, so the choice is left to the bundler.
 *
 * Only files with a permalink (the docs plugin's docs, listed by plugins/first-load in `map`) are
 * changed: a partial has no page of its own to read its markup from.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Node, Program, Expression, CallExpression, ObjectExpression, Property, Statement, FunctionDeclaration} from 'estree';
import type {VFile} from 'vfile';
import {ISLAND_CLASS} from './marks';

export {ISLAND_CLASS};

export interface RecmaIslandsOptions {
  /** The JSON file of {source file path: permalink} that plugins/first-load writes once the docs are loaded. */
  map: string;
}

/** The bundler's constant: true in the production browser build. */
export const ISLANDS_CONSTANT = '__FIRST_LOAD_ISLANDS__';
/**
 * The export of a page's module that reads its islands (a promise); the route table's loader
 * (plugins/route-table) calls it and waits before the page is used.
 */
export const ISLANDS_EXPORT = '__islands';
/** The browser module with the Island component and the loader. */
export const ISLANDS_CLIENT = path.join(__dirname, 'client');

/**
 * MDX's elements that a component of the theme or ours renders with state, effects or more than
 * one root (so a copy of their markup would not be the same thing): code blocks, tables (a
 * scrollable region of ours), details, Mermaid, and the head. An admonition is one element the
 * theme's Admonition renders without state (ADMONITION); its title element is read by it.
 */
export const NOT_STATIC = new Set(['pre', 'table', 'details', 'Details', 'mermaid', 'Head']);

/** MDX's admonition element (`:::note` and the others), and the element of a title with markup. */
export const ADMONITION = 'admonition';
const ADMONITION_TITLE = 'mdxAdmonitionTitle';


/** The theme's Admonition itself, imported by a page whose admonition is not static (see islandProgram). */
export const ADMONITION_MODULE = '@theme-original/Admonition';

/**
 * MDX elements rendered by theme components that every doc page's code used to carry, and that a
 * page now imports itself where it has one left as code (islandProgram): admonitions, and details
 * (`<details>` and `<Details>`). Their `@theme/…` modules load on demand (src/theme).
 */
export const THEME_ELEMENTS: Record<string, {local: string; module: string}> = {
  admonition: {local: '_Admonition', module: ADMONITION_MODULE},
  details: {local: '_Details', module: '@theme-original/MDXComponents/Details'},
  Details: {local: '_Details', module: '@theme-original/MDXComponents/Details'},
};

const COMPONENTS = '_components';

/** The tag of an MDX element call's first argument: `_components.p` or `"p"`; null for a component. */
function elementTag(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.object.name === COMPONENTS && node.property.type === 'Identifier') {
    const name = node.property.name;
    return /^[a-z][a-z0-9]*$/.test(name) || name === ADMONITION_TITLE ? name : null;
  }
  return null;
}

/** A call of the JSX runtime (`_jsx`, `_jsxs`, `_jsxDEV`): its callee's name, else null. */
function runtimeCall(node: Node): {callee: string; call: CallExpression} | null {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !/^_jsx(s|DEV)?$/.test(node.callee.name)) return null;
  return {callee: node.callee.name, call: node};
}

/** A value of plain markup: literals, object and array literals of them, and static elements. */
function isStaticValue(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return !('regex' in node && node.regex);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'ArrayExpression':
      return node.elements.every((element) => element !== null && element.type !== 'SpreadElement' && isStaticValue(element));
    case 'ObjectExpression':
      return node.properties.every((p) => p.type === 'Property' && !p.computed && p.kind === 'init' && isStaticValue(p.value));
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal';
    case 'CallExpression':
      return isStaticElement(node);
    default:
      return false;
  }
}

/** An element call whose tag renders plain markup and whose props (children included) are plain markup. */
export function isStaticElement(node: Node): boolean {
  const found = runtimeCall(node);
  if (!found) return false;
  const [type, props, ...rest] = found.call.arguments;
  if (!type || type.type === 'SpreadElement') return false;
  const tag = elementTag(type);
  if (tag === null || NOT_STATIC.has(tag)) return false;
  if (rest.length > 0 && found.callee !== '_jsxDEV') return false; // a key
  return props === undefined || (props.type === 'ObjectExpression' && isStaticValue(props));
}

/** A place in the tree that holds one node: read it and write it. */
interface Slot {
  node: Expression;
  set(node: Expression): void;
}

/** The top-level nodes of `_createMdxContent`'s returned tree: the fragment's children, or the one element. */
function topLevel(program: Program): Slot[] {
  const content = program.body.find((s): s is FunctionDeclaration => s.type === 'FunctionDeclaration' && s.id?.name === '_createMdxContent');
  const returned = content?.body.body.find((s) => s.type === 'ReturnStatement');
  if (!returned || returned.type !== 'ReturnStatement' || !returned.argument) return [];
  const root = runtimeCall(returned.argument);
  if (!root) return [];
  const [type, props] = root.call.arguments;
  if (!(type?.type === 'Identifier' && type.name === '_Fragment')) return [{node: returned.argument, set: (node) => (returned.argument = node)}];
  const children = props?.type === 'ObjectExpression' ? props.properties.find((p): p is Property => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'children') : undefined;
  if (!children) return [];
  const value = children.value;
  if (value.type !== 'ArrayExpression') return [{node: value as Expression, set: (node) => (children.value = node)}];
  return value.elements.map((node, index) => ({node: node as Expression, set: (replacement: Expression) => (value.elements[index] = replacement)}));
}

const identifier = (name: string) => ({type: 'Identifier' as const, name});
const literal = (value: string | number) => ({type: 'Literal' as const, value});
const property = (key: string, value: Expression): Property => ({type: 'Property', key: literal(key), value, kind: 'init', computed: false, method: false, shorthand: false});

const member = (object: Expression, key: string | number): Expression =>
  typeof key === 'number'
    ? {type: 'MemberExpression', object, property: literal(key), computed: true, optional: false}
    : {type: 'MemberExpression', object, property: identifier(key), computed: false, optional: false};
const islandsOf = (kind: 'e' | 'c', k: number) => member(member(identifier('_islands'), kind), k);

/** Every node of the tree below `node`, depth first, in source order. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  if (typeof (node as Node).type === 'string') yield node as Node;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && key !== 'position' && key !== 'data') yield* walk(value);
}

/** The `tokens` property (a string: build-time-highlight's tokens) of a `code` element call, if it is one. */
function codeTokens(node: Node): Property | null {
  const found = runtimeCall(node);
  if (!found) return null;
  const [type, props] = found.call.arguments;
  if (!type || type.type === 'SpreadElement' || elementTag(type) !== 'code' || props?.type !== 'ObjectExpression') return null;
  const tokens = props.properties.find(
    (p): p is Property => p.type === 'Property' && !p.computed && ((p.key.type === 'Identifier' && p.key.name === 'tokens') || (p.key.type === 'Literal' && p.key.value === 'tokens')),
  );
  return tokens && tokens.value.type === 'Literal' && typeof tokens.value.value === 'string' ? tokens : null;
}

/** The `children` property of a code element call when it is a string: the block's code. */
function codeChildren(node: Node): Property | null {
  const props = (node as CallExpression).arguments[1];
  if (props?.type !== 'ObjectExpression') return null;
  const children = props.properties.find((p): p is Property => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'children');
  return children && children.value.type === 'Literal' && typeof children.value.value === 'string' ? children : null;
}

/** An island's props on the server: its index as `data-i`, or for an admonition as a class (marks.ts). */
function markedProps(properties: Property[], admonition: boolean, k: number): Property[] {
  if (!admonition) return [property('data-i', literal(k)), ...properties];
  const isClassName = (p: Property) => !p.computed && ((p.key.type === 'Identifier' && p.key.name === 'className') || (p.key.type === 'Literal' && p.key.value === 'className'));
  const given = properties.find(isClassName);
  const classes = [given?.value.type === 'Literal' ? String(given.value.value) : '', `${ISLAND_CLASS}${k}`].filter(Boolean).join(' ');
  return [...properties.filter((p) => !isClassName(p)), property('className', literal(classes))];
}

/**
 * The names MDX takes from the components (`const {Details} = _components`, how it binds a
 * capitalised element that the file does not import).
 */
function providedNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const node of walk(program)) {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'ObjectPattern' || node.init?.type !== 'Identifier' || node.init.name !== COMPONENTS) continue;
    for (const p of node.id.properties) if (p.type === 'Property' && p.value.type === 'Identifier') names.add(p.value.name);
  }
  return names;
}

/** The THEME_ELEMENTS entry of an element call (`_components.admonition`, or `Details` taken from the components), else null. */
function themeElement(node: Node, provided: Set<string>): {call: CallExpression; local: string; module: string} | null {
  const found = runtimeCall(node);
  const type = found?.call.arguments[0];
  let name: string | null = null;
  if (type?.type === 'MemberExpression' && !type.computed && type.object.type === 'Identifier' && type.object.name === COMPONENTS && type.property.type === 'Identifier') name = type.property.name;
  else if (type?.type === 'Identifier' && provided.has(type.name)) name = type.name;
  const entry = name !== null && Object.hasOwn(THEME_ELEMENTS, name) ? THEME_ELEMENTS[name] : undefined;
  return found && entry ? {call: found.call, ...entry} : null;
}

export interface IslandCounts {
  /** Static top-level elements. */
  elements: number;
  /** Highlighted code blocks, whose lines' markup the browser reads instead of building it from tokens. */
  code: number;
}

/**
 * Turns a compiled MDX program's static top-level elements and its code blocks' tokens into
 * islands (see the file's comment). A code block's `tokens` becomes, on the server, `{i, t}`
 * (its index, for the `data-c` of its <code>, and the tokens), and in the browser the markup
 * of its lines (src/theme/CodeBlock/Content). Returns the counts.
 */
export function islandProgram(program: Program, permalink: string): IslandCounts {
  let code = 0;
  for (const node of Array.from(walk(program))) {
    const tokens = codeTokens(node);
    if (!tokens) continue;
    const k = code++;
    const server: ObjectExpression = {type: 'ObjectExpression', properties: [property('i', literal(k)), property('t', tokens.value as Expression)]};
    tokens.value = {type: 'ConditionalExpression', test: identifier(ISLANDS_CONSTANT), consequent: islandsOf('c', k), alternate: server};
    // The code itself (for the copy button): read from the block's lines in the browser too.
    const children = codeChildren(node);
    if (children) children.value = {type: 'ConditionalExpression', test: identifier(ISLANDS_CONSTANT), consequent: member(islandsOf('c', k), 'code'), alternate: children.value as Expression};
  }
  let elements = 0;
  /** Every node of the islands' server side (the elements as MDX compiled them, marked). */
  const inIslands = new Set<Node>();
  for (const slot of topLevel(program)) {
    if (!slot.node || !isStaticElement(slot.node)) continue;
    const {callee, call} = runtimeCall(slot.node)!;
    const k = elements++;
    const props = call.arguments[1] as ObjectExpression | undefined;
    const marked: CallExpression = {
      ...call,
      arguments: [call.arguments[0]!, {type: 'ObjectExpression', properties: markedProps((props?.properties ?? []) as Property[], elementTag(call.arguments[0]!) === ADMONITION, k)}, ...call.arguments.slice(2)],
    };
    const island: CallExpression = {
      type: 'CallExpression',
      optional: false,
      callee: identifier(callee),
      arguments: [identifier('_Island'), {type: 'ObjectExpression', properties: [property('e', islandsOf('e', k))]}],
    };
    for (const node of walk(marked)) inIslands.add(node);
    slot.set({type: 'ConditionalExpression', test: identifier(ISLANDS_CONSTANT), consequent: island, alternate: marked});
  }
  // An admonition left as code (it holds a code block or a component), or a details element,
  // renders the theme's component from this page's module: the docs' shared chunk no longer
  // carries them for every page (src/theme). Those on the server side of an island stay as they were.
  const imports = new Map<string, string>();
  const provided = providedNames(program);
  for (const node of Array.from(walk(program))) {
    const found = themeElement(node, provided);
    if (!found || inIslands.has(node)) continue;
    found.call.arguments[0] = identifier(found.local);
    imports.set(found.local, found.module);
  }
  const importsEnd = program.body.reduce((last, statement, i) => (statement.type === 'ImportDeclaration' ? i : last), -1) + 1;
  program.body.splice(
    importsEnd,
    0,
    ...Array.from(imports, ([local, module]) => ({type: 'ImportDeclaration', specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}], source: literal(module), attributes: []}) as unknown as Statement),
  );
  // A page without islands still reads its static regions (regions.ts) the same way.
  const importDeclaration = {
    type: 'ImportDeclaration',
    specifiers: [
      {type: 'ImportSpecifier', imported: identifier('Island'), local: identifier('_Island')},
      {type: 'ImportSpecifier', imported: identifier('loadIslands'), local: identifier('_loadIslands')},
    ],
    source: literal(ISLANDS_CLIENT),
    attributes: [],
  } as unknown as Statement;
  // const _islands = {};
  // export const __islands = __FIRST_LOAD_ISLANDS__ ? () => _loadIslands(permalink, {e: elements, c: code}, _islands) : null;
  // The route table's loader calls __islands and waits before the page is used (plugins/route-table):
  // no top-level await, whose runtime every page's first load would carry, and a failed read is
  // tried again at the next attempt to load the page.
  const counts: ObjectExpression = {type: 'ObjectExpression', properties: [property('e', literal(elements)), property('c', literal(code))]};
  const holder: Statement = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{type: 'VariableDeclarator', id: identifier('_islands'), init: {type: 'ObjectExpression', properties: []}}],
  };
  const load = {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: identifier(ISLANDS_EXPORT),
          init: {
            type: 'ConditionalExpression',
            test: identifier(ISLANDS_CONSTANT),
            consequent: {
              type: 'ArrowFunctionExpression',
              params: [],
              expression: true,
              async: false,
              generator: false,
              body: {type: 'CallExpression', optional: false, callee: identifier('_loadIslands'), arguments: [literal(permalink), counts, identifier('_islands')]},
            },
            alternate: {type: 'Literal', value: null},
          },
        },
      ],
    },
  } as unknown as Statement;
  const lastImport = program.body.reduce((last, statement, i) => (statement.type === 'ImportDeclaration' ? i : last), -1);
  program.body.splice(lastImport + 1, 0, importDeclaration, holder, load);
  return {elements, code};
}

let cached: {file: string; mtimeMs: number; map: Record<string, string>} | undefined;

/** The {source path: permalink} map, read again when the file changes; fails when it is missing or not that. */
export function readPermalinks(file: string): Record<string, string> {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    throw new Error(`first-load islands: ${file} is missing; plugins/first-load writes it once the docs are loaded (is the plugin in config/plugins.ts?)`);
  }
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.map;
  const map = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!map || typeof map !== 'object' || Array.isArray(map) || Object.values(map).some((v) => typeof v !== 'string' || !v.startsWith('/'))) {
    throw new Error(`first-load islands: ${file} is not an object of source paths to permalinks`);
  }
  cached = {file, mtimeMs, map: map as Record<string, string>};
  return cached.map;
}

/** The recma plugin: the docs' `recmaPlugins` entry. */
export default function recmaIslands(options: RecmaIslandsOptions) {
  if (!options || typeof options.map !== 'string' || !path.isAbsolute(options.map)) throw new Error('first-load islands: the recma plugin needs `map`, an absolute path');
  return (tree: Program, file: VFile) => {
    if (!file.path) return;
    const permalink = readPermalinks(options.map)[file.path];
    if (permalink === undefined) return;
    islandProgram(tree, permalink);
  };
}
