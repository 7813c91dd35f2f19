/**
 * The Prism languages Redoc needs for one description.
 *
 * Redoc's bundle loads 23 of Prism's language files for the code it highlights: the samples
 * of `x-codeSamples` and the fenced code blocks of the description's Markdown. A description
 * uses a few of them (ours: shell only); the others cost the reference page about 55 kB of
 * script and their evaluation on every visit. The plugin's loader (client/prismScopeLoader.cjs)
 * empties the files this function does not name.
 *
 * Redoc looks a language up by its lowercased name, then through its own table of a few
 * names, and highlights anything it cannot find as C-like code, which Prism's core holds
 * (as it holds JavaScript, HTML and CSS): a language left out is highlighted plainly, never
 * an error.
 */
import {readFileSync} from 'node:fs';
import components from 'prismjs/components.json';

interface Component {
  require?: string | string[];
  alias?: string | string[];
}

const languages = components.languages as unknown as Record<string, Component>;
/** Redoc's own table, from redoc/src/utils/highlight.ts (mapLang). */
const REDOC_NAMES: Record<string, string> = {json: 'js', 'c++': 'cpp', 'c#': 'csharp', 'objective-c': 'objectivec', shell: 'bash', viml: 'vim'};
const FENCE = /^[ \t]*(?:```|~~~)[ \t]*([^\s`~{]+)/gm;

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The languages of Prism's core, always there: `require('prismjs')` is prism.js, core and these. */
const CORE = ['markup', 'css', 'clike', 'javascript'];

/** The language files Redoc's browser bundle requires, read from the bundle. */
export function redocPrismFiles(): string[] {
  const bundle = readFileSync(require.resolve('redoc/bundles/redoc.browser.lib.js'), 'utf8');
  const ids = [...bundle.matchAll(/require\("prismjs\/components\/prism-([\w-]+)\.js"\)/g)].map((match) => match[1]!);
  if (ids.length === 0) throw new Error('plugins/access-api/prismLanguages.ts: Redoc\'s bundle no longer requires Prism language files this way');
  return ids;
}

/** The component of Prism (core or Redoc's files) that answers to a name or alias. */
function componentOf(name: string, available: string[]): string | undefined {
  return available.find((id) => id === name || list(languages[id]!.alias).includes(name));
}

/** Every language name the description shows code in. */
export function languagesUsed(document: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const [, lang] of value.matchAll(FENCE)) names.add(lang!.toLowerCase());
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'x-codeSamples' && Array.isArray(child)) {
          for (const sample of child) if (typeof sample?.lang === 'string') names.add(sample.lang.toLowerCase());
        }
        walk(child);
      }
    }
  };
  walk(document);
  return names;
}

/** Redoc's language files that its highlighting of `document` needs, with those they require. */
export function prismComponentsFor(document: unknown, files: string[] = redocPrismFiles()): string[] {
  const available = [...CORE, ...files];
  const needed = new Set<string>();
  const add = (id: string): void => {
    if (needed.has(id) || CORE.includes(id)) return;
    needed.add(id);
    for (const dependency of list(languages[id]!.require)) add(dependency);
  };
  for (const name of languagesUsed(document)) {
    // As Redoc looks it up: the name, else its table's name for it.
    const id = componentOf(name, available) ?? componentOf(REDOC_NAMES[name] ?? '', available);
    if (id) add(id);
  }
  return [...needed].sort();
}
