import { useId, useState, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** The button's text, and the tool's name in its loading and failure messages. */
  label: string;
  /** One line beside the button: what the tool does. */
  lead: string;
  /** The tool's name in "Loading the … " and "The … could not load". */
  toolName: string;
  /** Imports the tool's panel: the caller's literal import(), so the bundler gives each tool its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

type Status = 'closed' | 'loading' | 'ready' | 'failed';

/**
 * A tool on a page (signature checker, error decoder, request builder): a disclosure button
 * whose panel holds the tool once its code has loaded, on first open. Until
 * then the page carries only this button.
 */
export default function ToolDisclosure({ label, lead, toolName, load }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('closed');
  const [Panel, setPanel] = useState<ComponentType>();
  const panelId = useId();

  const toggle = (): void => {
    const next = !open;
    setOpen(next);
    if (!next || Panel || status === 'loading') return;
    setStatus('loading');
    load().then(
      (module) => {
        // A function component in state must be wrapped: React calls a bare function as an updater.
        setPanel(() => module.default);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.tool}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          {label}
        </button>
        <p className={styles.lead}>{lead}</p>
      </div>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && status === 'loading' && <p role="status">Loading the {toolName}…</p>}
        {open && status === 'failed' && (
          <p role="alert" className={styles.failed}>
            The {toolName} could not load. Check your connection and reload the page.
          </p>
        )}
        {Panel && <Panel />}
      </div>
    </div>
  );
}
