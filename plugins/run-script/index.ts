/**
 * run-script: a Run button under each Cadence script that the example check ran on the emulator
 * (examples/runnable-scripts.json, written by `cadence-run`; see ./record.ts).
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
import {supportedType} from '../../src/flow/cadenceValues';
import type {NetworkId} from '../../src/flow/accessApi';
import {codeDigest, readRunnableRecord, type RecordedScript, type RunnableRecord} from './record';

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
  /** The parameters of `main`, with the page's values (`initial`) or, for a placeholder, only as a hint. */
  params: Array<{name: string; type: string; initial: string; hint: string}>;
  /** The .cdc path of the page's `flow scripts execute` line, for the command line to copy. */
  file: string;
  networks: Record<NetworkId, NetworkPlan>;
  /** Contracts the reader deploys themselves: on the emulator, the panel asks for their address. */
  readerContracts: string[];
}

/** A value the reader puts there (`0xYOUR_ADDRESS`, `0xYourFlowAddress`, `NODE_ID_64_HEX`, `$ALICE`, `$(cat …)`), shown as a hint only. */
const PLACEHOLDER = /your|[<>$]|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/i;

/**
 * The id of a recorded script's plan: its page, its code's digest, and which block of that code on the
 * page it is (0 for the first). Not its line: the compiled page (and its button) is cached by its
 * content, so an id that moved with the record when lines above the block changed left the cached
 * button naming a plan that no longer existed, and its panel never opened.
 */
export function planId(script: RecordedScript, scripts: readonly RecordedScript[]): string {
  const before = scripts.filter((other) => other.page === script.page && other.digest === script.digest && other.line < script.line);
  return `${script.page}:${script.digest}:${before.length}`;
}

/**
 * Why a recorded script gets no button at all, or undefined when it gets one: every parameter
 * must be of a type the form takes. The plans (planScript) and the buttons (remarkRunScript)
 * both ask this, so a button never lacks a plan nor a plan its button.
 */
export function notOffered(script: RecordedScript): string | undefined {
  const unsupported = script.params.find((p) => !supportedType(p.type));
  return unsupported && `its parameter ${unsupported.name} is a ${unsupported.type}, which the form does not take`;
}

/** The plan of one recorded script, or why no button is offered at all. */
export function planScript(script: RecordedScript, core: CoreContracts): RunnableScript | {skip: string} {
  const code = script.code;
  const skip = notOffered(script);
  if (skip) return {skip};
  const networks = {} as Record<NetworkId, NetworkPlan>;
  const readerContracts: string[] = [];
  for (const network of ['testnet', 'mainnet', 'emulator'] as const) {
    const imports: Record<string, string> = {};
    let reason: string | undefined;
    for (const imp of script.imports) {
      if (imp.kind === 'core') {
        const written = imp.written && addressNetworks(imp.written).includes(network) ? imp.written : undefined;
        const address = core.networks[network][imp.name] ?? written ?? (network === 'emulator' ? imp.emulator : undefined);
        if (address) imports[imp.name] = address;
        else {
          const from = imp.written ? `from ${imp.written}, a ${addressNetworks(imp.written).join(' and ') || 'non-Flow'} address` : 'by its name';
          reason ??= `The ${network} address of ${imp.name} is not known here: the block imports it ${from}, and ${imp.name} is not among flow-go's system contracts.`;
        }
      } else if (imp.kind === 'reader') {
        if (network === 'emulator') {
          if (!readerContracts.includes(imp.name)) readerContracts.push(imp.name);
        } else {
          reason ??= `It imports ${imp.name}, a contract ${imp.page === script.page ? 'this page has' : 'another guide has'} you deploy yourself: deploy it to your local emulator and run the script there.`;
        }
      } else {
        const address = network === 'emulator' ? undefined : imp.addresses[network];
        if (address) imports[imp.name] = address;
        else reason ??= network === 'emulator' ? `It imports ${imp.name}, which a fresh emulator does not have.` : `It imports ${imp.name}, which has no ${network} address in its repository.`;
      }
    }
    networks[network] = reason ? {reason} : {imports};
  }
  return {
    code,
    params: script.params.map((p, i) => {
      const shown = script.args?.[i] ?? '';
      const placeholder = PLACEHOLDER.test(shown);
      return {...p, initial: placeholder ? '' : shown, hint: placeholder ? shown : ''};
    }),
    file: script.file ?? 'script.cdc',
    networks,
    readerContracts,
  };
}

/** The ESM import of the button, as MDX compiles it (an mdxjsEsm node with its estree). */
function importNode(): RootContent {
  const source = '@site/src/components/RunScript';
  return {
    type: 'mdxjsEsm',
    value: `import RunScript from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'RunScript'}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** `<RunScript id="…" />`, as MDX compiles it. */
function buttonNode(id: string): RootContent {
  return {type: 'mdxJsxFlowElement', name: 'RunScript', attributes: [{type: 'mdxJsxAttribute', name: 'id', value: id}], children: []} as unknown as RootContent;
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

/** The plans, read from the record and the core contracts' addresses (errors name the file and the field). */
export function loadPlans(recordFile: string, coreFile: string, siteDir: string): Record<string, RunnableScript> {
  const record = readRunnableRecord(recordFile);
  const label = path.relative(siteDir, coreFile) || coreFile;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(coreFile, 'utf8'));
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
  return planAll(record, validateCoreContracts(raw, label));
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

/** The remark plugin: a button after each recorded block whose code is unchanged. */
export function remarkRunScript(userOptions?: Partial<RemarkRunScriptOptions>) {
  const options = validateRemarkOptions(userOptions);
  let record: RunnableRecord | undefined;
  return (tree: Root, file: {path?: string}): void => {
    record ??= readRunnableRecord(options.record);
    if (!file.path) return;
    const page = path.relative(options.siteDir, file.path).split(path.sep).join('/');
    // The recorded scripts of the page, in page order: the n-th block of some code is the n-th script with its digest.
    const scripts = record.scripts.filter((s) => s.page === page);
    if (!scripts.some((s) => !notOffered(s))) return;
    const seen = new Map<string, number>();
    let added = 0;
    const visit = (parent: {children: RootContent[]}) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if (node.type === 'code' && (node as Code).lang === 'cadence') {
          const digest = codeDigest((node as Code).value);
          const nth = seen.get(digest) ?? 0;
          seen.set(digest, nth + 1);
          const script = scripts.filter((s) => s.digest === digest)[nth];
          // A block with a plan: recorded, unchanged, and with parameters the form takes.
          if (script && !notOffered(script)) {
            parent.children.splice(i + 1, 0, buttonNode(planId(script, record!.scripts)));
            i += 1;
            added += 1;
          }
        } else if ('children' in node && Array.isArray(node.children)) {
          visit(node as {children: RootContent[]});
        }
      }
    };
    visit(tree);
    if (added) tree.children.unshift(importNode());
  };
}
