/**
 * Per-method figures stated on the payment methods overview, each method's
 * page, its walkthrough, the elements and checkout guides and the testing
 * guide. The API-wide amount limits come from the OpenAPI document (see
 * limits.ts); the tighter limits of some methods are not in the document, so
 * they live here.
 */
import { limits } from './limits';

export const paymentMethods = {
  card: { min: limits.payment.min, max: limits.payment.max, settlement: 'T+3', settlementDays: 'three business days' },
  gcash: { min: limits.payment.min, max: limits.payment.max, settlement: 'T+1', settlementDays: 'one business day' },
  maya: { min: limits.payment.min, max: limits.payment.max, settlement: 'T+1', settlementDays: 'one business day' },
  qrph: {
    min: limits.payment.min,
    max: 'PHP 50,000.00',
    maxMinor: 5000000,
    settlement: 'T+1',
    settlementDays: 'one business day',
  },
  billease: {
    min: 'PHP 1,500.00',
    minMinor: 150000,
    max: 'PHP 60,000.00',
    maxMinor: 6000000,
    settlement: 'T+5',
    settlementDays: 'five business days',
  },
  bdoInstallment: {
    min: 'PHP 3,000.00',
    minMinor: 300000,
    max: limits.payment.max,
    maxMinor: limits.payment.maxMinor,
    settlement: 'T+3',
    settlementDays: 'three business days',
  },
} as const;
