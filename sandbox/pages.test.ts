/**
 * The guides checked against the model: each payment intent diagram's
 * transitions are the model's (the full lifecycle diagram all of them, the
 * others a part), the events the lifecycle page names on entering a status
 * are the ones the model fires, and each timeout a guide states through a
 * fact is the one the model applies. A failure names the page to fix, or the
 * model (sandbox/lifecycle.ts) when the pages are right.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { facts } from '../src/data/facts';
import { guidePageFiles } from '../tests/support/guidePages';
import { client, newSandbox, sandboxDocument, testCard } from '../tests/support/sandboxClient';
import { durationMs } from './clock';
import { disputeTransitions } from './index';
import { START, transitions, type IntentStatus } from './lifecycle';
import { isBusinessDay, manilaDate, settlementDate, settlementDays } from './settlement';

const guideDir = path.resolve(__dirname, '../docs/guide');
const pages = guidePageFiles().map((file) => ({ file, text: readFileSync(path.join(guideDir, file), 'utf8') }));
const statuses = new Set<string>([START, ...transitions.map((transition) => transition.to)]);
const edgeKey = (from: string, to: string): string => `${from} --> ${to}`;
const modelEdges = new Set(transitions.map((transition) => edgeKey(transition.from, transition.to)));

interface Diagram {
  file: string;
  edges: string[];
}

/** State diagrams whose states are all payment intent statuses, with their edges (not the final `--> [*]`). */
const intentDiagrams: Diagram[] = pages.flatMap(({ file, text }) =>
  [...text.matchAll(/```mermaid\n(stateDiagram[\s\S]*?)```/g)].flatMap((match) => {
    const edges = [...(match[1] ?? '').matchAll(/^\s*(\S+)\s+-->\s+([^\s:]+)/gm)].map((edge) => [
      edge[1] ?? '',
      edge[2] ?? '',
    ]);
    const states = edges.flat();
    if (edges.length === 0 || !states.every((state) => statuses.has(state))) return [];
    return [{ file, edges: edges.filter(([, to]) => to !== START).map(([from, to]) => edgeKey(from ?? '', to ?? '')) }];
  }),
);

describe('lifecycle diagrams', () => {
  it('finds the lifecycle page, the 3-D Secure page and the hold then capture page', () => {
    expect(intentDiagrams.map((diagram) => diagram.file).sort()).toEqual([
      'developer_handbook/payment_intents_api/payment_intent_lifecycle.md',
      'payment_methods/card/hold_then_capture.mdx',
      'payment_methods/card/three_d_secure_failures.mdx',
    ]);
  });

  it.each(intentDiagrams)('$file draws only transitions the model makes', ({ file, edges }) => {
    const unknown = edges.filter((edge) => !modelEdges.has(edge));
    expect(
      unknown,
      `${file} draws transitions sandbox/lifecycle.ts does not have; fix the diagram or the model`,
    ).toEqual([]);
  });

  it('the lifecycle page draws every transition of the model', () => {
    const full = intentDiagrams.find((diagram) => diagram.file.endsWith('payment_intent_lifecycle.md'));
    const missing = [...modelEdges].filter((edge) => !full?.edges.includes(edge));
    expect(missing, 'payment_intent_lifecycle.md misses transitions of sandbox/lifecycle.ts').toEqual([]);
  });
});

describe('events on entering a status', () => {
  const lifecycle = pages.find((page) => page.file.endsWith('payment_intent_lifecycle.md'))?.text ?? '';
  const rows = [...lifecycle.matchAll(/^\| `([a-z_]+)` \|.*\| ([^|]*) \|$/gm)]
    .filter((row) => statuses.has(row[1] ?? ''))
    .map((row) => ({
      status: row[1] as IntentStatus,
      named: [...(row[2] ?? '').matchAll(/`([a-z_]+\.[a-z_]+)`/g)].map((m) => m[1]),
    }));

  it('reads the six statuses of the status reference table', () => {
    expect(rows.map((row) => row.status).sort()).toEqual([...statuses].filter((status) => status !== START).sort());
  });

  it.each(rows)('$status: the events the page names are the ones the model fires', ({ status, named }) => {
    const fired = new Set(
      transitions.filter((transition) => transition.to === status).flatMap((transition) => transition.events),
    );
    expect(new Set(named), `the "Event fired on entry" cell of \`${status}\` on payment_intent_lifecycle.md`).toEqual(
      fired,
    );
  });
});

