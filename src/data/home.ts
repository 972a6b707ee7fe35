/**
 * What the home page shows below its hero: the documentation areas, how a
 * payment works, popular tasks and the payment methods at a glance. Read by
 * the home page (src/components/HomeSections) and by its Markdown version
 * (plugins/llms), so both say the same thing.
 */
import type { ChangelogEntry } from './changelog';

/** The highlights under the home page's tagline. */
export const highlights: readonly string[] = [
  'Cards, e-wallets, QR Ph and installments',
  'Test mode for every feature',
  'Examples in five languages',
];

export interface Card {
  title: string;
  to: string;
  description: string;
  /** Short facts shown under the description, e.g. limits. */
  facts?: string;
}

export const areas: readonly Card[] = [
  {
    title: 'Guide',
    to: '/docs/guide/intro',
    description: 'Step-by-step integration guides, payment methods and the merchant dashboard.',
  },
  {
    title: 'API Reference',
    to: '/docs/api/core_resources/',
    description: 'Every endpoint, parameter, example request and response, in five languages.',
  },
  {
    title: 'Changelog',
    to: '/changelog',
    description: 'What changed in the API, the dashboard and the payment methods, newest first.',
  },
];

export const tasks: readonly Card[] = [
  {
    title: 'Accept a first payment',
    to: '/docs/guide/developer_handbook/payments/integrations/checkout',
    description: 'Create a checkout session and take a test payment in minutes.',
  },
  {
    title: 'Set up webhooks',
    to: '/docs/guide/developer_handbook/webhooks',
    description: 'Register an endpoint and verify the signature of every event.',
  },
  {
    title: 'Refund a payment',
    to: '/docs/guide/developer_handbook/refunds/',
    description: 'Return all or part of a payment from the API or the dashboard.',
  },
  {
    title: 'Send a billing statement',
    to: '/docs/guide/finance_automation/billing_statements/',
    description: 'Bill a customer with itemized charges they pay online.',
  },
  {
    title: 'Test your integration',
    to: '/docs/guide/developer_handbook/testing/testing_your_integration',
    description: 'Test cards and simulated wallet, QR Ph and installment flows.',
  },
  {
    title: 'Go live',
    to: '/docs/guide/developer_handbook/going_live',
    description: 'The checklist to work through before you take real money.',
  },
];

export const paymentMethods: readonly Card[] = [
  {
    title: 'Cards',
    to: '/docs/guide/payment_methods/card/',
    description: 'Visa, Mastercard, JCB and American Express.',
    facts: 'PHP 20 to 100,000 · settles T+3',
  },
  {
    title: 'GCash',
    to: '/docs/guide/developer_handbook/payments/payment_methods/gcash/',
    description: 'E-wallet, approved in the app.',
    facts: 'PHP 20 to 100,000 · settles T+1',
  },
  {
    title: 'Maya',
    to: '/docs/guide/developer_handbook/payments/payment_methods/maya/',
    description: 'E-wallet, approved in the app.',
    facts: 'PHP 20 to 100,000 · settles T+1',
  },
  {
    title: 'QR Ph',
    to: '/docs/guide/developer_handbook/payments/payment_methods/qrph/',
    description: 'Scan to pay from any bank or e-wallet app.',
    facts: 'PHP 20 to 50,000 · settles T+1',
  },
  {
    title: 'BillEase',
    to: '/docs/guide/developer_handbook/payments/payment_methods/billease/',
    description: 'Buy now, pay later in 3, 6 or 12 installments.',
    facts: 'PHP 1,500 to 60,000 · settles T+5',
  },
  {
    title: 'BDO installment',
    to: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/',
    description: 'Monthly installments on eligible credit cards.',
    facts: 'PHP 3,000 to 100,000 · settles T+3',
  },
];

export interface Step {
  title: string;
  text: string;
  code: string;
  to: string;
  linkLabel: string;
}

export const steps: readonly Step[] = [
  {
    title: 'Create an intent',
    text: 'Your server creates a payment intent with the amount and the payment methods you accept.',
    code: 'POST /v1/payment_intents',
    to: '/docs/api/payment_intents/create',
    linkLabel: 'Create a payment intent',
  },
  {
    title: 'Customer pays',
    text: 'The client-side library or the hosted checkout page collects the card, wallet approval, QR Ph scan or installment plan.',
    code: 'confirmPaymentIntent()',
    to: '/docs/guide/developer_handbook/payments/integrations/',
    linkLabel: 'Choose an integration',
  },
  {
    title: 'Receive a webhook',
    text: 'Your endpoint receives a signed event when the payment succeeds, and you fulfill the order.',
    code: 'payment_intent.succeeded',
    to: '/docs/guide/developer_handbook/webhooks',
    linkLabel: 'Handle webhooks',
  },
];

/** Each section's heading and, for some, an introduction, top to bottom. */
export const homeSections = {
  areas: { heading: 'Documentation' },
  howItWorks: {
    heading: 'How it works',
    intro: 'Every payment follows the same three steps, whichever payment method the customer picks.',
  },
  tasks: { heading: 'Popular tasks' },
  paymentMethods: {
    heading: 'Payment methods at a glance',
    intro: 'Amounts are per payment. Settlement times are in business days after payment.',
  },
  latestChanges: { heading: 'Latest changes' },
  help: { heading: 'Help and support' },
} as const;

/** Where the help box sends readers besides the support address. */
export const helpLinks = {
  errorCodes: { label: 'error codes', to: '/docs/guide/developer_handbook/error_codes' },
  testing: { label: 'testing guide', to: '/docs/guide/developer_handbook/testing/' },
} as const;

/** The `count` newest entries of the changelog, newest first. */
export function latestChanges(entries: readonly ChangelogEntry[], count = 3): ChangelogEntry[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}
