/**
 * The flag tables of the CLI reference pages, held against the CLI's facts. A table whose first
 * header cell is `Flag` documents the command(s) of its anchor: the nearest heading before it that
 * names a command in inline code (### `flow config add account`), or the nearest syntax block
 * before it (a `text` block, or the blocks of a "Syntax" section); a table under a "Global flags" heading documents the global flags. The table
 * must list exactly the command's own flags (cobra's --help and the flags --help leaves out may be
 * omitted; inherited and global flags may be added), with their shorthands and defaults, and mark
 * deprecated flags as deprecated.
 */
import type {Cli, FlagFact} from './facts';
import {parseCommandLine, saysRemoved, tokenize} from './lines';

export interface FlagRow {
  line: number;
  /** Long names in the flag cell. */
  names: string[];
  /** Shorthands in the flag cell (or its Short column). */
  shorthands: string[];
  /** The Default cell as written. */
  defaultCell: string | null;
  text: string;
}

export interface FlagTable {
  file: string;
  line: number;
  /** Command paths the table documents, 'global', or a command the CLI no longer has. */
  anchor: string[] | 'global' | {removed: string; pageSaysRemoved: boolean} | null;
  anchorText: string;
  rows: FlagRow[];
}

/** The cells of a Markdown table row: `|` inside inline code or escaped does not split. */
export function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  // split on | that are not escaped and not inside inline code
  const out: string[] = [];
  let cur = '';
  let inCode = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner.charAt(i);
    if (ch === '`') inCode = !inCode;
    if (ch === '\\' && inner.charAt(i + 1) === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (ch === '|' && !inCode) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** Command paths named by `flow ...` commands (a heading's inline code, syntax lines), and removed ones. */
function namedCommands(cli: Cli, commands: string[]): {paths: string[]; removed: string[]} {
  const paths: string[] = [];
  const removed: string[] = [];
  for (const c of commands) {
    const parsed = parseCommandLine(cli, c);
    if (parsed.unknownCommand) removed.push(parsed.unknownCommand);
    else if (parsed.node !== cli.root) paths.push(parsed.node.path, ...parsed.alternatives.map((a) => a.path));
  }
  return {paths, removed};
}

/** Finds the flag tables of a page (line-based; fenced blocks skipped) with their anchors. */
export function findFlagTables(cli: Cli, file: string, text: string): FlagTable[] {
  const lines = text.split('\n');
  const tables: FlagTable[] = [];
  let anchor: FlagTable['anchor'] = null;
  let anchorText = '';
  let fence: string | null = null;
  let fenceLang = '';
  let fenceLines: string[] = [];
  let headingText = '';
  let headingLine = 0;
  let anchorSection = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence) {
      if (fenceMatch && (fenceMatch[1] ?? '').startsWith(fence) && line.trim() === fenceMatch[1]) {
        if (fenceLang === 'text' || /^syntax\b/i.test(headingText)) {
          const named = namedCommands(
            cli,
            fenceLines.filter((l) => /^\s*flow\s/.test(l)).map((l) => tokenize(l).join(' ')),
          );
          const paths = named.paths;
          if (!paths.length && named.removed[0]) {
            anchor = {removed: named.removed[0], pageSaysRemoved: saysRemoved(lines, named.removed[0])};
            anchorText = `syntax block at line ${i + 1 - fenceLines.length - 1}`;
            anchorSection = -1;
          } else if (paths.length) {
            // the blocks of one Syntax section document its commands together
            const sameSection: boolean = anchorSection === headingLine && Array.isArray(anchor);
            anchor = [...new Set([...(sameSection ? (anchor as string[]) : []), ...paths])];
            anchorSection = headingLine;
            anchorText = `syntax block at line ${i + 1 - fenceLines.length - 1}`;
          }
        }
        fence = null;
      } else fenceLines.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1] ?? '```';
      fenceLang = (fenceMatch[2] ?? '').toLowerCase();
      fenceLines = [];
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      headingText = (heading[2] ?? '').trim();
      headingLine = i + 1;
      const headingBody = heading[2] ?? '';
      const named = namedCommands(cli, [...headingBody.matchAll(/`(flow\s[^`]+)`/g)].map((m) => m[1] ?? ''));
      if (named.paths.length) {
        anchor = named.paths;
        anchorText = `heading at line ${i + 1}`;
      } else if (named.removed[0]) {
        anchor = {removed: named.removed[0], pageSaysRemoved: saysRemoved(lines, named.removed[0])};
        anchorText = `heading at line ${i + 1}`;
      } else if (/global flags/i.test(headingBody)) {
        anchor = 'global';
        anchorText = `heading at line ${i + 1}`;
      }
      continue;
    }
    if (/^\s*\|/.test(line) && i + 1 < lines.length && /^\s*\|\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const header = cells(line).map((c) => c.toLowerCase());
      const start = i;
      let j = i + 2;
      const body: Array<{line: number; cells: string[]; text: string}> = [];
      while (j < lines.length && /^\s*\|/.test(lines[j] ?? '')) {
        const row = lines[j] ?? '';
        body.push({line: j + 1, cells: cells(row), text: row});
        j++;
      }
      i = j - 1;
      if (header[0] !== 'flag') continue;
      const shortCol = header.indexOf('short');
      const defaultCol = header.indexOf('default');
      tables.push({
        file,
        line: start + 1,
        anchor,
        anchorText,
        rows: body.map((r) => {
          const flagCell = r.cells[0] ?? '';
          const codes = [...flagCell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim());
          const shortCell = shortCol >= 0 ? (r.cells[shortCol] ?? '') : '';
          const shortCodes = [...shortCell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim());
          return {
            line: r.line,
            names: codes.filter((c) => /^--[\w-]+/.test(c)).map((c) => c.replace(/^--/, '').split(/[=\s]/)[0] ?? ''),
            shorthands: [...codes, ...shortCodes].filter((c) => /^-[A-Za-z]$/.test(c)).map((c) => c.charAt(1)),
            defaultCell: defaultCol >= 0 ? (r.cells[defaultCol] ?? '') : null,
            text: r.text,
          };
        }),
      });
    }
  }
  return tables;
}

const zeroWords = /^(empty|none|not set|unset|no default|nothing|—|–|-)(\b|\s|$|[;,(])/i;

/** Whether a Default cell states the flag's default. */
export function defaultMatches(flag: FlagFact, cell: string): boolean {
  const text = cell.trim();
  const zero = flag.default === '' || (flag.default === '0' && flag.type !== 'string') || flag.default === '0s';
  if (zeroWords.test(text)) return zero;
  const code = /`([^`]*)`/.exec(text);
  if (!code) return false;
  const value = (code[1] ?? '').trim();
  const norm = (v: string) => v.replace(/^"(.*)"$/, '$1').replace(/,\s+/g, ',');
  if (norm(value) === norm(flag.default)) return true;
  if (flag.type === 'duration' && flag.default === '0s') return value === '0' || value === '0s';
  return false;
}

/** Checks one flag table: returns failures as `line: message`. */
export function checkFlagTable(cli: Cli, table: FlagTable): Array<{line: number; message: string}> {
  const failures: Array<{line: number; message: string}> = [];
  if (!table.anchor) {
    failures.push({
      line: table.line,
      message: 'a flag table with no command: put it under a heading naming the command in inline code, or after its `text` syntax block',
    });
    return failures;
  }
  if (!Array.isArray(table.anchor) && table.anchor !== 'global') {
    // a table of a command the CLI no longer has: history, allowed where the page says it was removed
    if (table.anchor.pageSaysRemoved) return failures;
    failures.push({
      line: table.line,
      message: `a flag table for \`${table.anchor.removed}\`, which is not a command of Flow CLI ${cli.facts.source.version}, on a page that does not say it was removed`,
    });
    return failures;
  }
  if (table.rows.length && table.rows.some((r) => r.defaultCell === null)) {
    failures.push({line: table.line, message: 'a flag table needs a Default column'});
    return failures;
  }
  const targets =
    table.anchor === 'global'
      ? [{path: 'global flags', own: cli.facts.globalFlags, accepted: new Map(cli.facts.globalFlags.map((f) => [f.name, f]))}]
      : table.anchor.map((p) => {
          const node = cli.node(p);
          if (!node) throw new Error(`${table.file}: no command ${p}`);
          return {
            path: p,
            own: cli.ownFlags(node),
            accepted: new Map([...cli.effectiveFlags(node)].map(([name, v]) => [name, v.flag])),
          };
        });
  for (const target of targets) {
    const listed = new Set<string>();
    for (const row of table.rows) {
      if (!row.names.length) {
        failures.push({line: row.line, message: `a row of the flag table for \`${target.path}\` names no --flag`});
        continue;
      }
      for (const name of row.names) {
        listed.add(name);
        const flag = target.accepted.get(name);
        if (!flag) {
          failures.push({line: row.line, message: `--${name} is not a flag of \`${target.path}\` in Flow CLI ${cli.facts.source.version}`});
          continue;
        }
        for (const s of row.shorthands) {
          if (flag.shorthand !== s && !row.names.some((n) => target.accepted.get(n)?.shorthand === s)) {
            failures.push({line: row.line, message: `-${s} is not the shorthand of --${name} (${flag.shorthand ? `-${flag.shorthand}` : 'it has none'})`});
          }
        }
        if (row.names.length === 1 && !defaultMatches(flag, row.defaultCell ?? '')) {
          failures.push({
            line: row.line,
            message: `--${name} of \`${target.path}\`: the table says default ${JSON.stringify(row.defaultCell)}, the CLI's is ${flag.default === '' ? 'empty' : `\`${flag.default}\``}`,
          });
        }
        const marked = /deprecat/i.test(row.text);
        if (flag.deprecated && !marked) failures.push({line: row.line, message: `--${name} is deprecated (${flag.deprecated}); the table must say so`});
        if (!flag.deprecated && marked) failures.push({line: row.line, message: `--${name} is not deprecated in Flow CLI ${cli.facts.source.version}, but the table says it is`});
      }
    }
    for (const flag of target.own) {
      if (flag.name === 'help' || flag.hidden || listed.has(flag.name)) continue;
      failures.push({line: table.line, message: `the flag table for \`${target.path}\` leaves out --${flag.name} (default ${flag.default === '' ? 'empty' : `\`${flag.default}\``}: ${flag.description})`});
    }
  }
  return failures;
}

/** The pages whose flag tables are checked: the CLI reference and the emulator's page. */
export function isReferencePage(file: string): boolean {
  return file.startsWith('docs/tools/flow-cli/') || file.startsWith('docs/tools/emulator/');
}
