import Link from '@docusaurus/Link';
import { useMDXComponents } from '@mdx-js/react';
import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import type { SampleRequest } from '@site/src/lib/openapi/codeSamples';
import { statusLine } from '@site/src/lib/openapi/httpStatus';
import type { BuilderOperation } from '@site/src/lib/requestBuilder/operationData';
import type { SandboxClient, SandboxState } from '@site/src/lib/sandboxClient/client';
import { idFields, sandboxRequest } from '@site/src/lib/sandboxClient/request';
import { testKeyOf } from '@site/src/lib/sandboxClient/session';
import { readStoredIds, type StoredId } from '@site/src/lib/sandboxClient/storage';
import sandboxVersion from '@site/.generated/api/sandbox-version.json';
import type { SandboxResponse } from '../../../sandbox';
import styles from './styles.module.css';

/** The sandbox page, linked from the builder. */
export const sandboxPagePath = '/docs/guide/developer_handbook/testing/sandbox';

interface Props {
  operation: BuilderOperation;
  /** The request the builder's samples show. */
  request: SampleRequest;
  /** Puts an id into a path parameter or a top-level body field of the builder. */
  onUseId: (location: 'path' | 'body', name: string, id: string) => void;
}

/**
 * "Send to sandbox" in the request builder: the request runs against the API's
 * model in a worker in the reader's browser (src/lib/sandboxClient), which
 * loads on the first click. Shows the status, the headers and the body, and
 * offers the ids the reader's sandbox holds for the operation's id fields.
 */
export default function SandboxSend({ operation, request, onUseId }: Props): ReactNode {
  const [client, setClient] = useState<SandboxClient>();
  const [state, setState] = useState<SandboxState>();
  // Before the first send, the ids come from storage: offering them starts no worker. (The builder
  // renders only in the browser, after its first open, so storage can be read while rendering.)
  const [storedIds] = useState<StoredId[]>(() => readStoredIds(sandboxVersion.modelVersion));
  const [response, setResponse] = useState<SandboxResponse>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const headingId = useId();
  const Code = (useMDXComponents().code ?? 'code') as ComponentType<{ className: string; children: string }>;

  useEffect(() => {
    if (!client) return undefined;
    const update = (): void => setState(client.state);
    update();
    return client.subscribe(update);
  }, [client]);

  const offers = idFields(operation, state?.snapshot?.objects ?? storedIds, testKeyOf(sandboxRequest(request)));

  const send = async (): Promise<void> => {
    setStatus('sending');
    try {
      const { sandboxClient } = await import('@site/src/lib/sandboxClient/client');
      const current = sandboxClient();
      setClient(current);
      setResponse(await current.send(sandboxRequest(request)));
      setStatus('idle');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setStatus('failed');
    }
  };

  const prettyBody = (body: string): string => {
    try {
      return JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      return body;
    }
  };

  return (
    <section className={styles.send} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        Try it in the sandbox
      </h3>
      <p className={styles.hint}>
        The sandbox is a model of the API that runs in your browser, in test mode: nothing leaves this page. Your
        objects stay on this device; see them, act as the customer and move the clock on the{' '}
        <Link to={sandboxPagePath}>sandbox page</Link>.
      </p>
      {offers.map((field) => (
        <div key={`${field.location}:${field.name}`} className={styles.offer}>
          <span className={styles.offerLabel}>
            Your sandbox’s ids for <code>{field.name}</code>:
          </span>
          {field.ids.slice(0, 5).map((id) => (
            <button
              key={id}
              type="button"
              className={styles.idButton}
              aria-label={`Use ${id} for ${field.name}`}
              onClick={() => onUseId(field.location, field.name, id)}
            >
              {id}
            </button>
          ))}
        </div>
      ))}
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void send()}
          disabled={status === 'sending'}
        >
          Send to sandbox
        </button>
        {/* A polite live region, not role="status": the builder's own status line keeps that role. */}
        <p aria-live="polite" className={styles.hint} data-sandbox-said>
          {status === 'sending'
            ? 'Sending to the sandbox…'
            : response
              ? `The sandbox answered ${statusLine(String(response.status))}.`
              : ''}
        </p>
      </div>
      {status === 'failed' && (
        <p role="alert" className={styles.failed}>
          {failure}
        </p>
      )}
      {state?.notice && <p className={styles.notice}>{state.notice}</p>}
      {response && (
        <div className={styles.response} data-sandbox-response>
          <p className={styles.statusLine}>
            <strong>{statusLine(String(response.status))}</strong>
          </p>
          <Code className="language-text">
            {Object.entries(response.headers)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
          </Code>
          <Code className="language-json">{prettyBody(response.body)}</Code>
        </div>
      )}
    </section>
  );
}
