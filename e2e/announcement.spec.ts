import {expect, test} from '@playwright/test';
import {announcementBar} from '../config/announcement';

test.describe('announcement bar', () => {
  test('shows the current Cadence 1.0 notice until closed, then stays closed', async ({page}) => {
    await page.goto('/');
    const announcement = page.locator('.theme-announcement-bar');
    await expect(announcement).toContainText('Every Flow network runs Cadence 1.0');
    // No deadline of the past is announced any more.
    await expect(announcement).not.toContainText('deadline');
    await announcement.getByRole('button', {name: 'Close'}).click();
    await expect(announcement).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('its link leads to what changed in Cadence 1.0 and how to move a pre-1.0 contract', async ({page}) => {
    await page.goto('/');
    await page.locator('.theme-announcement-bar').getByRole('link', {name: 'See what changed and how to move a pre-1.0 contract'}).click();
    await expect(page).toHaveURL(/\/build\/smart-contracts\/overview#cadence-10$/);
    const heading = page.locator('h2#cadence-10');
    await expect(heading).toContainText('Cadence 1.0');
    await expect(heading).toBeInViewport();
    await expect(page.locator('h3#moving-a-pre-10-contract')).toContainText('Moving a pre-1.0 contract');
  });

  test('shows again to readers who closed the old June 2024 announcement', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'cadence-1-testnet-upgrade');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    // Docusaurus stores the new id once the page has hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementBar.id);
  });
});
