/**
 * A signed sample delivery and the curl command that sends it to the
 * reader's local server: the checker's second half. The event is the
 * document's example of `payment.paid`, the event the webhooks guide shows
 * and the one the samples test delivers to the guide's handlers.
 */
import type { OpenApiDocument } from '../openapi/types';
import { signatureHeader } from '../../../sandbox/signature';
import { signatureHeaderName } from './signatureHeader';

export const sampleEventType = 'payment.paid';

/** Where the guide's handlers listen. */
export const defaultLocalEndpoint = 'http://localhost:3000/webhooks';

/** The document's example of the sample event, as the compact JSON a delivery carries. */
export function sampleEventBody(document: OpenApiDocument): string {
  const examples = document.webhooks?.[sampleEventType]?.post?.requestBody?.content['application/json']?.examples ?? {};
  const value = Object.values(examples)[0]?.value;
  if (!value) {
    throw new Error(
      `openapi/paysari.yaml has no example for the ${sampleEventType} webhook: the sample delivery needs one.`,
    );
  }
  return JSON.stringify(value);
}

export interface SignedDelivery {
  body: string;
  /** The signature header's value. */
  header: string;
}

export async function signDelivery(body: string, secret: string, timestamp: number): Promise<SignedDelivery> {
  return { body, header: await signatureHeader([secret], timestamp, body) };
}

/** A POSIX shell single-quoted word. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl command that posts the delivery. `--data-binary` sends the body's
 * bytes unchanged (`-d` would strip line breaks); `--fail-with-body` makes a
 * 4xx answer a failure the shell sees.
 */
export function curlCommand(url: string, delivery: SignedDelivery): string {
  return [
    `curl --fail-with-body ${shellQuote(url)}`,
    `  -H 'Content-Type: application/json'`,
    `  -H ${shellQuote(`${signatureHeaderName}: ${delivery.header}`)}`,
    `  --data-binary ${shellQuote(delivery.body)}`,
  ].join(' \\\n');
}
