/**
 * run-script: a Run button under each Cadence script block of the docs that the example check
 * recorded with one (examples/runnable-scripts.json, written by `cadence-run`; see ./record.ts).
 *
 * - The Docusaurus plugin (default export) decides, per script and network, where each import
 *   lives (the core contracts' addresses from data/core-contracts.json, a third-party contract's
 *   from the record) or why the script is not offered there, and hands these plans to the panel
 *   with createData (`@generated/run-script/default/plans.json`) before the bundler starts.
 * - The remark plugin (`remarkRunScript`) puts `<RunScript id="page:digest:n" />` (planId) after each block
 *   whose page and code digest match the record, so a block that was edited since, or stopped
 *   running, gets no button until the check runs it again. The page's module imports the button
 *   (src/components/RunScript) only on pages that have one; the plans load with the panel on the
 *   first press, as one chunk for the site.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {Code, Root, RootContent} from 'mdast';
import {validateCoreContracts, type CoreContracts} from '../core-contracts/data';
import {addressNetworks} from '../../src/flow/address';
import {formText, parseArgument, supportedType} from '../../src/flow/cadenceValues';
import type {NetworkId} from '../../src/flow/accessApi';
import {codeDigest, PLACEHOLDER, readRunnableRecord, RUN_NETWORKS, type RecordedScript, type RunnableRecord} from './record';

export interface RunScriptOptions {
  /** The record cadence-run writes, relative to the site. */
  record: string;
  /** data/core-contracts.json, relative to the site. */
  coreContracts: string;
}

