import {expect, test} from '@playwright/test';
import {blockStorage, colourSwitch, theme} from './helpers';

test('with localStorage blocked every page still renders and the colour switch works', async ({page}) => {
  const uncaught = await blockStorage(page);
  for (const path of ['/', '/build/basics/accounts', '/network/flow-testnet']) {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
  expect(await theme(page)).toBe('dark');
  await colourSwitch(page).click();
  expect(await theme(page)).toBe('light');
  expect(uncaught).toEqual([]);
});
