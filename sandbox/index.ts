/**
 * The Paysari API as a stateful simulator: `createSandbox(...).handle(request)`
 * answers a request as the API would (see sandbox/README.md for what it
 * decides). Pure TypeScript and Web APIs only: the tests, `npm run sandbox`
 * and a browser worker run this same module.
 */
import type { JsonValue } from '../src/lib/openapi/codeSamples';
import type { OpenApiDocument } from '../src/lib/openapi/types';
import type { facts as siteFacts } from '../src/data/facts';
import { feeFor, type FeeMethod } from '../src/data/facts/fees';
import { testCardList } from '../src/data/facts/testCards';
import { isAcknowledged, type EndpointAnswer } from './answers';
import { durationMs, retryOffsetsMs, unixSeconds, virtualClock, type Clock } from './clock';
import { describeApi, matchRoute, type ApiDescription } from './document';
import { ApiError, errorBody, fail } from './errors';
import { cancelableStatuses, START, transitionBetween, type IntentStatus } from './lifecycle';
import { signatureHeader } from './signature';
import { isBusinessDay, manilaDate, settlementDate, settlementDays } from './settlement';
import { check, parseBody, parseQuery } from './validation';

export { isAcknowledged, type EndpointAnswer } from './answers';
export { virtualClock, wallClock, type Clock } from './clock';
export { transitions, type Transition } from './lifecycle';
export { parseSignatureHeader, signatureFor, signatureHeader, verifySignature } from './signature';

export type Facts = typeof siteFacts;

export interface SandboxOptions {
  /** The parsed OpenAPI document (`openapi/paysari.yaml`), $refs intact or resolved. */
  document: OpenApiDocument;
  /** The facts module (`src/data/facts`): timeouts, windows, limits. */
  facts: Facts;
  /** Defaults to a virtual clock at Thursday 5 June 2025, 10:00 in Manila. */
  clock?: Clock;
  /** Seeds the ids the sandbox makes, so a run is repeatable. */
  seed?: number;
}

export interface SandboxRequest {
  method: string;
  /** With `/v1` and any query string: `/v1/payment_intents?limit=3`. */
  path: string;
  headers?: Readonly<Record<string, string | undefined>>;
  body?: string;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Json = Record<string, unknown>;

/** Outcomes of the sandbox's customer actions (`POST /v1/_sandbox/payment_intents/{id}/customer_action`). */
export const customerActions = ['approve', 'decline', 'cancel'] as const;
type CustomerAction = (typeof customerActions)[number];

/** How long a refund stays `pending` in the sandbox before it succeeds (the real time depends on the network). */
export const refundSettlementMs = 60_000;
/** Largest request body accepted; larger ones get `parameter_invalid`. */
export const maxBodyBytes = 1_000_000;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** mulberry32: a small seeded generator, so ids repeat from run to run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

type Step = 'three_d_secure' | 'wallet' | 'qr' | 'installment';

/** The attempt an intent is waiting on: which step, and what the card or method will do. */
interface Attempt {
  payment: string;
  step?: Step;
  /** For 3-D Secure cards: what authentication does when the customer finishes. */
  threeDSecure?: 'passes' | 'fails' | 'canceled' | 'times_out' | 'declined_after';
  timer?: number;
}

interface Timer {
  id: number;
  due: number;
  run: () => void;
}

interface Endpoint {
  /** Signing secrets, newest first, with when each stops signing (ms; undefined: never). */
  secrets: { secret: string; expiresAt?: number }[];
  /** What the receiver answers every delivery (the control surface sets it; 200 until then). */
  answer: EndpointAnswer;
  /** Start of the current run of failed deliveries (ms); undefined while the endpoint is healthy. */
  failingSince?: number;
  /** When the failure notice went out for the current run (ms). */
  noticeSentAt?: number;
  /** When the endpoint was disabled for failing (ms); cleared when it is enabled again. */
  disabledForFailingAt?: number;
}

/** One event's delivery to one endpoint: the first attempt, then retries on the facts' schedule. */
interface EventDelivery {
  event: Json;
  endpoint: string;
  firstAttemptAt: number;
  /** Scheduled attempts made so far (resends are not counted). */
  attempts: number;
  state: 'pending' | 'delivered' | 'exhausted';
  /** When the next retry comes (ms), while one is scheduled. */
  nextAttemptAt?: number;
  timer?: number;
}

/** One POST to an endpoint, as the receiver got it and answered it. */
interface SentDelivery {
  id: string;
  endpoint: string;
  url: string;
  event: Json;
  /** The event as sent at that attempt (its `pending_webhooks` changes as endpoints acknowledge it). */
  body: string;
  /** The secrets that signed it when it was made (a later roll does not add one). */
  secrets: string[];
  at: number;
  /** 1 for the first attempt, then each retry; null for a resend outside the schedule. */
  attempt: number | null;
  answer: EndpointAnswer;
  /** The event's delivery to this endpoint that the attempt belongs to (none for a resend to a new endpoint). */
  delivery?: EventDelivery;
}

/** A dispute's statuses and the moves between them, as the disputes guide draws them. */
export const disputeTransitions = [
  { from: 'needs_response', to: 'under_review', by: 'submit_evidence' },
  { from: 'needs_response', to: 'lost', by: 'accept' },
  { from: 'needs_response', to: 'lost', by: 'deadline' },
  { from: 'under_review', to: 'won', by: 'won' },
  { from: 'under_review', to: 'lost', by: 'lost' },
] as const;
type DisputeStatus = (typeof disputeTransitions)[number]['from' | 'to'];
type DisputeMove = (typeof disputeTransitions)[number]['by'];

interface Dispute {
  payment: string;
  caseNumber: string;
  amount: number;
  status: DisputeStatus;
  openedAt: number;
  evidenceDueBy: number;
  deadline: number;
}

interface StoredResult {
  fingerprint: string;
  status: number;
  body: string;
  expiresAt: number;
}

interface Account {
  objects: Map<string, Json>;
  /** Ids per list path, oldest first. */
  lists: Map<string, string[]>;
  attempts: Map<string, Attempt>;
  /** Why an intent was canceled by the model, when a hold expired. */
  expiredHolds: Set<string>;
  endpoints: Map<string, Endpoint>;
  events: Json[];
  eventDeliveries: EventDelivery[];
  deliveries: SentDelivery[];
  idempotency: Map<string, StoredResult>;
  rate: { second: number; counts: Map<string, number> };
  /** Payout transactions of each payout, and the refunds already paid out. */
  payoutLines: Map<string, Json[]>;
  paidOutRefunds: Set<string>;
  /** Payments made with the dispute test card: disputed once paid, after the test delay. */
  toDispute: Set<string>;
  /** Disputes by payment id (a dispute has no object in the API: the dashboard's, driven by the control surface). */
  disputes: Map<string, Dispute>;
  /** Dispute adjustments (chargeback and fee) not yet in a payout. */
  adjustments: Json[];
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<SandboxResponse>;
  /** Moves the clock and runs every timeout and expiry that falls due. */
  advance(ms: number): void;
  readonly clock: Clock;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const api: ApiDescription = describeApi(options.document);
  const { facts } = options;
  const clock = options.clock ?? virtualClock();
  const random = generator(options.seed ?? 1);
  const accounts = new Map<string, Account>();
  const timers: Timer[] = [];
  let timerSeq = 0;

  const durations = {
    walletApproval: durationMs(facts.expiries.walletApproval),
    checkoutSession: durationMs(facts.expiries.checkoutSession),
    cardHold: durationMs(facts.expiries.cardHold),
    threeDSecure: durationMs(facts.threeDSecure.authenticationWindow),
    threeDSecureTest: durationMs(facts.threeDSecure.testAuthenticationWindow),
    idempotency: durationMs(facts.limits.idempotency.window),
    secretOverlapMax: durationMs(facts.webhooks.secretOverlapMax),
    failureNotice: durationMs(facts.webhooks.failureNoticeAfter),
    autoDisable: durationMs(facts.webhooks.autoDisableAfter),
    eventLogRetention: durationMs(facts.webhooks.eventLogRetention),
    // "about one minute": the test dispute opens one minute after the payment in the sandbox.
    disputeTestDelay: durationMs(facts.disputes.testDelay.replace(/^about /, '')),
    disputeEvidence: durationMs(facts.disputes.evidenceWindow),
  };
  /** Each retry's time after the first attempt (the webhook operations page's table). */
  const retryOffsets = retryOffsetsMs(facts.webhooks.retryAfterFirstAttempt);
  const disputeFee = Math.round(Number(facts.disputes.fee.replace(/[^0-9.]/g, '')) * 100);
  const refundWindowMs: Readonly<Record<string, number>> = {
    card: durationMs(facts.refunds.window.card),
    gcash: durationMs(facts.refunds.window.gcash),
    maya: durationMs(facts.refunds.window.maya),
    qrph: durationMs(facts.refunds.window.qrph),
    billease: durationMs(facts.refunds.window.billease),
    bdo_installment: durationMs(facts.refunds.window.bdoInstallment),
  };
  const installmentLimits: Readonly<Record<string, { minMinor: number; maxMinor: number }>> = {
    billease: facts.paymentMethods.billease,
    bdo_installment: facts.paymentMethods.bdoInstallment,
  };
  const threeDSecureCards = new Map<string, Attempt['threeDSecure']>([
    [digitsOf(facts.threeDSecure.cards.fails), 'fails'],
    [digitsOf(facts.threeDSecure.cards.canceled), 'canceled'],
    [digitsOf(facts.threeDSecure.cards.timesOut), 'times_out'],
    [digitsOf(facts.threeDSecure.cards.declinedAfter), 'declined_after'],
  ]);
  const codeText = (code: string): string =>
    String((api.schemas.ErrorCode?.['x-enumDescriptions'] as Record<string, string> | undefined)?.[code] ?? code);
  /** A failed attempt's message is for the customer (the document's `x-enumCustomerMessages`), the guides show it. */
  const customerMessage = (code: string): string =>
    (api.schemas.ErrorCode?.['x-enumCustomerMessages'] as Record<string, string> | undefined)?.[code] ?? codeText(code);

