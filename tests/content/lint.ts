/**
 * The content lint: what every page under docs/ must satisfy before it ships.
 * - front matter parses, and has a `title` and a `description`;
 * - `status`, when present, is `outline`;
 * - every ```cadence block parses with the real Cadence 1.0 parser;
 * - every js/jsx/ts/tsx block parses; every json block is valid JSON;
 * - no placeholder words;
 * - a written page (no `status: outline`) has a `sidebar_position`; a leaf page
 *   carries at least 400 words of prose beside its code, and a section index
 *   links every page of its section (see `sectionProblems`).
 * A block whose meta holds `fragment="reason"` is a deliberate fragment: it is
 * skipped and counted, and must say why it is incomplete. A complete Cadence
 * block that cannot run on a fresh emulator holds `norun="reason"` instead.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import type {Code, Root} from 'mdast';
import {CadenceParser} from '@onflow/cadence-parser';
import {fragmentReason, norunReason, parseMdx} from '../../examples/harness/blocks';

export interface Problem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export interface LintStats {
  files: number;
  outlines: number;
  blocks: Record<string, number>;
  fragments: number;
}

export interface Linter {
  /** Lints one page; `children` are the docs/ paths a section index must link (empty for a leaf page). */
  lint(file: string, text: string, children?: string[]): Problem[];
  stats: LintStats;
}

/** The least prose a written leaf page carries, beside its code. */
export const MIN_PROSE_WORDS = 400;

const JS_LANGS: Record<string, string> = {js: 'x.js', javascript: 'x.js', jsx: 'x.jsx', ts: 'x.ts', typescript: 'x.ts', tsx: 'x.tsx'};

/** Words that mark unfinished writing. Upper-case markers match exactly; phrases in any case. */
const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/\bFIXME\b/, 'FIXME'],
  [/\bXXX\b/, 'XXX'],
  [/lorem ipsum/i, 'lorem ipsum'],
  [/coming soon/i, 'coming soon'],
  [/\[insert [^\]]*\]/i, '[insert …]'],
];

let parserPromise: Promise<CadenceParser> | null = null;

/** The Cadence parser, loaded once (its wasm is not in the package exports, so it is read by path). */
export function cadenceParser(): Promise<CadenceParser> {
  parserPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve('@onflow/cadence-parser')), '..', 'cadence-parser.wasm');
    return CadenceParser.create(await readFile(wasmPath));
  })();
  return parserPromise;
}

interface CadenceResult {
  error?: {Errors?: Array<{Message: string; Pos?: {Line: number}}>};
}

/**
 * `keywords` (optional) are what a reader may type to find the page; search indexes them with the
 * description (plugins/search-index). A list of distinct phrases, as YAML reads them: an unquoted
 * hex address or number becomes a number, which Docusaurus refuses, so say so here first.
 */
function keywordProblems(file: string, keywords: unknown): Problem[] {
  if (keywords === undefined) return [];
  if (!Array.isArray(keywords)) return [{file, field: 'keywords', message: 'front matter `keywords` must be a list, e.g. [chain id, rpc]'}];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || keyword.trim() === '') {
      problems.push({file, field: 'keywords', message: `front matter \`keywords\` holds ${JSON.stringify(keyword)}, not a phrase: quote numbers and hex addresses`});
      continue;
    }
    const key = keyword.trim().toLowerCase();
    if (seen.has(key)) problems.push({file, field: 'keywords', message: `front matter \`keywords\` lists "${keyword}" twice`});
    seen.add(key);
  }
  return problems;
}

function frontMatterProblems(file: string, data: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const field of ['title', 'description'] as const) {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({file, field, message: `front matter \`${field}\` is missing or empty`});
    }
  }
  if (data.status !== undefined && data.status !== 'outline') {
    problems.push({file, field: 'status', message: `front matter \`status\` may only be "outline", got ${JSON.stringify(data.status)}`});
  }
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number') {
    problems.push({file, field: 'sidebar_position', message: 'front matter `sidebar_position` must be a number'});
  }
  problems.push(...keywordProblems(file, data.keywords));
  return problems;
}

