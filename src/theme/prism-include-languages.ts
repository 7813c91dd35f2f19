/**
 * Wraps the theme's language loader: every language of
 * `themeConfig.prism.additionalLanguages` as before, plus Cadence.
 */
import prismIncludeLanguages from '@theme-original/prism-include-languages';
import registerCadence from '@site/src/prism/cadence';

type PrismObject = Parameters<typeof prismIncludeLanguages>[0];

export default function includeLanguages(PrismObject: PrismObject): void {
  prismIncludeLanguages(PrismObject);
  registerCadence(PrismObject as unknown as Parameters<typeof registerCadence>[0]);
}
