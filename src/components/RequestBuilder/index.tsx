import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { BuilderOperation } from '@site/src/lib/requestBuilder/operationData';
import styles from './styles.module.css';

interface Props {
  /** The operation whose generated data (.generated/api/operations/<id>.json) the builder loads. */
  operationId: string;
}

interface Loaded {
  Panel: ComponentType<{ operation: BuilderOperation }>;
  operation: BuilderOperation;
}

type Status = 'closed' | 'loading' | 'ready' | 'failed';

/**
 * The builder's code and this operation's data, fetched together on first
 * open. The template path makes the bundler emit one chunk per operation, so
 * a page never carries another operation's data, nor any of it until opened.
 */
function loadBuilder(operationId: string): Promise<Loaded> {
  return Promise.all([
    import('@site/src/components/RequestBuilderPanel'),
    import(`@site/.generated/api/operations/${operationId}.json`) as Promise<{ default: BuilderOperation }>,
  ]).then(([panel, data]) => ({ Panel: panel.default, operation: data.default }));
}

/**
 * "Build a request" on an operation page: a disclosure button whose panel
 * holds the request builder once it has loaded. Until then the page carries
 * only this button.
 */
export default function RequestBuilder({ operationId }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('closed');
  const [loaded, setLoaded] = useState<Loaded>();
  const panelId = useId();

  const toggle = (): void => {
    const next = !open;
    setOpen(next);
    if (!next || loaded || status === 'loading') return;
    setStatus('loading');
    loadBuilder(operationId).then(
      (result) => {
        setLoaded(result);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.builder}>
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
