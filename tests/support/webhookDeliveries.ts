/**
 * Webhook deliveries with known verdicts, shared by the samples test (the
 * guide's handlers must accept or reject them), the signature checker's unit
 * tests and its browser test (it must name the same verdict). One list, so
 * the checker and the handlers are held to the same vectors.
 */
import { createHmac } from 'node:crypto';
import { loadDocument } from '../../plugins/openapi-docs/load';
import type { VerdictKind } from '../../src/lib/webhookSignature/diagnose';
import { sampleEventBody, signDelivery } from '../../src/lib/webhookSignature/sampleDelivery';

/** The secret the handlers verify with, passed as WEBHOOK_SECRET_KEY (the samples' own placeholder). */
export const webhookSecret = 'whsk_YOUR_WEBHOOK_SECRET_KEY';

export interface WebhookVector {
  name: string;
  /** The body as the receiver got it (UTF-8 text). */
  body: string;
  /** The signature header's value as the receiver got it. */
  header: string;
  /** The secret the receiver verifies with. */
  secret: string;
  /** What the signature checker must say. */
  verdict: VerdictKind;
  /**
   * Whether the guide's handlers (run with `webhookSecret`) must accept the
   * delivery or answer 400; absent for cases that are about the receiver's
   * secret rather than the delivery, which a handler cannot be sent.
   */
  handlers?: 'accept' | 'reject';
}

/** The reference signer (Node's crypto, independent of the checker's Web Crypto). */
export function sign(body: string, timestamp: number, secret = webhookSecret): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The delivery body: the document's example of `payment.paid`, the event the webhooks guide shows. */
export function deliveryBody(): string {
  return sampleEventBody(loadDocument());
}

function readAsLatin1(text: string): string {
  return String.fromCharCode(...Buffer.from(text, 'utf8'));
}

export async function webhookVectors(now: number): Promise<WebhookVector[]> {
  const body = deliveryBody();
  const valid = sign(body, now);
  const pretty = JSON.stringify(JSON.parse(body), null, 2);
  const pythonStyle = JSON.stringify(JSON.parse(body), null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/([[{]) /g, '$1')
    .replace(/ ([\]}])/g, '$1');
  const accented = body.replace(/"name":"([^"]*)"/, '"name":"$1 Niño"');
  if (accented === body) throw new Error('The payment.paid example has no "name" to give a non-ASCII character.');
  const accentedHeader = sign(accented, now);
  const rolledHeader = `${sign(body, now, 'whsk_THE_SECRET_BEFORE_THE_ROLL').replace(/^t=\d+,/, `t=${now},`)},${valid.replace(/^t=\d+,/, '')}`;
  const sample = await signDelivery(body, webhookSecret, now);
  const base = { body, header: valid, secret: webhookSecret };
  return [
    { ...base, name: 'a valid signature', verdict: 'valid', handlers: 'accept' },
    {
      ...base,
      name: "the checker's signed sample delivery",
      header: sample.header,
      verdict: 'valid',
      handlers: 'accept',
    },
    // While a secret is rolled, a delivery carries one v1 per valid secret (sandbox/signature.ts): the
    // receiver's secret may sign either, so a handler that keeps only one v1 fails one of these two.
    {
      ...base,
      name: 'two v1 signatures while a secret is rolled, ours last',
      header: rolledHeader,
      verdict: 'valid',
      handlers: 'accept',
    },
    {
      ...base,
      name: 'two v1 signatures while a secret is rolled, ours first',
      header: `${valid},v1=${sign(body, now, 'whsk_THE_SECRET_AFTER_THE_ROLL').split(',v1=')[1]}`,
      verdict: 'valid',
      handlers: 'accept',
    },
    {
      ...base,
      name: 'a tampered body',
      body: body.replace(/"amount":(\d)/, '"amount":9$1'),
      verdict: 'tampered',
      handlers: 'reject',
    },
    {
      ...base,
      name: 'a stale timestamp (10 minutes old)',
      header: sign(body, now - 600),
      verdict: 'stale',
      handlers: 'reject',
    },
    // The tolerance holds both ways (the guide's step 5): a sender's clock ahead is refused too.
    {
      ...base,
      name: 'a timestamp 10 minutes ahead of the receiver’s clock',
      header: sign(body, now + 600),
      verdict: 'stale',
      handlers: 'reject',
    },
    // The signature's last hex digit replaced by "é", sent as UTF-8 bytes.
    {
      ...base,
      name: 'a non-ASCII signature',
      header: `${valid.slice(0, -1)}é`,
      verdict: 'non-ascii',
      handlers: 'reject',
    },
    {
      ...base,
      name: 'a header without t=',
      header: valid.replace(/^t=\d+,/, ''),
      verdict: 'malformed-header',
      handlers: 'reject',
    },
    { ...base, name: 'an API key pasted as the secret', secret: 'sk_test_YOUR_SECRET_KEY', verdict: 'wrong-secret' },
    { ...base, name: 'a secret with a space after it', secret: `${webhookSecret} `, verdict: 'wrong-secret' },
    {
      ...base,
      name: "signed with another endpoint's secret",
      header: sign(body, now, 'whsk_ANOTHER_ENDPOINTS_SECRET'),
      verdict: 'tampered',
      handlers: 'reject',
    },
    {
      ...base,
      name: 'a body re-serialized with indentation',
      body: pretty,
      verdict: 're-serialized',
      handlers: 'reject',
    },
    {
      ...base,
      name: 'a body re-serialized with spaces after "," and ":"',
      body: pythonStyle,
      verdict: 're-serialized',
      handlers: 'reject',
    },
    {
      ...base,
      name: 'a body whose non-ASCII characters were escaped',
      body: accented.replace(/ñ/g, '\\u00f1'),
      header: accentedHeader,
      verdict: 'non-ascii',
      handlers: 'reject',
    },
    {
      ...base,
      name: 'a UTF-8 body read as Latin-1',
      body: readAsLatin1(accented),
      header: accentedHeader,
      verdict: 'non-ascii',
      handlers: 'reject',
    },
  ];
}
