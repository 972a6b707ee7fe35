/**
 * The facts pages state (src/data/facts) agree with the OpenAPI document,
 * which is the source wherever it states a value, and with the worked
 * examples of the fees guide. Fix the fact, the document or the page, as named.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import { facts } from '../../src/data/facts';
import { feeFor, feeRates, type FeeMethod } from '../../src/data/facts/fees';
import { testCardList } from '../../src/data/facts/testCards';
import { threeDSecure } from '../../src/data/facts/threeDSecure';
import type { HttpMethod } from '../../src/lib/openapi/codeSamples';
import type { OpenApiDocument } from '../../src/lib/openapi/types';
import { loadDocument } from '../../plugins/openapi-docs/load';

const repoRoot = path.resolve(__dirname, '../..');
const document: OpenApiDocument = loadDocument();

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every object nested anywhere in `value`. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)];
}

const allObjects = objectsIn(document as unknown as Json);

/** "PHP 1,500.00" → 150000 centavos. */
function centavos(pesos: string): number {
  const match = /PHP ([\d,]+)\.(\d\d)/.exec(pesos);
  if (!match?.[1] || !match[2]) throw new Error(`no PHP amount in "${pesos}"`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

describe('fees', () => {
  // Example payments in the document: objects with amount, fee, net_amount and a payment method.
  const payments = allObjects.filter(
    (o) => typeof o.fee === 'number' && o.fee > 0 && typeof o.amount === 'number' && 'net_amount' in o,
  );

  it('finds paid payments in the document examples', () => {
    expect(payments.length).toBeGreaterThan(3);
  });

  it.each(payments.map((p, i) => [i, p] as const))('example payment %i has the fee of its method', (_i, payment) => {
    const type = (payment.payment_method as { type?: string } | undefined)?.type;
    expect(type && Object.hasOwn(feeRates, type), `unknown payment method ${type}`).toBe(true);
    const expected = feeFor(type as FeeMethod, payment.amount as number);
    expect(
      payment.fee,
      `a ${type} payment of ${String(payment.amount)} centavos: fix fee in openapi/paysari.yaml or feeRates in src/data/facts/fees.ts`,
    ).toBe(expected);
    expect(payment.net_amount, 'net_amount must be amount minus fee').toBe((payment.amount as number) - expected);
  });

  it('states the rates the way readers see them', () => {
    expect(facts.fees.card).toBe('3.5% + PHP 15.00');
    expect(facts.fees.gcash).toBe('2.5%');
  });

  // The fees guide works one example per method; each must match the rates.
  const feesPage = readFileSync(path.join(repoRoot, 'docs/guide/developer_handbook/fees.md'), 'utf8');
  const sectionMethods: Record<string, FeeMethod> = {
    Card: 'card',
    GCash: 'gcash',
    Maya: 'maya',
    'QR Ph': 'qrph',
    BillEase: 'billease',
    'BDO installment': 'bdo_installment',
  };
  it.each(Object.entries(sectionMethods))('the fees guide works the %s example with its rate', (heading, method) => {
    const section = feesPage.split(`\n### ${heading}\n`)[1]?.split('\n### ')[0]?.split('\n## ')[0];
    expect(section, `docs/guide/developer_handbook/fees.md needs a "### ${heading}" worked example`).toBeDefined();
    const amount = centavos(section ?? '');
    const fee = /^\| `fee` \|.*\(`(\d+)`\) \|$/m.exec(section ?? '')?.[1];
    const net = /^\| `net_amount` \|.*\(`(\d+)`\) \|$/m.exec(section ?? '')?.[1];
    expect(Number(fee), `${heading}: the fee row of the worked example`).toBe(feeFor(method, amount));
    expect(Number(net), `${heading}: the net_amount row of the worked example`).toBe(amount - feeFor(method, amount));
  });
});

describe('disputes', () => {
  it('charges the dispute fee the document examples show', () => {
    const feeLines = allObjects.filter(
      (o) =>
        o.type === 'adjustment' &&
        typeof o.description === 'string' &&
        o.description.startsWith('Chargeback dispute fee'),
    );
    expect(feeLines.length, 'the payout transaction examples show a dispute fee line').toBeGreaterThan(0);
    for (const line of feeLines) {
      expect(line.amount, 'fix disputes.fee in src/data/facts/disputes.ts or the example').toBe(
        -centavos(facts.disputes.fee),
      );
    }
  });

  it('uses a dispute test card that passes the Luhn check and is not another test card', () => {
    const digits = facts.disputes.testCard.replace(/ /g, '');
    const sum = [...digits].reverse().reduce((total, char, index) => {
      const d = Number(char) * (index % 2 === 1 ? 2 : 1);
      return total + (d > 9 ? d - 9 : d);
    }, 0);
    expect(sum % 10, `${facts.disputes.testCard} is not a valid card number`).toBe(0);
    const testing = readFileSync(
      path.join(repoRoot, 'docs/guide/developer_handbook/testing/testing_your_integration.md'),
      'utf8',
    );
    expect(testing, 'the testing page must not list the dispute card in another role').not.toContain(
      facts.disputes.testCard,
    );
  });
});

describe('rate limits', () => {
  const description = document.info.description ?? '';

  it('states the same figures in the document description', () => {
    const { live, test, list, retrieveIntent } = facts.rateLimits;
    expect(description, 'fix the "Rate limits" section of info.description or src/data/facts/rateLimits.ts').toContain(
      `${live} requests per second in live mode and ${test} in test mode`,
    );
    expect(description).toContain(`tighter limit of ${list} requests per second`);
    expect(description).toContain(`at most ${retrieveIntent} times per second`);
    const header = (document.components as { headers?: Record<string, { description?: string }> }).headers;
    expect(header?.RateLimitLimit?.description, 'fix components.headers.RateLimitLimit').toContain(
      `${live} for the account in live mode, ${test} in test mode, ${list} for the list endpoints, ${retrieveIntent} for retrieving`,
    );
  });

  const httpMethods: HttpMethod[] = ['get', 'post', 'patch', 'put', 'delete'];
  const successes = Object.entries(document.paths).flatMap(([route, item]) =>
    httpMethods.flatMap((method) =>
      Object.entries(item[method]?.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([status, response]) => [`${method.toUpperCase()} ${route} ${status}`, response] as const),
    ),
  );

  it.each(successes)('%s carries the rate limit headers', (_label, response) => {
    expect(
      Object.keys(response.headers ?? {}),
      'add the RateLimit-* header references to this response in openapi/paysari.yaml',
    ).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
  });

  it('answers 429 with Retry-After and the rate limit headers on every operation', () => {
    for (const [route, item] of Object.entries(document.paths)) {
      for (const method of httpMethods) {
        const operation = item[method];
        if (!operation) continue;
        const headers = Object.keys(operation.responses['429']?.headers ?? {});
        expect(headers, `${method.toUpperCase()} ${route}: add the RateLimited response`).toEqual([
          'Retry-After',
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
        ]);
      }
    }
  });
});

describe('compliance', () => {
  it('allows the origin the document serves QR Ph images and redirects from', () => {
    const urls = allObjects.flatMap((o) =>
      [o.image_url, o.hosted_url].filter((u): u is string => typeof u === 'string'),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(new URL(url).origin, `${url}: fix brand.paymentPagesUrl or the example`).toBe(facts.compliance.csp.imgSrc);
    }
    expect(facts.compliance.csp.scriptSrc).toBe(new URL(brand.jsLibraryUrl).origin);
    expect(facts.compliance.csp.connectSrc).toBe(new URL(document.servers[0]?.url ?? '').origin);
  });
});

describe("test-mode card payments in the document's examples", () => {
  /** The test cards a reader can enter, by brand and last four digits (src/data/facts/testCards.ts, threeDSecure.ts). */
  const cards = [
    ...testCardList.map(({ number, brand: cardBrand, funding, outcome }) => ({ number, cardBrand, funding, outcome })),
    ...Object.values(threeDSecure.cards).map((number) => ({
      number,
      cardBrand: 'Visa',
      funding: 'Credit',
      outcome: 'three_d_secure',
    })),
  ];
  const testModeCardPayments = allObjects.filter((o) => {
    const method = o.payment_method as { card?: unknown } | undefined;
    return o.livemode === false && typeof method?.card === 'object' && method.card !== null;
  });

  it('finds the examples (so the check can fail)', () => {
    expect(testModeCardPayments.length).toBeGreaterThan(5);
  });

  it('each is paid with a test card of its brand and funding, and fails as that card does', () => {
    const problems = testModeCardPayments.flatMap((payment) => {
      const card = (payment.payment_method as { card: { brand: string; last4: string; funding: string } }).card;
      const testCard = cards.find(
        ({ number, cardBrand }) =>
          number.replace(/ /g, '').endsWith(card.last4) && cardBrand.toLowerCase().replace(' ', '') === card.brand,
      );
      if (!testCard) return [`${String(payment.id)}: no ${card.brand} test card ends in ${card.last4}`];
      if (testCard.funding.toLowerCase() !== card.funding) {
        return [`${String(payment.id)}: the test card ${testCard.number} is ${testCard.funding}, not ${card.funding}`];
      }
      const declines = !['succeeds', 'three_d_secure'].includes(testCard.outcome);
      if (declines && payment.failure_code !== testCard.outcome) {
        return [
          `${String(payment.id)}: ${testCard.number} fails with ${testCard.outcome}, not ${String(payment.failure_code)}`,
        ];
      }
      return [];
    });
    expect(problems, 'use a test card of src/data/facts/testCards.ts in openapi/paysari.yaml').toEqual([]);
  });
});
