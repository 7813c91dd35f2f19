import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {audiencePaths, popularLinks} from './_home/content';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="Build on Flow"
      description="Documentation for building on the Flow blockchain: Cadence smart contracts, Flow EVM, the CLI and SDKs, node operation and staking."
    >
      <main>
        <header className="border-0 border-b border-solid border-[var(--ifm-toc-border-color)] py-12 desktop:py-16">
          <div className="container">
            <Heading as="h1" className="text-4xl desktop:text-5xl">
              Build on Flow
            </Heading>
            <p className="max-w-3xl text-lg">
              Flow is a layer-one blockchain that splits the work of a validator among specialised node roles, so it
              stays fast and low-cost without sharding its state. You write its smart contracts in Cadence, a
              resource-oriented language in which digital assets cannot be copied or lost by mistake, or deploy your
              Solidity contracts unchanged to Flow EVM.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link className="button button--primary button--lg" to="/build/getting-started/quickstarts/hello-world">
                Start with Hello World
              </Link>
              <Link className="button button--secondary button--lg" to="/build/flow">
                Why Flow
              </Link>
            </div>
          </div>
        </header>

        <section className="container py-10" aria-labelledby="paths">
          <Heading as="h2" id="paths">
            Choose your path
          </Heading>
          <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 desktop:grid-cols-3">
            {audiencePaths.map((path) => (
              <li key={path.to} className="card padding--lg shadow--md">
                <Heading as="h3" className="mb-2 text-xl">
                  <Link to={path.to}>{path.title}</Link>
                </Heading>
                <p className="mb-3">{path.summary}</p>
                <ul className="mb-0 pl-5">
                  {path.next.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section className="container pb-14" aria-labelledby="popular">
          <Heading as="h2" id="popular">
            Most used
          </Heading>
          <ul className="m-0 grid list-none gap-x-8 gap-y-2 p-0 sm:grid-cols-2 desktop:grid-cols-3">
            {popularLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold">
                  {link.label}
                </Link>
                <span className="block text-sm">{link.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
