import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import type {LoadContext} from '@docusaurus/types';
import {fragmentReason, parseMdx, readPages} from '../../examples/harness/blocks';
import {parseBlock} from '../../examples/harness/cadence-project';
import {validateCoreContracts} from '../core-contracts/data';
import {codeDigest, type RecordedValue} from '../run-script/record';
import {notOffered, planId} from '../run-script';
import {prepare} from '../../src/components/RunScript/run';
import sendTransactionPlugin, {MAINNET_REASON, planAllTransactions, planTransaction, remarkSendTransaction, transactionOffered, withPages, type SendPlan} from './index';
import {parseTransactionRecord, readTransactionRecord, type RecordedTransaction} from './record';

const siteDir = path.resolve(__dirname, '../..');
const RECORD = path.join(siteDir, 'examples/runnable-transactions.json');
const core = validateCoreContracts(JSON.parse(readFileSync(path.join(siteDir, 'data/core-contracts.json'), 'utf8')), 'data/core-contracts.json');
const emulator = core.networks.emulator;

const CODE = 'transaction { prepare(signer: &Account) {} }';
const transaction = (over: Partial<RecordedTransaction>): RecordedTransaction => ({
  page: 'docs/x.md',
  line: 3,
  digest: codeDigest(CODE),
  code: CODE,
  params: [],
  args: null,
  file: null,
  network: null,
  authorizers: 1,
  signer: null,
  payer: null,
  sent: true,
  after: [],
  imports: [],
  offered: {emulator: true, testnet: true},
  ...over,
});
const page = (written: string, value: RecordedValue['value']): RecordedValue => ({from: 'page', written, value});
const flowToken = {name: 'FlowToken', kind: 'core' as const, emulator: emulator.FlowToken!};

describe('the record of transactions', () => {
  it('names the file and the field of what is wrong', () => {
    const bad = (t: object) => JSON.stringify({emulator: 'v1.20.0', transactions: [{...transaction({}), ...t}]});
    expect(() => parseTransactionRecord('{"emulator":"v1.20.0"}', 't.json')).toThrow('t.json: field `transactions` must be a list');
    expect(() => parseTransactionRecord(bad({authorizers: -1}), 't.json')).toThrow('t.json: field `transactions[0].authorizers` must be a count of accounts');
    expect(() => parseTransactionRecord(bad({sent: false}), 't.json')).toThrow('field `transactions[0].sent` must be true or the reason it was not sent');
    expect(() => parseTransactionRecord(bad({after: [{kind: 'block', line: 2}]}), 't.json')).toThrow('field `transactions[0].after` must be a list of');
    expect(() => parseTransactionRecord(bad({offered: {emulator: true, mainnet: true}}), 't.json')).toThrow('field `transactions[0].offered` must be why the block has no Send button, or map each of emulator, testnet');
    expect(() => parseTransactionRecord(bad({code: 'edited'}), 't.json')).toThrow('field `transactions[0].code` must be the code whose digest is `digest`');
  });

  it('matches the pages: every transaction block of the docs is recorded, with its code, at its line', async () => {
    const record = readTransactionRecord(RECORD);
    const pages = await readPages();
    const blocks = pages.flatMap((p) => p.blocks.filter((b) => b.lang === 'cadence' && parseBlock(b.code).kind === 'transaction' && fragmentReason(b.meta) === null).map((b) => ({at: `${p.file}:${b.line}`, code: b.code})));
    expect(record.transactions.map((t) => `${t.page}:${t.line}`).sort()).toEqual(blocks.map((b) => b.at).sort());
    for (const t of record.transactions) expect(t.code, `${t.page}:${t.line}`).toBe(blocks.find((b) => b.at === `${t.page}:${t.line}`)!.code);
  });
});

