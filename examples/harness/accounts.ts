/**
 * The accounts and contracts of a reader on one emulator, for the `cadence-run` check: the reader's
 * account (the first one created, confirmed to be FIRST_ACCOUNT), the accounts a guide's flow.json
 * names, the accounts standing for other users' addresses, the node a staking page's reader runs,
 * the signers of a transaction, and the contracts deployed so far, with the placeholder addresses of
 * a page's imports rewritten to the accounts that hold them.
 */
import {execFileSync} from 'node:child_process';
import type {Block} from './blocks';
import {goHelper} from './cadence-env';
import type {ProjectBlock} from './cadence-project';
import {DECLARATIONS_ADDRESS, deployDeclarations, type Declaration} from './declarations';
import type {CadenceArg, FlowClient, TransactionOutcome} from './flow-client';

/** The first account a reader creates on a fresh emulator (flow-go's address generator). */
export const FIRST_ACCOUNT = '0x179b6b1cb6755e31';

/** What stands in for the testnet faucet: FLOW the service account sends every account a page uses. */
export const FAUCET_FLOW = '1000.0';

/** A new node's ID and keys (examples/toolchain/emulator/nodekeys, onflow/crypto). */
export interface NodeKeys {
  nodeID: string;
  networkingKey: string;
  stakingKey: string;
  stakingKeyPoP: string;
  machineAccountKey: string;
}

export function newNodeKeys(): NodeKeys {
  const keys = JSON.parse(execFileSync(goHelper('emulator', 'nodekeys'), {encoding: 'utf8'})) as NodeKeys;
  for (const [name, length] of [['nodeID', 64], ['networkingKey', 128], ['stakingKey', 192], ['stakingKeyPoP', 96], ['machineAccountKey', 128]] as const) {
    if (!new RegExp(`^[0-9a-f]{${length}}$`).test(keys[name])) throw new Error(`nodekeys: ${name} is not ${length} hex digits`);
  }
  return keys;
}

/**
 * How a run sees the addresses a page writes. A placeholder for the reader's own address
 * (`0xYOUR_ADDRESS`, `0xYourFlowAddress`, `$MY_ACCOUNT`) is the reader's account; a core contract's
 * mainnet or testnet address is its emulator address; an account the run created is itself; any
 * other address (another user on testnet, `0xRECIPIENT`) is another account of the emulator, one
 * per distinct address, created when first used.
 */
export interface AddressContext {
  reader: string;
  known: Set<string>;
  /** A mainnet or testnet address of a core contract → its emulator address. */
  coreOnEmulator: Map<string, string>;
  /** The emulator account standing for an address the emulator does not have. */
  other(value: string): Promise<string>;
  /** The keys of the node the page's reader runs (one per page, made when first asked for). */
  node(): Promise<NodeKeys>;
  /**
   * The EVM address of the page's Solidity contract of that name, deployed from the reader's COA when
   * first asked for (the page tells the reader to deploy it with a tool of their choice); undefined
   * when the page shows no such contract.
   */
  evmContract(name: string): Promise<string | undefined>;
  /** The account a shell variable of a guide's command list stands for (`$ALICE`), on such a guide. */
  variable?(name: string): Promise<string>;
}

/**
 * The accounts of a reader on one emulator. On most pages the reader's account is made before the
 * first block runs, every account gets FAUCET_FLOW, a transaction is signed by the reader (by the
 * service account with `--signer emulator-account`), and an address the emulator does not have
 * stands for an account of its own. A guide whose flow.json names its accounts (`flowJson`) works
 * with those instead, as its reader makes them with `flow accounts create`: each is created when the
 * page first names it (`--signer alice`, `$ALICE`, a deployment's account, any other address), with
 * no FLOW from a faucet, and a transaction without `--signer` is signed by `emulator-account`.
 */
export class Accounts {
  readonly service: string;
  /** Accounts the run created, and the service account. */
  readonly known: Set<string>;
  /** The account holding the declared third-party contracts, once a block uses them. */
  declarations?: string;
  /** Accounts by the name the page gives them; the reader's is `reader`. */
  private readonly byName: Map<string, string>;
  /** The accounts standing for addresses the emulator does not have, by the value the page writes. */
  private readonly others = new Map<string, string>();
  private nodeKeys?: NodeKeys;
  /** Solidity contracts of the page deployed from the reader's COA, by name. */
  private readonly evmContracts = new Map<string, string | undefined>();
  private created = 0;

