/**
 * The error decoder's model: reads what a reader pastes (an error response
 * body, `curl -i` output with its status line, a doc_url or a bare code) and
 * finds the catalogue row and what to do. Pure, so the tests and the
 * browser share it.
 */
import type { ErrorCodeEntry } from '../openapi/errorCatalogue';
import { retryAdvice, type RetryAdvice } from './retryAdvice';

export interface DecodedError {
  /** The catalogue row of the code, when the code is in the catalogue. */
  entry?: ErrorCodeEntry;
  /** The code found in the text, known or not. */
  code?: string;
  status?: number;
  type?: string;
  param?: string;
  requestId?: string;
  advice?: RetryAdvice;
  /** Things the reader should know about what was pasted. */
  notes: string[];
}

interface ErrorBody {
  type?: unknown;
  code?: unknown;
  param?: unknown;
  request_id?: unknown;
  doc_url?: unknown;
}

/** The `error` object of the first JSON object in the text, if any. */
function errorObject(text: string): ErrorBody | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    const value = JSON.parse(text.slice(start, end + 1)) as { error?: unknown };
    return value.error !== null && typeof value.error === 'object' ? (value.error as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function decodeError(input: string, catalogue: readonly ErrorCodeEntry[]): DecodedError {
  const notes: string[] = [];
  const byCode = new Map(catalogue.map((entry) => [entry.code, entry]));
  const statusOfType = new Map(catalogue.map((entry) => [entry.type, entry.status]));
  const statusLine = /^HTTP\/[\d.]+\s+(\d{3})\b/m.exec(input);
  const lineStatus = statusLine ? Number(statusLine[1]) : undefined;
  const body = errorObject(input);

  let code = text(body?.code) ?? /error_codes#([a-z0-9_]+)/.exec(text(body?.doc_url) ?? input)?.[1];
  // A bare code, or one in running text: the first word that is a catalogue code.
  code ??= input.match(/[a-z][a-z0-9_]+/g)?.find((word) => byCode.has(word));
  const entry = code ? byCode.get(code) : undefined;
  const type = text(body?.type) ?? entry?.type;
  const bareStatus = /^\s*(\d{3})\s*$/.exec(input)?.[1];
  const status =
    entry?.status ??
    lineStatus ??
    (type ? statusOfType.get(type) : undefined) ??
    (bareStatus ? Number(bareStatus) : undefined);

  if (code && !entry) {
    notes.push(
      `${code} is not in this catalogue: it may be newer than these docs. Handle it by its HTTP status${type ? ` and its type, ${type}` : ''}.`,
    );
  }
  if (entry && lineStatus !== undefined && lineStatus !== entry.status) {
    notes.push(`The response's status line says ${lineStatus}, but ${entry.code} is returned with ${entry.status}.`);
  }
  if (entry && body && text(body.type) && text(body.type) !== entry.type) {
    notes.push(`The body's type is ${String(body.type)}, but ${entry.code} is a ${entry.type}.`);
  }
  if (status !== undefined && status >= 502 && status <= 504 && !entry) {
    notes.push('A gateway or load balancer answered, possibly without a JSON body: treat it like a 500.');
  }
  if (!code && status === undefined) {
    notes.push('No error code, type or HTTP status found. Paste the response body, or the code alone.');
  }
  return {
    entry,
    code,
    status,
    type,
    param: text(body?.param),
    requestId: text(body?.request_id),
    advice: status !== undefined && status >= 400 ? retryAdvice(status, code) : undefined,
    notes,
  };
}
