/**
 * The Flow CLI's commands and flags, as examples/cli/read-facts/ read them from the CLI's source
 * into examples/cli/flow-cli-facts.json. Loading validates the file and fails naming the field.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {root} from '../../tests/content/pages';

export interface FlagFact {
  name: string;
  shorthand?: string;
  type: string;
  /** The value the flag has when it is not given ('' for an empty string or list). */
  default: string;
  /** The value a flag given without one takes (`--fork` alone means mainnet). */
  valueWhenGivenAlone?: string;
  description: string;
  /** Declared on the command as persistent: its subcommands inherit it. */
  persistent?: boolean;
  /** Why it is deprecated, when it is. */
  deprecated?: string;
  /** Left out of `--help` (hidden, or deprecated through pflag). */
  hidden?: boolean;
  source: string;
}

/** A format string of a line the CLI prints; its verbs (%s, %d, %v) stand for values. */
export interface PrintFact {
  format: string;
  /** How it is printed: print (fmt/a writer), result, logger, progress, log (zerolog), prompt, sprintf, error. */
  via: string;
  source: string;
}

/** A URL a command opens in the browser (`browser`) or requests (GET, POST, PUT...). */
export interface UrlFact {
  url: string;
  how: string;
  /** The flag whose value the URL is, when it is not in the code. */
  flag?: string;
  source: string;
}

/** A file or folder a command writes. `%v` parts are names the command is given or computes. */
export interface FileFact {
  file: string;
  /** file, folder, configuration (flow.json through flowkit), moved here. */
  kind: string;
  /** For the configuration: the flow.json sections the reached code changes. */
  sections?: string[];
  flag?: string;
  source: string;
}

export interface NetworkCheck {
  rejects: string[];
  /** The compared expression: `address`, `chain`, `network.Name`. */
  subject: string;
  message?: string;
  source: string;
}

/** `all`, or the networks a command accepts with the checks that refuse the others. */
export type NetworksFact = 'all' | {accepts: string[]; checks: NetworkCheck[]};

/** Whether a command loads flow.json before it runs and fails without one. */
export interface ConfigFact {
  /** required, optional (read when present; a broken file stops it), not read, unknown. */
  needs: 'required' | 'optional' | 'not read' | 'unknown';
  why: string;
  /** The error a missing flow.json gives. */
  error?: string;
  /** Flags with which it does not need flow.json. */
  unless?: string[];
  /** The reached code that asks for the configuration (or the calls the reader does not follow). */
  via?: string[];
  source: string;
}

/** A host the command's own work contacts: the Access API, a URL it opens or requests, usage metrics. */
export interface ContactFact {
  what: string;
  via: string;
  source: string;
}

/** Something the default output leaves out (hidden) or shortens (minimized), and the flag that brings it back. */
export interface HideFact {
  what: string;
  how: 'hidden' | 'minimized';
  /** `--include fee-events` */
  flag: string;
  hint?: string;
  source: string;
}

/** What a command that edits the configuration does: prompts, refusals, writes, and what happens to an entry already there. */
export interface EditFacts {
  prompts?: Array<{asks: string[]; rejects?: string[]; when: string; skippedBy?: string[]; source: string}>;
  refuses?: Array<{error: string; when: string; source: string}>;
  saves?: Array<{what: string; key?: 'inline' | 'file'; when: string; source: string}>;
  existing?: Array<{section: string; entry?: string; match: string; action: string; detail?: string; when?: string; source: string; rule?: string}>;
}

/** A flow.json field flowkit's loader reads (`*` is an entry's name). */
export interface FieldFact {
  field: string;
  goType: string;
  source: string;
}

export interface CommandFact {
  /** `flow accounts get` */
  path: string;
  use: string;
  aliases?: string[];
  deprecated?: string;
  hidden?: boolean;
  /** `cobra` for the commands cobra adds by itself (help, completion). */
  addedBy?: string;
  source: string;
  /** The functions that run the command; absent for groups that only hold subcommands. */
  runs?: string[];
  /** Run inside the CLI's command wrapper (command.Command), which adds commandWrapper's behaviour. */
  wrapped?: boolean;
  networks?: NetworksFact;
  opens?: UrlFact[];
  writes?: FileFact[];
  prints?: PrintFact[];
  config?: ConfigFact;
  contacts?: ContactFact[];
  hides?: HideFact[];
  edits?: EditFacts;
  flags: FlagFact[];
}

