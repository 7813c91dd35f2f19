/**
 * What the CLI's commands do, held against the pages: the sample output a page shows after a
 * `flow ...` command (every line must be one the command prints: one of its format strings, verbs
 * read as wildcards, tabular padding tolerated), and the standard lines a reference page gives a
 * command (`Networks: emulator, testnet`, `Opens: https://...`, `Writes: flow.json (accounts)`),
 * which must agree with what the CLI's source does (examples/cli/flow-cli-facts.json); and the
 * sentences that say a command needs no flow.json or no network, or that its default output shows
 * what it hides, or what it does to an entry already in flow.json, where it saves a key and whether
 * it asks, and the flow.json fields the flow.json pages document.
 */
import {headingLines, metaReason, type Block, type Page} from '../harness/blocks';
import {escapeRegExp} from '../harness/text';
import type {Cli, CommandNode, EditFacts, FieldFact, FileFact, HideFact, PrintFact, UrlFact} from './facts';
import {logicalLines, parseCommandLine, saysRemoved, shellLangs, tokenize} from './lines';
import {cells} from './tables';

// ---- format strings ----

const verb = /%[-+# 0]*(?:\[\d+\])?(?:\*|\d+)?(?:\.(?:\*|\d+)?)?([a-zA-Z%])/g;

/** Emoji variation selectors and ANSI colour codes: terminals and pages differ in them, readers do not see them. */
export function normalizeText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\uFE0F/g, '').replace(/\u001b\[[0-9;]*m/g, '');
}

/**
 * A literal run: white space (a tabwriter's padding) matches any white space; next to a value or
 * an end of the line it may be absent (a value printed as `""`, `Events:\t %v` with no events).
 */
function literalRe(s: string): string {
  const parts = s.split(/([ \t]+)/).filter((part) => part !== '');
  return parts
    .map((part, i) => {
      if (!/^[ \t]+$/.test(part)) return escapeRegExp(part);
      const edge = i === 0 || i === parts.length - 1;
      return edge || !part.includes(' ') ? '\\s*' : '\\s+';
    })
    .join('');
}

const verbRes: Record<string, string> = {
  d: '\\s*[-+]?\\d+',
  x: '[0-9a-fA-F]*',
  X: '[0-9a-fA-F]*',
  t: '(?:true|false)',
  f: '\\s*[-+]?[\\d.]+(?:[eE][-+]?\\d+)?',
  e: '\\s*[-+]?[\\d.]+(?:[eE][-+]?\\d+)?',
  g: '\\s*[-+]?[\\d.]+(?:[eE][-+]?\\d+)?',
  c: '.',
};

/** The regular expression of a line format: literal parts as written, verbs as wildcards (captured). */
export function formatRegex(format: string): RegExp {
  const f = normalizeText(format).trim();
  const pieces: Array<{lit: string} | {kind: string}> = [];
  let last = 0;
  for (const m of f.matchAll(verb)) {
    pieces.push({lit: f.slice(last, m.index)});
    pieces.push({kind: m[1] ?? 'v'});
    last = (m.index ?? 0) + m[0].length;
  }
  pieces.push({lit: f.slice(last)});
  let out = '';
  pieces.forEach((p, i) => {
    if ('lit' in p) out += literalRe(p.lit);
    else if (p.kind === '%') out += '%';
    else {
      const next = pieces[i + 1];
      if ((p.kind === 'v' || p.kind === 's') && next && 'lit' in next && next.lit.startsWith('/')) {
        // a folder of a path, which filepath.Join leaves out when it is empty
        out += '(?:(.*?)/)?';
        next.lit = next.lit.slice(1);
      } else out += `(${verbRes[p.kind] ?? '.*?'})`;
    }
  });
  return new RegExp(`^${out}$`, 'u');
}

/** A format that is only verbs prints values: it stands for a line of that many words (an ID), no more. */
export function onlyValues(format: string): boolean {
  return normalizeText(format).replace(verb, '').trim() === '';
}

export interface Matcher {
  fact: PrintFact;
  re: RegExp;
  /**
   * One character besides its values (`> %v`, the cursor of a selection list): such a format is
   * a prefix, and a line matches it only when each value is one word or a line of another format.
   */
  weak: boolean;
  /** Literal characters, to rank the closest format of a line that matches none. */
  literal: string;
}

const matcherCache = new Map<string, Matcher>();

export function matcherOf(fact: PrintFact): Matcher {
  const key = fact.format;
  let m = matcherCache.get(key);
  if (!m) {
    const literal = normalizeText(fact.format).replace(verb, ' ').trim();
    m = {fact, re: formatRegex(fact.format), literal, weak: literal.replace(/\s/g, '').length === 1};
    matcherCache.set(key, m);
  }
  return m.fact === fact ? m : {...m, fact};
}

/**
 * Whether a line is one a format prints. A value never stands for a shortened one: a wildcard
 * that takes `…` or only `...` means the page left out what the CLI prints. A format the code
 * only builds (`via` sprintf or error: it is printed inside another line, or as an error) stands
 * for a whole line only when each of its values is one word.
 */