describe('which transactions get a Send button, per network, and why not', () => {
  it('no button for one the check could not send; one needing two authorizers or another payer is offered nowhere, and its panel says why', () => {
    expect(transactionOffered(transaction({sent: 'takes 1 argument, and the page shows no command line that gives them'}), core)).toBe(
      'The example check could not send it: takes 1 argument, and the page shows no command line that gives them',
    );
    const two = 'It needs 2 accounts to authorize it (its prepare block takes 2 &Account parameters), and a wallet signs for one account.';
    expect(transactionOffered(transaction({authorizers: 2}), core)).toEqual({emulator: two, testnet: two});
    const plan = planTransaction(transaction({authorizers: 2, imports: [flowToken], offered: {emulator: two, testnet: two}}), core) as SendPlan;
    expect(plan.networks).toEqual({emulator: {reason: two}, testnet: {reason: two}, mainnet: {reason: MAINNET_REASON}});
    const payer = 'Another account (payer-account) pays for it, and here your wallet’s account pays.';
    expect(transactionOffered(transaction({payer: 'payer-account', signer: 'alice'}), core)).toEqual({emulator: payer, testnet: payer});
    // Signed and paid by the same named account: the wallet's account does both.
    expect(transactionOffered(transaction({payer: 'alice', signer: 'alice'}), core)).toEqual({emulator: true, testnet: true});
    expect(transactionOffered(transaction({authorizers: 0}), core)).toEqual({emulator: true, testnet: true});
  });

  it('core contracts: the emulator and testnet, at their addresses; never mainnet', () => {
    const plan = planTransaction(transaction({imports: [flowToken]}), core) as SendPlan;
    expect(plan.networks.emulator).toEqual({imports: {FlowToken: emulator.FlowToken}});
    expect(plan.networks.testnet).toEqual({imports: {FlowToken: core.networks.testnet.FlowToken}});
    expect(plan.networks.mainnet).toEqual({reason: MAINNET_REASON});
    expect(plan.start).toBe('testnet');
  });

  it('a contract the reader deploys: the emulator only, asking where it is; testnet says why not', () => {
    const imports = [{name: 'Counter', kind: 'reader' as const, page: 'docs/x.md'}];
    expect(transactionOffered(transaction({imports}), core)).toEqual({emulator: true, testnet: 'It imports Counter, a contract this page has you deploy yourself: deploy it to your local emulator and run the script there.'});
    const plan = planTransaction(transaction({imports, offered: {emulator: true, testnet: 'x'}}), core) as SendPlan;
    expect(plan.readerContracts).toEqual(['Counter']);
    expect(plan.start).toBe('emulator');
  });

  it('no button (and no plan) for a transaction the record gives a reason for, or whose parameter the form cannot take', () => {
    expect(planTransaction(transaction({offered: 'It needs 2 accounts to authorize it'}), core)).toEqual({skip: 'It needs 2 accounts to authorize it'});
    expect(notOffered(transaction({params: [{name: 'c', type: 'Capability<&Account>'}]}))).toMatch(/parameter c is a Capability/);
  });

  it('prefills the page’s values as Run does, and sends them with Run’s encoding', () => {
    const params = [{name: 'amount', type: 'UFix64'}, {name: 'to', type: 'Address'}];
    const plan = planTransaction(transaction({params, args: [page('10.0', {type: 'UFix64', value: '10.00000000'}), page('0xRECIPIENT', null)], network: 'emulator', imports: [flowToken], file: 'transfer.cdc'}), core) as SendPlan;
    expect(plan.params).toEqual([
      {name: 'amount', type: 'UFix64', initial: '10.0', hint: ''},
      {name: 'to', type: 'Address', initial: '', hint: '0xRECIPIENT'},
    ]);
    expect(prepare(plan, 'emulator', {amount: '10.0', to: '0x179b6b1cb6755e31'}, 'flow transactions send')).toMatchObject({
      ok: true,
      args: [{type: 'UFix64', value: '10.00000000'}, {type: 'Address', value: '0x179b6b1cb6755e31'}],
      cli: 'flow transactions send transfer.cdc 10.00000000 0x179b6b1cb6755e31 --network emulator',
    });
    expect(prepare(plan, 'emulator', {amount: '10.0', to: ''}, 'flow transactions send')).toMatchObject({ok: false, errors: {to: expect.stringMatching(/^to: give a value first \(Address\)/)}});
  });
});

describe('the plugins', () => {
  it('names each page a reader follows first by its title and address, and fails on one the site lacks', () => {
    const plans = {a: planTransaction(transaction({after: [{kind: 'page', page: 'docs/staking.md'}, {kind: 'block', line: 2, path: '/storage/x', what: 'transaction', file: null}]}), core) as SendPlan};
    const named = withPages(plans, [{source: '@site/docs/staking.md', title: 'Staking', permalink: '/staking'}], 'r.json');
    expect(named.a!.after).toEqual([{kind: 'page', page: 'docs/staking.md', title: 'Staking', permalink: '/staking'}, {kind: 'block', line: 2, path: '/storage/x', what: 'transaction', file: null}]);
    expect(() => withPages(plans, [], 'r.json')).toThrow('r.json: the transaction a follows docs/staking.md (field `after`), which is no doc page of the site');
  });

  it('hands the plan of every offered transaction to the panel, and puts its button after its block', async () => {
    const plugin = sendTransactionPlugin({siteDir} as LoadContext, {record: 'examples/runnable-transactions.json', coreContracts: 'data/core-contracts.json'});
    const content = (await plugin.loadContent!())!;
    const record = readTransactionRecord(RECORD);
    const offered = record.transactions.filter((t) => !notOffered(t));
    expect(Object.keys(content).sort()).toEqual(offered.map((t) => planId(t, record.transactions)).sort());
    expect(content).toEqual(planAllTransactions(record, core));
    const first = offered[0]!;
    const pageText = (await readPages()).find((p) => p.file === first.page)!.text;
    const tree = parseMdx(pageText) as Root;
    remarkSendTransaction({record: RECORD, siteDir})(tree, {path: path.join(siteDir, first.page)});
    const ids: string[] = [];
    const visit = (node: {children?: unknown[]; name?: string; attributes?: Array<{value: string}>}) => {
      if (node.name === 'SendTransaction') ids.push(node.attributes![0]!.value);
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree);
    expect(ids).toEqual(offered.filter((t) => t.page === first.page).map((t) => planId(t, record.transactions)));
    expect(content[ids[0]!]!.code).toBe(first.code);
  });
});
