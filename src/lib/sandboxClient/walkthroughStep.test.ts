/**
 * "Run in sandbox" without a browser: the walkthroughs' own curl samples read
 * back into the requests they send, and played in order against the reader's
 * sandbox (create, the library's confirm, the refund guide's refund and
 * update), the page's example ids replaced by the sandbox's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRawDocument } from '../../../plugins/openapi-docs/load';
import { facts } from '../../data/facts';
import { testCardList } from '../../data/facts/testCards';
import { sandboxDocument } from './sandboxDocument';
import { authorization, createSession, testKeyOf } from './session';
import { confirmRequest, curlRequest, shellWords, withSandboxIds } from './walkthroughStep';

const root = path.resolve(__dirname, '../../..');
const guide = 'docs/guide/developer_handbook';

/** The curl samples of a page, in order, with the API base URL as the build expands it. */
function curlSamples(page: string): string[] {
  const source = readFileSync(path.join(root, page), 'utf8');
  return [...source.matchAll(/```bash\n(curl [\s\S]*?)```/g)].map((match) =>
    match[1]!.replaceAll('%API_BASE_URL%', 'https://api.example.test/v1'),
  );
}

describe('a step’s curl sample', () => {
  it('reads as the shell does: quotes, an escaped quote and line continuations', () => {
    expect(shellWords(`curl 'https://a.test/v1/x' \\\n  -d '{"note": "Juan'\\''s order"}'`)).toEqual([
      'curl',
      'https://a.test/v1/x',
      '-d',
      '{"note": "Juan\'s order"}',
    ]);
  });

  it('becomes the request it sends: method, path, Basic key, headers and body', () => {
    const [create] = curlSamples(`${guide}/payments/payment_methods/gcash/receive_a_payment.mdx`);
    const request = curlRequest(create!);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      headers: { Authorization: authorization('sk_test_YOUR_SECRET_KEY'), 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(request.body!)).toMatchObject({ amount: 89000, payment_method_allowed: ['gcash'] });
  });
});