export function lineMatches(m: Matcher, line: string, others: Matcher[] = []): boolean {
  const text = normalizeText(line).trim();
  // a format of values only (`%s %s`) prints as many words as it has values, no more
  if (onlyValues(m.fact.format)) {
    const words = text.split(/\s+/);
    if (words.length > (normalizeText(m.fact.format).match(verb) ?? []).length) return false;
    // values are names, numbers, IDs, paths: not drawing characters or symbols
    if (!words.every((w) => /^[\p{L}\p{N}_.:/@#"'()[\],=+-]+$/u.test(w))) return false;
  }
  const found = m.re.exec(text);
  if (!found) return false;
  if (m.weak) {
    const strong = others.filter((o) => !o.weak);
    return found.slice(1).every((v = '') => !/\s/.test(v.trim()) || strong.some((o) => lineMatches(o, v)));
  }
  // a string the code only builds (a file name, a label) is a line by itself only when its
  // values are single words; what the CLI prints directly may hold a message or an error
  const built = m.fact.via === 'sprintf' || m.fact.via === 'error';
  return found.slice(1).every((v = '') => !v.includes('…') && v.trim() !== '...' && !(built && /\s/.test(v.trim())));
}

/** The format sharing the most words with a line, for the failure message. */
export function closest(matchers: Matcher[], line: string): Matcher | undefined {
  const words = new Set(normalizeText(line).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
  let best: Matcher | undefined;
  let score = 0;
  for (const m of matchers) {
    const mw = m.literal.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
    const s = mw.filter((w) => words.has(w)).length / Math.max(1, Math.sqrt(mw.length));
    if (s > score) {
      score = s;
      best = m;
    }
  }
  return best;
}

/** The lines a command prints: its own, and the wrapper's when it runs in the CLI's wrapper. */
export function printsOf(cli: Cli, node: CommandNode): PrintFact[] {
  const own = node.fact?.prints ?? [];
  return node.fact?.wrapped ? [...own, ...cli.facts.commandWrapper.prints] : own;
}

// ---- sample output blocks ----

const textLangs = new Set(['text', 'txt', '', 'plaintext', 'output']);

export interface OutputLine {
  line: number;
  text: string;
  /** Set when the block's reader-text meta says this line is the reader's own text. */
  readerText?: string;
}

export interface OutputBlock {
  file: string;
  /** The line of the opening fence. */
  line: number;
  /** The `flow ...` command whose output the block shows, and its line. */
  command: string;
  commandLine: number;
  lines: OutputLine[];
  /** A problem with the block's meta (a reader-text without a reason). */
  metaError?: string;
}

/** A command line with placeholders ([flags], ADDRESS, <name>, a|b, ...) is a syntax line, not a run. */
export function isSyntaxLine(command: string): boolean {
  return tokenize(command).some(
    (w) => /^\[[A-Za-z_]/.test(w) || /^<.+>$/.test(w) || w.includes('...') || /^[A-Z][A-Z0-9_]{2,}$/.test(w) || /^[a-z-]+\|[a-z-]+$/.test(w),
  );
}

/** Parses `reader-text="3-9,12: the contract's code"`: block-relative line numbers and the reason. */
export function readerTextLines(meta: string): {lines: Set<number>; reason: string} | {error: string} | null {
  const value = metaReason(meta, 'reader-text');
  if (value === null) return null;
  const m = /^([\d,\s-]+):\s*(\S.*)$/.exec(value);
  if (!m) return {error: 'reader-text needs the block lines and a reason: reader-text="3-9: the contract\'s code"'};
  const lines = new Set<number>();
  for (const part of (m[1] ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [a, b] = part.split('-').map((n) => Number(n.trim()));
    if (!a || (b !== undefined && (!b || b < a))) return {error: `reader-text: "${part}" is not a line or a range of lines`};
    for (let n = a; n <= (b ?? a); n++) lines.add(n);
  }
  return {lines, reason: (m[2] ?? '').trim()};
}

function commandOf(line: string): string | null {
  const t = line.replace(/^\s*(?:\$|>)\s+/, '').trim();
  return /^flow(\s|$)/.test(t) ? t : null;
}

/** Words with which a page introduces what a command prints. */
const outputWords = /\b(output|outputs|prints|printed|shows|displays|reports|logs|produces|answers|responds|replies|lists|returns|says|ends with)\b/i;

/**
 * The sample outputs of a page: the lines after a `$ flow ...` prompt in a terminal block, and
 * the text blocks that follow a shell block whose last command is a runnable `flow ...` command,
 * in the same section, with only prose and other outputs between. The sentence right before such
 * a block may name the command in inline code ("Each `flow transactions send` prints..."), which
 * then wins over the shell block above. A text block there that is not output says so in its
 * meta: ```` ```text not-output="the file tree it creates" ````.
 */
export function extractOutputBlocks(page: Page): OutputBlock[] {
  const out: OutputBlock[] = [];
  const headings = headingLines(page);
  const pageLines = page.text.split('\n');
  let producer: {command: string; line: number; blockLine: number} | null = null;
  let previousEnd = 0;
  const metaOf = (block: Block) => {
    const rt = readerTextLines(block.meta);
    return {excluded: rt && 'lines' in rt ? rt : null, metaError: rt && 'error' in rt ? rt.error : undefined};
  };
  for (const block of page.blocks) {
    const start = Math.max(previousEnd, headings.filter((h) => h < block.line).at(-1) ?? 0);
    if (producer && headings.some((h) => h > producer!.blockLine && h < block.line)) producer = null;
    const prose = pageLines.slice(start, block.line - 1).join('\n').trim();
    previousEnd = block.line + block.code.split('\n').length + 1;
    const isShell = shellLangs.has(block.lang);
    const isText = textLangs.has(block.lang);
    if (!isShell && !isText) continue;
    if (metaReason(block.meta, 'not-output') !== null) continue;
    const rows = logicalLines(block.code);
    const prompted = rows.some((r) => /^\s*\$\s/.test(r.text));
    if (prompted) {
      // a terminal session: `$ command` lines, the rest is the output of the command above it
      const {excluded, metaError} = metaOf(block);
      let current: OutputBlock | null = null;
      for (const {text, offset} of rows) {
        if (/^\s*\$\s/.test(text)) {
          const cmd = commandOf(text);
          current = null;
          if (cmd && !isSyntaxLine(cmd)) {
            current = {file: page.file, line: block.line, command: cmd, commandLine: block.line + 1 + offset, lines: [], metaError};
            out.push(current);
            producer = {command: cmd, line: block.line + 1 + offset, blockLine: block.line};
          } else producer = null;
          continue;
        }
        if (!current || text.trim() === '' || (isShell && /^\s*#/.test(text))) continue;
        current.lines.push({line: block.line + 1 + offset, text, readerText: excluded?.lines.has(offset + 1) ? excluded.reason : undefined});
      }
      continue;
    }
    if (isShell) {
      const commands = rows.map((r) => r.text.trim()).filter((t) => t !== '' && !t.startsWith('#'));
      const last = commands.at(-1);
      const cmd = last ? commandOf(last) : null;
      const at = rows.map((r) => r.text.trim()).lastIndexOf(last ?? '');
      producer = cmd && !isSyntaxLine(cmd) ? {command: cmd, line: block.line + 1 + Math.max(0, at), blockLine: block.line} : null;
      continue;
    }
    // a text block: a syntax block starts with `flow`; otherwise it may be the output of a command
    const first = rows.find((r) => r.text.trim() !== '');
    if (!first || commandOf(first.text)) continue;
    // the paragraph right before the block introduces it
    const intro = prose.split(/\n\s*\n/).at(-1) ?? '';
    let from = producer;
    if (prose !== '' && outputWords.test(intro)) {
      const named = [...intro.matchAll(/`(flow\s[^`]+)`/g)].map((m) => m[1] ?? '').filter((c) => !isSyntaxLine(c)).at(-1);
      const before = pageLines.slice(0, block.line - 1);
      let line = before.length;
      while (line > 0 && !(named !== undefined && (before[line - 1] ?? '').includes(named))) line--;
      from = named ? {command: named, line, blockLine: block.line} : producer;
    }
    if (!from) continue;
    const {excluded, metaError} = metaOf(block);
    out.push({
      file: page.file,
      line: block.line,
      command: from.command,
      commandLine: from.line,
      metaError,
      lines: rows
        .filter((r) => r.text.trim() !== '')
        .map((r) => ({line: block.line + 1 + r.offset, text: r.text, readerText: excluded?.lines.has(r.offset + 1) ? excluded.reason : undefined})),
    });
    producer = {...from, blockLine: block.line};
  }
  return out;
}

export interface OutputVerdict {
  failures: Array<{line: number; message: string}>;
  checked: number;
  readerText: number;
  /** Why the block is not checked (a removed command, a group that prints its help). */
  apart?: string;
}

/** Checks one sample output block against the lines its command prints. */
export function checkOutputBlock(cli: Cli, block: OutputBlock, pageLines: string[]): OutputVerdict {
  const verdict: OutputVerdict = {failures: [], checked: 0, readerText: 0};
  if (block.metaError) verdict.failures.push({line: block.line, message: block.metaError});
  const parsed = parseCommandLine(cli, block.command);
  if (parsed.unknownCommand) {
    if (saysRemoved(pageLines, parsed.unknownCommand)) verdict.apart = `output of \`${parsed.unknownCommand}\`, removed from the CLI as the page says`;
    else verdict.apart = `output of \`${parsed.unknownCommand}\`, not a command (the command line itself fails)`;
    return verdict;
  }
  const node = parsed.node;
  if (!node.fact?.runs) {
    verdict.apart = `output of \`${node.path}\`, which only holds subcommands (cobra prints its help)`;
    return verdict;
  }
  const matchers = printsOf(cli, node).map(matcherOf);
  const version = cli.facts.source.version;
  for (const l of block.lines) {
    if (l.readerText !== undefined) {
      verdict.readerText++;
      continue;
    }
    verdict.checked++;
    if (matchers.some((m) => lineMatches(m, l.text, matchers))) continue;
    const near = closest(matchers, l.text);
    verdict.failures.push({
      line: l.line,
      message:
        `\`${l.text.trim()}\` is not a line \`${node.path}\` prints in Flow CLI ${version}` +
        (near ? ` (closest: \`${near.fact.format}\`, ${near.fact.source})` : '') +
        `; show what it prints, or mark the reader's own text with reader-text="LINES: why"`,
    });
  }
  return verdict;
}

// ---- standard lines: Networks, Opens, Writes ----

export interface StandardLine {
  file: string;
  line: number;
  kind: 'Networks' | 'Opens' | 'Writes';
  items: string[];
  /** The command it describes: the nearest heading naming one, else the page's first syntax command. */
  command: string | null;
}

const standardRe = /^\s*(?:[-*]\s+)?(?:\*\*)?(Networks|Opens|Writes)(?: of `(flow\s[^`]+)`)?:(?:\*\*)?\s+(.+?)\s*$/;

/** Splits on commas outside parentheses; strips code spans. */
export function splitItems(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.replace(/`/g, '').replace(/^\s*and\s+/, '').trim()).filter(Boolean);
}

/** The commands a reference page documents: in its Syntax sections and in headings (in inline code). */
export function documentedCommands(cli: Cli, page: Page): Array<{path: string; line: number}> {
  const out: Array<{path: string; line: number}> = [];
  const lines = page.text.split('\n');
  const headings = headingLines(page);
  const add = (text: string, line: number) => {
    const parsed = parseCommandLine(cli, text);
    if (parsed.unknownCommand || parsed.node === cli.root) return;
    for (const n of [parsed.node, ...parsed.alternatives]) if (!out.some((o) => o.path === n.path)) out.push({path: n.path, line});
  };
  for (const h of headings) {
    for (const m of (lines[h - 1] ?? '').matchAll(/`(flow\s[^`]+)`/g)) add(m[1] ?? '', h);
  }
  for (const block of page.blocks) {
    const heading = headings.filter((h) => h < block.line).at(-1);
    const syntaxSection = heading !== undefined && /^#{1,6}\s+syntax\s*$/i.test(lines[heading - 1] ?? '');
    for (const {text, offset} of logicalLines(block.code)) {
      const cmd = commandOf(text);
      // a Syntax section's commands, and the syntax lines of text blocks (`flow deps install [SOURCE ...]`)
      if (cmd && (syntaxSection || (textLangs.has(block.lang) && isSyntaxLine(cmd)))) add(cmd, block.line + 1 + offset);
    }
  }
  return out;
}

/** The command of the syntax block nearest before a line in its section, if any. */
function syntaxCommandBefore(cli: Cli, page: Page, line: number, headings: number[]): string | null {
  const section = headings.filter((h) => h < line).at(-1) ?? 0;
  for (const block of [...page.blocks].reverse()) {
    if (block.line >= line || block.line < section || !textLangs.has(block.lang)) continue;
    for (const {text} of logicalLines(block.code)) {
      const cmd = commandOf(text);
      if (!cmd) continue;
      const parsed = parseCommandLine(cli, cmd);
      if (!parsed.unknownCommand && parsed.node !== cli.root) return parsed.node.path;
    }
  }
  return null;
}

/** The standard lines of a page, each with the command it belongs to. */
export function findStandardLines(cli: Cli, page: Page): StandardLine[] {
  const lines = page.text.split('\n');
  const headings = headingLines(page);
  const documented = documentedCommands(cli, page);
  const inBlock = new Set<number>();
  for (const b of page.blocks) for (let l = b.line; l <= b.line + b.code.split('\n').length + 1; l++) inBlock.add(l);
  const out: StandardLine[] = [];
  lines.forEach((text, i) => {
    const m = standardRe.exec(text);
    if (!m || inBlock.has(i + 1)) return;
    let command: string | null = null;
    if (m[2]) {
      // the line names its command: `Writes of \`flow generate script\`: ...`
      const parsed = parseCommandLine(cli, m[2]);
      out.push({file: page.file, line: i + 1, kind: m[1] as StandardLine['kind'], items: splitItems(m[3] ?? ''), command: parsed.unknownCommand ? null : parsed.node.path});
      return;
    }
    const heading = headings.filter((h) => h < i + 1).at(-1);
    const named = heading ? /`(flow\s[^`]+)`/.exec(lines[heading - 1] ?? '') : null;
    if (named) {
      const parsed = parseCommandLine(cli, named[1] ?? '');
      if (!parsed.unknownCommand) command = parsed.node.path;
    }
    command ??= syntaxCommandBefore(cli, page, i + 1, headings) ?? documented[0]?.path ?? null;
    out.push({file: page.file, line: i + 1, kind: m[1] as StandardLine['kind'], items: splitItems(m[3] ?? ''), command});
  });
  return out;
}

function wildMatch(format: string, text: string): boolean {
  return formatRegex(format).test(text.trim());
}

/**
 * A page's item as a pattern: its placeholders (NAME, ADDRESS, <name>) stand for any value, so that
 * `NAME.pkey` covers the CLI's `%v.pkey` and the `.pkey` it writes for an empty name.
 */
function itemCovers(item: string, fact: string): boolean {
  const re = item
    .trim()
    .split(/([A-Z][A-Z0-9_]{2,}|<[^>]+>)/)
    .map((part, i) => (i % 2 ? '.*' : escapeRegExp(part)))
    .join('');
  const sample = fact.replace(verb, 'X');
  return new RegExp(`^${re}$`).test(sample) || new RegExp(`^${re}$`).test(sample.replace(/^X\//, ''));
}

function urlMatches(o: UrlFact, item: string): boolean {
  if (item.startsWith('--')) return o.flag === item.slice(2);
  return o.url !== '%v' && (wildMatch(o.url, item) || itemCovers(item, o.url));
}

function fileMatches(w: FileFact, name: string): boolean {
  if (name.startsWith('--')) return w.flag === name.slice(2);
  if (w.file === '%v' || w.file === '') return false;
  // a `%v/` folder part may be empty (filepath.Join drops it)
  return wildMatch(w.file, name) || wildMatch(w.file.replace(/%v\//g, ''), name) || itemCovers(name, w.file);
}

/** Checks the standard lines of a page, and that each command it documents has the lines its facts need. */
export function checkStandardLines(cli: Cli, page: Page, reference: boolean): {failures: Array<{line: number; message: string}>; checked: number} {
  const failures: Array<{line: number; message: string}> = [];
  const version = cli.facts.source.version;
  const found = findStandardLines(cli, page);
  const names = cli.facts.networks.names;
  for (const s of found) {
    if (!s.command) {
      failures.push({line: s.line, message: `a ${s.kind} line with no command: put it under a heading naming the command in inline code, or on a page with a Syntax section`});
      continue;
    }
    const node = cli.node(s.command);
    const fact = node?.fact;
    if (!fact?.runs) {
      failures.push({line: s.line, message: `${s.kind}: \`${s.command}\` runs nothing of its own in Flow CLI ${version}`});
      continue;
    }
    if (s.kind === 'Networks') {
      const stated = s.items.flatMap((i) => i.split(/\s+(?:and|or)\s+/)).map((i) => i.trim().toLowerCase());
      const accepts = fact.networks === 'all' || !fact.networks ? names : fact.networks.accepts;
      const bad = stated.filter((n) => n !== 'all' && !names.includes(n));
      if (bad.length) failures.push({line: s.line, message: `Networks: ${bad.join(', ')} is not a network of Flow CLI ${version} (${names.join(', ')})`});
      const statedSet = stated.includes('all') ? new Set(names) : new Set(stated);
      const same = statedSet.size === accepts.length && accepts.every((n) => statedSet.has(n));
      if (!same) {
        const why = fact.networks && fact.networks !== 'all' ? fact.networks.checks.map((c) => `${c.source} refuses ${c.rejects.join(', ')}`).join('; ') : 'nothing in its code restricts the network';
        failures.push({line: s.line, message: `Networks of \`${s.command}\`: the page says ${[...statedSet].join(', ')}; Flow CLI ${version} accepts ${accepts.join(', ')} (${why})`});
      }
    } else if (s.kind === 'Opens') {
      const opens = [...(fact.opens ?? []), ...(fact.wrapped ? cli.facts.commandWrapper.opens : [])];
      for (const item of s.items) {
        if (!opens.some((o) => urlMatches(o, item))) {
          failures.push({line: s.line, message: `Opens: \`${s.command}\` never opens or requests ${item} in Flow CLI ${version}${fact.opens?.length ? ` (it opens ${fact.opens.map((o) => o.flag ? `--${o.flag}` : o.url).join(', ')})` : ' (it opens no URL)'}`});
        }
      }
    } else {
      const writes = [...(fact.writes ?? []), ...(fact.wrapped ? cli.facts.commandWrapper.writes : [])];
      for (const item of s.items) {
        const m = /^(.*?)\s*(?:\(([^)]*)\))?$/.exec(item);
        const name = (m?.[1] ?? item).trim();
        const sections = (m?.[2] ?? '').split(',').map((x) => x.trim()).filter(Boolean);
        const hits = writes.filter((w) => fileMatches(w, name));
        if (!hits.length) {
          failures.push({line: s.line, message: `Writes: \`${s.command}\` never writes ${name} in Flow CLI ${version}`});
          continue;
        }
        const known = new Set(hits.flatMap((w) => w.sections ?? []));
        for (const sec of sections) {
          if (!known.has(sec)) failures.push({line: s.line, message: `Writes: \`${s.command}\` changes no "${sec}" section of ${name} in Flow CLI ${version} (it changes ${[...known].join(', ') || 'none'})`});
        }
      }
    }
  }
  if (!reference) return {failures, checked: found.length};
  // each documented command states what its facts say it does
  for (const doc of documentedCommands(cli, page)) {
    const fact = cli.node(doc.path)?.fact;
    if (!fact?.runs) continue;
    const mine = found.filter((s) => s.command === doc.path);
    const has = (k: StandardLine['kind']) => mine.filter((s) => s.kind === k);
    if (fact.networks && fact.networks !== 'all' && !has('Networks').length) {
      failures.push({line: doc.line, message: `\`${doc.path}\` accepts only ${fact.networks.accepts.join(', ')} in Flow CLI ${version}; add a line \`Networks: ${fact.networks.accepts.join(', ')}\` for it`});
    }
    for (const o of fact.opens ?? []) {
      if (!has('Opens').some((s) => s.items.some((i) => urlMatches(o, i)))) {
        failures.push({line: doc.line, message: `\`${doc.path}\` opens ${o.flag ? `the URL of --${o.flag}` : o.url} (${o.how}, ${o.source}); add it to an \`Opens:\` line for the command`});
      }
    }
    // a command that writes files states it; the configuration and the files with fixed names are named
    const files = (fact.writes ?? []).filter((w) => (w.kind === 'file' || w.kind === 'configuration') && (w.flag || (w.file.split('/').at(-1) ?? '').replace(verb, '').trim() !== ''));
    if (files.length && !has('Writes').length) {
      failures.push({line: doc.line, message: `\`${doc.path}\` writes files in Flow CLI ${version} (${files.map((w) => (w.flag ? `--${w.flag}` : w.file)).join(', ')}); add a \`Writes:\` line for it`});
    }
    for (const w of files) {
      const base = w.file.split('/').at(-1) ?? '';
      const fixed = w.kind === 'configuration' || base.replace(verb, '') === base;
      if (!fixed || !has('Writes').length) continue;
      if (!has('Writes').some((s) => s.items.some((i) => fileMatches(w, (/^(.*?)\s*(?:\([^)]*\))?$/.exec(i)?.[1] ?? i).trim())))) {
        failures.push({line: doc.line, message: `\`${doc.path}\` writes ${w.flag ? `the file of --${w.flag}` : w.file}${w.sections?.length ? ` (${w.sections.join(', ')})` : ''} (${w.source}); add it to its \`Writes:\` line`});
      }
    }
  }
  return {failures, checked: found.length};
}