describe('timeouts the guides state', () => {
  /** Each duration fact the guides use, with a model run that shows the model applies it. */
  const checks: Record<string, (call: ReturnType<typeof client>, advance: (ms: number) => void) => Promise<void>> = {
    'threeDSecure.authenticationWindow': async (call, advance) => {
      const id = await attempt(call, { type: 'card', card: { number: testCard('threeDSecure') } });
      await expectAfter(
        call,
        advance,
        id,
        durationMs(facts.threeDSecure.authenticationWindow),
        'awaiting_payment_method',
      );
    },
    'threeDSecure.testAuthenticationWindow': async (call, advance) => {
      const id = await attempt(call, { type: 'card', card: { number: facts.threeDSecure.cards.timesOut } });
      await expectAfter(
        call,
        advance,
        id,
        durationMs(facts.threeDSecure.testAuthenticationWindow),
        'awaiting_payment_method',
      );
    },
    'expiries.walletApproval': async (call, advance) => {
      const id = await attempt(call, { type: 'gcash' });
      await expectAfter(call, advance, id, durationMs(facts.expiries.walletApproval), 'awaiting_payment_method');
    },
    'expiries.cardHold': async (call, advance) => {
      const id = await attempt(call, { type: 'card', card: { number: testCard('visa') } }, 'manual');
      await expectAfter(call, advance, id, durationMs(facts.expiries.cardHold), 'canceled');
    },
    'expiries.checkoutSession': async (call, advance) => {
      const { json } = await call('POST', '/v1/checkout_sessions', {
        line_items: [{ name: 'Item', amount: 5000, currency: 'PHP', quantity: 1 }],
        payment_method_types: ['card'],
        success_url: 'https://example.com/ok',
        cancel_url: 'https://example.com/no',
      });
      await expectAfter(
        call,
        advance,
        String(json.payment_intent),
        durationMs(facts.expiries.checkoutSession),
        'canceled',
      );
    },
  };
  const used = [
    ...new Set(pages.flatMap(({ text }) => [...text.matchAll(/%FACT:([A-Za-z.]+)%/g)].map((m) => m[1] ?? ''))),
  ];

  it.each(Object.keys(checks))('%s: guides state it and the model applies it', async (fact) => {
    expect(used, `no guide states %FACT:${fact}%`).toContain(fact);
    const sandbox = newSandbox();
    await checks[fact]?.(client(sandbox), (ms) => sandbox.advance(ms));
  });

  it('no guide states a timeout or expiry as a literal duration instead of a fact', () => {
    const literal = pages.flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /(times? out|timed out|expires?|expiry|holds? last)[^.|]{0,50}?\b(\d+|one|two|three|five|seven|ten|fifteen|thirty) (second|minute|hour|day)s?\b/gi,
        ),
      ].map((match) => `${file}: "${match[0]}"`),
    );
    expect(literal, 'write these as %FACT:…% tokens, the figures the model uses').toEqual([]);
  });
});

async function attempt(call: ReturnType<typeof client>, method: unknown, captureType = 'automatic'): Promise<string> {
  const { json } = await call('POST', '/v1/payment_intents', {
    amount: 50000,
    currency: 'PHP',
    payment_method_allowed: captureType === 'manual' ? ['card'] : ['card', 'gcash'],
    capture_type: captureType,
  });
  await call('POST', `/v1/_sandbox/payment_intents/${json.id}/confirm`, { payment_method: method });
  return String(json.id);
}

async function expectAfter(
  call: ReturnType<typeof client>,
  advance: (ms: number) => void,
  id: string,
  ms: number,
  status: string,
): Promise<void> {
  advance(ms - 1000);
  expect((await call('GET', `/v1/payment_intents/${id}`)).json.status).not.toBe(status);
  advance(1000);
  expect((await call('GET', `/v1/payment_intents/${id}`)).json.status).toBe(status);
}

