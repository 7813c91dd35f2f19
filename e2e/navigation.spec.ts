import {expect, test, type Page} from '@playwright/test';

const navbarLinks: Array<[string, RegExp]> = [
  ['Build', /\/build\/flow$/],
  ['EVM', /\/evm\/about$/],
  ['Tools', /\/tools\/flow-cli$/],
  ['Networks', /\/networks\/flow-networks$/],
  ['Ecosystem', /\/ecosystem$/],
];

const mobileMenuOpen = (page: Page) => page.locator('.navbar').evaluate((el) => el.classList.contains('navbar-sidebar--show'));

test.describe('navbar and footer', () => {
  for (const [label, target] of navbarLinks) {
    test(`navbar "${label}" leads to its section`, async ({page}) => {
      await page.goto('/');
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }

  test('navbar links to the code host and the chat community', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Flow on GitHub'})).toHaveAttribute('href', 'https://github.com/onflow');
    await expect(nav.getByRole('link', {name: 'Flow Discord community'})).toHaveAttribute('href', 'https://discord.gg/flow');
  });

  test('footer has the groups of the specification, their internal targets and the copyright', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const title of ['Documentation', 'Community', 'Start Building', 'Network', 'More']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    const internal: Array<[string, string]> = [
      ['Getting Started', '/build/getting-started/quickstarts/hello-world'],
      ['Mobile', '/build/guides/mobile/overview'],
      ['FCL (JavaScript client)', '/tools/clients/fcl-js'],
      ['Testing smart contracts', '/build/smart-contracts/testing'],
      ['Flow CLI', '/tools/flow-cli'],
      ['Emulator', '/tools/emulator'],
      ['VS Code extension', '/tools/vscode-extension'],
      ['Core contracts and standards', '/build/core-contracts'],
      ['EVM on Flow', '/evm/about'],
      ['Past sporks', '/networks/node-ops/node-operation/past-sporks'],
      ['Upcoming sporks', '/networks/node-ops/node-operation/upcoming-sporks'],
      ['Node operation', '/networks/node-ops'],
      ['Spork information', '/networks/node-ops/node-operation/spork'],
    ];
    for (const [label, href] of internal) {
      await expect(footer.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('Copyright © 2024');
    // Every internal footer link resolves to a page.
    for (const [, href] of internal) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the navbar stays visible while scrolling', async ({page}) => {
    await page.goto('/networks/staking/technical-overview');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('.navbar')).toBeInViewport();
  });
});

test.describe('breakpoint at 996 px', () => {
  for (const {width, mobile} of [
    {width: 996, mobile: true},
    {width: 997, mobile: false},
  ]) {
    const name = mobile ? 'mobile: menu button, no inline links' : 'desktop: inline links and the docs sidebar';
    test(`${width} px wide is ${name}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/build/basics/accounts');
      await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible({visible: mobile});
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'EVM', exact: true})).toBeVisible({visible: !mobile});
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible({visible: !mobile});
    });
  }

  test('the mobile menu closes on back navigation', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.goto('/');
    await page.goto('/build/basics/accounts');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => mobileMenuOpen(page)).toBe(true);
    await page.goBack();
    await expect.poll(() => mobileMenuOpen(page)).toBe(false);
  });

  test('the mobile menu closes when the viewport becomes desktop', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.goto('/build/basics/accounts');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => mobileMenuOpen(page)).toBe(true);
    await page.setViewportSize({width: 1200, height: 800});
    await expect.poll(() => mobileMenuOpen(page)).toBe(false);
  });
});

test.describe('scrolling on route change', () => {
  test('a new page starts at the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/build/basics/accounts');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/build\/basics\/accounts$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link with a hash scrolls to its anchor', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/build/basics/accounts');
    const tocLink = page.locator('.table-of-contents a').last();
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('opening a page at a hash shows that heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/networks/staking/technical-overview');
    const id = await page.locator('main h2[id]').last().getAttribute('id');
    await page.goto('/');
    await page.goto(`/networks/staking/technical-overview#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
