/**
 * The content lint: what every page under docs/ must satisfy before it ships.
 * - front matter parses, and has a `title` and a `description`;
 * - `status`, when present, is `outline`;
 * - every ```cadence block parses with the real Cadence 1.0 parser;
 * - every js/jsx/ts/tsx block parses; every json block is valid JSON;
 * - no placeholder words.
 * A block whose meta holds `partial` is a deliberate fragment: it is skipped
 * and counted.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import ts from 'typescript';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {visit} from 'unist-util-visit';
import type {Code, Root} from 'mdast';
import {CadenceParser} from '@onflow/cadence-parser';

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
  partial: number;
}

export interface Linter {
  lint(file: string, text: string): Problem[];
  stats: LintStats;
}

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

function hasMeta(block: Code, word: string): boolean {
  return (block.meta ?? '').split(/\s+/).includes(word);
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
  return problems;
}

function codeProblems(file: string, block: Code, parser: CadenceParser, stats: LintStats): Problem[] {
  const lang = (block.lang ?? '').toLowerCase();
  const line = block.position?.start.line;
  if (!lang) return [];
  stats.blocks[lang] = (stats.blocks[lang] ?? 0) + 1;
  if (hasMeta(block, 'partial')) {
    stats.partial += 1;
    return [];
  }
  if (lang === 'cadence') {
    const result = parser.parse(block.value) as CadenceResult;
    const errors = result.error?.Errors ?? [];
    return errors.map((error) => ({
      file,
      line: line !== undefined && error.Pos ? line + error.Pos.Line : line,
      message: `Cadence does not parse: ${error.Message}`,
    }));
  }
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
  const stats: LintStats = {files: 0, outlines: 0, blocks: {}, partial: 0};
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

  return {
    stats,
    lint(file, text) {
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
        tree = processor.parse(text) as Root;
      } catch (error) {
        const err = error as {line?: number; reason?: string; message: string};
        problems.push({file, line: err.line, message: `does not compile as MDX: ${err.reason ?? err.message}`});
        return problems;
      }
      visit(tree, 'code', (block: Code) => {
        problems.push(...codeProblems(file, block, parser, stats));
      });

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

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}${problem.field ? ` [${problem.field}]` : ''}: ${problem.message}`;
}
