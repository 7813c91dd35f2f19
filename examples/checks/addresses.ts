/**
 * The `addresses` check: every Flow address a page shows (in prose, tables, commands, code,
 * configuration and sample outputs) must be a valid account address on the network its context
 * names, by flow-go-sdk's own Address.IsValid (examples/toolchain/emulator/addressnets). An
 * address valid on no network may appear only where the page says it is made up.
 *
 * The network of an address is read from, in order: a configuration key on its line
 * (`"testnet": "0x..."`, `mainnet: 0x...`), the `--network`/`-n` of its command line (a `flow`
 * command without one runs on the emulator, the CLI's default), the column or first cell of its
 * table row, a network its code block configures (`--network`, `flow.network`, an access node
 * host), the network word nearest to it on its line, the paragraph that introduces its code
 * block, and the nearest heading. An address with no network in its context must be valid on at
 * least one.
 */
import {execFileSync} from 'node:child_process';
import {cells} from '../cli/tables';
import {blockEndLine, headingLines, readPages, type Page} from '../harness/blocks';
import {goHelper} from '../harness/cadence-env';
import type {Apart, Check, CheckResult, Finding} from '../harness/report';

export type Network = 'mainnet' | 'testnet' | 'emulator' | 'previewnet' | 'monotonic';

export interface Occurrence {
  file: string;
  line: number;
  address: string;
  /** The network its context names, and what named it; null when nothing does. */
  network: Network | null;
  why: string;
  /** The page says near it that the address is made up. */
  madeUp: boolean;
}

const NETWORK_WORD = /\b(mainnet|testnet|emulator|previewnet|testing)\b/gi;
const toNetwork = (word: string): Network => {
  const w = word.toLowerCase();
  return w === 'testing' ? 'monotonic' : (w as Network);
};
const MADE_UP = /made[- ]up|fictional|placeholder|not a real|invented|valid on no (?:network|chain)/i;

