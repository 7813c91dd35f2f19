import {expect, test, type Page} from '@playwright/test';
import {loadResources} from './firstLoad';
import {hydrated, SAMPLE_DOC, seriousViolations, watchPage} from './helpers';

/**
 * The "Add Flow EVM" buttons (src/components/AddFlowEvm) on the three pages that carry them, against
 * fake wallets: EIP-1193 providers installed before the page loads, announced through EIP-6963 or
 * set as window.ethereum, that behave as the options say and record every request they receive.
 */
const PAGES = ['/evm/networks', '/evm/using', '/evm/guides/integrating-metamask'];

interface FakeWallet {
  name: string;
  via: 'eip6963' | 'window.ethereum';
  /** Chains the wallet knows besides Ethereum mainnet (1), the chain it starts on. */
  known?: number[];
  /** Whether adding a chain also switches to it, as MetaMask does (default true). */
  switchOnAdd?: boolean;
  /** Makes `method` fail `times` times (default once): rejected with an EIP-1193 error, or thrown. */
  fail?: {method: string; code?: number; message: string; throws?: boolean; times?: number};
}

interface Recorded {
  wallet: string;
  method: string;
  params?: unknown;
}

/** Installs the wallets before any script of the page runs. */
async function installWallets(page: Page, wallets: FakeWallet[]) {
  await page.addInitScript((list: FakeWallet[]) => {
    const log: Recorded[] = [];
    const requests: number[] = [];
    (window as unknown as {__wallets: unknown}).__wallets = {log, requests};
    window.addEventListener('eip6963:requestProvider', () => requests.push(Date.now()));
    list.forEach((wallet, i) => {
      let chain = 1;
      const known = new Set([1, ...(wallet.known ?? [])]);
      let failures = wallet.fail ? (wallet.fail.times ?? 1) : 0;
      const rpcError = (code: number, message: string) => Object.assign(new Error(message), {code});
      const provider = {
        request(args: {method: string; params?: unknown[]}) {
          log.push({wallet: wallet.name, method: args.method, ...(args.params === undefined ? {} : {params: JSON.parse(JSON.stringify(args.params))})});
          const fail = wallet.fail;
          if (fail && fail.method === args.method && failures > 0) {
            failures -= 1;
            if (fail.throws) throw new Error(fail.message);
            return Promise.reject(rpcError(fail.code ?? -32603, fail.message));
          }
          const wanted = Number.parseInt(((args.params?.[0] ?? {}) as {chainId?: string}).chainId ?? '', 16);
          switch (args.method) {
            case 'eth_chainId':
              return Promise.resolve(`0x${chain.toString(16)}`);
            case 'wallet_switchEthereumChain':
              if (!known.has(wanted)) return Promise.reject(rpcError(4902, `Unrecognized chain ID "0x${wanted.toString(16)}".`));
              chain = wanted;
              return Promise.resolve(null);
            case 'wallet_addEthereumChain':
              known.add(wanted);
              if (wallet.switchOnAdd ?? true) chain = wanted;
              return Promise.resolve(null);
            default:
              return Promise.reject(rpcError(4200, `${args.method} is not supported`));
          }
        },
        on() {},
        removeListener() {},
      };
      if (wallet.via === 'window.ethereum') {
        (window as unknown as {ethereum: unknown}).ethereum = provider;
        return;
      }
      const detail = Object.freeze({
        info: {
          uuid: `6b0d3c1e-0000-4000-8000-00000000000${i}`,
          name: wallet.name,
          icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="teal"/></svg>')}`,
          rdns: `org.example.wallet${i}`,
        },
        provider,
      });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {detail}));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    });
  }, wallets);
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as {__wallets: {log: Recorded[]}}).__wallets.log);
const discoveryRequests = (page: Page) => page.evaluate(() => (window as unknown as {__wallets: {requests: number[]}}).__wallets.requests.length);

const widget = (page: Page) => page.getByRole('group', {name: 'Add Flow EVM to your wallet'});
const addButton = (page: Page, network: 'Mainnet' | 'Testnet') => widget(page).getByRole('button', {name: `Add Flow EVM ${network}`, exact: true});
const status = (page: Page) => widget(page).getByRole('status');

