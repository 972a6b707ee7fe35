import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { BuilderOperation } from '@site/src/lib/requestBuilder/operationData';
import styles from './styles.module.css';

interface Props {
  operationId: string;
  /**
   * Imports the operation's generated data (.generated/api/operations/<id>.json).
   * The page passes it with a literal path, so each operation's data is its own chunk.
   */
  loadOperation: () => Promise<{ default: BuilderOperation }>;
}

interface Loaded {
  Panel: ComponentType<{ operation: BuilderOperation }>;
  operation: BuilderOperation;
}

type Status = 'closed' | 'loading' | 'ready' | 'failed';

/** The builder's code and this operation's data, fetched together on first open. */
function loadBuilder(loadOperation: Props['loadOperation']): Promise<Loaded> {
  return Promise.all([import('@site/src/components/RequestBuilderPanel'), loadOperation()]).then(([panel, data]) => ({
    Panel: panel.default,
    operation: data.default,
  }));
}

/**
 * "Build a request" on an operation page: a disclosure button whose panel
 * holds the request builder once it has loaded. Until then the page carries
 * only this button.
 */
export default function RequestBuilder({ operationId, loadOperation }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('closed');
  const [loaded, setLoaded] = useState<Loaded>();
  const panelId = useId();

  const toggle = (): void => {
    const next = !open;
    setOpen(next);
    if (!next || loaded || status === 'loading') return;
    setStatus('loading');
    loadBuilder(loadOperation).then(
      (result) => {
        setLoaded(result);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.builder} data-operation-id={operationId}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          Build a request
        </button>
        <p className={styles.lead}>
          Fill in the fields and copy the request in five languages. Nothing is sent from this page.
        </p>
      </div>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && status === 'loading' && <p role="status">Loading the request builder…</p>}
        {open && status === 'failed' && (
          <p role="alert" className={styles.failed}>
            The request builder could not load. Check your connection and reload the page.
          </p>
        )}
        {loaded && <loaded.Panel operation={loaded.operation} />}
      </div>
    </div>
  );
}
