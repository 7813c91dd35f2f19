import type {Block, CompactPage, DocSearchRecord, EmbeddedIndexFile, ExtractedPage, RecordType} from './types';

const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;

/** The scraper's level weights: lvl0 100, lvl1 90 … lvl6 40, content 0. */
export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

/** Positions a record's rank tells apart; records further down a page rank as its last. */
export const POSITIONS = 1000;

/**
 * A record's rank among records of the same match: its level first (levelWeight), then how early
 * on its page it stands, counted from the top. Counting from the end of the page gave the first
 * records of a long page a higher rank than those of a short one, so among pages whose titles
 * match a query equally (every page with EVM in its title, for "EVM"), the longest page came first.
 */
export function itemPriority(type: RecordType, position: number): number {
  return levelWeight(type) * POSITIONS + Math.max(0, POSITIONS - 1 - position);
}

export const normalizeText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * A page's summary: its description, then its keywords (Docusaurus writes them into one meta tag,
 * joined by bare commas), separated by ", ". Typesense drops a comma without splitting on it, so
 * "chain id 747,chain id 545" held the word "747chain", and /search shows the summary as a snippet.
 */
export const summaryText = (description: string | undefined, keywords: readonly string[]): string =>
  normalizeText([description ?? '', keywords.map((keyword) => normalizeText(keyword)).filter(Boolean).join(', ')].filter(Boolean).join(' '));

/**
 * The most characters of a section's text one content record holds. A hit shows a snippet of
 * its record, but the browser fetches the whole record to make it: a long section as one record
 * made a one-letter query fetch 55 kB of text for 30 hits.
 */
export const CONTENT_CHARS = 1000;

/**
 * A section's text cut into pieces of at most `max` characters: at the last sentence end within
 * the limit, else at the last space, else (one long word) at the limit. Nothing is lost.
 */
export function splitContent(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '), window.lastIndexOf(': '));
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence + 1 : space > 0 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Turns one page into records: one per heading (lvl1 for the page itself, holding the
 * page's summary as its content) and one content record per section holding that
 * section's body text. Sections with no
 * text produce only their heading record.
 */
export function pageRecords(page: ExtractedPage, siteUrl: string): DocSearchRecord[] {
  const base = new URL(page.path, siteUrl).href;
  const hierarchy: Partial<Record<`hierarchy.lvl${2 | 3 | 4 | 5 | 6}`, string>> = {};
  let anchor: string | undefined;
  let text: string[] = [];
  const drafts: Omit<DocSearchRecord, 'id' | 'item_priority'>[] = [];

  const record = (recordType: RecordType, content?: string) => {
    drafts.push({
      'hierarchy.lvl0': page.lvl0,
      'hierarchy.lvl1': page.title,
      ...hierarchy,
      ...(content ? {content} : {}),
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      ...(anchor ? {anchor} : {}),
      type: recordType,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
    });
  };
  const flush = () => {
    for (const piece of splitContent(normalizeText(text.join(' ')), CONTENT_CHARS)) record('content', piece);
    text = [];
  };

  record('lvl1', page.summary && normalizeText(page.summary));
  for (const block of page.blocks as Block[]) {
    if (block.kind === 'text') {
      text.push(block.text);
      continue;
    }
    flush();
    const heading = normalizeText(block.text);
    if (!heading) continue;
    for (const level of HEADING_LEVELS) if (level >= block.level) delete hierarchy[`hierarchy.lvl${level}`];
    hierarchy[`hierarchy.lvl${block.level}`] = heading;
    anchor = block.anchor;
    record(`lvl${block.level}`);
  }
  flush();

  return drafts.map((draft, index) => ({
    ...draft,
    id: `${page.path}#${index}`,
    item_priority: itemPriority(draft.type, index),
  }));
}

/** A site path as links name it and pages are indexed: no anchor or query, no trailing slash (but the home page's). */
export const linkPath = (href: string): string => href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/**
 * For each page of `pages`, the number of other pages of `pages` whose body links to it, for
 * the pages with at least one: a page many pages send readers to (Transactions, EVM Networks,
 * the CLI's overview) is the one a short query most likely asks for.
 */
export function inboundLinks(pages: readonly Pick<ExtractedPage, 'path' | 'links'>[]): Record<string, number> {
  const known = new Set(pages.map((page) => linkPath(page.path)));
  const counts: Record<string, number> = {};
  for (const page of pages) {
    const from = linkPath(page.path);
    for (const target of new Set((page.links ?? []).map(linkPath))) {
      if (target !== from && known.has(target)) counts[target] = (counts[target] ?? 0) + 1;
    }
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A page for the wire: consecutive text blocks joined, as pageRecords would join them. */
export function compactPage(page: ExtractedPage): CompactPage {
  const blocks: CompactPage[5] = [];
  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      blocks.push(block.anchor ? [block.level, block.text, block.anchor] : [block.level, block.text]);
      continue;
    }
    const last = blocks.at(-1);
    if (typeof last === 'string') blocks[blocks.length - 1] = `${last} ${block.text}`;
    else blocks.push(block.text);
  }
  const compact: CompactPage = [page.path, page.lvl0, page.title, page.language, page.docusaurusTag, blocks];
  if (page.summary) compact.push(page.summary);
  return compact;
}

export function expandPage([path, lvl0, title, language, docusaurusTag, blocks, summary]: CompactPage): ExtractedPage {
  return {
    ...(summary ? {summary} : {}),
    path,
    lvl0,
    title,
    language,
    docusaurusTag,
    blocks: blocks.map((block): Block =>
      typeof block === 'string'
        ? {kind: 'text', text: block}
        : {kind: 'heading', level: block[0] as 2, text: block[1], ...(block[2] ? {anchor: block[2]} : {})},
    ),
  };
}

/** Every record of an index file, exactly as the indexer uploads them to Typesense. */
export function indexRecords(index: EmbeddedIndexFile): DocSearchRecord[] {
  return index.pages.flatMap((page) => pageRecords(expandPage(page), index.origin));
}
