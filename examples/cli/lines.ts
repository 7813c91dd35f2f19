/**
 * Every `flow ...` command line of the docs, held against the CLI's facts: the command path exists
 * (aliases included), each flag belongs to it (its own, inherited or global), deprecated ones are
 * used only where the page says so, and a removed command or flag appears only on a page that says
 * it was removed (a history line, counted apart).
 */
import type {Page} from '../harness/blocks';
import type {Cli, CommandNode, FlagFact} from './facts';

export interface CommandLine {
  file: string;
  line: number;
  /** The command as written, continuation lines joined, from `flow` on. */
  text: string;
  from: 'block' | 'inline';
}

/** Languages whose blocks are read line by line for commands. */
export const shellLangs = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session', 'shellsession', 'terminal', 'powershell', 'ps1', 'cmd']);
/** Languages where only lines that start with `flow ` count (syntax lines, CI steps). */
const lineLangs = new Set(['text', 'txt', '', 'yaml', 'yml']);

const operators = new Set(['&&', '||', ';', '|', '&']);

/** Splits a shell line into words (quotes removed) and operators; a word starting with # ends it. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let inWord = false;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"' && i + 1 < text.length) word += text.charAt(++i);
      else word += ch;
      continue;
    }
    if ((ch === '$' && text.charAt(i + 1) === '(') || ch === '`') {
      // a command substitution is one word: $(jq -r .public key.json)
      const close = ch === '`' ? '`' : ')';
      let depth = 0;
      let j = i + (ch === '`' ? 1 : 2);
      for (; j < text.length; j++) {
        if (close === ')' && text.charAt(j) === '(') depth++;
        else if (text.charAt(j) === close && depth-- === 0) break;
      }
      word += text.slice(i, j + 1);
      inWord = true;
      i = j;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
      continue;
    }
    if (ch === '\\' && i + 1 < text.length) {
      word += text.charAt(++i);
      inWord = true;
      continue;
    }
    if (/\s/.test(ch)) {
      if (inWord) out.push(word);
      word = '';
      inWord = false;
      continue;
    }
    if (ch === '#' && !inWord) break;
    const two = text.slice(i, i + 2);
    if (two === '&&' || two === '||') {
      if (inWord) out.push(word);
      out.push(two);
      word = '';
      inWord = false;
      i++;
      continue;
    }
    if (ch === ';' || ch === '|' || ch === '&') {
      // `a|b` inside a word is a documented choice (`rlp|pem`), not a pipe
      if (ch === '|' && inWord && i + 1 < text.length && /[\w<[]/.test(text.charAt(i + 1))) {
        word += ch;
        continue;
      }
      if (inWord) out.push(word);
      out.push(ch);
      word = '';
      inWord = false;
      continue;
    }
    word += ch;
    inWord = true;
  }
  if (inWord) out.push(word);
  return out;
}

/** The `flow ...` commands of one shell line: the words of each, from `flow` on. */
export function commandsOfShellLine(text: string): string[][] {
  const segments: string[][] = [[]];
  for (const t of tokenize(text)) {
    if (operators.has(t)) segments.push([]);
    else segments.at(-1)!.push(t);
  }
  const out: string[][] = [];
  for (const seg of segments) {
    let i = 0;
    while (i < seg.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(seg[i] ?? '') || seg[i] === 'sudo' || seg[i] === '$' || seg[i] === '>')) i++;
    if (seg[i] === 'flow') out.push(seg.slice(i));
  }
  return out;
}

/** Joins continuation lines (a trailing backslash) and keeps the first line's number. */
export function logicalLines(code: string): Array<{text: string; offset: number}> {
  const lines = code.split('\n');
  const out: Array<{text: string; offset: number}> = [];
  for (let i = 0; i < lines.length; i++) {
    let text = lines[i] ?? '';
    const offset = i;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + (lines[++i] ?? '');
    out.push({text, offset});
  }
  return out;
}

/** Every `flow ...` command line of a page: shell blocks, syntax/CI lines of text and YAML blocks, inline code. */
export function extractCommandLines(page: Page): CommandLine[] {
  const out: CommandLine[] = [];
  for (const block of page.blocks) {
    const shell = shellLangs.has(block.lang);
    if (!shell && !lineLangs.has(block.lang)) continue;
    for (const {text, offset} of logicalLines(block.code)) {
      let t = text;
      if (!shell) {
        const m = /^\s*(?:-\s+)?(?:run:\s*)?(?:\$\s+)?(flow\s.*)$/.exec(t);
        if (!m) continue;
        t = m[1] ?? '';
      } else {
        t = t.replace(/^\s*(?:\$|>|PS [^>]*>)\s+/, '');
      }
      for (const words of commandsOfShellLine(t)) {
        out.push({file: page.file, line: block.line + 1 + offset, text: words.join(' '), from: 'block'});
      }
    }
  }
  for (const snippet of page.inline) {
    const code = snippet.code.trim();
    if (!/^flow\s+\S/.test(code)) continue;
    for (const words of commandsOfShellLine(code)) out.push({file: snippet.file, line: snippet.line, text: words.join(' '), from: 'inline'});
  }
  return out.sort((a, b) => a.line - b.line);
}

export interface UsedFlag {
  /** As written: `--network`, `-n`, `--gas-limit=9999`. */
  written: string;
  flag?: FlagFact;
}