describe('a walkthrough played in the sandbox', () => {
  it('creates and confirms the GCash intent, then refunds and updates with the sandbox’s ids', async () => {
    const session = createSession(sandboxDocument(loadRawDocument()), facts);
    const ids = () => session.snapshot().objects.map((object) => object.id);
    const send = async (request: ReturnType<typeof curlRequest>) => {
      const response = (await session.apply({ kind: 'request', request, pauseMs: 1000 }))!;
      return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
    };

    // A step whose kind of object the sandbox lacks says so.
    const [refund, update] = curlSamples(`${guide}/refunds/process-a-refund.mdx`);
    expect(withSandboxIds(curlRequest(refund!), ids(), 'k0').missing).toEqual(['pay_']);

    const [create] = curlSamples(`${guide}/payments/payment_methods/gcash/receive_a_payment.mdx`);
    const created = await send(withSandboxIds(curlRequest(create!), ids(), 'k1').request);
    expect(created).toMatchObject({ status: 200, body: { status: 'awaiting_payment_method' } });
    const intent = String(created.body.id);
    const key = 'sk_test_YOUR_SECRET_KEY';
    expect(await send(confirmRequest(intent, { type: 'gcash' }, key))).toMatchObject({
      status: 200,
      body: { status: 'awaiting_next_action' },
    });
    await send({
      method: 'POST',
      path: `/v1/_sandbox/payment_intents/${intent}/customer_action`,
      headers: { Authorization: authorization(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });

    const refunded = withSandboxIds(curlRequest(refund!), ids(), 'k2');
    expect(refunded.missing).toEqual([]);
    expect(refunded.request.headers?.['Idempotency-Key']).toBe('k2');
    const answer = await send(refunded.request);
    expect(answer).toMatchObject({ status: 200, body: { status: 'pending', amount: 50000 } });
    const updated = await send(withSandboxIds(curlRequest(update!), ids(), 'k3').request);
    expect(updated).toMatchObject({ status: 200, body: { id: answer.body.id } });
  });
});

/** Every page with "Run in sandbox" buttons: each button's step, as the button finds it. */
const walkthroughPages = [
  `${guide}/payments/payment_methods/gcash/receive_a_payment.mdx`,
  `${guide}/payments/payment_methods/maya/receive_a_payment.mdx`,
  `${guide}/payments/payment_methods/qrph/receive_a_payment.mdx`,
  `${guide}/payments/payment_methods/billease/receive_a_payment.mdx`,
  `${guide}/payments/payment_methods/bdo_installment/receive_a_payment.mdx`,
  'docs/guide/payment_methods/card/receive_a_straight_payment.mdx',
];

/**
 * The buttons of a page in order: a request step runs the nearest curl sample
 * before it (src/components/RunInSandbox/run.ts), a browser step the
 * library's confirm with its method.
 */
function runButtons(page: string): ({ curl: string } | { confirm: string })[] {
  const source = readFileSync(path.join(root, page), 'utf8');
  return [...source.matchAll(/<RunInSandbox(?: confirm="([a-z_]+)")? \/>/g)].map((match) => {
    if (match[1]) return { confirm: match[1] };
    const before = [...source.slice(0, match.index).matchAll(/```bash\n(curl [\s\S]*?)```/g)].at(-1);
    return { curl: before![1]!.replaceAll('%API_BASE_URL%', 'https://api.example.test/v1') };
  });
}

describe('every walkthrough’s Run in sandbox buttons, pressed in order', () => {
  it('covers every page that has them', () => {
    const pages = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .filter((file) => readFileSync(path.join(root, 'docs', file), 'utf8').includes('<RunInSandbox'))
      .map((file) => `docs/${file}`);
    expect(pages.sort()).toEqual([...walkthroughPages, `${guide}/refunds/process-a-refund.mdx`].sort());
  });

  it.each(walkthroughPages)(
    '%s: the create step makes an intent, and the confirm step leaves it for the customer',
    async (page) => {
      const session = createSession(sandboxDocument(loadRawDocument()), facts);
      const ids = () => session.snapshot().objects.map((object) => object.id);
      const buttons = runButtons(page);
      expect(buttons.map((button) => ('curl' in button ? 'request' : 'confirm'))).toEqual(['request', 'confirm']);
      const [create, confirm] = buttons as [{ curl: string }, { confirm: string }];
      const request = curlRequest(create.curl);
      expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
      let swapped = withSandboxIds(request, ids(), 'k1');
      if (swapped.missing.includes('cus_')) {
        // As run.ts does: a step that names a customer gets one, as the walkthroughs assume the reader has.
        await session.apply({
          kind: 'request',
          request: {
            method: 'POST',
            path: '/v1/customers',
            headers: { Authorization: request.headers?.Authorization, 'Content-Type': 'application/json' },
            body: JSON.stringify({ first_name: 'Maria', last_name: 'Santos', email: 'maria.santos@example.com' }),
          },
          pauseMs: 1000,
        });
        swapped = withSandboxIds(request, ids(), 'k1');
      }
      expect(swapped.missing).toEqual([]);
      const created = (await session.apply({ kind: 'request', request: swapped.request, pauseMs: 1000 }))!;
      expect(created.status, created.body).toBe(200);
      const intent = JSON.parse(created.body) as { id: string; status: string };
      expect(intent.status).toBe('awaiting_payment_method');
      // As run.ts does: a card page confirms with the 3-D Secure test card, the others with their method.
      const method =
        confirm.confirm === 'card'
          ? { type: 'card', card: { number: testCardList.find((card) => card.outcome === 'three_d_secure')!.number } }
          : { type: confirm.confirm };
      const key = testKeyOf(request) ?? 'sk_test_YOUR_SECRET_KEY';
      const confirmed = (await session.apply({
        kind: 'request',
        request: confirmRequest(intent.id, method, key),
        pauseMs: 1000,
      }))!;
      expect(confirmed.status, confirmed.body).toBe(200);
      expect(JSON.parse(confirmed.body)).toMatchObject({ id: intent.id, status: 'awaiting_next_action' });
    },
  );
});
