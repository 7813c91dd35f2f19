/**
 * A rehype plugin that highlights every fenced code block at build time: it
 * computes the block's metadata as the theme's code block does (language, magic
 * comments removed; createCodeBlockMetadata itself), tokenizes the code with
 * build-time Prism (prism.ts) and puts the tokens on the `<code>` element as a
 * `tokens` prop (tokens.ts), which src/theme/CodeBlock renders. No Prism reaches
 * the browser.
 */
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {transformSync} from '@swc/core';
import {createRequire} from 'node:module';
import {Joi} from '@docusaurus/utils-validation';
import type {Element, Root, Text} from 'hast';
import {visit} from 'unist-util-visit';
import {registerLanguages, tokenize} from './prism';
import {encodeTokens} from './tokens';
import {prebuiltMetadata} from '../../src/theme/CodeBlock/metadata';

export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

export interface HighlightOptions {
  /** themeConfig.prism.additionalLanguages */
  additionalLanguages: string[];
  /** themeConfig.prism.magicComments: the same list the theme uses, or lines would not match. */
  magicComments: MagicComment[];
  /** themeConfig.prism.defaultLanguage */
  defaultLanguage?: string;
}

const schema = Joi.object<HighlightOptions>({
  additionalLanguages: Joi.array().items(Joi.string().pattern(/^[\w-]+$/)).required(),
  magicComments: Joi.array()
    .items(
      Joi.object({
        className: Joi.string().required(),
        line: Joi.string(),
        block: Joi.object({start: Joi.string().required(), end: Joi.string().required()}),
      }).or('line', 'block'),
    )
    .required(),
  defaultLanguage: Joi.string(),
});

export function validateHighlightOptions(input: unknown): HighlightOptions {
  const {error, value} = schema.validate(input);
  if (error) throw new Error(`build-time-highlight: invalid option ${error.message}`);
  return value;
}

type CreateCodeBlockMetadata = (params: {
  code: string;
  className?: string;
  metastring?: string;
  magicComments: MagicComment[];
  defaultLanguage?: string;
}) => {code: string; language: string; title: unknown; lineNumbersStart: number | undefined; lineClassNames: Record<number, string[]>};

let metadataFunction: CreateCodeBlockMetadata | undefined;
/**
 * The theme's own createCodeBlockMetadata (@docusaurus/theme-common's
 * lib/utils/codeBlockUtils.js), so the build removes exactly the lines the theme
 * removes. That module is written for the bundler (ES module, JSX, and an import
 * of a React-only helper it uses in a hook), so it is compiled here with SWC and
 * evaluated with that one helper stubbed; everything else is the original.
 */
export function loadCreateCodeBlockMetadata(): CreateCodeBlockMetadata {
  if (metadataFunction) return metadataFunction;
  const entry = createRequire(__filename).resolve('@docusaurus/theme-common'); // …/lib/index.js
  const file = path.join(path.dirname(entry), 'utils', 'codeBlockUtils.js');
  const {code} = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022'},
    module: {type: 'commonjs'},
  });
  const requireThere = createRequire(file);
  const module: {exports: {createCodeBlockMetadata?: CreateCodeBlockMetadata}} = {exports: {}};
  const requireStub = (id: string): unknown => (id === './reactUtils' ? {ReactContextError: Error} : requireThere(id));
  new Function('exports', 'require', 'module', code)(module.exports, requireStub, module);
  if (typeof module.exports.createCodeBlockMetadata !== 'function') {
    throw new Error(`build-time-highlight: ${file} no longer exports createCodeBlockMetadata; check the theme's code block and update rehype.ts`);
  }
  metadataFunction = module.exports.createCodeBlockMetadata;
  return metadataFunction;
}

const textOf = (node: Element): string | undefined =>
  node.children.every((child) => child.type === 'text') ? node.children.map((child) => (child as Text).value).join('') : undefined;

export default function rehypeBuildTimeHighlight(input: HighlightOptions) {
  const options = validateHighlightOptions(input);
  registerLanguages(options.additionalLanguages);
  const createCodeBlockMetadata = loadCreateCodeBlockMetadata();
  return (tree: Root, file: {path?: string}) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const code = textOf(node);
      if (!code) return;
      const className = Array.isArray(node.properties.className) ? node.properties.className.join(' ') : (node.properties.className as string | undefined);
      const metastring = typeof node.properties.metastring === 'string' ? node.properties.metastring : undefined;
      try {
        const metadata = createCodeBlockMetadata({
          code,
          className,
          metastring,
          magicComments: options.magicComments,
          defaultLanguage: options.defaultLanguage,
        });
        node.properties.tokens = encodeTokens(tokenize(metadata.code, metadata.language));
        // The rest of the theme's metadata, so that the browser does not parse it again (src/theme/CodeBlock/metadata.ts).
        const meta = prebuiltMetadata({...metadata, title: metadata.title as string | undefined}, code);
        if (meta) node.properties.codeMeta = meta;
      } catch (error) {
        const where = `${file.path ?? 'a page'}${node.position ? `:${node.position.start.line}` : ''}`;
        throw new Error(`build-time-highlight: could not highlight the code block at ${where}: ${(error as Error).message}`);
      }
    });
  };
}