/** Addresses on a line: `0x` + 16 hex digits, event and type ids (`A.<hex>.`), quoted and REST path forms. */
export function addressesIn(line: string): Array<{address: string; index: number}> {
  const found: Array<{address: string; index: number}> = [];
  const patterns = [
    /(?<![0-9A-Za-z_])0x([0-9a-fA-F]{16})(?![0-9A-Za-z_])/g,
    /(?<![0-9A-Za-z_])A\.([0-9a-fA-F]{16})\./g,
    /"([0-9a-fA-F]{16})"/g,
    /\/accounts\/([0-9a-fA-F]{16})(?![0-9A-Za-z_])/g,
  ];
  for (const pattern of patterns) {
    for (const m of line.matchAll(pattern)) {
      const index = m.index! + m[0].indexOf(m[1]!);
      if (!found.some((f) => f.index === index)) found.push({address: m[1]!.toLowerCase(), index});
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The one network a text names, or null when it names none or several. */
function oneNetwork(text: string): Network | null {
  const names = new Set([...text.matchAll(NETWORK_WORD)].map((m) => toNetwork(m[1]!)));
  return names.size === 1 ? [...names][0]! : null;
}

/** A code block, by its 0-based lines on the page: the opening fence, the closing fence, its code. */
interface Fence {
  start: number;
  end: number;
  lang: string;
  lines: string[];
}

/** The network a code block configures as a whole, if one. */
function blockNetwork(fence: Fence): {network: Network; why: string} | null {
  const text = fence.lines.join('\n');
  const flags = new Set([...text.matchAll(/(?:--network[= ]|(?<![\w-])-n )["']?(\w+)/g)].map((m) => m[1]!.toLowerCase()));
  const configured = new Set([...text.matchAll(/["']?flow\.network["']?\s*[:,]\s*["'](\w+)["']/g)].map((m) => m[1]!.toLowerCase()));
  // A flow.json lists every network's host, so hosts say nothing about its accounts.
  const hosts = /^(json|jsonc)$/.test(fence.lang) ? new Set<string>() : new Set([...text.matchAll(/(?:rest|access)[-.](mainnet|testnet|devnet|previewnet)\b/g)].map((m) => (m[1] === 'devnet' ? 'testnet' : m[1]!)));
  for (const [set, why] of [[configured, 'flow.network'], [flags, '--network'], [hosts, 'access node host']] as const) {
    const known = [...set].filter((n) => /^(mainnet|testnet|emulator|previewnet|testing)$/.test(n));
    if (known.length === 1) return {network: toNetwork(known[0]!), why: `its code block's ${why}`};
  }
  return null;
}

/** The inline code span of a prose line that holds position `index`, or null. */
function inlineSpanAt(line: string, index: number): string | null {
  for (const m of line.matchAll(/`([^`]+)`/g)) {
    if (index >= m.index! && index < m.index! + m[0].length) return m[1]!;
  }
  return null;
}

/**
 * The prose around an address at `index` of line i: its paragraph's text before and after it
 * (lines joined), and the sentence it is in.
 */
function proseAround(lines: string[], i: number, index: number, fenceAt: (i: number) => unknown): {before: string; after: string; sentence: string} {
  const prose = (k: number) => k >= 0 && k < lines.length && lines[k]!.trim() !== '' && !fenceAt(k) && !/^\s*(?:\||#|`{3}|~{3})/.test(lines[k]!);
  if (/^\s*\|/.test(lines[i]!)) {
    const cell = lines[i]!.slice(0, index).lastIndexOf('|');
    const end = lines[i]!.indexOf('|', index);
    const text = lines[i]!.slice(cell + 1, end < 0 ? undefined : end);
    return {before: lines[i]!.slice(cell + 1, index), after: lines[i]!.slice(index + 16, end < 0 ? undefined : end), sentence: text};
  }
  let a = i;
  let b = i;
  while (prose(a - 1)) a--;
  while (prose(b + 1)) b++;
  const head = [...lines.slice(a, i), lines[i]!.slice(0, index)].join(' ');
  const tail = [lines[i]!.slice(index + 16), ...lines.slice(i + 1, b + 1)].join(' ');
  const start = Math.max(head.lastIndexOf('. '), head.lastIndexOf('; '));
  const ends = [tail.indexOf('. '), tail.indexOf('; ')].filter((n) => n >= 0);
  const sentence = head.slice(start + 1) + tail.slice(0, ends.length ? Math.min(...ends) : undefined);
  return {before: head, after: tail, sentence};
}

/** Finds every address of a page and the network its context names. */
export function occurrences(page: Page): Occurrence[] {
  const lines = page.text.split('\n');
  const out: Occurrence[] = [];
  const fences: Fence[] = page.blocks.map((b) => ({start: b.line - 1, end: blockEndLine(b) - 1, lang: b.lang, lines: lines.slice(b.line, blockEndLine(b) - 1)}));
  const fenceAt = (i: number) => fences.find((f) => i > f.start && i < f.end) ?? null;
  const headings = headingLines(page).map((line) => ({line: line - 1, text: lines[line - 1]!}));
  /** The prose paragraph just above line i (skipping blank lines), up to 6 lines. */
  const paragraphAbove = (i: number): string => {
    let j = i - 1;
    while (j >= 0 && lines[j]!.trim() === '') j--;
    const para: string[] = [];
    while (j >= 0 && lines[j]!.trim() !== '' && para.length < 6 && !fenceAt(j) && !/^\s*(`{3,}|~{3,})/.test(lines[j]!)) para.unshift(lines[j--]!);
    return para.join(' ');
  };
  /** The paragraph (or code block) line i belongs to, with the paragraph above a code block. */
  const surroundings = (i: number): string => {
    const f = fenceAt(i);
    if (f) return [paragraphAbove(f.start), ...f.lines].join('\n');
    let a = i;
    let b = i;
    while (a > 0 && lines[a - 1]!.trim() !== '') a--;
    while (b < lines.length - 1 && lines[b + 1]!.trim() !== '') b++;
    return [paragraphAbove(a), ...lines.slice(a, b + 1)].join('\n');
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const found = addressesIn(line);
    if (!found.length) continue;
    const fence = fenceAt(i);
    // A command continued with `\` is one command line.
    let command = line;
    if (fence) {
      let a = i;
      while (a > fence.start + 1 && /\\\s*$/.test(lines[a - 1]!)) a--;
      let b = i;
      while (b < fence.end - 1 && /\\\s*$/.test(lines[b]!)) b++;
      command = lines.slice(a, b + 1).join(' ');
    }
    const isTableRow = !fence && /^\s*\|/.test(line);
    for (const {address, index} of found) {
      let network: Network | null = null;
      let why = '';
      const set = (n: Network | null, reason: string) => {
        if (!network && n) {
          network = n;
          why = reason;
        }
      };
      // 1. A configuration key: "testnet": "0x...", testnet: 0x..., aliases = { testnet = ... }.
      const before = line.slice(0, index);
      const key = /["']?(mainnet|testnet|emulator|previewnet|testing)["']?\s*[:=]\s*["']?(?:0x)?$/i.exec(before);
      if (key) set(toNetwork(key[1]!), `the key ${key[1]}`);
      // 2. The command's network; a flow command without one runs on the emulator. In prose, the
      // command is the inline code span the address is in.
      const span = fence ? command : inlineSpanAt(line, index);
      const flag = span && /(?:--network[= ]|(?<![\w-])-n )["']?(\w+)/.exec(span);
      if (flag && /^(mainnet|testnet|emulator|previewnet)$/i.test(flag[1]!)) set(toNetwork(flag[1]!), `its command's --network ${flag[1]}`);
      else if (span && /(?:^|[\s`$])flow (?:accounts|scripts|transactions|events|blocks|collections|project|staking)\b/.test(span) && !/--host\b/.test(span)) {
        set('emulator', 'its flow command, which runs on the emulator without --network');
      }
      // 3. The table column, or the row's first cell.
      if (isTableRow) {
        let h = i;
        while (h > 0 && /^\s*\|/.test(lines[h - 1]!)) h--;
        const header = cells(lines[h]!);
        const column = cells(before).length - 1;
        if (h !== i && header[column]) set(oneNetwork(header[column]!), `its table column "${header[column]!.trim()}"`);
        set(oneNetwork(cells(line)[0] ?? ''), 'its table row');
      }
      // 4. The account it belongs to in a configuration ("emulator-account": {"address": ...}), or
      // the code block's configuration.
      if (fence && /^(json|jsonc|yaml|yml|toml)$/.test(fence.lang)) {
        for (let k = i; k >= Math.max(fence.start + 1, i - 3); k--) {
          const owner = /["']?[\w-]*?\b(mainnet|testnet|emulator|previewnet)\b[\w-]*["']?\s*:\s*\{/i.exec(lines[k]!);
          if (owner) {
            set(toNetwork(owner[1]!), `the configuration entry it belongs to`);
            break;
          }
        }
      }
      if (fence) {
        const b = blockNetwork(fence);
        if (b) set(b.network, b.why);
      }
      // 5. A network said right after it ("`0x...` on mainnet") or right before it ("testnet: `0x...`"),
      // or the one network its sentence names (in prose) or its line names (in code).
      {
        const near = fence ? {before, after: line.slice(index + 16), sentence: line} : proseAround(lines, i, index, fenceAt);
        const after = /^`?\)?\s*(?:on|for|in)\s+(?:the\s+)?(?:flow\s+)?(mainnet|testnet|emulator|previewnet)\b/i.exec(near.after);
        const close = /\b(mainnet|testnet|emulator|previewnet)\b[^\w`]{0,4}(?:at|is|address)?[^\w`]{0,4}`?(?:0x)?$/i.exec(near.before);
        if (after) set(toNetwork(after[1]!), 'the network named right after it');
        if (close) set(toNetwork(close[1]!), 'the network named right before it');
        // The address a sentence replaces is the one of another network: "on testnet, replace `0x…` with …".
        const replaced = /\b(?:replace|replaces|replacing|turns|rewrites|instead of)\b(?:\s+[\w`]+){0,4}\s*`?(?:import \w+ from )?(?:0x)?$/i.test(near.before);
        if (!replaced && (!fence || !/^(json|jsonc|yaml|yml|toml)$/.test(fence.lang))) set(oneNetwork(near.sentence), `the network named in its ${fence ? 'line' : 'sentence'}`);
      }
      // 6. The paragraph introducing its code block, then the nearest heading.
      if (fence) set(oneNetwork(paragraphAbove(fence.start)), 'the paragraph above its code block');
      const heading = [...headings].reverse().find((h) => h.line < i);
      if (heading) set(oneNetwork(heading.text), `its heading "${heading.text.replace(/^#+\s*/, '')}"`);
      out.push({file: page.file, line: i + 1, address, network, why, madeUp: MADE_UP.test(surroundings(i))});
    }
  }
  return out;
}

/** The networks each address is valid on, from flow-go-sdk (one run of the Go helper for all). */
export function validNetworks(addresses: string[]): Map<string, Network[]> {
  const bin = goHelper('emulator', 'addressnets');
  const unique = [...new Set(addresses)];
  const answer = JSON.parse(execFileSync(bin, {input: unique.map((a) => `0x${a}`).join('\n'), encoding: 'utf8'})) as Record<string, Network[]>;
  return new Map(unique.map((a) => [a, answer[`0x${a}`] ?? []]));
}

export function judge(o: Occurrence, valid: Network[]): string | null {
  const on = valid.length ? `valid on ${valid.join(', ')}` : 'valid on no network';
  if (!valid.length) return o.madeUp ? null : `0x${o.address} is ${on}: use a real address of the network meant, or say on the page that it is made up`;
  if (o.network && !valid.includes(o.network)) return `0x${o.address} is ${on}, but its context names ${o.network} (${o.why})`;
  return null;
}

export async function runAddresses(files?: string[]): Promise<CheckResult> {
  const pages = await readPages(files);
  const all = pages.flatMap(occurrences);
  const valid = validNetworks(all.map((o) => o.address));
  const failures: Finding[] = [];
  const apart: Apart[] = [];
  let held = 0;
  for (const o of all) {
    const nets = valid.get(o.address)!;
    const problem = judge(o, nets);
    if (problem) failures.push({file: o.file, line: o.line, message: problem});
    else if (!nets.length) apart.push({file: o.file, line: o.line, kind: 'made-up address', reason: `0x${o.address}, which the page says is made up`});
    else held++;
  }
  const withNetwork = all.filter((o) => o.network).length;
  console.log(
    `addresses: ${all.length} Flow addresses on ${new Set(all.map((o) => o.file)).size} pages (${withNetwork} with a network named by their context); ` +
      `${held} valid where they stand, ${apart.length} made up as their page says`,
  );
  return {tally: {addresses: held}, failures, apart};
}

export const addressesCheck: Check = {
  name: 'addresses',
  needsToolchain: true,
  run: (pages?: string[]) => runAddresses(pages),
};
