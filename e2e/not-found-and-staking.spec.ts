import {expect, test} from '@playwright/test';

const robotsIn = (html: string) => [...html.matchAll(/<meta\b[^>]*\bname="?robots"?[^>]*>/g)].map((m) => m[0]);

test.describe('the not-found page is not indexed', () => {
  test('its HTML carries noindex, as served for a missing address and as /404.html', async ({request}) => {
    const missing = await request.get('/this-page-does-not-exist');
    expect(missing.status()).toBe(404);
    for (const html of [await missing.text(), await (await request.get('/404.html')).text()]) {
      const robots = robotsIn(html);
      expect(robots).toHaveLength(1);
      expect(robots[0]).toMatch(/content="noindex, follow"/);
    }
    // A normal page stays indexable.
    expect(robotsIn(await (await request.get('/build/basics/accounts')).text())[0]).toMatch(/content="index, follow"/);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`after the page has started, still exactly one robots tag, noindex (${mode} mode)`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto('/this-page-does-not-exist');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    });
  }
});

/** Node roles as flow-go's model/flow/role.go numbers them (RoleCollection = 1 … RoleAccess = 5). */
const roles = [
  [1, 'Collection'],
  [2, 'Consensus'],
  [3, 'Execution'],
  [4, 'Verification'],
  [5, 'Access'],
] as const;

for (const mode of ['dark', 'light'] as const) {
  test(`the staking overview names the five node roles with their numbers and links (${mode} mode)`, async ({page}) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    await page.goto('/networks/staking');
    const table = page.locator('article table').filter({has: page.getByRole('columnheader', {name: 'Role number'})});
    await expect(table).toBeVisible();
    for (const [number, role] of roles) {
      const row = table.getByRole('row').filter({has: page.getByRole('cell', {name: String(number), exact: true})});
      const link = row.getByRole('link', {name: role, exact: true});
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      const [pathname, anchor] = href.split('#');
      expect((await page.request.get(pathname!)).status(), href).toBe(200);
      // The link lands on that role's own section.
      await link.click();
      await expect(page.locator(`#${anchor}`)).toHaveText(new RegExp(`^${role} nodes`));
      await page.goBack();
    }
  });
}
