import {expect, test} from '@playwright/test';
import {hydrated, SAMPLE_DOC} from './helpers';

/**
 * The tab shows the page's own title from the first paint to the end of hydration,
 * never the bare site title in between. The longest doc page and the home page take
 * the longest to hydrate; a phone-like CPU (4x slower) makes hydration span many frames,
 * as it does on a phone.
 */
const pages: Array<[string, RegExp]> = [
  ['/', /^Build on Flow \| Flow Developer Portal$/],
  ['/build/guides/nft', /^Create an NFT Collection \| Flow Developer Portal$/],
  [SAMPLE_DOC, /^.+ \| Flow Developer Portal$/],
];

for (const [route, expected] of pages) {
  test(`${route} keeps its own title while it hydrates`, async ({page}) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // Record every title the document has, from the parsed <head> on.
    await page.addInitScript(() => {
      const titles: string[] = [];
      (window as unknown as {titles: string[]}).titles = titles;
      const record = () => {
        if (document.head && titles.at(-1) !== document.title) titles.push(document.title);
      };
      new MutationObserver(record).observe(document, {subtree: true, childList: true, characterData: true});
    });
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
    // Helmet writes the head on the next animation frame: let a few pass after hydration.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    const titles = await page.evaluate(() => (window as unknown as {titles: string[]}).titles);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title, `titles seen: ${JSON.stringify(titles)}`).toMatch(expected);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  });
}

test('navigating in the page changes the title to the next page’s, and back', async ({page}) => {
  await page.goto(SAMPLE_DOC);
  await hydrated(page);
  const first = await page.title();
  await page.locator('a.navbar__brand').click();
  await expect(page).toHaveTitle('Build on Flow | Flow Developer Portal');
  await page.goBack();
  await expect(page).toHaveTitle(first);
});
