/**
 * The Send button under doc transactions (src/components/SendTransaction), driven against a real
 * emulator this test starts (examples/harness/emulator.ts) and a wallet of the tests' own
 * (./wallet.ts) that signs, in Node, with the key of an account the test creates there. The panel's
 * "Local emulator" is http://localhost:8888 and its wallet http://localhost:8701, which the CSP
 * allows; the test routes both origins to the emulator's and the wallet's own ports with
 * page.route, so the browser's requests, FCL's frame and CORS are real. What the panel shows is
 * held against the chain, read through the example checks' own client (examples/harness/flow-client.ts).
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';
import * as fcl from '@onflow/fcl';
import {readTransactionRecord, type RecordedTransaction} from '../plugins/send-transaction/record';
import {startEmulator, type Emulator} from '../examples/harness/emulator';
import {coreContracts as emulatorContracts} from '../examples/harness/cadence-env';
import {flowClient, type FlowClient} from '../examples/harness/flow-client';
import {skipRequested} from '../examples/harness/toolchain';
import {expectTappableAt320, hydrated, seriousViolations} from './helpers';
import {startTestWallet, WALLET_ORIGIN, type TestWallet} from './wallet';

const LOCAL = 'http://localhost:8888';
const record = readTransactionRecord('examples/runnable-transactions.json');

/** The route of a docs/ page. */
const route = (page: string) => `/${page.replace(/^docs\//, '').replace(/(\/index)?\.mdx?$/, '')}`;

/** A recorded transaction, found by its page and a fragment of its code; fails when the record lacks it or gives it no button. */
function recorded(page: string, fragment: string): RecordedTransaction {
  const found = record.transactions.filter((t) => t.page === page && t.code.includes(fragment));
  if (found.length !== 1) throw new Error(`examples/runnable-transactions.json has ${found.length} transactions on ${page} holding "${fragment}", not one`);
  if (typeof found[0]!.offered === 'string') throw new Error(`${page}: the transaction holding "${fragment}" has no Send button: ${found[0]!.offered}`);
  return found[0]!;
}

// Real page transactions: no arguments (creates a COA); an Address and a UFix64 (the page's values);
// one that moves FLOW, whose `pre` block refuses a zero amount; one that reads what a transaction
// above it saves.
const CREATE_COA = recorded('docs/build/flow.md', 'EVM.createCadenceOwnedAccount()');
const TRANSFER = recorded('docs/build/core-contracts/flow-token.md', 'transaction(amount: UFix64, to: Address)');
const GUARDED_TRANSFER = recorded('docs/build/basics/transactions.md', 'amount > 0.0: "The amount must be positive"');
const UNPUBLISH = recorded('docs/build/basics/accounts.md', 'signer.capabilities.unpublish(/public/greeting)');
// Two authorizers: offered nowhere, and its panel says why.
const TWO_SIGNERS = recorded('docs/tools/flow-cli/transactions/complex.md', 'The first authorizer has no greeting stored');

const balance = (client: FlowClient, address: string) => client.script('access(all) fun main(a: Address): UFix64 { return getAccount(a).balance }', [{value: address, type: fcl.t.Address!}]).then(Number);

/** The Send button of the block whose code has `marker`. */
function sendButton(page: Page, marker: string): Locator {
  return page.locator('.theme-code-block', {hasText: marker}).locator('xpath=following-sibling::div[1]').getByRole('button', {name: 'Send this transaction'});
}

async function openPanel(page: Page, marker: string): Promise<Locator> {
  const button = sendButton(page, marker);
  await hydrated(page);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('send-transaction-panel');
  await expect(panel).toBeVisible({timeout: 30_000});
  return panel;
}

/** Chooses the local emulator and connects the test wallet; returns the panel. */
async function connectOnEmulator(panel: Locator, address: string): Promise<void> {
  await panel.getByLabel('Network').selectOption('emulator');
  await panel.getByRole('button', {name: 'Connect wallet'}).click();
  await expect(panel.getByTestId('send-transaction-account')).toHaveText(`Connected: ${address}`, {timeout: 30_000});
}

