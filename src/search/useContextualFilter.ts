import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import {contextualFilter, type DocsGlobalData} from './contextualFilter';

/** The contextual filter of this site's search requests (contextualFilter.ts). */
export function useContextualFilter(): string {
  const {i18n} = useDocusaurusContext();
  const docs = (useGlobalData()['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsGlobalData>;
  return contextualFilter(i18n.currentLocale, docs);
}
