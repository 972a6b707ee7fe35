/**
 * Property test: random sequences of calls, good and bad, against one
 * sandbox. After every call: no 500, every answer has a status and shape the
 * document allows (the client checks it), and each payment intent only ever
 * moves along the lifecycle's transitions. After every sequence: every object
 * the sandbox acknowledged can still be read, and money adds up.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { facts } from '../src/data/facts';
import { testCardList } from '../src/data/facts/testCards';
import { client, newSandbox, testCard, type Loose } from '../tests/support/sandboxClient';
import { retryOffsetsMs } from './clock';
import { START, transitions, finalStatuses, type IntentStatus } from './lifecycle';

/** Statuses reachable from each status by one or more transitions. */
const reachable = new Map<string, Set<string>>();
for (const start of [START, ...transitions.map((transition) => transition.to)]) {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const from = queue.shift();
    for (const transition of transitions.filter((entry) => entry.from === from)) {
      if (!seen.has(transition.to)) {
        seen.add(transition.to);
        queue.push(transition.to);
      }
    }
  }
  reachable.set(start, seen);
}

const cardNumbers = [
  ...testCardList.map((card) => card.number),
  ...Object.values(facts.threeDSecure.cards),
  '4000 0000 0000 9999',
];
const methods = ['card', 'gcash', 'maya', 'qrph', 'billease', 'bdo_installment'] as const;
const pick = (count: number) => fc.nat({ max: count * 7 });

// Creating, confirming, acting as the customer and time passing weigh twice the other commands:
// sequences should reach paid payments, refunds and payouts, not only errors.
const createIntentCommand = fc.record({
  kind: fc.constant('createIntent' as const),
  amount: fc.oneof(
    { arbitrary: fc.integer({ min: 2000, max: 10_000_000 }), weight: 4 },
    { arbitrary: fc.integer(), weight: 1 },
  ),
  methods: fc.subarray([...methods], { minLength: 1 }),
  manual: fc.boolean(),
});

const confirmCommand = fc.record({
  kind: fc.constant('confirm' as const),
  intent: pick(1),
  // An index into the intent's own methods (or any method), and half the time a card that succeeds.
  method: fc.oneof(fc.nat({ max: 5 }), fc.constantFrom(...methods)),
  card: fc.oneof(fc.constant(testCard('visa')), fc.constantFrom(...cardNumbers)),
});

const actCommand = fc.record({
  kind: fc.constant('act' as const),
  intent: pick(1),
  action: fc.constantFrom('approve', 'approve', 'decline', 'cancel'),
});

const advanceCommand = fc.record({
  kind: fc.constant('advance' as const),
  ms: fc.constantFrom(1_000, 60_000, 600_000, 900_000, 86_400_000, 8 * 86_400_000),
});

const command = fc.oneof(
  { arbitrary: createIntentCommand, weight: 2 },
  { arbitrary: confirmCommand, weight: 2 },
  { arbitrary: actCommand, weight: 2 },
  fc.record({
    kind: fc.constant('capture' as const),
    intent: pick(1),
    amount: fc.option(fc.integer({ min: 0, max: 200_000 })),
  }),
  fc.record({ kind: fc.constant('cancel' as const), intent: pick(1) }),
  fc.record({ kind: fc.constant('refund' as const), payment: pick(1), amount: fc.integer({ min: -10, max: 200_000 }) }),
  fc.record({ kind: fc.constant('customer' as const), email: fc.constantFrom('a@example.com', 'not-an-email') }),
  fc.record({ kind: fc.constant('deleteCustomer' as const), customer: pick(1) }),
  fc.record({
    kind: fc.constant('webhook' as const),
    events: fc.subarray(['payment.paid', 'refund.updated', 'customer.created'], { minLength: 1 }),
    // What the endpoint answers from the start: a failing one gets retries.
    answer: fc.constantFrom(200, 500, 'timeout'),
  }),
  fc.record({ kind: fc.constant('toggleWebhook' as const), hook: pick(1), enable: fc.boolean() }),
  // The endpoint's own answer (the control surface), and the event log's resend.
  fc.record({ kind: fc.constant('answer' as const), hook: pick(1), status: fc.constantFrom(200, 204, 500, 'timeout') }),
  fc.record({ kind: fc.constant('resend' as const), event: pick(1) }),
  { arbitrary: advanceCommand, weight: 2 },
  fc.record({
    kind: fc.constant('garbage' as const),
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'),
    path: fc.constantFrom(
      '/v1/payment_intents',
      '/v1/payment_intents/pi_AAAAAAAAAAAAAAAAAAAAAAAA/capture',
      '/v1/refunds',
      '/v1/customers',
      '/v1/customers?limit=1000',
      '/v1/webhooks/%ZZ',
      '/v1/billing_statements',
      '/v1/checkout_sessions',
      '/v2/anything',
    ),
    body: fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    ),
  }),
);