async function sendAndSeal(panel: Locator): Promise<void> {
  await panel.getByRole('button', {name: 'Send', exact: true}).click();
  await expect(panel.getByTestId('send-transaction-id')).toHaveText(/^[0-9a-f]{64}$/, {timeout: 30_000});
  await expect(panel.getByTestId('send-transaction-statuses')).toContainText('Sealed', {timeout: 60_000});
}

test.describe('Send a doc transaction', () => {
  test.skip(skipRequested(), 'EXAMPLES_SKIP=1: no emulator to send transactions on');
  test.describe.configure({mode: 'serial'});
  let emulator: Emulator;
  let client: FlowClient;
  let wallet: TestWallet;
  let reader: string;
  let recipient: string;

  test.beforeAll(async () => {
    // With fees, as on testnet: the reader's account pays for what it sends.
    emulator = await startEmulator({args: ['--transaction-fees']});
    const core = Object.fromEntries((await emulatorContracts(emulator)).map((c) => [c.name, c.address]));
    client = await flowClient(emulator, core);
    // The reader's account (its key is the emulator's service key, which the wallet signs with), and another to send FLOW to.
    reader = await client.createAccount();
    recipient = await client.createAccount();
    await client.fund(reader, '100.0');
    wallet = await startTestWallet(reader, emulator.serviceKey);
  });
  test.afterAll(async () => {
    await wallet?.close();
    await emulator?.stop();
  });

  test.beforeEach(async ({page}) => {
    wallet.wrongKey = false;
    await page.route(`${LOCAL}/**`, (request) => request.continue({url: request.request().url().replace(LOCAL, emulator.restUrl)}));
    await page.route(`${WALLET_ORIGIN}/**`, async (request) => {
      const response = await request.fetch({url: request.request().url().replace(WALLET_ORIGIN, wallet.url)});
      await request.fulfill({response});
    });
  });

  test('no arguments: nothing loads or connects before Send; the review, the wallet, then a sealed COA', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(route(CREATE_COA.page));
    await page.waitForLoadState('networkidle');
    const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;
    const panel = await openPanel(page, 'EVM.createCadenceOwnedAccount()');
    // The panel, the plans and FCL: one chunk, fetched on the press (beside it, at most the pages
    // Docusaurus prefetches for links that came into view).
    const chunks = requests.filter((url) => url.endsWith('.js')).slice(scriptsBefore).filter((url) => /\/send-transaction\.[0-9a-f]+\.js$/.test(url));
    expect(chunks).toHaveLength(1);
    const chunk = await (await page.request.get(chunks[0]!)).text();
    // FCL's wallet messages, the panel, and the plans (this block's code among them).
    for (const part of ['FCL:VIEW:READY:RESPONSE', 'send-transaction-panel', 'EVM.createCadenceOwnedAccount()']) expect(chunk).toContain(part);
    const site = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(site)), 'nothing reaches a node or a wallet before Connect').toEqual([]);
    // Never mainnet.
    expect(await panel.getByLabel('Network').locator('option').allTextContents()).toEqual(['Testnet', 'Local emulator (localhost:8888)']);
    await connectOnEmulator(panel, reader);
    const code = panel.getByTestId('send-transaction-code');
    await expect(code).toContainText(`import EVM from ${(await emulatorContracts(emulator)).find((c) => c.name === 'EVM')!.address}`);
    await expect(panel.getByTestId('send-transaction-args')).toHaveText('[]');
    await expect(panel.getByTestId('send-transaction-limit')).toHaveText('9999');
    await sendAndSeal(panel);
    await expect(panel.getByTestId('send-transaction-events')).toContainText('EVM.CadenceOwnedAccountCreated');
    // The wallet signed the envelope once, as proposer, payer and authorizer.
    expect(wallet.signed.at(-1)!.roles).toMatchObject({proposer: true, authorizer: true, payer: true});
    expect(wallet.signed.at(-1)!.voucher!.computeLimit).toBe(9999);
    const hasCoa = await client.script('import EVM from 0xf8d6e0586b0a20c7\naccess(all) fun main(a: Address): Bool { return getAccount(a).capabilities.borrow<&EVM.CadenceOwnedAccount>(/public/evm) != nil }', [{value: reader, type: fcl.t.Address!}]);
    expect(hasCoa).toBe(true);
  });

  test('an Address and a UFix64 from the page’s command line, sent as Run encodes them', async ({page}) => {
    await page.goto(route(TRANSFER.page));
    const panel = await openPanel(page, 'transaction(amount: UFix64, to: Address)');
    await expect(panel.getByLabel('amount: UFix64')).toHaveValue(TRANSFER.args![0]!.written);
    await expect(panel.getByLabel('to: Address')).toHaveValue(TRANSFER.args![1]!.written);
    await connectOnEmulator(panel, reader);
    await expect(panel.getByTestId('send-transaction-args')).toHaveText(JSON.stringify([TRANSFER.args![0]!.value, TRANSFER.args![1]!.value], null, 2));
    await sendAndSeal(panel);
    const events = panel.getByTestId('send-transaction-events');
    await expect(events).toContainText('FlowToken.TokensWithdrawn');
    await expect(events).toContainText('FlowToken.TokensDeposited');
    await expect(events).toContainText(`"to": "${TRANSFER.args![1]!.written}"`);
  });

  test('moves FLOW: the recipient gets the amount, the reader pays it and the fee', async ({page}) => {
    const before = {reader: await balance(client, reader), recipient: await balance(client, recipient)};
    await page.goto(route(GUARDED_TRANSFER.page));
    const panel = await openPanel(page, 'amount > 0.0');
    const to = panel.getByLabel('to: Address');
    // The page's recipient is a placeholder: a hint, not a value.
    await expect(to).toHaveValue('');
    await expect(to).toHaveAttribute('placeholder', GUARDED_TRANSFER.args![1]!.written);
    await panel.getByLabel('amount: UFix64').fill('2.5');
    await to.fill(recipient);
    await connectOnEmulator(panel, reader);
    await sendAndSeal(panel);
    await expect(panel.getByTestId('send-transaction-sealed')).toBeVisible();
    const after = {reader: await balance(client, reader), recipient: await balance(client, recipient)};
    expect(after.recipient - before.recipient).toBeCloseTo(2.5, 8);
    expect(before.reader - after.reader).toBeGreaterThan(2.5);
    expect(before.reader - after.reader).toBeLessThan(2.51);
  });

  test('fails in its pre block: the error is shown against the line of the condition, and nothing moves', async ({page}) => {
    const before = await balance(client, recipient);
    await page.goto(route(GUARDED_TRANSFER.page));
    const panel = await openPanel(page, 'amount > 0.0');
    await panel.getByLabel('amount: UFix64').fill('0.0');
    await panel.getByLabel('to: Address').fill(recipient);
    await connectOnEmulator(panel, reader);
    await sendAndSeal(panel);
    const error = panel.getByTestId('send-transaction-error');
    await expect(error).toContainText('The amount must be positive');
    const conditionLine = GUARDED_TRANSFER.code.split('\n').findIndex((line) => line.includes('amount > 0.0')) + 1;
    await expect(error).toContainText(`--> line ${conditionLine}, column`);
    await expect(error).toContainText('of this transaction');
    expect(await balance(client, recipient)).toBe(before);
  });

  test('a transaction that reads what one above it saves: the panel says which, and it still sends', async ({page}) => {
    await page.goto(route(UNPUBLISH.page));
    const panel = await openPanel(page, 'signer.capabilities.unpublish(/public/greeting)');
    const step = UNPUBLISH.after.find((s) => s.kind === 'block')!;
    expect(step).toMatchObject({kind: 'block', path: '/storage/greeting', what: 'transaction'});
    await expect(panel.getByTestId('send-transaction-steps')).toHaveText('Before you send this:run the transaction above that saves to /storage/greeting: this one reads it.');
    // The step the record names is the block above that saves there.
    const above = readFileSync(UNPUBLISH.page, 'utf8').split('\n').slice(step.kind === 'block' ? step.line : 0).join('\n').split('```')[0];
    expect(above).toMatch(/^transaction[\s\S]*\.save\(message, to: \/storage\/greeting\)/);
    await connectOnEmulator(panel, reader);
    await sendAndSeal(panel);
    await expect(panel.getByTestId('send-transaction-sealed')).toBeVisible();
  });

  test('signed with a key the account does not have: the emulator rejects it, and the panel shows its message', async ({page}) => {
    wallet.wrongKey = true;
    await page.goto(route(UNPUBLISH.page));
    const panel = await openPanel(page, 'signer.capabilities.unpublish(/public/greeting)');
    await connectOnEmulator(panel, reader);
    await sendAndSeal(panel);
    const error = panel.getByTestId('send-transaction-error');
    // The emulator takes the transaction and fails its verification: the message is the one it records for it.
    const id = (await panel.getByTestId('send-transaction-id').textContent())!;
    const result = (await (await fetch(`${emulator.restUrl}/v1/transaction_results/${id}`)).json()) as {error_message: string};
    const rejection = `invalid envelope key: public key 0 on account ${reader.replace(/^0x/, '')} does not have a valid signature`;
    expect(result.error_message).toContain(rejection);
    await expect(error).toContainText(rejection);
    await expect(error).toContainText(result.error_message.replace(/\s+/g, ' ').trim().slice(0, 60));
    await expect(panel.getByTestId('send-transaction-sealed')).toHaveCount(0);
  });

  test('a transaction with two authorizers: the panel says why a wallet cannot send it, on each network', async ({page}) => {
    expect(TWO_SIGNERS.authorizers).toBe(2);
    await page.goto(route(TWO_SIGNERS.page));
    const panel = await openPanel(page, 'The first authorizer has no greeting stored');
    const why = 'It needs 2 accounts to authorize it (its prepare block takes 2 &Account parameters), and a wallet signs for one account.';
    for (const [network, label] of [['testnet', 'Testnet'], ['emulator', 'Local emulator (localhost:8888)']] as const) {
      await panel.getByLabel('Network').selectOption(network);
      await expect(panel.getByTestId('send-transaction-reason')).toHaveText(`Not offered on ${label}: ${why}`);
      await expect(panel.getByRole('button', {name: 'Connect wallet'})).toBeDisabled();
      await expect(panel.getByRole('button', {name: 'Send', exact: true})).toBeDisabled();
    }
  });

  test('by keyboard alone: open, connect, send; the button says whether its panel is open, and the outcome is announced', async ({page}) => {
    await page.goto(route(UNPUBLISH.page));
    await hydrated(page);
    const toggle = sendButton(page, 'signer.capabilities.unpublish(/public/greeting)');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('send-transaction-panel');
    await expect(panel).toBeVisible({timeout: 30_000});
    await expect(toggle).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
    await expect(panel).toHaveAccessibleName('Send this transaction');
    const network = panel.getByLabel('Network');
    await network.focus();
    await network.selectOption('emulator');
    await panel.getByRole('button', {name: 'Connect wallet'}).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('send-transaction-account')).toHaveText(`Connected: ${reader}`, {timeout: 30_000});
    await panel.getByRole('button', {name: 'Send', exact: true}).focus();
    await page.keyboard.press('Enter');
    const status = panel.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toContainText('Sealed with', {timeout: 60_000});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`no serious or critical axe violation with the review, a sealed result and an error shown, ${mode} mode`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto(route(GUARDED_TRANSFER.page));
      const panel = await openPanel(page, 'amount > 0.0');
      expect(await seriousViolations(page, '[data-testid="send-transaction-panel"]')).toEqual([]);
      await panel.getByLabel('to: Address').fill(recipient);
      await panel.getByLabel('amount: UFix64').fill('0.0');
      await connectOnEmulator(panel, reader);
      await sendAndSeal(panel);
      await expect(panel.getByTestId('send-transaction-error')).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="send-transaction-panel"]')).toEqual([]);
    });
  }
});

test.describe('Send a doc transaction at 320 px, by touch', () => {
  test.use({viewport: {width: 320, height: 740}, hasTouch: true, isMobile: true});
  test('every control lies inside the screen and is big enough to tap', async ({page}) => {
    await page.goto(route(GUARDED_TRANSFER.page));
    await hydrated(page);
    const button = sendButton(page, 'amount > 0.0');
    await button.tap();
    const panel = page.getByTestId('send-transaction-panel');
    await expect(panel).toBeVisible({timeout: 30_000});
    await expectTappableAt320(page, [button, panel.getByLabel('Network'), panel.getByLabel('to: Address'), panel.getByRole('button', {name: 'Connect wallet'}), panel.getByRole('button', {name: 'Send', exact: true})]);
  });
});
