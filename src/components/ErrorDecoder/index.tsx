import { useId, useState, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

type Status = 'closed' | 'loading' | 'ready' | 'failed';

/**
 * "Decode an error" on the error codes page: a disclosure button whose panel
 * holds the error decoder once it has loaded. Until then the page carries
 * only this button; the table below it reads without it.
 */
export default function ErrorDecoder(): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('closed');
  const [Panel, setPanel] = useState<ComponentType>();
  const panelId = useId();

  const toggle = (): void => {
    const next = !open;
    setOpen(next);
    if (!next || Panel || status === 'loading') return;
    setStatus('loading');
    import('@site/src/components/ErrorDecoderPanel').then(
      (module) => {
        // A function component in state must be wrapped: React calls a bare function as an updater.
        setPanel(() => module.default);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.decoder}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          Decode an error
        </button>
        <p className={styles.lead}>
          Paste an error response or a code: get its cause, the fix, and whether to retry. Nothing leaves this page.
        </p>
      </div>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && status === 'loading' && <p role="status">Loading the error decoder…</p>}
        {open && status === 'failed' && (
          <p role="alert" className={styles.failed}>
            The error decoder could not load. Check your connection and reload the page.
          </p>
        )}
        {Panel && <Panel />}
      </div>
    </div>
  );
}
