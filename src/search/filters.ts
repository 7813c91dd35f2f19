/**
 * The subset of Typesense's `filter_by` syntax that the theme's contextual search
 * produces (`language:=en && docusaurus_tag:=[default,docs-default-current]`),
 * for the embedded backend. Anything else is refused loudly, not ignored.
 */
type Filter = (record: object) => boolean;

const CLAUSE = /^([a-z_][a-z0-9_.]*):=\s*(\[(.*)\]|`([^`]*)`|([^\s&|[\]]+))$/i;

/** `fields`: the only fields a clause may name (a record that lacks the others cannot be filtered on them). */
export function parseFilterBy(filterBy: string | undefined, fields?: readonly string[]): Filter {
  const source = filterBy?.trim() ?? '';
  if (!source) return () => true;
  const clauses = source.split('&&').map((clause) => {
    const match = CLAUSE.exec(clause.trim());
    if (!match) throw new Error(`search: unsupported filter_by clause "${clause.trim()}" in "${source}"`);
    const field = match[1]!;
    if (fields && !fields.includes(field)) throw new Error(`search: filter_by on "${field}" is not supported here (only ${fields.join(', ')}), in "${source}"`);
    const values = (match[3] !== undefined ? match[3].split(',') : [match[4] ?? match[5] ?? ''])
      .map((value) => value.trim().replace(/^`|`$/g, ''))
      .filter(Boolean);
    return (record: object) => values.includes(String((record as Record<string, unknown>)[field] ?? ''));
  });
  return (record) => clauses.every((clause) => clause(record));
}
