/**
 * The `<Provider>-Signature` header of a webhook delivery, as the webhooks
 * guide defines it: `t=<unix seconds>,v1=<64 lowercase hex>`, with one `v1`
 * entry per signing secret while a rolled secret overlaps the old one.
 * Pure and shared by the signature checker (browser) and its tests (Node).
 */
import { brand } from '../../brand';

export const signatureHeaderName = `${brand.name}-Signature`;

/** How far a delivery's `t` may be from the receiver's clock, either way (the guide's "five minutes (300 seconds)"). */
export const toleranceSeconds = 300;

export interface ParsedSignatureHeader {
  kind: 'parsed';
  timestamp: number;
  /** Every `v1` signature, lowercase hex. */
  signatures: string[];
}

export interface NonAsciiHeader {
  kind: 'non-ascii';
  character: string;
  /** 1-based position in the header value. */
  position: number;
}

export interface MalformedHeader {
  kind: 'malformed';
  problem: string;
}

export type SignatureHeaderReading = ParsedSignatureHeader | NonAsciiHeader | MalformedHeader;

/** A leading `<Provider>-Signature:` copied with the value is not part of it. */
function withoutHeaderName(text: string): string {
  const prefix = `${signatureHeaderName.toLowerCase()}:`;
  const trimmed = text.trim();
  return trimmed.toLowerCase().startsWith(prefix) ? trimmed.slice(prefix.length).trim() : trimmed;
}

/**
 * Reads a header value. Parts are split on `,` and each on its first `=`,
 * spaces around them ignored, as the guide's handlers do; keys other than
 * `t` and `v1` (later schemes) are ignored.
 */
export function readSignatureHeader(text: string): SignatureHeaderReading {
  const value = withoutHeaderName(text);
  const nonAscii = /[^\x20-\x7e]/u.exec(value);
  if (nonAscii)
    return { kind: 'non-ascii', character: nonAscii[0], position: [...value.slice(0, nonAscii.index)].length + 1 };
  if (value === '') return { kind: 'malformed', problem: 'The header is empty.' };
  const timestamps: string[] = [];
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const index = part.indexOf('=');
    if (index < 0) return { kind: 'malformed', problem: `"${part.trim()}" has no "=": every part is key=value.` };
    const key = part.slice(0, index).trim();
    const entry = part.slice(index + 1).trim();
    if (key === 't') timestamps.push(entry);
    if (key === 'v1') signatures.push(entry);
  }
  if (timestamps.length === 0) return { kind: 'malformed', problem: 'There is no t= part (the signing time).' };
  if (timestamps.length > 1) return { kind: 'malformed', problem: 'There is more than one t= part.' };
  const timestamp = timestamps[0] ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) {
    return { kind: 'malformed', problem: `t=${timestamp} is not a Unix time in whole seconds.` };
  }
  if (signatures.length === 0) return { kind: 'malformed', problem: 'There is no v1= part (the signature).' };
  for (const signature of signatures) {
    if (/^[0-9A-F]{64}$/i.test(signature) && signature !== signature.toLowerCase()) {
      return { kind: 'malformed', problem: `v1=${signature} has upper-case letters: signatures are lowercase hex.` };
    }
    if (!/^[0-9a-f]{64}$/.test(signature)) {
      return {
        kind: 'malformed',
        problem: `v1=${signature} is not 64 hexadecimal digits (it has ${signature.length} characters): it was cut or altered.`,
      };
    }
  }
  return { kind: 'parsed', timestamp: Number(timestamp), signatures };
}
