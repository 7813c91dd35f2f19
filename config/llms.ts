import type {LlmsTxtPluginOptions} from '../plugins/llms-txt';
import {evmNetworkTableMarkdown} from '../src/components/EvmNetworkTable/rows';

/** /llms.txt, /llms-full.txt and the `.md` pages (plugins/llms-txt): the parts of the site, in order. */
export const llmsTxt = {
  summary:
    'Developer documentation for the Flow blockchain: writing Cadence smart contracts, building on Flow EVM with ' +
    'Solidity tools, the Flow CLI, emulator and client libraries, running nodes and staking FLOW.',
  sections: [
    {label: 'Build', path: 'docs/build'},
    {label: 'EVM', path: 'docs/evm'},
    {label: 'Networks', path: 'docs/networks'},
    {label: 'Tools', path: 'docs/tools'},
    {label: 'Tools', path: 'docs/tooling'},
    {label: 'Ecosystem', path: 'docs/ecosystem'},
  ],
  apiReference: {
    label: 'API reference',
    links: [
      {
        title: 'Access API reference',
        url: '/http-api',
        description: 'the REST API of Flow access nodes: every endpoint, parameter and response',
      },
      {
        title: 'Access API OpenAPI description',
        url: '/openapi/access.yaml',
        description: 'the OpenAPI 3.0 file the reference is rendered from, for generating clients',
      },
    ],
  },
  // Tables rendered from data on the page, written out as Markdown in the page's .md.
  components: {EvmNetworkTable: evmNetworkTableMarkdown},
} satisfies LlmsTxtPluginOptions;
