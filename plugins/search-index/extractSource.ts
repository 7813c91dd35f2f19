/**
 * The dev-server counterpart of extract.ts: `docusaurus start` renders no HTML, so
 * there the index is read from each doc's Markdown source. Headings get the ids
 * Docusaurus gives them (an explicit `{#id}`, else the slug of their text).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';
import {linkPath, normalizeText, summaryText} from './records';
import type {Block, ExtractedPage} from './types';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(remarkDirective);

export interface SourceDoc {
  /** Absolute path of the Markdown file. */
  file: string;
  permalink: string;
  title: string;
  /** The permalink of the doc in a Markdown file (absolute path), for links written as relative file paths. */
  permalinkOf?: (file: string) => string | undefined;
}

/** The page's summary as the built page's meta tags give it: front matter `description`, then `keywords`. */
function summaryOf(frontMatter: string): string | undefined {
  let data: unknown;
  try {
    data = parseYaml(frontMatter);
  } catch {
    return undefined;
  }
  const {description, keywords} = (data && typeof data === 'object' ? data : {}) as {description?: unknown; keywords?: unknown};
  return summaryText(typeof description === 'string' ? description : undefined, Array.isArray(keywords) ? keywords.map(String) : []) || undefined;
}

/** A link's site path: `/path` as written, `./other.md` through the doc it names; undefined for other sites and unknown files. */
function linkTarget(url: string, doc: SourceDoc): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return linkPath(url);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return undefined;
  const file = url.replace(/[?#].*$/, '');
  if (!/\.mdx?$/.test(file)) return undefined;
  const permalink = doc.permalinkOf?.(path.resolve(path.dirname(doc.file), decodeURIComponent(file)));
  return permalink === undefined ? undefined : linkPath(permalink);
}

function blocksOf(tree: Root, doc: SourceDoc): {title?: string; summary?: string; blocks: Block[]; links: Set<string>} {
  const slugger = createSlugger();
  const links = new Set<string>();
  const blocks: Block[] = [];
  let title: string | undefined;
  let summary: string | undefined;
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const {text, id} = parseMarkdownHeadingId(toString(node as Heading));
        if (node.depth === 1) title ??= normalizeText(text);
        else blocks.push({kind: 'heading', level: node.depth as 2, text, anchor: id ?? slugger.slug(text)});
      } else if (node.type === 'paragraph' || node.type === 'tableCell') {
        const text = normalizeText(toString(node));
        if (text) blocks.push({kind: 'text', text});
      } else if (node.type === 'yaml') {
        summary ??= summaryOf(node.value);
      } else if (node.type === 'code' || node.type === 'html') {
        continue;
      } else if ('children' in node) {
        walk(node.children as RootContent[]);
      }
    }
  };
  walk(tree.children);
  const readLinks = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'link') {
        const target = linkTarget(node.url, doc);
        if (target) links.add(target);
      }
      if ('children' in node) readLinks(node.children as RootContent[]);
    }
  };
  readLinks(tree.children);
  return {title, ...(summary ? {summary} : {}), blocks, links};
}

export async function extractFromSource(
  doc: SourceDoc,
  lvl0: string,
  language: string,
  docusaurusTag: string,
): Promise<ExtractedPage> {
  // `## Title {#id}` is Docusaurus syntax, not an MDX expression: escape it as Docusaurus does before parsing.
  const source = (await readFile(doc.file, 'utf8')).replace(/^(#{1,6} .*?)\{#([\w-]+)\}[ \t]*$/gm, '$1\\{#$2\\}');
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    throw new Error(`[search-index] ${doc.file}: cannot read the page for search: ${(error as Error).message}`);
  }
  const {title, summary, blocks, links} = blocksOf(tree, doc);
  links.delete(linkPath(doc.permalink));
  return {path: doc.permalink, lvl0, title: title ?? doc.title, language, docusaurusTag, blocks, ...(summary ? {summary} : {}), ...(links.size ? {links: [...links]} : {})};
}
