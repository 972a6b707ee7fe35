/**
 * Delivery retries and failing endpoints: what the webhook operations page
 * states (the retry schedule, failing endpoints, resending), run. The page's
 * own table is checked against this behaviour in pages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../src/data/facts';
import { client, newSandbox } from '../tests/support/sandboxClient';
import { durationMs, retryOffsetsMs } from './clock';
import type { Sandbox } from './index';

type Call = ReturnType<typeof client>;

interface ListedDelivery {
  id: string;
  endpoint: string;
  event: string;
  attempt: number | null;
  sent_at: number;
  answered: number | 'timeout';
  next_retry_at: number | null;
  body: string;
}

const url = 'https://example.com/webhooks';
const retryOffsets = retryOffsetsMs(facts.webhooks.retryAfterFirstAttempt);
const minute = 60_000;
const hour = 60 * minute;

async function setUp(answer?: number | 'timeout'): Promise<{ sandbox: Sandbox; call: Call; endpoint: string }> {
  const sandbox = newSandbox();
  const call = client(sandbox);
  const hook = await call('POST', '/v1/webhooks', { url, events: ['customer.created'] });
  const endpoint = String(hook.json.id);
  if (answer !== undefined) {
    const set = await call('POST', `/v1/_sandbox/webhooks/${endpoint}/answer`, { status: answer });
    expect(set.status).toBe(200);
  }
  return { sandbox, call, endpoint };
}

async function newCustomer(call: Call): Promise<void> {
  const created = await call('POST', '/v1/customers', { first_name: 'Ana', last_name: 'Cruz', email: 'a@example.com' });
  expect(created.status).toBe(200);
}

async function deliveries(call: Call): Promise<ListedDelivery[]> {
  return (await call<ListedDelivery[]>('GET', '/v1/_sandbox/deliveries')).json;
}

describe('the retry schedule', () => {
  it(`has ${facts.webhooks.deliveryAttempts} attempts over ${facts.webhooks.retryWindow}`, () => {
    expect(retryOffsets).toHaveLength(facts.webhooks.deliveryAttempts - 1);
    expect(retryOffsets.at(-1)).toBe(durationMs(facts.webhooks.retryWindow));
    // The wait grows, then stays: each retry comes later than the one before.
    expect(retryOffsets.every((offset, index) => index === 0 || offset > retryOffsets[index - 1]!)).toBe(true);
  });

  it('an endpoint that answers 2xx gets each event once', async () => {
    const { sandbox, call } = await setUp();
    await newCustomer(call);
    sandbox.advance(durationMs(facts.webhooks.retryWindow) + hour);
    const [only, ...more] = await deliveries(call);
    expect(more).toEqual([]);
    expect(only).toMatchObject({ attempt: 1, answered: 200 });
    expect(JSON.parse(only!.body).pending_webhooks).toBe(1);
  });

  for (const answer of [500, 302, 'timeout'] as const) {
    it(`an endpoint that answers ${answer} gets every attempt, at its time after the first, then no more`, async () => {
      const { sandbox, call } = await setUp(answer);
      await newCustomer(call);
      const first = sandbox.clock.now();
      sandbox.advance(durationMs(facts.webhooks.retryWindow) + 5 * 24 * hour);
      const listed = await deliveries(call);
      expect(listed.map((delivery) => delivery.attempt)).toEqual(
        Array.from({ length: facts.webhooks.deliveryAttempts }, (_, index) => index + 1),
      );
      expect(listed.map((delivery) => delivery.sent_at * 1000 - Math.floor(first / 1000) * 1000)).toEqual([
        0,
        ...retryOffsets,
      ]);
      expect(new Set(listed.map((delivery) => delivery.answered))).toEqual(new Set([answer]));
      expect(new Set(listed.map((delivery) => delivery.event)).size).toBe(1);
    });
  }

  it('a retry that succeeds ends the schedule, and the event is then acknowledged', async () => {
    const { sandbox, call, endpoint } = await setUp(503);
    const first = Math.floor(sandbox.clock.now() / 1000);
    await newCustomer(call);
    sandbox.advance(retryOffsets[0]!); // attempt 2 fails
    // The newest attempt says when the next one comes.
    expect((await deliveries(call)).map((delivery) => delivery.next_retry_at)).toEqual([
      null,
      first + retryOffsets[1]! / 1000,
    ]);
    await call('POST', `/v1/_sandbox/webhooks/${endpoint}/answer`, { status: 200 });
    sandbox.advance(retryOffsets[2]!); // attempt 3 succeeds; nothing after it
    const listed = await deliveries(call);
    expect(listed.map((delivery) => [delivery.attempt, delivery.answered])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    expect(listed.map((delivery) => delivery.next_retry_at)).toEqual([null, null, null]);
    expect(listed.map((delivery) => JSON.parse(delivery.body).pending_webhooks)).toEqual([1, 1, 1]);
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json.failing_since).toBeNull();
  });

  it('a disabled endpoint gets no more retries; a deleted one neither', async () => {
    for (const stop of ['disable', 'delete'] as const) {
      const { sandbox, call, endpoint } = await setUp(500);
      await newCustomer(call);
      if (stop === 'disable') {
        await call('POST', `/v1/webhooks/${endpoint}/disable`);
        // With nothing left to deliver, it is not failing.
        expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json.failing_since).toBeNull();
      } else await call('DELETE', `/v1/webhooks/${endpoint}`);
      sandbox.advance(durationMs(facts.webhooks.retryWindow));
      expect(await deliveries(call), stop).toHaveLength(1);
    }
  });

  it('each endpoint has its own schedule, and pending_webhooks counts those still waiting', async () => {
    const { sandbox, call } = await setUp(500);
    await call('POST', '/v1/webhooks', { url: 'https://example.com/other', events: ['customer.created'] });
    await newCustomer(call);
    sandbox.advance(retryOffsets[0]!);
    const listed = await deliveries(call);
    // Both got attempt 1; only the failing one got attempt 2, and by then the other had acknowledged.
    expect(listed.map((delivery) => delivery.attempt)).toEqual([1, 1, 2]);
    expect(JSON.parse(listed[0]!.body).pending_webhooks).toBe(2);
    expect(JSON.parse(listed[2]!.body).pending_webhooks).toBe(1);
  });
});

describe('failing endpoints', () => {
  const notice = durationMs(facts.webhooks.failureNoticeAfter);
  const disable = durationMs(facts.webhooks.autoDisableAfter);

  it(`with an event every ${facts.webhooks.failureNoticeAfter}, a failing endpoint: noticed after ${facts.webhooks.failureNoticeAfter}, disabled after ${facts.webhooks.autoDisableAfter}`, async () => {
    const { sandbox, call, endpoint } = await setUp(500);
    const since = Math.floor(sandbox.clock.now() / 1000);
    await newCustomer(call);
    sandbox.advance(notice - 1000);
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json).toMatchObject({
      failing_since: since,
      failure_notice_sent_at: null,
    });
    sandbox.advance(1000);
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json.failure_notice_sent_at).toBe(
      since + notice / 1000,
    );
    // New events keep it failing past the retry window of the first one.
    for (let elapsed = notice; elapsed < disable - 1000; elapsed += 12 * hour) {
      await newCustomer(call);
      sandbox.advance(Math.min(12 * hour, disable - 1000 - elapsed));
    }
    expect((await call('GET', `/v1/webhooks/${endpoint}`)).json.status).toBe('enabled');
    sandbox.advance(1000);
    expect((await call('GET', `/v1/webhooks/${endpoint}`)).json.status).toBe('disabled');
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json.disabled_for_failing_at).toBe(
      since + disable / 1000,
    );
    // Retries stop, and events while it is disabled are not delivered later.
    const before = (await deliveries(call)).length;
    await newCustomer(call);
    sandbox.advance(durationMs(facts.webhooks.retryWindow));
    await call('POST', `/v1/_sandbox/webhooks/${endpoint}/answer`, { status: 200 });
    expect((await call('POST', `/v1/webhooks/${endpoint}/enable`)).json.status).toBe('enabled');
    sandbox.advance(durationMs(facts.webhooks.retryWindow));
    expect(await deliveries(call)).toHaveLength(before);
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json.disabled_for_failing_at).toBeNull();
  });

  it('one event that runs out of retries does not disable the endpoint: with nothing left to deliver, it is not failing', async () => {
    const { sandbox, call, endpoint } = await setUp('timeout');
    await newCustomer(call);
    sandbox.advance(disable + hour);
    expect((await call('GET', `/v1/webhooks/${endpoint}`)).json.status).toBe('enabled');
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json).toMatchObject({
      failing_since: null,
      disabled_for_failing_at: null,
    });
  });
});

describe('resending an event (the event log’s Resend)', () => {
  it('is an extra attempt; when it succeeds, the remaining retries are dropped', async () => {
    const { sandbox, call, endpoint } = await setUp(500);
    await newCustomer(call);
    const [first] = await deliveries(call);
    await call('POST', `/v1/_sandbox/webhooks/${endpoint}/answer`, { status: 200 });
    const resent = await call('POST', `/v1/_sandbox/events/${first!.event}/resend`, {});
    expect(resent.json.deliveries).toEqual([{ endpoint, answer: 200 }]);
    sandbox.advance(durationMs(facts.webhooks.retryWindow));
    expect((await deliveries(call)).map((delivery) => [delivery.attempt, delivery.answered])).toEqual([
      [1, 500],
      [null, 200],
    ]);
  });

  it('a failed resend of an event already acknowledged leaves the endpoint healthy: nothing is left to retry', async () => {
    const { sandbox, call, endpoint } = await setUp();
    await newCustomer(call);
    const [first] = await deliveries(call);
    await call('POST', `/v1/_sandbox/webhooks/${endpoint}/answer`, { status: 503 });
    expect((await call('POST', `/v1/_sandbox/events/${first!.event}/resend`, {})).json.deliveries).toEqual([
      { endpoint, answer: 503 },
    ]);
    sandbox.advance(durationMs(facts.webhooks.autoDisableAfter) + hour);
    expect((await call('GET', `/v1/_sandbox/webhooks/${endpoint}`)).json).toMatchObject({
      status: 'enabled',
      failing_since: null,
    });
    expect(await deliveries(call)).toHaveLength(2);
  });

  it('reaches an endpoint that missed the event while disabled', async () => {
    const { call, endpoint } = await setUp();
    await call('POST', `/v1/webhooks/${endpoint}/disable`);
    await newCustomer(call);
    expect(await deliveries(call)).toEqual([]);
    await call('POST', `/v1/webhooks/${endpoint}/enable`);
    const [event] = (await call<{ id: string }[]>('GET', '/v1/_sandbox/events')).json;
    await call('POST', `/v1/_sandbox/events/${event!.id}/resend`, { endpoint });
    expect((await deliveries(call)).map((delivery) => delivery.attempt)).toEqual([null]);
  });

  it(`is refused for an event older than the event log keeps (${facts.webhooks.eventLogRetention}), or with no endpoint to send to`, async () => {
    const { sandbox, call, endpoint } = await setUp();
    await newCustomer(call);
    const [event] = (await call<{ id: string }[]>('GET', '/v1/_sandbox/events')).json;
    await call('POST', `/v1/webhooks/${endpoint}/disable`);
    const none = await call('POST', `/v1/_sandbox/events/${event!.id}/resend`, {});
    expect(none.json.error).toMatchObject({ code: 'parameter_invalid', param: 'endpoint' });
    await call('POST', `/v1/webhooks/${endpoint}/enable`);
    sandbox.advance(durationMs(facts.webhooks.eventLogRetention) + 1000);
    const old = await call('POST', `/v1/_sandbox/events/${event!.id}/resend`, {});
    expect(old.status).toBe(404);
  });

  it('a bad answer setting is refused with a clear message', async () => {
    const { call, endpoint } = await setUp();
    for (const status of [99, 600, 200.5, '500', null]) {
      const refused = await call('POST', `/v1/_sandbox/webhooks/${endpoint}/answer`, { status });
      expect(refused.json.error, String(status)).toMatchObject({ code: 'parameter_invalid', param: 'status' });
    }
  });
});
