/**
 * The relevance query set (queries.yaml): read, checked, and compared with the site's
 * pages. Every problem names the file, the entry and the field.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import {parse} from 'yaml';
import {normalizeRoute} from './metrics';

export const QUERY_SET_FILE = path.join(__dirname, 'queries.yaml');
/**
 * The held-out set: queries written, with their answers, by someone who had not seen the search
 * code or its misses, after the tuning of the ranking and synonyms on QUERY_SET_FILE. It is
 * measured and reported, never tuned on: a ranking that only fits the query set shows here.
 */
export const HOLDOUT_SET_FILE = path.join(__dirname, 'holdout.yaml');

export interface RelevanceQuery {
  query: string;
  /** Routes of the pages that answer the query, e.g. /evm/networks. */
  answers: string[];
  note?: string;
}

const FIELDS = new Set(['query', 'answers', 'note']);

/** Checks a parsed query set; `file` names it in errors. */
export function validateQuerySet(raw: unknown, file: string): RelevanceQuery[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a list of entries ({query, answers, note?}), got ${raw === null ? 'nothing' : typeof raw}`);
  const seen = new Map<string, number>();
  return raw.map((entry: unknown, index) => {
    const where = `${file}: entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Error(`${where}: expected {query, answers, note?}`);
    const record = entry as Record<string, unknown>;
    const unknown = Object.keys(record).filter((key) => !FIELDS.has(key));
    if (unknown.length) throw new Error(`${where}: unknown field ${unknown.join(', ')} (fields are query, answers, note)`);
    const {query, answers, note} = record;
    if (typeof query === 'number') throw new Error(`${where}: "query" is read as the number ${query}: put it in quotes`);
    if (typeof query !== 'string' || !query.trim()) throw new Error(`${where}: "query" must be a non-empty string`);
    const named = `${where} ("${query}")`;
    const earlier = seen.get(query.trim().toLowerCase());
    if (earlier !== undefined) throw new Error(`${named}: the same query as entry ${earlier}`);
    seen.set(query.trim().toLowerCase(), index + 1);
    if (!Array.isArray(answers) || answers.length === 0) throw new Error(`${named}: "answers" must be a non-empty list of routes`);
    for (const answer of answers) {
      if (typeof answer !== 'string' || !answer.startsWith('/') || /[#?]/.test(answer)) {
        throw new Error(`${named}: answer ${JSON.stringify(answer)} is not a page route (a site path such as /evm/networks, no anchor)`);
      }
    }
    if (note !== undefined && typeof note !== 'string') throw new Error(`${named}: "note" must be a string`);
    return {query, answers: answers as string[], ...(note === undefined ? {} : {note})};
  });
}

export async function loadQuerySet(file = QUERY_SET_FILE): Promise<RelevanceQuery[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${file} cannot be read: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  return validateQuerySet(raw, file);
}

/**
 * The routes the docs plugin serves for the pages under `docsDir` (routeBasePath `/`):
 * `a/b.md` at /a/b, `a/index.md` at /a, a front-matter `slug` (absolute, or relative to
 * the folder) or `id` replacing the file's name.
 */
export async function docRoutes(docsDir: string): Promise<Set<string>> {
  const files = (await readdir(docsDir, {recursive: true})).map((file) => file.split(path.sep).join('/')).filter((file) => /\.mdx?$/.test(file));
  const routes = new Set<string>();
  for (const file of files) {
    const {data} = matter(await readFile(path.join(docsDir, file), 'utf8'));
    const dir = path.posix.dirname(`/${file}`);
    let route: string;
    if (typeof data.slug === 'string') route = data.slug.startsWith('/') ? data.slug : path.posix.join(dir, data.slug);
    else if (typeof data.id === 'string') route = path.posix.join(dir, data.id);
    else route = `/${file}`.replace(/\.mdx?$/, '').replace(/\/index$/, '') || '/';
    routes.add(normalizeRoute(route));
  }
  return routes;
}

/** The answers of `queries` that are not in `routes`, as messages naming the query. */
export function unknownAnswers(queries: readonly RelevanceQuery[], routes: ReadonlySet<string>, file = QUERY_SET_FILE): string[] {
  return queries.flatMap(({query, answers}, index) =>
    answers.filter((answer) => !routes.has(normalizeRoute(answer))).map((answer) => `${file}: entry ${index + 1} ("${query}"): ${answer} is not a page of the site`),
  );
}
