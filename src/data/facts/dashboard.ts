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
  payoutSchedule: 'Settings → Payout schedule',
} as const;
