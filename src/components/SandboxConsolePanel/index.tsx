import { useMDXComponents } from '@mdx-js/react';
import { useEffect, useId, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { disputes as disputeFacts } from '@site/src/data/facts/disputes';
import { threeDSecure } from '@site/src/data/facts/threeDSecure';
import { testCardList } from '@site/src/data/facts/testCards';
import { statusLine } from '@site/src/lib/openapi/httpStatus';
import { sandboxClient } from '@site/src/lib/sandboxClient/client';
import { isAcknowledged } from '../../../sandbox/answers';
import {
  authorization,
  type AttemptView,
  type DisputeView,
  type EndpointView,
  type EventView,
  type ObjectView,
  type SandboxSnapshot,
} from '@site/src/lib/sandboxClient/session';
import { sandboxValues } from '@site/src/lib/sandboxClient/yourValues';
import { sampleValues } from '@site/src/data/facts/sampleValues';
import { currentValues, saveValues } from '@site/src/lib/yourValues/store';
import { curlCommand, defaultLocalEndpoint, signDelivery } from '@site/src/lib/webhookSignature/sampleDelivery';
import { signatureHeaderName, toleranceSeconds } from '@site/src/lib/webhookSignature/signatureHeader';
import styles from './styles.module.css';

type Code = ComponentType<{ className: string; children: string }>;

/** The clock control's steps: past a 3-D Secure or wallet window, a day of payouts, a week of holds. */
const clockSteps = [
  { label: '+10 minutes', ms: 10 * 60_000 },
  { label: '+1 day', ms: 86_400_000 },
  { label: '+1 week', ms: 7 * 86_400_000 },
] as const;

const manilaTime = new Intl.DateTimeFormat('en-PH', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Manila',
});
const timeOf = (ms: number): string => `${manilaTime.format(ms)} (Manila)`;

/** What the sandbox's endpoint can answer, standing in for the reader's server. */
const endpointAnswers = [
  { value: '200', answer: '200 OK', meaning: 'acknowledged' },
  { value: '400', answer: '400 Bad Request', meaning: 'a signature it rejects' },
  { value: '500', answer: '500 Internal Server Error', meaning: 'the handler crashed' },
  { value: '503', answer: '503 Service Unavailable', meaning: 'the server is down' },
  { value: 'timeout', answer: 'no answer in time', meaning: 'the handler is too slow' },
] as const;

const answerText = (answer: AttemptView['answered']): string =>
  endpointAnswers.find((entry) => entry.value === String(answer))?.answer ?? statusLine(String(answer));

/** Where an event's delivery stands, from its attempts: acknowledged, retrying, or given up. */
function deliveryState(attempts: readonly AttemptView[]): string {
  if (attempts.length === 0) return 'not delivered';
  if (attempts.some((attempt) => isAcknowledged(attempt.answered))) return 'acknowledged';
  const next = attempts.at(-1)?.nextRetryAt;
  return next ? `failed, next retry ${timeOf(next)}` : 'failed, no more retries';
}

/** What the customer can pay with, per `payment_method_allowed` value: each test card decides its outcome. */
function paymentChoices(allowed: readonly string[]): { label: string; value: string }[] {
  const choices: { label: string; value: string }[] = [];
  if (allowed.includes('card')) {
    for (const card of testCardList) {
      choices.push({
        label: `Card ${card.number} (${card.brand} ${card.funding.toLowerCase()}: ${card.outcome.replace(/_/g, ' ')})`,
        value: JSON.stringify({ type: 'card', card: { number: card.number } }),
      });
    }
    choices.push({
      label: `Card ${disputeFacts.testCard} (succeeds, then disputed ${disputeFacts.testDelay} later)`,
      value: JSON.stringify({ type: 'card', card: { number: disputeFacts.testCard } }),
    });
    for (const [outcome, number] of Object.entries(threeDSecure.cards)) {
      choices.push({
        label: `Card ${number} (3-D Secure ${outcome.replace(/([A-Z])/g, ' $1').toLowerCase()})`,
        value: JSON.stringify({ type: 'card', card: { number } }),
      });
    }
  }
  const names: Record<string, string> = {
    gcash: 'GCash',
    maya: 'Maya',
    qrph: 'QR Ph',
    billease: 'BillEase',
    bdo_installment: 'BDO installment',
  };
  for (const type of allowed) {
    if (names[type]) choices.push({ label: names[type], value: JSON.stringify({ type }) });
  }
  return choices;
}

