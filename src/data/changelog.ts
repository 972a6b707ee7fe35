/**
 * The changelog's single source of entries. The /changelog page, the
 * /docs/changelog/ docs page and the feed all render from this list.
 * Newest first; dates are ISO 8601 (YYYY-MM-DD).
 */

/** The kinds of change, in the order the filters list them. */
export const changeTypes = ['added', 'changed', 'deprecated', 'removed', 'fixed'] as const;
export type ChangeType = (typeof changeTypes)[number];
/** The areas, in the order the filters and the per-area feeds list them. */
export const changeAreas = ['API', 'Payment methods', 'Webhooks', 'Dashboard', 'Plugins'] as const;
export type ChangeArea = (typeof changeAreas)[number];

/** An area as it appears in addresses: `Payment methods` → `payment-methods`. */
export function areaSlug(area: ChangeArea): string {
  return area.toLowerCase().replace(/\s+/g, '-');
}

/** The file of an area's Atom feed, at the site root: `changelog-webhooks.xml`. */
export function areaFeedFile(area: ChangeArea): string {
  return `changelog-${areaSlug(area)}.xml`;
}

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
    date: '2025-10-20',
    area: 'Dashboard',
    type: 'added',
    title: 'Overdue label and due-date filter for billing statements',
    description:
      'Open statements past their due date now show an Overdue label in the list, and a new due-date filter lists everything due in a date range. Overdue is a label only; the API status stays open.',
    links: [
      {
        label: 'Billing statements in the dashboard',
        to: '/docs/guide/finance_automation/billing_statements/dashboard',
      },
    ],
  },
  {
    date: '2025-10-06',
    area: 'API',
    type: 'fixed',
    title: 'Billing statement list skipped statements across pages',
    description:
      'Listing billing statements with both customer and starting_after could skip a statement created in the same second as the cursor. Pages now follow a stable order.',
    links: [{ label: 'List billing statements', to: '/docs/api/billing_statements/list' }],
  },
  {
    date: '2025-09-29',
    area: 'Webhooks',
    type: 'changed',
    title: 'Failed deliveries are retried for three days',
    description:
      'Failed webhook deliveries are now retried with exponential backoff for up to three days instead of 24 hours, so a longer outage on your side no longer loses events.',
    links: [
      { label: 'Webhooks guide', to: '/docs/guide/developer_handbook/webhooks' },
      { label: 'Events', to: '/docs/api/events/' },
    ],
  },
  {
    date: '2025-09-22',
    area: 'Plugins',
    type: 'added',
    title: 'Store plugin: choose what happens to expired checkouts',
    description:
      'The store plugin can now cancel and restock an order when its checkout expires, in addition to leaving it pending. The default is unchanged.',
    links: [{ label: 'Install the store plugin', to: '/docs/guide/third_party_plugins/shopify/install' }],
  },
  {
    date: '2025-09-08',
    area: 'Payment methods',
    type: 'added',
    title: 'BDO installments: 18- and 24-month terms',
    description:
      'BDO installment payments can now be spread over 18 or 24 months. Offer them by including 18 and 24 in payment_method_options.bdo_installment.allowed_terms.',
    links: [
      { label: 'BDO installment', to: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/' },
      { label: 'Create a payment intent', to: '/docs/api/payment_intents/create' },
    ],
  },
  {
    date: '2025-08-25',
    area: 'Dashboard',
    type: 'changed',
    title: 'Every delivery attempt in the event log',
    description:
      'The event log under Developers now lists each delivery attempt of an event with its response status and duration, so you can see exactly why an endpoint failed.',
    links: [{ label: 'Webhooks guide', to: '/docs/guide/developer_handbook/webhooks' }],
  },
  {
    date: '2025-08-11',
    area: 'API',
    type: 'added',
    title: 'Request 3-D Secure on every card payment',
    description:
      'Set payment_method_options.card.request_three_d_secure to any to ask for 3-D Secure whenever the card supports it. The default, automatic, asks only when the issuer or risk checks require it.',
    links: [
      { label: 'Create a payment intent', to: '/docs/api/payment_intents/create' },
      { label: 'Cards', to: '/docs/guide/payment_methods/card/' },
    ],
  },
  {
    date: '2025-08-04',
    area: 'Dashboard',
    type: 'fixed',
    title: 'Simulate scan now refreshes test QR Ph payments',
    description:
      'Selecting Simulate scan on a test-mode QR Ph payment sometimes left the page showing the old status until you reloaded it. The payment detail now updates at once.',
    links: [
      { label: 'Testing your integration', to: '/docs/guide/developer_handbook/testing/testing_your_integration' },
    ],
  },
  {
    date: '2025-07-14',
    area: 'API',
    type: 'added',
    title: 'Accept only selected card BINs',
    description:
      'Restrict a card payment to cards from chosen banks with payment_method_options.card.allowed_bins (6 or 8 digits). Other cards are declined with card_bin_not_allowed.',
    links: [
      { label: 'Allowed BINs', to: '/docs/guide/payment_methods/card/allowed_bins' },
      { label: 'Create a payment intent', to: '/docs/api/payment_intents/create' },
    ],
  },
  {
    date: '2025-07-14',
    area: 'API',
    type: 'added',
    title: 'Accept only selected card funding types',
    description:
      'Limit a card payment to credit, debit or prepaid cards with payment_method_options.card.allowed_funding. Other cards are declined with card_funding_not_allowed.',
    links: [
      { label: 'Allowed funding', to: '/docs/guide/payment_methods/card/allowed_funding' },
      { label: 'Error codes', to: '/docs/guide/developer_handbook/error_codes' },
    ],
  },
  {
    date: '2025-06-16',
    area: 'Dashboard',
    type: 'added',
    title: 'Billing statement timeline',
    description:
      'Each billing statement now shows a timeline of when it was created, finalized, sent, paid, voided or marked uncollectible, including every reminder.',
    links: [
      {
        label: 'Billing statements in the dashboard',
        to: '/docs/guide/finance_automation/billing_statements/dashboard',
      },
    ],
  },
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
    date: '2025-06-01',
    area: 'API',
    type: 'changed',
    title: 'API version 2025-06-01',
    description:
      'API version 2025-06-01 is now current and is the version this reference describes. Events carry the version they were rendered with in api_version.',
    links: [
      { label: 'About our API', to: '/docs/guide/developer_handbook/about_our_api' },
      { label: 'API reference', to: '/docs/api/core_resources/' },
    ],
  },
  {
    date: '2025-05-19',
    area: 'Dashboard',
    type: 'added',
    title: 'Product catalog',
    description:
      'Keep the items you sell under Products, with a name, price and SKU, and add them to billing statement line items in one click instead of typing them each time.',
    links: [{ label: 'Products', to: '/docs/guide/getting_started/using_the_dashboard/products' }],
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
    date: '2025-03-24',
    area: 'API',
    type: 'fixed',
    title: 'Concurrent retries with the same idempotency key',
    description:
      'A retry sent while the first request with the same Idempotency-Key was still running could fail with a 500 error. It now returns 409 idempotency_request_in_progress; retry after a moment to get the original result.',
    links: [
      { label: 'Error codes', to: '/docs/guide/developer_handbook/error_codes' },
      { label: 'Error handling', to: '/docs/guide/developer_handbook/error_handling' },
    ],
  },
  {
    date: '2025-03-03',
    area: 'API',
    type: 'added',
    title: 'Billing statements API',
    description:
      'Create draft billing statements and manage their line items through the API. Drafts created this way appear in the dashboard, where you can finalize and send them.',
    links: [
      { label: 'Create a billing statement', to: '/docs/api/billing_statements/create' },
      { label: 'Create a line item', to: '/docs/api/billing_statement_line_items/create' },
      { label: 'Billing statements with the API', to: '/docs/guide/finance_automation/billing_statements/api' },
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
  {
    date: '2025-01-20',
    area: 'API',
    type: 'deprecated',
    title: 'TLS 1.0 and 1.1 connections',
    description:
      'The API stops accepting connections over TLS 1.0 and 1.1 on 30 April 2025. Make sure your servers and HTTP libraries use TLS 1.2 or later before that date.',
    links: [
      { label: 'Authentication', to: '/docs/guide/developer_handbook/authentication' },
      { label: 'Going live', to: '/docs/guide/developer_handbook/going_live' },
    ],
  },
  {
    date: '2024-12-09',
    area: 'Payment methods',
    type: 'added',
    title: 'BillEase buy now, pay later',
    description:
      'Customers can pay orders from PHP 1,500.00 to PHP 60,000.00 in 3, 6 or 12 monthly installments with BillEase, while you receive the full amount.',
    links: [
      { label: 'BillEase', to: '/docs/guide/developer_handbook/payments/payment_methods/billease/' },
      {
        label: 'Receive a BillEase payment',
        to: '/docs/guide/developer_handbook/payments/payment_methods/billease/receive_a_payment',
      },
    ],
  },
  {
    date: '2024-11-18',
    area: 'API',
    type: 'added',
    title: 'Expire a checkout session',
    description:
      'End an active checkout session before its 24 hours are up, for example when the cart changes, so the customer cannot pay an outdated amount.',
    links: [
      { label: 'Expire a checkout session', to: '/docs/api/checkout_sessions/expire' },
      { label: 'Checkout', to: '/docs/guide/developer_handbook/payments/integrations/checkout' },
    ],
  },
  {
    date: '2024-11-04',
    area: 'Webhooks',
    type: 'deprecated',
    title: 'Legacy v0 webhook signatures',
    description:
      'Webhook deliveries stop including the legacy v0 signature in the signature header on 1 May 2025. It is weaker than the v1 HMAC-SHA256 signature, so it is removed within v1 under the security exception of the versioning policy. Verify the v1 signature before that date.',
    links: [
      { label: 'Verify webhook signatures', to: '/docs/guide/developer_handbook/webhooks' },
      {
        label: 'Security and legal exceptions',
        to: '/docs/guide/developer_handbook/versioning#security-and-legal-exceptions',
      },
    ],
  },
  {
    date: '2024-10-28',
    area: 'Payment methods',
    type: 'added',
    title: 'BDO installments',
    description:
      'Holders of eligible BDO credit cards can pay from PHP 3,000.00 in monthly installments of 3, 6, 9 or 12 months, chosen with payment_method_options.bdo_installment.allowed_terms.',
    links: [
      { label: 'BDO installment', to: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/' },
      {
        label: 'Receive a BDO installment payment',
        to: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/receive_a_payment',
      },
    ],
  },
  {
    date: '2024-10-14',
    area: 'Dashboard',
    type: 'added',
    title: 'Support role',
    description:
      'A new Support role lets team members look up payments and customers and issue refunds of up to PHP 5,000.00, without access to payouts or settings.',
    links: [{ label: 'User roles', to: '/docs/guide/getting_started/managing_users/user_roles' }],
  },
  {
    date: '2024-10-07',
    area: 'Dashboard',
    type: 'added',
    title: 'Billing statements in the dashboard',
    description:
      'Bill customers with itemized statements they pay online: create a draft, add line items, finalize it and send the payment link by email or SMS.',
    links: [
      { label: 'Billing statements', to: '/docs/guide/finance_automation/billing_statements/' },
      {
        label: 'Billing statements in the dashboard',
        to: '/docs/guide/finance_automation/billing_statements/dashboard',
      },
    ],
  },
  {
    date: '2024-10-07',
    area: 'API',
    type: 'added',
    title: 'Customer notification preference',
    description:
      'Customers have a new default_device field that chooses whether billing statement notices go by email or by SMS to the customer’s phone.',
    links: [
      { label: 'Update a customer', to: '/docs/api/customers/update' },
      { label: 'The customer object', to: '/docs/api/customers/' },
    ],
  },
  {
    date: '2024-09-23',
    area: 'API',
    type: 'added',
    title: 'Manual capture for card payments',
    description:
      'Create a payment intent with capture_type manual to place a hold on a card and capture it within 7 days. The intent waits in awaiting_capture and fires payment_intent.awaiting_capture.',
    links: [
      { label: 'Hold then capture', to: '/docs/guide/payment_methods/card/hold_then_capture' },
      { label: 'Capture a payment intent', to: '/docs/api/payment_intents/capture' },
    ],
  },
  {
    date: '2024-09-02',
    area: 'API',
    type: 'fixed',
    title: 'Refund lines in payout transactions now add up',
    description:
      'Payout transactions for refunds sometimes showed a fee, so net amounts did not add up to the payout. Refund lines now carry a `fee` of 0 and a `net` equal to the refunded amount: the processing fee of the original payment is not returned.',
    links: [{ label: 'List payout transactions', to: '/docs/api/payout_transactions/list' }],
  },
  {
    date: '2024-08-12',
    area: 'Plugins',
    type: 'added',
    title: 'Store plugin for hosted online stores',
    description:
      'Install the store plugin from your store platform’s app directory to accept cards, GCash and Maya at checkout without writing code, with automatic order updates and refunds from the store admin.',
    links: [
      { label: 'Store plugin', to: '/docs/guide/third_party_plugins/shopify/' },
      { label: 'Install the store plugin', to: '/docs/guide/third_party_plugins/shopify/install' },
    ],
  },
  {
    date: '2024-07-22',
    area: 'API',
    type: 'added',
    title: 'Statement descriptor on payment intents',
    description:
      'Set statement_descriptor on a payment intent to choose the text, up to 22 characters, that appears on the customer’s card or wallet statement instead of the default descriptor in your business profile.',
    links: [
      { label: 'Statement descriptor', to: '/docs/guide/developer_handbook/statement_descriptor' },
      { label: 'Create a payment intent', to: '/docs/api/payment_intents/create' },
    ],
  },
  {
    date: '2024-07-08',
    area: 'Payment methods',
    type: 'changed',
    title: 'Partial refunds for Maya payments',
    description:
      'Maya payments can now be refunded in part, like cards and GCash, any number of times within 180 days as long as the total does not exceed the payment.',
    links: [
      { label: 'Maya', to: '/docs/guide/developer_handbook/payments/payment_methods/maya/' },
      { label: 'Create a refund', to: '/docs/api/refunds/create' },
    ],
  },
  {
    date: '2024-06-03',
    area: 'API',
    type: 'fixed',
    title: 'Order of results with ending_before',
    description:
      'List requests paginated backwards with ending_before returned the page in reverse order. They now return it newest first, like every other page.',
    links: [{ label: 'About our API', to: '/docs/guide/developer_handbook/about_our_api' }],
  },
] as const;
