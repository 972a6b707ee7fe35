/** Webhook delivery figures, stated on the webhooks guide and wherever a page mentions deliveries. */
export const webhooks = {
  /** How long an endpoint has to answer a delivery with a 2xx status. */
  responseTimeout: '10 seconds',
  /** How long failed deliveries keep being retried. */
  retryWindow: 'three days',
} as const;
