/**
 * Reads a rendered page (the HTML Docusaurus wrote) into headings and body text
 * (and its summary: the meta description and keywords Docusaurus writes from front matter),
 * the way the DocSearch scraper reads a Docusaurus site: the article body when
 * there is one, else the page's main element; paragraphs, list items and table
 * cells as text; code blocks, navigation and the table of contents left out.
 *
 * The page is parsed once (htmlparser2, through cheerio's slim entry) and read by
 * walking its tree, without CSS selectors and without changing it: in the indexed
 * body, an element that matches SKIP is passed over with everything in it, and a
 * block element (BLOCK) reads as if a space stood on each side of it, so that
 * adjacent blocks never run into one word. A heading or text element inside a
 * text element is read once, as part of that element's text.
 */
import {load} from 'cheerio/slim';
import type {AnyNode, Element, ParentNode} from 'domhandler';
import {linkPath, normalizeText, summaryText} from './records';
import type {Block, ExtractedPage} from './types';

export const DEFAULT_LVL0 = 'Documentation';

/** Left out of the body: `pre, nav, [role="menu"], button, script, style, svg` and four classes. */
const SKIP_TAGS = new Set(['pre', 'nav', 'button', 'script', 'style', 'svg']);
const SKIP_CLASS = /(?:^|\s)(?:theme-doc-toc-mobile|table-of-contents|hash-link|sr-only)(?:$|\s)/;
/**
 * Read as text, each with what is inside it. Header cells are text too: a reference table's row
 * and column names ("Chain id", "RPC URL") are often the only place its values are named.
 */
const TEXT = new Set(['p', 'li', 'td', 'th']);
/** Elements that end words. */
const BLOCK = new Set(['div', 'p', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'dt', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'section', 'header', 'footer']);
const HEADING = /^h([2-6])$/;
const hasOwn = (element: Element, name: string) => Object.prototype.hasOwnProperty.call(element.attribs, name);

export class ExtractError extends Error {}

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';
/** A class selector's test: `name` is one of the whitespace-separated words of the class attribute. */
const classTest = (name: string) => new RegExp(`(?:^|\\s)${name}(?:$|\\s)`);
const ACTIVE_LINK = classTest('navbar__link--active');
const MARKDOWN = classTest('theme-doc-markdown');

function isSkipped(element: Element): boolean {
  return SKIP_TAGS.has(element.name) || element.attribs.role === 'menu' || SKIP_CLASS.test(element.attribs.class ?? '');
}

/** The text of a node as written (every text node in it, in order). */
function textContent(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type === 'comment' || !('children' in node)) return '';
  let text = '';
  for (const child of node.children) text += textContent(child);
  return text;
}

/** The text of an element of the indexed body: skipped elements left out, a space on each side of a block. */
function bodyText(element: ParentNode): string {
  let text = '';
  for (const child of element.children) {
    if (isElement(child)) {
      if (isSkipped(child)) continue;
      text += BLOCK.has(child.name) ? ` ${bodyText(child)} ` : bodyText(child);
    } else text += textContent(child);
  }
  return text;
}

/** Whether `node` is `ancestor` or inside it. */
function within(node: AnyNode, ancestor: ParentNode): boolean {
  for (let current: AnyNode | null = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

/** Whether `node` is in the indexed body's left-out part (itself or an ancestor below `root` is skipped). */
function isLeftOut(node: AnyNode, root: ParentNode): boolean {
  let skipped = false;
  for (let current: AnyNode | null = node; current; current = current.parent) {
    if (current === root) return skipped;
    if (isElement(current) && isSkipped(current)) skipped = true;
  }
  return false;
}

/** Text of an element anywhere on the page, as it reads with the body's skipped parts left out and its blocks spaced. */
function pageText(element: Element, root: ParentNode): string {
  const read = (parent: ParentNode, inRoot: boolean): string => {
    let text = '';
    for (const child of parent.children) {
      if (isElement(child)) {
        if (inRoot && isSkipped(child)) continue;
        const inner = read(child, inRoot || child === root);
        text += inRoot && BLOCK.has(child.name) ? ` ${inner} ` : inner;
      } else text += textContent(child);
    }
    return text;
  };
  return read(element, within(element, root));
}

interface PageElements {
  robots: Element[];
  description: Element[];
  keywords: Element[];
  language: Element[];
  tag: Element[];
  html: Element[];
  h1: Element[];
  title: Element[];
  activeLink: Element[];
  articleMarkdown?: Element;
  main?: Element;
}

/** One walk over the whole page for the elements read outside the body. */
function pageElements(document: ParentNode): PageElements {
  const found: PageElements = {robots: [], description: [], keywords: [], language: [], tag: [], html: [], h1: [], title: [], activeLink: []};
  const walk = (parent: ParentNode, inArticle: boolean) => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      const {name, attribs} = child;
      if (name === 'meta') {
        if (attribs.name === 'robots') found.robots.push(child);
        else if (attribs.name === 'description') found.description.push(child);
        else if (attribs.name === 'keywords') found.keywords.push(child);
        else if (attribs.name === 'docsearch:language') found.language.push(child);
        else if (attribs.name === 'docusaurus_tag') found.tag.push(child);
      } else if (name === 'html') found.html.push(child);
      else if (name === 'h1') found.h1.push(child);
      else if (name === 'title') found.title.push(child);
      else if (name === 'main') found.main ??= child;
      if (attribs.class !== undefined) {
        // The substring test first: most elements have classes, few have these.
        if (attribs.class.includes('navbar__link--active') && ACTIVE_LINK.test(attribs.class)) found.activeLink.push(child);
        if (inArticle && !found.articleMarkdown && attribs.class.includes('theme-doc-markdown') && MARKDOWN.test(attribs.class)) found.articleMarkdown = child;
      }
      walk(child, inArticle || name === 'article');
    }
  };
  walk(document, false);
  return found;
}

