/**
 * The Try-it console on /http-api, driven against a real emulator that this test starts
 * (examples/harness/emulator.ts; the toolchain is built by the example checks before the
 * browser tests). The page calls the "Local emulator" network at http://localhost:8888, which is
 * what the CSP allows; the test routes that origin to the emulator's own port with
 * page.route (documented in the README), so the browser's request, CSP check and CORS are real.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {startEmulator, type Emulator} from '../examples/harness/emulator';
import {skipRequested} from '../examples/harness/toolchain';
import {watchPage} from './helpers';

const LOCAL = 'http://localhost:8888';

test.describe('Try it on /http-api', () => {
  test.skip(skipRequested(), 'EXAMPLES_SKIP=1: no emulator to try the console against');
  test.describe.configure({mode: 'serial'});
  let emulator: Emulator;
  const sentToNode: string[] = [];

  test.beforeAll(async () => {
    emulator = await startEmulator();
  });
  test.afterAll(async () => {
    await emulator?.stop();
  });

  async function open(page: Page, operationId: string) {
    const toggle = page.getByTestId(`try-it-toggle-${operationId}`);
    await expect(toggle).toBeAttached({timeout: 30_000});
    await toggle.scrollIntoViewIfNeeded();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId(`try-it-${operationId}`);
    await expect(panel).toBeVisible({timeout: 15_000});
    await panel.getByLabel('Network').selectOption('emulator');
    return panel;
  }

  test.beforeEach(async ({page}) => {
    sentToNode.length = 0;
    await page.route(`${LOCAL}/**`, async (route) => {
      sentToNode.push(`${route.request().method()} ${route.request().url()}`);
      await route.continue({url: route.request().url().replace(LOCAL, emulator.restUrl)});
    });
  });

  test('loads nothing from outside and sends nothing until Send; every operation has a panel', async ({page}, testInfo) => {
    const problems = watchPage(page, new URL(testInfo.project.use.baseURL ?? '').origin);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.goto('/http-api');
    // Redoc renders the operations after hydration; the buttons follow.
    await expect(page.getByTestId('try-it-toggle-getBlocksByHeight')).toBeVisible({timeout: 30_000});
    expect(await page.locator('[data-testid^="try-it-toggle-"]').count()).toBe(16);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // The console's own code is fetched only when a panel opens.
    const before = chunks.length;
    await open(page, 'getNetworkParameters');
    expect(chunks.length).toBeGreaterThan(before);
    expect(sentToNode).toEqual([]);
  });

  test('a block by height, with its curl line', async ({page}) => {
    await page.goto('/http-api');
    const panel = await open(page, 'getBlocksByHeight');
    await panel.getByLabel(/^height/).fill('0');
    await panel.getByLabel(/^expand/).fill('payload');
    await panel.getByLabel(/^select/).fill('');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByTestId('try-it-status')).toContainText(/^200 OK · \d+ ms/);
    await expect(panel.getByTestId('try-it-body')).toContainText('"height": "0"');
    await expect(panel.getByTestId('try-it-body')).toContainText('"collection_guarantees"');
    await expect(panel.getByTestId('try-it-curl')).toHaveValue(`curl -s '${LOCAL}/v1/blocks?height=0&expand=payload'`);
    expect(sentToNode).toEqual([`GET ${LOCAL}/v1/blocks?height=0&expand=payload`]);
  });

  test('an account, and invalid input refused in the form before anything is sent', async ({page}) => {
    await page.goto('/http-api');
    const panel = await open(page, 'getAccount');
    const address = panel.getByLabel(/^address/);
    await address.fill('0x12');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByTestId('try-it-errors')).toContainText('Nothing was sent');
    await expect(panel.getByText('address must be 16 hex characters, with or without 0x')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(sentToNode).toEqual([]);

    await address.fill(`0x${emulator.serviceAddress}`);
    await panel.getByLabel(/^expand/).fill('keys');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByTestId('try-it-status')).toContainText(/^200 OK/);
    await expect(panel.getByTestId('try-it-body')).toContainText(`"address": "${emulator.serviceAddress}"`);
    await expect(panel.getByTestId('try-it-body')).toContainText(`"public_key": "0x${emulator.serviceKey.publicKey}"`);
  });

  test('a script with an argument, encoded for the node and its answer decoded', async ({page}) => {
    await page.goto('/http-api');
    const panel = await open(page, 'executeScript');
    await panel.getByLabel('Cadence script').fill('access(all) fun main(n: Int): Int {\n  return n * 2\n}');
    await panel.getByLabel(/^Arguments/).fill('[{"type": "Int", "value": "21"}]');
    await panel.getByLabel(/^block_id/).fill('');
    await panel.getByLabel(/^block_height/).fill('sealed');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByTestId('try-it-status')).toContainText(/^200 OK/);
    await expect(panel.getByTestId('try-it-decoded')).toContainText('"value": "42"');
    const curl = await panel.getByTestId('try-it-curl').inputValue();
    const body = JSON.parse(/-d '(.*)'$/.exec(curl)![1]!) as {script: string; arguments: string[]};
    expect(Buffer.from(body.script, 'base64').toString()).toContain('return n * 2');
    expect(JSON.parse(Buffer.from(body.arguments[0]!, 'base64').toString())).toEqual({type: 'Int', value: '21'});
  });

  test('an error answer is shown as the node’s Error body', async ({page}) => {
    await page.goto('/http-api');
    const panel = await open(page, 'getBlocksById');
    await panel.getByLabel(/^id/).fill('ab'.repeat(32));
    await panel.getByLabel(/^expand/).fill('');
    await panel.getByLabel(/^select/).fill('');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByTestId('try-it-status')).toContainText(/^404 Not Found/);
    await expect(panel.getByTestId('try-it-body')).toContainText('"code": 404');
    await expect(panel.getByTestId('try-it-body')).toContainText(`"message": "error looking up block with ID ${'ab'.repeat(32)}"`);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`an open panel with an answer and an error has no serious axe violation in ${mode} mode`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto('/http-api');
      const panel = await open(page, 'getAccount');
      await panel.getByRole('button', {name: 'Send'}).click();
      await expect(panel.getByTestId('try-it-status')).toBeVisible();
      const scripts = await open(page, 'executeScript');
      await scripts.getByLabel('Cadence script').fill('');
      await scripts.getByRole('button', {name: 'Send'}).click();
      await expect(scripts.getByTestId('try-it-errors')).toBeFocused();
      const {violations} = await new AxeBuilder({page}).include('.try-it').analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
