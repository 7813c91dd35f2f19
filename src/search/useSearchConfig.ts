import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchSiteConfig} from './types';

/** The site's search configuration and the URL of the embedded index. */
export function useSearchConfig(): {config: SearchSiteConfig; indexUrl: string} {
  const {siteConfig} = useDocusaurusContext();
  const config = (siteConfig.themeConfig as {typesense: SearchSiteConfig}).typesense;
  return {config, indexUrl: useBaseUrl(config.indexPath)};
}
