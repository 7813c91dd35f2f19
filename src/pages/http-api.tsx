import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import OutlineNotice from '@site/src/components/OutlineNotice';

/**
 * Interim page at /http-api until the rendered OpenAPI reference lands
 * (it replaces this file). It states what is already certain about the API.
 */
export default function HttpApi(): React.JSX.Element {
  return (
    <Layout title="Access API reference" description="The REST interface that Flow access nodes serve: blocks, transactions, accounts, events and scripts.">
      <main className="container margin-vert--lg">
        <OutlineNotice />
        <Heading as="h1">Access API reference</Heading>
        <p className="max-w-3xl">
          Flow access nodes serve a read-only REST interface under the base path <code>/v1</code> beside their gRPC
          API. This page will hold the full reference of every operation.
        </p>
        <Heading as="h2" id="outline">
          Outline
        </Heading>
        <ul>
          <li>Servers: mainnet, testnet and canary, and the base path <code>/v1</code></li>
          <li>Blocks, block payloads, collections and execution results</li>
          <li>Transactions: submitting, reading, results and the status lifecycle</li>
          <li>Accounts and account keys at a block height</li>
          <li>Executing scripts; querying and streaming events</li>
          <li>Network parameters and node version information</li>
          <li>Errors: 400, 404 and 500 with their body</li>
        </ul>
        <p>
          The access endpoints of each network are listed on <Link to="/networks/flow-networks">Flow networks</Link>{' '}
          and <Link to="/network">the network pages</Link>.
        </p>
      </main>
    </Layout>
  );
}
