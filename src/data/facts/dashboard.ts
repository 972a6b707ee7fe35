/**
 * The merchant dashboard's structure, in one place: the left menu and its
 * items, the frame every screen shares, and each screen's controls (their
 * names and where they sit) and list columns, in the order a reader sees
 * them (object keys keep their order).
 *
 * Pages write menu paths and control names from it as tokens, for example
 * `**%FACT:dashboard.paymentMethods%**` or
 * `**%FACT:dashboard.screens.payouts.actions.export%**`. A menu path is one
 * bold span with → between its steps (`**Settings → Payment methods**`).
 * The mock-ups (`/img/dashboard/*.svg`) are drawn from it at build time
 * (`plugins/dashboard-mockups`). `tests/unit/dashboard.test.ts` checks every
 * menu path the pages write, the tables of the Payments and Payouts guides
 * and the drawn mock-ups against it.
 */

/** The left menu, top to bottom. */
const menu = {
  home: 'Home',
  payments: 'Payments',
  customers: 'Customers',
  billingStatements: 'Billing statements',
  products: 'Products',
  payouts: 'Payouts',
  balance: 'Balance',
  disputes: 'Disputes',
  reports: 'Reports',
  developers: 'Developers',
  settings: 'Settings',
} as const;

/** The items under a left-menu entry, in their order. */
const submenus = {
  developers: { apiKeys: 'API keys', webhooks: 'Webhooks', eventLog: 'Event log' },
  settings: {
    businessProfile: 'Business profile',
    bankAccount: 'Bank account',
    payoutSchedule: 'Payout schedule',
    team: 'Team',
    notifications: 'Notifications',
    paymentMethods: 'Payment methods',
    branding: 'Branding',
  },
} as const;

const path = (...steps: string[]): string => steps.join(' → ');

/**
 * Each screen: its title, where its controls sit (`place`, in the reader's
 * words), the controls, and the columns of its list, left to right.
 * `tabs`, `actions` and `menus` of a screen are the steps a menu path may
 * take after the screen's name (`**Reports → Scheduled**`).
 */
