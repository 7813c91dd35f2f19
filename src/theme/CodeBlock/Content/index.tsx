import React, {useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {decodeTokens, type Token} from '@site/plugins/build-time-highlight/tokens';
import {usePrebuiltTokens} from '../prebuilt';

type Style = CSSProperties | undefined;
type Dictionary = Record<string, Style>;

/** prism-react-renderer's themeToDict: each token type's style for `language`, plus the root and plain styles. */
function themeToDict(theme: PrismTheme, language: string): Dictionary {
  const dict: Dictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...(entry.style as CSSProperties)};
  }
  dict.root = theme.plain as CSSProperties;
  dict.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

/** prism-react-renderer's token style. */
function styleForToken(dict: Dictionary, {types, empty}: Token): Style {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

/**
 * The classic theme's code block content with the highlighting computed at build
 * time (plugins/build-time-highlight) instead of Prism in the browser: the same
 * markup prism-react-renderer's <Highlight> produced (`prism-code language-…`,
 * `token-line`, `token <types>` with the theme's styles), so no Prism ships to
 * the browser. A block without build-time tokens (a CodeBlock written in a React
 * component) shows its text unhighlighted.
 */
export default function CodeBlockContent({className: classNameProp}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const encoded = usePrebuiltTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const name = language.toLowerCase();
  const dict = useMemo(() => themeToDict(prismTheme, name), [prismTheme, name]);
  const lines = useMemo(
    () => (encoded ? decodeTokens(code, encoded) : code.split(/\r\n|\r|\n/).map((text) => [{types: ['plain'], content: text}])),
    [code, encoded],
  );
  const getLineProps = ({className, line: _line, ...rest}: {className?: string; line: Token[]}) => ({
    ...rest,
    className: clsx('token-line', className),
    style: dict.plain,
  });
  const getTokenProps = ({token, className, style, ...rest}: {token: Token; className?: string; style?: CSSProperties}) => {
    const output: {className: string; children: string; style?: Style} = {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: styleForToken(dict, token),
    };
    if (style != null) output.style = {...output.style, ...style};
    return output;
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      // The theme's block is focusable so keyboard users can scroll it.
      tabIndex={0}
      className={clsx(classNameProp, `prism-code language-${name}`, styles.codeBlock, 'thin-scrollbar')}
      style={dict.root}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps as never}
            getTokenProps={getTokenProps as never}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
