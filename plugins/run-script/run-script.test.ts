import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Code, Root} from 'mdast';
import {fragmentReason, parseMdx, readPages} from '../../examples/harness/blocks';
import {parseBlock} from '../../examples/harness/cadence-project';
import {validateCoreContracts} from '../core-contracts/data';
import runScriptPlugin, {loadPlans, planId, planScript, remarkRunScript, validateRemarkOptions, type RunnableScript} from './index';
import type {LoadContext} from '@docusaurus/types';
import {codeDigest, parseRunnableRecord, readRunnableRecord, type RecordedScript, type RecordedValue} from './record';
import type {JsonCadence} from '../../src/flow/cadenceValues';

const siteDir = path.resolve(__dirname, '../..');
const RECORD = path.join(siteDir, 'examples/runnable-scripts.json');
const CORE = path.join(siteDir, 'data/core-contracts.json');
const core = validateCoreContracts(JSON.parse(readFileSync(CORE, 'utf8')), 'data/core-contracts.json');

const script = (over: Partial<RecordedScript>): RecordedScript => ({
  page: 'docs/x.md',
  line: 3,
  digest: codeDigest('code'),
  code: 'code',
  params: [],
  args: null,
  file: null,
  network: null,
  ran: true,
  imports: [],
  offered: {emulator: true, testnet: true, mainnet: true},
  ...over,
});
const page = (written: string, value: JsonCadence | null): RecordedValue => ({from: 'page', written, value});