const screens = {
  home: {
    title: menu.home,
    place: 'date range at the top right; cards, then the chart, the upcoming payout and volume by method',
    cards: {
      grossVolume: 'Gross volume',
      netVolume: 'Net volume',
      successfulPayments: 'Successful payments',
      refunds: 'Refunds',
      upcomingPayout: 'Upcoming payout',
    },
    panels: { recentPayments: 'Recent payments', volumeByMethod: 'Volume by method' },
  },
  payments: {
    title: menu.payments,
    place: 'filters in a row above the list; Export at the right end of that row',
    filters: { date: 'Date', status: 'Status', method: 'Method', amount: 'Amount', customer: 'Customer' },
    actions: { export: 'Export' },
    columns: {
      date: 'Date',
      amount: 'Amount',
      status: 'Status',
      method: 'Method',
      customer: 'Customer',
      description: 'Description',
      id: 'Payment ID',
    },
    detailActions: { refund: 'Refund', simulateScan: 'Simulate scan' },
  },
  customers: {
    title: menu.customers,
    place:
      'Create customer at the top right of the list; filters above it; on a customer, its actions at the top right',
    actions: { create: 'Create customer' },
    filters: {
      email: 'Email',
      created: 'Created',
      noticesBy: 'Notices by',
      openBillingStatements: 'Open billing statements',
      metadata: 'Metadata',
    },
    columns: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      noticesBy: 'Notices by',
      totalPaid: 'Total paid',
      created: 'Created',
      id: 'Customer ID',
    },
    detailActions: {
      createBillingStatement: 'Create billing statement',
      edit: 'Edit',
      deleteCustomer: 'Delete customer',
      copyId: 'Copy id',
    },
  },
  products: {
    title: menu.products,
    place: 'Create product and Import at the top right of the list; on a product, its actions at the top right',
    actions: { create: 'Create product', import: 'Import' },
    filters: { active: 'Active', archived: 'Archived' },
    detailActions: { edit: 'Edit', archive: 'Archive', unarchive: 'Unarchive', copyAsLineItem: 'Copy as line item' },
  },
  balance: {
    title: menu.balance,
    place: 'three figures at the top; the Upcoming table, then the Activity table, below them',
    cards: { pending: 'Pending', available: 'Available', nextPayout: 'Next payout' },
    panels: { upcoming: 'Upcoming', activity: 'Activity' },
  },
  payouts: {
    title: menu.payouts,
    place: 'two cards at the top; filters in a row above the list; Export at the right end of that row',
    cards: { nextPayout: 'Next payout', paidOutThisMonth: 'Paid out this month' },
    filters: { arrivalDate: 'Arrival date', status: 'Status', amount: 'Amount' },
    actions: { export: 'Export' },
    columns: { arrivalDate: 'Arrival date', amount: 'Amount', status: 'Status', bank: 'Bank', id: 'Payout ID' },
  },
  disputes: {
    title: menu.disputes,
    place:
      'filters in a row above the list; Export at the right end of that row; on a dispute, its actions at the top right',
    filters: { status: 'Status', reason: 'Reason', opened: 'Opened' },
    actions: { export: 'Export' },
    columns: {
      case: 'Case',
      amount: 'Amount',
      reason: 'Reason',
      status: 'Status',
      respondBy: 'Respond by',
      payment: 'Payment',
      opened: 'Opened',
    },
    statuses: { needsResponse: 'Needs response', underReview: 'Under review', won: 'Won', lost: 'Lost' },
    detailActions: { submitEvidence: 'Submit evidence', acceptDispute: 'Accept dispute' },
    /** The evidence form's last step. */
    evidenceForm: { submit: 'Submit' },
  },
  billingStatements: {
    title: menu.billingStatements,
    place:
      'Create at the top right of the list; on a statement, Add line item below the items and More at the top right',
    actions: { create: 'Create' },
    menus: {
      more: {
        label: 'More',
        items: { void: 'Void', markUncollectible: 'Mark uncollectible', deleteDraft: 'Delete draft' },
      },
      addLineItem: { label: 'Add line item', items: { fromProducts: 'From products', customItem: 'Custom item' } },
    },
  },
  reports: { title: menu.reports, place: 'tabs at the top', tabs: { scheduled: 'Scheduled' } },
  apiKeys: {
    title: submenus.developers.apiKeys,
    place: 'one row per key of the mode you are viewing; Reveal and Roll key at the right end of the secret key row',
    rows: { publicKey: 'Public key', secretKey: 'Secret key' },
    rowActions: { reveal: 'Reveal', rollKey: 'Roll key' },
    /** The dialog Roll key opens: when the old key stops working. */
    rollDialog: { overlapPeriod: 'overlap period', now: 'Now' },
  },
  webhooks: {
    title: submenus.developers.webhooks,
    place: "Add endpoint at the top right of the list; on an endpoint's page, its actions at the top right",
    actions: { addEndpoint: 'Add endpoint' },
    columns: {
      url: 'URL',
      description: 'Description',
      events: 'Events',
      successRate: 'Delivery success',
      status: 'Status',
    },
    statuses: { enabled: 'Enabled', failing: 'Failing', disabled: 'Disabled' },
    /** The dialog Roll secret opens: when the old signing secret stops working. */
    rollSecretDialog: { overlapPeriod: 'overlap period', now: 'Now' },
    endpointActions: {
      sendTestEvent: 'Send test event',
      rollSecret: 'Roll secret',
      edit: 'Edit',
      disable: 'Disable',
      enable: 'Enable',
      delete: 'Delete',
    },
  },
  eventLog: {
    title: submenus.developers.eventLog,
    place:
      'filters in a row above the list; Resend selected at the right end of that row; on an event, Resend beside each endpoint',
    filters: { date: 'Date', eventType: 'Event type', endpoint: 'Endpoint', deliveryStatus: 'Delivery status' },
    deliveryStatuses: { succeeded: 'Succeeded', failed: 'Failed', notSent: 'Not sent' },
    actions: { resendSelected: 'Resend selected' },
    detailActions: { resend: 'Resend' },
    columns: {
      date: 'Date',
      type: 'Event type',
      id: 'Event ID',
      endpoint: 'Endpoint',
      deliveryStatus: 'Delivery status',
    },
  },
  team: {
    title: submenus.settings.team,
    place: 'tabs at the top',
    tabs: { security: 'Security', activityLog: 'Activity log' },
  },
  bankAccount: {
    title: submenus.settings.bankAccount,
    place: 'the current account, with Change bank account below it',
    actions: { change: 'Change bank account' },
  },
  paymentMethods: {
    title: submenus.settings.paymentMethods,
    place: 'one row per method with its status in each mode; Request activation on a method that needs approval',
    rowActions: { requestActivation: 'Request activation' },
  },
  branding: {
    title: submenus.settings.branding,
    place: 'the fields, then Preview and Save at the bottom',
    fields: { logo: 'Logo', brandColor: 'Brand color', receiptFooter: 'Receipt footer' },
    actions: { preview: 'Preview' },
  },
  businessProfile: {
    title: submenus.settings.businessProfile,
    place: 'Edit at the top right; Close account at the bottom of the page',
    actions: { edit: 'Edit', closeAccount: 'Close account' },
  },
} as const;