const schema = Joi.object<RunScriptOptions>({
  record: Joi.string().min(1).default('examples/runnable-scripts.json'),
  coreContracts: Joi.string().min(1).default('data/core-contracts.json'),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<RunScriptOptions>, RunScriptOptions>): RunScriptOptions {
  return validate(schema, options);
}

export interface RemarkRunScriptOptions {
  /** The record, as an absolute path. */
  record: string;
  /** The site folder: page paths in the record are relative to it. */
  siteDir: string;
}

const remarkSchema = Joi.object<RemarkRunScriptOptions>({
  record: Joi.string().min(1).required(),
  siteDir: Joi.string().min(1).required(),
});

export function validateRemarkOptions(input: Partial<RemarkRunScriptOptions> = {}): RemarkRunScriptOptions {
  const {error, value} = remarkSchema.validate(input, {abortEarly: true});
  if (error) throw new Error(`run-script remark plugin: invalid option ${error.message}`);
  return value;
}

/** Where a script runs on one network: the address of each import, or why it is not offered there. */
export type NetworkPlan = {imports: Record<string, string>} | {reason: string};

/** What the button's panel gets: everything it needs, decided at build time. */
export interface RunnableScript {
  code: string;
  /**
   * The parameters of `main`: the page's value as the form writes it (`initial`, converted by the
   * Flow CLI's rules), or a placeholder the page shows for the reader's own value (`hint`); both
   * empty where the page shows none, and the field asks for a value of its type.
   */
  params: Array<{name: string; type: string; initial: string; hint: string}>;
  /** The .cdc path of the block, for the command line to copy. */
  file: string;
  networks: Record<NetworkId, NetworkPlan>;
  /** The network the panel opens on: the page's own, where its values are valid and its imports resolve. */
  start: NetworkId;
  /** An account address on each network (FlowToken's), for the example in an empty address field. */
  exampleAddress: Record<NetworkId, string>;
  /** Contracts the reader deploys themselves: on the emulator, the panel asks for their address. */
  readerContracts: string[];
}

/**
 * The id of a recorded script's plan: its page, its code's digest, and which block of that code on the
 * page it is (0 for the first). Not its line: the compiled page (and its button) is cached by its
 * content, so an id that moved with the record when lines above the block changed left the cached
 * button naming a plan that no longer existed, and its panel never opened.
 */
export function planId(script: Pick<RecordedScript, 'page' | 'digest' | 'line'>, scripts: ReadonlyArray<Pick<RecordedScript, 'page' | 'digest' | 'line'>>): string {
  const before = scripts.filter((other) => other.page === script.page && other.digest === script.digest && other.line < script.line);
  return `${script.page}:${script.digest}:${before.length}`;
}

/**
 * Why a recorded script gets no button at all, or undefined when it gets one: the record says why
 * (an import that resolves nowhere), or a parameter is of a type the form does not take. The plans
 * (planScript) and the buttons (remarkRunScript) both ask this, so a button never lacks a plan nor
 * a plan its button.
 */
export function notOffered(script: {params: RecordedScript['params']; offered: object | string}): string | undefined {
  if (typeof script.offered === 'string') return script.offered;
  const unsupported = script.params.find((p) => !supportedType(p.type));
  return unsupported && `its parameter ${unsupported.name} is a ${unsupported.type}, which the form does not take`;
}

/** Where each import of a script lives on each network, or why the script is not offered there. */
export function networkPlans(imports: RecordedScript['imports'], page: string, core: CoreContracts): {networks: Record<NetworkId, NetworkPlan>; readerContracts: string[]} {
  const networks = {} as Record<NetworkId, NetworkPlan>;
  const readerContracts: string[] = [];
  for (const network of ['testnet', 'mainnet', 'emulator'] as const) {
    const addresses: Record<string, string> = {};
    let reason: string | undefined;
    for (const imp of imports) {
      if (imp.kind === 'core') {
        const written = imp.written && addressNetworks(imp.written).includes(network) ? imp.written : undefined;
        const address = core.networks[network][imp.name] ?? written ?? (network === 'emulator' ? imp.emulator : undefined);
        if (address) addresses[imp.name] = address;
        else {
          const from = imp.written ? `from ${imp.written}, a ${addressNetworks(imp.written).join(' and ') || 'non-Flow'} address` : 'by its name';
          reason ??= `The ${network} address of ${imp.name} is not known here: the block imports it ${from}, and ${imp.name} is not among flow-go's system contracts.`;
        }
      } else if (imp.kind === 'reader') {
        if (network === 'emulator') {
          if (!readerContracts.includes(imp.name)) readerContracts.push(imp.name);
        } else {
          reason ??= `It imports ${imp.name}, a contract ${imp.page === page ? 'this page has' : 'another guide has'} you deploy yourself: deploy it to your local emulator and run the script there.`;
        }
      } else {
        const address = network === 'emulator' ? undefined : imp.addresses[network];
        if (address) addresses[imp.name] = address;
        else reason ??= network === 'emulator' ? `It imports ${imp.name}, which a fresh emulator does not have.` : `It imports ${imp.name}, which has no ${network} address in its repository.`;
      }
    }
    networks[network] = reason ? {reason} : {imports: addresses};
  }
  return {networks, readerContracts};
}

/** What the record says of each network: true where the button offers it, else why not. */
export function offeredNetworks(networks: Record<NetworkId, NetworkPlan>): Record<NetworkId, true | string> {
  return Object.fromEntries(RUN_NETWORKS.map((n) => [n, 'reason' in networks[n] ? networks[n].reason : true])) as Record<NetworkId, true | string>;
}

/**
 * The plan of one recorded script (or transaction: `closed` names the networks its button never
 * offers, with why), or why no button is offered at all.
 */
export function planScript(
  script: Omit<RecordedScript, 'ran' | 'offered'> & {offered: object | string},
  core: CoreContracts,
  closed: Partial<Record<NetworkId, string>> = {},
): RunnableScript | {skip: string} {
  const skip = notOffered(script);
  if (skip) return {skip};
  const {networks: open, readerContracts} = networkPlans(script.imports, script.page, core);
  const networks = {...open, ...Object.fromEntries(Object.entries(closed).map(([n, reason]) => [n, {reason}]))};
  const params = script.params.map((p, i) => {
    const arg = script.args?.[i];
    if (arg?.from !== 'page') return {...p, initial: '', hint: ''};
    if (!arg.value || PLACEHOLDER.test(arg.written)) return {...p, initial: '', hint: arg.written};
    return {...p, initial: formText(p.type, arg.value), hint: ''};
  });
  // The page's network first (a page without values: testnet, where a reader has accounts), then any
  // network where the imports resolve and every value the page gives is valid.
  const order = [...new Set<NetworkId>([...(script.network ? [script.network] : []), ...(params.some((p) => p.initial) ? RUN_NETWORKS : (['testnet', 'emulator', 'mainnet'] as const))])];
  const valid = (network: NetworkId) => !('reason' in networks[network]) && params.every((p) => !p.initial || parseArgument(p.type, p.initial, network).ok);
  const start = order.find(valid) ?? order.find((n) => !('reason' in networks[n])) ?? 'testnet';
  const exampleAddress = Object.fromEntries(RUN_NETWORKS.map((n) => [n, core.networks[n].FlowToken ?? ''])) as Record<NetworkId, string>;
  return {code: script.code, params, file: script.file ?? 'script.cdc', networks, start, exampleAddress, readerContracts};
}

/** The ESM import of the button, as MDX compiles it (an mdxjsEsm node with its estree). */
function importNode(component: string): RootContent {
  const source = `@site/src/components/${component}`;
  return {
    type: 'mdxjsEsm',
    value: `import ${component} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: component}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** `<Component id="…" />`, as MDX compiles it. */
function buttonNode(component: string, id: string): RootContent {
  return {type: 'mdxJsxFlowElement', name: component, attributes: [{type: 'mdxJsxAttribute', name: 'id', value: id}], children: []} as unknown as RootContent;
}

/** The plan of every recorded script that gets a button, by planId. */
export function planAll(record: RunnableRecord, core: CoreContracts): Record<string, RunnableScript> {
  const plans: Record<string, RunnableScript> = {};
  for (const script of record.scripts) {
    const plan = planScript(script, core);
    if (!('skip' in plan)) plans[planId(script, record.scripts)] = plan;
  }
  return plans;
}

/** data/core-contracts.json, validated (errors name the file and the field). */
export function readCoreContracts(coreFile: string, siteDir: string): CoreContracts {
  const label = path.relative(siteDir, coreFile) || coreFile;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(coreFile, 'utf8'));
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
  return validateCoreContracts(raw, label);
}

/** The plans, read from the record and the core contracts' addresses (errors name the file and the field). */
export function loadPlans(recordFile: string, coreFile: string, siteDir: string): Record<string, RunnableScript> {
  return planAll(readRunnableRecord(recordFile), readCoreContracts(coreFile, siteDir));
}

export type RunScriptContent = Record<string, RunnableScript>;

/** The Docusaurus plugin: the plans, as generated data the panel imports. */
export default function runScriptPlugin(context: LoadContext, options: RunScriptOptions): Plugin<RunScriptContent> {
  const recordFile = path.resolve(context.siteDir, options.record);
  const coreFile = path.resolve(context.siteDir, options.coreContracts);
  return {
    name: 'run-script',
    getPathsToWatch: () => [recordFile, coreFile],
    loadContent: async () => loadPlans(recordFile, coreFile, context.siteDir),
    async contentLoaded({content, actions}) {
      await actions.createData(PLANS_DATA, JSON.stringify(content));
    },
  };
}

/** The name of the plans' data file: the panel imports `@generated/run-script/default/plans.json`. */
export const PLANS_DATA = 'plans.json';

/** A recorded block, as the remark plugins match it to the page's code. */
type ButtonBlock = Pick<RecordedScript, 'page' | 'digest' | 'line' | 'params'> & {offered: object | string};

/**
 * A remark plugin that puts `<component id="…" />` (src/components/COMPONENT, planId) after each
 * block of `blocks(record)` whose page and code digest match, and imports the component once on the
 * pages that have one: the Run button's (remarkRunScript) and the Send button's
 * (plugins/send-transaction).
 */
export function remarkButtons<T extends ButtonBlock>(userOptions: Partial<RemarkRunScriptOptions> | undefined, component: string, blocks: (record: string) => T[]) {
  const options = validateRemarkOptions(userOptions);
  let recorded: T[] | undefined;
  return (tree: Root, file: {path?: string}): void => {
    const all = (recorded ??= blocks(options.record));
    if (!file.path) return;
    const page = path.relative(options.siteDir, file.path).split(path.sep).join('/');
    // The recorded blocks of the page, in page order: the n-th block of some code is the n-th recorded with its digest.
    const onPage = all.filter((s) => s.page === page);
    if (!onPage.some((s) => !notOffered(s))) return;
    const seen = new Map<string, number>();
    let added = 0;
    const visit = (parent: {children: RootContent[]}) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if (node.type === 'code' && (node as Code).lang === 'cadence') {
          const digest = codeDigest((node as Code).value);
          const nth = seen.get(digest) ?? 0;
          seen.set(digest, nth + 1);
          const block = onPage.filter((s) => s.digest === digest)[nth];
          // A block with a plan: recorded, unchanged, and with parameters the form takes.
          if (block && !notOffered(block)) {
            parent.children.splice(i + 1, 0, buttonNode(component, planId(block, all)));
            i += 1;
            added += 1;
          }
        } else if ('children' in node && Array.isArray(node.children)) {
          visit(node as {children: RootContent[]});
        }
      }
    };
    visit(tree);
    if (added) tree.children.unshift(importNode(component));
  };
}

/** The remark plugin: a Run button after each recorded script whose code is unchanged. */
export function remarkRunScript(userOptions?: Partial<RemarkRunScriptOptions>) {
  return remarkButtons(userOptions, 'RunScript', (record) => readRunnableRecord(record).scripts);
}
