/**
 * The sandbox in the reader's browser (issue #44), on the production build
 * under nginx and its Content-Security-Policy: a GCash and a 3-D Secure card
 * payment played end to end (create with the request builder, the customer's
 * action on the sandbox page, the events, a refund), state surviving a reload
 * and a move to another page, the clock moving an attempt to its timeout, a
 * delivery's signature checked with the webhooks guide's own code, reset,
 * corrupted, outdated and blocked storage, a failing endpoint's retries and
 * a resend, keyboard and axe. Every request
 * to another host is aborted and recorded, and none may happen.
 */
import type { Locator, Page } from '@playwright/test';
import sandboxData from '../../.generated/api/sandbox-document.json';
import { disputes } from '../../src/data/facts/disputes';
import { sandboxStorageKey } from '../../src/lib/sandboxClient/storage';
import { signatureHeaderName } from '../../src/lib/webhookSignature/signatureHeader';
import { yourValuesStorageKey } from '../../src/lib/yourValues/keys';
import { seriousViolations } from '../e2e/axe';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { openBuilder, visibleCode } from '../e2e/requestBuilderPage';
import { blockLocalStorage } from '../e2e/storage';
import { guideVerifier } from '../support/guideWebhookVerifier';

const sandboxPage = '/docs/guide/developer_handbook/testing/sandbox';

/** Aborts every request that leaves the site's origin, and returns the list of those attempted. */
async function blockOtherHosts(page: Page, origin: string): Promise<string[]> {
  const attempted: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      attempted.push(route.request().url());
      return route.abort();
    },
  );
  return attempted;
}

/** Opens the builder on an operation page, optionally uses offered ids, sends, and returns the response body. */
async function sendFromBuilder(
  page: Page,
  path: string,
  use: { field: string; id?: string }[] = [],
): Promise<Record<string, unknown>> {
  await page.goto(path);
  const panel = await openBuilder(page);
  // The builder offers the sandbox's ids that fit a field, newest first: take the given one, or the newest.
  for (const { field, id } of use) {
    await panel
      .getByRole('button', { name: new RegExp(`^Use ${id ?? '\\w+'} for ${field}$`) })
      .first()
      .click();
  }
  await panel.getByRole('button', { name: 'Send to sandbox' }).click();
  await expect(panel.locator('[data-sandbox-said]')).toHaveText('The sandbox answered 200 OK.');
  const response = panel.locator('[data-sandbox-response]');
  await expect(response.locator('pre').first()).toContainText('RateLimit-Remaining:');
  return JSON.parse(await response.locator('pre').nth(1).innerText()) as Record<string, unknown>;
}

/**
 * Opens the sandbox page. With nothing stored the page loads none of the sandbox's code
 * until the reader presses Start (`start`); with a stored sandbox it starts by itself.
 */
async function openSandbox(page: Page, { start = false } = {}): Promise<void> {
  await page.goto(sandboxPage);
  await waitForHydration(page);
  if (start) await page.getByRole('button', { name: 'Start the sandbox' }).click();
  await expect(page.locator('[data-sandbox-now]')).toBeVisible();
}

/**
 * Opens the sandbox page with a stored log of POST requests (placeholder key), as a reader's
 * earlier visit left it. Storage is seeded once the sandbox has opened it, or its start would
 * read (and keep) the seed first.
 */
async function openSeededSandbox(
  page: Page,
  requests: { path: string; body: unknown; headers?: Record<string, string> }[],
): Promise<void> {
  await openSandbox(page, { start: true });
  const actions = requests.map(({ path, body, headers }) => ({
    kind: 'request',
    pauseMs: 1000,
    request: {
      method: 'POST',
      path,
      headers: { Authorization: `Basic ${btoa('sk_test_YOUR_SECRET_KEY:')}`, ...headers },
      body: JSON.stringify(body),
    },
  }));
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: sandboxStorageKey,
    value: JSON.stringify({ format: 1, modelVersion: sandboxData.modelVersion, actions, ids: [] }),
  });
  await openSandbox(page);
}

/**
 * Presses the GCash walkthrough's two Run in sandbox buttons (create, then the library's confirm), each
 * answered 200; returns the intent the first made and the second button's block.
 */
async function runGcashSteps(page: Page): Promise<{ intent: Record<string, unknown>; confirm: Locator }> {
  await page.goto('/docs/guide/developer_handbook/payments/payment_methods/gcash/receive_a_payment');
  await waitForHydration(page);
  const runs = page.locator('[data-run-in-sandbox]');
  const [create, confirm] = [runs.nth(0), runs.nth(1)];
  await create.getByRole('button', { name: 'Run in sandbox' }).click();
  await expect(create.locator('[data-run-said]')).toHaveText('The sandbox answered 200 OK.');
  const intent = JSON.parse(await create.locator('[data-run-answer]').innerText()) as Record<string, unknown>;
  await confirm.getByRole('button', { name: 'Run in sandbox' }).click();
  await expect(confirm.locator('[data-run-said]')).toHaveText('The sandbox answered 200 OK.');
  return { intent, confirm };
}

