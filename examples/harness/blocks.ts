/**
 * The code of every docs page, as a reader sees it: fenced blocks (language, meta, text, line) and
 * inline code, in page order. Every check of the example harness reads pages through this.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Code, InlineCode, Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {docFiles, root} from '../../tests/content/pages';

export interface Block {
  /** docs/ path of the page. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Lower-cased language ('' when none). */
  lang: string;
  /** The words after the language: `fragment`, `title="..."`, and so on. */
  meta: string;
  code: string;
}

export interface InlineSnippet {
  file: string;
  line: number;
  code: string;
}

export interface Page {
  file: string;
  text: string;
  blocks: Block[];
  inline: InlineSnippet[];
}

const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

/** A page's Markdown tree, as the content lint and every example check read it (throws on invalid MDX). */
export function parseMdx(text: string): Root {
  return processor.parse(text) as Root;
}

/** Parses one page (throws with the file named when it is not valid MDX). */
export function parsePage(file: string, text: string): Page {
  let tree: Root;
  try {
    tree = parseMdx(text);
  } catch (error) {
    throw new Error(`${file}: does not compile as MDX: ${(error as Error).message}`);
  }
  const blocks: Block[] = [];
  const inline: InlineSnippet[] = [];
  visit(tree, (node) => {
    if (node.type === 'code') {
      const code = node as Code;
      blocks.push({
        file,
        line: code.position?.start.line ?? 0,
        lang: (code.lang ?? '').toLowerCase(),
        meta: code.meta ?? '',
        code: code.value,
      });
    } else if (node.type === 'inlineCode') {
      const code = node as InlineCode;
      inline.push({file, line: code.position?.start.line ?? 0, code: code.value});
    }
  });
  return {file, text, blocks, inline};
}

/** Every docs page (or the given docs/ paths), parsed, in path order. */
export async function readPages(files?: string[]): Promise<Page[]> {
  const list = files ?? (await docFiles());
  return Promise.all(list.map(async (file) => parsePage(file, await readFile(path.join(root, file), 'utf8'))));
}

/** The 1-based line of a block's closing fence. */
export function blockEndLine(block: Block): number {
  return block.line + (block.code === '' ? 0 : block.code.split('\n').length) + 1;
}

/** The 1-based lines of a page's Markdown headings (`#` to `######`), outside its code blocks. */
export function headingLines(page: Page): number[] {
  const inBlock = (line: number) => page.blocks.some((b) => line >= b.line && line <= blockEndLine(b));
  const out: number[] = [];
  page.text.split('\n').forEach((text, i) => {
    if (/^#{1,6}\s/.test(text) && !inBlock(i + 1)) out.push(i + 1);
  });
  return out;
}

/** The meta words of a block, split on white space outside quotes. */
export function metaWords(meta: string): string[] {
  return meta.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
}

/** The reason a block gives in its meta for `key="reason"`: '' when the key has no reason, null when absent. */
export function metaReason(meta: string | null | undefined, key: string): string | null {
  for (const word of metaWords(meta ?? '')) {
    if (word === key) return '';
    const match = new RegExp(`^${key}=(?:"([^"]*)"|(\\S+))$`).exec(word);
    if (match) return (match[1] ?? match[2] ?? '').trim();
  }
  return null;
}

/**
 * A deliberate fragment declares itself in its meta: ```cadence fragment="why it is incomplete"```.
 * Returns the reason, '' for a fragment without one (an error for the content lint), or null.
 */
export function fragmentReason(meta: string | null | undefined): string | null {
  return metaReason(meta, 'fragment');
}

/**
 * A complete Cadence block that cannot run on a fresh emulator says why in its meta:
 * ```cadence norun="needs a staked node, which the emulator does not have"```. It is still
 * type-checked; the run counts it apart with its reason. Same return values as fragmentReason.
 */
export function norunReason(meta: string | null | undefined): string | null {
  return metaReason(meta, 'norun');
}
