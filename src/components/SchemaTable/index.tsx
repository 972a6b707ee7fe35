import { useMemo, type ReactElement, type ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { fieldAnchor } from '@site/src/lib/openapi/fieldAnchor';
import type { SchemaRow } from '@site/src/lib/openapi/schemaRows';
import { keepInnerHtml, useServerOnlyValue } from '@site/src/lib/serverOnlyContent';
import styles from './styles.module.css';

interface Props {
  /** Names the table in its fields' anchors: `body` gives `#body.amount` (src/lib/openapi/fieldAnchor.ts). */
  anchorPrefix: string;
  /**
   * The rows as JSON: the API pages' generator writes them so (plugins/openapi-docs/render.ts
   * says why). On the first-loaded page, a marker instead: the rows are in the server's HTML
   * only (plugins/server-only-content).
   */
  rowsJson: string | ReactElement;
}

function RowDetails({ row }: { row: SchemaRow }): ReactNode {
  return (
    <>
      {row.description && (
        <p className={styles.description}>
          <InlineMarkdown text={row.description} />
        </p>
      )}
      {row.enumValues && (
        <p className={styles.meta}>
          One of:{' '}
          {row.enumValues.map((value, index) => (
            <span key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </p>
      )}
      {(row.constraints.length > 0 || row.defaultValue !== undefined) && (
        <p className={styles.meta}>
          {[...row.constraints, ...(row.defaultValue !== undefined ? [`default ${row.defaultValue}`] : [])].join(' · ')}
        </p>
      )}
    </>
  );
}

/**
 * Each field has an anchor (its row's id) and a link to it. Following the
 * link marks the field (`:target`); src/clientModules/copyButtons.ts also
 * copies the link's address, and, when an address names a field inside a
 * closed nested table, opens the tables around it.
 */
function Rows({
  rows,
  prefix,
  path,
}: {
  rows: readonly SchemaRow[];
  prefix: string;
  path: readonly string[];
}): ReactNode {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => {
        const rowPath = [...path, row.name];
        const id = fieldAnchor(prefix, rowPath);
        return (
          <li key={row.name} id={id} className={styles.row}>
            <div className={styles.head}>
              <code className={styles.name}>{row.name}</code>
              <span className={styles.type}>{row.type}</span>
              {row.required && <span className={styles.required}>required</span>}
              {row.deprecated && <span className={styles.deprecated}>deprecated</span>}
              <a
                className={styles.fieldLink}
                href={`#${id}`}
                data-field-link=""
                aria-label={`Copy link to ${rowPath.join('.')}`}
              >
                #
              </a>
            </div>
            <RowDetails row={row} />
            {row.children && row.children.length > 0 && (
              <details className={styles.children}>
                <summary>
                  {row.name} attributes ({row.children.length})
                </summary>
                <Rows rows={row.children} prefix={prefix} path={rowPath} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Table({ rowsJson, anchorPrefix }: { rowsJson: string; anchorPrefix: string }): ReactNode {
  const rows = useMemo(() => JSON.parse(rowsJson) as SchemaRow[], [rowsJson]);
  return (
    <div className={styles.table} data-field-links="">
      <Rows rows={rows} prefix={anchorPrefix} path={[]} />
      <p role="status" className={styles.linkStatus} />
    </div>
  );
}

/**
 * A parameter or attribute table generated from a schema; nested objects
 * expand (<details>, no script). Hydrated from the server's HTML without its
 * rows, it keeps that HTML as it is: React leaves the inner HTML of an
 * element alone, and `keepInnerHtml` never changes.
 */
export default function SchemaTable({ rowsJson, anchorPrefix }: Props): ReactNode {
  const json = useServerOnlyValue(rowsJson, 'A schema table’s rows');
  if (json !== null) return <Table rowsJson={json} anchorPrefix={anchorPrefix} />;
  return (
    <div
      className={styles.table}
      data-field-links=""
      dangerouslySetInnerHTML={keepInnerHtml}
      suppressHydrationWarning
    />
  );
}