type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

const retryOffsets = retryOffsetsMs(facts.webhooks.retryAfterFirstAttempt);

/**
 * Each event's scheduled attempts to an endpoint are numbered 1, 2, … at most
 * the facts' count, each at its time after the first; none follows a 2xx; and
 * `pending_webhooks` never goes below zero.
 */
function expectDeliveriesOnSchedule(events: Loose[], deliveries: Loose[]): number {
  for (const event of events) expect(event.pending_webhooks).toBeGreaterThanOrEqual(0);
  const byPair = new Map<string, Loose[]>();
  for (const delivery of deliveries) {
    if (delivery.attempt === null) continue;
    const pair = `${delivery.event} ${delivery.endpoint}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), delivery]);
  }
  for (const [pair, attempts] of byPair) {
    expect(
      attempts.map((delivery) => delivery.attempt),
      pair,
    ).toEqual(attempts.map((_, index) => index + 1));
    expect(attempts.length).toBeLessThanOrEqual(facts.webhooks.deliveryAttempts);
    const first = attempts[0]!.sent_at;
    expect(attempts.slice(1).map((delivery) => delivery.sent_at - first)).toEqual(
      retryOffsets.slice(0, attempts.length - 1).map((offset) => offset / 1000),
    );
    expect(
      attempts.slice(0, -1).some((delivery) => typeof delivery.answered === 'number' && delivery.answered < 300),
      `${pair}: an attempt after a 2xx`,
    ).toBe(false);
  }
  return deliveries.filter((delivery) => Number(delivery.attempt) > 1).length;
}

it('random call sequences keep the model consistent', async () => {
  let calls = 0;
  let payoutChecks = 0;
  let retries = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(command, { minLength: 15, maxLength: 40 }),
      fc.integer({ min: 1, max: 1_000_000 }),
      async (commands, seed) => {
        const sandbox = newSandbox(seed);
        const call = client(sandbox);
        const intents: string[] = [];
        const allowed = new Map<string, string[]>();
        const payments = new Set<string>();
        const customers = new Map<string, boolean>();
        const hooks: string[] = [];
        const lastStatus = new Map<string, string>();
        const nth = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

        const observe = (intent: Loose): void => {
          const previous = lastStatus.get(intent.id) ?? START;
          const status = String(intent.status);
          if (previous !== status) {
            expect(finalStatuses).not.toContain(previous as IntentStatus);
            expect([...(reachable.get(previous) ?? [])], `${previous} → ${status}`).toContain(status);
          }
          lastStatus.set(intent.id, status);
          expect(intent.amount_received).toBeLessThanOrEqual(intent.amount);
          expect(
            intent.payments.filter(
              (payment: { status: string }) => payment.status !== 'failed' && payment.status !== 'pending',
            ).length,
          ).toBeLessThanOrEqual(1);
          for (const payment of intent.payments) payments.add(payment.id);
        };
        const send = async (method: string, path: string, body?: unknown) => {
          calls++;
          const answer = await call(method, path, body);
          expect(answer.status, answer.json.error?.message).not.toBe(500);
          if (answer.status === 200 && answer.json.object === 'payment_intent') observe(answer.json);
          return answer;
        };

        for (const step of commands as Command[]) {
          switch (step.kind) {
            case 'createIntent': {
              const { status, json } = await send('POST', '/v1/payment_intents', {
                amount: step.amount,
                currency: 'PHP',
                payment_method_allowed: step.manual ? ['card'] : step.methods,
                capture_type: step.manual ? 'manual' : 'automatic',
              });
              if (status === 200) {
                intents.push(json.id);
                allowed.set(json.id, json.payment_method_allowed);
              }
              break;
            }
            case 'confirm': {
              const id = nth(intents, step.intent);
              if (id) {
                const own = allowed.get(id) ?? [];
                const type = typeof step.method === 'number' ? (nth(own, step.method) ?? 'card') : step.method;
                await send('POST', `/v1/_sandbox/payment_intents/${id}/confirm`, {
                  payment_method: type === 'card' ? { type: 'card', card: { number: step.card } } : { type },
                });
              }
              break;
            }
            case 'act': {
              const id = nth(intents, step.intent);
              if (id) await send('POST', `/v1/_sandbox/payment_intents/${id}/customer_action`, { action: step.action });
              break;
            }
            case 'capture': {
              const id = nth(intents, step.intent);
              if (id)
                await send(
                  'POST',
                  `/v1/payment_intents/${id}/capture`,
                  step.amount === null ? {} : { amount_to_capture: step.amount },
                );
              break;
            }
            case 'cancel': {
              const id = nth(intents, step.intent);
              if (id) await send('POST', `/v1/payment_intents/${id}/cancel`, {});
              break;
            }
            case 'refund': {
              const id = nth([...payments], step.payment);
              if (id) await send('POST', '/v1/refunds', { payment_id: id, amount: step.amount, reason: 'others' });
              break;
            }
            case 'customer': {
              const { status, json } = await send('POST', '/v1/customers', {
                first_name: 'A',
                last_name: 'B',
                email: step.email,
              });
              if (status === 200) customers.set(json.id, true);
              break;
            }
            case 'deleteCustomer': {
              const id = nth([...customers.keys()], step.customer);
              if (id && (await send('DELETE', `/v1/customers/${id}`)).status === 200) customers.set(id, false);
              break;
            }
            case 'webhook': {
              const { status, json } = await send('POST', '/v1/webhooks', {
                url: `https://example.com/hooks/${hooks.length}`,
                events: step.events,
              });
              if (status === 200) {
                hooks.push(json.id);
                await send('POST', `/v1/_sandbox/webhooks/${json.id}/answer`, { status: step.answer });
              }
              break;
            }
            case 'toggleWebhook': {
              const id = nth(hooks, step.hook);
              if (id) await send('POST', `/v1/webhooks/${id}/${step.enable ? 'enable' : 'disable'}`);
              break;
            }
            case 'answer': {
              const id = nth(hooks, step.hook);
              if (id) await send('POST', `/v1/_sandbox/webhooks/${id}/answer`, { status: step.status });
              break;
            }
            case 'resend': {
              const events = (await call<{ id: string }[]>('GET', '/v1/_sandbox/events')).json;
              const id = nth(events, step.event)?.id;
              if (id) await send('POST', `/v1/_sandbox/events/${id}/resend`, {});
              break;
            }
            case 'advance':
              sandbox.advance(step.ms);
              break;
            case 'garbage': {
              const { status } = await send(step.method, step.path, step.body);
              expect(status).toBeGreaterThanOrEqual(200);
              break;
            }
          }
        }

        // Eight days on, every paid payment has settled (T+5 at most) and been paid out.
        sandbox.advance(8 * 86_400_000);
        // Nothing acknowledged is lost. Reads go one a second so rate limits stay out of the way.
        const read = async (path: string) => {
          sandbox.advance(1000);
          return send('GET', path);
        };
        for (const id of intents) expect((await read(`/v1/payment_intents/${id}`)).status).toBe(200);
        for (const id of payments) {
          const { json } = await read(`/v1/payments/${id}`);
          expect(json.amount_refunded).toBeLessThanOrEqual(json.amount);
          if (json.payout) {
            // A paid-out payment is a line of its payout, once.
            payoutChecks++;
            const lines = await read(`/v1/payouts/${json.payout}/transactions?limit=100&type=payment`);
            expect(lines.json.data.filter((line: { source: string }) => line.source === id)).toHaveLength(1);
          }
        }
        for (const [id, alive] of customers) expect((await read(`/v1/customers/${id}`)).status).toBe(alive ? 200 : 404);
        for (const id of hooks) expect((await read(`/v1/webhooks/${id}`)).status).toBe(200);
        retries += expectDeliveriesOnSchedule(
          (await call<Loose[]>('GET', '/v1/_sandbox/events')).json,
          (await call<Loose[]>('GET', '/v1/_sandbox/deliveries')).json,
        );
      },
    ),
    { numRuns: 100, seed: 43 },
  );
  console.log(
    `Property test: 100 sequences, ${calls} calls, ${payoutChecks} paid-out payments and ${retries} delivery retries checked.`,
  );
}, 60_000);
