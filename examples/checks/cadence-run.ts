/**
 * `cadence-run`: the quickstarts and guides, followed on the emulator as a reader follows them, in
 * page order, each page on a fresh emulator standing in for testnet (the service account, which
 * holds the emulator's FLOW, stands in for the testnet faucet: every account it creates is funded
 * by it). Contracts are deployed to the reader's account (the first account created, which the
 * run confirms is 0x179b6b1cb6755e31); transactions are sent with the arguments of the page's
 * `flow transactions send` line and must seal with no error; scripts are executed with the
 * arguments of its `flow scripts execute` line, and their result is compared with the
 * `Result: ...` the page shows after them (also after a later transaction, when the page says
 * what the script prints then). Guides that show their commands together, after a `flow.json`
 * deployments excerpt, run those commands in order with their `--signer` accounts. The app
 * quickstart runs what its web page sends through FCL, the first account standing in for the
 * wallet's user.
 */
import {t} from '@onflow/fcl';
import {readPages, fragmentReason, type Block, type Page} from '../harness/blocks';
import {coreContracts, systemAddresses} from '../harness/cadence-env';
import {pageProject, type ProjectBlock} from '../harness/cadence-project';
import {startEmulator} from '../harness/emulator';
import {flowClient, type CadenceArg, type FlowClient} from '../harness/flow-client';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';

/** The how-to pages whose examples run end to end. */
export const RUN_PAGES = [
  'docs/build/getting-started/quickstarts/hello-world.md',
  'docs/build/getting-started/quickstarts/flow-cli.md',
  'docs/build/guides/flow-app-quickstart.md',
  'docs/build/guides/flow-cli.md',
  'docs/build/guides/fungible-token.md',
  'docs/build/guides/nft.md',
];

/** The first account a reader creates on a fresh emulator (flow-go's address generator). */
export const FIRST_ACCOUNT = '0x179b6b1cb6755e31';

/** Shell words of a command line (quotes removed), up to its first flag. */
export function shellArgs(line: string): string[] {
  const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.startsWith('--') || word === '\\') break;
    out.push(word.replace(/^"(.*)"$|^'(.*)'$/, '$1$2'));
  }
  return out;
}

/** The parameters of a script's `main` or a transaction: name and type, in order. */
export function entryParameters(code: string, kind: 'script' | 'transaction'): Array<{name: string; type: string}> {
  const match = kind === 'script' ? /fun\s+main\s*\(([^)]*)\)/.exec(code) : /(?:^|\n)\s*transaction\s*\(([^)]*)\)/.exec(code);
  if (!match?.[1]?.trim()) return [];
  return match[1].split(',').map((part) => {
    const [name, type] = part.split(':').map((s) => s.trim());
    return {name: name!.replace(/^_\s+/, ''), type: type ?? ''};
  });
}

function cadenceArg(value: string, type: string, reader: string): CadenceArg {
  const v = /^\$\w+$/.test(value) ? reader : value;
  switch (type) {
    case 'String':
      return {value: v, type: t.String!};
    case 'Address':
      return {value: v, type: t.Address!};
    case 'Bool':
      return {value: v === 'true', type: t.Bool!};
    case 'UFix64':
    case 'Fix64':
      return {value: v.includes('.') ? v : `${v}.0`, type: t[type]!};
    default:
      if (/^U?Int\d*$/.test(type)) return {value: v, type: t[type]!};
      throw new Error(`no argument conversion for Cadence type ${type}`);
  }
}

