/**
 * 3-D Secure outcomes and the test cards that produce them (issue #18, the
 * failure path). The card that authenticates and then succeeds stays with the
 * other test cards; these are the ones for failed, canceled, abandoned and
 * declined-after-authentication attempts. Every number passes the Luhn check.
 */
export const threeDSecure = {
  /** How long the issuer waits for the cardholder before the attempt times out. */
  authenticationWindow: '10 minutes',
  /** The same wait for the timing-out test card, short enough to test by hand. */
  testAuthenticationWindow: '1 minute',
  cards: {
    /** Authentication fails: `three_d_secure_failed`. */
    fails: '4000 0000 0000 3345',
    /** The customer cancels on the authentication page: `three_d_secure_canceled`. */
    canceled: '4000 0000 0000 3568',
    /** Authentication never completes: `three_d_secure_timed_out` after the test window. */
    timesOut: '4000 0000 0000 3782',
    /** Authentication passes, then the issuer declines: `card_declined`. */
    declinedAfter: '4000 0000 0000 3907',
  },
} as const;
