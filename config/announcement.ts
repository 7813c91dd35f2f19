import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The site-wide announcement. Change `id` whenever `content` changes in a way
 * readers should see again: a new id resets every reader's dismissal.
 */
export const announcementBar = {
  id: 'cadence-1-current',
  content:
    'Every Flow network runs Cadence 1.0. Working from older code? ' +
    '<a href="/build/smart-contracts/overview#cadence-10">See what changed and how to move a pre-1.0 contract</a>',
  backgroundColor: '#00ef8b',
  textColor: '#0b1116',
  isCloseable: true,
} satisfies AnnouncementBar;
