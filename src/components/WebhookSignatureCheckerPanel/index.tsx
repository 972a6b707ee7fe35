import { useMDXComponents } from '@mdx-js/react';
import clsx from 'clsx';
import { useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import KeepPlaceholders from '@site/src/components/KeepPlaceholders';
import { diagnose, type Verdict } from '@site/src/lib/webhookSignature/diagnose';
import {
  curlCommand,
  defaultLocalEndpoint,
  signDelivery,
  type SignedDelivery,
} from '@site/src/lib/webhookSignature/sampleDelivery';
import { signatureHeaderName, toleranceSeconds } from '@site/src/lib/webhookSignature/signatureHeader';
import sampleEvent from '@site/.generated/api/webhook-sample-event.json';
import styles from './styles.module.css';
import fields from '@site/src/components/ToolDisclosure/fields.module.css';

/** Signs the sample when the reader has not typed a secret: the samples' own placeholder. */
const placeholderSecret = 'whsk_YOUR_WEBHOOK_SECRET_KEY';

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The webhook signature checker, loaded when the reader opens it: paste a
 * delivery and get a verdict (src/lib/webhookSignature/diagnose.ts), or make
 * a signed sample delivery and the curl command that sends it.
 */
export default function WebhookSignatureCheckerPanel(): ReactNode {
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [secret, setSecret] = useState('');
  const [clock, setClock] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();
  const [inputProblem, setInputProblem] = useState<string>();
  const [endpoint, setEndpoint] = useState(defaultLocalEndpoint);
  const [sample, setSample] = useState<SignedDelivery & { secretShown: string }>();
  const id = `wsc${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // The page's own MDX code component (the theme's CodeBlock), as the request builder does:
  // importing CodeBlock here would split it out of the docs chunk.
  const Code = (useMDXComponents().code ?? 'code') as ComponentType<{ className: string; children: string }>;

  const check = (event: FormEvent): void => {
    event.preventDefault();
    setVerdict(undefined);
    const missing = [body === '' && 'the raw body', header.trim() === '' && 'the header', secret === '' && 'the secret']
      .filter(Boolean)
      .join(', ');
    const now = clock.trim() === '' ? unixNow() : Number(clock.trim());
    if (missing) {
      setInputProblem(`Fill in ${missing}.`);
    } else if (!Number.isInteger(now) || now < 0) {
      setInputProblem("Your server's clock must be a Unix time in whole seconds, or empty for this computer's clock.");
    } else {
      setInputProblem(undefined);
      void diagnose({ body, header, secret, now }).then(setVerdict);
    }
  };

  const makeSample = (): void => {
    const signingSecret = secret.trim() || placeholderSecret;
    void signDelivery(sampleEvent.body, signingSecret, unixNow()).then((delivery) => {
      setSample({ ...delivery, secretShown: signingSecret });
      setBody(delivery.body);
      setHeader(delivery.header);
      setSecret(signingSecret);
      setVerdict(undefined);
    });
  };

  return (
    <div className={styles.panel}>
      <form className={styles.form} noValidate aria-label="Webhook signature checker" onSubmit={check}>
        <label htmlFor={`${id}-body`}>Raw body, exactly as your endpoint received it</label>
        <textarea
          className={fields.codeField}
          id={`${id}-body`}
          rows={6}
          spellCheck={false}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <label htmlFor={`${id}-header`}>{signatureHeaderName} header</label>
        <input
          className={fields.codeField}
          id={`${id}-header`}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder="t=…,v1=…"
          value={header}
          onChange={(e) => setHeader(e.target.value)}
        />
        <label htmlFor={`${id}-secret`}>The endpoint&apos;s signing secret</label>
        <input
          className={fields.codeField}
          id={`${id}-secret`}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder="whsk_…"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
        />
        <label htmlFor={`${id}-clock`}>Your server&apos;s clock when it received the delivery (Unix seconds)</label>
        <input
          className={fields.codeField}
          id={`${id}-clock`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-clock-hint`}
          value={clock}
          onChange={(e) => setClock(e.target.value)}
        />
        <p id={`${id}-clock-hint`} className={styles.hint}>
          Empty: this computer&apos;s clock. The timestamp may be {toleranceSeconds} seconds away from it either way.
        </p>
        <div>
          <button type="submit" className="button button--primary">
            Check the signature
          </button>
        </div>
      </form>
      <div role="status" className={styles.result}>
        {inputProblem && <p>{inputProblem}</p>}
        {verdict && (
          <div
            className={clsx('alert', verdict.kind === 'valid' ? 'alert--success' : 'alert--danger')}
            data-verdict={verdict.kind}
          >
            <p className={styles.verdictTitle}>{verdict.title}</p>
            <p>{verdict.detail}</p>
          </div>
        )}
      </div>

      <div className={styles.sample}>
        <p className={styles.sampleTitle}>Signed sample delivery</p>
        <p>
          A <code>payment.paid</code> event signed now with the secret above (or the placeholder{' '}
          <code>{placeholderSecret}</code>), and the <code>curl</code> command that posts it to your local server.
          Making it also fills in the checker. Send it within {toleranceSeconds} seconds, or your handler rejects it as
          a replay.
        </p>
        <label htmlFor={`${id}-endpoint`}>Your local endpoint</label>
        <input
          className={fields.codeField}
          id={`${id}-endpoint`}
          type="url"
          spellCheck={false}
          autoComplete="off"
          value={endpoint}
          onChange={(e) => setEndpoint(e.target.value)}
        />
        <div>
          <button type="button" className="button button--secondary" onClick={makeSample}>
            Make a signed sample delivery
          </button>
        </div>
        {sample && (
          <div data-sample-delivery>
            <p>
              Signed with <code>{sample.secretShown}</code>:
            </p>
            <KeepPlaceholders>
              <Code className="language-bash">{curlCommand(endpoint, sample)}</Code>
            </KeepPlaceholders>
          </div>
        )}
      </div>
    </div>
  );
}
