/**
 * One name per thing: the product's names for its features, pages, secrets
 * and payment methods, each with the variants the site must not use for it.
 * `tests/unit/prose.test.ts` fails on any variant in the pages' prose, the
 * OpenAPI document, the changelog, the home page's data and the dashboard
 * mock-ups, naming the file, the line and the name to write instead.
 *
 * Variants are matched case-sensitively unless their pattern says otherwise,
 * so a name such as `QR Ph` can ban `QRPh` without banning itself. Code
 * blocks and inline code are not prose and are not checked: a sample may
 * name an environment variable `WEBHOOK_SECRET`.
 *
 * Add a term when a review finds two names for one thing: pick the name the
 * dashboard or the API uses, list the others, and fix the pages it names.
 */
export interface Term {
  /** The one name the site uses. */
  readonly name: string;
  /** What the name stands for, so a reviewer knows when it applies. */
  readonly means: string;
  /** Other names for the same thing, which the prose lint rejects. */
  readonly variants: readonly RegExp[];
}

export const terminology: readonly Term[] = [
  {
    name: 'client-side library',
    means: 'the JavaScript file pages load from the provider to collect payment details and confirm intents',
    variants: [/\bbrowser library\b/i, /\bJavaScript library\b/i, /\bJS library\b/i, /\bPaysari\.js\b/],
  },
  {
    name: 'card element',
    means: "the client-side library's secure card input on the merchant's page",
    variants: [/\bcard fields?\b/i, /\bcard input\b/i, /\bcard form element\b/i],
  },
  {
    name: 'hosted checkout page',
    means: "the page at a checkout session's `checkout_url`, hosted by the provider",
    variants: [/\bhosted payment pages?\b/i, /\bcheckout links?\b/i],
  },
  {
    name: 'signing secret',
    means: "a webhook endpoint's `whsk_` secret that signs its deliveries",
    variants: [
      /\bwebhook secrets?\b/i,
      /\bendpoint secrets?\b/i,
      /\bwebhook signing keys?\b/i,
      // "Secret key" names the API key (`sk_…`); an endpoint's secret is its signing secret.
      /\bendpoint'?s? secret keys?\b/i,
    ],
  },
  {
    name: 'overlap period',
    means: 'how long an old key or signing secret keeps working after a roll',
    variants: [/\bgrace period\b/i],
  },
  {
    name: 'dispute fee',
    means: 'the fee charged when a dispute (chargeback) opens',
    variants: [/\bchargeback fees?\b/i],
  },
  {
    name: 'installment',
    means: 'one of the monthly payments of a BillEase or BDO installment plan (US spelling, like the API)',
    variants: [/\binstalments?\b/i],
  },
  {
    name: 'Read-only',
    means: 'the dashboard role that sees everything and changes nothing',
    variants: [/\bViewer role\b/i, /\bread only role\b/i],
  },
  {
    name: 'QR Ph',
    means: 'the national QR payment standard, as a payment method',
    variants: [/\bQRPh\b/, /\bQR PH\b/, /\bQr Ph\b/, /\bQRPH\b(?!\d)/],
  },
  { name: 'GCash', means: 'the e-wallet', variants: [/\bGcash\b/, /\bG-Cash\b/i, /\bGCASH\b/] },
  { name: 'Maya', means: 'the e-wallet (never its former name)', variants: [/\bPayMaya\b/i] },
  { name: 'BillEase', means: 'the buy-now-pay-later provider', variants: [/\bBillease\b/, /\bBill Ease\b/i] },
  {
    name: 'Test mode',
    means: 'the dashboard toggle and the test environment',
    variants: [/\bTest Mode\b/, /\bsandbox mode\b/i, /\btest environment toggle\b/i],
  },
];
