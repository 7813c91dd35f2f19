import path from 'node:path';
import {expect, test} from '@playwright/test';
import {checkedLine, readRecord} from '../plugins/checked-examples/record';

/** The record the example check wrote and the build rendered (examples/checked-examples.json). */
const record = readRecord(path.resolve(__dirname, '../examples/checked-examples.json'));

test.describe('checked examples', () => {
  test('a page whose Cadence examples were checked ends with one quiet line saying how', async ({page}) => {
    const entry = record.pages['docs/build/getting-started/quickstarts/hello-world.md'];
    expect(entry, 'the hello world quickstart is in the record').toBeTruthy();
    await page.goto('/build/getting-started/quickstarts/hello-world');
    const line = page.locator('main article p.checked-examples');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveText(checkedLine(record, entry!));
    await expect(line).toHaveText(/^Checked with Cadence v\d+\.\d+\.\d+ and the linter of Flow CLI v2\.17\.3, run on Flow emulator v1\.20\.0, on \d{4}-\d{2}-\d{2}, \d+ examples?\.$/);
    // Quiet: smaller than the body text.
    const sizes = await page.evaluate(() => ({
      line: parseFloat(getComputedStyle(document.querySelector('p.checked-examples')!).fontSize),
      body: parseFloat(getComputedStyle(document.querySelector('main article p:not(.checked-examples)')!).fontSize),
    }));
    expect(sizes.line).toBeLessThan(sizes.body);
  });

  test('a page with no Cadence examples shows no such line', async ({page}) => {
    await page.goto('/network');
    await expect(page.locator('p.checked-examples')).toHaveCount(0);
  });
});
