import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The site-wide announcement. Change `id` whenever `content` changes in a way
 * readers should see again: a new id resets every reader's dismissal.
 */
export const announcementBar = {
  id: 'cadence-1-testnet-upgrade',
  content:
    'Contract owners: upgrade your contracts to Cadence 1.0 and deploy them to testnet before the June 2024 deadline. ' +
    '<a href="/build/smart-contracts/best-practices/contract-upgrades">How to upgrade</a>',
  backgroundColor: '#00ef8b',
  textColor: '#0b1116',
  isCloseable: true,
} satisfies AnnouncementBar;
