/** `npm run sandbox`'s server on a free port, with real HTTP calls. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { facts } from '../src/data/facts';
import { basicAuth, responseProblems, testKey, testCard } from '../tests/support/sandboxClient';
import { startSandboxServer, type RunningSandbox } from './server';
import { verifySignature } from './signature';

let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandboxServer({ port: 0 });
});
afterAll(() => running.close());

async function send(method: string, path: string, body?: unknown, key = testKey) {
  const response = await fetch(`${running.url}${path}`, {
    method,
    headers: { Authorization: basicAuth(key), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  expect(responseProblems(method, path, { status: response.status, headers, body: text })).toEqual([]);
  return { status: response.status, headers, json: JSON.parse(text) };
}

it('serves the documented /v1 paths: an intent paid by card, then refunded', async () => {
  const created = await send('POST', '/v1/payment_intents', {
    amount: 150000,
    currency: 'PHP',
    payment_method_allowed: ['card'],
  });
  expect(created.status).toBe(200);
  expect(created.headers['ratelimit-limit']).toBe(String(facts.rateLimits.test));
  const paid = await send('POST', `/v1/_sandbox/payment_intents/${created.json.id}/confirm`, {
    payment_method: { type: 'card', card: { number: testCard('visa') } },
  });
  expect(paid.json.status).toBe('succeeded');
  const refund = await send('POST', '/v1/refunds', {
    payment_id: paid.json.payments[0].id,
    amount: 150000,
    reason: 'others',
  });
  expect(refund.json.status).toBe('pending');
});

it('answers a key that is not sk_test_ with the documented 401', async () => {
  const { status, json } = await send('GET', '/v1/customers', undefined, 'sk_live_123');
  expect([status, json.error.code]).toEqual([401, 'secret_key_invalid']);
});

it('signs a delivery listed after a clock skip at the real time, so a handler within the tolerance accepts it', async () => {
  const hook = await send('POST', '/v1/webhooks', { url: 'https://example.com/skip-hook', events: ['payment.paid'] });
  const hour = 3_600_000;
  await send('POST', '/v1/_sandbox/clock/advance', { ms: hour });
  const created = await send('POST', '/v1/payment_intents', {
    amount: 20000,
    currency: 'PHP',
    payment_method_allowed: ['card'],
  });
  await send('POST', `/v1/_sandbox/payment_intents/${created.json.id}/confirm`, {
    payment_method: { type: 'card', card: { number: testCard('visa') } },
  });
  const deliveries = (await send('GET', '/v1/_sandbox/deliveries')).json as {
    endpoint: string;
    headers: Record<string, string>;
    body: string;
  }[];
  const delivery = deliveries.find((entry) => entry.endpoint === hook.json.id);
  const header = String(delivery?.headers['Paysari-Signature']);
  // The event keeps the skipped-ahead time; the signature carries the receiver's.
  expect(JSON.parse(String(delivery?.body)).created_at).toBeGreaterThan(Date.now() / 1000 + 3000);
  const handlerNow = Math.floor(Date.now() / 1000);
  expect(await verifySignature(String(hook.json.secret_key), header, String(delivery?.body), handlerNow, 300)).toBe(
    true,
  );
});
