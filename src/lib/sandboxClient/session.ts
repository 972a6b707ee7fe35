/**
 * The reader's sandbox: the model (sandbox/) plus what the reader has done to
 * it, as a log of actions. The model's state holds closures and timers, so it
 * is not stored; the log is, and replaying it in a fresh model with the same
 * seed gives the same state, ids included. Runs in the worker and in the unit
 * tests (no DOM, no storage).
 */
import {
  createSandbox,
  virtualClock,
  type EndpointAnswer,
  type Facts,
  type SandboxRequest,
  type SandboxResponse,
} from '../../../sandbox';
import type { OpenApiDocument } from '../openapi/types';
import { signatureHeaderName } from '../webhookSignature/signatureHeader';

/** Every reader's sandbox starts from the same seed: the same requests give the same ids. */
export const sandboxSeed = 44;

/**
 * The endpoint the sandbox registers for each key, subscribed to every event, so every event has a
 * delivery to show. The document requires HTTPS; the replay `curl` targets the reader's local server.
 */
export const sandboxEndpointUrl = 'https://localhost/webhooks';

/**
 * Between two requests the clock moves by the reader's real pause, up to a second, so rate limits
 * refill as they would; any longer wait is the reader's to make with the clock control, so an intent
 * never times out behind the reader's back.
 */
export const maxPauseMs = 1_000;

export type SandboxAction =
  { kind: 'request'; request: SandboxRequest; pauseMs: number } | { kind: 'advance'; ms: number };

type Json = Record<string, unknown>;

export interface HistoryEntry {
  /** Sandbox time, ms. */
  at: number;
  text: string;
}

export interface ObjectView {
  id: string;
  object: string;
  /** The test key of the account the object lives in: acting on it as the customer takes that key. */
  key: string;
  status: string | null;
  /** The object as last seen, in a response or an event. */
  data: Json;
  history: HistoryEntry[];
}

/** One attempt to deliver an event to the sandbox's endpoint, and what the endpoint answered. */
export interface AttemptView {
  /** 1 for the first, then each retry; null for a resend. */
  attempt: number | null;
  /** Sandbox time, ms. */
  at: number;
  answered: EndpointAnswer;
  /** When the next retry comes (sandbox time, ms), on the newest attempt of a delivery still retried. */
  nextRetryAt: number | null;
}

export interface EventView {
  id: string;
  /** The test key of the account the event happened in. */
  key: string;
  type: string;
  /** Sandbox time, ms. */
  at: number;
  objectId: string | null;
  /** The delivery to the sandbox's endpoint, exactly as sent the first time: URL, headers and raw body. */
  delivery: { url: string; signature: string; body: string; secret: string } | null;
  /** Every attempt to the sandbox's endpoint, oldest first. */
  attempts: AttemptView[];
}

/** The sandbox's webhook endpoint of one key: its secret, what it answers, and its health. */
export interface EndpointView {
  key: string;
  id: string;
  secret: string;
  status: string;
  answer: EndpointAnswer;
  /** Sandbox time, ms, or null. */
  failingSince: number | null;
  failureNoticeSentAt: number | null;
  disabledForFailingAt: number | null;
}

/** A dispute on one of the reader's payments: the dashboard's side, with no object in the API. */
export interface DisputeView {
  key: string;
  payment: string;
  caseNumber: string;
  amount: number;
  status: string;
  /** Sandbox time, ms. */
  evidenceDueBy: number;
}

export interface SandboxSnapshot {
  /** Sandbox time, ms. */
  now: number;
  /** Most recently changed first. */
  objects: ObjectView[];
  /** Newest first. */
  events: EventView[];
  /** The webhook endpoint of each key, with its signing secret (the reader's server needs it). */
  endpoints: EndpointView[];
  /** Disputes on the reader's payments, oldest first. */
  disputes: DisputeView[];
  actions: number;
}

