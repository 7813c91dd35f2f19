/**
 * The rows of the Flow EVM networks table, as plain parts (text, code, links) that both the page's
 * React table (index.tsx) and the page's Markdown (`/evm/networks.md`, written by plugins/llms-txt)
 * render, so the web page and its Markdown show the same table from src/data/evmNetworks.ts.
 */
import {evmNetworkKeys, evmNetworks, hexChainId, type EvmNetwork} from '../../data/evmNetworks';

/** A run of a cell: plain text, or code, either one optionally a link. */
export interface Part {
  text: string;
  code?: boolean;
  href?: string;
}

export interface TableRow {
  field: Part[];
  values: Part[][];
}

const code = (text: string | number, href?: string): Part => ({text: String(text), code: true, ...(href ? {href} : {})});
const text = (value: string): Part => ({text: value});

const fields: Array<{field: Part[]; value: (n: EvmNetwork) => Part[]}> = [
  {field: [text('Network name')], value: (n) => [text(n.name)]},
  {field: [text('RPC URL')], value: (n) => [code(n.rpcUrl)]},
  {field: [text('WebSocket URL')], value: (n) => [code(n.wsUrl)]},
  {field: [text('Chain id')], value: (n) => [code(n.chainId), text(' ('), code(hexChainId(n.chainId)), text(')')]},
  {field: [text('Currency symbol')], value: (n) => [code(n.currency.symbol)]},
  {field: [text('Currency decimals')], value: (n) => [code(n.currency.decimals)]},
  {field: [text('Block explorer')], value: (n) => [code(n.explorerUrl, n.explorerUrl)]},
  {field: [code('EVM'), text(' contract (Cadence)')], value: (n) => [code(n.evmContract)]},
];

export const columns: string[] = evmNetworkKeys.map((key) => evmNetworks[key].label);

export const rows: TableRow[] = fields.map(({field, value}) => ({field, values: evmNetworkKeys.map((key) => value(evmNetworks[key]))}));

const markdownPart = ({text: value, code: isCode, href}: Part): string => {
  const shown = isCode ? `\`${value}\`` : value.replace(/\|/g, '\\|');
  return href ? `[${shown}](${href})` : shown;
};

/** The table as a GitHub-flavoured Markdown table. */
export function evmNetworkTableMarkdown(): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['Field', ...columns]),
    line(['Field', ...columns].map(() => '---')),
    ...rows.map((row) => line([row.field, ...row.values].map((parts) => parts.map(markdownPart).join('')))),
  ].join('\n');
}
