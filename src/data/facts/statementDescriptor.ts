/** Statement descriptor rules, stated on its guide, going live, the card page and the business profile. */
import { documentNumber } from './openapiDocument';

export const statementDescriptor = {
  /** Read from the `statement_descriptor` schema of Create a payment intent. */
  maxLength: documentNumber([
    'paths',
    '/payment_intents',
    'post',
    'requestBody',
    'content',
    'application/json',
    'schema',
    'properties',
    'statement_descriptor',
    'maxLength',
  ]),
} as const;
