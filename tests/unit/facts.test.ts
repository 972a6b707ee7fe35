/**
 * One source for repeated facts (src/data/facts): no page may type a fact
 * the facts modules own, and every card number on the site passes Luhn.
 *
 * Scanned: every committed page under docs/ (generated API pages come from
 * the OpenAPI document and are left out), the walkthrough partials, and,
 * for facts the document does not state itself, the OpenAPI descriptions.
 * Front matter is skipped: tokens do not work there, so keep figures out of
 * titles and descriptions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/data/facts';
import { passesLuhn, testCardList } from '../../src/data/facts/testCards';
import { committedPages, repoRoot } from '../support/committedPages';

const pageFiles = committedPages;

/** Blanks the front matter, keeping its lines so reported line numbers match the file. */
function withoutFrontMatter(source: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

const pages = pageFiles.map((file) => ({
  file,
  text: withoutFrontMatter(readFileSync(path.join(repoRoot, file), 'utf8')),
}));

const openApiText = readFileSync(path.join(repoRoot, 'openapi/paysari.yaml'), 'utf8');
const changelogText = readFileSync(path.join(repoRoot, 'src/data/changelog.ts'), 'utf8');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A literal, unless it is already a regex group. */
const literal = (value: string): string => (value.startsWith('(?:') ? value : escape(value));
/** A card number in any grouping: 4242424200000018, 4242 4242 0000 0018, 4242-4242-… */
const cardPattern = (number: string): RegExp =>
  new RegExp(`(?<!\\d)${[...number.replace(/\D/g, '')].join('[ -]?')}(?!\\d)`);
/** A dashboard path in any notation: **A → B**, **A** > **B**, A > B. */
const dashboardPattern = (value: string): RegExp =>
  new RegExp(
    value
      .split(' → ')
      .map(escape)
      .join(String.raw`(?:\*\*)?\s*(?:→|>|&gt;)\s*(?:\*\*)?`),
  );

/** `value` (a literal, or a regex source in parentheses) in the same sentence as one of `words`. */
const inContext = (value: string, words: string): RegExp =>
  new RegExp(
    `\\b(?:${words})\\b[^.\\n]{0,120}?\\b${literal(value)}\\b|\\b${literal(value)}\\b[^.\\n]{0,80}?\\b(?:${words})\\b`,
    'i',
  );

interface OwnedFact {
  /** What the page should write instead. */
  token: string;
  pattern: RegExp;
  /** Also forbidden in the OpenAPI descriptions (the document does not state this fact itself). */
  notInDocument?: boolean;
}

const methodNames: Readonly<Record<keyof typeof facts.paymentMethods, string>> = {
  card: 'card',
  gcash: 'GCash',
  maya: 'Maya',
  qrph: 'QR Ph',
  billease: 'BillEase',
  bdoInstallment: 'BDO installment',
};

const owned: OwnedFact[] = [
  ...testCardList.map((card) => ({
    token: `%FACT:testCards.${card.key}%`,
    pattern: cardPattern(card.number),
    notInDocument: true,
  })),
  ...Object.entries(facts.testCards.bins).map(([key, bin]) => ({
    token: `%FACT:testCards.bins.${key}%`,
    pattern: new RegExp(`\`${bin}\``),
    notInDocument: true,
  })),
  {
    token: '%FACT:testCards.entryRule%',
    pattern: /any (?:three|3)-digit (?:CVC|security code)|any CVC\b/i,
    notInDocument: true,
  },
  ...Object.entries(facts.dashboard)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes(' → '))
    .map(([key, value]) => ({
      token: `%FACT:dashboard.${key}%`,
      pattern: dashboardPattern(value),
      notInDocument: true,
    })),
  { token: '%FACT:webhooks.responseTimeout%', pattern: new RegExp(`\\b${escape(facts.webhooks.responseTimeout)}\\b`) },
  {
    token: '%FACT:webhooks.retryWindow%',
    pattern: inContext(
      `(?:${escape(facts.webhooks.retryWindow)}|${escape(facts.webhooks.retryWindow.replace('three', '3'))})`,
      'retr\\w*|deliver\\w*|webhooks?|backoff',
    ),
  },
  {
    token: '%FACT:expiries.walletApproval%',
    pattern: new RegExp(`\\b${escape(facts.expiries.walletApproval)}\\b`),
    notInDocument: true,
  },
  // Durations as common as "24 hours" or "7 days" only count next to what they measure.
  {
    token: '%FACT:expiries.checkoutSession%',
    pattern: inContext(facts.expiries.checkoutSession, '(?:checkout )?sessions?|expires?|expired|expiry'),
  },
  {
    token: '%FACT:limits.idempotency.window%',
    pattern: inContext(facts.limits.idempotency.window, 'idempoten\\w*|Idempotency-Key|same key|keys? (?:are|is) kept'),
  },
  { token: '%FACT:expiries.cardHold%', pattern: inContext(facts.expiries.cardHold, 'holds?|capture|authori[sz]\\w*') },
  {
    token: '%FACT:expiries.apiKeyRollPeriod%',
    pattern: inContext(facts.expiries.apiKeyRollPeriod, 'overlap|roll\\w*|old key'),
    notInDocument: true,
  },
  {
    token: '%FACT:statementDescriptor.maxLength% characters',
    pattern: new RegExp(`\\b${facts.statementDescriptor.maxLength} characters\\b`),
  },
  {
    token: '%FACT:limits.metadata.…%',
    pattern: inContext(
      `(?:${facts.limits.metadata.maxKeys} keys|${facts.limits.metadata.keyMaxLength} characters|${facts.limits.metadata.valueMaxLength} characters)`,
      'metadata|keys?|values?',
    ),
  },
  {
    token: '%FACT:limits.payment.min% / %FACT:limits.payment.max%',
    pattern: new RegExp(
      `${escape(facts.limits.payment.min)}|${escape(facts.limits.payment.max)}|\\bto ${escape(facts.limits.payment.max.replace('PHP ', ''))}`,
    ),
  },
  ...Object.entries(facts.paymentMethods).flatMap(([key, method]) => [
    ...[method.min, method.max]
      .filter((amount) => amount !== facts.limits.payment.min && amount !== facts.limits.payment.max)
      .map((amount) => ({
        token: `%FACT:paymentMethods.${key}.min% / .max%`,
        // 1,500.00 is also the site's favourite example amount: only flag it next to the method's name.
        pattern: new RegExp(
          `${escape(methodNames[key as keyof typeof methodNames])}[^.|\\n]{0,80}(?:PHP )?${escape(amount.replace('PHP ', ''))}`,
        ),
        notInDocument: true,
      })),
  ]),
  {
    // "PHP 1,500.00 to 60,000.00": a range's upper end, written without the currency.
    token: '%FACT:paymentMethods.<method>.max%',
    pattern: new RegExp(
      `\\bto (?:${[...new Set(Object.values(facts.paymentMethods).map((method) => method.max))]
        .map((amount) => escape(amount.replace('PHP ', '')))
        .join('|')})`,
    ),
  },
  {
    // Amount columns of method tables, written without the currency.
    token: '%FACT:paymentMethods.<method>.min% / .max%',
    pattern: new RegExp(
      `\\|\\s*(?:${[...new Set(Object.values(facts.paymentMethods).flatMap((method) => [method.min, method.max]))]
        .map((amount) => escape(amount.replace('PHP ', '')))
        .join('|')})\\s*\\|`,
    ),
  },
  { token: '%FACT:paymentMethods.<method>.settlement%', pattern: /\bT\+\d\b/, notInDocument: true },
  {
    token: '%FACT:refunds.window.<method>%',
    pattern: new RegExp(
      (() => {
        const days = [...new Set(Object.values(facts.refunds.window))].map((window) => escape(window)).join('|');
        return `refund[^.\\n]{0,150}?\\b(?:${days})\\b|\\b(?:${days})\\b[^.\\n]{0,60}refund|\\|\\s*(?:${days})\\s*\\|`;
      })(),
      'i',
    ),
  },
  {
    token: '%FACT:refunds.supportRoleMax%',
    pattern: new RegExp(escape(facts.refunds.supportRoleMax)),
    notInDocument: true,
  },
];

