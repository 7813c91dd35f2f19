import type {Props} from '@theme/TagsListInline';

/**
 * The tags under a doc. No doc has tags, and the theme renders this only for a doc that has some:
 * should one get tags, the build stops here; bring back the theme's component.
 */
export default function TagsListInline({tags}: Props): null {
  throw new Error(`A doc has tags (${tags.map((tag) => tag.label).join(', ')}): remove src/theme/TagsListInline to show them`);
}