const objectItem = (page: Page, id: string): Locator => page.locator(`[data-sandbox-object="${id}"]`);
const statusOf = (page: Page, id: string): Locator => objectItem(page, id).locator('[data-sandbox-status]');
const eventTypes = (page: Page): Promise<string[]> =>
  page
    .locator('[data-sandbox-event]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-sandbox-event') ?? ''));

test.describe('the sandbox in the browser', () => {
  test('GCash, end to end: create with the builder, approve as the customer, events, refund; state follows the reader', async ({
    page,
    baseURL,
  }) => {
    // Four page loads and four worker starts: about 20 s on a loaded 2-core machine, over the default 30 s at worst.
    test.setTimeout(60_000);
    const attempted = await blockOtherHosts(page, new URL(baseURL!).origin);
    // The payment intent example names a customer: create one first, then the builder offers its id.
    const customer = await sendFromBuilder(page, '/docs/api/customers/create');
    const intent = await sendFromBuilder(page, '/docs/api/payment_intents/create', [{ field: 'customer' }]);
    expect(intent).toMatchObject({ customer: customer.id, status: 'awaiting_payment_method' });
    const intentId = String(intent.id);

    await openSandbox(page);
    await expect(statusOf(page, intentId)).toHaveText('awaiting_payment_method');
    await objectItem(page, intentId).getByLabel('Pay with').selectOption({ label: 'GCash' });
    await objectItem(page, intentId).getByRole('button', { name: 'Pay as the customer' }).click();
    await expect(statusOf(page, intentId)).toHaveText('awaiting_next_action');
    await objectItem(page, intentId).getByRole('button', { name: 'Approve the payment' }).click();
    await expect(statusOf(page, intentId)).toHaveText('succeeded');
    expect(await eventTypes(page)).toEqual(['payment_intent.succeeded', 'payment.paid', 'customer.created']);

    // The delivery as shown verifies with the webhooks guide's own code, with the endpoint's secret.
    const paid = page.locator('[data-sandbox-event="payment.paid"]');
    await paid.locator('summary').click();
    const headers = await paid.locator('pre').first().innerText();
    const header = new RegExp(`${signatureHeaderName}: (\\S+)`).exec(headers)?.[1] ?? '';
    const body = await paid.locator('[data-raw-body]').innerText();
    const secret = await page.locator('[data-sandbox-secret]').first().innerText();
    const signedAt = Number(/^t=(\d+)/.exec(header)?.[1]);
    const verify = guideVerifier();
    expect(verify(Buffer.from(body), header, secret, signedAt)).toBe(true);
    expect(verify(Buffer.from(body.replace('"paid"', '"failed"')), header, secret, signedAt)).toBe(false);
    // The replay command, signed again now, for the reader's own server.
    await paid.getByRole('button', { name: 'Make a replay command for your local server' }).click();
    await expect(paid.locator('pre').nth(2)).toContainText("curl --fail-with-body 'http://localhost:3000/webhooks'");

    // A reload replays the stored log: the same objects and events.
    await page.reload();
    await waitForHydration(page);
    await expect(statusOf(page, intentId)).toHaveText('succeeded');

    // One click puts the sandbox's secret and newest ids into "Your values", for every sample of the site.
    await page.getByRole('button', { name: 'Use the sandbox’s keys in your samples' }).click();
    const said = page.getByRole('status').filter({ hasText: 'Your samples now use' });
    await expect(said).toContainText(`webhook signing secret ${secret}`);
    await expect(said).toContainText(`payment intent id ${intentId}`);

    // Refund from the refund page: the builder offers the payment.
    const refund = await sendFromBuilder(page, '/docs/api/refunds/create', [{ field: 'payment_id' }]);
    expect(refund).toMatchObject({ status: 'pending', amount: 50000 });
    // The page's own example request now names the sandbox's payment.
    expect(await visibleCode(page.locator('article .tabs-container').first())).toContain(String(refund.payment_id));
    await openSandbox(page);
    await page.getByRole('button', { name: 'Move the clock +10 minutes' }).click();
    await expect(statusOf(page, String(refund.id))).toHaveText('succeeded');
    expect((await eventTypes(page)).slice(0, 2)).toEqual(['refund.updated', 'payment.refunded']);
    expect(attempted, 'requests to another host').toEqual([]);
  });

  test('3-D Secure: passed and refunded, abandoned until the clock times it out; then reset', async ({ page }) => {
    // Two intents created through the builder's request.
    const card = { amount: 150000, currency: 'PHP', payment_method_allowed: ['card'] };
    await openSeededSandbox(page, [
      { path: '/v1/payment_intents', body: card, headers: { 'Idempotency-Key': 'a' } },
      { path: '/v1/payment_intents', body: card, headers: { 'Idempotency-Key': 'b' } },
    ]);
    const intents = page.locator('[data-sandbox-object^="pi_"]');
    await expect(intents).toHaveCount(2);
    const [second, first] = (await intents.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-sandbox-object')!),
    )) as [string, string];
    const threeDSecureCard = /^Card 4000 0000 0000 3121 /;
    for (const id of [first, second]) {
      const label = await objectItem(page, id)
        .getByLabel('Pay with')
        .locator('option')
        .filter({ hasText: threeDSecureCard })
        .innerText();
      await objectItem(page, id).getByLabel('Pay with').selectOption({ label });
      await objectItem(page, id).getByRole('button', { name: 'Pay as the customer' }).click();
      await expect(statusOf(page, id)).toHaveText('awaiting_next_action');
    }
    await objectItem(page, first).getByRole('button', { name: 'Pass 3-D Secure' }).click();
    await expect(statusOf(page, first)).toHaveText('succeeded');
    // The second customer walks away: ten minutes later the attempt has timed out.
    await page.getByRole('button', { name: 'Move the clock +10 minutes' }).click();
    await expect(statusOf(page, second)).toHaveText('awaiting_payment_method');
    await objectItem(page, second).locator('summary').click();
    await expect(objectItem(page, second).locator('pre')).toContainText('"code": "three_d_secure_timed_out"');
    expect(await eventTypes(page)).toEqual([
      'payment_intent.payment_failed',
      'payment.failed',
      'payment_intent.succeeded',
      'payment.paid',
    ]);

    // The paid payment, not the failed attempt of the abandoned intent.
    const paidPayment = await page.locator('[data-sandbox-event="payment.paid"] summary code').nth(1).innerText();
    const refund = await sendFromBuilder(page, '/docs/api/refunds/create', [{ field: 'payment_id', id: paidPayment }]);
    expect(refund).toMatchObject({ status: 'pending', payment_id: paidPayment });
    await openSandbox(page);
    await expect(page.locator('[data-sandbox-event="payment.refunded"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Reset sandbox' }).click();
    await expect(page.getByText('No objects yet.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), sandboxStorageKey)).toBeNull();
  });

  test('a walkthrough’s steps run in place: the GCash page’s create, then the library’s confirm', async ({ page }) => {
    const { intent, confirm } = await runGcashSteps(page);
    // The page's own request: its amount and method, and a new intent of the reader's sandbox.
    expect(intent).toMatchObject({
      amount: 89000,
      payment_method_allowed: ['gcash'],
      status: 'awaiting_payment_method',
    });
    await expect(confirm.locator('[data-run-answer]')).toContainText(`"id": "${String(intent.id)}"`);
    await expect(confirm.locator('[data-run-answer]')).toContainText('"status": "awaiting_next_action"');
    // The customer's step is the reader's to play, on the sandbox page.
    await expect(confirm.getByRole('link', { name: 'sandbox page' })).toHaveAttribute('href', sandboxPage);
    expect(await seriousViolations(page, ['article'])).toEqual([]);
  });

  test('with the reader’s own test key in Your values, the sandbox page acts on the intents that key made', async ({
    page,
  }) => {
    const ownKey = 'sk_test_READERS_OWN_KEY_1';
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: yourValuesStorageKey,
      value: JSON.stringify({ secretKey: ownKey }),
    });
    const intentId = String((await runGcashSteps(page)).intent.id);

    // The intent lives in the account of the reader's key: the customer's buttons use that key too.
    await openSandbox(page);
    await expect(statusOf(page, intentId)).toHaveText('awaiting_next_action');
    await objectItem(page, intentId).getByRole('button', { name: 'Approve the payment' }).click();
    await expect(page.getByText('The payment intent is now succeeded.')).toBeVisible();
    await expect(statusOf(page, intentId)).toHaveText('succeeded');
  });

  test('a failing endpoint: its deliveries retried on the schedule as the clock moves, then a resend acknowledged; axe', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A customer made on an earlier visit: its event was acknowledged (the endpoint answers 200 until told otherwise).
    await openSeededSandbox(page, [
      { path: '/v1/customers', body: { first_name: 'Ana', last_name: 'Cruz', email: 'ana@example.com' } },
    ]);
    const events = page.locator('[data-sandbox-event="customer.created"]');
    await expect(events.locator('[data-sandbox-delivery-state]')).toHaveText('acknowledged');
    await page.getByLabel('Your endpoint answers').selectOption('500');
    await page.getByRole('button', { name: 'Answer this way' }).click();
    await expect(page.locator('[data-sandbox-endpoint-health]')).toContainText(
      'answers 500 Internal Server Error and is enabled.',
    );

    await sendFromBuilder(page, '/docs/api/customers/create');
    await openSandbox(page);
    const failing = events.first();
    await expect(failing.locator('[data-sandbox-delivery-state]')).toContainText('failed, next retry');
    await expect(page.locator('[data-sandbox-endpoint-health]')).toContainText('It has been failing since');
    await page.getByRole('button', { name: 'Move the clock +10 minutes' }).click();
    await failing.locator('summary').click();
    await expect(failing.locator('[data-sandbox-attempts] li')).toHaveText([
      /^Attempt 1, .*: answered 500 Internal Server Error$/,
      /^Attempt 2, .*: answered 500 Internal Server Error; next retry .*\(Manila\)$/,
    ]);

    // The reader's server is fixed; the event is resent from the event log, and acknowledged.
    await page.getByLabel('Your endpoint answers').selectOption('200');
    await page.getByRole('button', { name: 'Answer this way' }).click();
    await failing.getByRole('button', { name: 'Resend, as from the event log' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resent' })).toHaveText(
      'Resent customer.created: the endpoint answered 200 OK.',
    );
    await expect(failing.locator('[data-sandbox-delivery-state]')).toHaveText('acknowledged');
    await expect(failing.locator('[data-sandbox-attempts] li').last()).toHaveText(/^Resent, .*: answered 200 OK$/);
    await expect(page.locator('[data-sandbox-endpoint-health]')).not.toContainText('failing');
    expect(await seriousViolations(page, ['article'])).toEqual([]);
  });

  test('a dispute: the dispute test card, the dispute a minute later, evidence, then a simulated win; axe', async ({
    page,
  }) => {
    await openSeededSandbox(page, [
      { path: '/v1/payment_intents', body: { amount: 150000, currency: 'PHP', payment_method_allowed: ['card'] } },
    ]);
    const intent = page.locator('[data-sandbox-object^="pi_"]');
    await intent.getByLabel('Pay with').selectOption({
      label: `Card ${disputes.testCard} (succeeds, then disputed ${disputes.testDelay} later)`,
    });
    await intent.getByRole('button', { name: 'Pay as the customer' }).click();
    await expect(intent.locator('[data-sandbox-status]')).toHaveText('succeeded');
    await expect(page.getByRole('heading', { name: 'Disputes' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Move the clock +10 minutes' }).click();
    const dispute = page.locator('[data-sandbox-dispute="7781"]');
    await expect(dispute.locator('[data-sandbox-status]')).toHaveText('needs_response');
    await expect(dispute).toContainText('Evidence is due by');
    await dispute.getByRole('button', { name: 'Submit evidence' }).click();
    await expect(dispute.locator('[data-sandbox-status]')).toHaveText('under_review');
    await dispute.getByRole('button', { name: 'Simulate win' }).click();
    await expect(dispute.locator('[data-sandbox-status]')).toHaveText('won');
    await expect(page.getByRole('status').filter({ hasText: 'Case 7781' })).toHaveText('Case 7781 is now won.');
    await expect(dispute.getByRole('button')).toHaveCount(0);
    expect(await seriousViolations(page, ['article'])).toEqual([]);
  });

  test('corrupted or outdated stored state resets with a notice', async ({ page }) => {
    await openSandbox(page, { start: true });
    const cases: [stored: string, notice: string][] = [
      ['{"format":1,"modelVersion":', 'its stored state could not be read'],
      [JSON.stringify({ format: 1, modelVersion: 'an-older-model', actions: [], ids: [] }), 'the API model changed'],
    ];
    for (const [stored, notice] of cases) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: sandboxStorageKey,
        value: stored,
      });
      await openSandbox(page);
      await expect(page.locator('[data-sandbox-notice]')).toContainText(notice);
      await expect(page.getByText('No objects yet.')).toBeVisible();
    }
  });

  test('with storage blocked the sandbox runs in memory and says so; keyboard and axe', async ({ page }) => {
    await blockLocalStorage(page);
    await openSandbox(page, { start: true });
    await expect(page.locator('[data-sandbox-notice]')).toContainText('runs in memory');
    // The keyboard reaches the clock control and works it.
    const before = await page.locator('[data-sandbox-now]').innerText();
    const clock = page.getByRole('button', { name: 'Move the clock +1 day' });
    await clock.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sandbox-now]')).not.toHaveText(before);
    await expect(page.getByRole('status').filter({ hasText: 'The clock moved' })).toHaveText('The clock moved 1 day.');
    expect(await seriousViolations(page, ['article'])).toEqual([]);
  });
});