describe('the webhook operations page’s retry schedule is the model’s', () => {
  const file = 'developer_handbook/webhook_operations.mdx';
  const text = pages.find((page) => page.file === file)?.text ?? '';
  /** "5 minutes", "1.5 hours"; "Immediately…" and "—" are 0. */
  const readMs = (cell: string): number => {
    const match = /^([\d.]+) (minute|hour)s?$/.exec(cell.trim());
    return match ? Number(match[1]) * (match[2] === 'hour' ? 3_600_000 : 60_000) : 0;
  };
  const rows = [...text.matchAll(/^\| (\d+) \| ([^|]+) \| ([^|]+) \|$/gm)].map((row) => ({
    attempt: Number(row[1]),
    afterFirst: readMs(row[2] ?? ''),
    wait: readMs(row[3] ?? ''),
  }));

  it('the table has a row per attempt', () => {
    expect(
      rows.map((row) => row.attempt),
      `${file}: the retry schedule table`,
    ).toEqual(Array.from({ length: facts.webhooks.deliveryAttempts }, (_, index) => index + 1));
  });

  it('each attempt comes when the table says, and the waits add up', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const hook = await call('POST', '/v1/webhooks', { url: 'https://example.com/hook', events: ['customer.created'] });
    await call('POST', `/v1/_sandbox/webhooks/${hook.json.id}/answer`, { status: 500 });
    const start = Math.floor(sandbox.clock.now() / 1000);
    await call('POST', '/v1/customers', { first_name: 'Ana', last_name: 'Cruz', email: 'a@example.com' });
    sandbox.advance(durationMs(facts.webhooks.retryWindow) * 2);
    const sent = (await call<{ sent_at: number }[]>('GET', '/v1/_sandbox/deliveries')).json;
    expect(
      sent.map((delivery) => (delivery.sent_at - start) * 1000),
      `${file}: the table's second column, or the model`,
    ).toEqual(rows.map((row) => row.afterFirst));
    expect(rows.map((row, index) => row.afterFirst - (rows[index - 1]?.afterFirst ?? 0))).toEqual(
      rows.map((row) => row.wait),
    );
  });

  it('the one-phrase summary says the same schedule', () => {
    const [listed = '', every = '', until = ''] =
      /^(.+) after the first attempt, then every (.+) until (.+)$/.exec(facts.webhooks.retrySchedule)?.slice(1) ?? [];
    const named = listed.split(/, | and /).map(readMs);
    const offsets = rows.slice(1).map((row) => row.afterFirst);
    expect(offsets.slice(0, named.length)).toEqual(named);
    const rest = offsets.slice(named.length - 1);
    expect(rest.slice(1).map((offset, index) => offset - (rest[index] ?? 0))).toEqual(
      rest.slice(1).map(() => readMs(every)),
    );
    expect(offsets.at(-1)).toBe(readMs(until));
  });
});

describe('the disputes guide’s dispute lifecycle is the model’s', () => {
  const file = 'developer_handbook/disputes.mdx';
  const text = pages.find((page) => page.file === file)?.text ?? '';
  const diagram = /```mermaid\n(stateDiagram[\s\S]*?needs_response[\s\S]*?)```/.exec(text)?.[1] ?? '';
  const drawn = [...diagram.matchAll(/^\s*(\w+)\s+-->\s+(\w+)/gm)].map((edge) => edgeKey(edge[1] ?? '', edge[2] ?? ''));

  it('draws exactly the moves sandbox/index.ts makes (disputeTransitions)', () => {
    const modelled = [...new Set(disputeTransitions.map((move) => edgeKey(move.from, move.to)))];
    expect(drawn.sort(), `${file}: the dispute state diagram, or disputeTransitions`).toEqual(modelled.sort());
  });
});

