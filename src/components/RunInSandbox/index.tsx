import Link from '@docusaurus/Link';
import { useRef, useState, type ReactNode } from 'react';

/** What a run said: the status line, the answer's body, and whether the customer acts next. */
export interface StepRun {
  said: string;
  body?: string;
  customerNext?: boolean;
}

interface Props {
  /** A browser step: confirm the newest payment intent with this method (`gcash`, `card`…), as the library does. */
  confirm?: string;
}

/**
 * "Run in sandbox" under a walkthrough's request step: sends the step's own
 * curl sample (or, with `confirm`, the library's confirm) to the sandbox in
 * the reader's browser and shows the answer in place. Only this marker is in
 * the page's chunk: the runner and the sandbox load on the first click (./run).
 */
export default function RunInSandbox({ confirm }: Props): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const [run, setRun] = useState<StepRun>({ said: '' });
  const [busy, setBusy] = useState(false);
  const start = (): void => {
    setBusy(true);
    setRun({ said: 'Running in the sandbox…' });
    import('./run')
      .then((runner) => runner.runStep(anchor.current!, confirm))
      .then(setRun, (error: unknown) => setRun({ said: error instanceof Error ? error.message : String(error) }))
      .finally(() => setBusy(false));
  };
  return (
    <div ref={anchor} className="margin-bottom--lg" data-run-in-sandbox>
      <button type="button" className="button button--secondary button--sm" disabled={busy} onClick={start}>
        Run in sandbox
      </button>{' '}
      <span aria-live="polite" data-run-said>
        {run.said}
      </span>
      {run.body && (
        <pre tabIndex={0} data-run-answer>
          <code>{run.body}</code>
        </pre>
      )}
      {run.customerNext && (
        <p>
          Now play the customer on the <Link to="/docs/guide/developer_handbook/testing/sandbox">sandbox page</Link>.
        </p>
      )}
    </div>
  );
}
