/**
 * What to do after an error response: whether a retry is safe and which
 * Idempotency-Key to send. The rules are the error handling guide's ("What
 * to do for each status", "Retry failed requests safely"); retryAdvice.test.ts fails when
 * the guide's table and these rules disagree.
 */

export interface GuideLink {
  label: string;
  to: string;
}

export interface RetryAdvice {
  retry: boolean;
  /** When and how to retry, or what to change instead. */
  retryText: string;
  /** Whether the next attempt reuses the Idempotency-Key. */
  key: 'same' | 'new';
  keyText: string;
  links: GuideLink[];
}

const handling = '/docs/guide/developer_handbook/error_handling';
const retrySafely: GuideLink = {
  label: 'Retry failed requests safely',
  to: `${handling}#retry-failed-requests-safely`,
};
const perStatus: GuideLink = { label: 'What to do for each status', to: `${handling}#what-to-do-for-each-status` };
const idempotency: GuideLink = { label: 'Idempotency', to: '/docs/guide/developer_handbook/about_our_api#idempotency' };

const sameKey =
  'Send the retry with the same Idempotency-Key: if the first attempt did run, you get its stored result instead of a second payment or refund.';
const newKey =
  'Send the corrected request with a new Idempotency-Key: the same key with the same parameters returns this stored error again, and with changed parameters it is refused with idempotency_key_reused.';

/** The statuses the error handling guide lists as safe to retry. */
export const retryableStatuses: readonly number[] = [409, 429, 500, 502, 503, 504];

export function retryAdvice(status: number, code?: string): RetryAdvice {
  if (status === 409 && code === 'idempotency_request_in_progress') {
    return {
      retry: true,
      retryText: 'Yes: the first request with this key is still running. Wait briefly, then retry.',
      key: 'same',
      keyText: 'Retry with the same Idempotency-Key, so that the retry returns the first request’s result.',
      links: [idempotency, retrySafely],
    };
  }
  if (status === 409) {
    return {
      retry: false,
      retryText: 'No: this key was already used for a different request. Fix how you generate keys.',
      key: 'new',
      keyText: 'Generate a new Idempotency-Key for this request, and never reuse a key for a different request.',
      links: [idempotency, perStatus],
    };
  }
  if (status === 429) {
    return {
      retry: true,
      retryText: 'Yes: wait at least the Retry-After header’s seconds, then retry with exponential backoff and jitter.',
      key: 'same',
      keyText: sameKey,
      links: [{ label: 'Rate limits', to: '/docs/guide/developer_handbook/rate_limits' }, retrySafely],
    };
  }
  if (status >= 500) {
    return {
      retry: true,
      retryText:
        'Yes: the failure is on the provider’s side (or a gateway’s). Retry with exponential backoff and jitter, and stop after a few attempts.',
      key: 'same',
      keyText: sameKey,
      links: [retrySafely, idempotency],
    };
  }
  const byStatus: Record<number, { retryText: string; links: GuideLink[] }> = {
    400: {
      retryText: 'No: fix the request (read code and param) or check the object’s status first.',
      links: [perStatus],
    },
    401: {
      retryText: 'No: fix the secret key first.',
      links: [{ label: 'Authentication', to: '/docs/guide/developer_handbook/authentication' }, perStatus],
    },
    402: {
      retryText: 'No, not without a change: the payment was declined. Ask the customer for another payment method.',
      links: [{ label: 'Declines', to: '/docs/guide/developer_handbook/error_codes#declines' }, perStatus],
    },
    403: { retryText: 'No: use the key of the right mode, or change the account settings.', links: [perStatus] },
    404: { retryText: 'No: check the id, its prefix and the mode of your key.', links: [perStatus] },
  };
  const known = byStatus[status] ?? {
    retryText: 'No: a retry repeats the same failure. Fix the request first.',
    links: [perStatus],
  };
  return { retry: false, ...known, key: 'new', keyText: newKey, links: [...known.links, idempotency] };
}
