import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {NetworkIndexData} from '../../types';
import StatusBadge from '../shared/StatusBadge';
import {sourceLabel} from '../shared/format';

const DESCRIPTION = 'Flow networks, their access endpoints, and the sporks each one has run.';

export default function NetworkIndex({data}: {data: NetworkIndexData}): React.JSX.Element {
  return (
    <Layout title="Networks" description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Flow networks</Heading>
        <p className="max-w-3xl text-lg">{DESCRIPTION}</p>
        <ul className="grid list-none gap-4 p-0 md:grid-cols-2">
          {data.networks.map((network) => (
            <li key={network.slug} className="card padding--md">
              <div className="flex flex-wrap items-center gap-2">
                <Heading as="h2" className="mb-0 text-xl">
                  <Link to={`/network/${network.slug}`}>{network.title}</Link>
                </Heading>
                <StatusBadge status={network.status} />
              </div>
              <p className="mt-2 mb-1">{network.summary}</p>
              {network.currentSpork && <p className="mb-0 text-sm">Current spork: {network.currentSpork}</p>}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm">{sourceLabel(data.source)}</p>
      </main>
    </Layout>
  );
}