describe('the document’s payout examples follow the settlement rules', () => {
  const raw = sandboxDocument as unknown as {
    components: { schemas: Record<string, { examples?: Record<string, unknown>[] }> };
    paths: Record<
      string,
      Record<
        string,
        { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> }
      >
    >;
  };
  const payout = raw.components.schemas.Payout?.examples?.[0] as { id: string; created_at: number };
  const transactions = Object.values(
    raw.paths['/payouts/{payout_id}/transactions']?.get?.responses['200']?.content?.['application/json']?.examples ??
      {},
  ).flatMap(
    (example) =>
      (example.value as { data: { payout: string; type: string; source: string | null; created_at: number }[] }).data,
  );
  const payments = JSON.stringify(raw.paths);

  it('a payout is created on a business day', () => {
    expect(
      isBusinessDay(payout.created_at * 1000),
      `payout ${payout.id} created on ${manilaDate(payout.created_at * 1000)}`,
    ).toBe(true);
  });

  it.each(transactions.filter((line) => line.type === 'payment'))(
    'payment $source has settled before its payout',
    (line) => {
      // The payment's method, from its example in the document.
      const method = new RegExp(
        `"id":"${line.source}"[^]*?"payment_method":\\{"id":"pm_[A-Za-z0-9]+","type":"([a-z_]+)"`,
      ).exec(payments)?.[1];
      const settlement = {
        card: facts.paymentMethods.card,
        gcash: facts.paymentMethods.gcash,
        maya: facts.paymentMethods.maya,
        qrph: facts.paymentMethods.qrph,
        billease: facts.paymentMethods.billease,
        bdo_installment: facts.paymentMethods.bdoInstallment,
      }[method ?? ''];
      expect(settlement, `no payment example for ${line.source}`).toBeDefined();
      const due = settlementDate(line.created_at * 1000, settlementDays(settlement?.settlement ?? ''));
      expect(
        manilaDate(payout.created_at * 1000) >= due,
        `${line.source} settles ${due}, after payout ${line.payout}`,
      ).toBe(true);
    },
  );

  it('every line happened before its payout', () => {
    for (const line of transactions) expect(line.created_at).toBeLessThan(payout.created_at);
  });
});

describe('payment failure messages: one text per code, for the customer', () => {
  const messages = sandboxDocument.components.schemas?.ErrorCode?.['x-enumCustomerMessages'] as Record<string, string>;

  /** Every (code, message) pair of a failed attempt in a value: `last_payment_error` and payments' `failure_message`. */
  const failures = (value: unknown, where: string): { where: string; code: string; message: string }[] => {
    if (Array.isArray(value)) return value.flatMap((item, i) => failures(item, `${where}[${i}]`));
    if (!value || typeof value !== 'object') return [];
    const object = value as Record<string, unknown>;
    const own: { where: string; code: string; message: string }[] = [];
    if (typeof object.failure_code === 'string') {
      own.push({ where, code: object.failure_code, message: String(object.failure_message) });
    }
    const error = object.last_payment_error as { code?: string; message?: string } | null | undefined;
    if (error?.code)
      own.push({ where: `${where}.last_payment_error`, code: error.code, message: String(error.message) });
    return [
      ...own,
      ...Object.entries(object).flatMap(([key, child]) =>
        key === 'last_payment_error' ? [] : failures(child, `${where}.${key}`),
      ),
    ];
  };

  it("the error codes page's customer column says each code's message", () => {
    const page = pages.find(({ file }) => file.endsWith('error_codes.mdx'))?.text ?? '';
    const rows = [...page.matchAll(/^\| \[`([a-z_0-9]+)`\]\(#[a-z_0-9]+\) \| [^|]+ \| ([^|]+) \|$/gm)];
    expect(Object.fromEntries(rows.map((row) => [row[1], row[2]?.trim()]))).toEqual(messages);
  });

  it("the document's examples and the guides' JSON carry the code's message", () => {
    const guideJson = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/^[ \t]*```json\n([\s\S]*?)^[ \t]*```/gm)].flatMap((match, i) => {
        try {
          return failures(JSON.parse(match[1] ?? 'null'), `${file} json block ${i + 1}`);
        } catch {
          return []; // a shortened example that is not JSON: nothing to check
        }
      }),
    );
    const found = [
      ...failures(sandboxDocument.paths, 'paths'),
      ...failures(sandboxDocument.components, 'components'),
      ...guideJson,
    ];
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(({ code, message }) => message !== messages[code])).toEqual([]);
  });

  it('the model fails an attempt with the same message', async () => {
    const sandbox = newSandbox();
    const call = client(sandbox);
    const intent = await call('POST', '/v1/payment_intents', {
      amount: 10000,
      currency: 'PHP',
      payment_method_allowed: ['card'],
    });
    const failed = await call('POST', `/v1/_sandbox/payment_intents/${intent.json.id}/confirm`, {
      payment_method: { type: 'card', card: { number: testCard('insufficientFunds') } },
    });
    expect(failed.json.last_payment_error).toMatchObject({
      code: 'insufficient_funds',
      message: messages.insufficient_funds,
    });
  });
});
