import {expect, test, type Locator, type Page} from '@playwright/test';
import {SAMPLE_DOC} from './helpers';
import {external} from '../config/links';

/**
 * The navbar on phones and small tablets, driven by touch (taps, not clicks): every
 * control must receive its own tap and open what it names, and no two controls may
 * overlap, down to 320 px.
 */
const widths = [320, 390, 600, 800];

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
};

/** The navbar's visible controls (links and buttons), named. */
async function controls(page: Page) {
  // The bar itself, not the menu that slides in (which repeats the logo).
  const nav = page.locator('.navbar__inner');
  return {
    menu: nav.getByRole('button', {name: 'Toggle navigation bar'}),
    home: nav.locator('a.navbar__brand'),
    search: nav.getByRole('button', {name: 'Search'}),
    github: nav.getByRole('link', {name: 'Flow on GitHub'}),
    community: nav.getByRole('link', {name: 'Flow Discord community'}),
  };
}

for (const mode of ['dark', 'light'] as const) {
  for (const width of widths) {
    test.describe(`navbar at ${width} px, ${mode} mode, by touch`, () => {
      test.use({viewport: {width, height: 740}, hasTouch: true, isMobile: true});

      test.beforeEach(async ({page, context}) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
        // The outside links open new tabs; answer them locally (the test machines reach no outside host).
        await context.route(/^https:\/\/(github\.com|discord\.gg)\//, (route) =>
          route.fulfill({status: 200, contentType: 'text/html', body: '<title>outside</title>'}),
        );
        await page.goto(SAMPLE_DOC);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      });

      test('no two controls overlap, and each lies inside the viewport', async ({page}) => {
        const named = Object.entries(await controls(page));
        const boxes = [];
        for (const [name, locator] of named) {
          await expect(locator, name).toBeVisible();
          const b = await box(locator);
          expect(b.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, `${name} ends inside the viewport`).toBeLessThanOrEqual(width);
          expect(Math.min(b.width, b.height), `${name} is big enough to tap`).toBeGreaterThanOrEqual(24);
          boxes.push({name, ...b});
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            expect(overlap, `${a.name} and ${b.name} overlap`).toBe(false);
          }
        }
        // The element under each control's centre is that control (nothing lies on top of it).
        for (const [name, locator] of named) {
          const b = await box(locator);
          const onTop = await locator.evaluate(
            (el, {x, y}) => {
              const hit = document.elementFromPoint(x, y);
              return Boolean(hit && (hit === el || el.contains(hit)));
            },
            {x: b.x + b.width / 2, y: b.y + b.height / 2},
          );
          expect(onTop, `${name} is the element under its own centre`).toBe(true);
        }
      });

      test('tapping search opens the search dialog', async ({page}) => {
        const {search} = await controls(page);
        await search.tap();
        const searchbox = page.locator('.DocSearch-Modal').getByRole('searchbox');
        await expect(searchbox).toBeVisible();
        await searchbox.fill('staking');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        expect(page.url()).toMatch(new RegExp(`${SAMPLE_DOC}$`));
      });

      test('tapping the menu button opens the menu with the sections', async ({page}) => {
        const {menu} = await controls(page);
        await menu.tap();
        const sidebar = page.locator('.navbar-sidebar');
        // On a doc page the menu opens on the page's sidebar, one tap away from the sections.
        await sidebar.getByRole('button', {name: /back to main menu/i}).tap();
        await expect(sidebar.getByRole('link', {name: 'EVM', exact: true})).toBeVisible();
        await sidebar.getByRole('link', {name: 'EVM', exact: true}).tap();
        await expect(page).toHaveURL(/\/evm\/about$/);
      });

      test('tapping the logo goes home', async ({page}) => {
        const {home} = await controls(page);
        await home.tap();
        await expect(page).toHaveURL(/\/$/);
      });

      for (const [name, href] of [
        ['github', external.github],
        ['community', external.discord],
      ] as const) {
        test(`tapping the ${name} icon opens ${href}`, async ({page, context}) => {
          const control = (await controls(page))[name];
          const opened = context.waitForEvent('page');
          await control.tap();
          const tab = await opened;
          await tab.waitForLoadState();
          expect(tab.url().replace(/\/$/, '')).toBe(href);
          expect(page.url()).toMatch(new RegExp(`${SAMPLE_DOC}$`));
        });
      }
    });
  }
}