export interface ParsedLine {
  node: CommandNode;
  /** Other commands named by a choice such as `add account|contract`. */
  alternatives: CommandNode[];
  /** `flow migrate` when the line names a command that does not exist. */
  unknownCommand?: string;
  flags: UsedFlag[];
}

const commandWord = /^[a-z][a-z0-9-]*$/;

/** Walks a command line down the command tree and resolves its flags. */
export function parseCommandLine(cli: Cli, text: string): ParsedLine {
  const words = tokenize(text);
  if (words[0] !== 'flow') throw new Error(`not a flow command line: ${text}`);
  let node = cli.root;
  const alternatives: CommandNode[] = [];
  let positional = false;
  let unknownCommand: string | undefined;
  const written: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (w === '--') break;
    if (/^-[A-Za-z-]/.test(w)) {
      written.push(w);
      const flag = lookup(cli, node, w);
      const attached = w.includes('=') || (!w.startsWith('--') && w.length > 2);
      if (flag && flag.type !== 'bool' && !flag.valueWhenGivenAlone && !attached) i++;
      // an unknown flag (reported below) takes the next word as its value unless that is a command
      else if (!flag && !attached && i + 1 < words.length && !(words[i + 1] ?? '').startsWith('-') && !node.children.has(words[i + 1] ?? '')) i++;
      continue;
    }
    if (positional || node.children.size === 0) {
      positional = true;
      continue;
    }
    const choices = w.split('|');
    if (choices.length > 1 && choices.every((c) => node.children.has(c))) {
      alternatives.push(...choices.slice(1).map((c) => node.children.get(c)!));
      node = node.children.get(choices[0] ?? '')!;
      continue;
    }
    const child = node.children.get(w);
    if (child) {
      node = child;
      continue;
    }
    if (commandWord.test(w)) {
      unknownCommand = `${node.path} ${w}`;
      break;
    }
    positional = true;
  }
  return {node, alternatives, unknownCommand, flags: written.map((w) => ({written: w, flag: lookup(cli, node, w)}))};
}

function lookup(cli: Cli, node: CommandNode, written: string): FlagFact | undefined {
  if (written.startsWith('--')) {
    const name = written.slice(2).split('=')[0] ?? '';
    return cli.effectiveFlags(node).get(name)?.flag;
  }
  return cli.byShorthand(node, written.charAt(1));
}

export interface LineVerdict {
  failures: string[];
  /** Set when the line names a removed command or flag on a page that says it was removed. */
  history?: string;
  flagsChecked: number;
}

/** True when the page says, within `radius` lines of `line`, that something is deprecated. */
export function saysDeprecated(pageLines: string[], line: number, radius = 12): boolean {
  const from = Math.max(0, line - 1 - radius);
  return pageLines.slice(from, line + radius).some((l) => /deprecat/i.test(l));
}

/**
 * True when the page says the command was removed: one sentence names it (`flow migrate`) and says
 * "removed", and does not say it is still there ("still", "left ... in place", "kept").
 */
export function saysRemoved(pageLines: string[], commandPath: string): boolean {
  const sentences = pageLines.join('\n').split(/(?<=[.!?])\s+|\n\s*\n/);
  return sentences.some(
    (s) => s.includes(commandPath) && /\bremoved\b/i.test(s) && !/\b(still|kept|in place)\b/i.test(s),
  );
}

/** Checks one command line of a page. */
export function checkCommandLine(cli: Cli, cmd: CommandLine, pageLines: string[]): LineVerdict {
  const parsed = parseCommandLine(cli, cmd.text);
  if (parsed.unknownCommand) {
    if (saysRemoved(pageLines, parsed.unknownCommand)) {
      return {failures: [], history: `\`${parsed.unknownCommand}\` is not in Flow CLI ${cli.facts.source.version}; the page says it was removed`, flagsChecked: 0};
    }
    return {failures: [`\`${cmd.text}\`: \`${parsed.unknownCommand}\` is not a command of Flow CLI ${cli.facts.source.version}`], flagsChecked: 0};
  }
  const failures: string[] = [];
  for (const node of [parsed.node, ...parsed.alternatives]) {
    const why = cli.deprecation(node);
    if (why && !saysDeprecated(pageLines, cmd.line)) {
      failures.push(`\`${cmd.text}\`: \`${node.path}\` is deprecated in Flow CLI ${cli.facts.source.version} (${why}); the page does not say so here`);
    }
  }
  let history: string | undefined;
  for (const used of parsed.flags) {
    if (!used.flag) {
      const name = used.written.split('=')[0] ?? used.written;
      if (name.startsWith('--') && saysRemoved(pageLines, name)) {
        history = `${name} is not a flag of \`${parsed.node.path}\` in Flow CLI ${cli.facts.source.version}; the page says it was removed`;
        continue;
      }
      failures.push(`\`${cmd.text}\`: flag ${name} is neither a flag of \`${parsed.node.path}\` nor a global flag`);
      continue;
    }
    for (const alt of parsed.alternatives) {
      if (!lookup(cli, alt, used.written)) failures.push(`\`${cmd.text}\`: flag ${used.written.split('=')[0]} is not a flag of \`${alt.path}\``);
    }
    if (used.flag.deprecated && !saysDeprecated(pageLines, cmd.line)) {
      failures.push(`\`${cmd.text}\`: --${used.flag.name} is deprecated (${used.flag.deprecated}); the page does not say so here`);
    }
  }
  return {failures, history, flagsChecked: parsed.flags.length};
}
