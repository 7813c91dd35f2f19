/**
 * katex-stylesheet: a remark plugin that imports the KaTeX stylesheet from the
 * pages that hold math. The stylesheet comes from the `katex` package that
 * rehype-katex renders with, so it is self-hosted, matches the markup exactly,
 * and sends readers to no third party.
 *
 * Docusaurus bundles all CSS into one site stylesheet, so the rules ship with
 * every page once any page has math (about 23 kB raw); while no page has math,
 * none of it ships. KaTeX's fonts are fetched only when math is on screen.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {Root, RootContent} from 'mdast';

export interface KatexStylesheetOptions {
  /** Module specifier of the stylesheet, resolved by the bundler. */
  stylesheet: string;
}

const schema = Joi.object<KatexStylesheetOptions>({
  stylesheet: Joi.string().min(1).default('katex/dist/katex.min.css'),
});

export function validateOptions(input: Partial<KatexStylesheetOptions> = {}): KatexStylesheetOptions {
  const {error, value} = schema.validate(input);
  if (error) throw new Error(`katex-stylesheet plugin: invalid option ${error.message}`);
  return value;
}

function hasMath(node: Root | RootContent): boolean {
  const type = node.type as string;
  if (type === 'math' || type === 'inlineMath') return true;
  return 'children' in node && node.children.some((child) => hasMath(child as RootContent));
}

/** An MDX ESM node equivalent to `import '<stylesheet>';`. */
function importNode(specifier: string): RootContent {
  const raw = JSON.stringify(specifier);
  return {
    type: 'mdxjsEsm',
    value: `import ${raw};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: specifier, raw},
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

export default function katexStylesheet(userOptions?: Partial<KatexStylesheetOptions>) {
  const {stylesheet} = validateOptions(userOptions);
  return (tree: Root): void => {
    if (hasMath(tree)) tree.children.unshift(importNode(stylesheet));
  };
}
