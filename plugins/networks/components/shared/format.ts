import type {SporkSource} from '../../types';

/** Formats an ISO time the same way on server and client (no locale, no zone drift). */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Groups digits of a uint64 decimal string: 137390146 → 137,390,146. */
export function formatHeight(height: string): string {
  return height.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function sourceLabel(source: SporkSource): string {
  switch (source.kind) {
    case 'remote':
      return `Spork data read at build time from ${source.location}.`;
    case 'file':
      return 'Spork data read at build time from a local sporks.json file.';
    case 'snapshot':
      return 'Spork data from the portal’s checked-in snapshot (the live source could not be reached when the site was built).';
  }
}