/**
 * @param html the page as built
 * @param path its site path, for records and error messages
 * @returns null when the page asks not to be indexed (robots noindex)
 */
export function extractFromHtml(html: string, path: string, defaultLanguage: string): ExtractedPage | null {
  // htmlparser2 (the `xml` option with xmlMode off) parses HTML several times faster than parse5.
  const document = load(html, {xml: {xmlMode: false, decodeEntities: true}}).root()[0] as unknown as ParentNode;
  const found = pageElements(document);
  const content = (element: Element | undefined) => element?.attribs.content?.trim() || undefined;
  if (/noindex/i.test(content(found.robots[0]) ?? '')) return null;

  const root = found.articleMarkdown ?? found.main;
  if (!root) throw new ExtractError(`${path}: the page has no <main> or article to index`);

  const firstText = (elements: Element[]) => (elements[0] ? textContent(elements[0]) : '');
  const title =
    normalizeText(firstText(found.h1.filter((h1) => h1 !== root && within(h1, root)))) ||
    normalizeText(firstText(found.h1)) ||
    normalizeText(found.title.map(textContent).join('').split('|')[0] ?? '');
  if (!title) throw new ExtractError(`${path}: the page has no h1 and no <title> to name it in search`);

  const blocks: Block[] = [];
  // `id` is the nearest id of an element between the one read and root (the section of an id-less heading).
  const walk = (parent: ParentNode, id: string | undefined) => {
    for (const child of parent.children) {
      if (!isElement(child) || isSkipped(child)) continue;
      if (TEXT.has(child.name)) {
        // Whatever is inside (nested list items, cells, headings) is read with it.
        const value = normalizeText(bodyText(child));
        if (value) blocks.push({kind: 'text', text: value});
        continue;
      }
      const ownId = hasOwn(child, 'id') ? child.attribs.id : undefined;
      const match = HEADING.exec(child.name);
      if (match) {
        // Headings without an id of their own (the API reference's) take their section's.
        const anchor = ownId ?? id;
        blocks.push({kind: 'heading', level: Number(match[1]) as 2, text: normalizeText(bodyText(child)), ...(anchor ? {anchor} : {})});
      }
      walk(child, ownId ?? id);
    }
  };
  walk(root, undefined);

  // The site paths the body links to: links in its indexed part only, never the navbar, sidebar or table of contents.
  const links = new Set<string>();
  const readLinks = (parent: ParentNode) => {
    for (const child of parent.children) {
      if (!isElement(child) || isSkipped(child)) continue;
      const href = child.name === 'a' ? child.attribs.href : undefined;
      if (href?.startsWith('/') && !href.startsWith('//')) links.add(linkPath(href));
      readLinks(child);
    }
  };
  readLinks(root);
  links.delete(linkPath(path));

  const live = (elements: Element[]) => elements.find((element) => !isLeftOut(element, root));
  const activeLink = live(found.activeLink);
  const summary = summaryText(content(found.description[0]), (content(found.keywords[0]) ?? '').split(','));
  return {
    ...(summary ? {summary} : {}),
    path,
    lvl0: (activeLink && normalizeText(pageText(activeLink, root))) || DEFAULT_LVL0,
    title,
    language: content(live(found.language)) ?? live(found.html)?.attribs.lang ?? defaultLanguage,
    docusaurusTag: content(live(found.tag)) ?? 'default',
    blocks,
    ...(links.size ? {links: [...links]} : {}),
  };
}
