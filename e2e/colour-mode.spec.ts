import {expect, test} from '@playwright/test';
import {colourSwitch, theme} from './helpers';

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('is dark by default even when the system prefers light', async ({page}) => {
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
  });

  test('the switch saves the choice under "theme" and another tab follows it', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/build/basics/accounts');
    await second.goto('/');
    expect(await theme(second)).toBe('dark');

    await colourSwitch(first).click();
    expect(await theme(first)).toBe('light');
    expect(await first.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect.poll(() => theme(second)).toBe('light');

    // The choice survives a reload.
    await first.reload();
    expect(await theme(first)).toBe('light');
  });
});