export interface CliFacts {
  source: {repository: string; version: string; commit: string; modules: Record<string, unknown>};
  /** The networks a command can be pointed at (flowkit's default networks). */
  networks: {names: string[]; source: string};
  /** What the wrapper of every wrapped command does: version check, --save, error lines. */
  commandWrapper: {
    source: string;
    opens: UrlFact[];
    writes: FileFact[];
    prints: PrintFact[];
    /** How the wrapper loads flow.json for every wrapped command. */
    config: {source: string; missingError: string; missingStopsRunS: string; brokenFileStops: string};
    /** The hosts the wrapper contacts besides the command's work, with what turns each off. */
    versionCheck: {what: string; url: string; disabledBy: string[]; source: string};
    usageMetrics: {what: string; disabledBy: string[]; onlyWhen: string; source: string};
    crashReports: {what: string; source: string};
  };
  /** The flow.json fields flowkit's config/json package reads. */
  flowJson: {source: string; fields: FieldFact[]};
  globalFlags: FlagFact[];
  rootFlags: FlagFact[];
  commands: CommandFact[];
}

export const factsFile = 'examples/cli/flow-cli-facts.json';

function need(cond: unknown, file: string, field: string, what: string): asserts cond {
  if (!cond) throw new Error(`${file}: ${field} ${what}`);
}

function validateFlag(f: unknown, file: string, field: string): FlagFact {
  const flag = f as FlagFact;
  need(flag && typeof flag === 'object', file, field, 'is not an object');
  need(typeof flag.name === 'string' && /^[A-Za-z][\w-]*$/.test(flag.name), file, `${field}.name`, 'is not a flag name');
  need(flag.shorthand === undefined || /^[A-Za-z]$/.test(flag.shorthand), file, `${field}.shorthand`, 'is not one letter');
  need(typeof flag.type === 'string' && flag.type !== '', file, `${field}.type`, 'is missing');
  need(typeof flag.default === 'string', file, `${field}.default`, 'is not a string');
  need(typeof flag.description === 'string', file, `${field}.description`, 'is not a string');
  need(typeof flag.source === 'string' && flag.source !== '', file, `${field}.source`, 'is missing');
  return flag;
}

function validatePrints(list: unknown, file: string, field: string): void {
  need(Array.isArray(list), file, field, 'is not a list');
  (list as PrintFact[]).forEach((p, i) => {
    need(p && typeof p.format === 'string' && p.format !== '', file, `${field}[${i}].format`, 'is not a format string');
    need(typeof p.via === 'string' && p.via !== '', file, `${field}[${i}].via`, 'is missing');
    need(typeof p.source === 'string' && p.source !== '', file, `${field}[${i}].source`, 'is missing');
  });
}

