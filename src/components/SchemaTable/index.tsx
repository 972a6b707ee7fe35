import { useMemo, type ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import type { SchemaRow } from '@site/src/lib/openapi/schemaRows';
import styles from './styles.module.css';

interface Props {
  /** The rows as JSON: the API pages' generator writes them so (plugins/openapi-docs/render.ts says why). */
  rowsJson: string;
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

/** A parameter or attribute table generated from a schema; nested objects expand. */
export default function SchemaTable({ rowsJson }: Props): ReactNode {
  const rows = useMemo(() => JSON.parse(rowsJson) as SchemaRow[], [rowsJson]);
  return (
    <div className={styles.table}>
      <Rows rows={rows} />
    </div>
  );
}
