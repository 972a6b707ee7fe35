/**
 * The reader's words and this site's terms, for search. A reader types
 * "invoice"; the site calls it a billing statement. Before a query reaches
 * the index, each phrase in `words` (whole words, any case) is replaced by
 * `siteTerm` (src/lib/search/synonyms.ts). Loaded with the search engine, on
 * a reader's first search: nothing here is in a page's first load.
 *
 * Each entry names a query readers type (`example`) and the page it must
 * find in the top three: tests/e2e/search-queries.spec.ts runs every one.
 * Add an entry here with both; a phrase belongs to one entry only. A word
 * the site already uses needs no entry: "chargeback" is in the disputes
 * page's title and keywords, and rewriting it to "dispute" ranked that page
 * below the dashboard's disputes page.
 */
export interface SearchSynonym {
  /** What readers type, lowercase: single words or phrases, plurals listed too. */
  words: readonly string[];
  /** The words this site uses for the same thing. */
  siteTerm: string;
  /** A query with one of `words`, as a reader types it. */
  example: string;
  /** The page `example` must find in the top three (path, no trailing slash). */
  page: string;
}

export const searchSynonyms: readonly SearchSynonym[] = [
  {
    words: ['invoice', 'invoices', 'invoicing'],
    siteTerm: 'billing statement',
    example: 'send invoice',
    page: '/docs/api/billing_statements/send',
  },
  {
    words: ['sandbox', 'staging environment', 'test environment'],
    siteTerm: 'test mode',
    example: 'sandbox',
    page: '/docs/guide/developer_handbook/testing/testmode',
  },
  {
    words: ['api key', 'api keys', 'api token', 'access token', 'bearer token'],
    siteTerm: 'secret key authentication',
    example: 'api key',
    page: '/docs/guide/developer_handbook/authentication',
  },
  {
    words: ['restrict', 'restricted', 'restricting', 'whitelist', 'allowlist'],
    siteTerm: 'allowed',
    example: 'restrict card bins',
    page: '/docs/guide/payment_methods/card/allowed_bins',
  },
  {
    words: ['preauth', 'pre-auth', 'preauthorization', 'pre-authorization', 'authorize only'],
    siteTerm: 'hold then capture',
    example: 'preauth a card',
    page: '/docs/guide/payment_methods/card/hold_then_capture',
  },
  {
    words: ['settlement', 'settlements', 'bank transfer to me'],
    siteTerm: 'payout',
    example: 'settlement to my bank',
    page: '/docs/api/payouts',
  },
  {
    words: ['charge reversal', 'reimburse', 'reimbursement'],
    siteTerm: 'refund',
    example: 'reimburse a customer',
    page: '/docs/guide/developer_handbook/refunds',
  },
];
