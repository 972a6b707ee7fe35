/**
 * Dispute (chargeback) figures, stated on the disputes guide, the dashboard's
 * disputes screen, the fees guide and the testing pages. The fee is the
 * adjustment line of the OpenAPI document's payout transaction examples
 * ("Chargeback dispute fee", `amount: -75000`); tests/unit/factsDocument.test.ts
 * keeps the two in step.
 */
import { dashboard } from './dashboard';

export const disputes = {
  /** What you are charged when a dispute opens, whatever its outcome. */
  fee: 'PHP 750.00',
  /** How long after a payment a cardholder can usually dispute it. */
  customerWindow: '120 days',
  /** How long you have to respond once a dispute opens. */
  evidenceWindow: '7 calendar days',
  /** How long the card network can take to decide once you respond. */
  decisionTime: 'up to 75 days',
  /** The largest evidence upload: one PDF, JPEG or PNG file. */
  maxFileSize: '5 MB',
  /** How many files one response can carry. */
  maxFiles: 10,
  /** A test card whose payment succeeds and is then disputed. */
  testCard: '4000 0000 0000 2685',
  /** How soon after the payment the test dispute opens. */
  testDelay: 'about one minute',
  /** The dashboard menu item (from the dashboard's structure) and the buttons of a dispute. */
  menu: dashboard.menu.disputes,
  submitButton: dashboard.screens.disputes.detailActions.submitEvidence,
  acceptButton: dashboard.screens.disputes.detailActions.acceptDispute,
} as const;
