import { describe, expect, it } from 'vitest';
import {
  asksForChangelog,
  byTitleMatch,
  correctWord,
  editDistance,
  isIdentifierQuery,
  pagePath,
  toHit,
  withoutStopWords,
  type PageData,
  type SearchHit,
  highlightStems,
  identifierAnchor,
} from './rank';
import { hitHref } from './highlight';

const hit = (title: string, trail = 'Guide › Developer handbook', section: string | null = null): SearchHit => ({
  url: `/docs/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  trail,
  excerpt: '',
  section: section ? { title: section, url: '#x', excerpt: '' } : null,
});

describe('asksForChangelog', () => {
  it('is true for the word changelog, dates, months, years and versions', () => {
    for (const query of ['changelog', 'september 2025', 'api version 2025-06-01', 'v2 webhooks', 'deprecated'])
      expect(asksForChangelog(query), query).toBe(true);
  });
  it('is false for everyday questions', () => {
    for (const query of ['webhook signature', 'create refund', 'test cards', 'GET /v1/payment_intents/{id}'])
      expect(asksForChangelog(query)).toBe(false);
  });
});

describe('spelling', () => {
  it('measures transpositions as one edit', () => {
    expect(editDistance('refnud', 'refund')).toBe(1);
    expect(editDistance('webhok', 'webhook')).toBe(1);
  });
  it('corrects a misspelt word to the closest title or heading word', () => {
    const vocabulary = ['refund', 'refunds', 'webhook', 'checkout', 'payment'];
    expect(correctWord('refnud', vocabulary)).toBe('refund');
    expect(correctWord('chekout', vocabulary)).toBe('checkout');
    expect(correctWord('paymnet', vocabulary)).toBe('payment');
    expect(correctWord('zebra', vocabulary)).toBeNull();
    expect(correctWord('card_declind', vocabulary), 'identifiers are left alone').toBeNull();
  });
});

describe('withoutStopWords', () => {
  it('drops words that carry no meaning, but never the whole query', () => {
    expect(withoutStopWords('how do I refund a payment')).toBe('refund payment');
    expect(withoutStopWords('what is it')).toBe('what is it');
  });
});

describe('isIdentifierQuery', () => {
  it('recognises codes, event types, paths and operation ids', () => {
    for (const query of ['card_declined', 'payment.paid', 'POST /v1/refunds', '/v1/refunds/{id}', 'createRefund'])
      expect(isIdentifierQuery(query), query).toBe(true);
    expect(isIdentifierQuery('create a refund')).toBe(false);
  });
});

describe('byTitleMatch', () => {
  it('puts the page whose title holds the words above pages that only mention them', () => {
    const ranked = byTitleMatch(
      [hit('Payments'), hit('Process a refund'), hit('Create a refund', 'API Reference')],
      'create refund',
    );
    expect(ranked[0]?.title).toBe('Create a refund');
  });
  it('prefers the page that is about the word to pages that name it among others', () => {
    const ranked = byTitleMatch([hit('List webhook endpoints', 'API Reference'), hit('Webhooks')], 'webhook');
    expect(ranked[0]?.title).toBe('Webhooks');
  });
  it('counts the best section heading', () => {
    const ranked = byTitleMatch([hit('Webhooks'), hit('Webhooks', 'Guide', 'Verify signatures')], 'webhook signature');
    expect(ranked[0]?.section?.title).toBe('Verify signatures');
  });
  it('keeps the engine order on a tie', () => {
    const ranked = byTitleMatch([hit('Alpha'), hit('Beta')], 'gamma');
    expect(ranked.map((h) => h.title)).toEqual(['Alpha', 'Beta']);
  });
});

describe('toHit', () => {
  const data = (subs: PageData['sub_results']): PageData => ({
    url: '/docs/guide/developer_handbook/webhooks',
    excerpt: 'page <mark>excerpt</mark>',
    meta: { title: 'Webhooks', area: 'Guide › Developer handbook' },
    sub_results: subs,
  });
  it('puts the best-scoring section beneath the page, without the anchor link character', () => {
    const result = toHit(
      data([
        {
          title: 'Webhooks',
          url: '/docs/guide/developer_handbook/webhooks',
          excerpt: 'a',
          weighted_locations: [{ weight: 1, balanced_score: 10, location: 1 }],
        },
        {
          title: 'Verify signatures\u200b',
          url: '/docs/guide/developer_handbook/webhooks#verify-signatures',
          excerpt: 'b',
          weighted_locations: [{ weight: 6, balanced_score: 900, location: 80 }],
        },
      ]),
    );
    expect(result.section).toEqual({
      title: 'Verify signatures',
      url: '/docs/guide/developer_handbook/webhooks#verify-signatures',
      excerpt: 'b',
    });
    expect(result.trail).toBe('Guide › Developer handbook');
  });
  it('shows no section when the page top matches best', () => {
    const result = toHit(
      data([
        {
          title: 'Webhooks',
          url: '/docs/guide/developer_handbook/webhooks',
          excerpt: 'top',
          weighted_locations: [{ weight: 10, balanced_score: 5000, location: 1 }],
        },
      ]),
    );
    expect(result.section).toBeNull();
    expect(result.excerpt).toBe('top');
  });
});

describe('pagePath', () => {
  it('drops the query, anchor and trailing slash', () => {
    expect(pagePath('/docs/api/refunds/?highlight=x#ops')).toBe('/docs/api/refunds');
    expect(pagePath('/')).toBe('/');
  });
});

describe('highlightStems and hitHref', () => {
  it('mark the stems of the words that carry meaning, and carry them in the address', () => {
    const stems = highlightStems('How do I refund the payments?');
    expect(stems).toEqual(['refund', 'paymen']);
    expect(hitHref('/docs/api/refunds/create#request', stems)).toBe(
      '/docs/api/refunds/create?highlight=refund%20paymen#request',
    );
    expect(hitHref('/search?q=x', stems)).toBe('/search?q=x&highlight=refund%20paymen');
    expect(hitHref('/docs/api/refunds/create', [])).toBe('/docs/api/refunds/create');
  });
});

describe('identifierAnchor', () => {
  const page = (ids: string[]): PageData => ({
    url: '/docs/api/payment_intents/create',
    excerpt: 'e',
    meta: { title: 'Create a payment intent' },
    sub_results: [],
    anchors: ids.map((id, location) => ({ element: 'li', id, text: '', location })),
  });

  it('lands an error code on its row and a field on its anchor', () => {
    expect(identifierAnchor(page(['errors', 'card_declined']), 'card_declined')?.url).toBe(
      '/docs/api/payment_intents/create#card_declined',
    );
    expect(identifierAnchor(page(['body.amount', 'body.statement_descriptor']), ' statement_descriptor ')).toEqual({
      title: 'statement_descriptor',
      url: '/docs/api/payment_intents/create#body.statement_descriptor',
      excerpt: 'e',
    });
    expect(
      identifierAnchor(page(['body.metadata', 'response-200.metadata.order_id']), 'metadata.order_id')?.url,
    ).toMatch(/#response-200\.metadata\.order_id$/);
  });

  it('leaves plain words and unknown identifiers to the ranking', () => {
    expect(identifierAnchor(page(['body.amount']), 'amount')).toBeNull();
    expect(identifierAnchor(page(['body.amount']), 'refund a payment')).toBeNull();
    expect(identifierAnchor(page(['body.amount']), 'capture_method')).toBeNull();
    expect(identifierAnchor({ ...page([]), anchors: undefined }, 'card_declined')).toBeNull();
  });

  it('gives toHit the anchor as the section beneath the page', () => {
    expect(toHit(page(['card_declined']), 'card_declined').section?.url).toBe(
      '/docs/api/payment_intents/create#card_declined',
    );
  });
});
