import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * The banner over a doc of an unreleased or unmaintained version. The docs have one version and
 * no banner, so the theme's component (with the version suggestions and preferred-version hooks it
 * needs) rendered nothing on every doc page and only weighed on their load. Should the docs ever
 * get a version with a banner, the build stops here: bring back the theme's component.
 */
export default function DocVersionBanner(): null {
  const version = useDocsVersion();
  if (version.banner) throw new Error(`Docs version "${version.label}" has a banner: remove src/theme/DocVersionBanner to show it`);
  return null;
}
