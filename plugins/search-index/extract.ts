/**
 * Reads a rendered page (the HTML Docusaurus wrote) into headings and body text,
 * the way the DocSearch scraper reads a Docusaurus site: the article body when
 * there is one, else the page's main element; paragraphs, list items and table
 * cells as text; code blocks, navigation and the table of contents left out.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {normalizeText} from './records';
import type {Block, ExtractedPage} from './types';

export const DEFAULT_LVL0 = 'Documentation';

const SKIP = 'pre, nav, [role="menu"], .theme-doc-toc-mobile, .table-of-contents, .hash-link, button, script, style, svg, .sr-only';
const TEXT = 'p, li, td';
const BLOCK = 'div, p, ul, ol, li, table, tr, td, th, dt, dd, h2, h3, h4, h5, h6, br, section, header, footer';
const HEADING = /^h([1-6])$/;

export class ExtractError extends Error {}

function metaContent($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}


/**
 * @param html the page as built
 * @param path its site path, for records and error messages
 * @returns null when the page asks not to be indexed (robots noindex)
 */
export function extractFromHtml(html: string, path: string, defaultLanguage: string): ExtractedPage | null {
  // htmlparser2 (the `xml` option with xmlMode off) parses HTML several times faster than parse5.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  if (/noindex/i.test(metaContent($, 'robots') ?? '')) return null;

  const root = $('article .theme-doc-markdown').first().length
    ? $('article .theme-doc-markdown').first()
    : $('main').first();
  if (!root.length) throw new ExtractError(`${path}: the page has no <main> or article to index`);

  const title =
    normalizeText(root.find('h1').first().text()) ||
    normalizeText($('h1').first().text()) ||
    normalizeText($('title').text().split('|')[0] ?? '');
  if (!title) throw new ExtractError(`${path}: the page has no h1 and no <title> to name it in search`);

  root.find(SKIP).remove();
  // Block elements end words: without this, adjacent cards read as one run-on word.
  root.find(BLOCK).before(' ').after(' ');
  const blocks: Block[] = [];
  const seen = new Set<Element>();
  root.find(`h2, h3, h4, h5, h6, ${TEXT}`).each((_, element) => {
    const $element = $(element);
    // A list item or cell inside another text element was read with its parent.
    if ($element.parentsUntil(root, TEXT).toArray().some((parent) => seen.has(parent as Element))) return;
    const value = normalizeText($element.text());
    const match = HEADING.exec(element.tagName);
    if (match) {
      // Headings without an id of their own (the API reference's) take their section's.
      const anchor = $element.attr('id') ?? $element.parentsUntil(root, '[id]').first().attr('id');
      blocks.push({kind: 'heading', level: Number(match[1]) as 2, text: value, ...(anchor ? {anchor} : {})});
      return;
    }
    seen.add(element);
    if (value) blocks.push({kind: 'text', text: value});
  });

  return {
    path,
    lvl0: normalizeText($('.navbar__link--active').first().text()) || DEFAULT_LVL0,
    title,
    language: metaContent($, 'docsearch:language') ?? $('html').attr('lang') ?? defaultLanguage,
    docusaurusTag: metaContent($, 'docusaurus_tag') ?? 'default',
    blocks,
  };
}
