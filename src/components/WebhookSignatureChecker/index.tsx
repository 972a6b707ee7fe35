import { useId, useState, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

type Status = 'closed' | 'loading' | 'ready' | 'failed';

/**
 * "Check a signature" on the webhooks guide: a disclosure button whose panel
 * holds the signature checker once it has loaded. Until then the page carries
 * only this button; the checker's code and sample event load on first open.
 */
export default function WebhookSignatureChecker(): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('closed');
  const [Panel, setPanel] = useState<ComponentType>();
  const panelId = useId();

  const toggle = (): void => {
    const next = !open;
    setOpen(next);
    if (!next || Panel || status === 'loading') return;
    setStatus('loading');
    import('@site/src/components/WebhookSignatureCheckerPanel').then(
      (module) => {
        // A function component in state must be wrapped: React calls a bare function as an updater.
        setPanel(() => module.default);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.checker}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          Check a signature
        </button>
        <p className={styles.lead}>
          Paste a delivery and see why it fails, or make a signed sample one. It runs in your browser: nothing you paste
          leaves this page.
        </p>
      </div>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && status === 'loading' && <p role="status">Loading the signature checker…</p>}
        {open && status === 'failed' && (
          <p role="alert" className={styles.failed}>
            The signature checker could not load. Check your connection and reload the page.
          </p>
        )}
        {Panel && <Panel />}
      </div>
    </div>
  );
}
