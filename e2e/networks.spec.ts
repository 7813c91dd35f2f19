import {expect, test} from '@playwright/test';

test.describe('network pages', () => {
  test('mainnet access APIs: live, endpoints, current spork, past sporks, other networks', async ({page}) => {
    await page.goto('/network/flow-mainnet-access-apis');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Mainnet access APIs');
    await expect(page.locator('main .badge')).toHaveText('Live');
    const endpoints = page.getByRole('region', {name: 'Access endpoints'});
    await expect(endpoints).toContainText('access.mainnet.nodes.onflow.org:9000');
    await expect(endpoints).toContainText('https://rest-mainnet.onflow.org');
    const current = page.getByRole('region', {name: 'Current spork'});
    for (const row of ['Spork', 'Spork time', 'Root block height', 'flow-go commit', 'flow-go version', 'Cadence version']) {
      await expect(current.getByRole('rowheader', {name: row, exact: true})).toBeVisible();
    }
    await expect(current).toContainText(/Mainnet-\d+/);
    const past = page.getByRole('region', {name: 'Past sporks'});
    expect(await past.getByRole('row').count()).toBeGreaterThan(5);
    const others = page.getByRole('navigation', {name: 'Other networks'});
    await expect(others.getByRole('link', {name: 'Testnet'})).toHaveAttribute('href', '/network/flow-testnet');
    await expect(page.getByText(/Spork data/)).toBeVisible();
  });

  test('a retired network says so and points to its replacement', async ({page}) => {
    await page.goto('/network/flow-sandboxnet-core-components');
    await expect(page.locator('main .badge')).toHaveText('Retired');
    await expect(page.getByText('Sandboxnet is no longer running.')).toBeVisible();
    await page.getByRole('link', {name: 'Testnet', exact: true}).first().click();
    await expect(page).toHaveURL(/\/network\/flow-testnet$/);
    await expect(page.getByRole('region', {name: 'Current spork'})).toContainText(/Testnet\d+/);
  });

  test('the index lists every network', async ({page}) => {
    await page.goto('/network');
    await expect(page.getByRole('heading', {level: 2})).toHaveCount(5);
  });
});
