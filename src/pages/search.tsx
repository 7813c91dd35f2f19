import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';

const SECTIONS = [
  {to: '/build/flow', label: 'Build'},
  {to: '/evm/about', label: 'EVM'},
  {to: '/tools', label: 'Tools'},
  {to: '/networks/flow-networks', label: 'Networks'},
  {to: '/ecosystem', label: 'Ecosystem'},
];

/**
 * Interim /search page until site search lands (it replaces this file). It
 * reads the query from `q` and says plainly that search is not available yet.
 */
export default function Search(): React.JSX.Element {
  const query = new URLSearchParams(useLocation().search).get('q')?.trim() ?? '';
  return (
    <Layout title="Search" description="Search the Flow Developer Portal.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search: ${query}` : 'Search'}</Heading>
        <p>Site search is not available yet. Browse the sections instead:</p>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