/** How the CLI prints a script's result, from the value FCL decoded (numbers arrive as strings). */
export function printed(value: unknown): string {
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(printed).join(', ')}]`;
  return JSON.stringify(value);
}

interface Step {
  p: ProjectBlock;
  /** The command lines and outputs between this block and the next Cadence block. */
  after: string[];
}

/** Text between a block and the next cadence block: fenced blocks and inline code, in order. */
function following(page: Page, block: Block): string[] {
  const nextCadence = page.blocks.find((b) => b.lang === 'cadence' && b.line > block.line)?.line ?? Infinity;
  const texts = [
    ...page.blocks.filter((b) => b.line > block.line && b.line < nextCadence).map((b) => ({line: b.line, code: b.code})),
    ...page.inline.filter((i) => i.line > block.line && i.line < nextCadence).map((i) => ({line: i.line, code: i.code})),
  ];
  return texts.sort((a, b) => a.line - b.line).map((x) => x.code);
}

async function runPage(page: Page, client: FlowClient, project: ProjectBlock[], failures: Finding[], apart: Apart[]): Promise<number> {
  let ran = 0;
  let reader: string | undefined;
  const deployed = new Map<string, string>();
  let lastScript: {code: string; args: CadenceArg[]} | undefined;
  const fail = (block: Block, message: string) => failures.push({file: page.file, line: block.line, message: `on the emulator: ${message}`});
  const withAddresses = (p: ProjectBlock) => {
    let code = p.code;
    for (const r of p.resolved.values()) {
      if (r.kind === 'page' || r.kind === 'other-page') code = code.split(`from ${r.address}`).join(`from ${deployed.get(r.block.code) ?? r.address}`);
    }
    return code;
  };
  const readerAccount = async () => {
    if (!reader) {
      reader = await client.createAccount();
      if (reader !== FIRST_ACCOUNT) throw new Error(`the first account created is ${reader}, not ${FIRST_ACCOUNT}`);
    }
    return reader;
  };
  const compare = async (block: Block, texts: string[], script: {code: string; args: CadenceArg[]}) => {
    for (const text of texts) {
      const expected = /^Result: (.*)$/m.exec(text)?.[1]?.trim();
      if (expected === undefined) continue;
      const actual = printed(await client.script(script.code, script.args));
      if (actual !== expected) fail(block, `the script returned ${actual}, where the page shows Result: ${expected}`);
      return;
    }
  };

  const steps: Step[] = project.map((p) => ({p, after: following(page, p.block)}));
  for (const {p, after} of steps) {
    if (fragmentReason(p.block.meta) !== null) continue;
    if ([...p.resolved.values()].some((r) => r.kind === 'missing' || r.kind === 'test-framework')) {
      apart.push({file: page.file, line: p.block.line, kind: 'not run', reason: 'a test file or a block with an import that has no source here'});
      continue;
    }
    try {
      if (p.parsed.kind === 'contract') {
        const address = await readerAccount();
        const outcome = await client.deploy(address, p.parsed.name!, withAddresses(p));
        if (outcome.error) fail(p.block, `deploying ${p.parsed.name} failed: ${outcome.error.slice(0, 600)}`);
        else {
          deployed.set(p.block.code, address);
          ran += 1;
        }
      } else if (p.parsed.kind === 'transaction' || p.parsed.kind === 'script') {
        const kind = p.parsed.kind;
        const command = after.flatMap((text) => text.split(/\\\n/).join(' ').split('\n')).find((line) => line.includes(kind === 'script' ? 'flow scripts execute' : 'flow transactions send'));
        const params = entryParameters(p.code, kind);
        const words = command ? shellArgs(command.slice(command.indexOf(kind === 'script' ? 'execute' : 'send'))).slice(2) : [];
        if (params.length && words.length !== params.length) {
          apart.push({file: page.file, line: p.block.line, kind: 'not run', reason: `takes ${params.length} arguments, and the page shows no command line that gives them`});
          continue;
        }
        const address = await readerAccount();
        const args = params.map((param, i) => cadenceArg(words[i]!, param.type, address));
        const code = withAddresses(p);
        if (kind === 'script') {
          lastScript = {code, args};
          await client.script(code, args);
          await compare(p.block, after, lastScript);
        } else {
          // One authorizer per `&Account` parameter of prepare (the text up to its body).
          const prepare = /\bprepare\s*\(([^{]*)\{/.exec(p.parsed.bare)?.[1] ?? '';
          const signers = (prepare.match(/&Account\b/g) ?? []).length;
          const authorizers = [address];
          while (authorizers.length < signers) authorizers.push(await client.createAccount());
          const outcome = await client.transaction(code, authorizers.slice(0, signers), args);
          if (outcome.error) fail(p.block, `the transaction failed: ${outcome.error.slice(0, 600)}`);
          // What the page says the last script prints now.
          else if (lastScript) await compare(p.block, after, lastScript);
        }
        ran += 1;
      }
    } catch (error) {
      fail(p.block, (error as Error).message.slice(0, 800));
    }
  }
  return ran;
}

/** The emulator deployments of a page's `flow.json` excerpt: contract name → account name. */
function emulatorDeployments(page: Page): Map<string, string> {
  const map = new Map<string, string>();
  for (const b of page.blocks.filter((x) => x.lang === 'json' && x.code.includes('"deployments"'))) {
    const emulator = (JSON.parse(b.code) as {deployments?: {emulator?: Record<string, string[]>}}).deployments?.emulator ?? {};
    for (const [account, contracts] of Object.entries(emulator)) for (const c of contracts) map.set(c, account);
  }
  return map;
}

/**
 * The .cdc file each script or transaction block is saved as: the files the prose names before it,
 * in the order the blocks follow.
 */
function blockFiles(page: Page, project: ProjectBlock[]): Map<ProjectBlock, string> {
  const lines = page.text.split('\n');
  const files = new Map<ProjectBlock, string>();
  const pending: string[] = [];
  let from = 0;
  for (const p of project) {
    for (let i = from; i < p.block.line - 1; i += 1) {
      if (lines[i]!.startsWith('```')) continue;
      for (const m of lines[i]!.matchAll(/`([\w./-]+\.cdc)`/g)) if (!pending.includes(m[1]!)) pending.push(m[1]!);
    }
    from = p.block.line + p.block.code.split('\n').length + 1;
    if (p.parsed.kind === 'script' || p.parsed.kind === 'transaction') {
      const dir = p.parsed.kind === 'script' ? '/scripts/' : '/transactions/';
      const index = pending.findIndex((f) => f.includes(dir));
      if (index >= 0) files.set(p, pending.splice(index, 1)[0]!);
    } else if (p.parsed.kind === 'contract') pending.length = 0;
  }
  return files;
}

