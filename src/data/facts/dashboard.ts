/**
 * Where things are in the dashboard, written one way site-wide: a menu path
 * is one bold span with → between its steps (`**Settings → Payment methods**`);
 * pages write `**%FACT:dashboard.paymentMethods%**`.
 */
export const dashboard = {
  apiKeys: 'Developers → API keys',
  webhooks: 'Developers → Webhooks',
  eventLog: 'Developers → Event log',
  paymentMethods: 'Settings → Payment methods',
  businessProfile: 'Settings → Business profile',
  bankAccount: 'Settings → Bank account',
  branding: 'Settings → Branding',
  team: 'Settings → Team',
  notifications: 'Settings → Notifications',
  /** The toggle that switches the dashboard between test and live data. */
  testModeToggle: 'Test mode',
  /** The buttons on the test page that stands in for a wallet or installment provider. */
  testPageSucceed: 'Authorize',
  testPageFail: 'Fail',
  /** The test-mode button on a QR Ph payment that pays its code. */
  simulateScan: 'Simulate scan',
} as const;