// ---- what pages say a command needs, hides, and which flow.json fields exist ----

export interface Sentence {
  /** The line the sentence starts on. */
  line: number;
  text: string;
  /** The line of the heading of its section (0 before the first heading). */
  section: number;
}

/**
 * The prose sentences of a page: paragraphs and list items outside code blocks, tables, headings,
 * front matter and JSX, split after `.`, `!`, `?` or `;` followed by white space (not inside inline
 * code), each with the line it starts on.
 */
export function proseSentences(page: Page): Sentence[] {
  const lines = page.text.split('\n');
  const skip = new Set<number>();
  for (const b of page.blocks) for (let l = b.line; l <= b.line + b.code.split('\n').length + 1; l++) skip.add(l);
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    for (let l = 1; l <= end + 1; l++) skip.add(l);
  }
  const headings = headingLines(page);
  const out: Sentence[] = [];
  let para: Array<{line: number; text: string}> = [];
  const flush = () => {
    if (!para.length) return;
    let text = '';
    const starts: Array<{at: number; line: number}> = [];
    for (const p of para) {
      starts.push({at: text.length, line: p.line});
      text += (text ? ' ' : '') + p.text.trim();
    }
    const lineAt = (at: number) => starts.filter((s) => s.at <= at).at(-1)?.line ?? para[0]!.line;
    let start = 0;
    let inCode = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch === '`') inCode = !inCode;
      if (!inCode && /[.!?;]/.test(ch ?? '') && (i + 1 === text.length || /\s/.test(text[i + 1] ?? ''))) {
        const s = text.slice(start, i + 1).trim();
        if (s) out.push({line: lineAt(start + (text.slice(start).length - text.slice(start).trimStart().length)), text: s, section: headings.filter((h) => h <= lineAt(start)).at(-1) ?? 0});
        start = i + 1;
      }
    }
    const rest = text.slice(start).trim();
    if (rest) out.push({line: lineAt(start + (text.slice(start).length - text.slice(start).trimStart().length)), text: rest, section: headings.filter((h) => h <= lineAt(start)).at(-1) ?? 0});
    para = [];
  };
  lines.forEach((text, i) => {
    const n = i + 1;
    const t = text.trim();
    if (skip.has(n) || t === '' || /^#{1,6}\s/.test(t) || t.startsWith('|') || t.startsWith('<') || /^import\s/.test(t)) {
      flush();
      return;
    }
    // a list item starts a sentence of its own
    if (/^(?:[-*+]|\d+\.)\s/.test(t)) flush();
    para.push({line: n, text: t.replace(/^(?:[-*+]|\d+\.)\s+/, '')});
  });
  flush();
  return out;
}

