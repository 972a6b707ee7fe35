import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import type { ChecklistHandle } from '@site/src/lib/checklist/enhance';
import styles from './styles.module.css';
import fields from '@site/src/components/ToolDisclosure/fields.module.css';

interface Props {
  /** Names the checklist in the browser's storage: keep it when the list's wording changes. */
  id: string;
  /** The exported Markdown's title. */
  title: string;
}

/**
 * Makes the page's Markdown task lists a checklist that remembers: its code
 * loads after hydration and enables the checkboxes, restores the reader's
 * ticks (src/lib/checklist), and says which ticks it cleared because an
 * item's text changed. The server's HTML keeps the plain lists.
 */
export default function Checklist({ id, title }: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<ChecklistHandle>();
  const [failed, setFailed] = useState(false);
  const [showExport, setShowExport] = useState(false);
  const [copied, setCopied] = useState(false);
  // The checkboxes are the page's own elements: a tick re-renders this bar (the export, the notices).
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const exportId = useId();

  useEffect(() => {
    let live: ChecklistHandle | undefined;
    let cancelled = false;
    import('@site/src/lib/checklist/enhance').then(
      ({ enhanceChecklist }) => {
        const root = ref.current?.closest('article');
        if (cancelled || !root) return;
        live = enhanceChecklist(root, {
          id,
          title,
          onChange: () => {
            setCopied(false);
            refresh();
          },
        });
        setHandle(live);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      live?.detach();
    };
  }, [id, title]);

  const markdown = showExport && handle ? handle.markdown() : '';
  const copy = (): void => {
    navigator.clipboard.writeText(markdown).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div ref={ref} className={styles.checklist} data-checklist={id} data-search-ignore>
      <p className={styles.lead}>Tick the items below as you go. Your ticks stay in this browser, and nowhere else.</p>
      {failed && (
        <p role="alert" className={styles.problem}>
          The checklist could not load. Check your connection and reload the page.
        </p>
      )}
      <div role="status">
        {handle && !handle.persistent && (
          <p className={styles.problem} data-storage="blocked">
            This browser blocks storage for this site, so your ticks cannot be remembered: they last until you leave
            this page.
          </p>
        )}
        {handle && handle.cleared.length > 0 && (
          <div className={styles.problem} data-cleared>
            <p>These items changed since you ticked them, so their ticks were cleared. Check them again:</p>
            <ul>
              {handle.cleared.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!handle}
          aria-expanded={showExport}
          aria-controls={exportId}
          onClick={() => setShowExport(!showExport)}
        >
          Export as Markdown
        </button>
      </div>
      <div id={exportId} hidden={!showExport} className={styles.export}>
        {showExport && handle && (
          <>
            <label htmlFor={`${exportId}-text`}>{title} as Markdown, with your ticks</label>
            <textarea className={fields.codeField} id={`${exportId}-text`} readOnly rows={8} value={markdown} />
            <div className={styles.actions}>
              <button type="button" className="button button--primary button--sm" onClick={copy}>
                Copy
              </button>
              <span role="status">{copied ? 'Copied.' : ''}</span>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
