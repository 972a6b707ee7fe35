import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import fieldStyles from '@site/src/components/ToolDisclosure/fields.module.css';
import { sampleValues } from '@site/src/data/facts/sampleValues';
import { canRemember, saveValues, useYourValues } from '@site/src/lib/yourValues/store';
import { checkValues } from '@site/src/lib/yourValues/values';
import styles from './styles.module.css';

export interface PanelProps {
  /** Called when the dialog has closed (Escape, or the Close button). */
  onClose: () => void;
}

/**
 * The "Your values" panel, a modal dialog: the reader's test secret key,
 * webhook signing secret, webhook URL and ids, which every sample on every
 * page then shows in place of its placeholder (src/lib/yourValues). Kept in
 * this browser's local storage and nowhere else; with storage blocked, for
 * this visit. A live key is refused, with the reason.
 */
export default function YourValuesPanel({ onClose }: PanelProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const stored = useYourValues();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...stored }));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState('');
  const [remembered, setRemembered] = useState(canRemember);
  const id = `yv${useId().replace(/[^A-Za-z0-9]/g, '')}`;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const save = (event: FormEvent): void => {
    event.preventDefault();
    const checked = checkValues(draft);
    setProblems(checked.problems);
    const firstProblem = sampleValues.find((entry) => checked.problems[entry.name]);
    if (firstProblem) {
      setStatus('Nothing saved: fix the marked field.');
      document.getElementById(`${id}-${firstProblem.name}`)?.focus();
      return;
    }
    const kept = saveValues(checked.values);
    setRemembered(kept);
    setDraft({ ...checked.values });
    const count = Object.keys(checked.values).length;
    if (count === 0) setStatus('No values: the samples show the documented placeholders.');
    else
      setStatus(
        kept
          ? 'Saved. The samples on every page show your values, and copy them.'
          : 'Saved for this visit only: the samples show your values until you close or reload this tab.',
      );
  };
  const clear = (): void => {
    setDraft({});
    setProblems({});
    setRemembered(saveValues({}));
    setStatus('Cleared. The samples show the documented placeholders again.');
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={save}>
        <h2 id={`${id}-title`} className={styles.title}>
          Your values
        </h2>
        <p className={styles.lead}>
          Every code sample on every page, and what its copy button copies, shows these in place of the documented
          placeholders. They stay in this browser and are never sent anywhere. Leave a field empty to keep its
          placeholder.
        </p>
        {!remembered && (
          <p className={styles.blocked} data-storage="blocked">
            Your browser blocks this site’s storage, so your values cannot be remembered: they last for this visit only.
          </p>
        )}
        <div className={styles.fields}>
          {sampleValues.map((entry) => {
            const fieldId = `${id}-${entry.name}`;
            const problem = problems[entry.name];
            return (
              <div key={entry.name} className={styles.field}>
                <label htmlFor={fieldId} className={styles.label}>
                  {entry.label}
                </label>
                <input
                  id={fieldId}
                  className={fieldStyles.codeField}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={entry.placeholder}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${fieldId}-problem` : undefined}
                  value={draft[entry.name] ?? ''}
                  onChange={(event) => setDraft({ ...draft, [entry.name]: event.target.value })}
                />
                {problem && (
                  <p id={`${fieldId}-problem`} className={styles.problem}>
                    {problem}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear all
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </form>
    </dialog>
  );
}
