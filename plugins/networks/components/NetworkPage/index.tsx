import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
// The theme's own: @theme/Admonition is loaded on demand in the browser (src/theme/Admonition).
import Admonition from '@theme-original/Admonition';
import type {NetworkPageData, Spork} from '../../types';
import StatusBadge from '../shared/StatusBadge';
import {formatHeight, formatUtc, sourceLabel} from '../shared/format';

function Endpoints({data}: {data: NetworkPageData}): React.JSX.Element {
  const {access, status} = data.entry;
  return (
    <section aria-labelledby="access-endpoints">
      <Heading as="h2" id="access-endpoints">
        Access endpoints
      </Heading>
      {status === 'retired' && <p>This network is retired: Flow's spork data no longer lists it, and its endpoints are listed for the record only.</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">API</th>
            <th scope="col">Endpoint</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">gRPC</th>
            <td>
              <code>{access.grpc}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">REST</th>
            <td>
              <code>{access.rest}</code>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function CurrentSpork({spork}: {spork: Spork | null}): React.JSX.Element {
  return (
    <section aria-labelledby="current-spork">
      <Heading as="h2" id="current-spork">
        Current spork
      </Heading>
      {spork === null ? (
        <p>This network published no spork data.</p>
      ) : (
        <table>
          <tbody>
            <tr>
              <th scope="row">Spork</th>
              <td>{spork.name}</td>
            </tr>
            <tr>
              <th scope="row">Spork time</th>
              <td>
                <time dateTime={spork.sporkTime}>{formatUtc(spork.sporkTime)}</time>
              </td>
            </tr>
            <tr>
              <th scope="row">Root block height</th>
              <td>{formatHeight(spork.rootHeight)}</td>
            </tr>
            <tr>
              <th scope="row">Root parent block id</th>
              <td>
                <code className="break-all">{spork.rootParentId}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">Root state commitment</th>
              <td>
                <code className="break-all">{spork.rootStateCommitment}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">flow-go commit</th>
              <td>{spork.gitCommit ? <code className="break-all">{spork.gitCommit}</code> : 'not published'}</td>
            </tr>
            <tr>
              <th scope="row">flow-go version</th>
              <td>{spork.versions.flowGo ?? 'not published'}</td>
            </tr>
            <tr>
              <th scope="row">Cadence version</th>
              <td>{spork.versions.cadence ?? 'not published'}</td>
            </tr>
            <tr>
              <th scope="row">Docker image tag</th>
              <td>{spork.versions.docker ?? 'not published'}</td>
            </tr>
            {spork.note && (
              <tr>
                <th scope="row">Note</th>
                <td>{spork.note}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PastSporks({sporks}: {sporks: Spork[]}): React.JSX.Element | null {
  if (sporks.length === 0) return null;
  return (
    <section aria-labelledby="past-sporks">
      <Heading as="h2" id="past-sporks">
        Past sporks
      </Heading>
      <div className="overflow-x-auto">
        <table>
          <thead>
            <tr>
              <th scope="col">Spork</th>
              <th scope="col">Spork time</th>
              <th scope="col">Root block height</th>
              <th scope="col">flow-go version</th>
              <th scope="col">Cadence version</th>
            </tr>
          </thead>
          <tbody>
            {sporks.map((spork) => (
              <tr key={spork.key}>
                <td>{spork.name}</td>
                <td>
                  <time dateTime={spork.sporkTime}>{formatUtc(spork.sporkTime)}</time>
                </td>
                <td>{formatHeight(spork.rootHeight)}</td>
                <td>{spork.versions.flowGo ?? '—'}</td>
                <td>{spork.versions.cadence ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function NetworkPage({data}: {data: NetworkPageData}): React.JSX.Element {
  const {entry, current, past, others, source} = data;
  const replacement = others.find((other) => other.slug === entry.replacement);
  return (
    <Layout title={entry.title} description={entry.summary}>
      <main className="container margin-vert--lg">
        <div className="flex flex-wrap items-center gap-3">
          <Heading as="h1" className="mb-0">
            {entry.title}
          </Heading>
          <StatusBadge status={entry.status} />
        </div>
        <p className="mt-4 max-w-3xl text-lg">{entry.summary}</p>
        {entry.status === 'retired' && (
          <Admonition type="warning" title="Retired network">
            <p>
              {entry.network} is no longer running.
              {replacement && (
                <>
                  {' '}
                  Use <Link to={`/network/${replacement.slug}`}>{replacement.title}</Link> instead.
                </>
              )}
            </p>
          </Admonition>
        )}
        {entry.focus === 'access' ? (
          <>
            <Endpoints data={data} />
            <CurrentSpork spork={current} />
          </>
        ) : (
          <>
            <CurrentSpork spork={current} />
            <Endpoints data={data} />
          </>
        )}
        <PastSporks sporks={past} />
        <nav aria-labelledby="other-networks">
          <Heading as="h2" id="other-networks">
            Other networks
          </Heading>
          <ul>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={`/network/${other.slug}`}>{other.title}</Link>
                {other.status === 'retired' && ' (retired)'}
              </li>
            ))}
            <li>
              <Link to="/network">All networks</Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm">{sourceLabel(source)}</p>
      </main>
    </Layout>
  );
}
