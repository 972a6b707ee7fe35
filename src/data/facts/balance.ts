/**
 * Balance and payout schedule figures, stated on the payouts, balance, fees
 * and disputes pages.
 */
import { paymentMethods } from './paymentMethods';

/** `one business day after payment (T+1)`, from a method's settlement facts. */
function settledAfter(method: { settlement: string; settlementDays: string }): string {
  return `${method.settlementDays} after payment (${method.settlement})`;
}

export const balance = {
  /** When a payment's money becomes available for payout, per method (owned by the payment methods' facts). */
  settlement: {
    wallets: settledAfter(paymentMethods.gcash),
    cards: settledAfter(paymentMethods.card),
    billease: settledAfter(paymentMethods.billease),
  },
  /** The payout schedule's default choice (its page: dashboard.payoutSchedule). */
  defaultSchedule: 'Daily',
  /** The smallest payout: a lower available balance waits for the next payout day. */
  minimumPayout: 'PHP 100.00',
} as const;
