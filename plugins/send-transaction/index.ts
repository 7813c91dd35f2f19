/**
 * send-transaction: a Send button under each Cadence transaction block of the docs that the example
 * check sent successfully (examples/runnable-transactions.json, written by `cadence-run`; see
 * ./record.ts). It works as plugins/run-script does, and shares its code:
 *
 * - The Docusaurus plugin (default export) decides, per transaction and network, where each import
 *   lives, or why the transaction is not offered there (never on mainnet), and hands these plans to
 *   the panel with createData (`@generated/send-transaction/default/plans.json`).
 * - The remark plugin (`remarkSendTransaction`) puts `<SendTransaction id="page:digest:n" />` after
 *   each block whose page and code digest match the record. The page imports the button
 *   (src/components/SendTransaction) only where it has one; FCL, the plans and the panel load as one
 *   chunk on the first press.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {CoreContracts} from '../core-contracts/data';
import type {NetworkId} from '../../src/flow/accessApi';
import {networkPlans, planId, planScript, readCoreContracts, remarkButtons, type RemarkRunScriptOptions, type RunnableScript} from '../run-script';
import {readTransactionRecord, SEND_NETWORKS, type PriorStep, type RecordedTransaction, type SendNetwork, type TransactionRecord} from './record';

export interface SendTransactionOptions {
  /** The record cadence-run writes, relative to the site. */
  record: string;
  /** data/core-contracts.json, relative to the site. */
  coreContracts: string;
}