/** The method of the attempt an intent waits on: its newest payment's. */
function stepMethod(intent: ObjectView): string {
  const payments = (intent.data.payments ?? []) as { payment_method?: { type?: string } }[];
  return payments.at(-1)?.payment_method?.type ?? 'card';
}

/**
 * The sandbox page: every object the reader created with its status and
 * history, the customer's side of each payment, the clock, the event log with
 * each delivery as signed, and Reset. Everything runs in the reader's browser
 * (src/lib/sandboxClient); the replay commands are for the reader to run.
 */
export default function SandboxConsolePanel(): ReactNode {
  const client = sandboxClient();
  const state = useSyncExternalStore(
    client.subscribe,
    () => client.state,
    () => client.state,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const Code = (useMDXComponents().code ?? 'code') as Code;
  const snapshot = state.snapshot;

  useEffect(() => {
    client.ready.catch((error: unknown) => setMessage(error instanceof Error ? error.message : String(error)));
  }, [client]);

  const run = async (what: string, action: () => Promise<string | undefined>): Promise<void> => {
    setBusy(true);
    try {
      setMessage((await action()) ?? what);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  /** A POST in the account of `key`: on success what `said` makes of the answer, otherwise the sandbox's error. */
  const send: Send = (key, path, body, said) => async () => {
    const answer = await client.send({
      method: 'POST',
      path,
      headers: { Authorization: authorization(key), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status === 200) return typeof said === 'string' ? said : said(JSON.parse(answer.body) as unknown);
    const parsed = JSON.parse(answer.body) as { error?: { message?: string } };
    return `The sandbox answered ${statusLine(String(answer.status))}: ${parsed.error?.message ?? ''}`;
  };

  /** A customer's action on an object, in the account the object lives in (the key that made it). */
  const control = (key: string, path: string, body: unknown): (() => Promise<string>) =>
    send(
      key,
      `/v1/_sandbox${path}`,
      body,
      (answer) => `The payment intent is now ${(answer as { status?: string }).status ?? 'updated'}.`,
    );

  if (!snapshot) return <p role="status">{message || 'Starting the sandbox in your browser…'}</p>;

  return (
    <div className={styles.console}>
      {state.notice && (
        <p className={styles.notice} data-sandbox-notice>
          {state.notice}
        </p>
      )}
      {!state.persistent && !state.notice && (
        <p className={styles.notice} data-sandbox-notice>
          The sandbox runs in memory: it empties when you leave or reload the page.
        </p>
      )}

      <section className={styles.section} aria-labelledby="sandbox-clock">
        <h2 id="sandbox-clock">Clock</h2>
        <p>
          Sandbox time: <strong data-sandbox-now>{timeOf(snapshot.now)}</strong>. Time moves only when you move it (and
          by up to a second between two requests, so rate limits refill).
        </p>
        <div className={styles.buttons}>
          {clockSteps.map((step) => (
            <button
              key={step.label}
              type="button"
              className="button button--secondary button--sm"
              disabled={busy}
              onClick={() =>
                void run(`The clock moved ${step.label.slice(1)}.`, async () => {
                  await client.advance(step.ms);
                  return undefined;
                })
              }
            >
              Move the clock {step.label}
            </button>
          ))}
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={busy}
            onClick={() =>
              void run('The sandbox is empty.', async () => {
                await client.reset();
                return undefined;
              })
            }
          >
            Reset sandbox
          </button>
        </div>
        <p role="status" className={styles.message}>
          {message}
        </p>
      </section>

      <UseInSamples snapshot={snapshot} />

      <section className={styles.section} aria-labelledby="sandbox-objects">
        <h2 id="sandbox-objects">Your objects</h2>
        {snapshot.objects.length === 0 ? (
          <p>
            No objects yet. Open an operation in the API reference, choose <strong>Build a request</strong>, then{' '}
            <strong>Send to sandbox</strong>.
          </p>
        ) : (
          <ul className={styles.list}>
            {snapshot.objects.map((object) => (
              <ObjectItem key={object.id} object={object} busy={busy} Code={Code} run={run} control={control} />
            ))}
          </ul>
        )}
      </section>

      {snapshot.disputes.length > 0 && (
        <section className={styles.section} aria-labelledby="sandbox-disputes">
          <h2 id="sandbox-disputes">Disputes</h2>
          <p>
            The dashboard’s side of each dispute, and the bank’s: submit evidence or accept the dispute, then decide a
            dispute under review as test mode’s <strong>Simulate win</strong> and <strong>Simulate loss</strong> do. A
            win returns the amount in the next payout; the fee is kept.
          </p>
          <ul className={styles.list}>
            {snapshot.disputes.map((dispute) => (
              <DisputeItem key={dispute.payment} dispute={dispute} busy={busy} run={run} send={send} />
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="sandbox-events">
        <h2 id="sandbox-events">Events</h2>
        {snapshot.endpoints.map((endpoint) => (
          <EndpointControls key={endpoint.id} endpoint={endpoint} busy={busy} run={run} send={send} />
        ))}
        {snapshot.events.length === 0 ? (
          <p>No events yet.</p>
        ) : (
          <ul className={styles.list}>
            {snapshot.events.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                endpoint={snapshot.endpoints.find((endpoint) => endpoint.key === event.key)}
                busy={busy}
                run={run}
                send={send}
                Code={Code}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface ObjectItemProps {
  object: ObjectView;
  busy: boolean;
  Code: Code;
  run: (what: string, action: () => Promise<string | undefined>) => Promise<void>;
  control: (key: string, path: string, body: unknown) => () => Promise<string>;
}

function ObjectItem({ object, busy, Code, run, control }: ObjectItemProps): ReactNode {
  const headingId = useId();
  const selectId = useId();
  const isIntent = object.object === 'payment_intent';
  const choices = isIntent ? paymentChoices((object.data.payment_method_allowed ?? []) as string[]) : [];
  const [choice, setChoice] = useState(choices[0]?.value ?? '');
  const method = isIntent ? stepMethod(object) : '';
  const step = method === 'card' ? '3-D Secure' : 'the payment';
  return (
    <li className={styles.item} data-sandbox-object={object.id}>
      <h3 id={headingId} className={styles.itemTitle}>
        {object.object.replace(/_/g, ' ')} <code>{object.id}</code>
        {object.status && (
          <span className={styles.status} data-sandbox-status>
            {object.status}
          </span>
        )}
      </h3>
      {isIntent && object.status === 'awaiting_payment_method' && choices.length > 0 && (
        <div className={styles.buttons} role="group" aria-labelledby={headingId}>
          <label htmlFor={selectId}>Pay with</label>
          <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {choices.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={busy}
            onClick={() =>
              void run(
                '',
                control(object.key, `/payment_intents/${object.id}/confirm`, { payment_method: JSON.parse(choice) }),
              )
            }
          >
            Pay as the customer
          </button>
        </div>
      )}
      {isIntent && object.status === 'awaiting_next_action' && (
        <div className={styles.buttons} role="group" aria-labelledby={headingId}>
          {(
            [
              ['approve', method === 'card' ? 'Pass 3-D Secure' : 'Approve the payment'],
              ['decline', method === 'card' ? 'Fail 3-D Secure' : 'Decline the payment'],
              ['cancel', `Cancel ${step}`],
            ] as const
          ).map(([action, label]) => (
            <button
              key={action}
              type="button"
              className="button button--secondary button--sm"
              disabled={busy}
              onClick={() =>
                void run('', control(object.key, `/payment_intents/${object.id}/customer_action`, { action }))
              }
            >
              {label}
            </button>
          ))}
          <span className={styles.hint}>To abandon {step}, move the clock past its window.</span>
        </div>
      )}
      <details>
        <summary>History and latest state</summary>
        <ol className={styles.history}>
          {object.history.map((entry, index) => (
            <li key={index}>
              {timeOf(entry.at)}: {entry.text}
            </li>
          ))}
        </ol>
        <Code className="language-json">{JSON.stringify(object.data, null, 2)}</Code>
      </details>
    </li>
  );
}

type Send = (
  key: string,
  path: string,
  body: unknown,
  said: string | ((answer: unknown) => string),
) => () => Promise<string>;
type Run = (what: string, action: () => Promise<string | undefined>) => Promise<void>;

/** A button that sends one request to the sandbox; the panel's status line says what came of it. */
function RequestButton({
  label,
  busy,
  run,
  action,
}: {
  label: string;
  busy: boolean;
  run: Run;
  action: () => Promise<string>;
}): ReactNode {
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      disabled={busy}
      onClick={() => void run('', action)}
    >
      {label}
    </button>
  );
}

/**
 * The sandbox's endpoint stands in for the reader's server: the reader
 * chooses what it answers, and sees the retries, the failing endpoint and its
 * automatic disabling that the webhook operations page describes.
 */
function EndpointControls({
  endpoint,
  busy,
  run,
  send,
}: {
  endpoint: EndpointView;
  busy: boolean;
  run: Run;
  send: Send;
}): ReactNode {
  const selectId = useId();
  const [answer, setAnswer] = useState(String(endpoint.answer));
  const body = answer === 'timeout' ? { status: 'timeout' } : { status: Number(answer) };
  return (
    <div data-sandbox-endpoint={endpoint.id}>
      <p>
        Each event is delivered to the sandbox’s endpoint <code>{endpoint.id}</code>, signed with its secret{' '}
        <code data-sandbox-secret>{endpoint.secret}</code>. Set that secret as <code>WEBHOOK_SECRET_KEY</code> in your
        local server, then replay a delivery to it with the <code>curl</code> command under the event. This page sends
        nothing.
      </p>
      <p data-sandbox-endpoint-health>
        The endpoint answers <strong>{answerText(endpoint.answer)}</strong> and{' '}
        {endpoint.disabledForFailingAt === null ? (
          <>
            is <strong>{endpoint.status}</strong>.
          </>
        ) : (
          <>
            was <strong>disabled</strong> for failing on {timeOf(endpoint.disabledForFailingAt)}.
          </>
        )}
        {endpoint.failingSince !== null && (
          <>
            {' '}
            It has been failing since {timeOf(endpoint.failingSince)}
            {endpoint.failureNoticeSentAt !== null && (
              <>; your team was emailed on {timeOf(endpoint.failureNoticeSentAt)}</>
            )}
            .
          </>
        )}
      </p>
      <div className={styles.buttons}>
        <label htmlFor={selectId}>Your endpoint answers</label>
        <select id={selectId} value={answer} onChange={(event) => setAnswer(event.target.value)}>
          {endpointAnswers.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.answer}: {entry.meaning}
            </option>
          ))}
        </select>
        <RequestButton
          label="Answer this way"
          busy={busy}
          run={run}
          action={send(
            endpoint.key,
            `/v1/_sandbox/webhooks/${endpoint.id}/answer`,
            body,
            `From now on the endpoint answers ${answerText(body.status as AttemptView['answered'])}.`,
          )}
        />
        {endpoint.status === 'disabled' && (
          <RequestButton
            label="Enable the endpoint"
            busy={busy}
            run={run}
            action={send(
              endpoint.key,
              `/v1/webhooks/${endpoint.id}/enable`,
              {},
              'The endpoint is enabled again. Events from while it was disabled are not delivered by themselves: resend them.',
            )}
          />
        )}
      </div>
    </div>
  );
}

/** A dispute's status, its deadline while it needs a response, and the moves its status allows. */
function DisputeItem({
  dispute,
  busy,
  run,
  send,
}: {
  dispute: DisputeView;
  busy: boolean;
  run: Run;
  send: Send;
}): ReactNode {
  const headingId = useId();
  const move = (label: string, step: string, body: unknown): ReactNode => (
    <RequestButton
      label={label}
      busy={busy}
      run={run}
      action={send(
        dispute.key,
        `/v1/_sandbox/disputes/${dispute.payment}/${step}`,
        body,
        (answer) => `Case ${dispute.caseNumber} is now ${String((answer as { status?: string }).status)}.`,
      )}
    />
  );
  return (
    <li className={styles.item} data-sandbox-dispute={dispute.caseNumber}>
      <h3 id={headingId} className={styles.itemTitle}>
        Case {dispute.caseNumber} on <code>{dispute.payment}</code>
        <span className={styles.status} data-sandbox-status>
          {dispute.status}
        </span>
      </h3>
      {dispute.status === 'needs_response' && (
        <p className={styles.hint}>
          Evidence is due by {timeOf(dispute.evidenceDueBy)}; without it, the dispute is lost.
        </p>
      )}
      <div className={styles.buttons} role="group" aria-labelledby={headingId}>
        {dispute.status === 'needs_response' && (
          <>
            {move(disputeFacts.submitButton, 'submit_evidence', {})}
            {move(disputeFacts.acceptButton, 'accept', {})}
          </>
        )}
        {dispute.status === 'under_review' && (
          <>
            {move('Simulate win', 'simulate', { outcome: 'won' })}
            {move('Simulate loss', 'simulate', { outcome: 'lost' })}
          </>
        )}
      </div>
    </li>
  );
}

function EventItem({
  event,
  endpoint,
  busy,
  run,
  send,
  Code,
}: {
  event: EventView;
  endpoint: EndpointView | undefined;
  busy: boolean;
  run: Run;
  send: Send;
  Code: Code;
}): ReactNode {
  const [replay, setReplay] = useState<string>();
  const delivery = event.delivery;
  // The delivery is signed at sandbox time; a server rejects a signature older than the tolerance,
  // so the replay command carries the same body signed again, now, with the same secret.
  const makeReplay = async (): Promise<void> => {
    if (!delivery) return;
    const signed = await signDelivery(delivery.body, delivery.secret, Math.floor(Date.now() / 1000));
    setReplay(curlCommand(defaultLocalEndpoint, signed));
  };
  return (
    <li className={styles.item} data-sandbox-event={event.type}>
      <details>
        <summary>
          <code>{event.type}</code> · {timeOf(event.at)}
          {event.objectId && (
            <>
              {' '}
              · <code>{event.objectId}</code>
            </>
          )}{' '}
          · <span data-sandbox-delivery-state>{deliveryState(event.attempts)}</span>
        </summary>
        {event.attempts.length > 0 && (
          <ol className={styles.history} data-sandbox-attempts>
            {event.attempts.map((attempt, index) => (
              <li key={index}>
                {attempt.attempt === null ? 'Resent' : `Attempt ${attempt.attempt}`}, {timeOf(attempt.at)}: answered{' '}
                {answerText(attempt.answered)}
                {attempt.nextRetryAt !== null && <>; next retry {timeOf(attempt.nextRetryAt)}</>}
              </li>
            ))}
          </ol>
        )}
        {endpoint && (
          <RequestButton
            label="Resend, as from the event log"
            busy={busy}
            run={run}
            action={send(event.key, `/v1/_sandbox/events/${event.id}/resend`, { endpoint: endpoint.id }, (answer) => {
              const [resent] = (answer as { deliveries: { answer: AttemptView['answered'] }[] }).deliveries;
              return `Resent ${event.type}: the endpoint answered ${answerText(resent?.answer ?? 'timeout')}.`;
            })}
          />
        )}
        {delivery ? (
          <>
            <p>
              Delivered to <code>{delivery.url}</code> with these headers and this raw body:
            </p>
            <Code className="language-text">{`Content-Type: application/json\n${signatureHeaderName}: ${delivery.signature}`}</Code>
            {/* The raw body, byte for byte as signed: not reformatted, not highlighted. */}
            <pre className={styles.raw} data-raw-body>
              <code>{delivery.body}</code>
            </pre>
            <button type="button" className="button button--secondary button--sm" onClick={() => void makeReplay()}>
              Make a replay command for your local server
            </button>
            {replay && (
              <>
                <p>
                  The same body, signed again now (servers reject signatures older than {toleranceSeconds} seconds). Run
                  it within that time:
                </p>
                <Code className="language-bash">{replay}</Code>
              </>
            )}
          </>
        ) : (
          <p>No delivery: the sandbox’s endpoint was disabled or removed.</p>
        )}
      </details>
    </li>
  );
}

/**
 * "Use the sandbox's keys in your samples": puts the sandbox's key, webhook
 * secret and newest ids into the reader's values (src/lib/yourValues), so
 * every sample on the site carries them, in one click.
 */
function UseInSamples({ snapshot }: { snapshot: SandboxSnapshot }): ReactNode {
  const [said, setSaid] = useState('');
  const values = sandboxValues(snapshot);
  const use = (): void => {
    const remembered = saveValues({ ...currentValues(), ...values });
    const names = sampleValues
      .filter((entry) => values[entry.name])
      .map((entry) => `${entry.label.toLowerCase()} ${values[entry.name]}`);
    setSaid(
      `Your samples now use the sandbox’s ${names.join(', ')}.` +
        (remembered ? '' : ' Your browser blocks storage: they last for this visit only.'),
    );
  };
  return (
    <section className={styles.section} aria-labelledby="sandbox-your-values">
      <h2 id="sandbox-your-values">Your samples</h2>
      <p>
        Put the sandbox’s webhook signing secret, its test key when it is not the placeholder, and the ids of your
        newest objects into <strong>Your values</strong>, all from the key you used last (each key is an account of its
        own): every code sample on the site then shows them in place of the placeholders. They stay in this browser.
      </p>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={Object.keys(values).length === 0}
        onClick={use}
      >
        Use the sandbox’s keys in your samples
      </button>
      <p role="status" className={styles.message} data-sandbox-values-said>
        {said}
      </p>
    </section>
  );
}
