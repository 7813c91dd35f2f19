/**
 * Parts of a doc page that a reader only uses by interacting with them (plugins/first-load/deferred)
 * are not in its first load: until the reader's first interaction they are the server's markup,
 * which React leaves alone; then their code comes in and renders the same markup in the same place
 * (nothing moves). A click, a key press or focus that lands while their code is on its way still
 * does what it would have done.
 */
import {expect, test, type Page} from '@playwright/test';
import {hydrated, SAMPLE_DOC, watchPage} from './helpers';

/** Each part's root element in the served page. */
const PARTS = {
  sidebar: '.theme-doc-sidebar-container > div > div:first-child',
  toc: '.theme-doc-toc-desktop',
  pageMarkdown: '.page-markdown',
  pageFeedback: '.page-feedback',
} as const;

interface PartState {
  /** React renders the part's inside (its first element child has a fiber), rather than keeping the server's. */
  rendered: boolean;
  /** What a reader sees of it: its text, its links, its place on the page. */
  text: string;
  links: string[];
  box: {x: number; y: number; width: number; height: number};
}

/**
 * Opens SAMPLE_DOC with every script fetched after its first load held back for `ms`: the reader's
 * first interaction then lands while the parts' code is on its way.
 */
async function openWithSlowCode(page: Page, ms = 600): Promise<void> {
  let firstLoadDone = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (firstLoadDone) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  await page.goto(SAMPLE_DOC);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  firstLoadDone = true;
}

function partsState(page: Page): Promise<Record<string, PartState>> {
  return page.evaluate((parts) => {
    const state: Record<string, PartState> = {};
    for (const [name, selector] of Object.entries(parts)) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} on the page`);
      const inside = element.firstElementChild;
      const {x, y, width, height} = element.getBoundingClientRect();
      state[name] = {
        // React keeps its fiber on every element it has hydrated or rendered.
        rendered: inside ? Object.keys(inside).some((key) => key.startsWith('__reactFiber$')) : false,
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        links: Array.from(element.querySelectorAll('a'), (a) => a.getAttribute('href') ?? ''),
        box: {x, y, width, height},
      };
    }
    return state;
  }, PARTS);
}

test.describe('parts hydrated at the first interaction', () => {
  test('are the server’s markup until the reader interacts, then render the same in the same place', async ({page, baseURL}) => {
    const problems = watchPage(page, baseURL!);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(SAMPLE_DOC);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    const before = await partsState(page);
    for (const [name, state] of Object.entries(before)) expect(state.rendered, `${name} before any interaction`).toBe(false);

    await page.mouse.move(5, 300);
    await expect.poll(async () => Object.values(await partsState(page)).every((state) => state.rendered), {timeout: 10_000}).toBe(true);
    expect(scripts.length, 'the parts came as code fetched after the first load').toBeGreaterThan(loaded);
    const after = await partsState(page);
    const seen = ({text, links, box}: PartState) => ({text, links, box});
    for (const [name, state] of Object.entries(after)) expect(seen(state), `${name} once rendered by its code`).toEqual(seen(before[name]!));
    expect(problems).toEqual([]);
  });

  test('a click on a sidebar link while the sidebar’s code is on its way moves through the router', async ({page}) => {
    await openWithSlowCode(page);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    // Playwright's click moves the pointer (the first interaction) and clicks at once, before the code is in.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Transactions', exact: true}).click();
    await expect(page).toHaveURL(/\/build\/basics\/transactions$/);
    await expect(page.locator('h1')).toHaveText('Transactions');
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument), 'no whole-page load').toBe(true);
  });

  test('a sidebar category folds at the first press, made by keyboard alone', async ({page}) => {
    await openWithSlowCode(page);
    const toggle = page.locator('.theme-doc-sidebar-menu button.clean-btn.menu__caret').first();
    const item = toggle.locator('xpath=ancestor::li[1]');
    const wasCollapsed = ((await item.getAttribute('class')) ?? '').includes('menu__list-item--collapsed');
    // Focus from script (no interaction yet), then Enter: the key is the first interaction and makes the click.
    await toggle.evaluate((element: HTMLElement) => element.focus());
    await page.keyboard.press('Enter');
    await expect(item).toHaveClass(wasCollapsed ? /^(?!.*menu__list-item--collapsed)/ : /menu__list-item--collapsed/);
    await expect(toggle).toBeFocused();
  });

  test('“Was this page helpful?” answers at the first press', async ({page}) => {
    await openWithSlowCode(page);
    const feedback = page.getByRole('group', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
  });

  test('a press held while the code comes in still clicks when it is released', async ({page}) => {
    await openWithSlowCode(page);
    const code = page.waitForResponse((response) => /PageMarkdown/.test(response.url()));
    const link = page.getByRole('link', {name: 'View as Markdown'});
    // Scrolling down to it is the first interaction; the reader presses it at once and holds.
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await code;
    // Its code has run (the bundler lists the chunks it has run), and had a frame to render in...
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as {webpackChunkflow_developer_portal?: [string[]][]}).webpackChunkflow_developer_portal ?? []).some(([ids]) =>
            ids.some((id) => String(id).includes('PageMarkdown')),
          ),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    // ... but the pressed part waits: had its link been replaced under the pointer, the browser would send no click.
    expect((await partsState(page)).pageMarkdown!.rendered).toBe(false);
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${SAMPLE_DOC}\\.md$`));
  });

  test('the sidebar keeps where the reader scrolled it, and a focused link its focus', async ({page}) => {
    // A short window, so that the sidebar scrolls.
    await page.setViewportSize({width: 1280, height: 360});
    await openWithSlowCode(page, 1500);
    const menu = page.locator('nav[aria-label="Docs sidebar"]');
    const link = menu.getByRole('link', {name: 'Transactions', exact: true});
    await link.focus();
    await menu.evaluate((element) => (element.scrollTop = 120));
    const scrolled = await menu.evaluate((element) => element.scrollTop);
    expect(scrolled, 'the sidebar scrolls on this screen').toBeGreaterThan(0);
    await expect.poll(async () => (await partsState(page)).sidebar!.rendered, {timeout: 10_000}).toBe(true);
    expect(await menu.evaluate((element) => element.scrollTop)).toBe(scrolled);
    await expect(link).toBeFocused();
  });
});
