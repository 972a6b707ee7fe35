/** Statement descriptor rules, stated on its guide, going live, the card page and the business profile. */
import { documentNumber, requestBodyProperty } from './openapiDocument';

export const statementDescriptor = {
  /** Read from the `statement_descriptor` schema of Create a payment intent. */
  maxLength: documentNumber([...requestBodyProperty('/payment_intents', 'post', 'statement_descriptor'), 'maxLength']),
} as const;