  const token = (length: number): string =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const newId = (prefix: string): string => `${prefix}_${token(24)}`;
  const nowSeconds = (): number => unixSeconds(clock.now());

  function accountFor(key: string): Account {
    let account = accounts.get(key);
    if (!account) {
      account = {
        objects: new Map(),
        lists: new Map(),
        attempts: new Map(),
        expiredHolds: new Set(),
        endpoints: new Map(),
        events: [],
        eventDeliveries: [],
        deliveries: [],
        idempotency: new Map(),
        rate: { second: -1, counts: new Map() },
        payoutLines: new Map(),
        paidOutRefunds: new Set(),
        toDispute: new Set(),
        disputes: new Map(),
        adjustments: [],
      };
      accounts.set(key, account);
      schedulePayoutRun(account);
    }
    return account;
  }

  // ---- payouts: daily, on business days, of what has settled (T+n per method) ----------------

  const manilaMidnightAfter = (ms: number): number => {
    const offset = 8 * 3_600_000;
    return Math.floor((ms + offset) / 86_400_000) * 86_400_000 - offset + 86_400_000;
  };
  const minimumPayout = Math.round(Number(facts.balance.minimumPayout.replace(/[^0-9.]/g, '')) * 100);
  const settlementOf: Readonly<Record<string, string>> = {
    card: facts.paymentMethods.card.settlement,
    gcash: facts.paymentMethods.gcash.settlement,
    maya: facts.paymentMethods.maya.settlement,
    qrph: facts.paymentMethods.qrph.settlement,
    billease: facts.paymentMethods.billease.settlement,
    bdo_installment: facts.paymentMethods.bdoInstallment.settlement,
  };

  /** The payout schedule is daily (the facts' default): a run at each Manila midnight, paying out on business days. */
  function schedulePayoutRun(account: Account): void {
    schedule(manilaMidnightAfter(clock.now()), () => {
      if (isBusinessDay(clock.now())) runPayout(account);
      schedulePayoutRun(account);
    });
  }

  function runPayout(account: Account): void {
    const ops = operations(account);
    const today = manilaDate(clock.now());
    const payments = [...account.objects.values()].filter(
      (object) =>
        object.object === 'payment' &&
        object.payout === null &&
        object.paid_at !== null &&
        settlementDate(
          Number(object.paid_at) * 1000,
          settlementDays(settlementOf[String((object.payment_method as Json).type)] ?? 'T+1'),
        ) <= today,
    );
    const refunds = [...account.objects.values()].filter(
      (object) => object.object === 'refund' && !account.paidOutRefunds.has(String(object.id)),
    );
    const id = newId('po');
    const line = (fields: Json): Json => ({
      id: newId('potx'),
      object: 'payout_transaction',
      livemode: false,
      payout: id,
      currency: 'PHP',
      ...fields,
    });
    const lines = [
      ...payments.map((payment) =>
        line({
          type: 'payment',
          source: payment.id,
          amount: payment.amount,
          fee: payment.fee,
          net: Number(payment.amount) - Number(payment.fee),
          description: payment.description ?? null,
          created_at: payment.paid_at,
        }),
      ),
      ...refunds.map((refund) =>
        line({
          type: 'refund',
          source: refund.id,
          amount: -Number(refund.amount),
          fee: 0,
          net: -Number(refund.amount),
          description: refund.notes ?? null,
          created_at: refund.created_at,
        }),
      ),
      ...account.adjustments.map((adjustment) =>
        line({ type: 'adjustment', source: null, fee: 0, net: adjustment.amount, ...adjustment }),
      ),
    ];
    const amount = lines.reduce((sum, entry) => sum + Number(entry.net), 0);
    // A balance under the minimum waits for the next payout day.
    if (lines.length === 0 || amount < minimumPayout) return;
    const now = nowSeconds();
    const arrival = settlementDate(clock.now(), 1);
    const payout = ops.store('/payouts', {
      id,
      object: 'payout',
      livemode: false,
      amount,
      currency: 'PHP',
      status: 'in_transit',
      arrival_date: arrival,
      destination: { bank_name: 'Bangko Halimbawa', account_last4: '6789' },
      failure_reason: null,
      created_at: now,
      updated_at: now,
    });
    account.payoutLines.set(id, lines);
    for (const payment of payments) {
      payment.payout = id;
      ops.touch(payment);
    }
    for (const refund of refunds) account.paidOutRefunds.add(String(refund.id));
    account.adjustments = [];
    schedule(Date.parse(`${arrival}T00:00:00+08:00`), () => {
      payout.status = 'paid';
      ops.touch(payout);
      ops.emit('payout.paid', payout);
    });
  }

  function schedule(due: number, run: () => void): number {
    const id = ++timerSeq;
    timers.push({ id, due, run });
    return id;
  }

  function unschedule(id: number | undefined): void {
    const index = timers.findIndex((timer) => timer.id === id);
    if (index >= 0) timers.splice(index, 1);
  }

  /** Runs due timers in the order they fall due (ties: the order they were set). */
  function runDueTimers(): void {
    for (;;) {
      const now = clock.now();
      const due = timers.filter((timer) => timer.due <= now).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!due) return;
      unschedule(due.id);
      due.run();
    }
  }

  // ---- one account's operations --------------------------------------------------------------

