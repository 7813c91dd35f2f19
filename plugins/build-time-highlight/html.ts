/**
 * The lines of a highlighted code block as one HTML string, for src/theme/CodeBlock/Content.
 *
 * The theme renders every token as a React <span> and every line as a <div>: a long doc page
 * has thousands of them, and React walks each one when it hydrates the page. The code block
 * instead renders this string as the inner HTML of its <code>, so React hydrates one element
 * per block. The string is the markup React rendered for the theme's CodeBlock/Line and
 * Line/Token with prism-react-renderer's props (same attributes, order, styles and escaping);
 * the unit test holds it against React's own server renderer.
 *
 * One element differs: a line is a <span>, not the theme's <div>. <code> holds phrasing
 * content only, so a <div> in it is invalid HTML (the Nu HTML Checker, e2e/markup.spec.ts,
 * counted one error per block). LINE_CSS gives the lines the <div>'s display:block, below the
 * theme's own rules for numbered lines (display:table-row) and highlighted lines, which still
 * win as they did over the <div>.
 *
 * With `sheet`, a token whose style the site stylesheet's token rules give (theme.ts,
 * tokenRules) is written without its style attribute: those attributes were a third of a
 * long doc page's HTML, each parsed and applied on its own. A token whose rules would
 * resolve differently (a language rule outranking another type's) keeps its attribute;
 * e2e/code-colours.spec.ts compares the computed styles in a browser in both modes.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import type {Token} from './tokens';

type Style = CSSProperties | undefined;
export type StyleDictionary = Record<string, Style>;

/** prism-react-renderer's themeToDict: each token type's style for `language`, plus the root and plain styles. */
export function themeToDict(theme: PrismTheme, language: string): StyleDictionary {
  const dict: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...(entry.style as CSSProperties)};
  }
  dict.root = theme.plain as CSSProperties;
  dict.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

/**
 * The style that the site stylesheet's token rules (theme.ts, tokenRules) give a token of
 * `types` in `language`: every generic rule for one of its types in the theme's order, then
 * the language's own rules, which are more specific.
 */
export function tokenStyleFromSheet(theme: PrismTheme, language: string, types: string[]): Style {
  const generic: CSSProperties = {};
  const specific: CSSProperties = {};
  for (const entry of theme.styles) {
    if (!entry.types.some((type) => types.includes(type))) continue;
    if (!entry.languages) Object.assign(generic, entry.style);
    else if (entry.languages.includes(language)) Object.assign(specific, entry.style);
  }
  return {...generic, ...specific};
}

/** prism-react-renderer's token style. */
export function styleForToken(dict: StyleDictionary, {types, empty}: Token): Style {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type])) as Style;
}

const ESCAPES: Record<string, string> = {'"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;'};
/** React's escapeTextForBrowser, for text and attribute values. */
const escape = (text: string) => text.replace(/["&'<>]/g, (char) => ESCAPES[char]!);

/** A style's declarations as React's server renderer writes them. */
export function styleDeclarations(style: Style): string[] {
  if (!style) return [];
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style) as [string, unknown][]) {
    if (value == null || typeof value === 'boolean' || value === '') continue;
    if (typeof value !== 'string') throw new Error(`code block style ${name}: expected a string (the Prism theme is CSS variables), got ${typeof value}`);
    const property = name.startsWith('--') ? name : name.replace(/([A-Z])/g, '-$1').toLowerCase().replace(/^ms-/, '-ms-');
    declarations.push(`${escape(property)}:${escape(value.trim())}`);
  }
  return declarations;
}

/** A style attribute as React's server renderer writes it (none for an empty style). */
const styleAttribute = (declarations: string[]) => (declarations.length ? ` style="${declarations.join(';')}"` : '');

const sameDeclarations = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join(';') === [...b].sort().join(';');

const classAttribute = (names: (string | false | undefined)[]) => {
  const value = names.filter(Boolean).join(' ');
  return value ? ` class="${escape(value)}"` : '';
};