/**
 * The commands a sentence is about: those it names in inline code, else the command of its section
 * (heading or syntax block), else, for "the command" or "this command", the one command the page
 * documents in its Syntax section.
 */
export function sentenceCommands(cli: Cli, page: Page, s: Sentence, headings = headingLines(page)): CommandNode[] {
  const named: CommandNode[] = [];
  for (const m of s.text.matchAll(/`(flow\s[^`]+)`/g)) {
    const parsed = parseCommandLine(cli, m[1] ?? '');
    if (!parsed.unknownCommand && parsed.node !== cli.root) named.push(parsed.node, ...parsed.alternatives);
  }
  if (named.length) return named;
  const lines = page.text.split('\n');
  if (s.section) {
    const inHeading = [...(lines[s.section - 1] ?? '').matchAll(/`(flow\s[^`]+)`/g)].map((m) => parseCommandLine(cli, m[1] ?? '')).filter((p) => !p.unknownCommand && p.node !== cli.root);
    if (inHeading.length) return inHeading.flatMap((p) => [p.node, ...p.alternatives]);
  }
  const syntax = syntaxCommandBefore(cli, page, s.line, headings);
  const node = syntax ? cli.node(syntax) : undefined;
  if (node) return [node];
  // "The command needs..." on a page that documents one command (in its Syntax section)
  if (/\b(?:the|this)\s+command\b/i.test(s.text)) {
    const documented = [...new Set(documentedCommands(cli, page).map((d) => d.path))];
    const only = documented.length === 1 ? cli.node(documented[0]!) : undefined;
    if (only) return [only];
  }
  return [];
}

