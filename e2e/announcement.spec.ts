import {expect, test} from '@playwright/test';


test.describe('announcement bar', () => {
  test('shows the Cadence 1.0 notice until closed, then stays closed', async ({page}) => {
    await page.goto('/');
    const announcement = page.locator('.theme-announcement-bar');
    await expect(announcement).toContainText('Cadence 1.0');
    await expect(announcement).toContainText('testnet');
    await expect(announcement.getByRole('link', {name: 'How to upgrade'})).toHaveAttribute(
      'href',
      '/build/smart-contracts/best-practices/contract-upgrades',
    );
    await announcement.getByRole('button', {name: 'Close'}).click();
    await expect(announcement).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('shows again when the announcement id changes', async ({page}) => {
    // A reader who dismissed an earlier announcement.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    // Docusaurus stores the new id once the page has hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('cadence-1-testnet-upgrade');
  });
});
