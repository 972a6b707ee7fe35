/**
 * Webhook signatures as the document defines them: `v1` is the hex
 * HMAC-SHA256 of `<t>.<raw body>` keyed with an endpoint's signing secret.
 * While a secret is rolled, a delivery carries one `v1` per valid secret,
 * newest first: `t=1749103295,v1=<new>,v1=<old>`. A receiver keeps every
 * `v1` and accepts the delivery when any of them matches.
 * Web Crypto only (`crypto.subtle`), so the same code runs in Node 20 and in
 * a browser worker.
 */
const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex HMAC-SHA256 of `<t>.<body>`. */
export async function signatureFor(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
}

/** The `Paysari-Signature` header for a body, signed with every secret given (newest first). */
export async function signatureHeader(secrets: readonly string[], timestamp: number, body: string): Promise<string> {
  const values = await Promise.all(secrets.map((secret) => signatureFor(secret, timestamp, body)));
  return [`t=${timestamp}`, ...values.map((value) => `v1=${value}`)].join(',');
}

/** `t` and every `v1` of a header, or undefined when it does not follow the grammar. */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  const match = /^t=([0-9]+)((?:,v1=[0-9a-f]{64})+)$/.exec(header);
  if (!match) return undefined;
  return {
    timestamp: Number(match[1]),
    signatures: (match[2] ?? '').split(',v1=').filter(Boolean),
  };
}

/** Whether any `v1` of the header matches the body under `secret`, within `toleranceSeconds` of `nowSeconds`. */
export async function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number,
): Promise<boolean> {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const expected = await signatureFor(secret, parsed.timestamp, body);
  return parsed.signatures.includes(expected);
}
