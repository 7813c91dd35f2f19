import {expect, test} from '@playwright/test';
import {colourSwitch, theme} from './helpers';

test('with localStorage blocked every page still renders and the colour switch works', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  for (const path of ['/', '/build/basics/accounts', '/network/flow-testnet']) {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
  expect(await theme(page)).toBe('dark');
  await colourSwitch(page).click();
  expect(await theme(page)).toBe('light');
  expect(uncaught).toEqual([]);
});
