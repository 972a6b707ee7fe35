import { useMemo, type ReactElement, type ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import type { SchemaRow } from '@site/src/lib/openapi/schemaRows';
import { useServerOnlyValue } from '@site/src/lib/serverOnlyContent';
import styles from './styles.module.css';

interface Props {
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

function Rows({ rows }: { rows: readonly SchemaRow[] }): ReactNode {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.name} className={styles.row}>
          <div className={styles.head}>
            <code className={styles.name}>{row.name}</code>
            <span className={styles.type}>{row.type}</span>
            {row.required && <span className={styles.required}>required</span>}
            {row.deprecated && <span className={styles.deprecated}>deprecated</span>}
          </div>
          <RowDetails row={row} />
          {row.children && row.children.length > 0 && (
            <details className={styles.children}>
              <summary>
                {row.name} attributes ({row.children.length})
              </summary>
              <Rows rows={row.children} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function Table({ rowsJson }: { rowsJson: string }): ReactNode {
  const rows = useMemo(() => JSON.parse(rowsJson) as SchemaRow[], [rowsJson]);
  return (
    <div className={styles.table}>
      <Rows rows={rows} />
    </div>
  );
}

const keepInnerHtml = { __html: '' };

/**
 * A parameter or attribute table generated from a schema; nested objects
 * expand (<details>, no script). Hydrated from the server's HTML without its
 * rows, it keeps that HTML as it is: React leaves the inner HTML of an
 * element alone, and `keepInnerHtml` never changes.
 */
export default function SchemaTable({ rowsJson }: Props): ReactNode {
  const json = useServerOnlyValue(rowsJson, 'A schema table’s rows');
  if (json !== null) return <Table rowsJson={json} />;
  return <div className={styles.table} dangerouslySetInnerHTML={keepInnerHtml} suppressHydrationWarning />;
}
