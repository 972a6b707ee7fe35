/**
 * The payment intent lifecycle in the model: every path the guides describe,
 * with the events each transition fires. Every answer is also checked against
 * the document's response schemas (tests/support/sandboxClient.ts).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../src/data/facts';
import { testCardList } from '../src/data/facts/testCards';
import { client, newSandbox, testCard } from '../tests/support/sandboxClient';
import { durationMs } from './clock';

type Call = ReturnType<typeof client>;

async function setup(body: Record<string, unknown> = {}) {
  const sandbox = newSandbox();
  const call = client(sandbox);
  const created = await call('POST', '/v1/payment_intents', {
    amount: 150000,
    currency: 'PHP',
    payment_method_allowed: ['card', 'gcash', 'maya', 'qrph', 'billease'],
    ...body,
  });
  expect(created.status).toBe(200);
  const id = String(created.json.id);
  return { sandbox, call, id, events: () => eventTypes(call) };
}

async function eventTypes(call: Call): Promise<string[]> {
  const { json } = await call<{ type: string }[]>('GET', '/v1/_sandbox/events');
  return json.map((event) => event.type);
}

const card = (number: string) => ({ payment_method: { type: 'card', card: { number } } });
const confirm = (call: Call, id: string, body: unknown) =>
  call('POST', `/v1/_sandbox/payment_intents/${id}/confirm`, body);
const act = (call: Call, id: string, action: string) =>
  call('POST', `/v1/_sandbox/payment_intents/${id}/customer_action`, { action });

describe('cards without a step', () => {
  it('a succeeding card collects the amount: payment.paid, then payment_intent.succeeded', async () => {
    const { call, id, events } = await setup();
    const { json } = await confirm(call, id, card(testCard('visa')));
    expect(json.status).toBe('succeeded');
    expect(json.amount_received).toBe(150000);
    expect(json.payments[0].status).toBe('paid');
    expect(json.payments[0].fee).toBeGreaterThan(0);
    expect(await events()).toEqual(['payment.paid', 'payment_intent.succeeded']);
  });

  it.each(testCardList.filter((entry) => !['succeeds', 'three_d_secure'].includes(entry.outcome)))(
    '$key fails with $outcome and the intent waits for another method',
    async ({ number, outcome }) => {
      const { call, id, events } = await setup();
      const { json } = await confirm(call, id, card(number));
      expect(json.status).toBe('awaiting_payment_method');
      expect(json.last_payment_error).toMatchObject({ type: 'card_error', code: outcome, payment_method_type: 'card' });
      expect(json.payments[0]).toMatchObject({ status: 'failed', failure_code: outcome });
      expect(await events()).toEqual(['payment.failed', 'payment_intent.payment_failed']);
      // The customer tries again with a good card: the error clears.
      const retry = await confirm(call, id, card(testCard('visa')));
      expect(retry.json).toMatchObject({ status: 'succeeded', last_payment_error: null });
      expect(retry.json.payments.map((payment: { status: string }) => payment.status)).toEqual(['failed', 'paid']);
    },
  );

  it('cards outside allowed_bins are declined with card_bin_not_allowed', async () => {
    const { call, id } = await setup({
      payment_method_allowed: ['card'],
      payment_method_options: { card: { allowed_bins: [facts.testCards.bins.mastercardDebit] } },
    });
    const { json } = await confirm(call, id, card(testCard('visa')));
    expect(json.last_payment_error.code).toBe('card_bin_not_allowed');
  });
});

describe('3-D Secure', () => {
  it('passed: the intent succeeds', async () => {
    const { call, id, events } = await setup();
    const step = await confirm(call, id, card(testCard('threeDSecure')));
    expect(step.json).toMatchObject({ status: 'awaiting_next_action', next_action: { type: 'redirect' } });
    const done = await act(call, id, 'approve');
    expect(done.json).toMatchObject({ status: 'succeeded', next_action: null });
    expect(await events()).toEqual(['payment.paid', 'payment_intent.succeeded']);
  });

  it.each([
    ['decline', 'three_d_secure_failed'],
    ['cancel', 'three_d_secure_canceled'],
  ])('%s on the bank page fails the attempt with %s', async (action, code) => {
    const { call, id, events } = await setup();
    await confirm(call, id, card(testCard('threeDSecure')));
    const { json } = await act(call, id, action);
    expect(json.status).toBe('awaiting_payment_method');
    expect(json.last_payment_error.code).toBe(code);
    expect(await events()).toEqual(['payment.failed', 'payment_intent.payment_failed']);
  });

  it.each([
    ['fails', 'three_d_secure_failed'],
    ['canceled', 'three_d_secure_canceled'],
    ['declinedAfter', 'card_declined'],
  ] as const)('the %s test card ends in %s when the customer finishes', async (key, code) => {
    const { call, id } = await setup();
    await confirm(call, id, card(facts.threeDSecure.cards[key]));
    const { json } = await act(call, id, 'approve');
    expect(json.last_payment_error.code).toBe(code);
  });

  it(`abandoned: times out after ${facts.threeDSecure.authenticationWindow} and fires payment_intent.payment_failed`, async () => {
    const { sandbox, call, id, events } = await setup();
    await confirm(call, id, card(testCard('threeDSecure')));
    sandbox.advance(durationMs(facts.threeDSecure.authenticationWindow) - 1000);
    expect((await call('GET', `/v1/payment_intents/${id}`)).json.status).toBe('awaiting_next_action');
    sandbox.advance(1000);
    const { json } = await call('GET', `/v1/payment_intents/${id}`);
    expect(json).toMatchObject({ status: 'awaiting_payment_method', next_action: null });
    expect(json.last_payment_error.code).toBe('three_d_secure_timed_out');
    expect(await events()).toEqual(['payment.failed', 'payment_intent.payment_failed']);
  });

  it(`the timing-out test card times out after ${facts.threeDSecure.testAuthenticationWindow}`, async () => {
    const { sandbox, call, id } = await setup();
    await confirm(call, id, card(facts.threeDSecure.cards.timesOut));
    expect((await act(call, id, 'approve')).json.status).toBe('awaiting_next_action');
    sandbox.advance(durationMs(facts.threeDSecure.testAuthenticationWindow));
    expect((await call('GET', `/v1/payment_intents/${id}`)).json.last_payment_error.code).toBe(
      'three_d_secure_timed_out',
    );
  });

  it('a completion after the customer confirmed again changes nothing: the old attempt already failed', async () => {
    const { call, id, events } = await setup();
    await confirm(call, id, card(testCard('threeDSecure')));
    const again = await confirm(call, id, { payment_method: { type: 'gcash' } });
    expect(again.json.status).toBe('awaiting_next_action');
    expect(again.json.payments.map((payment: { status: string }) => payment.status)).toEqual(['failed', 'pending']);
    expect(again.json.payments[0].failure_code).toBe('three_d_secure_canceled');
    expect(await events()).toEqual(['payment.failed', 'payment_intent.payment_failed']);
  });
});

describe('e-wallets and QR Ph', () => {
  it.each(['gcash', 'maya'])('%s approved: succeeded', async (type) => {
    const { call, id, events } = await setup();
    expect((await confirm(call, id, { payment_method: { type } })).json.next_action.type).toBe('redirect');
    expect((await act(call, id, 'approve')).json.status).toBe('succeeded');
    expect(await events()).toEqual(['payment.paid', 'payment_intent.succeeded']);
  });

  it('declined: wallet_authorization_failed', async () => {
    const { call, id } = await setup();
    await confirm(call, id, { payment_method: { type: 'gcash' } });
    expect((await act(call, id, 'decline')).json.last_payment_error.code).toBe('wallet_authorization_failed');
  });

  it(`expired after ${facts.expiries.walletApproval}; a late approval changes nothing and moves no money`, async () => {
    const { sandbox, call, id, events } = await setup();
    await confirm(call, id, { payment_method: { type: 'gcash' } });
    sandbox.advance(durationMs(facts.expiries.walletApproval));
    expect((await call('GET', `/v1/payment_intents/${id}`)).json.last_payment_error.code).toBe(
      'wallet_authorization_failed',
    );
    const late = await act(call, id, 'approve');
    expect(late.status).toBe(400);
    expect(late.json.error.code).toBe('payment_intent_unexpected_state');
    expect(await events()).toEqual(['payment.failed', 'payment_intent.payment_failed']);
  });

  it('an approval after the intent was canceled is refused too', async () => {
    const { call, id } = await setup();
    await confirm(call, id, { payment_method: { type: 'gcash' } });
    expect((await call('POST', `/v1/payment_intents/${id}/cancel`, {})).json.status).toBe('canceled');
    const late = await act(call, id, 'approve');
    expect(late.json.error.code).toBe('payment_intent_unexpected_state');
    const { json } = await call('GET', `/v1/payment_intents/${id}`);
    expect(json).toMatchObject({ status: 'canceled', amount_received: 0 });
  });

  it('QR Ph shows a code that expires', async () => {
    const { sandbox, call, id } = await setup();
    const { json } = await confirm(call, id, { payment_method: { type: 'qrph' } });
    expect(json.next_action.type).toBe('display_qr');
    sandbox.advance((json.next_action.qr.expires_at - Math.floor(sandbox.clock.now() / 1000)) * 1000);
    expect((await call('GET', `/v1/payment_intents/${id}`)).json.status).toBe('awaiting_payment_method');
  });

  it('BillEase outside its amount range is not eligible', async () => {
    const { call, id } = await setup({ amount: facts.paymentMethods.billease.minMinor - 100 });
    const { json } = await confirm(call, id, { payment_method: { type: 'billease' } });
    expect(json.last_payment_error.code).toBe('installment_not_eligible');
  });
});

describe('hold then capture', () => {
  const manual = { payment_method_allowed: ['card'], capture_type: 'manual' };

  it('authorizes, then captures in full', async () => {
    const { call, id, events } = await setup(manual);
    const held = await confirm(call, id, card(testCard('visa')));
    expect(held.json).toMatchObject({ status: 'awaiting_capture', amount_capturable: 150000 });
    const captured = await call('POST', `/v1/payment_intents/${id}/capture`, {});
    expect(captured.json).toMatchObject({ status: 'succeeded', amount_received: 150000, amount_capturable: 0 });
    expect(await events()).toEqual(['payment_intent.awaiting_capture', 'payment.paid', 'payment_intent.succeeded']);
  });

  it('captures part of the hold', async () => {
    const { call, id } = await setup(manual);
    await confirm(call, id, card(testCard('visa')));
    const { json } = await call('POST', `/v1/payment_intents/${id}/capture`, { amount_to_capture: 100000 });
    expect(json).toMatchObject({ status: 'succeeded', amount_received: 100000 });
    expect(json.payments[0].amount).toBe(100000);
  });

  it('refuses to capture more than the hold', async () => {
    const { call, id } = await setup(manual);
    await confirm(call, id, card(testCard('visa')));
    const { status, json } = await call('POST', `/v1/payment_intents/${id}/capture`, { amount_to_capture: 150001 });
    expect([status, json.error.code]).toEqual([400, 'capture_amount_exceeds_authorized']);
  });

  it('3-D Secure first, then the hold', async () => {
    const { call, id } = await setup(manual);
    await confirm(call, id, card(testCard('threeDSecure')));
    expect((await act(call, id, 'approve')).json.status).toBe('awaiting_capture');
  });

  it('cancel releases the hold', async () => {
    const { call, id, events } = await setup(manual);
    await confirm(call, id, card(testCard('visa')));
    const { json } = await call('POST', `/v1/payment_intents/${id}/cancel`, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(json).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
    });
    expect(await events()).toEqual(['payment_intent.awaiting_capture', 'payment.failed', 'payment_intent.canceled']);
  });

  it(`the hold expires after ${facts.expiries.cardHold}; a late capture gets authorization_expired`, async () => {
    const { sandbox, call, id } = await setup(manual);
    await confirm(call, id, card(testCard('visa')));
    sandbox.advance(durationMs(facts.expiries.cardHold));
    expect((await call('GET', `/v1/payment_intents/${id}`)).json.status).toBe('canceled');
    const late = await call('POST', `/v1/payment_intents/${id}/capture`, {});
    expect([late.status, late.json.error.code]).toEqual([400, 'authorization_expired']);
  });

  it('manual capture needs payment_method_allowed [card]', async () => {
    const call = client(newSandbox());
    const { json } = await call('POST', '/v1/payment_intents', {
      amount: 5000,
      currency: 'PHP',
      payment_method_allowed: ['card', 'gcash'],
      capture_type: 'manual',
    });
    expect(json.error.code).toBe('capture_type_not_supported');
  });
});

describe('transitions the lifecycle forbids', () => {
  it('capture before authorization, cancel after success, confirm after success', async () => {
    const { call, id } = await setup();
    const early = await call('POST', `/v1/payment_intents/${id}/capture`, {});
    expect([early.status, early.json.error.code]).toEqual([400, 'payment_intent_unexpected_state']);
    await confirm(call, id, card(testCard('visa')));
    const cancel = await call('POST', `/v1/payment_intents/${id}/cancel`, {});
    expect(cancel.json.error.code).toBe('payment_intent_unexpected_state');
    const again = await confirm(call, id, card(testCard('visa')));
    expect(again.json.error.code).toBe('payment_intent_unexpected_state');
  });
});
