/**
 * API limits stated on many pages: payment and refund amounts, metadata and
 * idempotency keys. The OpenAPI document states every one of them in its
 * schemas, so they are read from there.
 */
import { documentNumber, documentPhrase, pesos, requestBodyProperty } from './openapiDocument';

const createIntentAmount = requestBodyProperty('/payment_intents', 'post', 'amount');
const createRefundAmount = requestBodyProperty('/refunds', 'post', 'amount');
const metadata = ['components', 'schemas', 'Metadata'];
const idempotencyKey = ['components', 'parameters', 'IdempotencyKey'];

const paymentMin = documentNumber([...createIntentAmount, 'minimum']);
const paymentMax = documentNumber([...createIntentAmount, 'maximum']);
const refundMin = documentNumber([...createRefundAmount, 'minimum']);

export const limits = {
  payment: {
    /** The smallest payment any method accepts, e.g. "PHP 20.00". */
    min: pesos(paymentMin),
    /** The same in centavos, as the API takes it. */
    minMinor: paymentMin,
    max: pesos(paymentMax),
    maxMinor: paymentMax,
  },
  refund: {
    min: pesos(refundMin),
    minMinor: refundMin,
  },
  metadata: {
    maxKeys: documentNumber([...metadata, 'maxProperties']),
    keyMaxLength: documentNumber([...metadata, 'propertyNames', 'maxLength']),
    valueMaxLength: documentNumber([...metadata, 'additionalProperties', 'maxLength']),
  },
  idempotency: {
    /** How long a key's first result is kept, e.g. "24 hours". */
    window: documentPhrase(idempotencyKey, /with this key for (\d+ hours)/),
    keyMaxLength: documentNumber([...idempotencyKey, 'schema', 'maxLength']),
  },
} as const;
