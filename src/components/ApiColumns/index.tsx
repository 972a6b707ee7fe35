import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface ColumnsProps {
  /**
   * The examples stay in view while the reader scrolls, at most a window tall (the
   * generator sets it beside a long reference: plugins/openapi-docs/render.ts).
   */
  sticky?: boolean;
  children: ReactNode;
}

/**
 * The two columns of an API page on a wide screen (styles.module.css): the
 * reference (parameters, attributes) on the left, the examples (request
 * samples, the request builder's button, response examples) on the right,
 * sticky beside a long reference while the reader scrolls. Narrower screens get one column, in the
 * source's order. Layout only: the columns are in the server's HTML, and the
 * Markdown copies keep their children in order (plugins/llms/components.ts).
 */
export default function ApiColumns({ sticky = false, children }: ColumnsProps): ReactNode {
  return <div className={sticky ? `${styles.columns} ${styles.sticky}` : styles.columns}>{children}</div>;
}

interface ColumnProps {
  /**
   * `reference`: the left column (a page may have two, before and after its
   * examples); `examples`: the right one, beside every reference part.
   */
  side: 'reference' | 'examples';
  children: ReactNode;
}

export function ApiColumn({ side, children }: ColumnProps): ReactNode {
  return (
    <div className={side === 'examples' ? styles.examples : styles.reference} data-api-column={side}>
      {children}
    </div>
  );
}
