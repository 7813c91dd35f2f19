import {expect, test, type Locator, type Page} from '@playwright/test';
import {env} from '../config/env';
import {REPOSITORY, REPOSITORY_BRANCH} from '../config/links';
import {blockStorage, hydrated, SAMPLE_DOC, seriousViolations, watchPage} from './helpers';

/**
 * What every doc page offers at its end: "Copy page" and "View as Markdown"
 * (plugins/llms-txt writes the Markdown), "Edit this page", and "Was this page
 * helpful?". With analytics unconfigured (this build), feedback sends nothing.
 * e2e/analytics.spec.ts checks the event on the configured build.
 */
const nginx = process.env.E2E_SERVER === 'nginx';
const CODE_PAGE = '/evm/guides/hardhat';

/**
 * Contrast ratio (WCAG) of an element's text against the first opaque background
 * behind it, read from computed styles.
 */
const contrast = (locator: Locator) =>
  locator.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    let node: Element | null = el;
    let background = [255, 255, 255];
    while (node) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a > 0.5) {
        background = [r!, g!, b!];
        break;
      }
      node = node.parentElement;
    }
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const [l1, l2] = [luminance(rgb(getComputedStyle(el).color)), luminance(background)].sort((a, b) => b - a);
    return (l1! + 0.05) / (l2! + 0.05);
  });

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const assistantToggle = (page: Page) => page.getByRole('button', {name: 'Open in AI assistant'});
const assistantLinkOf = (page: Page, name: string) => page.getByRole('link', {name: `Open in ${name} (opens in a new tab)`});
const feedback = (page: Page) => page.getByRole('group', {name: 'Was this page helpful?'});

