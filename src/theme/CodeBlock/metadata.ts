/**
 * A code block's metadata (title, line numbers, the lines magic comments mark, the code without
 * those comments) as the classic theme's createCodeBlockMetadata makes it, read from what the
 * build computed with that very function (plugins/build-time-highlight/rehype.ts puts it on the
 * block as `codeMeta`). The browser then needs none of the theme's metastring and magic-comment
 * parsing, which every doc page would otherwise load.
 */
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';

/** What the build writes into `codeMeta`: only what differs from a plain block. */
export interface PrebuiltMetadata {
  title?: string;
  lineNumbersStart?: number;
  lineClassNames?: Record<number, string[]>;
  /** The code without its magic comments, when it had some. */
  code?: string;
}

/** The code a block shows when it has no magic comments: the theme drops one final line break. */
const shownCode = (codeInput: string) => codeInput.replace(/\r?\n$/, '');

/** The `codeMeta` text for a block's metadata, or undefined when the block is plain. */
export function prebuiltMetadata(metadata: Pick<CodeBlockMetadata, 'code' | 'title' | 'lineNumbersStart' | 'lineClassNames'>, codeInput: string): string | undefined {
  const meta: PrebuiltMetadata = {};
  if (typeof metadata.title === 'string' && metadata.title) meta.title = metadata.title;
  if (metadata.lineNumbersStart !== undefined) meta.lineNumbersStart = metadata.lineNumbersStart;
  if (Object.keys(metadata.lineClassNames).length) meta.lineClassNames = metadata.lineClassNames;
  if (metadata.code !== shownCode(codeInput)) meta.code = metadata.code;
  return Object.keys(meta).length ? JSON.stringify(meta) : undefined;
}

/**
 * The metadata of a block from its props: the language from its class (as the theme reads it),
 * the rest from `codeMeta`. A block without `codeMeta` (one a React component renders, which
 * the build did not see) shows its code as given, with the title and line numbers of its props
 * (and no magic comments applied).
 */
export function blockMetadata(
  props: {children: string; className?: string; language?: string; title?: React.ReactNode; showLineNumbers?: boolean | number; codeMeta?: string},
  defaultLanguage: string | undefined,
): CodeBlockMetadata {
  const fromClass = props.className?.split(' ').find((name) => name.startsWith('language-'))?.replace(/language-/, '');
  const language = (props.language ?? fromClass ?? defaultLanguage)?.toLowerCase() ?? 'text';
  const className = [props.className, !props.className?.includes(`language-${language}`) && `language-${language}`].filter(Boolean).join(' ');
  const meta = props.codeMeta ? (JSON.parse(props.codeMeta) as PrebuiltMetadata) : {};
  const numbers = props.showLineNumbers === undefined || props.showLineNumbers === false ? undefined : props.showLineNumbers === true ? 1 : props.showLineNumbers;
  return {
    codeInput: props.children,
    code: meta.code ?? shownCode(props.children),
    className,
    language,
    title: meta.title ?? props.title,
    lineNumbersStart: meta.lineNumbersStart ?? numbers,
    lineClassNames: meta.lineClassNames ?? {},
  };
}
