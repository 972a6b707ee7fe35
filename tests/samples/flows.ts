/**
 * `npm run test:flows`: every receive-a-payment walkthrough run end to end,
 * in each of the five languages, against the API's model (sandbox/), with the
 * pages' own samples as the build writes them (build/*.md).
 *
 * A flow is one walkthrough in one language. In order, each runs the page's
 * own code where the page has some, and acts as the browser and the customer
 * through the sandbox's control surface where the page leaves that to the
 * client-side library:
 *
 *  1. the webhooks guide's sample registers the webhook endpoint; its answer
 *     holds the endpoint's secret, which the handler gets;
 *  2. the walkthrough's sample creates the payment intent (a customer it names
 *     is created first, as the reader would have);
 *  3. each attempt: the library confirms (`/v1/_sandbox/…/confirm`), the
 *     customer approves or declines (`…/customer_action`); the 3-D Secure
 *     failures page's server code reads each outcome;
 *  4. the walkthrough's own webhook handler runs as a server and gets every
 *     delivery the model made, headers and raw body as signed
 *     (`/v1/_sandbox/deliveries`): it must answer 2xx and store, then process,
 *     each event (its stand-ins for the reader's database record the calls).
 *     The curl flow has no handler: the webhooks guide's shell verifier must
 *     accept each delivery instead;
 *  5. the refund guide's samples refund the payment (in full for installments,
 *     which the guide says cannot be refunded in part), the secret is rolled,
 *     the refund settles and its `refund.updated`, signed with both secrets,
 *     reaches the handler; the guide's sample updates the refund.
 *
 * Ids flow from one step's answer into the next: an id in a sample (`pi_…`,
 * `pay_…`, `ref_…`, `cus_…`) becomes the flow's object of that kind. A flow
 * fails when a sample exits non-zero, gets an answer it does not expect, the
 * model answers something the document's schemas reject, or the handler
 * refuses a delivery or does not store and process it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { brand } from '../../src/brand';
import { testCardList } from '../../src/data/facts/testCards';
import { placeholderSecretKey } from '../../src/lib/openapi/codeSamples';
import { facts } from '../../src/data/facts';
import { refundSettlementMs } from '../../sandbox';
import { durationMs } from '../../sandbox/clock';
import { type CodeSample, type Language, sampleLanguages, samplesOfPage } from './extract';
import { differencesFrom, jsonBlocks, paymentFields, returnUrl, valueAt } from './flowChecks';
import { startFlowServer, type FlowExchange, type FlowServer } from './flowServer';
import { LaneRunner } from './laneRunner';
import { fileExtension, run } from './processes';
import { listening, post, routeOf, serverFile } from './webhooks';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
/** Not the samples' folder: both steps run side by side in `npm test`, and that one is emptied at its start. */
const workDir = path.join(root, 'node_modules/.cache/flows');
/** The flows' HTTPS server on FLOWS_PORT (default 4320), the five lanes' handlers on the next five ports. */
const basePort = Number(process.env.FLOWS_PORT ?? 4320);
/** Bounds, not waits: a hung sample or handler fails its flow here. Generous for a loaded 2-core machine. */
const sampleTimeoutMs = 60_000;
const handlerStartMs = 60_000;
const processingTimeoutMs = 20_000;
/**
 * Sandbox time a customer spends on a 3-D Secure, wallet, QR or installment
 * step. Small: the clock runs ahead of the handlers' by every skip, and they
 * refuse a signature more than five minutes off.
 */
const customerStepMs = 5_000;
/** The test cards' 3-D Secure window (the facts), after which an abandoned authentication times out. */
const testAuthenticationWindowMs = durationMs(facts.threeDSecure.testAuthenticationWindow);
/** The disputes guide's test dispute opens "about one minute" after the payment. */
const disputeTestDelayMs = durationMs(facts.disputes.testDelay.replace(/^about /, ''));

const pages = {
  card: '/docs/guide/payment_methods/card/receive_a_straight_payment',
  threeDSecureFailures: '/docs/guide/payment_methods/card/three_d_secure_failures',
  gcash: '/docs/guide/developer_handbook/payments/payment_methods/gcash/receive_a_payment',
  maya: '/docs/guide/developer_handbook/payments/payment_methods/maya/receive_a_payment',
  qrph: '/docs/guide/developer_handbook/payments/payment_methods/qrph/receive_a_payment',
  billease: '/docs/guide/developer_handbook/payments/payment_methods/billease/receive_a_payment',
  bdoInstallment: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/receive_a_payment',
  webhooks: '/docs/guide/developer_handbook/webhooks',
  refund: '/docs/guide/developer_handbook/refunds/process-a-refund',
  hold: '/docs/guide/payment_methods/card/hold_then_capture',
  disputes: '/docs/guide/developer_handbook/disputes',
} as const;

type PaymentMethod = { type: string; card?: { number: string } };

interface Attempt {
  method: PaymentMethod;
  /** What the customer does on the 3-D Secure, wallet, QR or installment step; none when there is no step. */
  customer?: 'approve' | 'decline' | 'abandon';
  /** Run the 3-D Secure failures page's server code while the step waits and after it ends. */
  readOutcome?: boolean;
  outcome: 'succeeded' | 'failed' | 'held';
  /** The decline code a failed attempt must leave in `last_payment_error` (and the handler must record). */
  code?: string;
}