async function open(page: Page, path: string, wallets: FakeWallet[]) {
  await installWallets(page, wallets);
  await page.goto(path);
  await hydrated(page);
}

const mainnetAdd = {
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: '0x2eb',
      chainName: 'Flow EVM Mainnet',
      nativeCurrency: {name: 'Flow', symbol: 'FLOW', decimals: 18},
      rpcUrls: ['https://mainnet.evm.nodes.onflow.org'],
      blockExplorerUrls: ['https://evm.flowscan.io'],
    },
  ],
};
const switchTo = (chainId: string) => ({method: 'wallet_switchEthereumChain', params: [{chainId}]});
const chainIdCall = {method: 'eth_chainId'};
const calls = (log: Recorded[]) => log.map(({wallet: _wallet, ...call}) => call);

const alpha: FakeWallet = {name: 'Alpha Wallet', via: 'eip6963'};

test.describe('Add Flow EVM buttons', () => {
  test('each page of the issue has both buttons, with no console error', async ({page}) => {
    const problems = watchPage(page, 'http://127.0.0.1');
    for (const path of PAGES) {
      await page.goto(path);
      await expect(addButton(page, 'Mainnet'), path).toBeVisible();
      await expect(addButton(page, 'Testnet'), path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('nothing loads and no wallet is asked anything until a button is pressed', async ({page}) => {
    const scripts: Array<{url: string; body: Promise<string>; afterPress: boolean}> = [];
    let pressed = false;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: response.text().catch(() => ''), afterPress: pressed});
    });
    await open(page, '/evm/networks', [alpha]);
    await page.waitForLoadState('networkidle');
    expect(await discoveryRequests(page)).toBe(0);
    expect(await recorded(page)).toEqual([]);
    const walletCode = async (afterPress: boolean) =>
      (await Promise.all(scripts.filter((s) => s.afterPress === afterPress).map(async (s) => ({url: s.url, body: await s.body})))).filter((s) => s.body.includes('eip6963:requestProvider'));
    // The page has the buttons' code (their "no wallet" text), not the wallet code.
    const loaded = await Promise.all(scripts.map((s) => s.body));
    expect(loaded.some((body) => body.includes('No EVM wallet found in this browser'))).toBe(true);
    expect(await walletCode(false)).toEqual([]);

    pressed = true;
    await addButton(page, 'Mainnet').click();
    await expect(status(page)).toHaveText('Flow EVM Mainnet added; your wallet is on chain 747.');
    expect(await discoveryRequests(page)).toBe(1);
    expect((await walletCode(true)).length).toBe(1);
  });

  test('each page with the buttons stays within the doc page budget of 150 kB of JS (gzip)', async ({page}) => {
    for (const path of PAGES) {
      const scripts = (await loadResources(page, path)).filter((resource) => resource.type === 'script');
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      test.info().annotations.push({type: 'size', description: `${path} JS ${(gzip / 1024).toFixed(1)} kB`});
      expect(gzip, path).toBeLessThanOrEqual(150 * 1024);
    }
  });

  test('pages without the buttons load none of their code', async ({page}) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto(SAMPLE_DOC, {waitUntil: 'networkidle'});
    await hydrated(page);
    const loaded = await Promise.all(bodies);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((body) => body.includes('No EVM wallet found in this browser') || body.includes('eip6963:'))).toEqual([]);
  });

  test('a wallet that does not know the chain: switch, 4902, add with the values the table shows', async ({page}) => {
    await open(page, '/evm/networks', [alpha]);
    await addButton(page, 'Mainnet').click();
    await expect(status(page)).toHaveText('Flow EVM Mainnet added; your wallet is on chain 747.');
    const log = await recorded(page);
    expect(calls(log)).toEqual([switchTo('0x2eb'), mainnetAdd, chainIdCall]);
    expect(new Set(log.map((c) => c.wallet))).toEqual(new Set(['Alpha Wallet']));

    // The table on the page renders the same module: every value sent is the one it shows.
    const table = page.getByRole('region', {name: 'Flow EVM network parameters'}).getByRole('table');
    const cell = async (field: string) => (await table.getByRole('row').filter({has: page.getByRole('rowheader', {name: field, exact: true})}).getByRole('cell').first().innerText()).trim();
    const sent = mainnetAdd.params[0]!;
    expect(await cell('Network name')).toBe(sent.chainName);
    expect(await cell('RPC URL')).toBe(sent.rpcUrls[0]);
    expect(await cell('Chain id')).toBe(`747 (${sent.chainId})`);
    expect(await cell('Currency symbol')).toBe(sent.nativeCurrency.symbol);
    expect(await cell('Currency decimals')).toBe(String(sent.nativeCurrency.decimals));
    expect(await cell('Block explorer')).toBe(sent.blockExplorerUrls[0]);
  });

  test('a wallet that adds the chain without switching is asked to switch once more', async ({page}) => {
    await open(page, '/evm/using', [{...alpha, switchOnAdd: false}]);
    await addButton(page, 'Testnet').click();
    await expect(status(page)).toHaveText('Flow EVM Testnet added; your wallet is on chain 545.');
    const log = calls(await recorded(page));
    expect(log).toEqual([
      switchTo('0x221'),
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x221',
            chainName: 'Flow EVM Testnet',
            nativeCurrency: {name: 'Flow', symbol: 'FLOW', decimals: 18},
            rpcUrls: ['https://testnet.evm.nodes.onflow.org'],
            blockExplorerUrls: ['https://evm-testnet.flowscan.io'],
          },
        ],
      },
      chainIdCall,
      switchTo('0x221'),
      chainIdCall,
    ]);
  });

  test('a wallet that knows the chain only switches', async ({page}) => {
    await open(page, '/evm/guides/integrating-metamask', [{...alpha, known: [747]}]);
    await addButton(page, 'Mainnet').click();
    await expect(status(page)).toHaveText('Flow EVM Mainnet was already added; your wallet is on chain 747.');
    expect(calls(await recorded(page))).toEqual([switchTo('0x2eb'), chainIdCall]);
  });

  test('window.ethereum alone is used as the fall-back for an older wallet', async ({page}) => {
    await open(page, '/evm/using', [{name: 'Legacy', via: 'window.ethereum'}]);
    await addButton(page, 'Mainnet').click();
    await expect(status(page)).toHaveText('Flow EVM Mainnet added; your wallet is on chain 747.');
    const log = await recorded(page);
    expect(calls(log)).toEqual([switchTo('0x2eb'), mainnetAdd, chainIdCall]);
    expect(log.every((c) => c.wallet === 'Legacy')).toBe(true);
  });

  test('an EIP-6963 wallet and window.ethereum at once: the announced wallet is used', async ({page}) => {
    await open(page, '/evm/networks', [alpha, {name: 'Legacy', via: 'window.ethereum'}]);
    await addButton(page, 'Testnet').click();
    await expect(status(page)).toHaveText('Flow EVM Testnet added; your wallet is on chain 545.');
    await expect(widget(page).getByRole('group')).toHaveCount(0);
    const log = await recorded(page);
    expect(log.length).toBe(3);
    expect(log.every((c) => c.wallet === 'Alpha Wallet')).toBe(true);
  });

  test('two EIP-6963 wallets: the reader chooses one from the keyboard, or cancels', async ({page}) => {
    await open(page, '/evm/networks', [alpha, {name: 'Beta Wallet', via: 'eip6963', known: [545]}]);
    // Keyboard only: from the table's scroll region, past the explorer links in the table, to the two buttons.
    await page.getByRole('region', {name: 'Flow EVM network parameters'}).focus();
    const stops: string[] = [];
    for (let i = 0; i < 5 && !(await addButton(page, 'Mainnet').evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(stops).toEqual(['https://evm.flowscan.io', 'https://evm-testnet.flowscan.io', 'Add Flow EVM Mainnet']);
    await page.keyboard.press('Tab');
    await expect(addButton(page, 'Testnet')).toBeFocused();
    await page.keyboard.press('Enter');

    const chooser = widget(page).getByRole('group', {name: 'This browser has several wallets. Which one should add Flow EVM Testnet?'});
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button')).toHaveText(['Alpha Wallet', 'Beta Wallet', 'Cancel']);
    await expect(chooser.getByRole('button', {name: 'Alpha Wallet'})).toBeFocused();
    expect(await recorded(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(chooser.getByRole('button', {name: 'Beta Wallet'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Flow EVM Testnet was already added; your wallet is on chain 545.');
    await expect(chooser).toHaveCount(0);
    await expect(addButton(page, 'Testnet')).toBeFocused();
    const log = await recorded(page);
    expect(log.map((c) => c.wallet)).toEqual(['Beta Wallet', 'Beta Wallet']);

    // Escape closes the choice without asking any wallet, and focus goes back to the button.
    await addButton(page, 'Mainnet').focus();
    await page.keyboard.press('Enter');
    await expect(widget(page).getByRole('button', {name: 'Alpha Wallet'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(status(page)).toHaveText('Cancelled: no wallet was asked anything.');
    await expect(addButton(page, 'Mainnet')).toBeFocused();
    expect((await recorded(page)).length).toBe(2);
  });

  test('a rejection (4001) is explained, and the page stays usable', async ({page}) => {
    await open(page, '/evm/networks', [{...alpha, fail: {method: 'wallet_switchEthereumChain', code: 4001, message: 'User rejected the request.'}}]);
    await addButton(page, 'Mainnet').click();
    await expect(status(page)).toHaveText('You rejected the request in Alpha Wallet, so nothing changed. Press the button again when you are ready.');
    expect(calls(await recorded(page))).toEqual([switchTo('0x2eb')]);
    await expect(addButton(page, 'Mainnet')).not.toHaveAttribute('aria-disabled');
    await addButton(page, 'Mainnet').click();
    await expect(status(page)).toHaveText('Flow EVM Mainnet added; your wallet is on chain 747.');
  });

  const failures: Array<{title: string; fail: NonNullable<FakeWallet['fail']>; message: string}> = [
    {
      title: 'a wallet without wallet_addEthereumChain (4200)',
      fail: {method: 'wallet_addEthereumChain', code: 4200, message: 'The Provider does not support the requested method.'},
      message:
        "Alpha Wallet does not support wallet_addEthereumChain, so it cannot add networks for a web page. Add Flow EVM Mainnet in the wallet's network settings with the values on this page.",
    },
    {
      title: 'a wallet that answers with an error',
      fail: {method: 'wallet_addEthereumChain', code: -32603, message: 'Internal JSON-RPC error.'},
      message: 'Alpha Wallet answered wallet_addEthereumChain with error -32603: Internal JSON-RPC error.',
    },
    {
      title: 'a wallet that throws',
      fail: {method: 'wallet_switchEthereumChain', throws: true, message: 'provider crashed'},
      message: 'Alpha Wallet failed on wallet_switchEthereumChain: provider crashed',
    },
  ];
  for (const {title, fail, message} of failures) {
    test(`${title}: a clear message, and the next press works`, async ({page}) => {
      const problems = watchPage(page, 'http://127.0.0.1');
      await open(page, '/evm/networks', [{...alpha, fail}]);
      await addButton(page, 'Mainnet').click();
      await expect(status(page)).toHaveText(message);
      await addButton(page, 'Testnet').click();
      await expect(status(page)).toHaveText('Flow EVM Testnet added; your wallet is on chain 545.');
      expect(problems).toEqual([]);
    });
  }

  test('no wallet at all: says so and links to the wallets page', async ({page}) => {
    await open(page, '/evm/guides/integrating-metamask', []);
    await addButton(page, 'Testnet').click();
    await expect(status(page)).toContainText('No EVM wallet found in this browser.');
    const link = status(page).getByRole('link', {name: 'Wallets'});
    await expect(link).toHaveAttribute('href', '/ecosystem/wallets#evm-wallets');
    expect(await discoveryRequests(page)).toBe(1);
    await link.click();
    await expect(page).toHaveURL(/\/ecosystem\/wallets#evm-wallets$/);
    await expect(page.getByRole('heading', {name: 'EVM wallets', level: 2})).toBeVisible();
  });
});

for (const mode of ['dark', 'light'] as const) {
  test.describe(`Add Flow EVM buttons in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    });

    test('no serious or critical axe violation: at rest, choosing a wallet, after a failure, after success', async ({page}) => {
      test.slow();
      await open(page, '/evm/networks', [
        {...alpha, fail: {method: 'wallet_switchEthereumChain', code: 4001, message: 'User rejected the request.'}},
        {name: 'Beta Wallet', via: 'eip6963'},
      ]);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      expect(await seriousViolations(page), 'at rest').toEqual([]);
      await addButton(page, 'Mainnet').click();
      await expect(widget(page).getByRole('button', {name: 'Alpha Wallet'})).toBeVisible();
      expect(await seriousViolations(page), 'choosing').toEqual([]);
      await widget(page).getByRole('button', {name: 'Alpha Wallet'}).click();
      await expect(status(page)).toContainText('You rejected the request');
      expect(await seriousViolations(page), 'after a failure').toEqual([]);
      await addButton(page, 'Mainnet').click();
      await widget(page).getByRole('button', {name: 'Alpha Wallet'}).click();
      await expect(status(page)).toHaveText('Flow EVM Mainnet added; your wallet is on chain 747.');
      expect(await seriousViolations(page), 'after success').toEqual([]);
    });

    test('no serious or critical axe violation when no wallet is found', async ({page}) => {
      await open(page, '/evm/networks', []);
      await addButton(page, 'Mainnet').click();
      await expect(status(page)).toContainText('No EVM wallet found');
      expect(await seriousViolations(page)).toEqual([]);
    });

    // The whole page: these two also hold Markdown tables wider than a phone (which take focus,
    // so they can be scrolled by keyboard) and code with every token colour.
    for (const path of PAGES.slice(1)) {
      test(`${path}, showing that no wallet was found, has no serious or critical axe violation`, async ({page}) => {
        await open(page, path, []);
        await addButton(page, 'Mainnet').click();
        await expect(status(page)).toContainText('No EVM wallet found');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('Add Flow EVM buttons at 320 px, by touch', () => {
  test.use({viewport: {width: 320, height: 740}, hasTouch: true, isMobile: true});

  for (const path of PAGES) {
    test(`${path}: every control lies inside the screen, is big enough to tap, and works when tapped`, async ({page}) => {
      await open(page, path, [alpha, {name: 'Beta Wallet with a rather long name', via: 'eip6963'}]);
      const checkTappable = async (names: string[]) => {
        for (const name of names) {
          const control = widget(page).getByRole('button', {name, exact: true});
          await control.scrollIntoViewIfNeeded();
          const box = await control.boundingBox();
          if (!box) throw new Error(`${name} has no box`);
          expect(box.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(320);
          expect(box.height, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(44);
        }
      };
      await checkTappable(['Add Flow EVM Mainnet', 'Add Flow EVM Testnet']);
      await addButton(page, 'Testnet').tap();
      await checkTappable(['Alpha Wallet', 'Beta Wallet with a rather long name', 'Cancel']);
      await widget(page).getByRole('button', {name: 'Beta Wallet with a rather long name'}).tap();
      await expect(status(page)).toHaveText('Flow EVM Testnet added; your wallet is on chain 545.');
      const right = await widget(page).evaluate((el) => el.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(320);
    });
  }

  test('the networks table scrolls sideways in its own region, from the keyboard too', async ({page}) => {
    await page.goto('/evm/networks');
    await hydrated(page);
    const region = page.getByRole('region', {name: 'Flow EVM network parameters'});
    const size = await region.evaluate((el) => ({client: el.clientWidth, scroll: el.scrollWidth, right: el.getBoundingClientRect().right}));
    expect(size.right).toBeLessThanOrEqual(320);
    expect(size.scroll).toBeGreaterThan(size.client);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