for (const mode of ['dark', 'light'] as const) {
  test.describe(`doc page end (${mode} mode)`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    });

    test('"Copy page" puts the page’s Markdown on the clipboard, fetched only on the click, and says so', async ({page, context, baseURL}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      const problems = watchPage(page, baseURL!);
      const markdownRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(request.url());
      });
      await page.goto(CODE_PAGE, {waitUntil: 'networkidle'});
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      expect(markdownRequests).toEqual([]);
      expect(await contrast(copyButton(page))).toBeGreaterThanOrEqual(4.5);
      expect(await contrast(page.getByRole('link', {name: 'View as Markdown'}))).toBeGreaterThanOrEqual(4.5);

      await copyButton(page).click();
      await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown'})).toBeVisible();
      expect(markdownRequests).toEqual([`${baseURL}${CODE_PAGE}.md`]);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const served = await (await page.request.get(`${CODE_PAGE}.md`)).text();
      expect(copied).toBe(served);
      expect(copied.startsWith(`# ${await page.getByRole('heading', {level: 1}).textContent()}\n`)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('"View as Markdown" opens the page as clean Markdown', async ({page}) => {
      await page.goto(CODE_PAGE);
      const link = page.getByRole('link', {name: 'View as Markdown'});
      await expect(link).toHaveAttribute('href', `${CODE_PAGE}.md`);
      const title = (await page.getByRole('heading', {level: 1}).textContent())!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}\\.md$`));
      const text = (await page.locator('body').innerText()).trim();
      expect(text.startsWith(`# ${title}`)).toBe(true);
      // Code keeps its language; nothing of the theme or of MDX.
      expect(text).toMatch(/^```ts$/m);
      expect(text).toMatch(/^```bash$/m);
      expect(text).not.toMatch(/<div|class=|^import .* from '@theme/m);
      expect(text).not.toContain(':::');
      // The admonition is plain text with its label.
      expect(text).toContain('**Note: Hardhat 2 projects**');
    });

    test('"Open in AI assistant" lists ChatGPT and Claude, each asking to read the page’s Markdown at the site’s URL; by keyboard, nothing sent', async ({page, baseURL}) => {
      const problems = watchPage(page, baseURL!);
      await page.goto(CODE_PAGE);
      await hydrated(page);
      const toggle = assistantToggle(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(assistantLinkOf(page, 'ChatGPT')).toBeHidden();
      expect(await contrast(toggle)).toBeGreaterThanOrEqual(4.5);

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const title = (await page.getByRole('heading', {level: 1}).textContent())!;
      const markdownUrl = `${env.siteUrl}${CODE_PAGE}.md`;
      for (const [name, start] of [['ChatGPT', 'https://chatgpt.com/?'], ['Claude', 'https://claude.ai/new?']] as const) {
        const link = assistantLinkOf(page, name);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        expect((await link.getAttribute('rel'))!.split(' ')).toContain('noopener');
        const href = (await link.getAttribute('href'))!;
        expect(href.startsWith(start), href).toBe(true);
        const prompt = new URL(href).searchParams.get('q')!;
        expect(prompt).toContain(`Read ${markdownUrl} ("${title}"`);
        expect(await contrast(link)).toBeGreaterThanOrEqual(4.5);
      }
      expect(await seriousViolations(page, '[class*="actions"]')).toEqual([]);

      // Tab walks the links; Escape closes the list and returns to the button.
      await page.keyboard.press('Tab');
      await expect(assistantLinkOf(page, 'ChatGPT')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(assistantLinkOf(page, 'Claude')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(assistantLinkOf(page, 'Claude')).toBeHidden();
      // Tabbing past the last link closes it too.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Only links: no request to either assistant, nor anywhere outside.
      expect(problems).toEqual([]);
    });

    test('"Edit this page" opens the page’s source file in the repository', async ({page}) => {
      await page.goto(SAMPLE_DOC);
      await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
        'href',
        `${REPOSITORY}/edit/${REPOSITORY_BRANCH}/docs/build/basics/accounts.md`,
      );
    });

    test('"Was this page helpful?": keyboard answers, remembered per page, nothing sent without analytics', async ({page, baseURL}) => {
      const problems = watchPage(page, baseURL!);
      await page.goto(SAMPLE_DOC);
      await hydrated(page);
      const yes = feedback(page).getByRole('button', {name: 'Yes'});
      const no = feedback(page).getByRole('button', {name: 'No'});
      await expect(yes).toHaveAttribute('aria-pressed', 'false');
      expect(await contrast(yes)).toBeGreaterThanOrEqual(4.5);
      // From the keyboard: Tab from "Yes" reaches "No", Space answers.
      await yes.focus();
      await page.keyboard.press('Tab');
      await expect(no).toBeFocused();
      await page.keyboard.press('Space');
      await expect(no).toHaveAttribute('aria-pressed', 'true');
      await expect(feedback(page).getByRole('status')).toHaveText('Thank you for your feedback.');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(yes).toHaveAttribute('aria-pressed', 'true');
      await expect(no).toHaveAttribute('aria-pressed', 'false');
      // Both states are readable: the chosen answer (filled) and the other (outlined),
      // once the buttons' colour transition has ended.
      await page.mouse.move(0, 0);
      await expect.poll(() => contrast(yes)).toBeGreaterThanOrEqual(4.5);
      await expect.poll(() => contrast(no)).toBeGreaterThanOrEqual(4.5);

      await page.reload();
      await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
      // Another page has its own answer.
      await page.goto(CODE_PAGE);
      await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
      // No analytics configured: no outside request (watchPage), and no gtag queue.
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('"Open in AI assistant" on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 640}, hasTouch: true, isMobile: true});

  test('opens by a tap, every link a 44 px tap target inside the screen, and a tap elsewhere closes it', async ({page}) => {
    await page.goto(CODE_PAGE);
    await hydrated(page);
    const toggle = assistantToggle(page);
    await toggle.scrollIntoViewIfNeeded();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['ChatGPT', 'Claude']) {
      const link = assistantLinkOf(page, name);
      await expect(link).toBeInViewport();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      // The link itself receives a tap at its centre (nothing covers it).
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(hit).toContain(`Open in ${name}`);
    }
    await page.getByRole('heading', {level: 1}).tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('with localStorage blocked, feedback still answers (for this visit) and nothing breaks', async ({page}) => {
  const uncaught = await blockStorage(page);
  await page.goto(SAMPLE_DOC);
  await hydrated(page);
  await feedback(page).getByRole('button', {name: 'Yes'}).click();
  await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
  await expect(feedback(page).getByRole('status')).toHaveText('Thank you for your feedback.');
  expect(uncaught).toEqual([]);
});

test.describe('/llms.txt, /llms-full.txt and the Markdown pages', () => {
  test('llms.txt: the name, a summary, one section per part of the site, every page as [title](url.md): description', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# Flow Developer Portal\n\n> \S.+\n/);
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Build', 'EVM', 'Networks', 'Tools', 'Ecosystem', 'API reference']);
    const entries = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\): (.+)$/gm)];
    const pages = entries.map((m) => new URL(m[2]!)).filter((url) => url.pathname.endsWith('.md'));
    // Every doc of the sitemap is listed (the sitemap also holds the home, network and API pages).
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const docRoutes = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:build|evm|networks|tools|tooling|ecosystem)(?:\/[^<]*)?)<\/loc>/g)].map((m) => m[1]);
    expect(pages.map((url) => url.pathname.replace(/\.md$/, '')).sort()).toEqual([...new Set(docRoutes)].sort());
    // The API reference section links the reference and its OpenAPI file, which are served.
    const api = text.slice(text.indexOf('## API reference'));
    for (const path of ['/http-api', '/openapi/access.yaml']) {
      expect(api).toContain(`${path})`);
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // A sample of the listed .md addresses answers (all of them: e2e/sitemap-style pass would be slow).
    for (const url of pages.filter((_, i) => i % 25 === 0)) {
      const page = await request.get(url.pathname);
      expect(page.status(), url.pathname).toBe(200);
      expect(await page.text()).toMatch(/^# \S/);
    }
  });

  test('llms-full.txt holds the text of every docs page', async ({request}) => {
    const full = await (await request.get('/llms-full.txt')).text();
    const listed = [...(await (await request.get('/llms.txt')).text()).matchAll(/^- \[(.+?)\]\(\S+?\.md\)/gm)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(200);
    for (const title of listed) expect(full, title).toContain(`\n# ${title}\n`);
  });

  test('a table the page renders from data (/evm/networks) is in its Markdown too, cell for cell', async ({page}) => {
    await page.goto('/evm/networks');
    const table = page.getByRole('region', {name: 'Flow EVM network parameters'}).locator('table');
    const shown = await table.locator('tr').evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())),
    );
    expect(shown.length).toBeGreaterThan(5);
    const markdown = await (await page.request.get('/evm/networks.md')).text();
    const plain = (cell: string) => cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '').trim();
    const rows = markdown
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .map((line) => line.slice(2, -2).split(' | ').map(plain));
    expect(rows).toEqual(shown);
  });

  test('a Markdown page is served as text/markdown in UTF-8', async ({request}) => {
    test.skip(!nginx, 'the content type is set by deploy/nginx.conf (E2E_SERVER=nginx)');
    const response = await request.get('/build/basics/accounts.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // An index page's Markdown sits at the route without a trailing slash.
    expect((await request.get('/build/basics.md')).status()).toBe(200);
    // Compressed like the pages.
    const compressed = await request.get('/llms-full.txt', {headers: {'accept-encoding': 'gzip'}});
    expect(compressed.headers()['content-encoding']).toBe('gzip');
  });
});
