/**
 * The signature checker's model: given a delivery's raw body, its signature
 * header and a secret, say whether it verifies as the guide's handlers verify
 * it, and if not, name what failed. Runs on Web Crypto, so the same module
 * serves the reader's browser and the tests (Node.js 20 has `crypto.subtle`).
 *
 * HMAC cannot tell a changed body from a different secret. What the checker
 * can do is try the changes that happen in practice (a framework that
 * re-serializes JSON, a proxy that re-encodes non-ASCII text, a secret pasted
 * with a line break or an API key pasted instead) and report the one that
 * explains the signature; only when none does is the verdict "tampered".
 */
import { signatureFor } from '../../../sandbox/signature';
import { readSignatureHeader, signatureHeaderName, toleranceSeconds } from './signatureHeader';

export type VerdictKind =
  'valid' | 'stale' | 'malformed-header' | 'non-ascii' | 're-serialized' | 'wrong-secret' | 'tampered';

export interface Verdict {
  kind: VerdictKind;
  /** One line: what the checker concluded. */
  title: string;
  /** What it found and what to change. */
  detail: string;
  /** For `stale`: the receiver's clock minus `t`, in seconds (negative when `t` is in the future). */
  differenceSeconds?: number;
}

export interface DeliveryInput {
  body: string;
  header: string;
  secret: string;
  /** The receiver's clock, Unix seconds. */
  now: number;
}

async function matches(body: string, timestamp: number, secret: string, signatures: string[]): Promise<boolean> {
  const expected = await signatureFor(secret, timestamp, body);
  return signatures.includes(expected);
}

interface Variant {
  body: string;
  /** How the pasted body differs from the signed one, when this variant matches. */
  change: string;
}

/** Objects' keys sorted, recursively: the order some JSON libraries write. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** JSON as Python's json.dumps writes it by default: ", " and ": " separators, non-ASCII kept. */
function pythonStyle(value: unknown): string {
  return JSON.stringify(value).replace(
    /("(?:[^"\\]|\\.)*")|([,:])/g,
    (_match, text: string | undefined, mark: string) => text ?? `${mark} `,
  );
}

/** The ways a framework or tool re-serializes JSON: spacing and key order. */
function reSerializedVariants(body: string): Variant[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const lineBreaks: Variant[] = [
    { body: body.replace(/\r?\n$/, ''), change: 'a line break was added at the end of the body' },
    { body: `${body}\n`, change: 'the line break at the end of the body was removed' },
    { body: body.replace(/\r\n/g, '\n'), change: 'line endings were changed to CRLF' },
  ];
  if (parsed === undefined || typeof parsed !== 'object') return lineBreaks;
  const sorted = sortKeys(parsed);
  return [
    { body: JSON.stringify(parsed), change: 'whitespace was added (the signed body is compact JSON on one line)' },
    { body: JSON.stringify(parsed, null, 2), change: 'whitespace was changed (the signed body is indented by 2)' },
    { body: JSON.stringify(parsed, null, 4), change: 'whitespace was changed (the signed body is indented by 4)' },
    { body: pythonStyle(parsed), change: 'whitespace was changed (the signed body has a space after "," and ":")' },
    { body: JSON.stringify(sorted), change: 'the key order and whitespace were changed' },
    { body: JSON.stringify(sorted, null, 2), change: 'the key order and whitespace were changed' },
    ...lineBreaks,
  ];
}

/** Every non-ASCII character as a JSON \u escape (UTF-16 units, as JSON encoders write them). */
function escapeNonAscii(text: string): string {
  return text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** JSON \u escapes of non-ASCII characters written as the characters themselves. */
function unescapeNonAscii(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (escape, hex: string) => {
    const code = parseInt(hex, 16);
    return code > 0x7f ? String.fromCharCode(code) : escape;
  });
}

