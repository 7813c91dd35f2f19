import React from 'react';
import Link from '@docusaurus/Link';
import {columns, rows, type Part} from './rows';
import styles from './styles.module.css';

function Cell({parts}: {parts: Part[]}): React.JSX.Element {
  return (
    <>
      {parts.map((part, i) => {
        const shown = part.code ? <code>{part.text}</code> : part.text;
        return part.href ? (
          <Link key={i} href={part.href}>
            {shown}
          </Link>
        ) : (
          <React.Fragment key={i}>{shown}</React.Fragment>
        );
      })}
    </>
  );
}

/**
 * The parameters of every Flow EVM network, one column each, rendered from src/data/evmNetworks.ts
 * (the values the "Add Flow EVM" buttons send) through rows.ts, which the page's Markdown renders
 * too. On a narrow screen the table scrolls sideways in a region that takes keyboard focus, so it
 * can be scrolled without a pointer.
 */
export default function EvmNetworkTable(): React.JSX.Element {
  return (
    <div className={styles.scroll} role="region" aria-label="Flow EVM network parameters" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">
                <Cell parts={row.field} />
              </th>
              {row.values.map((parts, j) => (
                <td key={j}>
                  <Cell parts={parts} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
