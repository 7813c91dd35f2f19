/**
 * Turns the Markdown docusaurus-plugin-llms writes for a page into plain Markdown for
 * readers and tools: admonitions become a bold label and plain text, Docusaurus heading
 * ids go, and links to other docs (written as source paths, `../basics/accounts.md`)
 * become absolute addresses of their Markdown pages. Code blocks are left exactly as
 * they are.
 */
import path from 'node:path';
import {markdownPath} from './paths';

export {markdownPath};

export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

/** Component name → the Markdown its self-closing tag stands for (plugins/llms-txt `components`). */
export type MarkdownComponents = Record<string, () => string>;

export interface LinkContext {
  /** Absolute path of the page's source file. */
  sourceFile: string;
  /** Absolute source path → permalink, for every doc. */
  permalinks: Map<string, string>;
  /** Site origin, without a trailing slash. */
  siteUrl: string;
  /** Components whose tags docusaurus-plugin-llms kept, to be replaced by their Markdown. */
  components?: MarkdownComponents;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_OPEN = /^(\s*)(:{3,})([a-z]+)(?:[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:{3,}\s*$/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/;
const COMPONENT_TAG = /<([A-Z][A-Za-z0-9]*)\b[^>]*>/;
const SELF_CLOSING = /^\s*<([A-Z][A-Za-z0-9]*)\s*\/>\s*$/;
const DOC_LINK = /\]\((?![a-z][a-z0-9+.-]*:|\/|#)([^)\s]+?\.mdx?)(#[^)\s]*)?\)/g;

/** Rewrites the Markdown of one page; throws naming the page when a doc link leads nowhere. */
export function plainMarkdown(markdown: string, links: LinkContext): string {
  const out: string[] = [];
  let fence: string | null = null;
  let open = 0;
  for (const line of markdown.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence) && line.trim() === fenceMatch[1]) fence = null;
      out.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      out.push(line);
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition && ADMONITION_LABELS[admonition[3]!]) {
      const [, indent, , kind, title] = admonition;
      open += 1;
      out.push(`${indent}**${ADMONITION_LABELS[kind!]}${title ? `: ${title}` : ''}**`, '');
      continue;
    }
    if (open > 0 && ADMONITION_CLOSE.test(line)) {
      open -= 1;
      continue;
    }
    const tag = COMPONENT_TAG.exec(line);
    const render = tag && Object.hasOwn(links.components ?? {}, tag[1]!) ? links.components![tag[1]!]! : null;
    if (render) {
      if (SELF_CLOSING.exec(line)?.[1] !== tag![1]) {
        throw new Error(`${links.sourceFile}: <${tag![1]}> stands for Markdown in the .md page only as a line of its own, <${tag![1]} />, without props: ${line.trim()}`);
      }
      out.push('', render(), '');
      continue;
    }
    out.push(rewriteLinks(line.replace(HEADING_ID, '$1'), links));
  }
  if (open > 0) throw new Error(`${links.sourceFile}: an admonition (:::) is never closed`);
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

function rewriteLinks(line: string, {sourceFile, permalinks, siteUrl}: LinkContext): string {
  return line.replace(DOC_LINK, (_all, target: string, hash: string | undefined) => {
    const file = path.resolve(path.dirname(sourceFile), decodeURIComponent(target));
    const permalink = permalinks.get(file);
    if (!permalink) throw new Error(`${sourceFile}: the link to ${target} does not lead to a doc`);
    return `](${siteUrl}${markdownPath(permalink)}${hash ?? ''})`;
  });
}