  function operations(account: Account) {
    const get = (id: string, kind: string, noun: string, param = 'id'): Json => {
      const object = account.objects.get(id);
      if (!object || object.object !== kind) fail('resource_missing', `No such ${noun}: ${id}.`, param);
      return object;
    };
    const store = (list: string, object: Json): Json => {
      account.objects.set(String(object.id), object);
      const ids = account.lists.get(list) ?? [];
      ids.push(String(object.id));
      account.lists.set(list, ids);
      return object;
    };
    const touch = (object: Json, previous?: Json): void => {
      const before = object.updated_at;
      object.updated_at = nowSeconds();
      // An update event's previous_attributes hold every changed field, updated_at included (the document's examples).
      if (previous && before !== object.updated_at) previous.updated_at = before;
    };
    const mergeMetadata = (object: Json, update: unknown | undefined): void => {
      if (update === undefined || update === null || typeof update !== 'object' || Array.isArray(update)) return;
      const merged: Json = { ...(object.metadata as Json) };
      for (const [key, value] of Object.entries(update)) {
        if (value === '') delete merged[key];
        else merged[key] = value;
      }
      check(api.schemas.Metadata ?? {}, merged as JsonValue, ['body', 'metadata']);
      object.metadata = merged;
    };

    // -- rendering: stored objects refer to payments and refunds by id --
    const renderRefund = (id: string): Json => structuredClone(get(id, 'refund', 'refund'));
    function renderPayment(id: string): Json {
      const payment = structuredClone(get(id, 'payment', 'payment'));
      payment.refunds = (payment.refunds as string[]).map(renderRefund);
      return payment;
    }
    function renderIntent(id: string): Json {
      const intent = structuredClone(get(id, 'payment_intent', 'payment intent'));
      intent.payments = (intent.payments as string[]).map(renderPayment);
      return intent;
    }
    function render(object: Json): Json {
      if (object.object === 'payment_intent') return renderIntent(String(object.id));
      if (object.object === 'payment') return renderPayment(String(object.id));
      return structuredClone(object);
    }

    // -- events and deliveries --
    function emit(type: string, object: Json, previous: Json | null = null): void {
      const endpoints = [...account.endpoints.keys()]
        .map((id) => account.objects.get(id))
        .filter(
          (endpoint): endpoint is Json =>
            endpoint?.status === 'enabled' && (endpoint.events as string[]).includes(type),
        );
      const event: Json = {
        id: newId('evt'),
        object: 'event',
        type,
        livemode: false,
        api_version: api.apiVersion,
        data: { object: render(object) },
        previous_attributes: previous,
        pending_webhooks: endpoints.length,
        created_at: nowSeconds(),
      };
      account.events.push(event);
      for (const endpoint of endpoints) {
        const delivery: EventDelivery = {
          event,
          endpoint: String(endpoint.id),
          firstAttemptAt: clock.now(),
          attempts: 0,
          state: 'pending',
        };
        account.eventDeliveries.push(delivery);
        attemptDelivery(delivery);
      }
    }

    /**
     * The next scheduled attempt of `delivery`. A `2xx` delivers it; any other
     * answer, or none in time, schedules the next retry, until the attempts run
     * out. (Disabling or deleting the endpoint ends its retries: `stopRetries`.)
     */
    function attemptDelivery(delivery: EventDelivery): void {
      const state = account.endpoints.get(delivery.endpoint)!;
      delivery.attempts += 1;
      const answer = send(delivery.event, delivery.endpoint, state, delivery.attempts, delivery);
      if (isAcknowledged(answer)) {
        acknowledge(delivery);
        return;
      }
      const offset = retryOffsets[delivery.attempts - 1];
      if (offset === undefined) exhaust(delivery);
      else {
        delivery.nextAttemptAt = delivery.firstAttemptAt + offset;
        delivery.timer = schedule(delivery.nextAttemptAt, () => attemptDelivery(delivery));
      }
    }

    /** Sends `event` to the endpoint once, as it is now, and records the answer and the endpoint's health. */
    function send(
      event: Json,
      endpointId: string,
      state: Endpoint,
      attempt: number | null,
      delivery?: EventDelivery,
    ): EndpointAnswer {
      const now = clock.now();
      const endpoint = get(endpointId, 'webhook_endpoint', 'webhook endpoint');
      account.deliveries.push({
        id: newId('whd'),
        endpoint: endpointId,
        url: String(endpoint.url),
        event,
        body: JSON.stringify(event),
        secrets: state.secrets
          .filter((entry) => entry.expiresAt === undefined || entry.expiresAt > now)
          .map((entry) => entry.secret),
        at: now,
        attempt,
        answer: state.answer,
        delivery,
      });
      if (isAcknowledged(state.answer)) {
        state.failingSince = undefined;
        state.noticeSentAt = undefined;
      } else if (state.failingSince === undefined && hasPendingDeliveries(endpointId)) {
        // A failed resend with nothing left to retry does not make the endpoint failing.
        startFailing(endpointId, state);
      }
      return state.answer;
    }

    /**
     * An endpoint fails while every delivery to it fails: after the facts'
     * notice time the account's team is told, after the auto-disable time the
     * endpoint is disabled and its retries stop. A success, or running out of
     * events to deliver, ends the run.
     */
    function startFailing(endpointId: string, state: Endpoint): void {
      const since = clock.now();
      state.failingSince = since;
      const stillFailing = () => account.endpoints.get(endpointId) === state && state.failingSince === since;
      schedule(since + durations.failureNotice, () => {
        if (stillFailing()) state.noticeSentAt = clock.now();
      });
      schedule(since + durations.autoDisable, () => {
        const endpoint = account.objects.get(endpointId);
        if (!stillFailing() || endpoint?.status !== 'enabled') return;
        endpoint.status = 'disabled';
        touch(endpoint);
        state.disabledForFailingAt = clock.now();
        stopRetries(endpointId);
      });
    }

    const hasPendingDeliveries = (endpointId: string): boolean =>
      account.eventDeliveries.some((delivery) => delivery.endpoint === endpointId && delivery.state === 'pending');

    /** A disabled or deleted endpoint gets no more retries: with nothing left to deliver, it is not failing either. */
    function stopRetries(endpointId: string): void {
      for (const delivery of account.eventDeliveries)
        if (delivery.endpoint === endpointId && delivery.state === 'pending') exhaust(delivery);
    }

    function acknowledge(delivery: EventDelivery): void {
      unschedule(delivery.timer);
      delivery.nextAttemptAt = undefined;
      if (delivery.state !== 'delivered') delivery.event.pending_webhooks = Number(delivery.event.pending_webhooks) - 1;
      delivery.state = 'delivered';
    }

    /** No more attempts of `delivery`: its retries ran out, or its endpoint was disabled or deleted. */
    function exhaust(delivery: EventDelivery): void {
      unschedule(delivery.timer);
      delivery.nextAttemptAt = undefined;
      delivery.state = 'exhausted';
      // An endpoint with no events left to deliver is not failing.
      const state = account.endpoints.get(delivery.endpoint);
      if (state && !hasPendingDeliveries(delivery.endpoint)) {
        state.failingSince = undefined;
        state.noticeSentAt = undefined;
      }
    }

    /**
     * The dashboard's Resend: one extra attempt of the event, outside the
     * retry schedule, to each enabled endpoint subscribed to its type (or the one
     * named). When it succeeds, that endpoint's remaining retries are dropped.
     */
    function resend(eventId: string, endpointId: string | undefined): Json[] {
      const event = account.events.find((candidate) => candidate.id === eventId);
      if (!event || clock.now() - Number(event.created_at) * 1000 > durations.eventLogRetention) {
        fail('resource_missing', `No such event in the event log: ${eventId}.`, 'id');
      }
      if (endpointId !== undefined) get(endpointId, 'webhook_endpoint', 'webhook endpoint');
      const targets = [...account.endpoints.keys()].filter((id) => {
        const endpoint = account.objects.get(id);
        return (
          (endpointId === undefined || id === endpointId) &&
          endpoint?.status === 'enabled' &&
          (endpoint.events as string[]).includes(String(event.type))
        );
      });
      if (targets.length === 0) {
        fail(
          'parameter_invalid',
          `No enabled endpoint${endpointId ? ` ${endpointId}` : ''} is subscribed to ${String(event.type)}.`,
          'endpoint',
        );
      }
      return targets.map((id) => {
        const delivery = account.eventDeliveries.find(
          (candidate) => candidate.event === event && candidate.endpoint === id,
        );
        const answer = send(event, id, account.endpoints.get(id)!, null, delivery);
        if (delivery && isAcknowledged(answer)) acknowledge(delivery);
        return { endpoint: id, answer };
      });
    }

    // -- the payment intent lifecycle --
    function move(intent: Json, to: IntentStatus): void {
      const from = intent.status as IntentStatus;
      const transition = transitionBetween(from, to);
      if (!transition) throw new Error(`Sandbox bug: the lifecycle has no transition ${from} → ${to}.`);
      intent.status = to;
      touch(intent);
      const payment = (intent.payments as string[]).at(-1);
      for (const type of transition.events) {
        emit(type, type.startsWith('payment.') && payment ? get(payment, 'payment', 'payment') : intent);
      }
      if (to === 'succeeded' || to === 'canceled') settleOwners(intent);
    }

    function unexpected(intent: Json, action: string, allowed: readonly string[]): never {
      fail(
        'payment_intent_unexpected_state',
        `This payment intent is \`${String(intent.status)}\`; only intents in ${allowed.map((s) => `\`${s}\``).join(' or ')} can be ${action}.`,
      );
    }

    function endAttempt(intent: Json): Attempt | undefined {
      const attempt = account.attempts.get(String(intent.id));
      account.attempts.delete(String(intent.id));
      unschedule(attempt?.timer);
      return attempt;
    }

    /** The current attempt fails with `code`; the intent goes back to awaiting a payment method. */
    /**
     * The dispute test card's payment is disputed the test delay after it is
     * paid (the disputes guide): no object and no event, only two adjustment
     * lines in the next payout (the amount and the dispute fee), and refunds of
     * the payment are refused from then on. Without a response by the
     * evidence deadline, the dispute is lost.
     */
    function scheduleDispute(payment: Json): void {
      schedule(clock.now() + durations.disputeTestDelay, () => {
        const caseNumber = String(7781 + account.disputes.size);
        const now = clock.now();
        const dispute: Dispute = {
          payment: String(payment.id),
          caseNumber,
          amount: Number(payment.amount),
          status: 'needs_response',
          openedAt: now,
          evidenceDueBy: now + durations.disputeEvidence,
          deadline: 0,
        };
        dispute.deadline = schedule(dispute.evidenceDueBy, () => moveDispute(dispute, 'deadline'));
        account.disputes.set(dispute.payment, dispute);
        const at = nowSeconds();
        account.adjustments.push(
          { amount: -dispute.amount, description: `Chargeback, case ${caseNumber}`, created_at: at },
          { amount: -disputeFee, description: `Chargeback dispute fee, case ${caseNumber}`, created_at: at },
        );
      });
    }

    /**
     * A move of the dashboard's (submit evidence, accept) or of the bank's
     * (the ruling, which test mode's Simulate win and Simulate loss stand in
     * for). A win returns the disputed amount as a positive adjustment in the
     * next payout; the fee is kept.
     */
    function moveDispute(dispute: Dispute, by: DisputeMove): void {
      const move = disputeTransitions.find((entry) => entry.from === dispute.status && entry.by === by);
      if (!move) {
        const allowed = disputeTransitions.filter((entry) => entry.by === by).map((entry) => `\`${entry.from}\``);
        fail(
          'parameter_invalid',
          `This dispute is \`${dispute.status}\`; only a dispute in ${[...new Set(allowed)].join(' or ')} can take this step.`,
        );
      }
      dispute.status = move.to;
      if (move.from === 'needs_response') unschedule(dispute.deadline);
      if (move.to === 'won') {
        account.adjustments.push({
          amount: dispute.amount,
          description: `Chargeback reversal, case ${dispute.caseNumber}`,
          created_at: nowSeconds(),
        });
      }
    }

    function failAttempt(intent: Json, code: string): void {
      const attempt = endAttempt(intent);
      const payment = attempt ? get(attempt.payment, 'payment', 'payment') : undefined;
      if (payment) {
        Object.assign(payment, { status: 'failed', failure_code: code, failure_message: customerMessage(code) });
        touch(payment);
      }
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'card_error',
        code,
        message: customerMessage(code),
        payment: String(payment?.id ?? ''),
        payment_method_type: String((payment?.payment_method as Json | undefined)?.type ?? 'card'),
      };
      move(intent, 'awaiting_payment_method');
    }

    function collect(intent: Json, amount: number): void {
      const attempt = endAttempt(intent);
      const payment = attempt ? get(attempt.payment, 'payment', 'payment') : undefined;
      if (!payment) throw new Error('Sandbox bug: collecting an intent with no attempt.');
      const method = String((payment.payment_method as Json).type) as FeeMethod;
      const fee = Math.min(feeFor(method, amount), amount);
      Object.assign(payment, {
        status: 'paid',
        amount,
        fee,
        net_amount: amount - fee,
        paid_at: nowSeconds(),
      });
      touch(payment);
      if (account.toDispute.has(String(payment.id))) scheduleDispute(payment);
      Object.assign(intent, {
        amount_received: amount,
        amount_capturable: 0,
        next_action: null,
        last_payment_error: null,
      });
      move(intent, 'succeeded');
    }

    function authorizeHold(intent: Json, attempt: Attempt): void {
      intent.amount_capturable = intent.amount;
      intent.next_action = null;
      intent.last_payment_error = null;
      account.attempts.set(String(intent.id), attempt);
      attempt.timer = schedule(clock.now() + durations.cardHold, () => {
        account.expiredHolds.add(String(intent.id));
        cancelIntent(intent, null);
      });
      move(intent, 'awaiting_capture');
    }

    function cancelIntent(intent: Json, reason: unknown): void {
      const attempt = endAttempt(intent);
      if (attempt) {
        const payment = get(attempt.payment, 'payment', 'payment');
        Object.assign(payment, { status: 'failed', failure_code: null, failure_message: null });
        touch(payment);
      }
      Object.assign(intent, {
        next_action: null,
        amount_capturable: 0,
        cancellation_reason: reason ?? null,
        canceled_at: nowSeconds(),
      });
      move(intent, 'canceled');
    }

    /** A checkout session or billing statement follows the intent it created. */
    function settleOwners(intent: Json): void {
      for (const object of account.objects.values()) {
        if (object.payment_intent !== intent.id) continue;
        if (object.object === 'checkout_session' && object.status === 'active' && intent.status === 'succeeded') {
          Object.assign(object, { status: 'completed', completed_at: nowSeconds() });
          touch(object);
          emit('checkout_session.completed', object);
        }
        if (
          object.object === 'billing_statement' &&
          intent.status === 'succeeded' &&
          (object.status === 'open' || object.status === 'uncollectible')
        ) {
          Object.assign(object, {
            status: 'paid',
            paid_at: nowSeconds(),
            amount_paid: object.total,
            amount_due: 0,
          });
          touch(object);
          emit('billing_statement.paid', object);
        }
      }
    }

    function newIntent(fields: {
      amount: number;
      methods: unknown[];
      captureType?: unknown;
      description?: unknown;
      statementDescriptor?: unknown;
      customer?: unknown;
      metadata?: unknown;
      options?: unknown;
    }): Json {
      const id = newId('pi');
      const now = nowSeconds();
      const intent: Json = {
        id,
        object: 'payment_intent',
        livemode: false,
        amount: fields.amount,
        currency: 'PHP',
        amount_capturable: 0,
        amount_received: 0,
        payment_method_allowed: fields.methods,
        capture_type: fields.captureType ?? 'automatic',
        description: fields.description ?? null,
        statement_descriptor: fields.statementDescriptor ?? null,
        customer: fields.customer ?? null,
        client_key: `${id}_client_${token(24)}`,
        status: 'awaiting_payment_method',
        next_action: null,
        last_payment_error: null,
        payments: [],
        cancellation_reason: null,
        canceled_at: null,
        metadata: fields.metadata ?? {},
        created_at: now,
        updated_at: now,
      };
      if (fields.options !== undefined) intent.payment_method_options = fields.options;
      if (!transitionBetween(START, 'awaiting_payment_method')) throw new Error('Sandbox bug: no creation transition.');
      return store('/payment_intents', intent);
    }

    // -- confirming, as the browser library does, and the customer's side of each step --
    function confirm(intent: Json, body: Json): Json {
      const status = intent.status as IntentStatus;
      if (status !== 'awaiting_payment_method' && status !== 'awaiting_next_action') {
        unexpected(intent, 'confirmed', ['awaiting_payment_method', 'awaiting_next_action']);
      }
      const method = body.payment_method as Json | undefined;
      const type = typeof method?.type === 'string' ? method.type : undefined;
      if (!type) fail('parameter_missing', 'The parameter `payment_method.type` is required.', 'payment_method.type');
      if (!(intent.payment_method_allowed as string[]).includes(type)) {
        fail('payment_method_not_enabled', `This payment intent does not allow \`${type}\`.`, 'payment_method.type');
      }
      const cardNumber = digitsOf(String((method?.card as Json | undefined)?.number ?? ''));
      if (type === 'card' && cardNumber === '') {
        fail(
          'parameter_missing',
          'The parameter `payment_method.card.number` is required.',
          'payment_method.card.number',
        );
      }
      // Confirming again while a step is pending gives up that step first (the race in README.md).
      if (status === 'awaiting_next_action') {
        const previous = account.attempts.get(String(intent.id));
        failAttempt(
          intent,
          previous?.step === 'three_d_secure' ? 'three_d_secure_canceled' : 'wallet_authorization_failed',
        );
      }
      const returnUrl = typeof body.return_url === 'string' ? body.return_url : 'https://example.com/return';
      const paymentId = newId('pay');
      if (type === 'card' && cardNumber === digitsOf(facts.disputes.testCard)) account.toDispute.add(paymentId);
      const now = nowSeconds();
      const testCard = testCardList.find((card) => digitsOf(card.number) === cardNumber);
      const details: Json = { id: newId('pm'), type };
      if (type === 'card') {
        const brand = { Visa: 'visa', Mastercard: 'mastercard', JCB: 'jcb', 'American Express': 'amex' }[
          testCard?.brand ?? 'Visa'
        ];
        details.card = {
          brand,
          last4: cardNumber.slice(-4).padStart(4, '0'),
          exp_month: 12,
          exp_year: 2030,
          funding: (testCard?.funding ?? 'Credit').toLowerCase(),
          country: 'PH',
        };
      } else if (type === 'gcash' || type === 'maya') {
        details.wallet = { account_name: 'J*** D***', account_number_last4: '4567', reference_number: token(12) };
      } else if (type === 'qrph') {
        details.qrph = { bank_name: 'Bangko Halimbawa', reference_number: `QRPH${token(12)}` };
      } else {
        const amount = Number(intent.amount);
        details.installment = {
          provider: type,
          term_months: 6,
          monthly_amount: Math.ceil(amount / 6),
          card_last4: type === 'bdo_installment' ? '1881' : null,
        };
      }
      const payment: Json = {
        id: paymentId,
        object: 'payment',
        livemode: false,
        amount: intent.amount,
        currency: 'PHP',
        fee: 0,
        net_amount: intent.amount,
        status: 'pending',
        payment_intent: intent.id,
        payment_method: details,
        amount_refunded: 0,
        refunds: [],
        billing: null,
        statement_descriptor: intent.statement_descriptor,
        description: intent.description,
        failure_code: null,
        failure_message: null,
        metadata: {},
        paid_at: null,
        payout: null,
        created_at: now,
        updated_at: now,
      };
      account.objects.set(paymentId, payment);
      (intent.payments as string[]).push(paymentId);
      const attempt: Attempt = { payment: paymentId };
      account.attempts.set(String(intent.id), attempt);
      const redirect = (): Json => ({
        type: 'redirect',
        redirect: { url: `https://pay.paysari.example/redirect/${String(intent.id)}`, return_url: returnUrl },
      });
      const waitFor = (step: Step, nextAction: Json, expiresIn: number | undefined, code: string): void => {
        attempt.step = step;
        intent.next_action = nextAction;
        intent.last_payment_error = null;
        if (expiresIn !== undefined) {
          attempt.timer = schedule(clock.now() + expiresIn, () => failAttempt(intent, code));
        }
        move(intent, 'awaiting_next_action');
      };
      const decline = (code: string): void => {
        intent.last_payment_error = null;
        move(intent, 'processing');
        failAttempt(intent, code);
      };

      if (type === 'card') {
        const options = ((intent.payment_method_options as Json | undefined)?.card ?? {}) as Json;
        const bins = options.allowed_bins as string[] | undefined;
        const funding = options.allowed_funding as string[] | undefined;
        const threeDSecure =
          threeDSecureCards.get(cardNumber) ?? (testCard?.outcome === 'three_d_secure' ? 'passes' : undefined);
        if (bins && !bins.some((bin) => cardNumber.startsWith(bin))) decline('card_bin_not_allowed');
        else if (funding && !funding.includes(String((details.card as Json).funding)))
          decline('card_funding_not_allowed');
        else if (threeDSecure) {
          attempt.threeDSecure = threeDSecure;
          const window = threeDSecure === 'times_out' ? durations.threeDSecureTest : durations.threeDSecure;
          waitFor('three_d_secure', redirect(), window, 'three_d_secure_timed_out');
        } else if (testCard && testCard.outcome !== 'succeeds') decline(testCard.outcome);
        else if (!testCard && !account.toDispute.has(paymentId))
          decline('card_declined'); // the dispute card pays
        else if (intent.capture_type === 'manual') {
          account.attempts.set(String(intent.id), attempt);
          authorizeHold(intent, attempt);
        } else {
          intent.last_payment_error = null;
          move(intent, 'processing');
          collect(intent, Number(intent.amount));
        }
      } else if (type === 'gcash' || type === 'maya') {
        waitFor('wallet', redirect(), durations.walletApproval, 'wallet_authorization_failed');
      } else if (type === 'qrph') {
        const expiresAt = clock.now() + api.qrLifetimeMs;
        waitFor(
          'qr',
          {
            type: 'display_qr',
            qr: {
              image_url: `https://pay.paysari.example/qr/${String(intent.id)}.png`,
              expires_at: unixSeconds(expiresAt),
            },
          },
          api.qrLifetimeMs,
          'wallet_authorization_failed',
        );
      } else {
        const limits = installmentLimits[type];
        const amount = Number(intent.amount);
        if (limits && (amount < limits.minMinor || amount > limits.maxMinor)) decline('installment_not_eligible');
        else waitFor('installment', redirect(), undefined, 'installment_not_eligible');
      }
      return intent;
    }

    function customerAction(intent: Json, action: CustomerAction): Json {
      const attempt = account.attempts.get(String(intent.id));
      if (intent.status !== 'awaiting_next_action' || !attempt?.step) {
        // A late approval (after an expiry, a cancel or a new confirm) changes nothing and moves no money.
        unexpected(intent, 'approved or declined by the customer', ['awaiting_next_action']);
      }
      const step = attempt.step;
      if (step === 'three_d_secure') {
        if (action === 'cancel') return (failAttempt(intent, 'three_d_secure_canceled'), intent);
        if (action === 'decline') return (failAttempt(intent, 'three_d_secure_failed'), intent);
        const outcome = attempt.threeDSecure;
        if (outcome === 'fails') failAttempt(intent, 'three_d_secure_failed');
        else if (outcome === 'canceled') failAttempt(intent, 'three_d_secure_canceled');
        else if (outcome === 'times_out')
          return intent; // The test card never completes; its timer decides.
        else if (outcome === 'declined_after') {
          intent.next_action = null;
          move(intent, 'processing');
          failAttempt(intent, 'card_declined');
        } else if (intent.capture_type === 'manual') {
          unschedule(attempt.timer);
          authorizeHold(intent, attempt);
        } else {
          intent.next_action = null;
          move(intent, 'processing');
          collect(intent, Number(intent.amount));
        }
        return intent;
      }
      const refusal = step === 'installment' ? 'installment_not_eligible' : 'wallet_authorization_failed';
      if (action !== 'approve') return (failAttempt(intent, refusal), intent);
      intent.next_action = null;
      move(intent, 'processing');
      collect(intent, Number(intent.amount));
      return intent;
    }

    // -- list endpoints --
    function list(path: string, query: Json, filter: (object: Json) => boolean = () => true): Json {
      const ids = [...(account.lists.get(path) ?? [])].reverse();
      let objects = ids
        .map((id) => account.objects.get(id))
        .filter((object): object is Json => !!object && filter(object));
      const limit = Number(query.limit ?? 10);
      if (typeof query.starting_after === 'string') {
        const index = objects.findIndex((object) => object.id === query.starting_after);
        if (index < 0) fail('resource_missing', `No such object: ${query.starting_after}.`, 'starting_after');
        objects = objects.slice(index + 1);
      } else if (typeof query.ending_before === 'string') {
        const index = objects.findIndex((object) => object.id === query.ending_before);
        if (index < 0) fail('resource_missing', `No such object: ${query.ending_before}.`, 'ending_before');
        objects = objects.slice(Math.max(0, index - limit), index);
        return { object: 'list', data: objects.map(render), has_more: index - limit > 0, url: `/v1${path}` };
      }
      return {
        object: 'list',
        data: objects.slice(0, limit).map(render),
        has_more: objects.length > limit,
        url: `/v1${path}`,
      };
    }

    // -- billing statements --
    function statementTotals(statement: Json): void {
      const items = (statement.line_items as Json[]) ?? [];
      const total = items.reduce((sum, item) => sum + Number(item.amount), 0);
      statement.total = total;
      statement.amount_due = statement.status === 'paid' ? 0 : total - Number(statement.amount_paid);
    }
    function draftOnly(statement: Json): void {
      if (statement.status !== 'draft') {
        fail(
          'billing_statement_not_draft',
          `Billing statement is \`${String(statement.status)}\`; only drafts can be changed.`,
        );
      }
    }
    function openOnly(statement: Json, action: string): void {
      if (statement.status !== 'open') {
        fail(
          'billing_statement_not_open',
          `Billing statement is \`${String(statement.status)}\`; only open statements can be ${action}.`,
        );
      }
    }

    return {
      get,
      render,
      renderIntent,
      emit,
      moveDispute,
      resend,
      stopRetries,
      confirm,
      customerAction,
      cancelIntent,
      unexpected,
      newIntent,
      store,
      touch,
      mergeMetadata,
      list,
      collect,
      statementTotals,
      draftOnly,
      openOnly,
    };
  }

  // ---- the operations of the document ------------------------------------------------------

  type Ops = ReturnType<typeof operations>;
  interface Call {
    account: Account;
    ops: Ops;
    params: Record<string, string>;
    body: Json;
    query: Json;
  }
  type Handler = (call: Call) => Json;

  const handlers: Record<string, Handler> = {
    createPaymentIntent({ ops, body, account }) {
      const methods = body.payment_method_allowed as string[];
      if (body.capture_type === 'manual' && (methods.length !== 1 || methods[0] !== 'card')) {
        fail(
          'capture_type_not_supported',
          'Manual capture needs `payment_method_allowed` to be `[card]`.',
          'capture_type',
        );
      }
      if (typeof body.customer === 'string') {
        const customer = account.objects.get(body.customer);
        if (customer?.object !== 'customer')
          fail('resource_missing', `No such customer: ${body.customer}.`, 'customer');
      }
      const intent = ops.newIntent({
        amount: Number(body.amount),
        methods,
        captureType: body.capture_type,
        description: body.description,
        statementDescriptor: body.statement_descriptor,
        customer: body.customer,
        metadata: body.metadata,
        options: body.payment_method_options,
      });
      return ops.renderIntent(String(intent.id));
    },
    retrievePaymentIntent: ({ ops, params }) => ops.renderIntent(String(params.id)),
    capturePaymentIntent({ ops, params, body, account }) {
      const intent = ops.get(String(params.id), 'payment_intent', 'payment intent');
      if (intent.status === 'canceled' && account.expiredHolds.has(String(intent.id))) {
        fail('authorization_expired', codeText('authorization_expired'));
      }
      if (intent.status !== 'awaiting_capture') ops.unexpected(intent, 'captured', ['awaiting_capture']);
      const amount =
        body.amount_to_capture === undefined ? Number(intent.amount_capturable) : Number(body.amount_to_capture);
      if (amount > Number(intent.amount_capturable)) {
        fail(
          'capture_amount_exceeds_authorized',
          `\`amount_to_capture\` is larger than the ${String(intent.amount_capturable)} centavos held.`,
          'amount_to_capture',
        );
      }
      ops.collect(intent, amount);
      return ops.renderIntent(String(intent.id));
    },
    cancelPaymentIntent({ ops, params, body }) {
      const intent = ops.get(String(params.id), 'payment_intent', 'payment intent');
      if (!cancelableStatuses.includes(intent.status as IntentStatus)) {
        ops.unexpected(intent, 'canceled', cancelableStatuses);
      }
      ops.cancelIntent(intent, body.cancellation_reason ?? null);
      return ops.renderIntent(String(intent.id));
    },
    retrievePayment: ({ ops, params }) => ops.render(ops.get(String(params.id), 'payment', 'payment')),
    updatePayment({ ops, params, body }) {
      const payment = ops.get(String(params.id), 'payment', 'payment');
      if ('description' in body) payment.description = body.description ?? null;
      ops.mergeMetadata(payment, body.metadata);
      ops.touch(payment);
      return ops.render(payment);
    },
    createRefund({ ops, body, account }) {
      const payment = ops.get(String(body.payment_id), 'payment', 'payment', 'payment_id');
      const amount = Number(body.amount);
      if (payment.status !== 'paid' && payment.status !== 'partially_refunded') {
        fail(
          'payment_not_refundable',
          `This payment is \`${String(payment.status)}\` and cannot be refunded.`,
          'payment_id',
        );
      }
      if (account.disputes.has(String(payment.id))) {
        fail(
          'payment_not_refundable',
          'This payment is disputed: the dispute settles the money, not a refund.',
          'payment_id',
        );
      }
      const method = String((payment.payment_method as Json).type);
      const window = refundWindowMs[method] ?? 0;
      if (clock.now() - Number(payment.paid_at) * 1000 > window) {
        fail('refund_window_expired', codeText('refund_window_expired'), 'payment_id');
      }
      const remaining = Number(payment.amount) - Number(payment.amount_refunded);
      if (amount > remaining) {
        fail(
          'refund_exceeds_payment',
          `At most ${remaining} centavos of this payment can still be refunded.`,
          'amount',
        );
      }
      if ((method === 'billease' || method === 'bdo_installment') && amount !== Number(payment.amount)) {
        fail('partial_refund_not_supported', codeText('partial_refund_not_supported'), 'amount');
      }
      const now = nowSeconds();
      const refund = ops.store('/refunds', {
        id: newId('ref'),
        object: 'refund',
        livemode: false,
        amount,
        currency: 'PHP',
        payment_id: payment.id,
        reason: body.reason,
        notes: body.notes ?? null,
        status: 'pending',
        // A sandbox refund always succeeds (refundSettlementMs): it never has a failure reason.
        failure_reason: null,
        metadata: body.metadata ?? {},
        created_at: now,
        updated_at: now,
      });
      (payment.refunds as string[]).push(String(refund.id));
      payment.amount_refunded = Number(payment.amount_refunded) + amount;
      payment.status = payment.amount_refunded === payment.amount ? 'refunded' : 'partially_refunded';
      ops.touch(payment);
      ops.emit('payment.refunded', payment);
      schedule(clock.now() + refundSettlementMs, () => {
        if (!account.objects.has(String(refund.id))) return;
        const previous: Json = { status: refund.status };
        refund.status = 'succeeded';
        ops.touch(refund, previous);
        ops.emit('refund.updated', refund, previous);
      });
      return ops.render(refund);
    },
    updateRefund({ ops, params, body }) {
      const refund = ops.get(String(params.id), 'refund', 'refund');
      const previous: Json = {};
      if ('notes' in body) {
        previous.notes = refund.notes ?? null;
        refund.notes = body.notes ?? null;
      }
      if (body.metadata !== undefined) previous.metadata = structuredClone(refund.metadata);
      ops.mergeMetadata(refund, body.metadata);
      ops.touch(refund, previous);
      ops.emit('refund.updated', refund, previous);
      return ops.render(refund);
    },
    createCustomer({ ops, body }) {
      const now = nowSeconds();
      const customer = ops.store('/customers', {
        id: newId('cus'),
        object: 'customer',
        livemode: false,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone ?? null,
        default_device: body.default_device ?? 'email',
        metadata: body.metadata ?? {},
        created_at: now,
        updated_at: now,
      });
      ops.emit('customer.created', customer);
      return ops.render(customer);
    },
    listCustomers: ({ ops, query }) =>
      ops.list('/customers', query, (customer) => query.email === undefined || customer.email === query.email),
    retrieveCustomer: ({ ops, params }) => ops.render(ops.get(String(params.id), 'customer', 'customer')),
    updateCustomer({ ops, params, body }) {
      const customer = ops.get(String(params.id), 'customer', 'customer');
      const previous: Json = {};
      for (const key of ['first_name', 'last_name', 'email', 'phone', 'default_device']) {
        if (key in body) {
          previous[key] = customer[key] ?? null;
          customer[key] = body[key] ?? null;
        }
      }
      if (body.metadata !== undefined) previous.metadata = structuredClone(customer.metadata);
      ops.mergeMetadata(customer, body.metadata);
      ops.touch(customer, previous);
      ops.emit('customer.updated', customer, previous);
      return ops.render(customer);
    },
    deleteCustomer({ ops, params, account }) {
      const customer = ops.get(String(params.id), 'customer', 'customer');
      const open = [...account.objects.values()].some(
        (object) =>
          object.object === 'billing_statement' && object.customer === customer.id && object.status === 'open',
      );
      if (open) fail('customer_has_open_statements', codeText('customer_has_open_statements'));
      ops.emit('customer.deleted', customer);
      account.objects.delete(String(customer.id));
      return { id: customer.id, object: 'customer', deleted: true };
    },
    createCheckoutSession({ ops, body, account }) {
      const items = (body.line_items as Json[]).map((item) => ({ ...item }));
      const total = items.reduce((sum, item) => sum + Number(item.amount) * Number(item.quantity), 0);
      check({ minimum: facts.limits.payment.minMinor, maximum: facts.limits.payment.maxMinor }, total, [
        'body',
        'amount',
      ]);
      const intent = ops.newIntent({
        amount: total,
        methods: body.payment_method_types as string[],
        description: body.description,
        metadata: body.metadata,
      });
      const now = nowSeconds();
      const id = newId('cs');
      const session = ops.store('/checkout_sessions', {
        id,
        object: 'checkout_session',
        livemode: false,
        line_items: items,
        amount_total: total,
        payment_method_types: body.payment_method_types,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        customer_email: body.customer_email ?? null,
        send_email_receipt: body.send_email_receipt ?? false,
        reference_number: body.reference_number ?? null,
        description: body.description ?? null,
        status: 'active',
        checkout_url: `https://checkout.paysari.example/${id}`,
        payment_intent: intent.id,
        expires_at: unixSeconds(clock.now() + durations.checkoutSession),
        completed_at: null,
        metadata: body.metadata ?? {},
        created_at: now,
        updated_at: now,
      });
      schedule(clock.now() + durations.checkoutSession, () => {
        if (session.status === 'active') expireSession(account, ops, session);
      });
      return ops.render(session);
    },
    retrieveCheckoutSession: ({ ops, params }) =>
      ops.render(ops.get(String(params.id), 'checkout_session', 'checkout session')),
    expireCheckoutSession({ ops, params, account }) {
      const session = ops.get(String(params.id), 'checkout_session', 'checkout session');
      if (session.status === 'expired') fail('checkout_session_expired', codeText('checkout_session_expired'));
      if (session.status === 'completed') fail('checkout_session_completed', codeText('checkout_session_completed'));
      expireSession(account, ops, session);
      return ops.render(session);
    },
    createBillingStatement({ ops, body }) {
      ops.get(String(body.customer), 'customer', 'customer', 'customer');
      const now = nowSeconds();
      const statement = ops.store('/billing_statements', {
        id: newId('bs'),
        object: 'billing_statement',
        livemode: false,
        customer: body.customer,
        currency: body.currency ?? 'PHP',
        due_date: body.due_date ?? null,
        description: body.description ?? null,
        footer: body.footer ?? null,
        status: 'draft',
        line_items: [],
        total: 0,
        amount_due: 0,
        amount_paid: 0,
        number: null,
        hosted_url: null,
        payment_intent: null,
        finalized_at: null,
        sent_at: null,
        paid_at: null,
        voided_at: null,
        marked_uncollectible_at: null,
        metadata: body.metadata ?? {},
        created_at: now,
        updated_at: now,
      });
      return ops.render(statement);
    },
    listBillingStatements: ({ ops, query }) =>
      ops.list(
        '/billing_statements',
        query,
        (statement) =>
          (query.customer === undefined || statement.customer === query.customer) &&
          (query.status === undefined || statement.status === query.status),
      ),
    retrieveBillingStatement: ({ ops, params }) =>
      ops.render(ops.get(String(params.id), 'billing_statement', 'billing statement')),
    updateBillingStatement({ ops, params, body }) {
      const statement = ops.get(String(params.id), 'billing_statement', 'billing statement');
      ops.draftOnly(statement);
      for (const key of ['due_date', 'description', 'footer']) if (key in body) statement[key] = body[key] ?? null;
      ops.mergeMetadata(statement, body.metadata);
      ops.touch(statement);
      return ops.render(statement);
    },
    deleteBillingStatement({ ops, params, account }) {
      const statement = ops.get(String(params.id), 'billing_statement', 'billing statement');
      ops.draftOnly(statement);
      account.objects.delete(String(statement.id));
      return { id: statement.id, object: 'billing_statement', deleted: true };
    },
    finalizeBillingStatement({ ops, params, account }) {
      const statement = ops.get(String(params.id), 'billing_statement', 'billing statement');
      ops.draftOnly(statement);
      const today = new Date(clock.now()).toISOString().slice(0, 10);
      if ((statement.line_items as Json[]).length === 0 || !statement.due_date || String(statement.due_date) < today) {
        fail('billing_statement_incomplete', codeText('billing_statement_incomplete'));
      }
      ops.statementTotals(statement);
      check(
        { minimum: facts.limits.payment.minMinor, maximum: facts.limits.payment.maxMinor },
        Number(statement.total),
        ['body', 'amount'],
      );
      const intent = ops.newIntent({
        amount: Number(statement.total),
        methods: ['card', 'gcash', 'maya', 'qrph'],
        customer: statement.customer,
        description: statement.description,
      });
      const sequence = [...account.objects.values()].filter((object) => object.number).length + 1;
      Object.assign(statement, {
        status: 'open',
        number: `BS-${today.slice(0, 4)}-${String(sequence).padStart(6, '0')}`,
        hosted_url: `https://billing.paysari.example/${String(statement.id)}`,
        payment_intent: intent.id,
        finalized_at: nowSeconds(),
      });
      ops.touch(statement);
      ops.emit('billing_statement.finalized', statement);
      return ops.render(statement);
    },
    sendBillingStatement({ ops, params }) {
      const statement = ops.get(String(params.id), 'billing_statement', 'billing statement');
      ops.openOnly(statement, 'sent');
      statement.sent_at = nowSeconds();
      ops.touch(statement);
      ops.emit('billing_statement.sent', statement);
      return ops.render(statement);
    },
    voidBillingStatement({ ops, params }) {
      const statement = ops.get(String(params.id), 'billing_statement', 'billing statement');
      ops.openOnly(statement, 'voided');
      const intent = ops.get(String(statement.payment_intent), 'payment_intent', 'payment intent');
      if (cancelableStatuses.includes(intent.status as IntentStatus)) ops.cancelIntent(intent, null);
      Object.assign(statement, { status: 'void', voided_at: nowSeconds(), amount_due: 0 });
      ops.touch(statement);
      ops.emit('billing_statement.voided', statement);
      return ops.render(statement);
    },
    markBillingStatementUncollectible({ ops, params }) {
      const statement = ops.get(String(params.id), 'billing_statement', 'billing statement');
      ops.openOnly(statement, 'marked uncollectible');
      Object.assign(statement, { status: 'uncollectible', marked_uncollectible_at: nowSeconds() });
      ops.touch(statement);
      ops.emit('billing_statement.marked_uncollectible', statement);
      return ops.render(statement);
    },
    createBillingStatementLineItem({ ops, params, body }) {
      const statement = ops.get(
        String(params.billing_statement_id),
        'billing_statement',
        'billing statement',
        'billing_statement_id',
      );
      ops.draftOnly(statement);
      const now = nowSeconds();
      const quantity = Number(body.quantity ?? 1);
      const item: Json = {
        id: newId('bsli'),
        object: 'billing_statement_line_item',
        livemode: false,
        billing_statement: statement.id,
        name: body.name,
        description: body.description ?? null,
        quantity,
        unit_amount: body.unit_amount,
        amount: quantity * Number(body.unit_amount),
        currency: statement.currency,
        metadata: body.metadata ?? {},
        created_at: now,
        updated_at: now,
      };
      (statement.line_items as Json[]).push(item);
      ops.statementTotals(statement);
      ops.touch(statement);
      return structuredClone(item);
    },
    updateBillingStatementLineItem({ ops, params, body }) {
      const statement = ops.get(
        String(params.billing_statement_id),
        'billing_statement',
        'billing statement',
        'billing_statement_id',
      );
      const item = (statement.line_items as Json[]).find((line) => line.id === params.id);
      if (!item) fail('resource_missing', `No such line item: ${String(params.id)}.`, 'id');
      ops.draftOnly(statement);
      for (const key of ['name', 'description', 'quantity', 'unit_amount'])
        if (key in body) item[key] = body[key] ?? null;
      item.amount = Number(item.quantity) * Number(item.unit_amount);
      ops.mergeMetadata(item, body.metadata);
      ops.touch(item);
      ops.statementTotals(statement);
      return structuredClone(item);
    },
    deleteBillingStatementLineItem({ ops, params }) {
      const statement = ops.get(
        String(params.billing_statement_id),
        'billing_statement',
        'billing statement',
        'billing_statement_id',
      );
      const items = statement.line_items as Json[];
      const index = items.findIndex((line) => line.id === params.id);
      if (index < 0) fail('resource_missing', `No such line item: ${String(params.id)}.`, 'id');
      ops.draftOnly(statement);
      items.splice(index, 1);
      ops.statementTotals(statement);
      return { id: String(params.id), object: 'billing_statement_line_item', deleted: true };
    },
    listPayoutTransactions({ ops, params, query, account }) {
      const payout = ops.get(String(params.payout_id), 'payout', 'payout', 'payout_id');
      const lines = (account.payoutLines.get(String(payout.id)) ?? []).filter(
        (entry) => query.type === undefined || entry.type === query.type,
      );
      let from = 0;
      if (typeof query.starting_after === 'string') {
        from = lines.findIndex((entry) => entry.id === query.starting_after) + 1;
        if (from === 0)
          fail('resource_missing', `No such payout transaction: ${query.starting_after}.`, 'starting_after');
      }
      const limit = Number(query.limit ?? 10);
      return {
        object: 'list',
        data: lines.slice(from, from + limit).map((entry) => structuredClone(entry)),
        has_more: lines.length > from + limit,
        url: `/v1/payouts/${String(payout.id)}/transactions`,
      };
    },
    createWebhook({ ops, body, account }) {
      const endpoints = [...account.endpoints.keys()].map((id) => account.objects.get(id));
      if (endpoints.length >= api.webhookEndpointLimit)
        fail('webhook_limit_reached', codeText('webhook_limit_reached'));
      if (endpoints.some((endpoint) => endpoint?.url === body.url)) {
        fail('webhook_url_duplicate', codeText('webhook_url_duplicate'), 'url');
      }
      const now = nowSeconds();
      const secret = `whsk_${token(32)}`;
      const endpoint = ops.store('/webhooks', {
        id: newId('hook'),
        object: 'webhook_endpoint',
        livemode: false,
        url: body.url,
        events: body.events,
        description: body.description ?? null,
        status: 'enabled',
        metadata: body.metadata ?? {},
        created_at: now,
        updated_at: now,
      });
      account.endpoints.set(String(endpoint.id), { secrets: [{ secret }], answer: 200 });
      return { ...ops.render(endpoint), secret_key: secret };
    },
    listWebhooks: ({ ops, query }) => ops.list('/webhooks', query),
    retrieveWebhook: ({ ops, params }) =>
      ops.render(ops.get(String(params.id), 'webhook_endpoint', 'webhook endpoint')),
    updateWebhook({ ops, params, body, account }) {
      const endpoint = ops.get(String(params.id), 'webhook_endpoint', 'webhook endpoint');
      if (
        'url' in body &&
        [...account.endpoints.keys()].some((id) => id !== endpoint.id && account.objects.get(id)?.url === body.url)
      ) {
        fail('webhook_url_duplicate', codeText('webhook_url_duplicate'), 'url');
      }
      for (const key of ['url', 'events', 'description']) if (key in body) endpoint[key] = body[key] ?? null;
      ops.mergeMetadata(endpoint, body.metadata);
      ops.touch(endpoint);
      return ops.render(endpoint);
    },
    deleteWebhook({ ops, params, account }) {
      const endpoint = ops.get(String(params.id), 'webhook_endpoint', 'webhook endpoint');
      ops.stopRetries(String(endpoint.id));
      account.objects.delete(String(endpoint.id));
      account.endpoints.delete(String(endpoint.id));
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
    enableWebhook({ ops, params, account }) {
      const endpoint = ops.get(String(params.id), 'webhook_endpoint', 'webhook endpoint');
      endpoint.status = 'enabled';
      const state = account.endpoints.get(String(endpoint.id));
      if (state) state.disabledForFailingAt = undefined;
      ops.touch(endpoint);
      return ops.render(endpoint);
    },
    disableWebhook({ ops, params }) {
      const endpoint = ops.get(String(params.id), 'webhook_endpoint', 'webhook endpoint');
      endpoint.status = 'disabled';
      ops.stopRetries(String(endpoint.id));
      ops.touch(endpoint);
      return ops.render(endpoint);
    },
  };

  function expireSession(_account: Account, ops: Ops, session: Json): void {
    const intent = ops.get(String(session.payment_intent), 'payment_intent', 'payment intent');
    if (cancelableStatuses.includes(intent.status as IntentStatus)) ops.cancelIntent(intent, 'abandoned');
    session.status = 'expired';
    ops.touch(session);
    ops.emit('checkout_session.expired', session);
  }

  // ---- the sandbox-only control surface (not in the public document) ----------------------

  async function control(account: Account, method: string, path: string, body: Json): Promise<unknown> {
    const ops = operations(account);
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/_sandbox/clock/advance') {
      const ms = body.ms;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0) {
        fail('parameter_invalid', '`ms` must be a non-negative integer.', 'ms');
      }
      sandbox.advance(ms);
      return { now: nowSeconds() };
    }
    if (method === 'GET' && path === '/_sandbox/clock') return { now: nowSeconds() };
    if (method === 'POST' && (match = /^\/_sandbox\/payment_intents\/([^/]+)\/confirm$/.exec(path))) {
      const intent = ops.get(String(match[1]), 'payment_intent', 'payment intent');
      ops.confirm(intent, body);
      return ops.renderIntent(String(intent.id));
    }
    if (method === 'POST' && (match = /^\/_sandbox\/payment_intents\/([^/]+)\/customer_action$/.exec(path))) {
      const intent = ops.get(String(match[1]), 'payment_intent', 'payment intent');
      const action = body.action;
      if (!customerActions.includes(action as CustomerAction)) {
        fail('parameter_invalid', `\`action\` must be one of ${customerActions.join(', ')}.`, 'action');
      }
      ops.customerAction(intent, action as CustomerAction);
      return ops.renderIntent(String(intent.id));
    }
    if (method === 'POST' && (match = /^\/_sandbox\/webhooks\/([^/]+)\/roll_secret$/.exec(path))) {
      const endpoint = ops.get(String(match[1]), 'webhook_endpoint', 'webhook endpoint');
      const state = account.endpoints.get(String(endpoint.id));
      const overlap = body.previous_expires_in_ms ?? durations.secretOverlapMax;
      if (typeof overlap !== 'number' || overlap < 0 || overlap > durations.secretOverlapMax) {
        fail(
          'parameter_invalid',
          `\`previous_expires_in_ms\` must be between 0 and ${durations.secretOverlapMax}.`,
          'previous_expires_in_ms',
        );
      }
      const secret = `whsk_${token(32)}`;
      const now = clock.now();
      const kept = (state?.secrets ?? []).filter((entry) => entry.expiresAt === undefined || entry.expiresAt > now);
      const previous = kept.map((entry) => ({
        ...entry,
        expiresAt: Math.min(entry.expiresAt ?? Infinity, now + overlap),
      }));
      if (state) state.secrets = [{ secret }, ...previous];
      return { id: endpoint.id, secret_key: secret, previous_expires_at: unixSeconds(now + overlap) };
    }
    if (method === 'POST' && (match = /^\/_sandbox\/webhooks\/([^/]+)\/answer$/.exec(path))) {
      const endpoint = ops.get(String(match[1]), 'webhook_endpoint', 'webhook endpoint');
      const answer = body.status;
      if (
        answer !== 'timeout' &&
        !(typeof answer === 'number' && Number.isInteger(answer) && answer >= 100 && answer <= 599)
      ) {
        fail('parameter_invalid', '`status` must be an HTTP status code (100 to 599) or "timeout".', 'status');
      }
      const state = account.endpoints.get(String(endpoint.id))!;
      state.answer = answer;
      return endpointHealth(endpoint, state);
    }
    if (method === 'GET' && (match = /^\/_sandbox\/webhooks\/([^/]+)$/.exec(path))) {
      const endpoint = ops.get(String(match[1]), 'webhook_endpoint', 'webhook endpoint');
      return endpointHealth(endpoint, account.endpoints.get(String(endpoint.id))!);
    }
    if (method === 'POST' && (match = /^\/_sandbox\/events\/([^/]+)\/resend$/.exec(path))) {
      const endpoint = body.endpoint;
      if (endpoint !== undefined && typeof endpoint !== 'string')
        fail('parameter_invalid', '`endpoint` must be an endpoint id.', 'endpoint');
      return { event: match[1], deliveries: ops.resend(String(match[1]), endpoint) };
    }
    if (method === 'GET' && path === '/_sandbox/disputes') {
      return [...account.disputes.values()].map((dispute) => ({
        payment: dispute.payment,
        case: dispute.caseNumber,
        reason: 'fraudulent',
        amount: dispute.amount,
        status: dispute.status,
        opened_at: unixSeconds(dispute.openedAt),
        evidence_due_by: unixSeconds(dispute.evidenceDueBy),
      }));
    }
    if (
      method === 'POST' &&
      (match = /^\/_sandbox\/disputes\/([^/]+)\/(submit_evidence|accept|simulate)$/.exec(path))
    ) {
      const dispute = account.disputes.get(String(match[1]));
      if (!dispute) fail('resource_missing', `No dispute on payment ${String(match[1])}.`, 'id');
      let move: DisputeMove = match[2] as 'submit_evidence' | 'accept';
      if (match[2] === 'simulate') {
        if (body.outcome !== 'won' && body.outcome !== 'lost')
          fail('parameter_invalid', '`outcome` must be `won` or `lost`.', 'outcome');
        move = body.outcome;
      }
      ops.moveDispute(dispute, move);
      return { payment: dispute.payment, case: dispute.caseNumber, status: dispute.status };
    }
    if (method === 'GET' && path === '/_sandbox/events') return account.events.map((event) => structuredClone(event));
    if (method === 'GET' && path === '/_sandbox/deliveries') {
      const latest = new Map<EventDelivery, SentDelivery>();
      for (const sent of account.deliveries) if (sent.delivery) latest.set(sent.delivery, sent);
      return Promise.all(
        account.deliveries.map(async (delivery): Promise<unknown> => {
          const payload = delivery.body;
          // Signed as listed, at the receiver's time: the developer replays it now (the event keeps its own times).
          const timestamp = unixSeconds(clock.receiverNow());
          return {
            id: delivery.id,
            endpoint: delivery.endpoint,
            url: delivery.url,
            event: String(delivery.event.id),
            type: String(delivery.event.type),
            attempt: delivery.attempt,
            sent_at: unixSeconds(delivery.at),
            answered: delivery.answer,
            // On the newest attempt of a delivery still being retried: when the next one comes.
            next_retry_at:
              delivery.delivery?.nextAttemptAt !== undefined && latest.get(delivery.delivery) === delivery
                ? unixSeconds(delivery.delivery.nextAttemptAt)
                : null,
            headers: {
              'Content-Type': 'application/json',
              'Paysari-Signature': await signatureHeader(delivery.secrets, timestamp, payload),
            },
            body: payload,
          };
        }),
      );
    }
    fail('resource_missing', `Unrecognized sandbox request: ${method} ${path}.`);
  }

  /** An endpoint's side of the sandbox: what it answers, and whether it is failing. */
  function endpointHealth(endpoint: Json, state: Endpoint): Json {
    const seconds = (ms: number | undefined) => (ms === undefined ? null : unixSeconds(ms));
    return {
      id: endpoint.id,
      status: endpoint.status,
      answer: state.answer,
      failing_since: seconds(state.failingSince),
      failure_notice_sent_at: seconds(state.noticeSentAt),
      disabled_for_failing_at: seconds(state.disabledForFailingAt),
    };
  }

  // ---- authentication, rate limits, idempotency ---------------------------------------------

  function secretKeyOf(headers: Readonly<Record<string, string | undefined>>): string {
    const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    if (!header) fail('secret_key_missing', codeText('secret_key_missing'));
    // HTTP Basic with the key as the username, as the document's security scheme says.
    let key = '';
    const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
    if (basic?.[1]) {
      try {
        key = atob(basic[1]).replace(/:.*$/s, '');
      } catch {
        key = '';
      }
    }
    if (/^pk_(test|live)_/.test(key)) fail('public_key_not_allowed', codeText('public_key_not_allowed'));
    if (!/^sk_test_[A-Za-z0-9_]+$/.test(key)) fail('secret_key_invalid', 'The secret key provided is not valid.');
    return key;
  }

  const isList = (operationId: string): boolean => /^list/.test(operationId);

  /** Counts the request against every limit that applies; returns the headers, or throws 429. */
  function rateLimit(account: Account, operationId: string, target: string): Record<string, string> {
    const second = Math.floor(clock.now() / 1000);
    if (account.rate.second !== second) account.rate = { second, counts: new Map() };
    const limits: [string, number][] = [['account', facts.rateLimits.test]];
    if (isList(operationId)) limits.push(['list', facts.rateLimits.list]);
    if (operationId === 'retrievePaymentIntent') limits.push([`intent:${target}`, facts.rateLimits.retrieveIntent]);
    const reset = Math.max(1, Math.ceil(((second + 1) * 1000 - clock.now()) / 1000));
    const remaining = ([name, limit]: [string, number]): number => limit - (account.rate.counts.get(name) ?? 0);
    const exceeded = limits.find((entry) => remaining(entry) <= 0);
    if (exceeded) {
      const headers = {
        'RateLimit-Limit': String(exceeded[1]),
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(reset),
        'Retry-After': String(reset),
      };
      throw Object.assign(
        new ApiError('rate_limited', `Too many requests. Retry after ${reset} second${reset === 1 ? '' : 's'}.`),
        {
          headers,
        },
      );
    }
    for (const [name] of limits) account.rate.counts.set(name, (account.rate.counts.get(name) ?? 0) + 1);
    const tightest = limits.reduce((a, b) => (remaining(b) < remaining(a) ? b : a));
    return {
      'RateLimit-Limit': String(tightest[1]),
      'RateLimit-Remaining': String(Math.max(0, remaining(tightest))),
      'RateLimit-Reset': String(reset),
    };
  }

  /** Same parameters: the same JSON, whatever the key order or spacing. */
  function fingerprint(text: string | undefined): string {
    const canonical = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(canonical)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, canonical((value as Json)[key])]),
            )
          : value;
    try {
      return JSON.stringify(canonical(JSON.parse(text?.trim() ? text : '{}')));
    } catch {
      return `raw:${text ?? ''}`;
    }
  }

  // ---- one request ----------------------------------------------------------------------------

  const json = (status: number, value: unknown, headers: Record<string, string> = {}): SandboxResponse => ({
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(value),
  });

  async function handle(request: SandboxRequest): Promise<SandboxResponse> {
    const requestId = newId('req');
    const headers = request.headers ?? {};
    const header = (name: string): string | undefined =>
      Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    let extraHeaders: Record<string, string> = {};
    try {
      runDueTimers();
      const url = new URL(request.path, 'http://sandbox.invalid');
      const method = request.method.toUpperCase();
      if (!url.pathname.startsWith('/v1/'))
        fail('resource_missing', `Unrecognized request URL: ${url.pathname}. Paths start with /v1.`);
      const path = url.pathname.slice(3);
      const key = secretKeyOf(headers);
      const account = accountFor(key);
      if ((request.body?.length ?? 0) > maxBodyBytes) {
        fail('parameter_invalid', `The request body is larger than ${maxBodyBytes} bytes.`);
      }
      if (path.startsWith('/_sandbox/')) {
        const body = request.body?.trim() ? (JSON.parse(request.body) as Json) : {};
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          fail('parameter_invalid', 'The request body must be a JSON object.');
        }
        return json(200, await control(account, method, path, body), extraHeaders);
      }
      const matched = matchRoute(api, method, path);
      if (!('route' in matched)) {
        fail('resource_missing', `Unrecognized request URL (${method}: /v1${path}).`);
      }
      const { route, params } = matched;
      extraHeaders = { ...extraHeaders, ...rateLimit(account, route.operationId, params.id ?? '') };

      const idempotencyKey = header('Idempotency-Key');
      const takesKey = route.parameters.some((parameter) => parameter.name === 'Idempotency-Key');
      let slot: string | undefined;
      if (idempotencyKey !== undefined && takesKey) {
        const schema = route.parameters.find((parameter) => parameter.name === 'Idempotency-Key')?.schema ?? {};
        check(schema, idempotencyKey, ['header', 'Idempotency-Key']);
        slot = `${method} ${path} ${idempotencyKey}`;
        const stored = account.idempotency.get(slot);
        if (stored && stored.expiresAt > clock.now()) {
          if (stored.fingerprint !== fingerprint(request.body)) {
            fail('idempotency_key_reused', 'This Idempotency-Key was already used with different request parameters.');
          }
          return {
            status: stored.status,
            headers: { 'Content-Type': 'application/json', ...extraHeaders },
            body: stored.body,
          };
        }
      }
      let response: SandboxResponse;
      try {
        const body = parseBody(route, request.body);
        const query = parseQuery(route, url.searchParams);
        for (const parameter of route.parameters) {
          if (
            parameter.in === 'path' &&
            parameter.schema?.pattern &&
            !new RegExp(parameter.schema.pattern).test(params[parameter.name] ?? '')
          ) {
            const noun =
              (parameter.description ?? '').match(
                /Identifier of the (.+?)(?: the line item belongs to)?, starting/,
              )?.[1] ?? 'object';
            fail('resource_missing', `No such ${noun}: ${params[parameter.name] ?? ''}.`, parameter.name);
          }
        }
        const handler = handlers[route.operationId];
        if (!handler) throw new Error(`Sandbox: no handler for ${route.operationId}.`);
        const ops = operations(account);
        response = json(200, handler({ account, ops, params, body, query }), extraHeaders);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const { status, body } = errorBody(api, error, requestId);
        response = json(status, body, extraHeaders);
      }
      // Stored: every answer the request itself decided (2xx and 4xx). Never stored: 409s about
      // the key, 429s (the request did not run) and 5xx (retry with the same key to run it again).
      if (slot && response.status < 500) {
        account.idempotency.set(slot, {
          fingerprint: fingerprint(request.body),
          status: response.status,
          body: response.body,
          expiresAt: clock.now() + durations.idempotency,
        });
      }
      return response;
    } catch (error) {
      if (error instanceof ApiError) {
        const { status, body } = errorBody(api, error, requestId);
        const own = (error as ApiError & { headers?: Record<string, string> }).headers ?? {};
        return json(status, body, { ...extraHeaders, ...own });
      }
      if (error instanceof SyntaxError) {
        const { status, body } = errorBody(
          api,
          new ApiError('parameter_invalid', 'The request body is not valid JSON.'),
          requestId,
        );
        return json(status, body, extraHeaders);
      }
      const { status, body } = errorBody(
        api,
        new ApiError('api_internal_error', `Sandbox error: ${error instanceof Error ? error.message : String(error)}`),
        requestId,
      );
      return json(status, body, extraHeaders);
    }
  }

  const sandbox: Sandbox = {
    handle,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`advance() takes a non-negative number of ms, got ${ms}.`);
      // Time passes through each timer that falls due: each runs at its own
      // time (a retry, a payout run), so what it records and schedules is dated right.
      const end = clock.now() + ms;
      for (;;) {
        const next = Math.min(...timers.map((timer) => timer.due));
        if (!(next <= end)) break;
        clock.advance(Math.max(0, next - clock.now()));
        runDueTimers();
      }
      clock.advance(end - clock.now());
    },
    clock,
  };
  return sandbox;
}
