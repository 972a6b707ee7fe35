/**
 * API rate limits, stated on the rate limits guide, the error handling guide
 * and in the OpenAPI document's description of rate limits (the header
 * names live in the document alone; tests/unit/factsDocument.test.ts checks
 * that the document agrees with these figures).
 */
export const rateLimits = {
  /** Requests per second for one account, all endpoints together. */
  live: 100,
  test: 25,
  /** Requests per second for the list endpoints, in either mode. */
  list: 20,
  /** Requests per second for retrieving one and the same payment intent. */
  retrieveIntent: 2,
} as const;
