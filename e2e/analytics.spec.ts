import {expect, test, type Request} from '@playwright/test';

/**
 * Analytics when configured. Runs against build-configured/, a second build made
 * by scripts/test.sh with test ids in the environment (see ANALYTICS_ENV there).
 * Outside hosts are answered by the test, never contacted.
 */
const port = Number(process.env.E2E_CONFIGURED_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;

interface MixpanelEvent {
  event: string;
  properties: Record<string, unknown>;
}

function mixpanelEvents(request: Request): MixpanelEvent[] {
  const body = request.postData() ?? '';
  const data = new URLSearchParams(body).get('data') ?? new URL(request.url()).searchParams.get('data') ?? '';
  let text = data;
  if (!text.trim().startsWith('[') && !text.trim().startsWith('{')) text = Buffer.from(data, 'base64').toString('utf8');
  const parsed = JSON.parse(text) as MixpanelEvent | MixpanelEvent[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

test.describe('analytics when configured', () => {
  test.skip(!process.env.E2E_CONFIGURED, 'set E2E_CONFIGURED=1 after building build-configured/ (npm test does)');

  test('gtag, Mixpanel, Hotjar and the AI widget record what the specification lists', async ({page, context}) => {
    const outside: string[] = [];
    const events: MixpanelEvent[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
      const request = route.request();
      outside.push(request.url());
      if (/mixpanel\.com\/(track|engage)/.test(request.url())) {
        try {
          events.push(...mixpanelEvents(request));
        } catch {
          // Not an event payload.
        }
        await route.fulfill({status: 200, contentType: 'application/json', body: '1'});
        return;
      }
      await route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>'});
    });

    await page.goto(`${origin}/build/basics/accounts`);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'EVM', exact: true}).click();
    await expect(page).toHaveURL(/\/evm\/about$/);

    // gtag: IP anonymised, and a page path plus a page_view on the route change.
    await expect
      .poll(async () =>
        page.evaluate(() => (window as unknown as {dataLayer: IArguments[]}).dataLayer.map((args) => Array.from(args))),
      )
      .toEqual(
        expect.arrayContaining([
          ['config', 'G-TEST123', expect.objectContaining({anonymize_ip: true})],
          ['set', 'page_path', '/evm/about'],
          ['event', 'page_view'],
        ]),
      );

    // Mixpanel: a page view with title and path for each page.
    await expect
      .poll(() => events.filter((e) => e.event === 'Page View').map((e) => e.properties.path), {timeout: 20_000})
      .toEqual(expect.arrayContaining(['/build/basics/accounts', '/evm/about']));
    const view = events.find((e) => e.event === 'Page View' && e.properties.path === '/evm/about');
    expect(view?.properties.title).toMatch(/\| Flow Developer Portal$/);
    expect(events.filter((e) => e.event === 'Link Click').map((e) => e.properties.href)).toContain(`${origin}/evm/about`);

    // A click on the playground link is recorded as such.
    await page.locator('footer').getByRole('link', {name: 'Cadence playground'}).click();
    await expect
      .poll(() => events.filter((e) => e.event === 'Playground Link Click').map((e) => e.properties.href), {timeout: 20_000})
      .toContain('https://play.flow.com/');

    // Hotjar and the AI widget: each script requested once, over two page views.
    expect(outside.filter((url) => url.includes('static.hotjar.com/c/hotjar-1234.js'))).toHaveLength(1);
    expect(outside.filter((url) => url.includes('widget.kapa.ai'))).toHaveLength(1);
  });

  test('the AI widget script is on the page exactly once', async ({page, context}) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({status: 200, body: ''}));
    await page.goto(`${origin}/`);
    await page.getByRole('link', {name: 'Why Flow'}).first().click();
    await expect(page).toHaveURL(/\/build\/flow$/);
    expect(await page.locator('script[src*="widget.kapa.ai"]').count()).toBe(1);
    expect(await page.locator('#kapa-widget-script').getAttribute('data-website-id')).toBe('kapa-test');
  });

  test('"Was this page helpful?" sends the page and the answer to gtag and Mixpanel, once per answer', async ({page, context}) => {
    const events: MixpanelEvent[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
      const request = route.request();
      if (/mixpanel\.com\/track/.test(request.url())) {
        try {
          events.push(...mixpanelEvents(request));
        } catch {
          // Not an event payload.
        }
      }
      await route.fulfill({status: 200, contentType: 'application/json', body: '1'});
    });
    await page.goto(`${origin}/build/basics/accounts`);
    const group = page.getByRole('group', {name: 'Was this page helpful?'});
    await group.getByRole('button', {name: 'No'}).click();
    await expect(group.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
    // The same answer again is not a new event.
    await group.getByRole('button', {name: 'No'}).click();
    const feedbackEvents = () =>
      page.evaluate(() =>
        (window as unknown as {dataLayer: IArguments[]}).dataLayer.map((args) => Array.from(args)).filter((args) => args[1] === 'page_feedback'),
      );
    await expect.poll(feedbackEvents).toEqual([['event', 'page_feedback', {page_path: '/build/basics/accounts', answer: 'no'}]]);
    await expect
      .poll(() => events.filter((e) => e.event === 'Page Feedback').map((e) => [e.properties.path, e.properties.answer]), {timeout: 20_000})
      .toEqual([['/build/basics/accounts', 'no']]);
  });
});
