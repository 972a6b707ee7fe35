/**
 * The API reference's information architecture: which areas exist, which
 * are hand-written overviews and which are generated from a tag, and how the
 * sidebar groups them. Page content itself comes from the OpenAPI document.
 */

/** Overview pages written by hand in docs/api/<area>/index.mdx (committed). */
export const overviewAreas = ['core_resources', 'checkout', 'finance_automation', 'payouts'] as const;

export interface SidebarGroup {
  /** The overview area whose index page is the group's link. */
  overview: (typeof overviewAreas)[number];
  label: string;
  /** Generated areas (tags' `x-doc-area`) listed in the group. */
  areas: readonly string[];
}

/** The sidebar, top to bottom; the first overview is the API landing page. */
export const sidebarGroups: readonly SidebarGroup[] = [
  {
    overview: 'core_resources',
    label: 'Core resources',
    areas: ['payment_intents', 'payments', 'refunds', 'customers', 'webhooks', 'events'],
  },
  { overview: 'checkout', label: 'Checkout', areas: ['checkout_sessions'] },
  {
    overview: 'finance_automation',
    label: 'Finance automation',
    areas: ['billing_statements', 'billing_statement_line_items'],
  },
  { overview: 'payouts', label: 'Payouts', areas: ['payout_transactions'] },
];

/** The events area has a second, generated page listing every event type. */
export const eventTypesPage = 'events/event_types';
