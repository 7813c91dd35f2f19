import React, {useEffect, useMemo, useState, type CSSProperties} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {usePrebuiltTokens} from '../prebuilt';
import type * as Highlight from './highlight';
import type {BlockLines} from './highlight';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * The code that builds a block's lines from its tokens: in the module on the server and in
 * `docusaurus start`; not in the production browser build, whose doc pages' blocks all come with
 * their lines' markup (plugins/first-load/islands), and which loads it only for a block that does
 * not, showing its code as plain lines until then.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the bundler leaves out of the production browser build (the constant is true there)
const highlight: typeof Highlight | null = __FIRST_LOAD_ISLANDS__ ? null : require('./highlight');

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
/** A block's code as unhighlighted lines, while the highlighting code loads. */
const plainLines = (code: string) => code.split(/\r\n|\r|\n/).map((line) => `<span class="token-line">${line.replace(/[&<>]/g, (c) => ESCAPES[c]!)}<br/></span>`).join('');

/** The lines' HTML of a block without server markup: built at once where the code is in the module, else once it has loaded. */
function useBuiltHtml(lines: BlockLines, needed: boolean, key: unknown[]): string | null {
  const [loaded, setLoaded] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the block's lines are keyed by `key`
  const built = useMemo(() => (needed && highlight ? highlight.blockHtml(lines) : null), [needed, ...key]);
  useEffect(() => {
    if (!needed || highlight) return;
    let live = true;
    void import('./highlight').then((module) => live && setLoaded(module.blockHtml(lines)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the block's lines are keyed by `key`
  }, [needed, ...key]);
  return built ?? loaded ?? (needed ? plainLines(lines.code) : null);
}

/**
 * The classic theme's code block content with the highlighting computed at build
 * time (plugins/build-time-highlight) instead of Prism in the browser: the same
 * markup prism-react-renderer's <Highlight> and the theme's Line components produced
 * (`prism-code language-…`, `token-line`, `token <types>` with the theme's styles),
 * so no Prism ships to the browser. The lines are one HTML string inside <code>
 * (plugins/build-time-highlight/html.ts): React hydrates the block as one element
 * instead of one per token. On a doc page, the browser gets that string as the server
 * wrote it (plugins/first-load/islands) and builds nothing. A block without build-time tokens (a CodeBlock written
 * in a React component) shows its text unhighlighted.
 */
export default function CodeBlockContent({className: classNameProp}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const prebuilt = usePrebuiltTokens();
  const encoded = typeof prebuilt === 'object' && 't' in prebuilt ? prebuilt.t : typeof prebuilt === 'string' ? prebuilt : undefined;
  const serverHtml = typeof prebuilt === 'object' && 'html' in prebuilt ? prebuilt.html : undefined;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const name = language.toLowerCase();
  // The theme builds a new metadata object at every render of the block, and on a phone
  // every block that scrolls sideways renders again just after hydration (its word-wrap
  // button appears): keyed on the magic-comment classes' value, not on that object, the
  // lines are turned into HTML once.
  const lineClassKey = JSON.stringify(lineClassNames);
  const built = useBuiltHtml({code, encoded, theme: prismTheme, language: name, lineClassNames, lineNumbersStart}, serverHtml === undefined, [code, encoded, prismTheme, name, lineClassKey, lineNumbersStart]);
  const html = serverHtml ?? built ?? '';
  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      // The theme's block is focusable so keyboard users can scroll it.
      tabIndex={0}
      className={clsx(classNameProp, `prism-code language-${name}`, styles.codeBlock, 'thin-scrollbar')}
      // prism-react-renderer's root style: the theme's plain style.
      style={prismTheme.plain as CSSProperties}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}
        // A doc page's block is numbered for the browser, which reads its lines' markup instead of building it (plugins/first-load/islands).
        data-c={typeof prebuilt === 'object' && 'i' in prebuilt ? prebuilt.i : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