/**
 * A line's box: what a <div> had by default. Written into the site stylesheet with the Prism
 * theme (index.ts), in the classic theme's cascade layer (the site turns Docusaurus's CSS cascade
 * layers on, and an unlayered rule would outrank every layered one, whatever its specificity)
 * and, with `:where`, with no specificity: the theme's rules for numbered lines (display:
 * table-row) and highlighted lines win over it as they did over the <div>'s default. Without
 * cascade layers the layer is a new one, below every unlayered rule: they win all the same.
 */
export const LINE_CSS = '@layer docusaurus.theme-classic {\n  :where(.prism-code .token-line) { display: block; }\n}';

/** The classic theme's CodeBlock/Line CSS module classes, used when a block shows line numbers. */
export interface LineClasses {
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

export interface LinesHtmlOptions {
  dict: StyleDictionary;
  /**
   * The theme whose token rules the site stylesheet has (theme.ts), with the block's
   * language: a token whose style those rules give is written without a style attribute.
   * Without it every styled token carries its style, as prism-react-renderer wrote it.
   */
  sheet?: {theme: PrismTheme; language: string};
  /**
   * The block's <pre> has the theme's plain colour (CodeBlock/Content): a line is written without
   * that colour in a style attribute of its own, and a plain token (text no rule colours) as bare
   * text, not in a span. A quarter of a long doc page's elements were such spans, and a style
   * attribute per line; each one parsed, styled and laid out on a phone before the first paint.
   * Only the plain token marking an empty line (fixLineBreak, `display: inline-block`) stays a span.
   */
  inheritPlain?: boolean;
  /** The magic comments' classes per line (createCodeBlockMetadata's lineClassNames). */
  lineClassNames: Record<number, string[] | undefined>;
  showLineNumbers: boolean;
  classes: LineClasses;
}

/** The inner HTML of a code block's <code>: what the theme's Line components render for `lines`. */
export function linesToHtml(lines: Token[][], {dict, lineClassNames, showLineNumbers, classes, sheet, inheritPlain}: LinesHtmlOptions): string {
  let html = '';
  const lineStyle = inheritPlain ? '' : styleAttribute(styleDeclarations(dict.plain));
  // Most tokens of a block share a few type lists: each list's attribute is worked out once.
  const attributes = new Map<string, string>();
  const tokenStyle = (token: Token) => {
    const key = `${token.empty ? 1 : 0}${token.types.join(' ')}`;
    let attribute = attributes.get(key);
    if (attribute === undefined) {
      const declarations = styleDeclarations(styleForToken(dict, token));
      const fromSheet = sheet && styleDeclarations(tokenStyleFromSheet(sheet.theme, sheet.language, token.types));
      attribute = fromSheet && sameDeclarations(declarations, fromSheet) ? '' : styleAttribute(declarations);
      attributes.set(key, attribute);
    }
    return attribute;
  };
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i]!;
    // The theme's fixLineBreak: a line made of one "\n" token renders that token empty.
    if (line.length === 1 && line[0]!.content === '\n') line = [{...line[0]!, content: ''}];
    let tokens = '';
    for (const token of line) {
      const style = tokenStyle(token);
      if (inheritPlain && !style && token.types.length === 1 && token.types[0] === 'plain') tokens += escape(token.content);
      else tokens += `<span${classAttribute(['token', ...token.types])}${style}>${escape(token.content)}</span>`;
    }
    const extra = [...(lineClassNames[i] ?? []), showLineNumbers && classes.codeLine].filter(Boolean).join(' ');
    html += `<span${classAttribute(['token-line', extra])}${lineStyle}>`;
    html += showLineNumbers ? `<span class="${escape(classes.codeLineNumber)}"></span><span class="${escape(classes.codeLineContent)}">${tokens}</span>` : tokens;
    html += '<br/></span>';
  }
  return html;
}
