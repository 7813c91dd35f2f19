import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {navbar} from '../../config/navbar';

/**
 * src/theme/NavbarItem/ComponentTypes keeps only the navbar item types the site uses: a type
 * added to the navbar config without it there would render nothing but an error.
 */
describe('navbar item types', () => {
  it('every item of the navbar config has a type the trimmed map knows', () => {
    // The map's keys, read from its source: importing it needs the theme's aliases.
    const source = readFileSync(new URL('../../src/theme/NavbarItem/ComponentTypes/index.ts', import.meta.url), 'utf8');
    const known = [...source.matchAll(/^ {2}(\w+): \w+,$/gm)].map((match) => match[1]);
    expect(known).toEqual(['default', 'search']);
    const used = navbar.items.map((item) => ('type' in item && item.type ? item.type : 'default'));
    expect(used.filter((type) => !known.includes(type))).toEqual([]);
  });
});
