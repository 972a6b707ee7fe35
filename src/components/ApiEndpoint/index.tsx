import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  method: string;
  /** The path as readers call it, version prefix included (e.g. /v1/refunds). */
  path: string;
  /** The server's base URL, shown for context. */
  server: string;
}

/**
 * The method and path of an API operation, as the first thing on its page.
 * Kept out of the search index (its text runs together as "POSThttps://…");
 * the page's search keywords carry "POST /v1/…" instead.
 */
export default function ApiEndpoint({ method, path, server }: Props): ReactNode {
  const origin = new URL(server).origin;
  return (
    <p className={styles.endpoint} aria-label={`${method.toUpperCase()} ${path}`} data-search-ignore="true">
      <span className={styles.method} data-method={method}>
        {method.toUpperCase()}
      </span>
      <code className={styles.path}>
        <span className={styles.origin}>{origin}</span>
        {path}
      </code>
    </p>
  );
}