/**
 * A guide that shows its commands together (after a `flow.json` deployments excerpt): contracts
 * deployed to the accounts named there, then each emulator command line in order, with its
 * `--signer`, and scripts' results compared with the `Result:` lines the page shows after them.
 */
async function runCommands(page: Page, client: FlowClient, project: ProjectBlock[], failures: Finding[], apart: Apart[]): Promise<number> {
  const deployments = emulatorDeployments(page);
  const accounts = new Map<string, string>([['emulator-account', client.serviceAddress]]);
  const deployed = new Map<string, string>();
  let ran = 0;
  const fail = (line: number, message: string) => failures.push({file: page.file, line, message: `on the emulator: ${message}`});
  const account = async (name: string) => {
    let address = accounts.get(name);
    if (!address) {
      address = await client.createAccount();
      if (accounts.size === 1 && address !== FIRST_ACCOUNT) throw new Error(`the first account created is ${address}, not ${FIRST_ACCOUNT}`);
      accounts.set(name, address);
    }
    return address;
  };
  const withAddresses = (p: ProjectBlock) => {
    let code = p.code;
    for (const r of p.resolved.values()) {
      if (r.kind === 'page' || r.kind === 'other-page') code = code.split(`from ${r.address}`).join(`from ${deployed.get(r.block.code) ?? r.address}`);
    }
    return code;
  };
  for (const p of project) {
    if (p.parsed.kind !== 'contract' || fragmentReason(p.block.meta) !== null) continue;
    const address = await account(deployments.get(p.parsed.name!) ?? 'reader');
    const outcome = await client.deploy(address, p.parsed.name!, withAddresses(p));
    if (outcome.error) fail(p.block.line, `deploying ${p.parsed.name} failed: ${outcome.error.slice(0, 600)}`);
    else {
      deployed.set(p.block.code, address);
      ran += 1;
    }
  }
  const files = blockFiles(page, project);
  const byFile = new Map([...files].map(([p, f]) => [f, p]));
  const commandBlocks = page.blocks.filter((b) => ['bash', 'sh', 'shell'].includes(b.lang) && /flow (transactions send|scripts execute) /.test(b.code));
  const used = new Set<ProjectBlock>();
  for (const cb of commandBlocks) {
    const variables = new Map<string, string>();
    const scripts: Array<{file: string; value: string}> = [];
    for (const raw of cb.code.replace(/\\\n/g, ' ').split('\n')) {
      const line = raw.replace(/\s+#.*$/, '');
      const assignment = /^(\w+)=(0x[0-9a-f]{16})$/.exec(line.trim());
      if (assignment) variables.set(assignment[1]!, assignment[2]!);
      const command = /flow (transactions send|scripts execute) (\S+)(.*)$/.exec(line);
      if (!command || /--network (?!emulator)/.test(line)) continue;
      const [, verb, file, rest] = command;
      const p = byFile.get(file!) ?? [...byFile].find(([f]) => f.endsWith(`/${file!.replace(/^.*\//, '')}`))?.[1];
      if (!p) {
        fail(cb.line, `no Cadence block on the page is saved as ${file}`);
        continue;
      }
      used.add(p);
      const params = entryParameters(p.code, p.parsed.kind === 'script' ? 'script' : 'transaction');
      const words = shellArgs(rest!.trim());
      if (words.length !== params.length) {
        fail(cb.line, `${file} takes ${params.length} arguments, the command line gives ${words.length}`);
        continue;
      }
      try {
        const signerName = /--signer (\S+)/.exec(line)?.[1];
        const values: string[] = [];
        for (const w of words) {
          const name = /^\$(\w+)$/.exec(w)?.[1];
          values.push(name ? await account(name.toLowerCase()) : w);
        }
        for (const [name, value] of variables) {
          const actual = accounts.get(name.toLowerCase());
          if (actual && actual !== value) fail(cb.line, `the page sets ${name}=${value}, but that account is ${actual}`);
        }
        const args = params.map((param, i) => cadenceArg(values[i]!, param.type, ''));
        if (verb === 'scripts execute') {
          const value = printed(await client.script(withAddresses(p), args));
          scripts.push({file: file!, value});
        } else {
          const signer = await account(signerName ?? 'emulator-account');
          const outcome = await client.transaction(withAddresses(p), [signer], args);
          if (outcome.error) fail(cb.line, `${file} failed: ${outcome.error.slice(0, 600)}`);
        }
        ran += 1;
      } catch (error) {
        fail(cb.line, `${file}: ${(error as Error).message.slice(0, 600)}`);
      }
    }
    // The results the page shows after the commands: each after the script file it names, or in order.
    const nextCadence = page.blocks.find((b) => b.lang === 'cadence' && b.line > cb.line)?.line ?? Infinity;
    let named: string | undefined;
    let order = 0;
    for (const inline of page.inline.filter((i) => i.line > cb.line && i.line < nextCadence)) {
      if (/\.cdc$/.test(inline.code)) named = inline.code;
      const expected = /^Result: (.*)$/.exec(inline.code)?.[1];
      if (expected === undefined) continue;
      const script = named ? scripts.find((x) => x.file.endsWith(named!)) : scripts[order++];
      named = undefined;
      if (!script) fail(inline.line, `no script run above prints the \`Result: ${expected}\` shown here`);
      else if (script.value !== expected) fail(inline.line, `${script.file} returned ${script.value}, where the page shows Result: ${expected}`);
    }
  }
  if (page.file === APP_QUICKSTART) ran += await appQuickstart(page, client, files, withAddresses, used, account, fail);
  for (const p of project) {
    if ((p.parsed.kind === 'script' || p.parsed.kind === 'transaction') && !used.has(p) && fragmentReason(p.block.meta) === null) {
      apart.push({file: page.file, line: p.block.line, kind: 'not run', reason: 'no emulator command line on the page runs it'});
    }
  }
  return ran;
}

/** The app quickstart: its web app sends these from the browser through FCL and the wallet. */
export const APP_QUICKSTART = 'docs/build/guides/flow-app-quickstart.md';

/**
 * What the app quickstart's web page does, with the reader's first account standing in for the
 * wallet's user: save a profile (created on first use), save again (updated), read it back.
 */
async function appQuickstart(
  page: Page,
  client: FlowClient,
  files: Map<ProjectBlock, string>,
  withAddresses: (p: ProjectBlock) => string,
  used: Set<ProjectBlock>,
  account: (name: string) => Promise<string>,
  fail: (line: number, message: string) => void,
): Promise<number> {
  const find = (name: string) => [...files].find(([, f]) => f.endsWith(name))?.[0];
  const save = find('/save_profile.cdc');
  const read = find('/get_profile.cdc');
  if (!save || !read) {
    fail(1, 'the app quickstart no longer shows save_profile.cdc and get_profile.cdc');
    return 0;
  }
  const user = await account('user');
  for (const [name, bio] of [['Ada', 'Writes Cadence'], ['Ada L.', 'Still writing Cadence']] as const) {
    const outcome = await client.transaction(withAddresses(save), [user], [
      {value: name, type: t.String!},
      {value: bio, type: t.String!},
    ]);
    if (outcome.error) {
      fail(save.block.line, `save_profile.cdc failed: ${outcome.error.slice(0, 600)}`);
      return 0;
    }
    const info = (await client.script(withAddresses(read), [{value: user, type: t.Address!}])) as {name?: string; bio?: string} | null;
    if (info?.name !== name || info?.bio !== bio) {
      fail(read.block.line, `get_profile.cdc returned ${JSON.stringify(info)} after saving name ${JSON.stringify(name)} and bio ${JSON.stringify(bio)}`);
    }
  }
  used.add(save).add(read);
  // Two blocks ran: the transaction and the script.
  return 2;
}

export async function runCadence(files = RUN_PAGES): Promise<CheckResult> {
  const pages = await readPages(files);
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  const addresses = systemAddresses();
  let ran = 0;
  let counter = 0;
  for (const page of pages) {
    const emulator = await startEmulator();
    try {
      const core = await coreContracts(emulator);
      const project = pageProject(
        page.blocks.filter((b) => b.lang === 'cadence'),
        {core: Object.fromEntries(core.map((c) => [c.name, c.address])), addresses, newAddress: () => `0xcb${(++counter).toString(16).padStart(14, '0')}`},
      );
      const client = await flowClient(emulator);
      const n = emulatorDeployments(page).size
        ? await runCommands(page, client, project, failures, apart)
        : await runPage(page, client, project, failures, apart);
      console.log(`cadence-run: ${page.file}: ${n} examples ran`);
      ran += n;
    } finally {
      await emulator.stop();
    }
  }
  return {tally: {cadenceRun: ran}, failures, apart};
}

export const cadenceRun: Check = {
  name: 'cadence-run',
  needsToolchain: true,
  run: () => runCadence(),
};