interface Walkthrough {
  name: string;
  page: string;
  attempts: Attempt[];
  /** The refund guide: BillEase and BDO installment payments are refunded in full only. */
  refundInFullOnly?: boolean;
  /** After the secret is rolled, the handler restarts with the new one (else it keeps the old one). */
  deployRolledSecret?: boolean;
  /** Paid with the dispute test card: the disputes guide's steps instead of the refund. */
  disputed?: boolean;
  /** Hold then capture: the page's capture and cancel samples, and no handler of its own. */
  hold?: boolean;
}

function card(key: string): PaymentMethod {
  const number = testCardList.find((entry) => entry.key === key)?.number;
  if (!number) throw new Error(`No test card "${key}" in src/data/facts/testCards.ts.`);
  return { type: 'card', card: { number } };
}

/** The walkthroughs, each with the outcomes its "Test the integration" section asks the reader to try. */
const walkthroughs: Walkthrough[] = [
  {
    name: 'card',
    page: pages.card,
    deployRolledSecret: true,
    attempts: [
      { method: card('insufficientFunds'), outcome: 'failed' },
      { method: card('visa'), outcome: 'succeeded' },
    ],
  },
  {
    name: 'card, 3-D Secure',
    page: pages.card,
    // The page's test cards and "When 3-D Secure fails": failed, abandoned, declined after it passed, then paid.
    attempts: [
      {
        method: card('threeDSecure'),
        customer: 'decline',
        readOutcome: true,
        outcome: 'failed',
        code: 'three_d_secure_failed',
      },
      {
        method: { type: 'card', card: { number: facts.threeDSecure.cards.timesOut } },
        customer: 'abandon',
        readOutcome: true,
        outcome: 'failed',
        code: 'three_d_secure_timed_out',
      },
      {
        method: { type: 'card', card: { number: facts.threeDSecure.cards.declinedAfter } },
        customer: 'approve',
        outcome: 'failed',
        code: 'card_declined',
      },
      { method: card('threeDSecure'), customer: 'approve', readOutcome: true, outcome: 'succeeded' },
    ],
  },
  {
    name: 'card, hold',
    page: pages.hold,
    attempts: [{ method: card('visa'), outcome: 'held' }],
    hold: true,
  },
  {
    name: 'card, disputed',
    page: pages.card,
    attempts: [{ method: { type: 'card', card: { number: facts.disputes.testCard } }, outcome: 'succeeded' }],
    disputed: true,
  },
  {
    name: 'GCash',
    page: pages.gcash,
    deployRolledSecret: true,
    attempts: [
      { method: { type: 'gcash' }, customer: 'decline', outcome: 'failed' },
      { method: { type: 'gcash' }, customer: 'approve', outcome: 'succeeded' },
    ],
  },
  {
    name: 'Maya',
    page: pages.maya,
    attempts: [{ method: { type: 'maya' }, customer: 'approve', outcome: 'succeeded' }],
  },
  {
    name: 'QR Ph',
    page: pages.qrph,
    attempts: [{ method: { type: 'qrph' }, customer: 'approve', outcome: 'succeeded' }],
  },
  {
    name: 'BillEase',
    page: pages.billease,
    attempts: [{ method: { type: 'billease' }, customer: 'approve', outcome: 'succeeded' }],
    refundInFullOnly: true,
  },
  {
    name: 'BDO installment',
    page: pages.bdoInstallment,
    attempts: [{ method: { type: 'bdo_installment' }, customer: 'approve', outcome: 'succeeded' }],
    refundInFullOnly: true,
  },
];

// ---- the pages' samples ----------------------------------------------------------------------

const markdownCache = new Map<string, CodeSample[]>();

function samplesOf(page: string): CodeSample[] {
  let samples = markdownCache.get(page);
  if (!samples) {
    let markdown: string;
    try {
      markdown = readFileSync(path.join(buildDir, `${page}.md`), 'utf8');
    } catch {
      throw new Error(`No build/${page}.md: run \`node scripts/build-checked.mjs\` first.`);
    }
    samples = samplesOfPage(page, markdown, brand.apiBaseUrl);
    markdownCache.set(page, samples);
  }
  return samples;
}

/** The one sample of `page` in `language` that `matches`; a page that has none or several has changed. */
function sampleOf(
  page: string,
  language: Language,
  what: string,
  matches: (sample: CodeSample) => boolean,
): CodeSample {
  const found = samplesOf(page).filter((sample) => sample.language === language && matches(sample));
  if (found.length !== 1) {
    throw new Error(`${page}: expected one ${language} sample that ${what}, found ${found.length}.`);
  }
  return found[0] as CodeSample;
}

const requestTo = (pattern: RegExp) => (sample: CodeSample) => sample.kind === 'request' && pattern.test(sample.code);

