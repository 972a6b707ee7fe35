/**
 * The sample data the dashboard mock-ups show: a test-mode account in June
 * 2025. Amounts are in centavos, as the API writes them, and the mock-ups
 * format them with the site's one formatter (`pesos`), so a figure can never
 * be drawn in the wrong unit. The upcoming payout is the OpenAPI document's
 * own Payout example, so the mock-ups and the API reference show one payout.
 * Totals (gross, net volume, successful payments, paid out this month) are
 * computed from these rows, never typed.
 */
import type { FeeMethod } from '../../src/data/facts/fees';
import { documentValue } from '../../src/data/facts/openapiDocument';
import { testCardList } from '../../src/data/facts/testCards';

export type PaymentStatus = 'paid' | 'pending' | 'partially_refunded' | 'failed' | 'refunded';
export type PayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed';

export interface SamplePayment {
  /** When it was created, as the list writes it. */
  created: string;
  amount: number;
  status: PaymentStatus;
  method: string;
  customer: string;
  description: string;
  id: string;
}

export interface SamplePayout {
  /** `YYYY-MM-DD`, as the API writes `arrival_date`. */
  arrivalDate: string;
  amount: number;
  status: PayoutStatus;
  bank: string;
  id: string;
}

interface DocumentPayout {
  id: string;
  amount: number;
  arrival_date: string;
  destination: { bank_name: string; account_last4: string };
}

/** The document's Payout example (components → schemas → Payout → examples). */
function documentPayout(): DocumentPayout {
  const examples = documentValue(['components', 'schemas', 'Payout', 'examples']);
  const payout = Array.isArray(examples) ? (examples[0] as Partial<DocumentPayout> | undefined) : undefined;
  if (
    typeof payout?.id !== 'string' ||
    typeof payout.amount !== 'number' ||
    typeof payout.arrival_date !== 'string' ||
    typeof payout.destination?.bank_name !== 'string'
  ) {
    throw new Error(
      'Dashboard mock-ups: the Payout example in openapi/paysari.yaml lacks id, amount, arrival_date or destination.',
    );
  }
  return payout as DocumentPayout;
}

/** A test card as the Payments list writes it, `Visa ••0018`: the mock-ups are in test mode, so cards are test cards. */
function testCard(key: string): string {
  const card = testCardList.find((candidate) => candidate.key === key);
  if (!card) throw new Error(`Dashboard mock-ups: no test card "${key}" in src/data/facts/testCards.ts.`);
  return `${card.brand} ••${card.number.slice(-4)}`;
}

const payout = documentPayout();
/** The merchant's bank account as lists write it: `Bangko Halimbawa ••6789`. */
export const sampleBank = `${payout.destination.bank_name} ••${payout.destination.account_last4}`;

/** The Payments list filtered to today (5 June 2025), newest first: one page, every payment of the day so far. */
export const samplePayments: readonly SamplePayment[] = [
  {
    created: '5 Jun, 14:21',
    amount: 150000,
    status: 'paid',
    method: testCard('visa'),
    customer: 'Maria Santos',
    description: 'Order #1042',
    id: 'pay_B8tW…',
  },
  {
    created: '5 Jun, 13:02',
    amount: 78000,
    status: 'pending',
    method: 'GCash',
    customer: 'Juan dela Cruz',
    description: 'Order #1041',
    id: 'pay_Q2mL…',
  },
  {
    created: '5 Jun, 11:47',
    amount: 1230000,
    status: 'partially_refunded',
    method: 'BillEase',
    customer: 'Ana Reyes',
    description: 'Order #1040',
    id: 'pay_Z9kP…',
  },
  {
    created: '5 Jun, 10:30',
    amount: 245000,
    status: 'failed',
    method: testCard('insufficientFunds'),
    customer: 'Jose Ramos',
    description: 'Order #1039',
    id: 'pay_H4vB…',
  },
  {
    created: '5 Jun, 09:15',
    amount: 65000,
    status: 'refunded',
    method: 'QR Ph',
    customer: 'Liza Mendoza',
    description: 'Order #1038',
    id: 'pay_T7cR…',
  },
  {
    created: '5 Jun, 08:58',
    amount: 499900,
    status: 'paid',
    method: 'Maya',
    customer: 'Carlo Bautista',
    description: 'Order #1037',
    id: 'pay_M1sX…',
  },
];

/** The Payouts list, newest first; the first is the upcoming payout, from the document. */
export const samplePayouts: readonly SamplePayout[] = [
  { arrivalDate: payout.arrival_date, amount: payout.amount, status: 'pending', bank: sampleBank, id: payout.id },
  { arrivalDate: '2025-06-06', amount: 6431040, status: 'in_transit', bank: sampleBank, id: 'po_Lr8dWq2ZkT6mVbH1' },
  { arrivalDate: '2025-06-05', amount: 5890215, status: 'paid', bank: sampleBank, id: 'po_Xn3cPs9HgA1yReQ4' },
  { arrivalDate: '2025-06-04', amount: 7104500, status: 'failed', bank: sampleBank, id: 'po_Gf5kJm7QwE2tUoZ8' },
  { arrivalDate: '2025-06-03', amount: 4988070, status: 'paid', bank: sampleBank, id: 'po_Vb2nYh4LdS8cKiW3' },
];

/** The Home screen's period, 1 to 30 June 2025, against the previous 30 days. */
export const sampleHome = {
  period: { from: '1 Jun', to: '30 Jun', year: '2025' },
  /**
   * Gross volume and paid payments per payment method; their sums are the
   * gross volume and successful payments cards, and their fees (the fee
   * facts' rates) make the net volume card with the refunds.
   */
  volumeByMethod: [
    { method: 'card', label: 'Card', amount: 23140000, payments: 122 },
    { method: 'gcash', label: 'GCash', amount: 14205000, payments: 110 },
    { method: 'maya', label: 'Maya', amount: 6180000, payments: 45 },
    { method: 'qrph', label: 'QR Ph', amount: 3850000, payments: 25 },
    { method: 'bdo_installment', label: 'BDO installment', amount: 3600000, payments: 6 },
    { method: 'billease', label: 'BillEase', amount: 1250000, payments: 4 },
  ] satisfies readonly { method: FeeMethod; label: string; amount: number; payments: number }[],
  grossChange: '+12.4%',
  netChange: '+11.9%',
  successfulChange: '+28',
  refunds: { amount: 840000, count: 6 },
  /**
   * The daily gross volume chart, as fractions of the chart's height: this
   * period and the previous one, twelve points each.
   */
  chart: {
    current: [0.35, 0.5, 0.42, 0.6, 0.55, 0.72, 0.65, 0.8, 0.7, 0.88, 0.78, 0.95],
    previous: [0.3, 0.38, 0.36, 0.45, 0.4, 0.5, 0.52, 0.55, 0.5, 0.6, 0.62, 0.66],
  },
} as const;
