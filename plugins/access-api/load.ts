/**
 * Where the Access API description comes from: a URL (or file) read at build
 * time, validated as OpenAPI before use; when it is unreachable, slow or
 * invalid, the project's checked-in description, with one warning naming the
 * cause, or a build error in strict mode.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createConfig, lintFromString, parseYaml, type NormalizedProblem} from '@redocly/openapi-core';
import {fetchText, isRemote} from '../shared/fetchText';

export interface ResolveOptions {
  /** http(s) URL, file: URL or path of the description to render. */
  url: string;
  /** The project's own description, used when `url` cannot be used. */
  fallbackFile: string;
  timeoutMs: number;
  /** Fail the build instead of falling back. */
  strict: boolean;
  /** Base folder for relative paths and for the names shown in messages. */
  cwd: string;
}

export type DescriptionSource =
  | {kind: 'remote' | 'file'; location: string}
  | {kind: 'fallback'; location: string; reason: string};

export interface ResolvedDescription {
  /** The description exactly as read: what the download link serves. */
  text: string;
  /** The same, parsed. */
  document: OpenApiDocument;
  source: DescriptionSource;
}

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string};
  paths: Record<string, Record<string, {operationId?: string; summary?: string; tags?: string[]}>>;
  [key: string]: unknown;
}

/** A description that cannot be used, naming where it came from and what is wrong. */
export class DescriptionError extends Error {
  override name = 'DescriptionError';
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function describeProblem(problem: NormalizedProblem): string {
  const pointer = problem.location[0]?.pointer?.replace(/^#/, '') || '/';
  return `${pointer}: ${problem.message}`;
}

/**
 * Parses and validates a description against the OpenAPI 3 schema (Redocly's
 * structural rule), and asks for at least one operation. Throws a
 * DescriptionError naming the source and the first problems.
 */
export async function validateDescription(text: string, name: string): Promise<OpenApiDocument> {
  let parsed: unknown;
  try {
    parsed = parseYaml(text);
  } catch (error) {
    throw new DescriptionError(`${name}: not valid YAML or JSON (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DescriptionError(`${name}: not an OpenAPI description (the document is not an object)`);
  }
  const version = (parsed as {openapi?: unknown}).openapi;
  if (typeof version !== 'string' || !/^3\.[01]\.\d+$/.test(version)) {
    throw new DescriptionError(`${name}: field \`openapi\` must be an OpenAPI 3.0 or 3.1 version, got ${JSON.stringify(version ?? null)}`);
  }
  const config = await createConfig({rules: {struct: 'error'}});
  const problems = (await lintFromString({source: text, absoluteRef: name, config})).filter((p) => p.severity === 'error');
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).map(describeProblem).join('; ');
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    throw new DescriptionError(`${name}: not a valid OpenAPI description: ${shown}${more}`);
  }
  const document = parsed as OpenApiDocument;
  if (operations(document).length === 0) {
    throw new DescriptionError(`${name}: field \`paths\` describes no operation`);
  }
  return document;
}

export interface Operation {
  /** Upper case, as shown: GET, POST … */
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  /** Its first tag, which Redoc files it under. */
  tag?: string;
}

/** Every operation of a description. */
export function operations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: route,
        operationId: operation?.operationId,
        summary: operation?.summary,
        tag: operation?.tags?.[0],
      })),
  );
}

async function readLocal(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new DescriptionError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

export async function resolveDescription(options: ResolveOptions): Promise<ResolvedDescription> {
  const {url, fallbackFile, timeoutMs, strict, cwd} = options;
  let reason: string;
  if (isRemote(url)) {
    const result = await fetchText(url, timeoutMs);
    if ('text' in result) {
      try {
        return {text: result.text, document: await validateDescription(result.text, url), source: {kind: 'remote', location: url}};
      } catch (error) {
        if (!(error instanceof DescriptionError)) throw error;
        reason = error.message;
      }
    } else {
      reason = `${url} unreachable: ${result.unreachable}`;
    }
  } else {
    // A local file is chosen on purpose: a missing or invalid one is an error, never a fallback.
    const file = url.startsWith('file:') ? fileURLToPath(url) : path.resolve(cwd, url);
    const text = await readLocal(file);
    return {text, document: await validateDescription(text, path.relative(cwd, file)), source: {kind: 'file', location: path.relative(cwd, file)}};
  }

  if (strict) {
    throw new DescriptionError(`the Access API description could not be used and strict mode forbids the fallback: ${reason}`);
  }
  const name = path.relative(cwd, fallbackFile);
  const text = await readLocal(fallbackFile);
  return {text, document: await validateDescription(text, name), source: {kind: 'fallback', location: name, reason}};
}
