import type {ThemeConfig} from '@docusaurus/preset-classic';
import {external} from './links';

type Navbar = NonNullable<ThemeConfig['navbar']>;

export const navbar = {
  title: 'Flow Developer Portal',
  hideOnScroll: false,
  logo: {
    alt: 'Flow',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {to: '/build/flow', label: 'Build', position: 'left', activeBaseRegex: '^/build/'},
    {to: '/evm/about', label: 'EVM', position: 'left', activeBaseRegex: '^/evm/'},
    {to: '/tools/flow-cli', label: 'Tools', position: 'left', activeBaseRegex: '^/tools(/|$)'},
    {
      to: '/networks/flow-networks',
      label: 'Networks',
      position: 'left',
      activeBaseRegex: '^/networks?(/|$)',
    },
    {to: '/ecosystem', label: 'Ecosystem', position: 'left', activeBaseRegex: '^/ecosystem(/|$)'},
    {type: 'search', position: 'right'},
    {
      href: external.github,
      position: 'right',
      className: 'header-icon-link header-github-link',
      'aria-label': 'Flow on GitHub',
    },
    {
      href: external.discord,
      position: 'right',
      className: 'header-icon-link header-discord-link',
      'aria-label': 'Flow Discord community',
    },
  ],
} satisfies Navbar;