const steps = {
  registerEndpoint: (language: Language) =>
    sampleOf(pages.webhooks, language, 'creates a webhook endpoint', requestTo(/\/v1\/webhooks["'`]/)),
  createIntent: (page: string, language: Language) =>
    sampleOf(page, language, 'creates a payment intent', requestTo(/\/v1\/payment_intents["'`]/)),
  readOutcome: (language: Language) =>
    sampleOf(pages.threeDSecureFailures, language, 'retrieves a payment intent', requestTo(/\/v1\/payment_intents\//)),
  createRefund: (language: Language) =>
    sampleOf(pages.refund, language, 'creates a refund', requestTo(/\/v1\/refunds["'`]/)),
  listAdjustments: (language: Language) =>
    sampleOf(pages.disputes, language, "lists a payout's transactions", requestTo(/\/v1\/payouts\/po_/)),
  updateRefund: (language: Language) =>
    sampleOf(pages.refund, language, 'updates a refund', requestTo(/\/v1\/refunds\/ref_/)),
  handler: (page: string, language: Language) =>
    sampleOf(page, language, 'handles webhook deliveries', (sample) => sample.kind === 'webhook'),
  shellVerifier: () =>
    sampleOf(
      pages.webhooks,
      'curl',
      'verifies a saved delivery',
      (sample) => sample.kind === 'webhook' && !/\bcurl\b/.test(sample.code),
    ),
};

// ---- one flow --------------------------------------------------------------------------------

class FlowFailure extends Error {}

type Json = Record<string, unknown>;

/** What the 3-D Secure failures page's code decides for each intent status: the view its return page shows. */
const outcomeView: Readonly<Record<string, string>> = {
  awaiting_next_action: 'finish_authentication',
  awaiting_payment_method: 'payment_form',
  succeeded: 'paid',
};

interface ReaderCall {
  name: string;
  args: unknown[];
}

/** Reader function names as the snake_case the PHP, Python and Ruby handlers use. */
const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/\?$/, '');

class Flow {
  private readonly ids = new Map<string, string>();
  private delivered = 0;
  /** The endpoint's secret as the reader deployed it: from the create answer, then from the roll. */
  private secret = '';
  private handler?: {
    /** Resolves once the server accepts connections: it starts while the first samples run. */
    ready: Promise<void>;
    stop(): Promise<void>;
    route: string;
    port: number;
    calls: () => ReaderCall[];
    output(): string;
  };
  readonly log: string[] = [];
  private stepCount = 0;

  constructor(
    private readonly server: FlowServer,
    private readonly walkthrough: Walkthrough,
    readonly language: Language,
    private readonly n: number,
    private readonly handlerPort: number,
    private readonly runner: LaneRunner,
  ) {}

  /** Runs the flow; resolves with undefined when it passed, or what went wrong. */
  async run(): Promise<string | undefined> {
    try {
      await this.steps();
      return undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof FlowFailure)) return `${message}\n${error instanceof Error ? error.stack : ''}`;
      return message;
    } finally {
      await this.handler?.stop();
    }
  }

  private async steps(): Promise<void> {
    const { language, walkthrough } = this;
    const endpoint = await this.runSample('register the webhook endpoint', steps.registerEndpoint(language));
    this.secret = String(endpoint.secret_key ?? '');
    if (!this.secret.startsWith('whsk_'))
      throw new FlowFailure(`the endpoint's answer has no secret_key: ${this.secret}`);
    this.startHandler(this.secret);

    const createIntent = steps.createIntent(walkthrough.page, language);
    const customer = /\bcus_[A-Za-z0-9]{24}\b/.exec(createIntent.code)?.[0];
    if (customer) {
      // The reader created this customer earlier; the flow's fresh model has none yet.
      const created = await this.control('POST', '/v1/customers', {
        first_name: 'Juan',
        last_name: 'dela Cruz',
        email: 'juan@example.com',
      });
      this.ids.set('cus', String(created.id));
    }
    const intent = await this.runSample('create the payment intent', createIntent);
    if (intent.status !== 'awaiting_payment_method') {
      throw new FlowFailure(`the new intent is ${String(intent.status)}, the page says awaiting_payment_method`);
    }
    const intentId = String(intent.id);
    this.ids.set('pi', intentId);
    this.states.push(intent);

    for (const [i, attempt] of walkthrough.attempts.entries()) {
      const label = `attempt ${i + 1} (${attempt.method.card?.number ?? attempt.method.type})`;
      let state = await this.control('POST', `/v1/_sandbox/payment_intents/${intentId}/confirm`, {
        payment_method: attempt.method,
        return_url: returnUrlOf(walkthrough.page),
      });
      this.states.push(state);
      if (attempt.customer) {
        if (state.status !== 'awaiting_next_action') {
          throw new FlowFailure(
            `${label}: confirming left the intent ${String(state.status)}, not awaiting_next_action`,
          );
        }
        if (attempt.readOutcome) await this.readOutcome(String(state.status));
        // The customer takes a few seconds on the step; this also keeps the page's reads of the intent
        // within the documented limit of the retrieve endpoint, as a person's pace would.
        if (attempt.customer === 'abandon') {
          // Nobody answers: the step times out after the test cards' authentication window.
          await this.control('POST', '/v1/_sandbox/clock/advance', { ms: testAuthenticationWindowMs });
          state = await this.control('GET', `/v1/payment_intents/${intentId}`);
        } else {
          await this.control('POST', '/v1/_sandbox/clock/advance', { ms: customerStepMs });
          state = await this.control('POST', `/v1/_sandbox/payment_intents/${intentId}/customer_action`, {
            action: attempt.customer,
          });
        }
      }
      this.states.push(state);
      const expected = { succeeded: 'succeeded', failed: 'awaiting_payment_method', held: 'awaiting_capture' }[
        attempt.outcome
      ];
      if (state.status !== expected) {
        throw new FlowFailure(
          `${label}: the intent is ${String(state.status)} after the attempt, expected ${expected}`,
        );
      }
      const code = (state.last_payment_error as Json | null | undefined)?.code;
      if (attempt.code && code !== attempt.code) {
        throw new FlowFailure(`${label}: the attempt failed with ${String(code)}, expected ${attempt.code}`);
      }
      if (attempt.readOutcome) await this.readOutcome(String(state.status));
    }
    if (walkthrough.hold) {
      await this.holdSteps(intent);
      return;
    }
    await this.deliver();
    // The answers the page shows, once per walkthrough (they do not depend on the language).
    if (language === 'curl') {
      this.comparePageAnswers(walkthrough.page);
      if (walkthrough.attempts.some((attempt) => attempt.readOutcome))
        this.comparePageAnswers(pages.threeDSecureFailures);
    }

    const events = (await this.control('GET', '/v1/_sandbox/events')) as unknown as Json[];
    const succeeded = events.find((event) => event.type === 'payment_intent.succeeded');
    const payments = ((succeeded?.data as Json | undefined)?.object as Json | undefined)?.payments as
      Json[] | undefined;
    const payment = payments?.find((entry) => entry.status === 'paid');
    if (!payment) throw new FlowFailure('payment_intent.succeeded carries no paid payment');
    this.ids.set('pay', String(payment.id));
    if (walkthrough.disputed) {
      await this.disputeSteps(payment);
      return;
    }

    let refund: Json;
    const createRefund = steps.createRefund(language);
    if (walkthrough.refundInFullOnly) {
      await this.runSample('refund part of the payment', createRefund, {
        status: 400,
        code: 'partial_refund_not_supported',
      });
      // The reader refunds the whole amount, with a key of its own (the refused request's key is taken).
      const partial = JSON.parse(this.lastExchange().requestBody) as Json;
      refund = await this.runSample('refund the payment in full', createRefund, undefined, [
        [new RegExp(`\\b${String(partial.amount)}\\b`, 'g'), String(payment.amount)],
        [/refund-order-(\d+)-return-1/g, 'refund-order-$1-full'],
      ]);
    } else {
      // The amount is the reader's: the sample's PHP 500.00 of a PHP 1,500.00 payment, or half of a smaller one.
      const sampleAmount = Number(/\bamount['"]?\s*(?::|=>)\s*(\d+)/.exec(createRefund.code)?.[1]);
      const amount = sampleAmount < Number(payment.amount) ? sampleAmount : Math.floor(Number(payment.amount) / 2);
      refund = await this.runSample('refund part of the payment', createRefund, undefined, [
        [new RegExp(`\\b${sampleAmount}\\b`, 'g'), String(amount)],
      ]);
    }
    if (refund.status !== 'pending') throw new FlowFailure(`the new refund is ${String(refund.status)}, not pending`);
    this.ids.set('ref', String(refund.id));

    // The reader rolls the secret while the refund settles: its refund.updated carries a v1 for each
    // secret, the new one first. Where the reader has deployed the new secret the handler's v1 is the
    // first, elsewhere the last; either way the handler must find its own among them.
    const rolled = await this.control('POST', `/v1/_sandbox/webhooks/${String(endpoint.id)}/roll_secret`, {});
    if (walkthrough.deployRolledSecret) {
      this.secret = String(rolled.secret_key);
      await this.handler?.stop();
      this.startHandler(this.secret);
    }
    await this.control('POST', '/v1/_sandbox/clock/advance', { ms: refundSettlementMs });
    const refundUpdated = await this.deliver();
    if (!refundUpdated.some((event) => event.type === 'refund.updated')) {
      throw new FlowFailure('the refund settled without a refund.updated delivery');
    }
    await this.runSample("update the refund's notes", steps.updateRefund(language));
    // The refund guide's example is this order's refund: its answers must be the model's.
    if (language === 'curl' && walkthrough.name === 'card') this.compareRefundAnswers(refund, refundUpdated);
  }

  /**
   * The refund guide's JSON: the new refund must match the model's answer to
   * the guide's own request, and the `refund.updated` event the one the model
   * sent when that refund settled (every field shown, ids by kind, timestamps
   * as timestamps).
   */
  private compareRefundAnswers(refund: Json, events: Json[]): void {
    for (const shown of jsonBlocksOf(pages.refund)) {
      const actual =
        shown.object === 'refund'
          ? refund
          : shown.object === 'event'
            ? events.find((event) => event.type === shown.type)
            : undefined;
      if (!actual) continue;
      const differences = differencesFrom(shown, actual);
      if (differences.length > 0) {
        throw new FlowFailure(
          `${pages.refund}: the ${String(shown.type ?? shown.object)} it shows is not the model's: ${differences.join('; ')}`,
        );
      }
    }
  }

  /**
   * Hold then capture: the page's partial capture on the held intent, its
   * full capture and its cancel each on another hold (as the reader's other
   * bookings), every answer checked; the page's JSON of the held intent too.
   */
  private async holdSteps(intent: Json): Promise<void> {
    if (this.language === 'curl') this.comparePageAnswers(pages.hold);
    const [partial, full] = samplesOf(pages.hold).filter(
      (sample) => sample.language === this.language && requestTo(/\/capture["'`]/)(sample),
    );
    const cancel = sampleOf(pages.hold, this.language, 'cancels a payment intent', requestTo(/\/cancel["'`]/));
    if (!partial || !full) throw new FlowFailure(`${pages.hold}: expected a partial and a full capture sample`);
    const part = await this.runSample('capture part of the hold', partial);
    const asked = Number((JSON.parse(this.lastExchange().requestBody || '{}') as Json).amount_to_capture);
    if (part.status !== 'succeeded' || part.amount_received !== asked || !(asked < Number(intent.amount))) {
      throw new FlowFailure(
        `the partial capture left ${JSON.stringify({ status: part.status, received: part.amount_received })}, asked ${asked}`,
      );
    }
    for (const [label, sample, status] of [
      ['capture the whole hold', full, 'succeeded'],
      ['cancel the hold', cancel, 'canceled'],
    ] as const) {
      const held = await this.control('POST', '/v1/payment_intents', {
        amount: Number(intent.amount),
        currency: 'PHP',
        payment_method_allowed: ['card'],
        capture_type: 'manual',
      });
      await this.control('POST', `/v1/_sandbox/payment_intents/${String(held.id)}/confirm`, {
        payment_method: card('visa'),
      });
      this.ids.set('pi', String(held.id));
      const answer = await this.runSample(label, sample);
      if (answer.status !== status)
        throw new FlowFailure(`${label}: the intent is ${String(answer.status)}, not ${status}`);
      if (status === 'succeeded' && answer.amount_received !== held.amount) {
        throw new FlowFailure(`${label}: received ${String(answer.amount_received)} of ${String(held.amount)}`);
      }
    }
  }

  /**
   * The disputes guide: the test dispute opens a minute after the payment; a
   * refund is then refused; the chargeback and the dispute fee come out of the
   * next payout, whose adjustment lines the guide's sample lists. Then the
   * dispute is won (evidence, then test mode's Simulate win), and the next
   * payout carries the guide's reversal line.
   */
  private async disputeSteps(payment: Json): Promise<void> {
    await this.control('POST', '/v1/_sandbox/clock/advance', { ms: disputeTestDelayMs });
    await this.runSample('refund the disputed payment', steps.createRefund(this.language), {
      status: 400,
      code: 'payment_not_refundable',
    });
    // The shop's other sales of the day, so the payout is not skipped: a chargeback and its fee alone leave a
    // negative balance, which waits for later sales (the balance page).
    await this.paidCardPayment(500000);
    // Business days pass until the payment is paid out (no delivery is checked after this skip).
    const payout = await this.payoutOf(String(payment.id), 'the disputed payment');
    // The guide's table of dispute lines (a PHP 1,500.00 card payment, as this order): its first two rows are
    // what a dispute takes, the third a win's reversal.
    const markdown = readFileSync(path.join(buildDir, `${pages.disputes}.md`), 'utf8');
    const rows = [
      ...markdown.matchAll(/^\| [^|]+ \| `adjustment` \| ([−-]?\d+) \| 0 \| [−-]?\d+ \| `([^`]+)` \|$/gm),
    ].map((row) => ({ amount: Number((row[1] ?? '').replace('−', '-')), description: row[2] }));
    if (rows.length !== 3)
      throw new FlowFailure(`the disputes guide's table has ${rows.length} adjustment rows, not 3`);
    await this.expectAdjustments(payout, rows.slice(0, 2));

    // The dispute is won: the reversal alone makes the next payout.
    await this.control('POST', `/v1/_sandbox/disputes/${String(payment.id)}/submit_evidence`, {});
    await this.control('POST', `/v1/_sandbox/disputes/${String(payment.id)}/simulate`, { outcome: 'won' });
    await this.expectAdjustments(await this.nextPayout(payout), rows.slice(2));
  }

  /**
   * Moves the clock a day at a time, for a week at most, until a payout other than `previous` is
   * paid: the API lists no payouts, so the shop learns of it from its `payout.paid` event.
   */
  private async nextPayout(previous: string): Promise<string> {
    for (let day = 0; day < 7; day++) {
      await this.control('POST', '/v1/_sandbox/clock/advance', { ms: 86_400_000 });
      const events = (await this.control('GET', '/v1/_sandbox/events')) as unknown as Json[];
      const paid = events
        .filter((event) => event.type === 'payout.paid')
        .map((event) => String(((event.data as Json).object as Json).id));
      const next = paid.find((id) => id !== previous);
      if (next) return next;
    }
    throw new FlowFailure(`no payout was paid after ${previous}`);
  }

  /** Moves the clock a day at a time, for a week at most, until the payment is paid out; returns the payout. */
  private async payoutOf(payment: string, what: string): Promise<string> {
    for (let day = 0; day < 7; day++) {
      await this.control('POST', '/v1/_sandbox/clock/advance', { ms: 86_400_000 });
      const { payout } = await this.control('GET', `/v1/payments/${payment}`);
      if (typeof payout === 'string') return payout;
    }
    throw new FlowFailure(`${what} was never paid out`);
  }

  /** A card sale paid at once (the shop's other sales); returns its payment id. */
  private async paidCardPayment(amount: number): Promise<string> {
    const sale = await this.control('POST', '/v1/payment_intents', {
      amount,
      currency: 'PHP',
      payment_method_allowed: ['card'],
    });
    const paid = await this.control('POST', `/v1/_sandbox/payment_intents/${String(sale.id)}/confirm`, {
      payment_method: card('visa'),
    });
    return String((paid.payments as Json[])[0]?.id);
  }

  /** The disputes guide's sample lists the payout's adjustment lines: they must be the guide's rows. */
  private async expectAdjustments(payout: string, rows: { amount: number; description: string | undefined }[]) {
    this.ids.set('po', payout);
    const listed = await this.runSample("list the payout's dispute lines", steps.listAdjustments(this.language));
    const lines = (listed.data as Json[] | undefined) ?? [];
    const shown = lines.map((line) => ({
      amount: line.amount,
      description: String(line.description).replace(/case \d+$/, 'case 7781'),
    }));
    if (JSON.stringify(shown) !== JSON.stringify(rows)) {
      throw new FlowFailure(
        `the payout's adjustment lines ${JSON.stringify(shown)} are not the disputes guide's ${JSON.stringify(rows)}`,
      );
    }
    if (lines.some((line) => line.source !== null || line.net !== line.amount)) {
      throw new FlowFailure(`an adjustment line has a source or a fee: ${JSON.stringify(lines)}`);
    }
  }

  /** The 3-D Secure failures page's server code reads the intent: its output names the view for `status`. */
  private async readOutcome(status: string): Promise<void> {
    const answer = await this.runSample(`read the outcome (${status})`, steps.readOutcome(this.language));
    if (answer.status !== status) throw new FlowFailure(`the page's code read ${String(answer.status)}, not ${status}`);
    const view = outcomeView[status];
    if (this.language !== 'curl' && view && !this.lastOutput.includes(view)) {
      throw new FlowFailure(
        `the page's code shows "${this.lastOutput.trim()}" for ${status}, expected the view ${view}`,
      );
    }
  }

  private lastOutput = '';
  /** The intent as the model answered at each step: created, after each confirm and each customer action. */
  private readonly states: Json[] = [];

  /**
   * Each JSON answer a page shows for the intent (a block with a `status`)
   * must be one of the model's answers in the flow at that status: every field
   * the page shows, with the model's value (ids by kind).
   */
  private comparePageAnswers(page: string): void {
    for (const shown of jsonBlocksOf(page)) {
      if (shown.object !== undefined && shown.object !== 'payment_intent') continue;
      if (typeof shown.status !== 'string') continue;
      const candidates = this.states.filter((entry) => entry.status === shown.status);
      if (candidates.length === 0) {
        throw new FlowFailure(`${page} shows an intent in ${shown.status}, which the flow never reached`);
      }
      const differences = candidates.map((state) => differencesFrom(shown, state));
      if (differences.every((list) => list.length > 0)) {
        throw new FlowFailure(
          `${page}: the intent it shows in ${shown.status} is none of the model's answers: ` +
            `${differences.map((list) => list.join('; ')).join(' | ')}`,
        );
      }
    }
  }

  private lastExchange(): FlowExchange {
    const all = this.server.exchanges(this.n);
    return all[all.length - 1] as FlowExchange;
  }

  /** A control-surface or setup call of the test itself (no sample); any error answer fails the flow. */
  private async control(method: string, apiPath: string, body?: unknown): Promise<Json> {
    const answer = await this.server.call(this.n, method, apiPath, body);
    if (answer.status >= 300) throw new FlowFailure(`${method} ${apiPath} → ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body) as Json;
  }

  /** Ids in a sample become the flow's objects of the same kind; a kind the flow has none of fails. */
  private substituteIds(code: string): string {
    return code.replace(/\b(pi|pay|ref|cus|po)_[A-Za-z0-9]{24}\b/g, (placeholder, kind: string) => {
      const id = this.ids.get(kind);
      if (!id) throw new FlowFailure(`the sample names ${placeholder}, but the flow has no ${kind}_ object yet`);
      return id;
    });
  }

  /**
   * Runs one of the page's samples against the flow's model and returns the
   * JSON of its last answer. It must exit 0, send at least one request and get
   * the `expected` answer (any 2xx by default) that the document's schemas accept.
   */
  private async runSample(
    label: string,
    sample: CodeSample,
    expected?: { status: number; code: string },
    edits: [RegExp, string][] = [],
  ): Promise<Json> {
    this.stepCount += 1;
    const where = `${label}: ${sample.page}, code block ${sample.index}`;
    let code = this.substituteIds(sample.code.split(brand.apiBaseUrl).join(this.server.baseUrl(this.n)));
    for (const [pattern, replacement] of edits) code = code.replace(pattern, replacement);
    const file = path.join(workDir, `${this.n}-${this.stepCount}.${fileExtension[this.language]}`);
    writeFileSync(file, code);
    const before = this.server.exchanges(this.n).length;
    const stepStarted = Date.now();
    const result = await this.runner.run(file);
    this.lastOutput = result.output;
    const exchanges = this.server.exchanges(this.n).slice(before);
    const problems: string[] = [];
    if (result.timedOut) problems.push(`did not finish within ${sampleTimeoutMs / 1000} s`);
    else if (result.code !== 0) problems.push(`exited with code ${result.code}`);
    if (exchanges.length === 0) problems.push('sent no request');
    const last = exchanges[exchanges.length - 1];
    for (const exchange of exchanges) {
      problems.push(...exchange.problems);
      const isLast = exchange === last;
      if (isLast && expected) {
        const error = (JSON.parse(exchange.responseBody) as { error?: { code?: string } }).error;
        if (exchange.status !== expected.status || error?.code !== expected.code) {
          problems.push(`expected ${expected.status} ${expected.code}, got ${exchange.status} ${error?.code ?? ''}`);
        }
      } else if (exchange.status < 200 || exchange.status > 299) {
        problems.push(`${exchange.method} ${exchange.path} → ${exchange.status}: ${exchange.responseBody}`);
      }
    }
    this.log.push(
      `${where} → ${exchanges.map((e) => `${e.method} ${e.path} ${e.status}`).join(', ')} ` +
        `(${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`,
    );
    if (problems.length > 0) {
      throw new FlowFailure(
        `${where} (${this.language}): ${problems.join('; ')}` +
          (result.output.trim() ? `\n  output:\n${result.output.trim().slice(0, 1500).replace(/^/gm, '    ')}` : ''),
      );
    }
    return JSON.parse(last?.responseBody ?? '{}') as Json;
  }

  // ---- the webhook handler ----

  private startHandler(secret: string): void {
    if (this.language === 'curl' || this.walkthrough.hold) return;
    const sample = steps.handler(this.walkthrough.page, this.language);
    const callsFile = path.join(workDir, `${this.n}-reader-calls.jsonl`);
    writeFileSync(callsFile, '');
    const { argv } = serverFile(sample, workDir, this.n, this.handlerPort);
    const [program, ...args] = argv;
    const child = spawn(program ?? '', args, {
      cwd: workDir,
      env: { ...process.env, WEBHOOK_SECRET_KEY: secret, READER_CALLS_FILE: callsFile, PYTHONUNBUFFERED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let exited = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('exit', () => (exited = true));
    const ready = listening(this.handlerPort, () => exited, handlerStartMs).then((up) => {
      if (!up) throw new FlowFailure(`the page's handler did not start a server:\n${output.trim().slice(0, 1500)}`);
    });
    ready.catch(() => undefined); // awaited at the first delivery
    this.handler = {
      ready,
      route: routeOf(sample.code),
      port: this.handlerPort,
      output: () => output,
      calls: () =>
        readFileSync(callsFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const call = JSON.parse(line) as ReaderCall;
            return { ...call, name: snake(call.name) };
          }),
      stop: async () => {
        // The port is reused by the lane's next flow only once this server is gone.
        if (!exited) {
          child.kill('SIGKILL');
          await gone;
        }
      },
    };
  }

  /**
   * Sends every delivery the model made since the last call to the page's
   * handler (or, in the curl flow, to the webhooks guide's shell verifier) and
   * checks what the handler stored and did. Returns the events delivered.
   */
  private async deliver(): Promise<Json[]> {
    const all = (await this.control('GET', '/v1/_sandbox/deliveries')) as unknown as {
      headers: Record<string, string>;
      body: string;
      type: string;
    }[];
    const fresh = all.slice(this.delivered);
    this.delivered = all.length;
    const events = fresh.map((delivery) => JSON.parse(delivery.body) as Json);
    if (fresh.length === 0) return events;
    const signatureHeader = `${brand.name}-Signature`;
    if (this.language === 'curl') {
      const verifier = steps.shellVerifier();
      const file = path.join(workDir, `${this.n}-verify.sh`);
      writeFileSync(file, verifier.code);
      for (const [i, delivery] of fresh.entries()) {
        const bodyFile = path.join(workDir, `${this.n}-delivery-${this.delivered}-${i}.json`);
        writeFileSync(bodyFile, delivery.body);
        const result = await run(['bash', file, bodyFile, delivery.headers[signatureHeader] ?? ''], {
          cwd: workDir,
          env: { WEBHOOK_SECRET_KEY: this.secret },
          timeoutMs: sampleTimeoutMs,
        });
        this.log.push(
          `verify ${delivery.type} (${pages.webhooks}, code block ${verifier.index}) → exit ${result.code}`,
        );
        if (result.code !== 0) {
          throw new FlowFailure(
            `${pages.webhooks}, code block ${verifier.index} (the shell verifier) refused the model's ` +
              `${delivery.type} delivery (${delivery.headers[signatureHeader]}): ${result.output.trim()}`,
          );
        }
      }
      return events;
    }
    const handler = this.handler;
    if (!handler) throw new Error('No handler running');
    await handler.ready;
    for (const delivery of fresh) {
      const status = await post(handler.port, handler.route, {
        name: delivery.type,
        body: Buffer.from(delivery.body, 'utf8'),
        header: Buffer.from(delivery.headers[signatureHeader] ?? '', 'utf8'),
        expectOk: true,
      });
      this.log.push(`deliver ${delivery.type} → ${status}`);
      if (typeof status !== 'number' || status < 200 || status > 299) {
        throw new FlowFailure(
          `the page's handler answered ${status} to the model's ${delivery.type} delivery ` +
            `(${signatureHeader}: ${delivery.headers[signatureHeader]})\n  handler output:\n${handler.output().trim().slice(0, 1500)}`,
        );
      }
      // Stored before the answer: the walkthrough's rule.
      const saved = handler
        .calls()
        .some((call) => call.name === 'save_event' && eventId(call.args[0]) === eventId(JSON.parse(delivery.body)));
      if (!saved) throw new FlowFailure(`the handler answered ${status} to ${delivery.type} before saving the event`);
    }
    await this.processed(events);
    return events;
  }

  /**
   * The handler processes after it answers: waits (bounded) until it has marked
   * every event handled, then checks what it did with each.
   */
  private async processed(events: Json[]): Promise<void> {
    const handler = this.handler;
    if (!handler) return;
    const deadline = Date.now() + processingTimeoutMs;
    const handled = (): boolean =>
      events.every((event) =>
        handler.calls().some((call) => call.name === 'mark_handled' && call.args[0] === event.id),
      );
    while (!handled()) {
      if (Date.now() > deadline) {
        throw new FlowFailure(
          `the handler did not mark every event handled within ${processingTimeoutMs / 1000} s: ` +
            `${JSON.stringify(handler.calls().map((call) => call.name))}\n  handler output:\n${handler.output().trim().slice(0, 1500)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50)); // polling a file the handler appends to
    }
    const calls = handler.calls();
    for (const event of events) {
      const intent = (event.data as Json).object as Json;
      const orderId = (intent.metadata as Json | undefined)?.order_id;
      if (event.type === 'payment_intent.succeeded') {
        const paidId = ((intent.payments as Json[] | undefined) ?? []).find((entry) => entry.status === 'paid')?.id;
        const paid = calls.find((call) => call.name === 'mark_order_paid');
        const payment = paid?.args[1] as Json | undefined;
        if (!paid || paid.args[0] !== orderId || payment?.id !== paidId || payment?.status !== 'paid') {
          throw new FlowFailure(
            `for payment_intent.succeeded the handler called mark_order_paid with ` +
              `${JSON.stringify(paid?.args ?? null).slice(0, 300)}, expected order ${String(orderId)} and payment ${String(paidId)}`,
          );
        }
      }
      if (event.type === 'payment_intent.succeeded') {
        const payment = calls.find((call) => call.name === 'mark_order_paid')?.args[1];
        const fields = paymentFieldsOf(this.walkthrough.page);
        if (fields.length === 0) {
          throw new FlowFailure(
            `${this.walkthrough.page} no longer says which fields "the payment that \`markOrderPaid\` receives carries"`,
          );
        }
        const missing = fields.filter((field) => valueAt(payment, field) == null);
        if (missing.length > 0) {
          throw new FlowFailure(
            `${this.walkthrough.page} says the payment markOrderPaid receives carries ${missing.join(', ')}; ` +
              `the model's payment has no such value: ${JSON.stringify((payment as Json | undefined)?.payment_method)}`,
          );
        }
      }
      if (event.type === 'payment_intent.payment_failed') {
        const code = (intent.last_payment_error as Json | null)?.code;
        const recorded = calls.some(
          (call) => call.name === 'record_failed_attempt' && call.args[0] === orderId && call.args[1] === code,
        );
        if (!recorded) {
          throw new FlowFailure(
            `for payment_intent.payment_failed the handler did not call record_failed_attempt(${String(orderId)}, ${String(code)})`,
          );
        }
      }
    }
  }
}

function paymentFieldsOf(page: string): string[] {
  return paymentFields(readFileSync(path.join(buildDir, `${page}.md`), 'utf8'));
}

/** The `return_url` the page's own browser code passes when it confirms. */
function returnUrlOf(page: string): string {
  return (
    samplesOf(page)
      .map((sample) => returnUrl(sample.code))
      .find(Boolean) ?? 'https://example.com/orders/complete'
  );
}

function jsonBlocksOf(page: string): Json[] {
  return jsonBlocks(readFileSync(path.join(buildDir, `${page}.md`), 'utf8')) as Json[];
}

function eventId(value: unknown): unknown {
  return (value as Json | undefined)?.id;
}

// ---- the run ---------------------------------------------------------------------------------

/** `--only <text>`: run the flows whose walkthrough name or language contains the text (while fixing one). */
function selected(walkthrough: string, language: Language): boolean {
  const index = process.argv.indexOf('--only');
  const filter = index >= 0 ? (process.argv[index + 1] ?? '').toLowerCase() : '';
  return `${walkthrough} (${language})`.toLowerCase().includes(filter);
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const server = await startFlowServer(basePort);
  const results: { walkthrough: string; language: Language; failure?: string; seconds: number; log: string[] }[] = [];
  try {
    // One lane per language, side by side; a lane's flows one after the other on the lane's handler port.
    await Promise.all(
      sampleLanguages.map(async (language, laneIndex) => {
        const runner = new LaneRunner(language, {
          cwd: workDir,
          caFile: server.caFile,
          env: { SECRET_KEY: placeholderSecretKey },
          timeoutMs: sampleTimeoutMs,
        });
        for (const [w, walkthrough] of walkthroughs.entries()) {
          if (!selected(walkthrough.name, language)) continue;
          const n = laneIndex * 100 + w;
          const flowStarted = Date.now();
          const flow = new Flow(server, walkthrough, language, n, basePort + 1 + laneIndex, runner);
          const failure = await flow.run();
          results.push({
            walkthrough: walkthrough.name,
            language,
            failure,
            seconds: (Date.now() - flowStarted) / 1000,
            log: flow.log,
          });
        }
        await runner.close();
      }),
    );
  } finally {
    await server.close();
  }

  const failures = results.filter((result) => result.failure);
  for (const failure of failures) {
    console.error(`\n✖ ${failure.walkthrough} (${failure.language})\n  ${failure.failure}`);
    console.error(`  steps run:\n${failure.log.map((line) => `    ${line}`).join('\n')}`);
  }
  if (process.argv.includes('--verbose')) {
    for (const result of results)
      console.log(`${result.walkthrough} (${result.language}):\n  ${result.log.join('\n  ')}`);
  }
  console.log('\nWalkthrough flows against the model (sandbox/):');
  console.log(`${'walkthrough'.padEnd(18)}${sampleLanguages.map((l) => l.padStart(8)).join('')}`);
  for (const walkthrough of walkthroughs) {
    const cells = sampleLanguages.map((language) => {
      const result = results.find((r) => r.walkthrough === walkthrough.name && r.language === language);
      if (!result) return '-'.padStart(8);
      return `${result.failure ? '✖' : '✓'} ${result.seconds.toFixed(1)}`.padStart(8);
    });
    console.log(`${walkthrough.name.padEnd(18)}${cells.join('')}`);
  }
  console.log(
    `${results.length - failures.length} of ${results.length} flows passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
