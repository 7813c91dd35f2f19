/**
 * The Run button under doc scripts (src/components/RunScript), driven against a real emulator
 * that this test starts (examples/harness/emulator.ts). The panel's "Local emulator" network is
 * http://localhost:8888, which the CSP allows; the test routes that origin to the emulator's own
 * port with page.route, as e2e/try-it.spec.ts does, so the browser's requests and CORS are real.
 * Each answer the page shows is held against what the same script, with the same arguments,
 * returns through the example checks' own client (examples/harness/flow-client.ts, FCL).
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import * as fcl from '@onflow/fcl';
import coreContracts from '../data/core-contracts.json';
import {readRunnableRecord, type RecordedScript} from '../plugins/run-script/record';
import {startEmulator, type Emulator} from '../examples/harness/emulator';
import {coreContracts as emulatorContracts} from '../examples/harness/cadence-env';
import {flowClient, jsonArg, type FlowClient} from '../examples/harness/flow-client';
import {skipRequested} from '../examples/harness/toolchain';
import {readFileSync} from 'node:fs';
import {expectTappableAt320, hydrated, seriousViolations, watchPage} from './helpers';

const LOCAL = 'http://localhost:8888';
const record = readRunnableRecord('examples/runnable-scripts.json');
const emulatorCore = coreContracts.networks.emulator as Record<string, string>;

/** The route of a docs/ page. */
const route = (page: string) => `/${page.replace(/^docs\//, '').replace(/(\/index)?\.mdx?$/, '')}`;

/** A recorded script, found by its page and a fragment of its code (not its line, which moves as the page is edited); fails when the record lacks it. */
function recorded(page: string, fragment: string): RecordedScript {
  const found = record.scripts.filter((s) => s.page === page && s.code.includes(fragment));
  if (found.length !== 1) throw new Error(`examples/runnable-scripts.json has ${found.length} scripts on ${page} holding "${fragment}", not one`);
  return found[0]!;
}

// Five real scripts: no arguments; an Address; a struct; a Cadence error; imports by name and by a
// mainnet address, which the panel must point at the emulator's core contracts.
const BLOCK_INFO = recorded('docs/build/basics/blocks.md', 'access(all) struct BlockInfo');
const FLOW_BALANCE = recorded('docs/build/getting-started/quickstarts/flow-cli.md', '/public/flowTokenBalance');
const FEE_PARAMETERS = recorded('docs/build/core-contracts/flow-fees.md', 'FlowFees.getFeeParameters()');
const NODE_STANDING = recorded('docs/networks/node-ops/node-operation/slashing.md', 'FlowIDTableStaking.NodeInfo(nodeID: nodeID)');
const GREETING = recorded('docs/build/getting-started/quickstarts/hello-world.md', 'return HelloWorld.greeting');
// The Scripts page: its first script (values the reader types), and AccountSummary (a list from the page's line).
const BALANCE = recorded('docs/build/basics/scripts.md', 'return getAccount(address).balance');
const SUMMARIES = recorded('docs/build/basics/scripts.md', 'access(all) struct AccountSummary');
const STORED_PATHS = recorded('docs/build/basics/scripts.md', 'forEachStored');

interface Sent {
  url: string;
  script?: string;
  args?: Array<{type: string; value: unknown}>;
}

const fromBase64 = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

/** The Run button of the block whose code has `marker`. */
function runButton(page: Page, marker: string): Locator {
  return page.locator('.theme-code-block', {hasText: marker}).locator('xpath=following-sibling::div[1]').getByRole('button', {name: 'Run this script'});
}

async function openPanel(page: Page, marker: string): Promise<Locator> {
  const button = runButton(page, marker);
  await hydrated(page);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('run-script-panel');
  await expect(panel).toBeVisible({timeout: 15_000});
  return panel;
}

