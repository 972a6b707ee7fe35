/**
 * Webhook delivery figures. The OpenAPI document states them in every
 * webhook's response descriptions, so they are read from there.
 */
import { documentPhrase } from './openapiDocument';

const failedResponse = ['webhooks', 'payment_intent.succeeded', 'post', 'responses', 'default'];
const okResponse = ['webhooks', 'payment_intent.succeeded', 'post', 'responses', '200'];

export const webhooks = {
  /** How long an endpoint has to answer a delivery with a 2xx status. */
  responseTimeout: documentPhrase(okResponse, /within (\d+ seconds)/),
  /** How long failed deliveries keep being retried. */
  retryWindow: documentPhrase(failedResponse, /for up to ([a-z]+ days)/),
} as const;