/** UTF-8 text that was read as Latin-1 ("Ã©" for "é"), read again as UTF-8; undefined when it is not that. */
function undoLatin1Reading(text: string): string | undefined {
  if (!/[\x80-\xff]/.test(text) || /[\u0100-\uffff]/.test(text)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The ways a proxy or a library mangles non-ASCII characters. */
function nonAsciiVariants(body: string): Variant[] {
  const variants: Variant[] = [];
  if (/[\u0080-\uffff]/.test(body)) {
    variants.push({
      body: escapeNonAscii(body),
      change: 'the signed body has non-ASCII characters as \\u escapes; something between us and you decoded them',
    });
  }
  if (/\\u[0-9a-fA-F]{4}/.test(body)) {
    variants.push({
      body: unescapeNonAscii(body),
      change: 'the signed body has non-ASCII characters as UTF-8; something escaped them as \\u sequences',
    });
  }
  const repaired = undoLatin1Reading(body);
  if (repaired !== undefined && repaired !== body) {
    variants.push({
      body: repaired,
      change: 'the body was sent as UTF-8 and read as Latin-1 ("Ã©" for "é"): read the raw bytes as UTF-8',
    });
  }
  return variants;
}

/** What is wrong with the secret's shape, if anything. */
function secretShapeProblem(secret: string): string | undefined {
  if (secret.startsWith('sk_') || secret.startsWith('pk_')) {
    return `${secret.slice(0, 8)}… is an API key. Signatures are made with the endpoint's own signing secret (whsk_…), shown on the endpoint's page in the dashboard and returned when you create the endpoint.`;
  }
  if (!secret.startsWith('whsk_')) {
    return 'It does not start with whsk_: signing secrets do. Copy the secret of the endpoint that received the delivery from its page in the dashboard.';
  }
  return undefined;
}

function describeDifference(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  const inMinutes = minutes >= 1 ? ` (about ${minutes} minute${minutes === 1 ? '' : 's'})` : '';
  return `${Math.abs(seconds)} seconds${inMinutes}`;
}

export async function diagnose(input: DeliveryInput): Promise<Verdict> {
  const header = readSignatureHeader(input.header);
  if (header.kind === 'non-ascii') {
    return {
      kind: 'non-ascii',
      title: 'Non-ASCII character in the signature header',
      detail: `Character ${header.position} of the header is "${header.character}". The ${signatureHeaderName} header is plain ASCII, so it was mangled on the way (a proxy re-encoding it) or in copying: take the header from the raw request.`,
    };
  }
  if (header.kind === 'malformed') {
    return {
      kind: 'malformed-header',
      title: 'Malformed signature header',
      detail: `${header.problem} The header reads t=<Unix seconds>,v1=<64 hex digits>, with one more v1= while a rolled secret overlaps.`,
    };
  }
  const { timestamp, signatures } = header;
  const { body, secret } = input;

  let secretNote = '';
  if (await matches(body, timestamp, secret, signatures)) {
    const difference = input.now - timestamp;
    if (Math.abs(difference) > toleranceSeconds) {
      const when = difference > 0 ? 'before' : 'after';
      return {
        kind: 'stale',
        title: 'Timestamp outside the tolerance',
        detail: `The signature matches, but t is ${describeDifference(difference)} ${when} your clock; the tolerance is ${toleranceSeconds} seconds either way. ${difference > 0 ? "A delivery this old is treated as a replay: if it just arrived, your server's clock is ahead; keep it in sync with NTP." : "Your server's clock is behind: keep it in sync with NTP."}`,
        differenceSeconds: difference,
      };
    }
    return {
      kind: 'valid',
      title: 'Valid signature',
      detail: `A v1 signature matches this body and secret, and t is ${describeDifference(difference)} from your clock, within the ${toleranceSeconds}-second tolerance. Your handler should accept it.`,
      differenceSeconds: difference,
    };
  }

  const trimmed = secret.trim();
  if (trimmed !== secret) {
    if (await matches(body, timestamp, trimmed, signatures)) {
      return {
        kind: 'wrong-secret',
        title: 'Wrong secret: it has spaces or a line break around it',
        detail:
          'The signature matches the secret without them. Trim the secret where your server reads it (an environment file often adds a line break).',
      };
    }
    secretNote = ' (The secret has spaces or a line break around it; trim it too.)';
  }
  const shapeProblem = secretShapeProblem(trimmed);
  if (shapeProblem) {
    return { kind: 'wrong-secret', title: 'Wrong secret', detail: shapeProblem };
  }

  // Re-encoding first: re-serializing also decodes \u escapes, and would hide it.
  for (const variant of nonAsciiVariants(body)) {
    if (variant.body !== body && (await matches(variant.body, timestamp, trimmed, signatures))) {
      return {
        kind: 'non-ascii',
        title: 'Non-ASCII characters mangled',
        detail: `The signature matches this body with its non-ASCII characters as they were sent: ${variant.change}. Verify the raw bytes, before any decoding or re-encoding.${secretNote}`,
      };
    }
  }
  for (const variant of reSerializedVariants(body)) {
    if (variant.body !== body && (await matches(variant.body, timestamp, trimmed, signatures))) {
      return {
        kind: 're-serialized',
        title: 'Body re-serialized',
        detail: `The signature matches this body as it was sent, but ${variant.change}. Your framework parsed the JSON and wrote it again before you verified. Verify the raw bytes of the request, then parse them.${secretNote}`,
      };
    }
  }
  return {
    kind: 'tampered',
    title: 'Tampered body (or another endpoint’s secret)',
    detail: `No v1 signature matches, and neither re-serializing the body nor re-encoding its characters explains it: the body is not the one that was signed with this secret. If you pasted the body exactly as received, check that the secret is the one of the endpoint that received it (test and live endpoints each have their own, and a rolled secret replaces the old one).${secretNote}`,
  };
}
