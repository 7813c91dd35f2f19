import type {Config} from '@docusaurus/types';
import {env} from './env';

/** Identity and site-wide switches (specification sections 1, 2 and 9). */
export const site = {
  title: 'Flow Developer Portal',
  tagline: 'Build on Flow: Cadence smart contracts, EVM, tools, nodes and staking.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'onflow',
  projectName: 'developer-portal',
  titleDelimiter: '|',
  noIndex: false,
  baseUrlIssueBanner: true,
  staticDirectories: ['static'],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'},
    },
  },
  // Storage keys stay un-namespaced ('theme', 'docusaurus.announcement.dismiss', ...)
  // as the specification names them, although the v4 flags would namespace them.
  storage: {type: 'localStorage', namespace: false},
  // The faster build (Rspack, SWC, Lightning CSS); FASTER_BUILD=0 builds with webpack for comparison.
  future: {v4: true, faster: env.fasterBuild},
  markdown: {
    format: 'mdx',
    mermaid: false,
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
} satisfies Partial<Config>;
