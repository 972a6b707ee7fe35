/**
 * Balance and payout schedule figures, stated on the payouts, balance, fees
 * and disputes pages.
 */
export const balance = {
  /** When a payment's money becomes available for payout, per method. */
  settlement: {
    wallets: '1 business day after payment (T+1)',
    cards: '3 business days after payment (T+3)',
    billease: '5 business days after payment (T+5)',
  },
  /** The dashboard's payout schedule page, under Settings, and the default choice. */
  scheduleMenu: 'Payout schedule',
  defaultSchedule: 'Daily',
  /** The smallest payout: a lower available balance waits for the next payout day. */
  minimumPayout: 'PHP 100.00',
} as const;
