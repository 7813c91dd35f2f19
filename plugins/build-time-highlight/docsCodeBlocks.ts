/**
 * For tests: every fenced code block of the docs, as the theme's CodeBlock sees it (magic comments
 * applied by the theme's own createCodeBlockMetadata), with where it comes from.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {prism} from '../../config/prism';
import {loadCreateCodeBlockMetadata} from './rehype';

export function* docsCodeBlocks(): Generator<{file: string; lang: string; metadata: ReturnType<ReturnType<typeof loadCreateCodeBlockMetadata>>}> {
  const createCodeBlockMetadata = loadCreateCodeBlockMetadata();
  const docs = path.resolve(__dirname, '../../docs');
  const files = readdirSync(docs, {recursive: true}).map(String).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    for (const match of readFileSync(path.join(docs, file), 'utf8').matchAll(/^```(\S*)[^\n]*\n([\s\S]*?)^```/gm)) {
      const lang = match[1]!;
      yield {file, lang, metadata: createCodeBlockMetadata({code: match[2]!, className: lang ? `language-${lang}` : undefined, magicComments: prism.magicComments})};
    }
  }
}