  constructor(
    private readonly client: FlowClient,
    readonly flowJson: boolean,
  ) {
    this.service = client.serviceAddress;
    this.known = new Set([client.serviceAddress]);
    this.byName = new Map([['emulator-account', client.serviceAddress]]);
  }

  /** A new account (with FAUCET_FLOW unless the page names its accounts); the first must be FIRST_ACCOUNT. */
  async create(): Promise<string> {
    const address = await this.client.createAccount();
    if (!this.flowJson) await this.client.fund(address, FAUCET_FLOW);
    this.known.add(address);
    this.created += 1;
    if (this.created === 1 && address !== FIRST_ACCOUNT) throw new Error(`the first account created is ${address}, not ${FIRST_ACCOUNT}`);
    return address;
  }

  /** The account of that name, created when first named; `emulator-account` is the service account. */
  async named(name: string): Promise<string> {
    let address = this.byName.get(name);
    if (!address) {
      address = await this.create();
      this.byName.set(name, address);
    }
    return address;
  }

  /** The account of that name if the page has named it. */
  get(name: string): string | undefined {
    return this.byName.get(name);
  }

  /** The reader's account, created when first needed; `flow` is FLOW it gets beyond the faucet's. */
  async reader(flow?: string): Promise<string> {
    let address = this.byName.get('reader');
    if (!address) {
      address = await this.create();
      this.byName.set('reader', address);
      if (flow) await this.client.fund(address, flow);
    }
    return address;
  }

  /** What comes before a block runs: the reader's account, unless the page names its accounts. */
  async ready(flow?: string): Promise<void> {
    if (!this.flowJson) await this.reader(flow);
  }

  /** The accounts that authorize a transaction with `count` `&Account` parameters, given its `--signer`. */
  async signers(count: number, signer: string | undefined): Promise<string[]> {
    const first = this.flowJson ? await this.named(signer ?? 'emulator-account') : signer === 'emulator-account' ? this.service : await this.reader();
    const authorizers = [first];
    while (authorizers.length < count) authorizers.push(await this.create());
    return authorizers.slice(0, count);
  }

  /** How the run sees the page's addresses; `compile` gives the creation code of the page's Solidity contract of a name. */
  at(coreOnEmulator: Map<string, string>, compile: (name: string) => string | undefined): AddressContext {
    return {
      reader: this.byName.get('reader') ?? this.service,
      known: this.known,
      coreOnEmulator,
      other: async (value) => {
        if (this.flowJson) return this.named(value.replace(/^\$/, '').toLowerCase());
        if (!this.others.has(value)) this.others.set(value, await this.create());
        return this.others.get(value)!;
      },
      node: async () => (this.nodeKeys ??= newNodeKeys()),
      evmContract: async (name) => {
        if (!this.evmContracts.has(name)) {
          const code = compile(name);
          this.evmContracts.set(name, code ? await this.client.deployEvm(await this.reader(), code) : undefined);
        }
        return this.evmContracts.get(name);
      },
      ...(this.flowJson ? {variable: (name: string) => this.named(name.toLowerCase())} : {}),
    };
  }
}

