/**
 * Processing fees per payment method, stated on the fees guide and wherever a
 * page names a rate. The card and GCash rates are the ones the OpenAPI
 * document's examples use (`fee: 6750` on PHP 1,500.00 by card, `fee: 2225`
 * on PHP 890.00 by GCash); tests/unit/factsDocument.test.ts keeps them in step.
 */

interface Rate {
  /** Percentage of the amount. */
  percent: number;
  /** Fixed part, in centavos. */
  fixed: number;
}

/** The rate of each `payment_method.type`, VAT included. */
export const feeRates = {
  card: { percent: 3.5, fixed: 1500 },
  gcash: { percent: 2.5, fixed: 0 },
  maya: { percent: 2.0, fixed: 0 },
  qrph: { percent: 1.5, fixed: 0 },
  billease: { percent: 4.5, fixed: 0 },
  bdo_installment: { percent: 4.0, fixed: 0 },
} as const satisfies Record<string, Rate>;

export type FeeMethod = keyof typeof feeRates;

/** A rate as a reader sees it: `3.5% + PHP 15.00`, `2.5%`. */
export function rateText({ percent, fixed }: Rate): string {
  const fixedText = fixed > 0 ? ` + PHP ${(fixed / 100).toFixed(2)}` : '';
  return `${percent.toFixed(1)}%${fixedText}`;
}

/** The fee on `amount` centavos: the percentage rounded to a centavo (halves up), plus the fixed part. */
export function feeFor(method: FeeMethod, amount: number): number {
  const { percent, fixed } = feeRates[method];
  return Math.round((amount * percent) / 100) + fixed;
}

export const fees = {
  card: rateText(feeRates.card),
  gcash: rateText(feeRates.gcash),
  maya: rateText(feeRates.maya),
  qrph: rateText(feeRates.qrph),
  billease: rateText(feeRates.billease),
  bdoInstallment: rateText(feeRates.bdo_installment),
  /** The value-added tax the rates include. */
  vat: '12%',
  /** How a fee that is not a whole centavo is rounded. */
  rounding: 'to the nearest centavo, halves rounded up',
} as const;