describe('the record of runnable scripts', () => {
  it('names the file and the field of what is wrong', () => {
    expect(() => parseRunnableRecord('{', 'r.json')).toThrow(/^r\.json: not valid JSON/);
    expect(() => parseRunnableRecord('{"emulator":"1.2","scripts":[]}', 'r.json')).toThrow('r.json: field `emulator` must be a version');
    const bad = (s: object) => JSON.stringify({emulator: 'v1.20.0', scripts: [{...script({}), ...s}]});
    expect(() => parseRunnableRecord(bad({digest: 'xyz'}), 'r.json')).toThrow('r.json: field `scripts[0].digest` must be 16 hex digits');
    expect(() => parseRunnableRecord(bad({code: 'edited'}), 'r.json')).toThrow('r.json: field `scripts[0].code` must be the code whose digest is `digest`');
    expect(() => parseRunnableRecord(bad({params: [{name: 'a', type: 'Int'}], args: []}), 'r.json')).toThrow('field `scripts[0].args` gives 0 values for 1 parameters');
    expect(() => parseRunnableRecord(bad({imports: [{name: 'X', kind: 'elsewhere'}]}), 'r.json')).toThrow('field `scripts[0].imports[0].kind` must be core, reader or third-party');
    expect(() => parseRunnableRecord(bad({params: [{name: 'a', type: 'Int'}], args: ['1']}), 'r.json')).toThrow('field `scripts[0].args` must be null or a list of {from: page or harness, written, value}');
    expect(() => parseRunnableRecord(bad({ran: false}), 'r.json')).toThrow('field `scripts[0].ran` must be true or the reason it did not run');
    expect(() => parseRunnableRecord(bad({network: 'previewnet'}), 'r.json')).toThrow('field `scripts[0].network` must be null or one of emulator, testnet, mainnet');
    expect(() => parseRunnableRecord(bad({offered: {emulator: true}}), 'r.json')).toThrow('field `scripts[0].offered` must be why the block has no button');
  });

  it('matches the pages: every script block of the docs is recorded, with its code, at its line', async () => {
    const record = readRunnableRecord(RECORD);
    const pages = new Map((await readPages()).map((p) => [p.file, p]));
    const scriptBlocks = [...pages.values()].flatMap((p) => p.blocks.filter((b) => b.lang === 'cadence' && parseBlock(b.code).kind === 'script' && fragmentReason(b.meta) === null).map((b) => `${p.file}:${b.line}`));
    expect(record.scripts.map((s) => `${s.page}:${s.line}`).sort()).toEqual(scriptBlocks.sort());
    for (const s of record.scripts) {
      const block = pages.get(s.page)?.blocks.find((b) => b.line === s.line && b.lang === 'cadence');
      expect(block, `${s.page}:${s.line}`).toBeDefined();
      expect(codeDigest(block!.code), `${s.page}:${s.line} changed since the example check ran it: run npm run test:examples`).toBe(s.digest);
      expect(block!.code).toMatch(/\bfun\s+main\s*\(/);
    }
  });
});

describe('what a script is offered on', () => {
  it('a script of core contracts runs on every network, with that network’s addresses', () => {
    const emulator = core.networks.emulator;
    const plan = planScript(
      script({imports: [{name: 'FlowToken', kind: 'core', emulator: emulator.FlowToken!}, {name: 'FungibleToken', kind: 'core', emulator: emulator.FungibleToken!, written: core.networks.mainnet.FungibleToken}]}),

      core,
    ) as RunnableScript;
    for (const network of ['mainnet', 'testnet', 'emulator'] as const) {
      expect(plan.networks[network]).toEqual({imports: {FlowToken: core.networks[network].FlowToken, FungibleToken: core.networks[network].FungibleToken}});
    }
    expect(plan.readerContracts).toEqual([]);
  });

  it('a contract the emulator deploys that flow-go does not list: the address the block writes, on its network, and the emulator’s', () => {
    const mainnet = '0x8d0e87b65159ae63';
    const plan = planScript(script({imports: [{name: 'FlowStakingCollection', kind: 'core', emulator: '0xf8d6e0586b0a20c7', written: mainnet}]}), core) as RunnableScript;
    expect(plan.networks.mainnet).toEqual({imports: {FlowStakingCollection: mainnet}});
    expect(plan.networks.emulator).toEqual({imports: {FlowStakingCollection: '0xf8d6e0586b0a20c7'}});
    expect(plan.networks.testnet).toEqual({
      reason: "The testnet address of FlowStakingCollection is not known here: the block imports it from 0x8d0e87b65159ae63, a mainnet address, and FlowStakingCollection is not among flow-go's system contracts.",
    });
  });

  it('a script of a contract the reader deploys runs only on the emulator, asking where it is; the others say why not', () => {
    const plan = planScript(script({imports: [{name: 'Counter', kind: 'reader', page: 'docs/x.md'}]}), core) as RunnableScript;
    expect(plan.networks.emulator).toEqual({imports: {}});
    expect(plan.readerContracts).toEqual(['Counter']);
    expect(plan.networks.testnet).toEqual({reason: expect.stringMatching(/imports Counter, a contract this page has you deploy yourself/)});
    expect(plan.networks.mainnet).toEqual(plan.networks.testnet);
  });

  it('a third-party contract runs where its repository gives an address, never on a fresh emulator', () => {
    const plan = planScript(script({imports: [{name: 'NFTCatalog', kind: 'third-party', addresses: {mainnet: '0x49a7cda3a1eecc29'}}]}), core) as RunnableScript;
    expect(plan.networks.mainnet).toEqual({imports: {NFTCatalog: '0x49a7cda3a1eecc29'}});
    expect(plan.networks.testnet).toEqual({reason: 'It imports NFTCatalog, which has no testnet address in its repository.'});
    expect(plan.networks.emulator).toEqual({reason: 'It imports NFTCatalog, which a fresh emulator does not have.'});
  });

  it('prefills the page’s values as the form writes them and keeps a placeholder as a hint only; a type the form cannot take gets no button', () => {
    const params = [{name: 'a', type: 'Address'}, {name: 'b', type: 'UFix64'}, {name: 'c', type: '[Address]'}];
    const list = {type: 'Array', value: [{type: 'Address', value: '0xf8d6e0586b0a20c7'}]};
    const plan = planScript(script({params, args: [page('0xYOUR_ADDRESS', null), page('1.5', {type: 'UFix64', value: '1.50000000'}), page('[0xf8d6e0586b0a20c7]', list)], network: 'emulator'}), core) as RunnableScript;
    expect(plan.params).toEqual([
      {name: 'a', type: 'Address', initial: '', hint: '0xYOUR_ADDRESS'},
      {name: 'b', type: 'UFix64', initial: '1.5', hint: ''},
      {name: 'c', type: '[Address]', initial: '[0xf8d6e0586b0a20c7]', hint: ''},
    ]);
    expect(plan.start).toBe('emulator');
    expect(planScript(script({params: [{name: 'r', type: '&Account'}]}), core)).toEqual({skip: expect.stringMatching(/parameter r is a &Account/)});
    expect(planScript(script({offered: 'it imports BlockchainHelpers, which comes with the Cadence test framework'}), core)).toEqual({skip: expect.stringMatching(/BlockchainHelpers/)});
  });

  it('values the harness made are not prefilled: the fields start empty', () => {
    const plan = planScript(script({params: [{name: 'a', type: 'Address'}], args: [{from: 'harness', written: '0x179b6b1cb6755e31', value: {type: 'Address', value: '0x179b6b1cb6755e31'}}]}), core) as RunnableScript;
    expect(plan.params).toEqual([{name: 'a', type: 'Address', initial: '', hint: ''}]);
    expect(plan.exampleAddress).toEqual({emulator: core.networks.emulator.FlowToken, testnet: core.networks.testnet.FlowToken, mainnet: core.networks.mainnet.FlowToken});
  });

  it('opens on the page’s network where its values are valid there, else on a network where they are', () => {
    const params = [{name: 'a', type: 'Address'}];
    const emulatorValue = [page('0xf8d6e0586b0a20c7', {type: 'Address', value: '0xf8d6e0586b0a20c7'})];
    expect((planScript(script({params, args: emulatorValue, network: 'emulator'}), core) as RunnableScript).start).toBe('emulator');
    // A page line that says testnet, with an emulator address: the panel opens where the address is one.
    expect((planScript(script({params, args: emulatorValue, network: 'testnet'}), core) as RunnableScript).start).toBe('emulator');
    const testnetValue = [page('0x7e60df042a9c0868', {type: 'Address', value: '0x7e60df042a9c0868'})];
    expect((planScript(script({params, args: testnetValue, network: 'testnet'}), core) as RunnableScript).start).toBe('testnet');
    // No values shown: testnet, where a reader has accounts; a script of the reader's contract: the emulator.
    expect((planScript(script({}), core) as RunnableScript).start).toBe('testnet');
    expect((planScript(script({imports: [{name: 'Counter', kind: 'reader', page: 'docs/x.md'}]}), core) as RunnableScript).start).toBe('emulator');
  });
});

describe('the Docusaurus plugin', () => {
  it('hands the plan of every recorded script to the panel as generated data', async () => {
    const plugin = runScriptPlugin({siteDir} as LoadContext, {record: 'examples/runnable-scripts.json', coreContracts: 'data/core-contracts.json'});
    const content = (await plugin.loadContent!())!;
    const record = readRunnableRecord(RECORD);
    expect(Object.keys(content).sort()).toEqual(record.scripts.map((s) => planId(s, record.scripts)).sort());
    const written: Array<[string, string]> = [];
    await plugin.contentLoaded!({content, actions: {createData: async (name: string, data: string) => (written.push([name, data]), name)} as never});
    expect(written.map(([name]) => name)).toEqual(['plans.json']);
    expect(JSON.parse(written[0]![1])).toEqual(content);
  });

  it('names the file and the field when the core contracts’ file is broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-script-'));
    const broken = path.join(dir, 'core-contracts.json');
    writeFileSync(broken, JSON.stringify({flowGo: 'v0.47.0', networks: {mainnet: {}}}));
    expect(() => loadPlans(RECORD, broken, dir)).toThrow(/^core-contracts\.json: networks/);
  });
});