test.describe('Run a doc script', () => {
  test.skip(skipRequested(), 'EXAMPLES_SKIP=1: no emulator to run scripts on');
  test.describe.configure({mode: 'serial'});
  let emulator: Emulator;
  let client: FlowClient;
  const sent: Sent[] = [];

  test.beforeAll(async () => {
    emulator = await startEmulator();
    const core = Object.fromEntries((await emulatorContracts(emulator)).map((c) => [c.name, c.address]));
    client = await flowClient(emulator, core);
  });
  test.afterAll(async () => {
    await emulator?.stop();
  });

  test.beforeEach(async ({page}) => {
    sent.length = 0;
    // The reader's first choice is the local emulator; later pages keep what they choose.
    await page.addInitScript(() => localStorage.getItem('docs.run-network') ?? localStorage.setItem('docs.run-network', 'emulator'));
    await page.route(`${LOCAL}/**`, async (request) => {
      const body = request.request().postData();
      const parsed = body ? (JSON.parse(body) as {script: string; arguments: string[]}) : undefined;
      sent.push({
        url: request.request().url(),
        script: parsed && fromBase64(parsed.script),
        args: parsed?.arguments.map((a) => JSON.parse(fromBase64(a)) as {type: string; value: unknown}),
      });
      await request.continue({url: request.request().url().replace(LOCAL, emulator.restUrl)});
    });
  });

  /** Runs in the panel, and holds its answer against the harness's for the script and arguments it sent. */
  async function runAndCompare(panel: Locator): Promise<{text: string; raw: unknown; script: string}> {
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByTestId('run-script-meta')).toHaveText(/^Result at block \d+, in \d+ ms:$/, {timeout: 30_000});
    const scriptRequest = sent.find((s) => s.script !== undefined)!;
    expect(sent.map((s) => s.url.replace(/\d+$/, 'N'))).toEqual([`${LOCAL}/v1/blocks?height=sealed`, `${LOCAL}/v1/scripts?block_height=N`]);
    const height = /block (\d+)/.exec((await panel.getByTestId('run-script-meta').textContent())!)![1];
    expect(scriptRequest.url).toBe(`${LOCAL}/v1/scripts?block_height=${height}`);
    const raw = JSON.parse((await panel.getByTestId('run-script-raw').textContent())!) as unknown;
    const harness = await client.script(scriptRequest.script!, scriptRequest.args!.map((a) => jsonArg(a, a.type)));
    // FCL decodes the JSON-Cadence the page received as it decodes what it sends apps (a response's encodedData).
    expect(await fcl.decode({encodedData: raw})).toEqual(harness);
    return {text: (await panel.getByTestId('run-script-result').textContent())!, raw, script: scriptRequest.script!};
  }

  test('a script with no arguments returns its struct; nothing is sent before Run, and the panel’s code loads only on the press', async ({page}, testInfo) => {
    const problems = watchPage(page, new URL(testInfo.project.use.baseURL ?? '').origin);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(route(BLOCK_INFO.page));
    await page.waitForLoadState('networkidle');
    expect(problems, 'the page loads nothing from outside').toEqual([]);
    const before = loaded.length;
    const panel = await openPanel(page, 'struct BlockInfo');
    expect(loaded.length, 'the panel and the plan are fetched on the press').toBeGreaterThan(before);
    expect(sent).toEqual([]);
    await expect(panel.getByLabel('Network')).toHaveValue('emulator');
    const {text} = await runAndCompare(panel);
    // A list of the script's own struct: the current block, and its parent once there is one.
    expect(text).toMatch(/^\[s\.[0-9a-f]{64}\.BlockInfo\(height: \d+, view: \d+, timestamp: \d+\.\d{8}, id: "[0-9a-f]{64}"\)(, s\.[0-9a-f]{64}\.BlockInfo\([^)]*\))?\]$/);
    await expect(panel.getByTestId('run-script-cli')).toHaveText(/^flow scripts execute script\.cdc --network emulator$/);
    // The only requests to another origin are the two the press sent to the chosen node.
    expect(problems).toEqual([`outside request: ${LOCAL}/v1/blocks?height=sealed`, expect.stringMatching(/^outside request: http:\/\/localhost:8888\/v1\/scripts\?block_height=\d+$/)]);
  });

  test('an Address argument from the page’s command line, and an import by name pointed at the emulator’s FungibleToken', async ({page}) => {
    await page.goto(route(FLOW_BALANCE.page));
    const panel = await openPanel(page, 'GetFlowBalance'.length ? 'flowTokenBalance' : '');
    const field = panel.getByLabel('address: Address');
    await expect(field).toHaveValue(FLOW_BALANCE.args![0]!.written);
    const {text, script} = await runAndCompare(panel);
    expect(script.split('\n')[0]).toBe(`import FungibleToken from ${emulatorCore.FungibleToken}`);
    expect(text).toMatch(/^\d+\.\d{8}$/);
    expect(Number(text)).toBeGreaterThan(0);
    await expect(panel.getByTestId('run-script-cli')).toHaveText(`flow scripts execute cadence/scripts/GetFlowBalance.cdc ${FLOW_BALANCE.args![0]!.written} --network emulator`);
  });

  test('a struct of a core contract, imported by name', async ({page}) => {
    await page.goto(route(FEE_PARAMETERS.page));
    const panel = await openPanel(page, 'FlowFees.FeeParameters');
    const {text, script} = await runAndCompare(panel);
    expect(script.split('\n')[0]).toBe(`import FlowFees from ${emulatorCore.FlowFees}`);
    expect(text).toMatch(new RegExp(`^A\\.${emulatorCore.FlowFees!.slice(2)}\\.FlowFees\\.FeeParameters\\(surgeFactor: [\\d.]+, inclusionEffortCost: [\\d.]+, executionEffortCost: [\\d.]+\\)$`));
  });

  test('a Cadence error: the node’s message, with the error’s line read as the block’s line', async ({page}) => {
    await page.goto(route(NODE_STANDING.page));
    const panel = await openPanel(page, 'rewardFractionIfListed');
    const nodeId = panel.getByLabel('nodeID: String');
    // The page's value is a placeholder: a hint, not a value.
    await expect(nodeId).toHaveValue('');
    await expect(nodeId).toHaveAttribute('placeholder', 'NODE_ID_64_HEX');
    await nodeId.fill('ab'.repeat(32));
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    const error = panel.getByTestId('run-script-error');
    await expect(error).toBeVisible({timeout: 30_000});
    const script = sent.find((s) => s.script)!.script!;
    expect(script.split('\n')[0]).toBe(`import FlowIDTableStaking from ${emulatorCore.FlowIDTableStaking}`);
    const harnessError = await client.script(script, [jsonArg({type: 'String', value: 'ab'.repeat(32)}, 'String')]).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(harnessError).toMatch(/error/);
    // The line the node names in the script is the line of the block that calls NodeInfo.
    const callLine = NODE_STANDING && script.split('\n').findIndex((l) => l.includes('NodeInfo(nodeID: nodeID)')) + 1;
    await expect(error).toContainText(`line ${callLine}, column`);
    await expect(error).toContainText('of this script');
  });

  test('values are checked before anything is sent, and each refusal names its field', async ({page}) => {
    await page.goto(route(FLOW_BALANCE.page));
    const panel = await openPanel(page, 'flowTokenBalance');
    await panel.getByLabel('Network').selectOption('testnet');
    const field = panel.getByLabel('address: Address');
    // The page's value (the emulator's service account) is no testnet address: the switch says so at once.
    await expect(field).toHaveValue(FLOW_BALANCE.args![0]!.written);
    await expect(panel.getByTestId('run-script-field-error')).toHaveText('address: is not an account address on testnet; it is one on emulator');
    await field.fill(FLOW_BALANCE.args![0]!.written);
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    const error = panel.getByTestId('run-script-field-error');
    await expect(error).toHaveText('address: is not an account address on testnet; it is one on emulator');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('address: is not an account address on testnet; it is one on emulator');
    await field.fill('not an address');
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(error).toHaveText(/^address: must be an address/);
    expect(sent).toEqual([]);
  });

  test('the network is remembered across pages where the script runs there; a script of the reader’s own contract opens on the emulator and says why not testnet', async ({page}) => {
    await page.goto(route(FLOW_BALANCE.page));
    let panel = await openPanel(page, 'flowTokenBalance');
    await panel.getByLabel('Network').selectOption('testnet');
    // A script with no values of its page, whose imports resolve on testnet: the reader's choice.
    await page.goto(route(FEE_PARAMETERS.page));
    panel = await openPanel(page, 'FlowFees.FeeParameters');
    await expect(panel.getByLabel('Network')).toHaveValue('testnet');
    // Its imports resolve only on the emulator: it opens there, whatever was chosen before.
    await page.goto(route(GREETING.page));
    panel = await openPanel(page, 'HelloWorld.greeting');
    await expect(panel.getByLabel('Network')).toHaveValue('emulator');
    await expect(panel.getByLabel('Address of your HelloWorld contract')).toBeVisible();
    await panel.getByLabel('Network').selectOption('testnet');
    await expect(panel.getByTestId('run-script-reason')).toContainText('It imports HelloWorld, a contract this page has you deploy yourself');
    await expect(panel.getByRole('button', {name: 'Run', exact: true})).toBeDisabled();
    expect(sent).toEqual([]);
  });

  test('the Scripts page: its first script with an address the reader types, asked for first', async ({page}) => {
    await page.goto(route(BALANCE.page));
    const panel = await openPanel(page, 'return getAccount(address).balance');
    await expect(panel.getByLabel('Network')).toHaveValue('emulator');
    const field = panel.getByLabel('address: Address');
    // The page's line gives the emulator's service account; the reader clears it and is asked for one.
    await expect(field).toHaveValue('0xf8d6e0586b0a20c7');
    await field.fill('');
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByTestId('run-script-field-error')).toHaveText(`address: give a value first (Address), for example ${emulatorCore.FlowToken}`);
    expect(sent).toEqual([]);
    await field.fill(emulatorCore.FlowToken!);
    const {text} = await runAndCompare(panel);
    expect(text).toMatch(/^\d+\.\d{8}$/);
    await expect(panel.getByTestId('run-script-cli')).toHaveText(`flow scripts execute cadence/scripts/get_balance.cdc ${emulatorCore.FlowToken} --network emulator`);
  });

  test('the Scripts page: AccountSummary with the list its page’s line gives, converted as the CLI reads it', async ({page}) => {
    expect(SUMMARIES.args!.map((a) => a.from)).toEqual(['page']);
    await page.goto(route(SUMMARIES.page));
    const panel = await openPanel(page, 'struct AccountSummary');
    await expect(panel.getByLabel('Network')).toHaveValue('emulator');
    await expect(panel.getByLabel('addresses: [Address]')).toHaveValue(`[0xf8d6e0586b0a20c7, ${emulatorCore.FlowToken}]`);
    const {text, raw} = await runAndCompare(panel);
    expect((raw as {value: unknown[]}).value).toHaveLength(2);
    expect(text).toMatch(/^\[s\.[0-9a-f]{64}\.AccountSummary\(address: 0xf8d6e0586b0a20c7, /);
    await expect(panel.getByTestId('run-script-cli')).toHaveText(`flow scripts execute cadence/scripts/get_summaries.cdc '[0xf8d6e0586b0a20c7, ${emulatorCore.FlowToken}]' --network emulator`);
  });

  test('a script whose page shows no values: the field starts empty with an example, and runs with what the reader types', async ({page}) => {
    expect(STORED_PATHS.args?.every((a) => a.from === 'harness')).toBe(true);
    await page.goto(route(STORED_PATHS.page));
    const panel = await openPanel(page, 'forEachStored');
    await panel.getByLabel('Network').selectOption('emulator');
    const field = panel.getByLabel('address: Address');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', `for example ${emulatorCore.FlowToken}`);
    await field.fill('0xf8d6e0586b0a20c7');
    const {text} = await runAndCompare(panel);
    expect(text).toContain('"/storage/flowTokenVault"');
  });

  test('on the emulator, a script of the reader’s own contract runs against the address the reader gives', async ({page}) => {
    // The page's HelloWorld, deployed as the reader deploys it, to an account of its own.
    const contract = /```cadence\n(access\(all\) contract HelloWorld \{[\s\S]*?)```/.exec(readFileSync(GREETING.page, 'utf8'))![1]!;
    const account = await client.createAccount();
    const deployed = await client.deploy(account, 'HelloWorld', contract);
    expect(deployed.error).toBeFalsy();
    await page.goto(route(GREETING.page));
    const panel = await openPanel(page, 'HelloWorld.greeting');
    await expect(panel.getByLabel('Network')).toHaveValue('emulator');
    const address = panel.getByLabel('Address of your HelloWorld contract');
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByTestId('run-script-field-error')).toHaveText('The address of your HelloWorld contract is required');
    expect(sent).toEqual([]);
    await address.fill(account);
    const {text, script} = await runAndCompare(panel);
    expect(script.split('\n')[0]).toBe(`import HelloWorld from ${account}`);
    expect(text).toMatch(/^".+"$/);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`no serious or critical axe violation with an answer and an error shown, ${mode} mode`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto(route(FEE_PARAMETERS.page));
      const panel = await openPanel(page, 'FlowFees.FeeParameters');
      await runAndCompare(panel);
      await panel.getByText('Raw JSON-Cadence').click();
      expect(await seriousViolations(page, '[data-testid="run-script-panel"]')).toEqual([]);
      await page.goto(route(NODE_STANDING.page));
      const failing = await openPanel(page, 'rewardFractionIfListed');
      await failing.getByRole('button', {name: 'Run', exact: true}).click();
      // Asked for first: the page gives only a placeholder.
      await expect(failing.getByTestId('run-script-field-error')).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="run-script-panel"]')).toEqual([]);
      await failing.getByLabel('nodeID: String').fill('ab'.repeat(32));
      await failing.getByRole('button', {name: 'Run', exact: true}).click();
      // The node runs the script, which finds no such node.
      await expect(failing.getByTestId('run-script-error')).toBeVisible({timeout: 30_000});
      expect(await seriousViolations(page, '[data-testid="run-script-panel"]')).toEqual([]);
    });
  }
});

test.describe('Run a doc script at 320 px, by touch', () => {
  test.use({viewport: {width: 320, height: 740}, hasTouch: true, isMobile: true});
  test('every control lies inside the screen and is big enough to tap', async ({page}) => {
    await page.goto(route(FLOW_BALANCE.page));
    await hydrated(page);
    const button = runButton(page, 'flowTokenBalance');
    await button.tap();
    const panel = page.getByTestId('run-script-panel');
    await expect(panel).toBeVisible({timeout: 15_000});
    await expectTappableAt320(page, [button, panel.getByLabel('Network'), panel.getByLabel('address: Address'), panel.getByRole('button', {name: 'Run', exact: true})]);
  });
});
