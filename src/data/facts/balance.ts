/**
 * Balance and payout schedule figures, stated on the payouts, balance, fees
 * and disputes pages.
 */
import { documentValue, pesos } from './openapiDocument';
import { paymentMethods } from './paymentMethods';

/** `one business day after payment (T+1)`, from a method's settlement facts. */
function settledAfter(method: { settlement: string; settlementDays: string }): string {
  return `${method.settlementDays} after payment (${method.settlement})`;
}

/**
 * The payout detail page's summary line for the document's example payout
 * (its List payout transactions example): the lines grouped by type, each
 * with its count and net, `2 payments, PHP 2,300.25 net; 1 refund, −PHP 500.00`.
 */
function payoutSummary(): string {
  const example = documentValue([
    ...['paths', '/payouts/{payout_id}/transactions', 'get', 'responses', '200', 'content', 'application/json'],
    ...['examples', 'payout', 'value', 'data'],
  ]);
  const groups = new Map<string, { count: number; net: number }>();
  for (const line of Array.isArray(example) ? (example as { type?: unknown; net?: unknown }[]) : []) {
    if (typeof line.type !== 'string' || typeof line.net !== 'number') {
      throw new Error('Facts: a payout transaction in the List payout transactions example lacks type or net.');
    }
    const group = groups.get(line.type) ?? { count: 0, net: 0 };
    groups.set(line.type, { count: group.count + 1, net: group.net + line.net });
  }
  if (groups.size === 0) throw new Error('Facts: the List payout transactions example has no lines.');
  const signed = (net: number): string => (net < 0 ? `−${pesos(-net)}` : pesos(net));
  return [...groups]
    .map(([type, { count, net }], index) => {
      const name = `${count} ${type}${count === 1 ? '' : 's'}`;
      return index === 0 ? `${name}, ${signed(net)} net` : `${name}, ${signed(net)}`;
    })
    .join('; ');
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
  /** The payout detail page's summary of the document's example payout, from its transactions. */
  payoutSummaryExample: payoutSummary(),
} as const;
