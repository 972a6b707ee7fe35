/**
 * The model beyond the lifecycle: refunds, webhook endpoints and signed
 * deliveries, authentication, idempotency, rate limits, bad input, and the
 * resources the guides describe (customers, checkout sessions, billing
 * statements). Answers are checked against the document's schemas.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../src/data/facts';
import { basicAuth, client, newSandbox, sandboxDocument, testKey, testCard } from '../tests/support/sandboxClient';
import { durationMs } from './clock';
import { describeApi } from './document';
import { maxBodyBytes, refundSettlementMs, verifySignature } from './index';

type Call = ReturnType<typeof client>;

async function paidPayment(call: Call, type = 'card', amount = 150000, cardNumber = testCard('visa')): Promise<string> {
  const intent = await call('POST', '/v1/payment_intents', { amount, currency: 'PHP', payment_method_allowed: [type] });
  const id = String(intent.json.id);
  const method = type === 'card' ? { type, card: { number: cardNumber } } : { type };
  const confirmed = await call('POST', `/v1/_sandbox/payment_intents/${id}/confirm`, { payment_method: method });
  if (confirmed.json.status !== 'succeeded') {
    await call('POST', `/v1/_sandbox/payment_intents/${id}/customer_action`, { action: 'approve' });
  }
  const { json } = await call('GET', `/v1/payment_intents/${id}`);
  return String(json.payments[0].id);
}

describe('refunds', () => {
  it('partial, then the rest; pending until the refund succeeds', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const payment = await paidPayment(call);
    const first = await call('POST', '/v1/refunds', {
      payment_id: payment,
      amount: 50000,
      reason: 'requested_by_customer',
    });
    expect(first.json.status).toBe('pending');
    expect((await call('GET', `/v1/payments/${payment}`)).json).toMatchObject({
      status: 'partially_refunded',
      amount_refunded: 50000,
    });
    const tooMuch = await call('POST', '/v1/refunds', { payment_id: payment, amount: 100001, reason: 'others' });
    expect(tooMuch.json.error.code).toBe('refund_exceeds_payment');
    await call('POST', '/v1/refunds', { payment_id: payment, amount: 100000, reason: 'others' });
    expect((await call('GET', `/v1/payments/${payment}`)).json.status).toBe('refunded');
    const none = await call('POST', '/v1/refunds', { payment_id: payment, amount: 100, reason: 'others' });
    expect(none.json.error.code).toBe('payment_not_refundable');
    sandbox.advance(refundSettlementMs);
    const { json } = await call('GET', `/v1/payments/${payment}`);
    expect(json.refunds.map((refund: { status: string }) => refund.status)).toEqual(['succeeded', 'succeeded']);
    const log = (await call<{ type: string; previous_attributes: unknown }[]>('GET', '/v1/_sandbox/events')).json;
    const events = log.map((event) => event.type);
    expect(events.filter((type) => type.startsWith('refund') || type === 'payment.refunded')).toEqual([
      'payment.refunded',
      'payment.refunded',
      'refund.updated',
      'refund.updated',
    ]);
    // Every changed field, updated_at included, as the document's refund.updated example and the refund guide show.
    expect(log.find((event) => event.type === 'refund.updated')?.previous_attributes).toEqual({
      status: 'pending',
      updated_at: first.json.created_at,
    });
  });

  it('BillEase refunds are full only', async () => {
    const call = client(newSandbox());
    const payment = await paidPayment(call, 'billease', 200000);
    const partial = await call('POST', '/v1/refunds', { payment_id: payment, amount: 1000, reason: 'others' });
    expect(partial.json.error.code).toBe('partial_refund_not_supported');
    const full = await call('POST', '/v1/refunds', { payment_id: payment, amount: 200000, reason: 'others' });
    expect(full.status).toBe(200);
  });

  it.each([
    ['card', facts.refunds.window.card],
    ['qrph', facts.refunds.window.qrph],
  ])('a %s payment can be refunded for %s', async (type, window) => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const payment = await paidPayment(call, type);
    sandbox.advance(durationMs(window));
    expect((await call('POST', '/v1/refunds', { payment_id: payment, amount: 1000, reason: 'others' })).status).toBe(
      200,
    );
    sandbox.advance(1000);
    const late = await call('POST', '/v1/refunds', { payment_id: payment, amount: 1000, reason: 'others' });
    expect(late.json.error.code).toBe('refund_window_expired');
  });
});

describe('webhook endpoints and signed deliveries', () => {
  const url = 'https://example.com/webhooks';

  async function deliveries(call: Call) {
    return (
      await call<{ endpoint: string; type: string; headers: Record<string, string>; body: string }[]>(
        'GET',
        '/v1/_sandbox/deliveries',
      )
    ).json;
  }

  it('signs each delivery as the document says, and only enabled endpoints get them', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const hook = await call('POST', '/v1/webhooks', { url, events: ['payment.paid'] });
    const secret = String(hook.json.secret_key);
    expect((await call('GET', `/v1/webhooks/${hook.json.id}`)).json.secret_key).toBeUndefined();
    await paidPayment(call);
    const [delivery] = await deliveries(call);
    const signature = String(delivery?.headers['Paysari-Signature']);
    expect(signature).toMatch(describeApi(sandboxDocument).signaturePattern);
    expect(
      await verifySignature(secret, signature, String(delivery?.body), Math.floor(sandbox.clock.now() / 1000), 300),
    ).toBe(true);
    expect(JSON.parse(String(delivery?.body)).type).toBe('payment.paid');

    expect((await call('POST', `/v1/webhooks/${hook.json.id}/disable`)).json.status).toBe('disabled');
    await paidPayment(call);
    expect(await deliveries(call)).toHaveLength(1);
    expect((await call('POST', `/v1/webhooks/${hook.json.id}/enable`)).json.status).toBe('enabled');
    await paidPayment(call);
    expect(await deliveries(call)).toHaveLength(2);
  });

  it(`while a secret is rolled, deliveries carry a v1 for each secret, for at most ${facts.webhooks.secretOverlapMax}`, async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const hook = await call('POST', '/v1/webhooks', { url, events: ['payment.paid'] });
    const rolled = await call('POST', `/v1/_sandbox/webhooks/${hook.json.id}/roll_secret`, {});
    await paidPayment(call);
    const now = Math.floor(sandbox.clock.now() / 1000);
    const [during] = await deliveries(call);
    const header = String(during?.headers['Paysari-Signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(header).toMatch(describeApi(sandboxDocument).signaturePattern);
    for (const secret of [hook.json.secret_key, rolled.json.secret_key]) {
      expect(await verifySignature(String(secret), header, String(during?.body), now, 300)).toBe(true);
    }
    sandbox.advance(durationMs(facts.webhooks.secretOverlapMax));
    await paidPayment(call);
    const after = (await deliveries(call))[1];
    expect(String(after?.headers['Paysari-Signature']).match(/v1=/g)).toHaveLength(1);
  });

  it('rejects a duplicate URL and a URL that is not https', async () => {
    const call = client(newSandbox());
    await call('POST', '/v1/webhooks', { url, events: ['payment.paid'] });
    expect((await call('POST', '/v1/webhooks', { url, events: ['payment.paid'] })).json.error.code).toBe(
      'webhook_url_duplicate',
    );
    expect(
      (await call('POST', '/v1/webhooks', { url: 'http://example.com/h', events: ['payment.paid'] })).json.error.code,
    ).toBe('webhook_url_invalid');
  });
});

describe('authentication', () => {
  it.each([
    ['no key', undefined, 'secret_key_missing'],
    ['a live key', 'sk_live_abc', 'secret_key_invalid'],
    ['a public key', 'pk_test_abc', 'public_key_not_allowed'],
    ['garbage', 'hello', 'secret_key_invalid'],
  ])('%s gets the documented 401', async (_name, key, code) => {
    const sandbox = newSandbox();
    const response = await sandbox.handle({
      method: 'GET',
      path: '/v1/customers',
      headers: key === undefined ? {} : { Authorization: basicAuth(key) },
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).error).toMatchObject({ type: 'authentication_error', code });
  });

  it('each sk_test_ key is an account of its own', async () => {
    const sandbox = newSandbox();
    const created = await client(sandbox)('POST', '/v1/customers', {
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
    });
    const other = await client(sandbox, 'sk_test_other')('GET', `/v1/customers/${created.json.id}`);
    expect(other.status).toBe(404);
  });
});

describe('idempotency', () => {
  const body = { amount: 5000, currency: 'PHP', payment_method_allowed: ['card'] };

  it('a retry with the same key and body returns the stored answer and creates nothing', async () => {
    const call = client(newSandbox());
    const first = await call('POST', '/v1/payment_intents', body, { 'Idempotency-Key': 'k1' });
    const retry = await call('POST', '/v1/payment_intents', { ...body }, { 'Idempotency-Key': 'k1' });
    expect(retry.json).toEqual(first.json);
    const conflict = await call('POST', '/v1/payment_intents', { ...body, amount: 6000 }, { 'Idempotency-Key': 'k1' });
    expect([conflict.status, conflict.json.error.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('stores 4xx answers too, is scoped to the path, and expires', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const bad = await call('POST', '/v1/payment_intents', { ...body, amount: 10 }, { 'Idempotency-Key': 'k2' });
    const again = await call('POST', '/v1/payment_intents', { ...body, amount: 10 }, { 'Idempotency-Key': 'k2' });
    expect([bad.status, again.json]).toEqual([400, bad.json]);
    const elsewhere = await call(
      'POST',
      '/v1/customers',
      { first_name: 'A', last_name: 'B', email: 'a@example.com' },
      {
        'Idempotency-Key': 'k2',
      },
    );
    expect(elsewhere.status).toBe(200);
    sandbox.advance(durationMs(facts.limits.idempotency.window));
    const fresh = await call('POST', '/v1/payment_intents', { ...body, amount: 6000 }, { 'Idempotency-Key': 'k2' });
    expect(fresh.status).toBe(200);
  });
});

describe('rate limits', () => {
  it(`${facts.rateLimits.test} requests a second in test mode, then 429 with Retry-After`, async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    for (let index = 0; index < facts.rateLimits.test; index++) {
      const { status, headers } = await call('POST', '/v1/customers', {
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
      });
      expect(status).toBe(200);
      expect(headers['RateLimit-Remaining']).toBe(String(facts.rateLimits.test - index - 1));
    }
    const limited = await call('GET', '/v1/webhooks');
    expect([
      limited.status,
      limited.json.error.code,
      limited.headers['Retry-After'],
      limited.json.error.message,
    ]).toEqual([429, 'rate_limited', '1', 'Too many requests. Retry after 1 second.']);
    sandbox.advance(1000);
    expect((await call('GET', '/v1/webhooks')).status).toBe(200);
  });

  it(`${facts.rateLimits.retrieveIntent} retrievals of one payment intent a second`, async () => {
    const call = client(newSandbox());
    const { json } = await call('POST', '/v1/payment_intents', {
      amount: 5000,
      currency: 'PHP',
      payment_method_allowed: ['card'],
    });
    const statuses = [];
    for (let index = 0; index <= facts.rateLimits.retrieveIntent; index++) {
      statuses.push((await call('GET', `/v1/payment_intents/${json.id}`)).status);
    }
    expect(statuses).toEqual([...Array(facts.rateLimits.retrieveIntent).fill(200), 429]);
  });
});

describe('bad input gets the documented error', () => {
  it.each([
    ['malformed JSON', '{"amount": ', 'parameter_invalid'],
    ['a JSON array', '[1]', 'parameter_invalid'],
    ['a missing parameter', { currency: 'PHP', payment_method_allowed: ['card'] }, 'parameter_missing'],
    [
      'an unknown parameter',
      { amount: 5000, currency: 'PHP', payment_method_allowed: ['card'], colour: 'red' },
      'parameter_unknown',
    ],
    ['a wrong type', { amount: '5000', currency: 'PHP', payment_method_allowed: ['card'] }, 'parameter_invalid'],
    ['a small amount', { amount: 1999, currency: 'PHP', payment_method_allowed: ['card'] }, 'amount_too_small'],
    ['another currency', { amount: 5000, currency: 'USD', payment_method_allowed: ['card'] }, 'currency_not_supported'],
    ['a huge body', `{"description":"${'x'.repeat(maxBodyBytes)}"}`, 'parameter_invalid'],
  ])('%s', async (_name, body, code) => {
    const { status, json } = await client(newSandbox())('POST', '/v1/payment_intents', body);
    expect([status, json.error.code]).toEqual([400, code]);
  });

  it('unknown ids and unknown paths are 404 resource_missing', async () => {
    const call = client(newSandbox());
    expect((await call('GET', '/v1/payment_intents/pi_000000000000000000000000')).json.error.code).toBe(
      'resource_missing',
    );
    expect((await call('GET', '/v1/payment_intents/nope')).json.error.code).toBe('resource_missing');
    expect((await call('GET', '/v1/nothing_here')).status).toBe(404);
  });
});

describe('customers, checkout sessions and billing statements', () => {
  it('customers: create, list, update, delete, with their events', async () => {
    const call = client(newSandbox());
    const { json } = await call('POST', '/v1/customers', {
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'm@example.com',
    });
    await call('PATCH', `/v1/customers/${json.id}`, { phone: '+639171234567', metadata: { crm: '1' } });
    expect((await call('GET', '/v1/customers?email=m@example.com')).json.data).toHaveLength(1);
    expect((await call('DELETE', `/v1/customers/${json.id}`)).json.deleted).toBe(true);
    const types = (await call<{ type: string }[]>('GET', '/v1/_sandbox/events')).json.map((event) => event.type);
    expect(types).toEqual(['customer.created', 'customer.updated', 'customer.deleted']);
  });

  it(`checkout sessions complete when paid and expire after ${facts.expiries.checkoutSession}`, async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const session = {
      line_items: [{ name: 'Tote bag', amount: 75000, currency: 'PHP', quantity: 2 }],
      payment_method_types: ['card', 'gcash'],
      success_url: 'https://example.com/ok',
      cancel_url: 'https://example.com/cancel',
    };
    const paid = await call('POST', '/v1/checkout_sessions', session);
    expect(paid.json.amount_total).toBe(150000);
    await call('POST', `/v1/_sandbox/payment_intents/${paid.json.payment_intent}/confirm`, {
      payment_method: { type: 'card', card: { number: testCard('visa') } },
    });
    expect((await call('GET', `/v1/checkout_sessions/${paid.json.id}`)).json.status).toBe('completed');
    expect((await call('POST', `/v1/checkout_sessions/${paid.json.id}/expire`)).json.error.code).toBe(
      'checkout_session_completed',
    );
    const left = await call('POST', '/v1/checkout_sessions', session);
    sandbox.advance(durationMs(facts.expiries.checkoutSession));
    expect((await call('GET', `/v1/checkout_sessions/${left.json.id}`)).json.status).toBe('expired');
    expect((await call('GET', `/v1/payment_intents/${left.json.payment_intent}`)).json.status).toBe('canceled');
  });

  it('billing statements: draft, line items, finalize, send, pay; void and uncollectible from open only', async () => {
    const call = client(newSandbox());
    const customer = await call('POST', '/v1/customers', { first_name: 'A', last_name: 'B', email: 'a@example.com' });
    const statement = await call('POST', '/v1/billing_statements', {
      customer: customer.json.id,
      due_date: '2025-07-01',
    });
    const id = String(statement.json.id);
    expect((await call('POST', `/v1/billing_statements/${id}/finalize`)).json.error.code).toBe(
      'billing_statement_incomplete',
    );
    await call('POST', `/v1/billing_statements/${id}/line_items`, { name: 'Plan', unit_amount: 99900, quantity: 2 });
    const open = await call('POST', `/v1/billing_statements/${id}/finalize`);
    expect(open.json).toMatchObject({ status: 'open', total: 199800 });
    expect(
      (await call('POST', `/v1/billing_statements/${id}/line_items`, { name: 'x', unit_amount: 100 })).json.error.code,
    ).toBe('billing_statement_not_draft');
    expect((await call('POST', `/v1/billing_statements/${id}/send`)).json.sent_at).not.toBeNull();
    expect((await call('DELETE', `/v1/customers/${customer.json.id}`)).json.error.code).toBe(
      'customer_has_open_statements',
    );
    await call('POST', `/v1/_sandbox/payment_intents/${open.json.payment_intent}/confirm`, {
      payment_method: { type: 'card', card: { number: testCard('visa') } },
    });
    expect((await call('GET', `/v1/billing_statements/${id}`)).json).toMatchObject({ status: 'paid', amount_due: 0 });
    expect((await call('POST', `/v1/billing_statements/${id}/void`)).json.error.code).toBe(
      'billing_statement_not_open',
    );
  });
});

it('the placeholder key of the pages works', async () => {
  expect(testKey).toMatch(/^sk_test_/);
});

describe('payouts', () => {
  it('pay out settled payments on business days: GCash at T+1, cards at T+3, nothing at the weekend', async () => {
    // The clock starts on Thursday 5 June 2025, 10:00 in Manila.
    const sandbox = newSandbox();
    const call = client(sandbox);
    const card = await paidPayment(call, 'card', 150000);
    const gcash = await paidPayment(call, 'gcash', 89000);
    const day = 86_400_000;
    const payoutOf = async (payment: string) =>
      (await call('GET', `/v1/payments/${payment}`)).json.payout as string | null;

    sandbox.advance(day); // Friday 6 June: GCash has settled (T+1), the card has not
    const friday = await payoutOf(gcash);
    expect(friday).toMatch(/^po_/);
    expect(await payoutOf(card)).toBeNull();
    const lines = await call('GET', `/v1/payouts/${friday}/transactions`);
    expect(lines.json.data.map((line: { source: string }) => line.source)).toEqual([gcash]);

    sandbox.advance(3 * day); // Monday 9 June: still two business days for the card
    expect(await payoutOf(card)).toBeNull();
    sandbox.advance(day); // Tuesday 10 June: T+3
    const tuesday = await payoutOf(card);
    expect(tuesday).toMatch(/^po_/);
    expect(tuesday).not.toBe(friday);
    const { json } = await call('GET', `/v1/payouts/${tuesday}/transactions?type=payment`);
    expect(json.data[0]).toMatchObject({ type: 'payment', amount: 150000 });
    expect(json.data[0].net).toBe(json.data[0].amount - json.data[0].fee);

    sandbox.advance(day); // arrival: the next business day
    const paid = (await call<{ type: string }[]>('GET', '/v1/_sandbox/events')).json.filter(
      (event) => event.type === 'payout.paid',
    );
    expect(paid).toHaveLength(2);
  });
});

describe('disputes', () => {
  it(`the dispute test card's payment is disputed ${facts.disputes.testDelay} later: no refund, two adjustments in the next payout`, async () => {
    // Thursday 5 June 2025, 10:00 in Manila; cards settle at T+3, on Tuesday 10 June.
    const sandbox = newSandbox();
    const call = client(sandbox);
    const disputed = await paidPayment(call, 'card', 150000, facts.disputes.testCard);
    const other = await paidPayment(call, 'card', 500000);
    // Before the dispute opens, the payment can be refunded like any other.
    const early = await call('POST', '/v1/refunds', { payment_id: disputed, amount: 100, reason: 'others' });
    expect(early.status).toBe(200);
    sandbox.advance(60_000);
    const refused = await call('POST', '/v1/refunds', { payment_id: disputed, amount: 100, reason: 'others' });
    expect([refused.status, refused.json.error.code]).toEqual([400, 'payment_not_refundable']);
    expect((await call('POST', '/v1/refunds', { payment_id: other, amount: 100, reason: 'others' })).status).toBe(200);

    sandbox.advance(5 * 86_400_000); // Tuesday 10 June: both card payments settle, the dispute lines go with them
    const payout = (await call('GET', `/v1/payments/${other}`)).json.payout as string;
    expect(payout).toMatch(/^po_/);
    const { json } = await call('GET', `/v1/payouts/${payout}/transactions?type=adjustment`);
    expect(json.data.map((line: { amount: number; net: number; source: null; description: string }) => line)).toEqual([
      expect.objectContaining({
        amount: -150000,
        net: -150000,
        fee: 0,
        source: null,
        description: 'Chargeback, case 7781',
      }),
      expect.objectContaining({
        amount: -75000,
        net: -75000,
        source: null,
        description: 'Chargeback dispute fee, case 7781',
      }),
    ]);
  });
});

describe('dispute outcomes (the dashboard’s part, on the control surface)', () => {
  /** A paid dispute test card payment whose dispute has opened; returns its payment id. */
  async function openDispute(call: Call, sandbox: ReturnType<typeof newSandbox>): Promise<string> {
    const payment = await paidPayment(call, 'card', 150000, facts.disputes.testCard);
    sandbox.advance(durationMs(facts.disputes.testDelay.replace(/^about /, '')));
    return payment;
  }
  const disputeOf = async (call: Call, payment: string) =>
    (await call<{ payment: string; status: string }[]>('GET', '/v1/_sandbox/disputes')).json.find(
      (dispute) => dispute.payment === payment,
    );
  const evidenceWindowMs = durationMs(facts.disputes.evidenceWindow);

  it(`opens needing a response, due ${facts.disputes.evidenceWindow} later; without one it is lost`, async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const payment = await openDispute(call, sandbox);
    const opened = await disputeOf(call, payment);
    expect(opened).toMatchObject({ status: 'needs_response', case: '7781', reason: 'fraudulent', amount: 150000 });
    expect((opened as unknown as { evidence_due_by: number; opened_at: number }).evidence_due_by).toBe(
      (opened as unknown as { opened_at: number }).opened_at + evidenceWindowMs / 1000,
    );
    sandbox.advance(evidenceWindowMs - 1000);
    expect((await disputeOf(call, payment))?.status).toBe('needs_response');
    sandbox.advance(1000);
    expect((await disputeOf(call, payment))?.status).toBe('lost');
    const late = await call('POST', `/v1/_sandbox/disputes/${payment}/submit_evidence`, {});
    expect(late.json.error).toMatchObject({ code: 'parameter_invalid' });
    expect(late.json.error.message).toContain('`lost`');
  });

  it('accepting loses it at once; evidence puts it under review, where the bank’s ruling decides', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const accepted = await openDispute(call, sandbox);
    expect((await call('POST', `/v1/_sandbox/disputes/${accepted}/accept`, {})).json.status).toBe('lost');
    const reviewed = await openDispute(call, sandbox);
    // No ruling before the evidence: Simulate win needs a dispute under review.
    const early = await call('POST', `/v1/_sandbox/disputes/${reviewed}/simulate`, { outcome: 'won' });
    expect(early.json.error.code).toBe('parameter_invalid');
    expect((await call('POST', `/v1/_sandbox/disputes/${reviewed}/submit_evidence`, {})).json.status).toBe(
      'under_review',
    );
    // The evidence deadline no longer applies.
    sandbox.advance(evidenceWindowMs);
    expect((await disputeOf(call, reviewed))?.status).toBe('under_review');
    const bad = await call('POST', `/v1/_sandbox/disputes/${reviewed}/simulate`, { outcome: 'draw' });
    expect(bad.json.error).toMatchObject({ code: 'parameter_invalid', param: 'outcome' });
    expect((await call('POST', `/v1/_sandbox/disputes/${reviewed}/simulate`, { outcome: 'lost' })).json.status).toBe(
      'lost',
    );
    expect((await call('POST', '/v1/_sandbox/disputes/pay_unknown/accept', {})).status).toBe(404);
  });

  it('a win returns the amount in the next payout as a reversal line; the fee is kept', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const payment = await openDispute(call, sandbox);
    await paidPayment(call, 'card', 500000);
    await call('POST', `/v1/_sandbox/disputes/${payment}/submit_evidence`, {});
    await call('POST', `/v1/_sandbox/disputes/${payment}/simulate`, { outcome: 'won' });
    sandbox.advance(5 * 86_400_000);
    const payout = (await call('GET', `/v1/payments/${payment}`)).json.payout as string;
    const { json } = await call('GET', `/v1/payouts/${payout}/transactions?type=adjustment`);
    expect(json.data.map((line: { amount: number; description: string }) => [line.amount, line.description])).toEqual([
      [-150000, 'Chargeback, case 7781'],
      [-75000, 'Chargeback dispute fee, case 7781'],
      [150000, 'Chargeback reversal, case 7781'],
    ]);
    // Still disputed: a won dispute does not make the payment refundable again.
    const refund = await call('POST', '/v1/refunds', { payment_id: payment, amount: 100, reason: 'others' });
    expect(refund.json.error.code).toBe('payment_not_refundable');
  });
});

it.each(describeApi(sandboxDocument).routes.map((route) => ({ operation: route.operationId, route })))(
  '$operation is implemented: a request gets a documented answer, never a 500',
  async ({ route }) => {
    const call = client(newSandbox());
    const path = route.template.replace(/\{[^}]+\}/g, 'unknown');
    const { status } = await call(
      route.method,
      `/v1${path}`,
      route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    );
    expect(status).not.toBe(500);
  },
);
