/**
 * llms-txt: the docs as Markdown, for readers and AI tools (llmstxt.org).
 *
 * After the build, docusaurus-plugin-llms reads every doc's Markdown source, strips
 * what only MDX understands (imports, JSX), and writes it beside the page's HTML as
 * `<route>.md` (title as `# heading`, the description as a quote), and writes
 * `/llms.txt` with one section per part of the site. This plugin wraps it:
 * - it gives the parts of the site (`sections`, one docs folder each) and the summary;
 * - it rewrites every `<route>.md` to plain Markdown (markdown.ts: admonitions as text,
 *   links to other docs as absolute `.md` addresses) and fails the build when a doc
 *   has no Markdown page or links nowhere;
 * - it adds the API reference section, linking the reference and its OpenAPI file;
 * - it writes `/llms-full.txt` itself, from those rewritten pages in the order of
 *   `/llms.txt`, so both say the same thing.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import llmsPlugin from 'docusaurus-plugin-llms';
import {markdownPath, plainMarkdown, type MarkdownComponents} from './markdown';

export interface LlmsTxtSection {
  /** The section's heading in /llms.txt. */
  label: string;
  /** Docs folder, relative to the site, whose pages the section lists (e.g. `docs/evm`). */
  path: string;
}

export interface LlmsTxtLink {
  title: string;
  /** Site path (`/http-api`) or absolute URL. */
  url: string;
  description: string;
}

export interface LlmsTxtPluginOptions {
  /** One paragraph under the site's name. */
  summary: string;
  /** Parts of the site, in order; sections with the same label are listed as one. */
  sections: LlmsTxtSection[];
  /** The last section of /llms.txt, for pages that are not docs. */
  apiReference: {label: string; links: LlmsTxtLink[]};
  /**
   * MDX components that stand for content (a table rendered from data), by name, with the
   * Markdown each stands for: a page's `<Name />` line becomes that Markdown in its `.md`.
   * Other components are dropped, keeping the Markdown between their tags.
   */
  components?: MarkdownComponents;
}

const link = Joi.object<LlmsTxtLink>({
  title: Joi.string().min(1).required(),
  url: Joi.string().pattern(/^(\/|https?:\/\/)/).required(),
  description: Joi.string().min(1).required(),
});

const schema = Joi.object<LlmsTxtPluginOptions>({
  summary: Joi.string().min(1).required(),
  sections: Joi.array()
    .items(Joi.object({label: Joi.string().min(1).required(), path: Joi.string().pattern(/^docs(\/[a-z0-9-]+)+$/).required()}))
    .min(1)
    .required(),
  apiReference: Joi.object({label: Joi.string().min(1).required(), links: Joi.array().items(link).min(1).required()}).required(),
  components: Joi.object().pattern(/^[A-Z][A-Za-z0-9]*$/, Joi.function().arity(0)).default({}),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LlmsTxtPluginOptions>, LlmsTxtPluginOptions>): LlmsTxtPluginOptions {
  return validate(schema, options);
}

export interface DocEntry {
  /** Absolute path of the source file. */
  file: string;
  permalink: string;
  description: string;
}

type DocsContent = {loadedVersions: {docs: {source: string; permalink: string; description: string}[]}[]};

/**
 * docusaurus-plugin-llms cuts descriptions at 150 characters; /llms.txt gives each
 * doc its whole front matter description instead.
 */
export function withFullDescriptions(llmsTxt: string, docs: DocEntry[], siteUrl: string): string {
  const byUrl = new Map(docs.map((doc) => [`${siteUrl}${markdownPath(doc.permalink)}`, doc.description.replace(/\s+/g, ' ').trim()]));
  return llmsTxt.replace(/^(- \[[^\]]*\]\((\S+?)\))(?::.*)?$/gm, (line, head: string, url: string) => {
    const description = byUrl.get(url);
    return description ? `${head}: ${description}` : line;
  });
}

/** The section added to /llms.txt for the API reference. */
export function apiSection(options: LlmsTxtPluginOptions, siteUrl: string): string {
  const absolute = (url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);
  const lines = options.apiReference.links.map((item) => `- [${item.title}](${absolute(item.url)}): ${item.description}`);
  return `## ${options.apiReference.label}\n\n${lines.join('\n')}\n`;
}

/**
 * Rewrites every doc's `.md` file in place (plain Markdown) and writes llms-full.txt
 * from them, in the order /llms.txt lists them.
 */
export async function finishMarkdown(
  outDir: string,
  docs: DocEntry[],
  siteUrl: string,
  summary: string,
  siteTitle: string,
  components: MarkdownComponents = {},
): Promise<number> {
  const permalinks = new Map(docs.map((doc) => [doc.file, doc.permalink]));
  const pages = new Map<string, string>();
  for (const doc of docs) {
    const file = path.join(outDir, markdownPath(doc.permalink));
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`[llms-txt] ${doc.file}: no Markdown page was written at ${markdownPath(doc.permalink)} (${(error as Error).message})`);
    }
    const plain = plainMarkdown(text, {sourceFile: doc.file, permalinks, siteUrl, components});
    await writeFile(file, plain);
    pages.set(`${siteUrl}${markdownPath(doc.permalink)}`, plain);
  }
  const llmsTxt = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
  const order = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)\s]+\.md)\)/g)].map((m) => m[1]!).filter((url) => pages.has(url));
  const missing = [...pages.keys()].filter((url) => !order.includes(url));
  if (missing.length > 0) throw new Error(`[llms-txt] llms.txt does not list ${missing.length} docs, e.g. ${missing[0]}`);
  const body = order.map((url) => `<!-- ${url} -->\n\n${pages.get(url)!.trim()}\n`).join('\n---\n\n');
  await writeFile(path.join(outDir, 'llms-full.txt'), `# ${siteTitle}\n\n> ${summary}\n\n---\n\n${body}`);
  return order.length;
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtPluginOptions): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '') + context.siteConfig.baseUrl.replace(/\/+$/, '');
  const upstream = llmsPlugin(context, {
    docsDir: options.sections.map(({label, path: dir}) => ({label, path: dir, routeBasePath: dir.replace(/^docs\/?/, '')})),
    description: options.summary,
    rootContent: 'Every page listed here is also plain Markdown at its address with `.md` added; /llms-full.txt holds all of them in one file.',
    generateLLMsTxt: true,
    generateLLMsFullTxt: false,
    generateMarkdownFiles: true,
    excludeImports: true,
    removeDuplicateHeadings: false,
    preserveComponents: Object.keys(options.components ?? {}),
    logLevel: 'quiet',
  });
  let docs: DocEntry[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      docs = (content?.loadedVersions[0]?.docs ?? []).map((doc) => ({
        file: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
        permalink: doc.permalink,
        description: doc.description,
      }));
    },
    async postBuild(props) {
      await upstream.postBuild!(props as Parameters<NonNullable<typeof upstream.postBuild>>[0]);
      const llmsFile = path.join(props.outDir, 'llms.txt');
      const listed = withFullDescriptions(await readFile(llmsFile, 'utf8'), docs, siteUrl);
      await writeFile(llmsFile, `${listed.trimEnd()}\n\n${apiSection(options, siteUrl)}`);
      const count = await finishMarkdown(props.outDir, docs, siteUrl, options.summary, context.siteConfig.title, options.components);
      logger.info(`[llms-txt] llms.txt, llms-full.txt and ${count} Markdown pages (docusaurus-plugin-llms, then plain Markdown)`);
    },
  };
}

llmsTxtPlugin.validateOptions = validateOptions;
