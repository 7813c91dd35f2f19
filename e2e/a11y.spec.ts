import {expect, test} from '@playwright/test';
import {colourSwitch, hydrated, SAMPLE_DOC, seriousViolations} from './helpers';

const pages = ['/', SAMPLE_DOC, '/evm/using', '/network/flow-mainnet-access-apis', '/http-api', '/search?q=staking', '/this-page-does-not-exist'];

for (const mode of ['dark', 'light'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    });
    for (const path of pages) {
      test(`${path} has no serious or critical axe violation`, async ({page}) => {
        // The whole reference is one page of several thousand elements: axe needs more than the
        // default minute on it when the machine is busy (seen at 1.1 min on 2 loaded cores).
        if (path === '/http-api') test.slow();
        await page.goto(path);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        // As a reader meets it: hydrated, so a table wider than the screen has taken its tabindex.
        await hydrated(page);
        if (path.startsWith('/search')) await expect(page.locator('main ol > li').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open search modal, with results, has no serious or critical axe violation', async ({page}) => {
      await page.goto('/');
      await page.getByRole('button', {name: 'Search'}).first().click();
      await page.locator('.DocSearch-Modal').getByRole('searchbox').fill('staking');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expect(await seriousViolations(page, '.DocSearch-Modal')).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test('the first Tab reaches "Skip to main content", which moves focus past the navbar', async ({page}) => {
    await page.goto(SAMPLE_DOC);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar')));
    expect(inNavbar).toBe(false);
  });

  test('a Markdown table wider than the screen takes focus and scrolls from the keyboard; one that fits stays out of the tab order', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/evm/using');
    await hydrated(page);
    const tables = page.locator('article table');
    const facts = await tables.evaluateAll((all) => all.map((t) => ({wide: t.scrollWidth > t.clientWidth + 1, tabIndex: t.getAttribute('tabindex')})));
    expect(facts.some((t) => t.wide)).toBe(true);
    for (const t of facts) expect(t.tabIndex).toBe(t.wide ? '0' : null);
    const wide = tables.nth(facts.findIndex((t) => t.wide));
    await wide.focus();
    await expect(wide).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    // Wide enough for every table: none is focusable.
    await page.setViewportSize({width: 1600, height: 800});
    await expect.poll(() => tables.evaluateAll((all) => all.filter((t) => t.hasAttribute('tabindex')).length)).toBe(0);
  });

  test('the colour switch, the announcement close button and navbar links work from the keyboard', async ({page}) => {
    await page.goto('/');
    // The theme renders the colour switch disabled until the page has hydrated.
    await hydrated(page);
    const toggle = colourSwitch(page);
    await toggle.focus();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');

    const close = page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'});
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

    const evm = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'EVM', exact: true});
    await evm.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/evm\/about$/);
  });

  test('every control on a doc page can be reached with Tab', async ({page}) => {
    await page.goto(SAMPLE_DOC);
    // Tab through one whole cycle: until focus leaves the page's last stop (code blocks and
    // their hover buttons are tab stops too, so the number of stops is not known up front).
    const reached = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      await page.keyboard.press('Tab');
      const key = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        return `${el.tagName}:${el.getAttribute('href') ?? ''}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`;
      });
      if (key === null && reached.size > 0) break;
      if (key) reached.add(key);
    }
    const unreachable = await page.locator('a[href]:visible, button:visible').evaluateAll(
      (elements, seen) =>
        elements
          .map((el) => `${el.tagName}:${el.getAttribute('href') ?? ''}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`)
          .filter((key) => !seen.includes(key)),
      [...reached],
    );
    expect(unreachable).toEqual([]);
  });

  test('the mobile menu opens and closes from the keyboard', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.goto(SAMPLE_DOC);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});