/** Line number of an index in a text. */
const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

describe('facts owned by src/data/facts', () => {
  it('finds the pages it scans', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pageFiles).toContain('docs/guide/_partials/_payment-webhook-handler.mdx');
  });

  it.each(owned.map((fact) => [fact.token, fact] as const))('no page hard-codes %s', (_token, fact) => {
    const hits = pages.flatMap(({ file, text }) => {
      const found: string[] = [];
      const global = new RegExp(fact.pattern.source, `${fact.pattern.flags}g`);
      for (const match of text.matchAll(global)) {
        found.push(`${file}:${lineOf(text, match.index)}: "${match[0]}"`);
      }
      return found;
    });
    expect(
      hits,
      `Write ${fact.token} instead of the literal value (src/data/facts owns it):\n${hits.join('\n')}`,
    ).toEqual([]);
  });

  it.each(owned.filter((fact) => fact.notInDocument).map((fact) => [fact.token, fact] as const))(
    'the OpenAPI descriptions do not restate %s',
    (_token, fact) => {
      const match = new RegExp(fact.pattern.source, fact.pattern.flags).exec(openApiText);
      expect(
        match && `openapi/paysari.yaml:${lineOf(openApiText, match.index)}: "${match[0]}"`,
        'The document must not restate a fact the facts modules own; link to the guide instead.',
      ).toBeNull();
    },
  );
});

describe('card numbers', () => {
  it.each(testCardList.map((card) => [card.number, card] as const))('test card %s passes Luhn', (number) => {
    expect(passesLuhn(number), `${number} fails the Luhn check: the card element would refuse it.`).toBe(true);
  });

  it('rejects a number that fails Luhn (the check can fail)', () => {
    expect(passesLuhn('3782 0000 0000 016')).toBe(false);
    expect(passesLuhn('4242 4242 0000 0018')).toBe(true);
  });

  /** Anything on the site that looks like a card number: 13 to 19 digits starting 2–6, grouped or not. */
  const candidates = [
    ...pages.map(({ file, text }) => ({ file, text })),
    { file: 'openapi/paysari.yaml', text: openApiText },
    { file: 'src/data/changelog.ts', text: changelogText },
  ].flatMap(({ file, text }) =>
    [...text.matchAll(/(?<![\w.])[2-6]\d{3}(?:[ -]?\d{2,6}){2,4}(?![\w.])/g)]
      .filter((match) => {
        const digits = match[0].replace(/\D/g, '').length;
        return digits >= 13 && digits <= 19;
      })
      .map((match) => ({ where: `${file}:${lineOf(text, match.index)}`, number: match[0] })),
  );

  it('every card number written on the site passes Luhn', () => {
    const failing = candidates.filter(({ number }) => !passesLuhn(number));
    expect(
      failing.map(({ where, number }) => `${where}: ${number}`),
      'Use a test card from src/data/facts/testCards.ts (as a %FACT:testCards.…% token) instead.',
    ).toEqual([]);
  });
});
