import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * The "Version: x" badge of versioned docs. The docs have one version and no badge, so the theme's
 * component rendered nothing on every doc page. Should a version get a badge, the build stops
 * here: bring back the theme's component.
 */
export default function DocVersionBadge(): null {
  const version = useDocsVersion();
  if (version.badge) throw new Error(`Docs version "${version.label}" has a badge: remove src/theme/DocVersionBadge to show it`);
  return null;
}
