import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcementBar} from './announcement';
import {footer} from './footer';
import {navbar} from './navbar';
import {prism} from './prism';
import {searchConfig} from './search';

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'robots', content: 'index, follow'}],
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {
    sidebar: {hideable: false, autoCollapseCategories: true},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  announcementBar,
  navbar,
  footer,
  prism,
  typesense: searchConfig(),
} satisfies ThemeConfig & {typesense: ReturnType<typeof searchConfig>};
