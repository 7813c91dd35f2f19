import type {Props} from '@theme/ContentVisibility';

/**
 * The "unlisted" and "draft" banners. No page is unlisted or a draft, so the theme's component
 * rendered nothing on every doc page. Should one be, the build stops here: bring back the theme's
 * component, whose banners say so to the reader.
 */
export default function ContentVisibility({metadata}: Props): null {
  const {unlisted, frontMatter} = metadata;
  if (unlisted || frontMatter.unlisted || frontMatter.draft) throw new Error(`A page is unlisted or a draft: remove src/theme/ContentVisibility to show its banner`);
  return null;
}