const flowJsonWord = String.raw`(?:\x60?flow\.json\x60?|(?:a |any |the )?(?:project )?configuration(?: file)?|(?:a |any )?project)`;
/** Sentences that say a command needs no flow.json. */
export const noConfigClaims = [
  new RegExp(String.raw`\b(?:needs?|requires?)\s+no\s+${flowJsonWord}`, 'i'),
  new RegExp(String.raw`\b(?:does\s+not|doesn't|do\s+not|don't|never)\s+(?:need|require|read|load)s?\s+(?:a\s+|any\s+|the\s+)?${flowJsonWord}`, 'i'),
  new RegExp(String.raw`\bworks?\s+(?:even\s+)?without\s+(?:a\s+|any\s+)?${flowJsonWord}`, 'i'),
  new RegExp(String.raw`\bno\s+\x60?flow\.json\x60?\s+(?:is\s+)?(?:needed|required)\b`, 'i'),
];
/** Sentences that say a command needs no network. */
export const noNetworkClaims = [
  /\b(?:needs?|requires?)\s+no\s+(?:network|internet|connection|access\s+node)\b/i,
  /\b(?:works?|runs?)\s+(?:entirely\s+|fully\s+|completely\s+)?offline\b/i,
  /\bwithout\s+(?:any\s+|a\s+)?(?:network|internet)\s+(?:access|connection)\b/i,
  /\b(?:does\s+not|doesn't|never)\s+(?:need|require)\s+(?:a\s+|any\s+)?(?:network|internet)(?:\s+(?:access|connection))?\b/i,
];
/** Sentences that say a command contacts no host at all (the wrapper's version check counts). */
export const noContactClaims = [/\b(?:does\s+not|doesn't|never)\s+(?:contacts?|connects?\s+to|reach(?:es)?|talks?\s+to)\s+(?:the\s+|a\s+|any\s+)?(?:network|internet|Access\s+(?:API|nodes?)|hosts?|servers?)\b/i];

/** Checks what a page says commands need: no flow.json, no network. */
export function checkNeedsClaims(cli: Cli, page: Page): {failures: Array<{line: number; message: string}>; checked: number} {
  const failures: Array<{line: number; message: string}> = [];
  const version = cli.facts.source.version;
  const headings = headingLines(page);
  let checked = 0;
  for (const s of proseSentences(page)) {
    // a sentence about what happens without flow.json (it stops, an error) is not a claim that none is needed
    const config = noConfigClaims.some((re) => re.test(s.text)) && !/missing configuration|\bstops?\b|\bfails?\b|\berror\b/i.test(s.text);
    const network = noNetworkClaims.some((re) => re.test(s.text));
    const contact = noContactClaims.some((re) => re.test(s.text));
    if (!config && !network && !contact) continue;
    const nodes = sentenceCommands(cli, page, s, headings).filter((n) => n.fact?.runs);
    for (const node of nodes) {
      const fact = node.fact!;
      checked++;
      if (config && fact.config?.needs === 'required' && !(fact.config.unless ?? []).some((f) => s.text.includes(f))) {
        failures.push({
          line: s.line,
          message:
            `\`${node.path}\` needs flow.json in Flow CLI ${version}: ${fact.config.why} (${fact.config.source}${fact.config.via?.length ? `; ${fact.config.via[0]}` : ''}); ` +
            `without one it stops with "${fact.config.error ?? cli.facts.commandWrapper.config.missingError}"` +
            (fact.config.unless?.length ? ` unless given ${fact.config.unless.join(' or ')}` : ''),
        });
      }
      const own = (fact.contacts ?? []).filter((c) => !c.what.startsWith('usage metrics'));
      if ((network || contact) && own.length) {
        failures.push({line: s.line, message: `\`${node.path}\` contacts ${own[0]!.what} in Flow CLI ${version} (${own[0]!.via}, ${own[0]!.source})`});
      } else if (contact && fact.wrapped && !s.text.includes(cli.facts.commandWrapper.versionCheck.disabledBy[0] ?? '--skip-version-check')) {
        const vc = cli.facts.commandWrapper.versionCheck;
        failures.push({line: s.line, message: `\`${node.path}\` runs in the CLI's wrapper, which requests ${vc.url} for its version check unless ${vc.disabledBy.join(' or ')} is given (${vc.source})`});
      }
    }
  }
  return {failures, checked};
}

const showVerb = /\b(?:shows?|prints?|displays?|lists?|outputs?|includes?|reports?|returns?|contains?)\b/i;
const hideWords = /--include|\bhidden\b|\bhides?\b|\bleaves?\s+out\b|\bomits?\b|\bonly\s+(?:with|when|if)\b|\bunless\b|\bnot\s+(?:shown|printed|included|listed)\b/i;
const defaultWords = /\bby\s+default\b|\bdefault\s+output\b|\bwithout\s+(?:any\s+)?flags\b/i;

/** The phrases a page uses for a hidden item: its label as the CLI prints it and the --include value. */
function hidePhrases(h: HideFact): string[] {
  const value = h.flag.replace(/^--include\s+/, '');
  return [...new Set([h.what.toLowerCase(), value.replace(/-/g, ' ').toLowerCase()])];
}

/**
 * Checks that a sentence saying what a command's output shows does not claim, for its default
 * output, something the command hides unless a flag is given, without naming the flag. A phrase
 * of two words or more (fee events) counts after a verb of showing; a one-word item (code,
 * payload) only where the sentence speaks of the default output.
 */
export function checkHidesClaims(cli: Cli, page: Page): {failures: Array<{line: number; message: string}>; checked: number} {
  const failures: Array<{line: number; message: string}> = [];
  const version = cli.facts.source.version;
  const headings = headingLines(page);
  let checked = 0;
  for (const s of proseSentences(page)) {
    if (!showVerb.test(s.text) || hideWords.test(s.text)) continue;
    const plain = s.text.replace(/`[^`]*`/g, (m) => (/^`flow\s/.test(m) ? ' ' : m.slice(1, -1)));
    for (const node of sentenceCommands(cli, page, s, headings)) {
      for (const h of node.fact?.hides ?? []) {
        if (h.how !== 'hidden') continue;
        for (const phrase of hidePhrases(h)) {
          const words = phrase.split(/\s+/);
          const re = new RegExp(String.raw`\b${words.map(escapeRegExp).join(String.raw`[\s-]+`)}\b`, 'i');
          const verbThen = new RegExp(String.raw`\b(?:shows?|prints?|displays?|lists?|outputs?|includes?|reports?|returns?|contains?)\b(?:\s+\S+){0,8}?\s+(?:the\s+|its\s+|any\s+|all\s+)?${words.map(escapeRegExp).join(String.raw`[\s-]+`)}\b`, 'i');
          if (!re.test(plain)) continue;
          if (words.length < 2 ? !(defaultWords.test(plain) && verbThen.test(plain)) : !verbThen.test(plain)) continue;
          checked++;
          failures.push({
            line: s.line,
            message: `\`${node.path}\` leaves ${h.what} out of its output in Flow CLI ${version} unless given \`${h.flag}\` (${h.hint ? `"${h.hint}", ` : ''}${h.source}); name the flag`,
          });
          break;
        }
      }
    }
  }
  return {failures, checked};
}

// ---- what pages say a command does to flow.json: entries already there, keys, prompts ----

type EditExisting = NonNullable<EditFacts['existing']>[number];
type EditPrompt = NonNullable<EditFacts['prompts']>[number];
type EditSave = NonNullable<EditFacts['saves']>[number];

/** A command a sentence is about, with the part of the sentence that speaks of it. */
export interface SentencePart {
  node: CommandNode;
  text: string;
}

/**
 * The commands a sentence is about, as sentenceCommands decides, each with its part of the
 * sentence: where a sentence names several commands in inline code, each group of names (`a`, `b`
 * and `c`) owns the text up to the next group. A name may be shortened to the end of a command
 * the page documents (`add account` on a page whose Syntax section has `flow config add account`).
 */
export function sentenceParts(cli: Cli, page: Page, s: Sentence, headings = headingLines(page), documented = documentedCommands(cli, page)): SentencePart[] {
  const mentions: Array<{start: number; end: number; nodes: CommandNode[]}> = [];
  for (const m of s.text.matchAll(/`([^`]+)`/g)) {
    const code = (m[1] ?? '').trim();
    let nodes: CommandNode[] = [];
    if (/^flow\s/.test(code)) {
      const parsed = parseCommandLine(cli, code);
      if (!parsed.unknownCommand && parsed.node !== cli.root) nodes = [parsed.node, ...parsed.alternatives];
    } else if (/^[a-z][\w-]*(?:\s+[a-z][\w-]*)+$/.test(code)) {
      const ends = [...new Set(documented.map((d) => d.path).filter((p) => p.endsWith(` ${code.replace(/\s+/g, ' ')}`)))];
      const only = ends.length === 1 ? cli.node(ends[0]!) : undefined;
      if (only) nodes = [only];
    }
    if (nodes.length) mentions.push({start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, nodes});
  }
  if (!mentions.length) return sentenceCommands(cli, page, s, headings).map((node) => ({node, text: s.text}));
  // `a`, `b` and `c` are one group: only commas, "and" or "or" between them
  const groups: Array<{start: number; nodes: CommandNode[]}> = [];
  let lastEnd = -1;
  for (const m of mentions) {
    const between = lastEnd < 0 ? null : s.text.slice(lastEnd, m.start);
    const group = groups.at(-1);
    if (group && between !== null && /^[\s,]*(?:(?:and|or)\s+)?$/.test(between)) group.nodes.push(...m.nodes);
    else groups.push({start: groups.length ? m.start : 0, nodes: [...m.nodes]});
    lastEnd = m.end;
  }
  return groups.flatMap((g, i) => g.nodes.map((node) => ({node, text: s.text.slice(g.start, groups[i + 1]?.start ?? s.text.length)})));
}

/**
 * Prose with its inline code replaced, so that words inside code (`emulator-account.pkey`,
 * `AddOrUpdate`, `add account`) are not read as the sentence's words: a key file is KEYFILE, a
 * network name and `flow.json`, `hex` and `file` stay, anything else is CODE.
 */
export function editProse(text: string): string {
  return text.replace(/`([^`]*)`/g, (_, code: string) => {
    const c = code.trim();
    if (/\.pkey$/.test(c)) return 'KEYFILE';
    if (/^(?:flow\.json|hex|file|emulator|testnet|mainnet|testing)$/.test(c)) return c;
    return 'CODE';
  });
}

/** The entries a clause may speak of, and the words pages use for them. */
const entryNoun = /\b(account|alias|contract|network|deployment|dependenc(?:y|ie)|file|key)(?:e?s)?\b/gi;
const nounsOf = (text: string) => new Set([...text.matchAll(entryNoun)].map((m) => (m[1] ?? '').toLowerCase().replace(/^dependencie$/, 'dependency')));

/** A clause speaks of an entry already there. */
const existingWords = /\bexisting\b|\balready\s+(?:exists?|there|has|have|uses?|listed|present|defined|in)\b|\bsame\s+name\b/i;
/** What a page says happens to that entry. */
const keptClaims = [
  /\b(?:does\s+not|doesn't|do\s+not|don't|never|will\s+not|won't|cannot|can't)\s+(?:replace|overwrite|update|change|touch)s?\b/i,
  /\b(?:never|not)\s+(?:be\s+)?(?:replaced|overwritten|updated|changed)\b/i,
  /\bwithout\s+(?:replacing|overwriting)\b/i,
  /\bkeeps?\b|\bkept\b/i,
  /\bleaves?\b.{0,80}?\b(?:unchanged|untouched|as\s+(?:it|they)\s+(?:is|are|was|were))\b/i,
  /\b(?:left|stays?|remains?)\s+(?:unchanged|untouched|as\s+(?:it|they)\s+(?:is|are))\b/i,
];
const replacedClaim = /\b(?:replace[sd]?|replacing|overwrit(?:es?|ten|ing)|overwrote|updates?|updated)\b/i;
const mergedClaim = /\b(?:merge[sd]?|merging|appends?|appended|appending|extends?|extended)\b/i;
type ExistingClaim = 'replaced' | 'kept' | 'merged';

/** The claims of a clause about an entry already there. */
export function existingClaims(clause: string): ExistingClaim[] {
  if (!existingWords.test(clause)) return [];
  const out: ExistingClaim[] = [];
  let rest = clause;
  for (const re of keptClaims) {
    if (re.test(rest)) {
      if (!out.includes('kept')) out.push('kept');
      rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
    }
  }
  if (replacedClaim.test(rest)) out.push('replaced');
  if (mergedClaim.test(rest)) out.push('merged');
  return out;
}

/**
 * What happens to an entry already there, as the facts say; an entry matched by name that a
 * prompt of the same run refuses to reuse ("name already exists") is never reached: `refused`.
 */
function existingAction(e: EditExisting, prompts: EditPrompt[]): {action: string; prompt?: EditPrompt} {
  const prompt = prompts.find((p) => (p.rejects ?? []).some((r) => /already exists/i.test(r)) && /\bName\b/.test(e.match) && (e.when === undefined || p.when === e.when));
  return prompt ? {action: 'refused', prompt} : {action: e.action};
}

function agrees(claim: ExistingClaim, action: string, detail = ''): boolean {
  if (claim === 'replaced') return action === 'replaced';
  if (claim === 'kept') return action === 'kept' || action === 'refused';
  return action === 'merged' || (action === 'kept' && /\b(?:extended|appended|merged)\b/i.test(detail));
}

/** The networks a save covers, read from its `when` ("the network is emulator", "is not emulator"). */
function saveNetworks(save: EditSave, names: string[]): string[] {
  const not = /the network is not (\w+)/.exec(save.when);
  if (not) return names.filter((n) => n !== not[1]);
  const is = /the network is (\w+)/.exec(save.when);
  return is ? [is[1]!] : names;
}

const keyModes: Array<{mode: 'file' | 'inline'; re: RegExp}> = [
  {mode: 'file', re: /\bKEYFILE(?:\s+file)?\b|\bkey\s+file\b|\bfile\s+key\b/gi},
  {
    mode: 'inline',
    re: /\binline\b|\bin(?:to)?\s+flow\.json\s+itself\b|\bas\s+(?:a\s+)?hex\s+key\b|\bkeys?\s+(?:is\s+|are\s+)?(?:written|saved|stored|kept|put)\s+(?:in|into)\s+flow\.json\b|\b(?:writes|saves|stores|keeps|puts)\s+(?:the\s+|its\s+|an?\s+)?(?:\w+(?:'s)?\s+)?(?:private\s+)?key\s+(?:in|into)\s+flow\.json\b/gi,
  },
];
/** Where a clause ends: punctuation, or a "but" that turns to another case. */
const clauseEdge = /[,;:()]|\bbut\b/g;
/** A verb that says where the command puts the key (not an imperative: "keep `NAME.pkey` out of Git", "move the key"). */
const saveVerb = /\b(?:saves|saved|writes|written|wrote|stores|stored|puts|keeps|kept|places|placed)\b|\b(?:save|write|store|put|keep)\s+(?:their|its)\s+(?:private\s+)?keys?\b/i;

/**
 * Where a part says the command saves a key: each mention of a key file or an inline key, with the
 * networks named in its clause, or else nearer to it than to any other mention (none: every network).
 */
export function keyClaims(prose: string, names: string[]): Array<{mode: 'file' | 'inline'; networks: string[]; at: number}> {
  if (!saveVerb.test(prose) || !/\bkeys?\b|KEYFILE/i.test(prose)) return [];
  const mentions = keyModes.flatMap(({mode, re}) => [...prose.matchAll(re)].map((m) => ({mode, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, networks: [] as string[]})));
  if (!mentions.length) return [];
  const netRe = new RegExp(String.raw`\b(${names.map(escapeRegExp).join('|')})\b`, 'gi');
  for (const n of prose.matchAll(netRe)) {
    const at = n.index ?? 0;
    const dist = (m: {at: number; end: number}) => (at < m.at ? m.at - at : Math.max(0, at - m.end));
    // a mention in the network's own clause first, else the nearest one
    const from = Math.max(-1, ...[...prose.slice(0, at).matchAll(clauseEdge)].map((e) => e.index ?? 0));
    const next = prose.slice(at).search(clauseEdge);
    const to = next < 0 ? prose.length : at + next;
    const own = mentions.filter((m) => m.at > from && m.at < to);
    const nearest = (own.length ? own : mentions).reduce((a, b) => (dist(b) < dist(a) ? b : a));
    const name = (n[1] ?? '').toLowerCase();
    if (!nearest.networks.includes(name)) nearest.networks.push(name);
  }
  return mentions.map((m) => ({mode: m.mode, networks: m.networks, at: m.at}));
}

const askClaim = /\b(?:asks?|prompts?)\s+(?:you\s+)?(?:for|whether|which|to\s+(?:choose|enter|pick|select))\b|\basks\s+CODE/i;
const neverAskClaims = [
  /\b(?:never|does\s+not|doesn't|do\s+not|don't|will\s+not|won't)\s+(?:prompt|ask)s?\b(?!\s+(?:about|for|whether|if|which|to)\b)/i,
  /\basks\s+(?:nothing|no\s+questions)\b(?!\s+(?:about|else))/i,
  /\b(?:runs?|works?)\s+without\s+(?:any\s+)?(?:prompts?|prompting|questions)\b/i,
];
const conditionWords = /\b(?:with|when|if|unless|once|given|pass(?:es|ed|ing)?|after|in\s+(?:this|that)\s+mode)\b/i;

/** Whether a prompt is left out when one of the flags is given (it is skipped by it, or asked only when it is missing). */
function promptCovered(p: EditPrompt, flags: string[]): boolean {
  return flags.some((f) => (p.skippedBy ?? []).includes(f) || new RegExp(String.raw`${escapeRegExp(f)}\b`).test(p.when));
}

/**
 * Checks what a page says the commands that edit flow.json do (their `edits` facts): what happens
 * to an entry already there (replaced, kept, merged), where a key is saved (a key file or inline
 * in flow.json, on the networks the sentence names), and whether the command asks.
 */
export function checkEditsClaims(cli: Cli, page: Page): {failures: Array<{line: number; message: string}>; checked: number} {
  const failures: Array<{line: number; message: string}> = [];
  const version = cli.facts.source.version;
  const names = cli.facts.networks.names.filter((n) => n !== 'testing');
  const headings = headingLines(page);
  const documented = documentedCommands(cli, page);
  let checked = 0;
  for (const s of proseSentences(page)) {
    // a sentence that speaks of none of these behaviours costs nothing more
    if (!existingWords.test(s.text) && !/\bkey/i.test(s.text) && !/\b(?:ask|prompt)/i.test(s.text)) continue;
    for (const part of sentenceParts(cli, page, s, headings, documented)) {
      const edits = part.node.fact?.edits;
      if (!edits) continue;
      const path = part.node.path;
      const prose = editProse(part.text);
      const prompts = edits.prompts ?? [];
      // entries already there
      for (const clause of prose.split(/[;:()]|\s[—–]\s/)) {
        const claims = existingClaims(clause);
        if (!claims.length || !(edits.existing ?? []).length) continue;
        const nouns = nounsOf(clause);
        const all = edits.existing ?? [];
        const named = all.filter((e) => [...nounsOf(e.entry ?? e.section)].some((n) => nouns.has(n)));
        // a clause naming only other things (a file, a key) is about those
        const candidates = named.length ? named : nouns.size ? [] : all;
        if (!candidates.length) continue;
        for (const claim of claims) {
          checked++;
          const judged = candidates.map((e) => ({e, ...existingAction(e, prompts)}));
          if (judged.some((j) => agrees(claim, j.action, j.e.detail))) continue;
          const j = judged[0]!;
          const what = `an entry already in ${j.e.section}${j.e.entry ? ` (${j.e.entry}, matched by ${j.e.match})` : ` (matched by ${j.e.match})`}`;
          const said = claim === 'kept' ? 'keeps' : claim === 'merged' ? 'merges into' : 'replaces';
          const why =
            j.action === 'refused'
              ? `its prompt "${j.prompt!.asks[0]}" rejects a name that is there ("${(j.prompt!.rejects ?? []).find((r) => /already exists/i.test(r))}", ${j.prompt!.source}), so it never reaches one`
              : `it is ${j.action}: ${j.e.detail ?? j.e.action}${j.e.when ? ` (when ${j.e.when})` : ''} (${j.e.source}${j.e.rule ? `; ${j.e.rule}` : ''})`;
          failures.push({line: s.line, message: `the page says \`${path}\` ${said} ${what}; in Flow CLI ${version} ${why}`});
        }
      }
      // where the key is saved
      const keySaves = (edits.saves ?? []).filter((v) => v.key);
      if (keySaves.length) {
        for (const c of keyClaims(prose, names)) {
          checked++;
          const of = (mode: 'file' | 'inline') => (edits.saves ?? []).filter((v) => v.key === mode || (mode === 'file' && !v.key && /\.pkey\b/.test(v.what)));
          const mine = of(c.mode);
          const label = c.mode === 'file' ? 'in a key file' : 'inline in flow.json';
          const bad = c.networks.length ? c.networks.filter((n) => !mine.some((v) => saveNetworks(v, names).includes(n))) : mine.length ? [] : names;
          if (!bad.length) continue;
          const other = keySaves.find((v) => bad.some((n) => saveNetworks(v, names).includes(n))) ?? keySaves[0]!;
          failures.push({
            line: s.line,
            message:
              `the page says \`${path}\` saves the key ${label}${c.networks.length ? ` on ${bad.join(', ')}` : ''}; in Flow CLI ${version} it saves ${other.what} (${other.when === 'always' ? '' : `when ${other.when}; `}${other.source})` +
              (mine.length ? '' : `, and never ${label}`),
          });
        }
      }
      // whether it asks
      if (askClaim.test(prose) && !prompts.length) {
        checked++;
        failures.push({line: s.line, message: `the page says \`${path}\` asks; in Flow CLI ${version} it has no prompt (${part.node.fact?.source ?? ''})`});
      } else if (neverAskClaims.some((re) => re.test(prose)) && prompts.length) {
        const flags = [...new Set([...part.text.matchAll(/(?<![\w-])--[a-z][\w-]*/g)].map((m) => m[0]))];
        if (!flags.length && conditionWords.test(prose)) continue;
        checked++;
        if (flags.length ? prompts.some((p) => promptCovered(p, flags)) : false) continue;
        const p = prompts.find((x) => !/^you answer/.test(x.when)) ?? prompts[0]!;
        failures.push({
          line: s.line,
          message: `the page says \`${path}\`${flags.length ? ` with ${flags.join(' ')}` : ''} never asks; in Flow CLI ${version} it asks "${p.asks[0]}" when ${p.when}${p.skippedBy?.length ? ` (unless given ${p.skippedBy.join(' or ')})` : ''} (${p.source})`,
        });
      }
    }
  }
  return {failures, checked};
}

/** The key paths of a JSON block (array elements add no level), with the line of each key. */
export function jsonKeyPaths(code: string): Array<{path: string[]; line: number}> {
  const out: Array<{path: string[]; line: number}> = [];
  const stack: Array<{obj: boolean; path: string[]; lastKey: string | null}> = [];
  let line = 1;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch === '\n') line++;
    else if (ch === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
      i--;
    } else if (ch === '{' || ch === '[') {
      const top = stack.at(-1);
      const path = top ? (top.obj ? [...top.path, top.lastKey ?? '?'] : top.path) : [];
      stack.push({obj: ch === '{', path, lastKey: null});
    } else if (ch === '}' || ch === ']') stack.pop();
    else if (ch === '"') {
      let j = i + 1;
      let s = '';
      while (j < code.length && code[j] !== '"') {
        if (code[j] === '\\') j++;
        s += code[j];
        j++;
      }
      let k = j + 1;
      while (k < code.length && /[ \t]/.test(code[k] ?? '')) k++;
      const top = stack.at(-1);
      if (code[k] === ':' && top?.obj) {
        out.push({path: [...top.path, s], line});
        top.lastKey = s;
      }
      i = j;
    }
  }
  return out;
}

/** Whether a documented key path is a field flowkit reads (`*` is any name; below an `any` value, anything). */
export function fieldIsRead(fields: FieldFact[], path: string[]): boolean {
  return fields.some((f) => {
    const parts = f.field.split('.');
    const open = /\bany\b|interface\{\}/.test(f.goType);
    if (path.length < parts.length || (path.length > parts.length && !open)) return false;
    return parts.every((p, i) => p === '*' || p === path[i]);
  });
}

/** The flow.json pages: their JSON blocks and field tables name only fields flowkit reads. */
export function isFlowJsonPage(file: string): boolean {
  return /^docs\/tools\/flow-cli\/flow\.json\/[^/]+\.mdx?$/.test(file);
}

const fieldHeaders = new Set(['field', 'fields', 'key', 'keys', 'property', 'properties', 'extra fields']);

/** Checks the flow.json fields a page documents in JSON blocks and field tables against the fields flowkit reads. */
export function checkFlowJsonFields(cli: Cli, page: Page): {failures: Array<{line: number; message: string}>; checked: number} {
  const failures: Array<{line: number; message: string}> = [];
  if (!isFlowJsonPage(page.file)) return {failures, checked: 0};
  const fields = cli.facts.flowJson.fields;
  const version = cli.facts.source.version;
  const sections = new Set(fields.filter((f) => !f.field.includes('.')).map((f) => f.field));
  const names = new Set(fields.flatMap((f) => f.field.split('.')).filter((n) => n !== '*'));
  const about = `flowkit's config/json (${cli.facts.flowJson.source}) reads no such field in Flow CLI ${version}`;
  let checked = 0;
  for (const b of page.blocks) {
    if (!['json', 'jsonc', 'json5'].includes(b.lang)) continue;
    const keys = jsonKeyPaths(b.code);
    // a flow.json example: its top-level keys include a section of flow.json
    if (!keys.some((k) => k.path.length === 1 && sections.has(k.path[0] ?? ''))) continue;
    for (const k of keys) {
      checked++;
      if (!fieldIsRead(fields, k.path)) failures.push({line: b.line + k.line, message: `flow.json field \`${k.path.join('.')}\`: ${about}`});
    }
  }
  const lines = page.text.split('\n');
  const inBlock = new Set<number>();
  for (const b of page.blocks) for (let l = b.line; l <= b.line + b.code.split('\n').length + 1; l++) inBlock.add(l);
  for (let i = 0; i + 1 < lines.length; i++) {
    if (inBlock.has(i + 1) || !lines[i]!.trim().startsWith('|') || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '') || (i > 0 && lines[i - 1]!.trim().startsWith('|'))) continue;
    const header = cells(lines[i]!).map((c) => c.replace(/`/g, '').trim().toLowerCase());
    const columns = header.map((h, idx) => (fieldHeaders.has(h) ? idx : -1)).filter((idx) => idx >= 0);
    if (!columns.length) continue;
    for (let j = i + 2; j < lines.length && lines[j]!.trim().startsWith('|'); j++) {
      const row = cells(lines[j]!);
      for (const col of columns) {
        for (const m of (row[col] ?? '').matchAll(/`([A-Za-z_$][\w$-]*)`/g)) {
          checked++;
          if (!names.has(m[1] ?? '')) failures.push({line: j + 1, message: `flow.json field \`${m[1]}\` in a field table: ${about}`});
        }
      }
    }
  }
  return {failures, checked};
}