/** The parameters of a contract's own `init` (not a nested resource's or struct's). */
export function contractInitParameters(bare: string): Array<{name: string; type: string}> {
  const open = /\bcontract\s+(?:interface\s+)?\w+[^{]*\{/.exec(bare);
  if (!open) return [];
  let depth = 1;
  for (let i = open.index + open[0].length; i < bare.length && depth > 0; i += 1) {
    const ch = bare[i]!;
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (depth === 1 && ch === 'i' && !/\w/.test(bare[i - 1] ?? '')) {
      const m = /^init\s*\(([^)]*)\)/.exec(bare.slice(i));
      if (!m) continue;
      return m[1]!.trim()
        ? m[1]!.split(',').map((part) => {
            const [name, type] = part.split(':').map((x) => x.trim());
            return {name: name!.replace(/^_\s+/, ''), type: type ?? ''};
          })
        : [];
    }
  }
  return [];
}

/**
 * The contracts a reader deployed on one emulator: where each contract block went, which names each
 * account holds (a later block of a name its account holds is an update), and the declared
 * third-party contracts deployed so far.
 */
export class Contracts {
  /** Where each contract block (of the page or of another it builds on) was deployed. */
  readonly deployed = new Map<Block, string>();
  /** The contract names each account holds. */
  private readonly held = new Map<string, Set<string>>();
  /** The declared third-party contracts deployed so far. */
  private readonly declared = new Set<string>();

  constructor(
    private readonly client: FlowClient,
    private readonly accounts: Accounts,
  ) {}

  /** Whether the account holds a contract of that name. */
  holds(address: string, name: string): boolean {
    return this.held.get(address)?.has(name) ?? false;
  }

  /** The block's code with its imports' placeholder addresses rewritten to the accounts holding those contracts. */
  codeFor(p: ProjectBlock): string {
    const declarations = this.accounts.declarations;
    let code = declarations ? p.code.split(`from ${DECLARATIONS_ADDRESS}`).join(`from ${declarations}`) : p.code;
    for (const r of p.resolved.values()) {
      if (r.kind === 'page' || r.kind === 'other-page') code = code.split(`from ${r.address}`).join(`from ${this.deployed.get(r.block) ?? r.address}`);
    }
    return code;
  }

  /**
   * Adds the contract to the account (as `flow accounts add-contract` does); `block`, when given, is
   * noted as deployed there.
   */
  async add(address: string, p: ProjectBlock, args: CadenceArg[] = [], block?: Block): Promise<TransactionOutcome> {
    const name = p.parsed.name!;
    const outcome = await this.client.deploy(address, name, this.codeFor(p), args);
    if (!outcome.error) this.placed(address, name, block);
    return outcome;
  }

  /** Updates the account's contract of the block's name to the block (as `flow accounts update-contract` does). */
  async update(address: string, p: ProjectBlock): Promise<TransactionOutcome> {
    const name = p.parsed.name!;
    const outcome = await this.client.update(address, name, this.codeFor(p));
    if (!outcome.error) this.placed(address, name, p.block);
    return outcome;
  }

  private placed(address: string, name: string, block?: Block): void {
    if (!this.held.has(address)) this.held.set(address, new Set());
    this.held.get(address)!.add(name);
    if (block) this.deployed.set(block, address);
  }

  /**
   * Deploys the other pages' contracts a block builds on (and theirs, first), as the reader did when
   * following those pages: to the reader's account, unless it holds one of that name. Returns why it
   * could not, or undefined.
   */
  async deployElsewhere(p: ProjectBlock, byBlock: Map<Block, ProjectBlock>): Promise<string | undefined> {
    for (const [name, r] of p.resolved) {
      if (r.kind !== 'other-page' || this.deployed.has(r.block)) continue;
      const dep = byBlock.get(r.block);
      if (!dep) return `imports ${name}, which is defined on ${r.block.file}`;
      const problem = await this.deployElsewhere(dep, byBlock);
      if (problem) return problem;
      const params = contractInitParameters(dep.parsed.bare);
      if (params.length) return `imports ${name} from ${r.block.file}, whose init takes arguments`;
      const reader = await this.accounts.reader();
      const address = this.holds(reader, name) ? await this.accounts.create() : reader;
      const outcome = await this.add(address, dep, [], r.block);
      if (outcome.error) return `imports ${name} from ${r.block.file}:${r.block.line}, which did not deploy: ${outcome.error.slice(0, 300)}`;
    }
    return undefined;
  }

  /**
   * Deploys the declarations a block uses (and those they import) to an account of their own, made
   * when a block first uses them; returns why one did not deploy, or undefined.
   */
  async deployDeclarations(used: Set<string>, core: Record<string, string>, all: Map<string, Declaration>): Promise<string | undefined> {
    this.accounts.declarations ??= await this.accounts.create();
    return deployDeclarations(this.client, this.accounts.declarations, used, this.declared, core, all);
  }
}
