/**
 * /http-api: the Access API reference, rendered by redocusaurus's Redoc theme
 * component from the description this build resolved (plugins/access-api).
 *
 * redocusaurus's hooks read their theme settings from global data, which ships
 * with every page; this route receives them through its own data module instead
 * and provides them to the Redoc subtree only, through the Docusaurus context.
 */
import React, {useMemo} from 'react';
import Layout from '@theme/Layout';
import Redoc from '@theme/Redoc';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import type {ApiReferenceData} from '../../types';
import {pageCss} from './styles';
import TryIt from '../TryIt';

export default function ApiReferencePage({api}: {api: ApiReferenceData}): React.JSX.Element {
  const context = useDocusaurusContext();
  const scoped = useMemo(
    () => ({...context, globalData: {...context.globalData, 'docusaurus-theme-redoc': {default: api.theme}}}),
    [context, api.theme],
  );
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
        <Context.Provider value={scoped}>
          <Redoc spec={api.spec} url={api.downloadUrl} isSpecFile themeId="default" />
          <TryIt spec={api.spec} />
        </Context.Provider>
      </main>
    </Layout>
  );
}
