/**
 * What a webhook endpoint answers a delivery, and which answers acknowledge
 * it. A module of its own so that the sandbox page can read answers without
 * loading the model.
 */

/** A status code, or nothing within the response timeout. */
export type EndpointAnswer = number | 'timeout';

/** A delivery succeeds on a `2xx` answer; any other status, or none in time, is a failure. */
export const isAcknowledged = (answer: EndpointAnswer): boolean =>
  typeof answer === 'number' && answer >= 200 && answer < 300;
