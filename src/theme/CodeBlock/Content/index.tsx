import React, {useMemo} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {decodeTokens} from '@site/plugins/build-time-highlight/tokens';
import {linesToHtml, themeToDict, type LineClasses} from '@site/plugins/build-time-highlight/html';
import {usePrebuiltTokens} from '../prebuilt';

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
  const dict = useMemo(() => themeToDict(prismTheme, name), [prismTheme, name]);
  // The theme builds a new metadata object at every render of the block, and on a phone
  // every block that scrolls sideways renders again just after hydration (its word-wrap
  // button appears): keyed on the magic-comment classes' value, not on that object, the
  // lines are turned into HTML once.
  const lineClassKey = JSON.stringify(lineClassNames);
  const html = useMemo(() => {
    if (serverHtml !== undefined) return serverHtml;
    const lines = encoded ? decodeTokens(code, encoded) : code.split(/\r\n|\r|\n/).map((text) => [{types: ['plain'], content: text}]);
    return linesToHtml(lines, {
      dict,
      lineClassNames,
      showLineNumbers: lineNumbersStart !== undefined,
      classes: lineStyles as unknown as LineClasses,
      // The site stylesheet has this theme's token rules (plugins/build-time-highlight/theme.ts).
      sheet: {theme: prismTheme, language: name},
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lineClassNames is read through lineClassKey
  }, [serverHtml, code, encoded, dict, prismTheme, name, lineClassKey, lineNumbersStart]);
  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      // The theme's block is focusable so keyboard users can scroll it.
      tabIndex={0}
      className={clsx(classNameProp, `prism-code language-${name}`, styles.codeBlock, 'thin-scrollbar')}
      style={dict.root}>
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
