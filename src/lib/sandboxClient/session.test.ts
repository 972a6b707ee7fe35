/**
 * The reader's sandbox without a browser: the trimmed document answers as the
 * full one does, a replayed log rebuilds the same state, events carry
 * deliveries that the webhooks guide's own verification code accepts, and
 * the store survives blocked, full, corrupted and outdated storage.
 */
import { describe, expect, it } from 'vitest';
import { loadRawDocument } from '../../../plugins/openapi-docs/load';
import { guideVerifier } from '../../../tests/support/guideWebhookVerifier';
import { createSandbox, virtualClock } from '../../../sandbox';
import { facts } from '../../data/facts';
import { testCardList } from '../../data/facts/testCards';
import { listOperations, resolveRefs } from '../openapi/resolve';
import { firstExample, sampledParameterValue } from '../openapi/operationSamples';
import { builderOperation } from '../requestBuilder/operationData';
import { idFields, sandboxRequest } from './request';
import { sandboxDocument } from './sandboxDocument';
import { authorization, createSession, sandboxSeed, type SandboxAction } from './session';
import { openSandboxStore, readStoredIds, sandboxStorageKey } from './storage';
import { sandboxValues } from './yourValues';
import { memoryStorage } from '../../../tests/support/memoryStorage';

const raw = loadRawDocument();
const trimmed = sandboxDocument(raw);
const key = 'sk_test_YOUR_SECRET_KEY';
/** A request as a reader sends it, with the samples' placeholder key or another test key (`asKey`). */
const request = (method: string, requestPath: string, body?: unknown, asKey = key): SandboxAction => ({
  kind: 'request',
  pauseMs: 1000,
  request: {
    method,
    path: requestPath,
    headers: { Authorization: authorization(asKey), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  },
});

/** The GCash walkthrough, as a reader plays it: create, confirm, approve, refund, and a minute for the refund. */
async function playGcash(session = createSession(trimmed, facts)) {
  const intent = JSON.parse(
    (await session.apply(
      request('POST', '/v1/payment_intents', { amount: 150000, currency: 'PHP', payment_method_allowed: ['gcash'] }),
    ))!.body,
  ) as { id: string };
  await session.apply(
    request('POST', `/v1/_sandbox/payment_intents/${intent.id}/confirm`, { payment_method: { type: 'gcash' } }),
  );
  const approved = JSON.parse(
    (await session.apply(
      request('POST', `/v1/_sandbox/payment_intents/${intent.id}/customer_action`, { action: 'approve' }),
    ))!.body,
  ) as { status: string; payments: { id: string }[] };
  const payment = approved.payments[0]!.id;
  const refund = await session.apply(
    request('POST', '/v1/refunds', { amount: 50000, payment_id: payment, reason: 'requested_by_customer' }),
  );
  await session.apply({ kind: 'advance', ms: 60_000 });
  return { session, intent: intent.id, approved, refund: refund!, payment };
}

describe('the sandbox document', () => {
  it('is much smaller than the full document', () => {
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(raw).length / 2);
  });

  it('gives the same answer as the full document to every documented example request', async () => {
    const full = createSandbox({ document: raw, facts, clock: virtualClock(), seed: sandboxSeed });
    const small = createSandbox({ document: trimmed, facts, clock: virtualClock(), seed: sandboxSeed });
    const entries = listOperations(resolveRefs(raw));
    for (const { method, path: template, operation, parameters } of entries) {
      const filled = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
        const parameter = parameters.find((p) => p.name === name && p.in === 'path');
        return encodeURIComponent(String(parameter ? sampledParameterValue(parameter) : name));
      });
      const body = operation.requestBody ? firstExample(operation.requestBody.content['application/json']) : undefined;
      const { request: sent } = request(method.toUpperCase(), `/v1${filled}`, body) as Extract<
        SandboxAction,
        { kind: 'request' }
      >;
      const [a, b] = [await full.handle(sent), await small.handle(sent)];
      expect(b, `${operation.operationId}: the trimmed document dropped something the model reads`).toEqual(a);
    }
    // And the same after a walkthrough: the same ids, events and errors.
    const answers = await Promise.all(
      [raw, trimmed].map(async (document) => (await playGcash(createSession(document, facts))).session.snapshot()),
    );
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('a session', () => {
  it('plays the GCash walkthrough: created, approved, refunded, with every event', async () => {
    const { session, intent, approved, refund } = await playGcash();
    expect(approved.status).toBe('succeeded');
    expect(refund.status).toBe(200);
    expect(refund.headers['RateLimit-Limit']).toBeDefined();
    const snapshot = session.snapshot();
    expect(snapshot.events.map((event) => event.type).reverse()).toEqual([
      'payment.paid',
      'payment_intent.succeeded',
      'payment.refunded',
      'refund.updated',
    ]);
    const view = snapshot.objects.find((object) => object.id === intent);
    expect(view?.status).toBe('succeeded');
    expect(view?.history.map((entry) => entry.text)).toEqual([
      'POST /v1/payment_intents → 200',
      'POST /v1/_sandbox/payment_intents/' + intent + '/confirm → 200',
      'POST /v1/_sandbox/payment_intents/' + intent + '/customer_action → 200',
      'Event payment_intent.succeeded',
    ]);
    expect(snapshot.objects.find((object) => object.object === 'refund')?.status).toBe('succeeded');
  });

  it('replays a log to the same state, ids and signatures included', async () => {
    // What the worker does on a reload: the same actions in a fresh session with the same seed.
    const { session } = await playGcash();
    const { session: replayed } = await playGcash(createSession(trimmed, facts));
    expect(replayed.snapshot()).toEqual(session.snapshot());
    expect(session.snapshot().objects.length).toBeGreaterThan(3);
  });

  it('moves an abandoned 3-D Secure attempt to its timeout when the reader moves the clock', async () => {
    const session = createSession(trimmed, facts);
    const created = await session.apply(
      request('POST', '/v1/payment_intents', { amount: 150000, currency: 'PHP', payment_method_allowed: ['card'] }),
    );
    const { id } = JSON.parse(created!.body) as { id: string };
    await session.apply(
      request('POST', `/v1/_sandbox/payment_intents/${id}/confirm`, {
        payment_method: {
          type: 'card',
          card: { number: testCardList.find((card) => card.outcome === 'three_d_secure')!.number },
        },
      }),
    );
    expect(session.snapshot().objects.find((object) => object.id === id)?.status).toBe('awaiting_next_action');
    await session.apply({ kind: 'advance', ms: 10 * 60_000 });
    const view = session.snapshot().objects.find((object) => object.id === id);
    expect(view?.status).toBe('awaiting_payment_method');
    expect((view?.data.last_payment_error as { code?: string }).code).toBe('three_d_secure_timed_out');
  });

  it('knows the account of each object, so the customer acts on an intent made with the reader’s own key', async () => {
    // A reader whose samples carry their own test key (Your values) makes the intent in that key's account.
    const own = 'sk_test_READERS_OWN_KEY_1';
    const session = createSession(trimmed, facts);
    const created = await session.apply(
      request(
        'POST',
        '/v1/payment_intents',
        { amount: 150000, currency: 'PHP', payment_method_allowed: ['gcash'] },
        own,
      ),
    );
    const { id } = JSON.parse(created!.body) as { id: string };
    const view = session.snapshot().objects.find((object) => object.id === id)!;
    expect(view.key).toBe(own);
    // The placeholder key's account has no such intent; the object's own key acts on it.
    const confirm = (asKey: string) =>
      session.apply(
        request('POST', `/v1/_sandbox/payment_intents/${id}/confirm`, { payment_method: { type: 'gcash' } }, asKey),
      );
    expect((await confirm(key))!.status).toBe(404);
    expect((await confirm(view.key))!.status).toBe(200);
    expect(session.snapshot().objects.find((object) => object.id === id)?.status).toBe('awaiting_next_action');
  });

  it('signs each delivery so that the webhooks guide’s own Node.js verifySignature accepts it', async () => {
    const { session } = await playGcash();
    const snapshot = session.snapshot();
    const secret = snapshot.endpoints[0]!.secret;
    const verifySignature = guideVerifier();
    expect(snapshot.events.length).toBeGreaterThan(0);
    for (const event of snapshot.events) {
      const delivery = event.delivery!;
      const timestamp = Number(/^t=(\d+)/.exec(delivery.signature)?.[1]);
      expect(verifySignature(Buffer.from(delivery.body), delivery.signature, secret, timestamp)).toBe(true);
      expect(verifySignature(Buffer.from(`${delivery.body} `), delivery.signature, secret, timestamp)).toBe(false);
      expect(JSON.parse(delivery.body)).toMatchObject({ id: event.id, type: event.type });
    }
  });
});

describe('a failing endpoint in the reader’s sandbox', () => {
  it('shows each attempt with its answer and the next retry, the endpoint’s health, and the resend', async () => {
    const session = createSession(trimmed, facts);
    await session.apply(request('GET', '/v1/customers'));
    const endpoint = session.snapshot().endpoints[0]!;
    expect(endpoint).toMatchObject({ status: 'enabled', answer: 200, failingSince: null });
    await session.apply(request('POST', `/v1/_sandbox/webhooks/${endpoint.id}/answer`, { status: 500 }));
    await session.apply(
      request('POST', '/v1/customers', { first_name: 'Ana', last_name: 'Cruz', email: 'a@example.com' }),
    );
    const firstAttempt = session.snapshot().events[0]!.attempts[0]!;
    await session.apply({ kind: 'advance', ms: 10 * 60_000 });
    let snapshot = session.snapshot();
    const [event] = snapshot.events;
    expect(event!.attempts.map((attempt) => [attempt.attempt, attempt.answered])).toEqual([
      [1, 500],
      [2, 500],
    ]);
    expect(event!.attempts[1]!.nextRetryAt).toBe(firstAttempt.at + 30 * 60_000);
    expect(snapshot.endpoints[0]).toMatchObject({ answer: 500, failingSince: firstAttempt.at });
    // The reader's server is fixed, and the event resent from the event log.
    await session.apply(request('POST', `/v1/_sandbox/webhooks/${endpoint.id}/answer`, { status: 200 }));
    await session.apply(request('POST', `/v1/_sandbox/events/${event!.id}/resend`, {}));
    await session.apply({ kind: 'advance', ms: 86_400_000 });
    snapshot = session.snapshot();
    expect(
      snapshot.events[0]!.attempts.map((attempt) => [attempt.attempt, attempt.answered, attempt.nextRetryAt]),
    ).toEqual([
      [1, 500, null],
      [2, 500, null],
      [null, 200, null],
    ]);
    expect(snapshot.endpoints[0]).toMatchObject({ answer: 200, failingSince: null });
  });
});

describe('disputes in the reader’s sandbox', () => {
  it('lists a dispute on a payment with the dispute test card, and follows it to a win', async () => {
    const session = createSession(trimmed, facts);
    const intent = JSON.parse(
      (await session.apply(
        request('POST', '/v1/payment_intents', { amount: 150000, currency: 'PHP', payment_method_allowed: ['card'] }),
      ))!.body,
    ) as { id: string };
    const paid = JSON.parse(
      (await session.apply(
        request('POST', `/v1/_sandbox/payment_intents/${intent.id}/confirm`, {
          payment_method: { type: 'card', card: { number: facts.disputes.testCard } },
        }),
      ))!.body,
    ) as { payments: { id: string }[] };
    expect(session.snapshot().disputes).toEqual([]);
    await session.apply({ kind: 'advance', ms: 10 * 60_000 });
    const [opened] = session.snapshot().disputes;
    expect(opened).toMatchObject({ key, payment: paid.payments[0]!.id, caseNumber: '7781', status: 'needs_response' });
    await session.apply(request('POST', `/v1/_sandbox/disputes/${opened!.payment}/submit_evidence`, {}));
    await session.apply(request('POST', `/v1/_sandbox/disputes/${opened!.payment}/simulate`, { outcome: 'won' }));
    expect(session.snapshot().disputes.map((dispute) => dispute.status)).toEqual(['won']);
  });
});

describe('the builder’s side', () => {
  it('sends the samples’ request: method, path with query, Basic key and JSON body', () => {
    expect(
      sandboxRequest({
        method: 'get',
        url: 'https://api.example/v1/customers',
        query: { limit: 3 },
        secretKey: key,
      }),
    ).toEqual({ method: 'GET', path: '/v1/customers?limit=3', headers: { Authorization: authorization(key) } });
  });

  it('offers created ids in path fields and id-typed body fields, of the request key’s account only', async () => {
    const { session, intent, payment } = await playGcash();
    const entries = listOperations(resolveRefs(raw));
    const operation = (id: string) => {
      const entry = entries.find((candidate) => candidate.operation.operationId === id)!;
      return builderOperation(entry, 'https://api.example/v1');
    };
    const otherKey = 'sk_test_OTHER_ACCOUNT';
    await session.apply(
      request(
        'POST',
        '/v1/payment_intents',
        { amount: 5000, currency: 'PHP', payment_method_allowed: ['card'] },
        otherKey,
      ),
    );
    const objects = session.snapshot().objects;
    const otherIntent = objects.find((object) => object.key === otherKey && object.object === 'payment_intent')!.id;
    expect(idFields(operation('capturePaymentIntent'), objects, key)).toEqual([
      { location: 'path', name: 'id', ids: [intent] },
    ]);
    expect(idFields(operation('createRefund'), objects, key)).toEqual([
      { location: 'body', name: 'payment_id', ids: [payment] },
    ]);
    expect(idFields(operation('capturePaymentIntent'), objects, otherKey)).toEqual([
      { location: 'path', name: 'id', ids: [otherIntent] },
    ]);
    // A key the sandbox refuses opens no account.
    expect(idFields(operation('capturePaymentIntent'), objects, undefined)).toEqual([]);
  });
});

describe('the sandbox as "Your values"', () => {
  it('gives its endpoint’s secret and id and the newest id of each kind, not the placeholder key', async () => {
    const { session, intent, payment, refund } = await playGcash();
    const snapshot = session.snapshot();
    const [endpoint] = snapshot.endpoints;
    expect(sandboxValues(snapshot)).toEqual({
      webhookSecret: endpoint!.secret,
      webhookEndpointId: endpoint!.id,
      paymentIntentId: intent,
      paymentId: payment,
      refundId: (JSON.parse(refund.body) as { id: string }).id,
    });
  });

  it('gives the reader’s own test key, and nothing from an empty sandbox', async () => {
    const session = createSession(trimmed, facts);
    expect(sandboxValues(session.snapshot())).toEqual({});
    const own = 'sk_test_mine_123';
    await session.apply({
      kind: 'request',
      pauseMs: 0,
      request: { method: 'GET', path: '/v1/customers', headers: { Authorization: authorization(own) } },
    });
    expect(sandboxValues(session.snapshot())).toMatchObject({ secretKey: own });
  });
});

describe('the sandbox as "Your values", with two keys', () => {
  it('gives the key, endpoint and ids of the account the reader worked in last, never ids of the other', async () => {
    const { session, intent, payment, refund } = await playGcash();
    const own = 'sk_test_mine_123';
    const created = await session.apply(
      request('POST', '/v1/payment_intents', { amount: 20000, currency: 'PHP', payment_method_allowed: ['card'] }, own),
    );
    const ownIntent = (JSON.parse(created!.body) as { id: string }).id;
    const ownEndpoint = session.snapshot().endpoints.find((endpoint) => endpoint.key === own)!;
    // The reader's own account has an intent and nothing else: no payment or refund of the GCash play.
    expect(sandboxValues(session.snapshot())).toEqual({
      secretKey: own,
      webhookSecret: ownEndpoint.secret,
      webhookEndpointId: ownEndpoint.id,
      paymentIntentId: ownIntent,
    });
    // Back to the placeholder key's account: its own endpoint and ids again.
    const customer = await session.apply(
      request('POST', '/v1/customers', { first_name: 'Ana', last_name: 'Reyes', email: 'ana.reyes@example.com' }),
    );
    expect(customer!.status, customer!.body).toBe(200);
    const values = sandboxValues(session.snapshot());
    const placeholderEndpoint = session.snapshot().endpoints.find((endpoint) => endpoint.key === key)!;
    expect(values).toMatchObject({
      webhookSecret: placeholderEndpoint.secret,
      paymentIntentId: intent,
      paymentId: payment,
      refundId: (JSON.parse(refund.body) as { id: string }).id,
    });
    expect(values.secretKey).toBeUndefined();
  });
});

describe('the store', () => {
  const action = request('GET', '/v1/customers');

  it('keeps the log for the same model version', () => {
    const storage = memoryStorage();
    const stored = [
      { id: 'cus_1', key },
      { id: 'cus_2', key: 'sk_test_other' },
    ];
    expect(openSandboxStore('v1', () => storage).write([action], stored)).toBeUndefined();
    expect(openSandboxStore('v1', () => storage).initial).toEqual({ actions: [action] });
    expect(readStoredIds('v1', () => storage)).toEqual(stored);
    // Made with another model version: the sandbox resets when it starts, so its ids are not offered.
    expect(readStoredIds('v2', () => storage)).toEqual([]);
    // Ids stored without their account (before they carried one) are not offered.
    storage.setItem(sandboxStorageKey, JSON.stringify({ format: 1, modelVersion: 'v1', actions: [], ids: ['cus_3'] }));
    expect(readStoredIds('v1', () => storage)).toEqual([]);
  });

  it('resets with a notice when the model changed or the state cannot be read', () => {
    const storage = memoryStorage();
    openSandboxStore('old', () => storage).write([action], []);
    expect(openSandboxStore('new', () => storage).initial).toEqual({ actions: [], notice: 'outdated' });
    expect(storage.getItem(sandboxStorageKey)).toBeNull();
    for (const junk of ['{not json', 'null', '{"format":1,"modelVersion":"new","actions":[{"kind":"teleport"}]}']) {
      storage.setItem(sandboxStorageKey, junk);
      expect(openSandboxStore('new', () => storage).initial).toEqual({ actions: [], notice: 'corrupted' });
    }
  });

  it('runs in memory when storage is blocked or full, and says so', () => {
    const blocked = (): Storage => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = openSandboxStore('v1', blocked);
    expect(store.persistent).toBe(false);
    expect(store.initial.notice).toBe('blocked');
    expect(store.write([action], [])).toBeUndefined();

    const storage = memoryStorage();
    const full = openSandboxStore('v1', () => storage);
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(full.write([action], [])).toBe('full');
    expect(full.persistent).toBe(false);
  });
});
