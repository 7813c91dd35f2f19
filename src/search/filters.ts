/**
 * The subset of Typesense's `filter_by` syntax that the theme's contextual search
 * produces (`language:=en && docusaurus_tag:=[default,docs-default-current]`),
 * for the embedded backend. Anything else is refused loudly, not ignored.
 */
import type {DocSearchRecord} from './types';

type Filter = (record: DocSearchRecord) => boolean;

const CLAUSE = /^([a-z_][a-z0-9_.]*):=\s*(\[(.*)\]|`([^`]*)`|([^\s&|[\]]+))$/i;

export function parseFilterBy(filterBy: string | undefined): Filter {
  const source = filterBy?.trim() ?? '';
  if (!source) return () => true;
  const clauses = source.split('&&').map((clause) => {
    const match = CLAUSE.exec(clause.trim());
    if (!match) throw new Error(`search: unsupported filter_by clause "${clause.trim()}" in "${source}"`);
    const field = match[1] as keyof DocSearchRecord;
    const values = (match[3] !== undefined ? match[3].split(',') : [match[4] ?? match[5] ?? ''])
      .map((value) => value.trim().replace(/^`|`$/g, ''))
      .filter(Boolean);
    return (record: DocSearchRecord) => values.includes(String(record[field] ?? ''));
  });
  return (record) => clauses.every((clause) => clause(record));
}
