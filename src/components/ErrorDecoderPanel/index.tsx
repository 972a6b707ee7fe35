import Link from '@docusaurus/Link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { decodeError, type DecodedError } from '@site/src/lib/errorDecoder/decode';
import type { ErrorCodeEntry } from '@site/src/lib/openapi/errorCatalogue';
import catalogue from '@site/.generated/api/error-codes.json';
import styles from './styles.module.css';
import fields from '@site/src/components/ToolDisclosure/fields.module.css';

function Decoded({ result }: { result: DecodedError }): ReactNode {
  const { entry, advice } = result;
  const heading = entry?.code ?? result.code ?? (result.status !== undefined ? `HTTP ${result.status}` : undefined);
  return (
    <div className={styles.result} data-decoded-code={entry?.code ?? ''}>
      {heading && <p className={styles.heading}>{heading}</p>}
      {result.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      <dl className={styles.facts}>
        {result.status !== undefined && (
          <>
            <dt>HTTP status</dt>
            <dd>{result.status}</dd>
          </>
        )}
        {result.type && (
          <>
            <dt>Type</dt>
            <dd>
              <code>{result.type}</code>
            </dd>
          </>
        )}
        {result.param && (
          <>
            <dt>Parameter</dt>
            <dd>
              <code>{result.param}</code>
            </dd>
          </>
        )}
        {entry && (
          <>
            <dt>Cause</dt>
            <dd>
              <InlineMarkdown text={entry.cause} />
            </dd>
            <dt>What to fix</dt>
            <dd>
              <InlineMarkdown text={entry.fix} />
            </dd>
          </>
        )}
        {advice && (
          <>
            <dt>Safe to retry?</dt>
            <dd data-retry={advice.retry ? 'yes' : 'no'}>{advice.retryText}</dd>
            <dt>Idempotency key</dt>
            <dd data-idempotency-key={advice.key}>{advice.keyText}</dd>
          </>
        )}
        {result.requestId && (
          <>
            <dt>Request id</dt>
            <dd>
              <code>{result.requestId}</code>: log it, and quote it when you contact support.
            </dd>
          </>
        )}
      </dl>
      {(entry || advice) && (
        <ul className={styles.links}>
          {entry && (
            <li>
              <Link to={`#${entry.code}`}>{entry.code} in the table</Link>
            </li>
          )}
          {advice?.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The error decoder, loaded when the reader opens it: reads a pasted
 * response, `curl -i` output, doc_url or code (src/lib/errorDecoder/decode.ts)
 * and shows the code's row and what to do.
 */
export default function ErrorDecoderPanel(): ReactNode {
  const [text, setText] = useState('');
  const [result, setResult] = useState<DecodedError>();
  const id = `edp${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const decode = (event: FormEvent): void => {
    event.preventDefault();
    setResult(decodeError(text, catalogue as ErrorCodeEntry[]));
  };
  return (
    <div className={styles.panel}>
      <form className={styles.form} aria-label="Error decoder" onSubmit={decode}>
        <label htmlFor={`${id}-text`}>Error response, curl -i output, or an error code</label>
        <textarea
          className={fields.codeField}
          id={`${id}-text`}
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div>
          <button type="submit" className="button button--primary">
            Decode
          </button>
        </div>
      </form>
      <div role="status">{result && <Decoded result={result} />}</div>
    </div>
  );
}
