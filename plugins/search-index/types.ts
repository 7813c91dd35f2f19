/**
 * A search record in the DocSearch schema that the Typesense docsearch scraper
 * writes (flat `hierarchy.lvlN` keys), so one set of records serves the embedded
 * index and a Typesense collection alike.
 */
export type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface DocSearchRecord {
  id: string;
  'hierarchy.lvl0': string;
  'hierarchy.lvl1': string;
  'hierarchy.lvl2'?: string;
  'hierarchy.lvl3'?: string;
  'hierarchy.lvl4'?: string;
  'hierarchy.lvl5'?: string;
  'hierarchy.lvl6'?: string;
  /** Body text of the section; on a page's lvl1 record, the page's summary (ExtractedPage.summary); absent on other heading records. */
  content?: string;
  /** Absolute URL, with `#anchor` when the record belongs to a heading. */
  url: string;
  url_without_anchor: string;
  anchor?: string;
  type: RecordType;
  /** Level weight, then position on the page from the top (records.ts itemPriority): headings first, then earlier records. */
  item_priority: number;
  language: string;
  docusaurus_tag: string;
}

/** What the extractors read off one page, before it becomes records. */
export interface ExtractedPage {
  /** Site path, e.g. `/build/basics/accounts`. */
  path: string;
  /** Top of the hierarchy: the active navbar section, else the site-wide default. */
  lvl0: string;
  /** The page title (its h1). */
  title: string;
  language: string;
  docusaurusTag: string;
  blocks: Block[];
  /**
   * What the page says it is about, in its own words: its meta description (the front
   * matter `description` of a doc) and keywords (front matter `keywords`). Read by search
   * as the text of the page's own record, so a page is found by the words of its summary
   * even where no heading or paragraph uses them.
   */
  summary?: string;
  /** The site paths the page's body links to (no anchor or query, no trailing slash), each once, its own left out. */
  links?: string[];
}

export type Block =
  | {kind: 'heading'; level: 2 | 3 | 4 | 5 | 6; text: string; anchor?: string}
  | {kind: 'text'; text: string};

/**
 * A page on the wire: `[path, lvl0, title, language, docusaurusTag, blocks, summary?]`, where a
 * block is a string (a section's text) or `[level, heading, anchor?]`. The browser
 * turns pages back into records with the same `pageRecords`, so the file carries
 * each heading and each piece of text once instead of a record's repeated fields.
 */
export type CompactBlock = string | [level: number, text: string, anchor?: string];
export type CompactPage = [path: string, lvl0: string, title: string, language: string, docusaurusTag: string, blocks: CompactBlock[], summary?: string];

/** The file the embedded backend loads the first time search is used. */
export interface EmbeddedIndexFile {
  version: 1;
  /** Origin the records' absolute URLs are built on (the site's `url`). */
  origin: string;
  pages: CompactPage[];
  /**
   * For each page that other pages of the index link to, how many of them do (records.ts
   * inboundLinks). The embedded search ranks a page higher the more pages point readers to it;
   * pages no other page links to are left out.
   */
  inbound?: Record<string, number>;
}