function codeProblems(file: string, block: Code, parser: CadenceParser, stats: LintStats): Problem[] {
  const lang = (block.lang ?? '').toLowerCase();
  const line = block.position?.start.line;
  if (!lang) return [];
  stats.blocks[lang] = (stats.blocks[lang] ?? 0) + 1;
  const fragment = fragmentReason(block.meta);
  if (fragment !== null) {
    stats.fragments += 1;
    return fragment ? [] : [{file, line, field: 'fragment', message: 'a fragment must say why it is incomplete: ```lang fragment="reason"```'}];
  }
  const norun = norunReason(block.meta);
  const norunProblem: Problem[] =
    norun === null || (norun && lang === 'cadence')
      ? []
      : [{file, line, field: 'norun', message: lang === 'cadence' ? 'a block that cannot run must say why: ```cadence norun="reason"```' : '`norun` marks Cadence blocks only'}];
  if (lang === 'cadence') {
    const result = parser.parse(block.value) as CadenceResult;
    const errors = result.error?.Errors ?? [];
    return [
      ...norunProblem,
      ...errors.map((error) => ({
        file,
        line: line !== undefined && error.Pos ? line + error.Pos.Line : line,
        message: `Cadence does not parse: ${error.Message}`,
      })),
    ];
  }
  if (norunProblem.length) return norunProblem;
  if (lang in JS_LANGS) {
    const out = ts.transpileModule(block.value, {
      fileName: JS_LANGS[lang],
      reportDiagnostics: true,
      compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext},
    });
    return (out.diagnostics ?? []).map((d) => ({
      file,
      line,
      message: `${lang} does not parse: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    }));
  }
  if (lang === 'json') {
    try {
      JSON.parse(block.value);
      return [];
    } catch (error) {
      return [{file, line, message: `json block is not valid JSON: ${(error as Error).message}`}];
    }
  }
  return [];
}

export async function createLinter(): Promise<Linter> {
  const parser = await cadenceParser();
  const stats: LintStats = {files: 0, outlines: 0, blocks: {}, fragments: 0};

  return {
    stats,
    lint(file, text, children = []) {
      stats.files += 1;
      let data: Record<string, unknown>;
      try {
        data = matter(text).data;
      } catch (error) {
        const reason = (error as {reason?: string}).reason ?? (error as Error).message.split('\n')[0];
        const mark = (error as {mark?: {line: number}}).mark;
        return [{file, line: mark ? mark.line + 2 : undefined, field: 'front matter', message: `front matter is not valid YAML: ${reason}`}];
      }
      const problems = frontMatterProblems(file, data);
      if (data.status === 'outline') stats.outlines += 1;

      let tree: Root;
      try {
        tree = parseMdx(text);
      } catch (error) {
        const err = error as {line?: number; reason?: string; message: string};
        problems.push({file, line: err.line, message: `does not compile as MDX: ${err.reason ?? err.message}`});
        return problems;
      }
      visit(tree, 'code', (block: Code) => {
        problems.push(...codeProblems(file, block, parser, stats));
      });

      if (data.status !== 'outline') problems.push(...writtenPageProblems(file, data, tree, children));

      const lines = text.split('\n');
      lines.forEach((content, index) => {
        for (const [pattern, word] of PLACEHOLDERS) {
          if (pattern.test(content)) problems.push({file, line: index + 1, message: `placeholder word "${word}"`});
        }
      });
      return problems;
    },
  };
}

/** Words of prose in a page: text outside code blocks, imports and JSX expressions. */
export function proseWords(tree: Root): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'yaml') return 'skip';
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += (node as {value: string}).value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
    return undefined;
  });
  return words;
}

/** The docs/ file a link in `file` points to, or null for outside links and anchors. */
export function linkTarget(file: string, url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return null;
  const bare = url.split('#')[0]!.split('?')[0]!.replace(/\/$/, '');
  if (bare === '') return null;
  const posix = path.posix;
  let target: string;
  if (bare.startsWith('/')) {
    target = posix.join('docs', bare);
  } else if (/\.mdx?$/.test(bare)) {
    target = posix.join(posix.dirname(file), bare);
  } else {
    // A relative URL is resolved by the browser against the page's route, which has no
    // trailing slash: an index page's route is its folder, so its links resolve one level up.
    const route = file.replace(/\.mdx?$/, '').replace(/\/index$/, '');
    target = posix.join(posix.dirname(route), bare);
  }
  return target.replace(/\.mdx?$/, '').replace(/\/index$/, '');
}

function writtenPageProblems(file: string, data: Record<string, unknown>, tree: Root, children: string[]): Problem[] {
  const problems: Problem[] = [];
  if (data.sidebar_position === undefined) {
    problems.push({file, field: 'sidebar_position', message: 'a written page needs front matter `sidebar_position`'});
  }
  if (children.length === 0) {
    const words = proseWords(tree);
    if (words < MIN_PROSE_WORDS) {
      problems.push({file, message: `a written page needs at least ${MIN_PROSE_WORDS} words of prose beside its code, it has ${words}`});
    }
    return problems;
  }
  const linked = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      const target = linkTarget(file, (node as {url: string}).url);
      if (target) linked.add(target);
    }
  });
  for (const child of children) {
    const route = child.replace(/\.mdx?$/, '').replace(/\/index$/, '');
    if (!linked.has(route)) problems.push({file, message: `a section index must link each page of its section; it does not link ${child}`});
  }
  return problems;
}

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}${problem.field ? ` [${problem.field}]` : ''}: ${problem.message}`;
}
