/**
 * /http-api: the Access API reference, rendered by redocusaurus's server-rendering Redoc
 * theme component from the description this build resolved (plugins/access-api). The
 * reference is a React root of its own in the browser (../redoc/RedocIsland.tsx).
 *
 * redocusaurus's hooks read their theme settings from global data, which ships
 * with every page; this route receives them through its own data module instead
 * and provides them to the Redoc subtree only, through the Docusaurus context.
 */
import React, {lazy, useMemo} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import type {ApiReferenceData} from '../../types';
import {pageCss} from './styles';
import TryIt from '../TryIt';
import RedocIsland from '../redoc/RedocIsland';
import {loadReference} from '../redoc/loadReference';

export default function ApiReferencePage({api}: {api: ApiReferenceData}): React.JSX.Element {
  const context = useDocusaurusContext();
  const scoped = useMemo(
    () => ({...context, globalData: {...context.globalData, 'docusaurus-theme-redoc': {default: api.theme}}}),
    [context, api.theme],
  );
  // Redoc's code is not part of the page's own chunks: the reference's root loads it (loadReference.ts).
  const ServerRedoc = useMemo(() => lazy(() => loadReference(api.spec, api.downloadUrl, api.theme)), [api]);
  const {title, version} = api.spec.info;
  return (
    <Layout title={`${title} reference`} description="The REST interface of Flow access nodes: every endpoint, parameter, schema and error, with curl examples for testnet and mainnet.">
      <main className="api-reference">
        <style dangerouslySetInnerHTML={{__html: pageCss}} />
        <div className="api-reference__intro">
          <p>
            {title} {version}, the REST interface of Flow access nodes.{' '}
            <a href={api.downloadUrl} download data-testid="api-download">
              Download this OpenAPI description (YAML)
            </a>
          </p>
        </div>
        {/* The Try-it buttons go into Redoc's sections once those have hydrated. */}
        <RedocIsland afterHydration={<TryIt spec={api.spec} />}>
          <Context.Provider value={scoped}>
            <ServerRedoc spec={api.spec} url={api.downloadUrl} isSpecFile themeId="default" />
          </Context.Provider>
        </RedocIsland>
      </main>
    </Layout>
  );
}
