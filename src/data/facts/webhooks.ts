/**
 * Webhook delivery figures. The OpenAPI document states them in every
 * webhook's response descriptions, so they are read from there.
 */
import { dashboard } from './dashboard';
import { documentPhrase } from './openapiDocument';

const failedResponse = ['webhooks', 'payment_intent.succeeded', 'post', 'responses', 'default'];
const okResponse = ['webhooks', 'payment_intent.succeeded', 'post', 'responses', '200'];

export const webhooks = {
  /** How long an endpoint has to answer a delivery with a 2xx status. */
  responseTimeout: documentPhrase(okResponse, /within (\d+ seconds)/),
  /** How long failed deliveries keep being retried. */
  retryWindow: documentPhrase(failedResponse, /for up to ([a-z]+ days)/),
  /** Attempts per event and endpoint: the first delivery and its retries. */
  deliveryAttempts: 11,
  /**
   * When each retry comes, by attempt number, counted from the first attempt:
   * the schedule the webhook operations page tables and the sandbox runs.
   */
  retryAfterFirstAttempt: {
    2: '5 minutes',
    3: '30 minutes',
    4: '2 hours',
    5: '6 hours',
    6: '12 hours',
    7: '24 hours',
    8: '36 hours',
    9: '48 hours',
    10: '60 hours',
    11: '72 hours',
  },
  /** The retry schedule in one phrase, for pages that summarise it. */
  retrySchedule:
    '5 minutes, 30 minutes, 2 hours, 6 hours and 12 hours after the first attempt, then every 12 hours until 72 hours',
  /** Failing time after which the team is emailed about an endpoint. */
  failureNoticeAfter: '24 hours',
  /** Failing time after which an endpoint is disabled automatically. */
  autoDisableAfter: 'five days',
  /** Largest event body delivered; endpoints must accept bodies this large. */
  maxPayloadSize: '256 KB',
  /** The same limit in the form body-size settings take (Express, nginx). */
  maxPayloadSizeSetting: '256kb',
  /** Source ranges of every delivery, test and live (documentation ranges: RFC 5737, RFC 3849). */
  sourceIpRanges: {
    ipv4First: '198.51.100.0/26',
    ipv4Second: '203.0.113.64/26',
    ipv6: '2001:db8:5a7::/48',
  },
  /** Shortest notice before the source ranges change, announced in the changelog. */
  sourceIpChangeNotice: '30 days',
  /** Longest time old and new signing secrets are both valid after a roll. */
  secretOverlapMax: '24 hours',
  /** Button on an event that delivers it again (the dashboard's source names it). */
  resendButton: dashboard.screens.eventLog.detailActions.resend,
  /** Button on a filtered event list that delivers every selected event again. */
  bulkResendButton: dashboard.screens.eventLog.actions.resendSelected,
  /** Most events one bulk resend delivers. */
  bulkResendLimit: 100,
  /** How far back the event log keeps events that can be resent. */
  eventLogRetention: '30 days',
  /** Button on an endpoint's page that creates a new signing secret. */
  rollSecretButton: dashboard.screens.webhooks.endpointActions.rollSecret,
} as const;
