import {describe, expect, it} from 'vitest';
import {EMPTY_MODULE, THEME_CLIENT_MODULE} from './index';
import {existsSync} from 'node:fs';

describe('prism-on-demand', () => {
  it('replaces the theme’s Prism client module, as client-modules.js requires it, and nothing else', () => {
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages')).toBe(true);
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js')).toBe(true);
    expect(THEME_CLIENT_MODULE.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js')).toBe(true);
    // The swizzlable theme component that registers languages stays: the code block calls it.
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js')).toBe(false);
    expect(existsSync(EMPTY_MODULE)).toBe(true);
  });
});