function validateBehaviour(c: CommandFact | CliFacts['commandWrapper'], file: string, field: string, names: string[]): void {
  validatePrints(c.prints ?? [], file, `${field}.prints`);
  need(Array.isArray(c.opens ?? []), file, `${field}.opens`, 'is not a list');
  (c.opens ?? []).forEach((o, i) => {
    need(typeof o.url === 'string' && o.url !== '', file, `${field}.opens[${i}].url`, 'is missing');
    need(typeof o.how === 'string' && o.how !== '', file, `${field}.opens[${i}].how`, 'is missing');
  });
  need(Array.isArray(c.writes ?? []), file, `${field}.writes`, 'is not a list');
  (c.writes ?? []).forEach((w, i) => {
    need(typeof w.file === 'string', file, `${field}.writes[${i}].file`, 'is not a string');
    need(['file', 'folder', 'configuration', 'moved here'].includes(w.kind), file, `${field}.writes[${i}].kind`, `is not a known kind (${w.kind})`);
  });
  const cf = c as CommandFact;
  if (cf.config !== undefined && 'path' in c) {
    need(['required', 'optional', 'not read', 'unknown'].includes(cf.config.needs), file, `${field}.config.needs`, `is not required, optional, not read or unknown (${cf.config.needs})`);
    need(typeof cf.config.source === 'string' && cf.config.source !== '', file, `${field}.config.source`, 'is missing');
  }
  (cf.hides ?? []).forEach((h, i) => {
    need(/^--include [\w-]+$/.test(h.flag ?? ''), file, `${field}.hides[${i}].flag`, 'is not `--include VALUE`');
    need(h.how === 'hidden' || h.how === 'minimized', file, `${field}.hides[${i}].how`, 'is not hidden or minimized');
    need(typeof h.what === 'string' && h.what !== '' && typeof h.source === 'string' && h.source !== '', file, `${field}.hides[${i}]`, 'needs what and source');
  });
  (cf.contacts ?? []).forEach((x, i) => need(typeof x.what === 'string' && typeof x.source === 'string' && x.source !== '', file, `${field}.contacts[${i}]`, 'needs what and source'));
  for (const kind of ['prompts', 'refuses', 'saves', 'existing'] as const) {
    ((cf.edits?.[kind] ?? []) as Array<{source?: string}>).forEach((x, i) => need(typeof x.source === 'string' && x.source !== '', file, `${field}.edits.${kind}[${i}].source`, 'is missing'));
  }
  const n = (c as CommandFact).networks;
  if (n !== undefined && n !== 'all') {
    need(Array.isArray(n.accepts) && n.accepts.every((x) => names.includes(x)), file, `${field}.networks.accepts`, `names a network outside ${names.join(', ')}`);
    need(Array.isArray(n.checks) && n.checks.length > 0, file, `${field}.networks.checks`, 'is empty: a restriction needs the code that makes it');
  }
}

/** Checks the shape of a parsed facts file; throws naming the file and the field. */
export function validateFacts(data: unknown, file = factsFile): CliFacts {
  const facts = data as CliFacts;
  need(facts && typeof facts === 'object', file, 'the file', 'is not a JSON object');
  need(facts.source && /^[0-9a-f]{40}$/.test(facts.source.commit ?? ''), file, 'source.commit', 'is not a 40-hex commit');
  need(/^v\d+\.\d+\.\d+/.test(facts.source.version ?? ''), file, 'source.version', 'is not a release tag');
  need(Array.isArray(facts.globalFlags) && facts.globalFlags.length > 0, file, 'globalFlags', 'is not a non-empty list');
  need(Array.isArray(facts.rootFlags), file, 'rootFlags', 'is not a list');
  need(Array.isArray(facts.commands) && facts.commands.length > 0, file, 'commands', 'is not a non-empty list');
  need(facts.networks && Array.isArray(facts.networks.names) && facts.networks.names.length > 0, file, 'networks.names', 'is not a non-empty list');
  need(facts.commandWrapper && typeof facts.commandWrapper === 'object', file, 'commandWrapper', 'is missing');
  validateBehaviour(facts.commandWrapper, file, 'commandWrapper', facts.networks.names);
  need(facts.commandWrapper.config && typeof facts.commandWrapper.config.missingError === 'string', file, 'commandWrapper.config', 'is missing');
  need(Array.isArray(facts.commandWrapper.versionCheck?.disabledBy), file, 'commandWrapper.versionCheck.disabledBy', 'is not a list');
  need(Array.isArray(facts.commandWrapper.usageMetrics?.disabledBy), file, 'commandWrapper.usageMetrics.disabledBy', 'is not a list');
  need(facts.flowJson && Array.isArray(facts.flowJson.fields) && facts.flowJson.fields.length > 0, file, 'flowJson.fields', 'is not a non-empty list');
  facts.flowJson.fields.forEach((f, i) => need(typeof f.field === 'string' && /^[\w$*-]+(\.[\w$*-]+)*$/.test(f.field), file, `flowJson.fields[${i}].field`, 'is not a field path'));
  facts.globalFlags.forEach((f, i) => validateFlag(f, file, `globalFlags[${i}]`));
  facts.rootFlags.forEach((f, i) => validateFlag(f, file, `rootFlags[${i}]`));
  const paths = new Set<string>();
  facts.commands.forEach((c, i) => {
    const field = `commands[${i}]`;
    need(typeof c.path === 'string' && /^flow( [\w-]+)+$/.test(c.path), file, `${field}.path`, 'is not a command path');
    need(!paths.has(c.path), file, `${field}.path`, `repeats ${c.path}`);
    paths.add(c.path);
    need(c.aliases === undefined || (Array.isArray(c.aliases) && c.aliases.every((a) => typeof a === 'string')), file, `${field}.aliases`, 'is not a list of names');
    need(Array.isArray(c.flags), file, `${field}.flags`, 'is not a list');
    validateBehaviour(c, file, field, facts.networks.names);
    c.flags.forEach((f, j) => validateFlag(f, file, `${field}.flags[${j}]`));
    const parent = c.path.split(' ').slice(0, -1).join(' ');
    need(parent === 'flow' || paths.has(parent), file, `${field}.path`, `comes before its parent ${parent} or has none`);
  });
  return facts;
}

