/**
 * checked-examples: a remark plugin that ends each docs page whose Cadence examples the example
 * check verified with one quiet line: the toolchain, the day and the number of examples, read from
 * the record that check writes (examples/checked-examples.json, see ./record.ts). The line is
 * rendered at build time: it adds a few dozen bytes of text to the page and no script.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {Root, RootContent} from 'mdast';
import {checkedLine, readRecord, type CheckedRecord} from './record';

export interface CheckedExamplesOptions {
  /** The record file. */
  record: string;
  /** The site folder: page paths in the record are relative to it. */
  siteDir: string;
}

const schema = Joi.object<CheckedExamplesOptions>({
  record: Joi.string().min(1).required(),
  siteDir: Joi.string().min(1).required(),
});

export function validateOptions(input: Partial<CheckedExamplesOptions> = {}): CheckedExamplesOptions {
  const {error, value} = schema.validate(input, {abortEarly: true});
  if (error) throw new Error(`checked-examples plugin: invalid option ${error.message}`);
  return value;
}

/** The class the line carries (styled in src/css/custom.css). */
export const LINE_CLASS = 'checked-examples';

function lineNode(text: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'p',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: LINE_CLASS}],
    children: [{type: 'text', value: text}],
  } as unknown as RootContent;
}

export default function checkedExamples(userOptions?: Partial<CheckedExamplesOptions>) {
  const options = validateOptions(userOptions);
  let record: CheckedRecord | undefined;
  return (tree: Root, file: {path?: string}): void => {
    record ??= readRecord(options.record);
    if (!file.path) return;
    const page = path.relative(options.siteDir, file.path).split(path.sep).join('/');
    const entry = record.pages[page];
    if (!entry) return;
    tree.children.push(lineNode(checkedLine(record, entry)));
  };
}
