/**
 * info-tag: a remark plugin that puts an info admonition at the top of every
 * docs page holding at least one ```cadence code block, pointing readers of
 * pre-1.0 Cadence to the legacy documentation.
 *
 * It runs in `beforeDefaultRemarkPlugins`, so the `:::info` container directive
 * it inserts is turned into an admonition by Docusaurus's own admonitions
 * plugin. Being a remark plugin (not a bundler loader), it works the same under
 * webpack and Rspack.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {Root, RootContent, Code, PhrasingContent} from 'mdast';

export interface InfoTagOptions {
  /** Text of the note; the link follows it. */
  message: string;
  /** Label of the link. */
  linkLabel: string;
  /** Where readers of pre-1.0 Cadence find the old documentation. */
  link: string;
  /** Code block languages that mark a page as a Cadence page. */
  languages: string[];
}

export const DEFAULT_OPTIONS: InfoTagOptions = {
  message: 'This page uses Cadence 1.0. If you maintain code written for an earlier version of Cadence, ',
  linkLabel: 'read the legacy Cadence 0.42 documentation',
  link: 'https://cadence-lang.org/docs/0.42',
  languages: ['cadence'],
};

const schema = Joi.object<InfoTagOptions>({
  message: Joi.string().min(1).default(DEFAULT_OPTIONS.message),
  linkLabel: Joi.string().min(1).default(DEFAULT_OPTIONS.linkLabel),
  link: Joi.string()
    .uri({allowRelative: true})
    .default(DEFAULT_OPTIONS.link),
  languages: Joi.array().items(Joi.string().min(1)).min(1).default(DEFAULT_OPTIONS.languages),
});

export function validateOptions(input: Partial<InfoTagOptions> = {}): InfoTagOptions {
  const {error, value} = schema.validate(input, {abortEarly: true});
  if (error) {
    throw new Error(`info-tag plugin: invalid option ${error.message}`);
  }
  return value;
}

function hasLanguageBlock(tree: Root, languages: string[]): boolean {
  let found = false;
  const walk = (node: Root | RootContent): void => {
    if (found) return;
    if (node.type === 'code' && languages.includes((node as Code).lang ?? '')) {
      found = true;
      return;
    }
    if ('children' in node) node.children.forEach((child) => walk(child as RootContent));
  };
  walk(tree);
  return found;
}

function buildNote(options: InfoTagOptions): RootContent {
  const children: PhrasingContent[] = [
    {type: 'text', value: options.message},
    {type: 'link', url: options.link, children: [{type: 'text', value: options.linkLabel}]},
    {type: 'text', value: '.'},
  ];
  // A container directive, as `:::info` would produce; the admonitions plugin
  // that runs after this one renders it.
  return {
    type: 'containerDirective',
    name: 'info',
    attributes: {},
    children: [{type: 'paragraph', children}],
  } as unknown as RootContent;
}

export default function infoTag(userOptions?: Partial<InfoTagOptions>) {
  const options = validateOptions(userOptions);
  return (tree: Root): void => {
    if (!hasLanguageBlock(tree, options.languages)) return;
    // Keep front matter, ESM imports/exports and a leading h1 above the note.
    let index = 0;
    while (index < tree.children.length) {
      const node = tree.children[index]!;
      const isPreamble =
        node.type === 'yaml' ||
        (node.type as string) === 'toml' ||
        (node.type as string) === 'mdxjsEsm' ||
        (node.type === 'heading' && node.depth === 1);
      if (!isPreamble) break;
      index += 1;
    }
    tree.children.splice(index, 0, buildNote(options));
  };
}