export function loadFacts(file = factsFile): CliFacts {
  const full = path.resolve(root, file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  return validateFacts(data, file);
}

/** A command of the tree, with what it inherits. */
export interface CommandNode {
  path: string;
  fact: CommandFact | null;
  children: Map<string, CommandNode>;
  parent: CommandNode | null;
}

/** The command tree and flag look-ups the checks use. */
export class Cli {
  readonly root: CommandNode;
  private readonly nodes = new Map<string, CommandNode>();

  constructor(readonly facts: CliFacts) {
    this.root = {path: 'flow', fact: null, children: new Map(), parent: null};
    this.nodes.set('flow', this.root);
    for (const c of facts.commands) {
      const parentPath = c.path.split(' ').slice(0, -1).join(' ');
      const parent = this.nodes.get(parentPath);
      if (!parent) throw new Error(`${factsFile}: ${c.path} has no parent command`);
      const node: CommandNode = {path: c.path, fact: c, children: new Map(), parent};
      this.nodes.set(c.path, node);
      const name = c.path.split(' ').at(-1)!;
      parent.children.set(name, node);
      for (const alias of c.aliases ?? []) parent.children.set(alias, node);
    }
  }

  node(commandPath: string): CommandNode | undefined {
    return this.nodes.get(commandPath);
  }

  /** The flags declared on the command itself (the root's own are cobra's help flag). */
  ownFlags(node: CommandNode): FlagFact[] {
    return node.fact ? node.fact.flags : this.facts.rootFlags;
  }

  /**
   * Every flag the command accepts, as cobra merges them: its own, then its ancestors' persistent
   * flags, then the global flags; a nearer flag of the same name wins.
   */
  effectiveFlags(node: CommandNode): Map<string, {flag: FlagFact; from: string}> {
    const out = new Map<string, {flag: FlagFact; from: string}>();
    for (const f of this.ownFlags(node)) out.set(f.name, {flag: f, from: node.path});
    for (let up = node.parent; up; up = up.parent) {
      for (const f of this.ownFlags(up)) if (f.persistent && !out.has(f.name)) out.set(f.name, {flag: f, from: up.path});
    }
    for (const f of this.facts.globalFlags) if (!out.has(f.name)) out.set(f.name, {flag: f, from: 'global'});
    return out;
  }

  /** A flag of the command by its shorthand letter. */
  byShorthand(node: CommandNode, letter: string): FlagFact | undefined {
    for (const {flag} of this.effectiveFlags(node).values()) if (flag.shorthand === letter) return flag;
    return undefined;
  }

  /** The command itself or an ancestor is deprecated: its reason. */
  deprecation(node: CommandNode): string | undefined {
    for (let n: CommandNode | null = node; n; n = n.parent) if (n.fact?.deprecated) return n.fact.deprecated;
    return undefined;
  }
}
