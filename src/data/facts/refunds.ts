/**
 * Refund rules stated on the refunds guide, each method's page and the
 * dashboard guides. The refund windows are read from the OpenAPI document,
 * which states them in the description of `refund_window_expired`.
 */
import { documentValue } from './openapiDocument';

const windowsText = documentValue([
  'components',
  'schemas',
  'ErrorCode',
  'x-enumDescriptions',
  'refund_window_expired',
]);
const windows =
  /\((\d+) days for cards, GCash and Maya; (\d+) for QR Ph; (\d+) for BDO installment; (\d+) for BillEase\)/.exec(
    String(windowsText),
  );
if (!windows) {
  throw new Error(
    'Facts: the refund windows in the description of refund_window_expired (openapi/paysari.yaml) no longer match ' +
      'the pattern in src/data/facts/refunds.ts; update the pattern to the new wording.',
  );
}
const [, cardsAndWallets, qrph, bdoInstallment, billease] = windows;

export const refunds = {
  /** How long after payment each method can be refunded. */
  window: {
    card: `${cardsAndWallets} days`,
    gcash: `${cardsAndWallets} days`,
    maya: `${cardsAndWallets} days`,
    qrph: `${qrph} days`,
    billease: `${billease} days`,
    bdoInstallment: `${bdoInstallment} days`,
  },
  /** The largest refund a Support user may issue. */
  supportRoleMax: 'PHP 5,000.00',
  /** The roles that may refund any amount in the dashboard (the user roles table says the same). */
  anyAmountRoles: 'the Owner, Administrators and Finance users',
} as const;
