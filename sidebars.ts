import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import apiSidebar from './.generated/api/sidebar.json';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/** A category whose index page is its link, listing `items` beneath it. */
function section(label: string, indexId: string, items: SidebarItems = []): SidebarItems[number] {
  return {
    type: 'category',
    label,
    link: { type: 'doc', id: indexId },
    collapsed: true,
    items,
  } as SidebarItems[number];
}

const methods = 'guide/developer_handbook/payments/payment_methods';

/** A payment method: its overview page and its walkthrough. */
function paymentMethod(label: string, slug: string): SidebarItems[number] {
  return section(label, `${methods}/${slug}/index`, [`${methods}/${slug}/receive_a_payment`]);
}

const sidebars = {
  guide: [
    'guide/intro',
    section('Getting started', 'guide/getting_started/index', [
      'guide/getting_started/creating_an_account',
      'guide/getting_started/activate_your_account',
      section('Managing users', 'guide/getting_started/managing_users/index', [
        'guide/getting_started/managing_users/user_roles',
      ]),
      section('Using the dashboard', 'guide/getting_started/using_the_dashboard/index', [
        section('Core resources', 'guide/getting_started/using_the_dashboard/core_resources/index', [
          'guide/getting_started/using_the_dashboard/core_resources/home_analytics',
          'guide/getting_started/using_the_dashboard/core_resources/payments',
          'guide/getting_started/using_the_dashboard/core_resources/customers',
          'guide/getting_started/using_the_dashboard/core_resources/payouts',
          'guide/getting_started/using_the_dashboard/core_resources/balance',
          'guide/getting_started/using_the_dashboard/core_resources/disputes',
          'guide/getting_started/using_the_dashboard/core_resources/reports',
        ]),
        'guide/getting_started/using_the_dashboard/products',
        'guide/getting_started/using_the_dashboard/account_management',
      ]),
    ]),
    {
      type: 'category',
      label: 'Developer handbook',
      collapsed: false,
      items: [
        'guide/developer_handbook/about_our_api',
        'guide/developer_handbook/versioning',
        'guide/developer_handbook/authentication',
        'guide/developer_handbook/libraries_and_tools',
        section('Accept payments', 'guide/developer_handbook/payments/index', [
          section('Integrations', 'guide/developer_handbook/payments/integrations/index', [
            'guide/developer_handbook/payments/integrations/checkout',
            'guide/developer_handbook/payments/integrations/elements',
            'guide/developer_handbook/payments/integrations/mobile_apps',
          ]),
          // The card pages live at /docs/guide/payment_methods/card/ (a fixed
          // route) but belong with the other payment methods for readers.
          section('Payment methods', `${methods}/index`, [
            section('Cards', 'guide/payment_methods/card/index', [
              'guide/payment_methods/card/receive_a_straight_payment',
              'guide/payment_methods/card/three_d_secure_failures',
              'guide/payment_methods/card/hold_then_capture',
              'guide/payment_methods/card/allowed_funding',
              'guide/payment_methods/card/allowed_bins',
            ]),
            paymentMethod('GCash', 'gcash'),
            paymentMethod('Maya', 'maya'),
            paymentMethod('QR Ph', 'qrph'),
            paymentMethod('BillEase', 'billease'),
            paymentMethod('BDO installment', 'bdo_installment'),
          ]),
          section('After the payment', 'guide/developer_handbook/payments/after_payment/index', [
            'guide/developer_handbook/payments/after_payment/handle_webhook_event',
          ]),
        ]),
        section('Payment intents API', 'guide/developer_handbook/payment_intents_api/index', [
          'guide/developer_handbook/payment_intents_api/payment_intent_lifecycle',
          'guide/developer_handbook/payment_intents_api/tracking_payment_updates',
        ]),
        section('Refunds', 'guide/developer_handbook/refunds/index', [
          'guide/developer_handbook/refunds/process-a-refund',
        ]),
        'guide/developer_handbook/disputes',
        'guide/developer_handbook/fees',
        'guide/developer_handbook/webhooks',
        'guide/developer_handbook/webhook_operations',
        'guide/developer_handbook/recovering_missed_events',
        'guide/developer_handbook/statement_descriptor',
        'guide/developer_handbook/error_handling',
        'guide/developer_handbook/error_codes',
        'guide/developer_handbook/rate_limits',
        section('Testing', 'guide/developer_handbook/testing/index', [
          'guide/developer_handbook/testing/testmode',
          'guide/developer_handbook/testing/testing_your_integration',
          'guide/developer_handbook/testing/sandbox',
        ]),
        'guide/developer_handbook/sample_projects',
        'guide/developer_handbook/compliance',
        'guide/developer_handbook/going_live',
      ],
    },
    {
      type: 'category',
      label: 'Finance automation',
      collapsed: false,
      items: [
        section('Billing statements', 'guide/finance_automation/billing_statements/index', [
          'guide/finance_automation/billing_statements/overview',
          'guide/finance_automation/billing_statements/dashboard',
          'guide/finance_automation/billing_statements/api',
        ]),
      ],
    },
    section('Third-party plugins', 'guide/third_party_plugins/index', [
      section('Store plugin', 'guide/third_party_plugins/shopify/index', ['guide/third_party_plugins/shopify/install']),
    ]),
  ],
  // Generated from openapi/ by plugins/openapi-docs (see README).
  api: apiSidebar as SidebarItems,
  changelog: ['changelog/index'],
} satisfies SidebarsConfig;

export default sidebars;
