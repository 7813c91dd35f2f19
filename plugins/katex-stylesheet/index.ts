/**
 * katex-stylesheet: a remark plugin that links the KaTeX stylesheet from the
 * pages that hold math, and only from them. The stylesheet and its fonts come
 * from the `katex` package that rehype-katex renders with (so they match the
 * markup and send readers to no third party); assets.ts serves them at
 * /katex/<version>/.
 *
 * The link goes in the page's <head> (MDX `<head>`, rendered into the built
 * HTML), not through a CSS import: Docusaurus merges every imported stylesheet
 * into the one CSS file all pages load. KaTeX's fonts are fetched only when
 * math is on screen.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {Root, RootContent} from 'mdast';
import {KATEX_STYLESHEET_PATH} from './paths';

export interface KatexStylesheetOptions {
  /** Site path of the stylesheet (assets.ts serves it there). */
  href: string;
}

const schema = Joi.object<KatexStylesheetOptions>({
  href: Joi.string().pattern(/^\/[\w./-]+\.css$/).default(KATEX_STYLESHEET_PATH),
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

/** MDX for `<head><link rel="stylesheet" href="…" /></head>`. */
function headLink(href: string): RootContent {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'head',
    attributes: [],
    children: [{type: 'mdxJsxFlowElement', name: 'link', attributes: [attribute('rel', 'stylesheet'), attribute('href', href)], children: []}],
  } as unknown as RootContent;
}

export default function katexStylesheet(userOptions?: Partial<KatexStylesheetOptions>) {
  const {href} = validateOptions(userOptions);
  return (tree: Root): void => {
    if (hasMath(tree)) tree.children.unshift(headLink(href));
  };
}