/** The API gives times in Unix seconds; the page keeps milliseconds, as `Date` takes them. */
const msFromSeconds = (seconds: unknown): number => Number(seconds) * 1000;
/** The same, for a time the API gives as null until it happens (a retry, a notice). */
const msFromSecondsOrNull = (seconds: unknown): number | null => (typeof seconds === 'number' ? seconds * 1000 : null);
const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isApiObject = (value: unknown): value is Json & { id: string; object: string } =>
  isRecord(value) && typeof value.id === 'string' && typeof value.object === 'string' && value.object !== 'event';

/** The secret key of a request's HTTP Basic header, when it is one the sandbox accepts. */
export function testKeyOf(request: SandboxRequest): string | undefined {
  const header = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '')?.[1];
  if (!encoded) return undefined;
  try {
    const key = atob(encoded).replace(/:.*$/s, '');
    return /^sk_test_[A-Za-z0-9_]+$/.test(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

export const authorization = (key: string): string => `Basic ${btoa(`${key}:`)}`;

export interface Session {
  apply(action: SandboxAction): Promise<SandboxResponse | undefined>;
  snapshot(): SandboxSnapshot;
}

export function createSession(document: OpenApiDocument, facts: Facts): Session {
  const sandbox = createSandbox({ document, facts, clock: virtualClock(), seed: sandboxSeed });
  const endpoints = new Map<string, EndpointView>();
  const objects = new Map<string, ObjectView>();
  const events = new Map<string, EventView>();
  const disputes = new Map<string, DisputeView>();
  let actions = 0;

  const control = (key: string, method: string, path: string, body?: Json): Promise<SandboxResponse> =>
    sandbox.handle({
      method,
      path: `/v1${path}`,
      headers: { Authorization: authorization(key), 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  function see(value: unknown, text: string | undefined, key: string): void {
    if (!isApiObject(value)) return;
    const known = objects.get(value.id);
    const view: ObjectView = known ?? {
      id: value.id,
      object: value.object,
      key,
      status: null,
      data: value,
      history: [],
    };
    view.data = value;
    view.status = typeof value.status === 'string' ? value.status : null;
    if (text) view.history.push({ at: sandbox.clock.now(), text });
    // Most recently changed first: re-insert at the end, read in reverse.
    objects.delete(value.id);
    objects.set(value.id, view);
    // An intent's payments are objects of their own (a refund names one).
    if (Array.isArray(value.payments)) for (const payment of value.payments) see(payment, undefined, key);
  }

  /** The first request of a key registers its endpoint, as a reader setting up webhooks would. */
  async function ensureEndpoint(key: string): Promise<void> {
    if (endpoints.has(key)) return;
    const eventTypes = (document.components.schemas?.EventType?.enum ?? []) as string[];
    const answer = await control(key, 'POST', '/webhooks', {
      url: sandboxEndpointUrl,
      events: eventTypes,
      description: 'The sandbox page: every event, for replaying to your local server',
    });
    const body = JSON.parse(answer.body) as Json;
    if (answer.status !== 200 || typeof body.id !== 'string') {
      throw new Error(`The sandbox could not register its webhook endpoint: ${answer.body}`);
    }
    endpoints.set(key, {
      key,
      id: body.id,
      secret: String(body.secret_key),
      status: String(body.status),
      answer: 200,
      failingSince: null,
      failureNoticeSentAt: null,
      disabledForFailingAt: null,
    });
    see(body, 'Registered by the sandbox', key);
  }

  /** Reads the events, deliveries, endpoint health and disputes the action caused (control calls, which every replay repeats). */
  async function collectEvents(key: string): Promise<void> {
    const endpoint = endpoints.get(key);
    const [eventList, deliveryList, health, disputeList] = await Promise.all([
      control(key, 'GET', '/_sandbox/events'),
      control(key, 'GET', '/_sandbox/deliveries'),
      endpoint ? control(key, 'GET', `/_sandbox/webhooks/${endpoint.id}`) : undefined,
      control(key, 'GET', '/_sandbox/disputes'),
    ]);
    for (const dispute of JSON.parse(disputeList.body) as Json[]) {
      disputes.set(String(dispute.payment), {
        key,
        payment: String(dispute.payment),
        caseNumber: String(dispute.case),
        amount: Number(dispute.amount),
        status: String(dispute.status),
        evidenceDueBy: msFromSeconds(dispute.evidence_due_by),
      });
    }
    // A reader may delete the sandbox's endpoint: its health is then not found, and the view keeps the last one.
    if (endpoint && health?.status === 200) {
      const read = JSON.parse(health.body) as Json;
      endpoint.answer = read.answer as EndpointAnswer;
      endpoint.failingSince = msFromSecondsOrNull(read.failing_since);
      endpoint.failureNoticeSentAt = msFromSecondsOrNull(read.failure_notice_sent_at);
      endpoint.disabledForFailingAt = msFromSecondsOrNull(read.disabled_for_failing_at);
      endpoint.status = String(read.status);
    }
    const deliveries = (
      JSON.parse(deliveryList.body) as {
        event: string;
        endpoint: string;
        url: string;
        headers: Record<string, string>;
        body: string;
        attempt: number | null;
        sent_at: number;
        answered: EndpointAnswer;
        next_retry_at: number | null;
      }[]
    ).filter((entry) => entry.endpoint === endpoint?.id);
    for (const event of JSON.parse(eventList.body) as Json[]) {
      const id = String(event.id);
      const object = isRecord(event.data) ? event.data.object : undefined;
      const sent = deliveries.filter((entry) => entry.event === id);
      const first = sent[0];
      const isNew = !events.has(id);
      events.set(id, {
        id,
        key,
        type: String(event.type),
        at: msFromSeconds(event.created_at),
        objectId: isApiObject(object) ? object.id : null,
        delivery: first
          ? {
              url: first.url,
              signature: first.headers[signatureHeaderName] ?? '',
              body: first.body,
              secret: endpoint?.secret ?? '',
            }
          : null,
        attempts: sent.map((entry) => ({
          attempt: entry.attempt,
          at: msFromSeconds(entry.sent_at),
          answered: entry.answered,
          nextRetryAt: msFromSecondsOrNull(entry.next_retry_at),
        })),
      });
      if (isNew) see(object, `Event ${String(event.type)}`, key);
    }
  }

  async function apply(action: SandboxAction): Promise<SandboxResponse | undefined> {
    actions += 1;
    if (action.kind === 'advance') {
      sandbox.advance(action.ms);
      for (const key of endpoints.keys()) await collectEvents(key);
      return undefined;
    }
    sandbox.advance(Math.min(Math.max(action.pauseMs, 0), maxPauseMs));
    const key = testKeyOf(action.request);
    if (key) await ensureEndpoint(key);
    const response = await sandbox.handle(action.request);
    const path = new URL(action.request.path, 'http://sandbox.invalid').pathname;
    const line = `${action.request.method.toUpperCase()} ${path} → ${response.status}`;
    // Only a request with a test key the sandbox accepts gets an answer under 300.
    if (key && response.status < 300) {
      const body = JSON.parse(response.body) as unknown;
      if (isRecord(body) && Array.isArray(body.data)) for (const item of body.data) see(item, undefined, key);
      else see(body, line, key);
    }
    if (key) await collectEvents(key);
    return response;
  }

  return {
    apply,
    snapshot: () => ({
      now: sandbox.clock.now(),
      objects: [...objects.values()].reverse().map((view) => structuredClone(view)),
      events: [...events.values()].reverse(),
      endpoints: [...endpoints.values()].map((endpoint) => ({ ...endpoint })),
      disputes: [...disputes.values()].map((dispute) => ({ ...dispute })),
      actions,
    }),
  };
}
