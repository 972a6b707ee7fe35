/**
 * A walkthrough's request step as the sandbox takes it ("Run in sandbox",
 * src/components/RunInSandbox): the step's own curl sample read back into a
 * request, the page's example ids swapped for the reader's sandbox objects
 * of the same kind (as the walkthrough flows do, tests/samples/flows.ts), and
 * the browser library's confirm played through the sandbox's control surface.
 * Pure: the lazy part of the button and the unit tests share it.
 */
import type { SandboxRequest } from '../../../sandbox';
import { authorization } from './session';

/** The words of a shell command as the shell reads them: quotes, escapes and line continuations. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let index = 0; index < command.length; index++) {
    const char = command[index]!;
    if (char === '\\') {
      const next = command[++index] ?? '';
      // A backslash before a newline joins the lines; before anything else it keeps that character.
      if (next !== '\n') word = (word ?? '') + next;
    } else if (char === "'") {
      const end = command.indexOf("'", index + 1);
      word = (word ?? '') + command.slice(index + 1, end === -1 ? undefined : end);
      index = end === -1 ? command.length : end;
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The request a sample's `curl` command sends (method, path under the API's `/v1`, headers, body). */
export function curlRequest(command: string): SandboxRequest {
  const words = shellWords(command.trim());
  if (words[0] !== 'curl') throw new Error('This step’s sample is not a curl command.');
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let index = 1; index < words.length; index++) {
    const word = words[index]!;
    const value = (): string => words[++index] ?? '';
    if (word === '-X' || word === '--request') method = value();
    else if (word === '-u' || word === '--user') headers.Authorization = authorization(value().replace(/:.*$/s, ''));
    else if (word === '-H' || word === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (word === '-d' || word === '--data' || word === '--data-raw') body = value();
    else if (!word.startsWith('-')) url ??= word;
  }
  if (!url) throw new Error('This step’s curl command has no address.');
  const address = new URL(url);
  return {
    method: (method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase(),
    path: address.pathname + address.search,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}

/** An object id as the samples write them: a lowercase prefix and 24 letters and digits. */
const sampleId = /\b([a-z]+_)[A-Za-z0-9]{24}\b/g;

/**
 * `request` with each id of the page's examples replaced by the reader's newest sandbox object of
 * that kind (`ids` newest first), a fresh idempotency key (each run is a new attempt, as a reader
 * running the step again means), and the kinds of id the sandbox has none of.
 */
export function withSandboxIds(
  request: SandboxRequest,
  ids: readonly string[],
  idempotencyKey: string,
): { request: SandboxRequest; missing: string[] } {
  const missing = new Set<string>();
  const swap = (text: string): string =>
    text.replace(sampleId, (id, prefix: string) => {
      const own = ids.find((candidate) => candidate.startsWith(prefix));
      if (!own) missing.add(prefix);
      return own ?? id;
    });
  const headers = { ...request.headers };
  for (const name of Object.keys(headers)) {
    if (name.toLowerCase() === 'idempotency-key') headers[name] = idempotencyKey;
  }
  return {
    request: {
      ...request,
      path: swap(request.path),
      headers,
      ...(request.body === undefined ? {} : { body: swap(request.body) }),
    },
    missing: [...missing],
  };
}

/**
 * What the browser library's confirm sends, as the sandbox plays it: the newest payment intent,
 * confirmed with `paymentMethod` (a wallet's type, or a test card), under `secretKey`.
 */
export function confirmRequest(
  intentId: string,
  paymentMethod: { type: string; card?: { number: string } },
  secretKey: string,
): SandboxRequest {
  return {
    method: 'POST',
    path: `/v1/_sandbox/payment_intents/${intentId}/confirm`,
    headers: { Authorization: authorization(secretKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment_method: paymentMethod }),
  };
}