const schema = Joi.object<SendTransactionOptions>({
  record: Joi.string().min(1).default('examples/runnable-transactions.json'),
  coreContracts: Joi.string().min(1).default('data/core-contracts.json'),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<SendTransactionOptions>, SendTransactionOptions>): SendTransactionOptions {
  return validate(schema, options);
}

/** Why mainnet is never offered. */
export const MAINNET_REASON = 'Send never offers mainnet: a transaction there spends real FLOW. Try it on testnet or on your local emulator.';

/** The compute limit the panel sends with every transaction (the limit the example check sends with). */
export const COMPUTE_LIMIT = 9999;

/** What the Send panel gets: the Run panel's plan, with who signs and what the reader does first. */
export interface SendPlan extends RunnableScript {
  /** `&Account` parameters of prepare: 0 or 1 (the wallet's account), never more. */
  authorizers: number;
  /** Steps the reader takes before sending it; another page with its title and address. */
  after: Array<Extract<PriorStep, {kind: 'block'}> | {kind: 'page'; page: string; title: string; permalink: string}>;
  limit: number;
}

/**
 * Why the reader's wallet cannot send a transaction on any network, or undefined: its account
 * proposes, pays and authorizes, so a transaction that another account pays for, or that needs
 * more than one authorizer, is not offered.
 */
export function signingReason(t: Pick<RecordedTransaction, 'authorizers' | 'payer' | 'signer'>): string | undefined {
  if (t.authorizers > 1) return `It needs ${t.authorizers} accounts to authorize it (its prepare block takes ${t.authorizers} &Account parameters), and a wallet signs for one account.`;
  if (t.payer && t.payer !== t.signer) return `Another account (${t.payer}) pays for it, and here your wallet’s account pays.`;
  return undefined;
}

/**
 * Why a transaction gets no Send button (the check could not send it), or, per network, whether it
 * is offered (true) or why not: a transaction the wallet cannot sign is offered nowhere, and its
 * panel says why (signingReason).
 */
export function transactionOffered(
  t: Pick<RecordedTransaction, 'sent' | 'authorizers' | 'payer' | 'signer' | 'imports' | 'page'>,
  core: CoreContracts,
): RecordedTransaction['offered'] {
  if (t.sent !== true) return `The example check could not send it: ${t.sent}`;
  const signing = signingReason(t);
  if (signing) return {emulator: signing, testnet: signing};
  const {networks} = networkPlans(t.imports, t.page, core);
  return Object.fromEntries(SEND_NETWORKS.map((n) => [n, 'reason' in networks[n] ? networks[n].reason : true])) as Record<SendNetwork, true | string>;
}

/** The plan of one recorded transaction, or why no button is offered at all. */
export function planTransaction(t: RecordedTransaction, core: CoreContracts): SendPlan | {skip: string} {
  const signing = signingReason(t);
  const closed: Partial<Record<NetworkId, string>> = {mainnet: MAINNET_REASON, ...(signing ? {emulator: signing, testnet: signing} : {})};
  const plan = planScript(t, core, closed);
  if ('skip' in plan) return plan;
  const after = t.after.map((step) => (step.kind === 'page' ? {...step, title: '', permalink: ''} : step));
  return {...plan, file: t.file ?? 'transaction.cdc', authorizers: t.authorizers, after, limit: COMPUTE_LIMIT};
}

/** The plan of every recorded transaction that gets a button, by planId. */
export function planAllTransactions(record: TransactionRecord, core: CoreContracts): Record<string, SendPlan> {
  const plans: Record<string, SendPlan> = {};
  for (const t of record.transactions) {
    const plan = planTransaction(t, core);
    if (!('skip' in plan)) plans[planId(t, record.transactions)] = plan;
  }
  return plans;
}

/** A doc page as the docs plugin loaded it: its source and its address. */
export interface DocPage {
  source: string;
  title: string;
  permalink: string;
}

/**
 * The plans with each page a reader follows first named by its title and address, as the docs
 * plugin loaded it; a page the docs do not have fails, naming the record's field.
 */
export function withPages(plans: Record<string, SendPlan>, docs: readonly DocPage[], record: string): Record<string, SendPlan> {
  const bySource = new Map(docs.map((d) => [d.source.replace(/^@site\//, ''), d]));
  return Object.fromEntries(
    Object.entries(plans).map(([id, plan]) => [
      id,
      {
        ...plan,
        after: plan.after.map((step) => {
          if (step.kind !== 'page') return step;
          const doc = bySource.get(step.page);
          if (!doc) throw new Error(`${record}: the transaction ${id} follows ${step.page} (field \`after\`), which is no doc page of the site`);
          return {...step, title: doc.title, permalink: doc.permalink};
        }),
      },
    ]),
  );
}

export type SendTransactionContent = Record<string, SendPlan>;

/** The name of the chunk of the Send panel (src/components/SendTransaction/index.tsx), FCL with it. */
export const SEND_CHUNK = 'send-transaction';

/** The Docusaurus plugin: the plans, as generated data the panel imports. */
export default function sendTransactionPlugin(context: LoadContext, options: SendTransactionOptions): Plugin<SendTransactionContent> {
  const recordFile = path.resolve(context.siteDir, options.record);
  const coreFile = path.resolve(context.siteDir, options.coreContracts);
  return {
    name: 'send-transaction',
    getPathsToWatch: () => [recordFile, coreFile],
    loadContent: async () => planAllTransactions(readTransactionRecord(recordFile), readCoreContracts(coreFile, context.siteDir)),
    configureWebpack(_config, isServer) {
      // The server never renders the panel (it opens on a press), so its build leaves FCL out: with
      // it, FCL's WalletConnect packages pulled Node's `ws` into the server build, which warned of
      // optional modules it lacks.
      if (isServer) return {resolve: {alias: {'@onflow/fcl$': false}}};
      // The bundler puts an async chunk's packages into a chunk of their own (its defaultVendors
      // group): the Send panel's chunk keeps FCL's, so that the first press fetches one file.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/,
                priority: -10,
                reuseExistingChunk: true,
                chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => !chunk.canBeInitial() && chunk.name !== SEND_CHUNK,
              },
            },
          },
        },
      };
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: Array<{docs: DocPage[]}>} | undefined;
      const content = allContent['send-transaction']?.default as SendTransactionContent;
      const plans = withPages(content, docs?.loadedVersions[0]?.docs ?? [], path.relative(context.siteDir, recordFile));
      await actions.createData('plans.json', JSON.stringify(plans));
    },
  };
}

/** The remark plugin: a Send button after each recorded transaction whose code is unchanged. */
export function remarkSendTransaction(userOptions?: Partial<RemarkRunScriptOptions>) {
  return remarkButtons(userOptions, 'SendTransaction', (record) => readTransactionRecord(record).transactions);
}

sendTransactionPlugin.validateOptions = validateOptions;
