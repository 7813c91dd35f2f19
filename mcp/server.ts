/**
 * The docs MCP server's tools, over the answers of docs.ts. A tool that fails answers with
 * `isError` and one sentence naming what was not found or not reachable (the SDK turns a
 * thrown error into that result).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import {CORE_CONTRACT_NETWORKS} from '../plugins/core-contracts/data';
import {createDocs, type Docs} from './docs';
import type {Site} from './source';

export const SERVER_NAME = 'flow-docs';

const readOnly = (site: Site) => ({readOnlyHint: true, idempotentHint: true, openWorldHint: site.kind === 'url'});

export function createServer(site: Site, docs: Docs = createDocs(site)): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, title: 'Flow Developer Portal', version: '1.0.0'},
    {
      instructions:
        `The Flow Developer Portal (${site.label}): Cadence, Flow EVM, the Flow CLI and client libraries, nodes and staking. ` +
        'Search it with search_docs, then read a hit in full with get_page (its url). ' +
        'get_access_api_operation describes one operation of the Access API (REST); core_contract_address gives where a core contract (FlowToken, FungibleToken, EVM …) is deployed.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Flow docs',
      description:
        'Searches the Flow Developer Portal as its search box does, with the same ranking: pages in order of relevance, up to three sections of each. ' +
        'Each result has a title (page › section), a URL and an excerpt around the match. Read a page in full with get_page.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('Words to look for, e.g. "chain id 747" or "transaction fees"'),
        limit: z.number().int().min(1).max(20).default(5).describe('How many pages to return (each with up to three sections); 5 unless given'),
      },
      outputSchema: {
        query: z.string(),
        pages: z.number().int().describe('How many pages match in all'),
        results: z.array(z.object({title: z.string(), url: z.string(), excerpt: z.string()})),
      },
      annotations: readOnly(site),
    },
    async ({query, limit}) => {
      const answer = await docs.search(query, limit);
      const lines = answer.results.map((result, i) => `${i + 1}. [${result.title}](${result.url})${result.excerpt ? `\n   ${result.excerpt}` : ''}`);
      const text =
        answer.results.length === 0
          ? `No page matches "${query}".`
          : `${answer.pages} page${answer.pages === 1 ? '' : 's'} match "${query}"; the best ${Math.min(limit, answer.pages)}, best first:\n\n${lines.join('\n')}`;
      return {content: [{type: 'text', text}], structuredContent: {...answer}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Flow docs page',
      description:
        'Returns one page of the Flow Developer Portal as Markdown: the text the site publishes at the page address plus .md. ' +
        'Give the page URL (as search_docs returns it; an #anchor is ignored) or its path, e.g. /evm/networks.',
      inputSchema: {
        page: z.string().trim().min(1).max(500).describe('The page URL, e.g. https://developers.flow.com/evm/networks, or its path, e.g. /evm/networks'),
      },
      annotations: readOnly(site),
    },
    async ({page}) => {
      const {markdown} = await docs.page(page);
      return {content: [{type: 'text', text: markdown}]};
    },
  );

  server.registerTool(
    'get_access_api_operation',
    {
      title: 'Describe an Access API operation',
      description:
        "Returns one operation of the Flow Access API (REST) from the site's OpenAPI description, as JSON: method, path, servers, parameters, request body and responses, with every $ref resolved " +
        '(a schema that contains itself is cut where it repeats, with a $ref pointing into this same answer). ' +
        'Name it by operationId (getTransactionResult) or as "METHOD /path" (GET /transaction_results/{transaction_id}).',
      inputSchema: {
        operation: z.string().trim().min(1).max(200).describe('An operationId, e.g. getAccount, or "METHOD /path", e.g. "GET /accounts/{address}"'),
      },
      annotations: readOnly(site),
    },
    async ({operation}) => {
      const answer = await docs.operation(operation);
      return {content: [{type: 'text', text: JSON.stringify(answer, null, 2)}]};
    },
  );

  server.registerTool(
    'core_contract_address',
    {
      title: 'Find a core contract address',
      description:
        "Returns where a Flow core contract (FlowToken, FungibleToken, NonFungibleToken, MetadataViews, EVM …) is deployed on mainnet, testnet or the emulator, from the addresses the site publishes (flow-go's system contracts). " +
        'Without a network, gives all three.',
      inputSchema: {
        contract: z.string().trim().min(1).max(100).describe('The contract name, e.g. FlowToken'),
        network: z.enum(CORE_CONTRACT_NETWORKS).optional().describe('mainnet, testnet or emulator; all three when left out'),
      },
      outputSchema: {
        contract: z.string(),
        flowGo: z.string().describe('The flow-go version the addresses come from'),
        addresses: z.array(z.object({network: z.enum(CORE_CONTRACT_NETWORKS), address: z.string()})),
      },
      annotations: readOnly(site),
    },
    async ({contract, network}) => {
      const answer = await docs.contract(contract, network);
      const lines = answer.addresses.map(({network: net, address}) => `${answer.contract} on ${net}: ${address}`);
      return {content: [{type: 'text', text: `${lines.join('\n')}\n(flow-go ${answer.flowGo}, fvm/systemcontracts)`}], structuredContent: {...answer}};
    },
  );

  return server;
}