export const dashboard = {
  menu,
  submenus,
  /** What every screen shows around its main area. */
  frame: {
    search: 'Search payments, customers, ids…',
    testModeToggle: 'Test mode',
    testModeBanner: 'Test mode: you are viewing test data. Nothing here moves real money.',
  },
  screens,
  /** How every list screen pages its rows (Payments, Customers, Billing statements, Products, Payouts). */
  lists: { rowsPerPage: 25 },
  /** Menu paths pages write as one bold span: `**%FACT:dashboard.apiKeys%**`. */
  apiKeys: path(menu.developers, submenus.developers.apiKeys),
  webhooks: path(menu.developers, submenus.developers.webhooks),
  eventLog: path(menu.developers, submenus.developers.eventLog),
  paymentMethods: path(menu.settings, submenus.settings.paymentMethods),
  businessProfile: path(menu.settings, submenus.settings.businessProfile),
  bankAccount: path(menu.settings, submenus.settings.bankAccount),
  branding: path(menu.settings, submenus.settings.branding),
  team: path(menu.settings, submenus.settings.team),
  notifications: path(menu.settings, submenus.settings.notifications),
  payoutSchedule: path(menu.settings, submenus.settings.payoutSchedule),
} as const;

type Screen = (typeof screens)[keyof typeof screens];
interface ControlGroups {
  tabs?: Readonly<Record<string, string>>;
  actions?: Readonly<Record<string, string>>;
  menus?: Readonly<Record<string, { label: string; items: Readonly<Record<string, string>> }>>;
}

/**
 * Every menu path a page may write (`Settings → Team → Security`): a
 * left-menu entry and one of its items, then that screen's tabs, actions
 * and menus with their items.
 */
export function dashboardPaths(): Set<string> {
  const paths = new Set<string>();
  const addScreen = (prefix: string, screen: Screen): void => {
    const { tabs, actions, menus } = screen as ControlGroups;
    for (const name of [...Object.values(tabs ?? {}), ...Object.values(actions ?? {})]) paths.add(path(prefix, name));
    for (const { label, items } of Object.values(menus ?? {})) {
      for (const item of Object.values(items)) {
        paths.add(path(label, item));
        paths.add(path(prefix, label, item));
      }
    }
  };
  for (const [key, label] of Object.entries(menu)) {
    const items = (submenus as Readonly<Record<string, Readonly<Record<string, string>>>>)[key];
    for (const item of Object.values(items ?? {})) paths.add(path(label, item));
  }
  for (const screen of Object.values(screens)) {
    // A screen under a left-menu entry (Settings → Team) starts its paths there.
    const parent = Object.entries(submenus).find(([, items]) =>
      Object.values(items).some((item) => item === screen.title),
    )?.[0] as keyof typeof menu | undefined;
    addScreen(parent ? path(menu[parent], screen.title) : screen.title, screen);
  }
  return paths;
}
