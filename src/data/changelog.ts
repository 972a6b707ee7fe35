/**
 * The changelog's single source of entries. The /changelog page, the
 * /docs/changelog/ docs page and the feed all render from this list.
 * Newest first; dates are ISO 8601 (YYYY-MM-DD).
 */

export type ChangeType = 'added' | 'changed' | 'deprecated' | 'fixed';
export type ChangeArea = 'API' | 'Dashboard' | 'Payment methods' | 'Webhooks' | 'Plugins';

export interface ChangelogLink {
  label: string;
  /** A site path, e.g. /docs/api/refunds/create */
  to: string;
}

export interface ChangelogEntry {
  date: string;
  area: ChangeArea;
  type: ChangeType;
  title: string;
  description: string;
  links: readonly ChangelogLink[];
}

export const changelog: readonly ChangelogEntry[] = [
  {
    date: '2025-06-01',
    area: 'API',
    type: 'added',
    title: 'Billing statement actions',
    description:
      'Billing statements can now be finalized, sent, voided and marked uncollectible through the API, matching what the dashboard offers.',
    links: [
      { label: 'Finalize a billing statement', to: '/docs/api/billing_statements/finalize' },
      { label: 'Send a billing statement', to: '/docs/api/billing_statements/send' },
      { label: 'Void a billing statement', to: '/docs/api/billing_statements/void' },
    ],
  },
  {
    date: '2025-04-14',
    area: 'Webhooks',
    type: 'added',
    title: 'Enable and disable webhook endpoints',
    description:
      'Pause deliveries to an endpoint without deleting it, and resume them later with the same signing secret.',
    links: [
      { label: 'Disable a webhook', to: '/docs/api/webhooks/disable' },
      { label: 'Enable a webhook', to: '/docs/api/webhooks/enable' },
    ],
  },
  {
    date: '2025-02-03',
    area: 'Payment methods',
    type: 'added',
    title: 'QR Ph payments',
    description:
      'Payment intents accept qrph as a payment method. The intent returns a QR code to display; the customer scans it with any bank or e-wallet app that supports QR Ph.',
    links: [{ label: 'Create a payment intent', to: '/docs/api/payment_intents/create' }],
  },
] as const;