describe('the remark plugin', () => {
  it('refuses missing options', () => {
    expect(() => validateRemarkOptions({record: RECORD})).toThrow(/run-script remark plugin: invalid option "siteDir" is required/);
  });

  it('puts a button after each recorded block whose code is unchanged, with its plan’s id, and imports it once', async () => {
    const options = {record: RECORD, siteDir};
    const record = readRunnableRecord(RECORD);
    const plans = loadPlans(RECORD, CORE, siteDir);
    const first = record.scripts[0]!;
    const page = (await readPages()).find((p) => p.file === first.page)!;
    const tree = parseMdx(page.text) as Root;
    remarkRunScript(options)(tree, {path: path.join(siteDir, first.page)});
    const buttons = tree.children.filter((n) => n.type === ('mdxJsxFlowElement' as string) && (n as unknown as {name: string}).name === 'RunScript');
    expect(buttons.length).toBe(record.scripts.filter((s) => s.page === first.page).length);
    expect(tree.children.filter((n) => n.type === ('mdxjsEsm' as string))).toHaveLength(1);
    const before = tree.children[tree.children.indexOf(buttons[0]!) - 1] as Code;
    expect(before.type).toBe('code');
    // Its one prop is the id of its plan, which the panel finds among the plans the Docusaurus plugin hands it.
    const attributes = (buttons[0] as unknown as {attributes: Array<{value: string}>}).attributes;
    expect(attributes).toEqual([{type: 'mdxJsxAttribute', name: 'id', value: planId(first, record.scripts)}]);
    expect(plans[attributes[0]!.value]!.code).toBe(before.value);

    // Lines added above the block (front matter, a paragraph) move it, not its button's id: a compiled page cached
    // from before the record was rewritten still names a plan the panel has.
    const moved = parseMdx(page.text.replace(/\n---\n/, '\n---\n\nA paragraph added above.\n\n')) as Root;
    remarkRunScript(options)(moved, {path: path.join(siteDir, first.page)});
    const movedIds = moved.children.flatMap((n) => ((n as unknown as {name?: string}).name === 'RunScript' ? [(n as unknown as {attributes: Array<{value: string}>}).attributes[0]!.value] : []));
    expect(movedIds[0]).toBe(attributes[0]!.value);
    expect(planId({...first, line: first.line + 3}, record.scripts.map((s) => (s === first ? {...s, line: s.line + 3} : s)))).toBe(attributes[0]!.value);

    // The same page with that block edited: no button for it.
    const edited = parseMdx(page.text.replace(before.value, `${before.value}\n// edited`)) as Root;
    remarkRunScript(options)(edited, {path: path.join(siteDir, first.page)});
    expect(edited.children.filter((n) => (n as unknown as {name?: string}).name === 'RunScript').length).toBe(buttons.length - 1);
  });

  it('gives a script whose parameter the form cannot take neither a button nor a plan', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-script-'));
    const original = JSON.parse(readFileSync(RECORD, 'utf8')) as {scripts: Array<{page: string; line: number; params: unknown[]}>};
    const first = original.scripts[0]!;
    first.params = [{name: 'account', type: '&Account'}];
    const changed = path.join(dir, 'runnable-scripts.json');
    writeFileSync(changed, JSON.stringify(original));
    const id = planId(first as unknown as RecordedScript, original.scripts as unknown as RecordedScript[]);
    expect(Object.keys(loadPlans(changed, CORE, siteDir))).not.toContain(id);
    const tree = parseMdx((await readPages()).find((p) => p.file === first.page)!.text) as Root;
    remarkRunScript({record: changed, siteDir})(tree, {path: path.join(siteDir, first.page)});
    const ids = tree.children.flatMap((n) => ((n as unknown as {name?: string}).name === 'RunScript' ? [(n as unknown as {attributes: Array<{value: string}>}).attributes[0]!.value] : []));
    expect(ids).not.toContain(id);
    expect(ids.length).toBe(original.scripts.filter((s) => s.page === first.page).length - 1);
  });
});
