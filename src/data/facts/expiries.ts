/** How long things last before they expire: checkout sessions, card holds, wallet approvals. */
import { documentPhrase, requestBodyProperty } from './openapiDocument';

const captureType = requestBodyProperty('/payment_intents', 'post', 'capture_type');

export const expiries = {
  /** A checkout session expires this long after creation (stated by the document). */
  checkoutSession: documentPhrase(
    ['components', 'schemas', 'CheckoutSession', 'properties', 'expires_at'],
    /paid, (\d+ hours) after creation/,
  ),
  /** A manual-capture card hold lasts this long (stated by the document). */
  cardHold: documentPhrase(captureType, /holds last (\d+ days)/),
  /** The time a customer has to approve a GCash or Maya payment after the redirect. */
  walletApproval: '15 minutes',
  /** How long a closed account can still refund and read its dashboard. */
  closedAccount: '180 days',
  /** How long a rolled API key keeps working at most, when you choose a period instead of Now. */
  apiKeyRollPeriod: '7 days',
} as const;
