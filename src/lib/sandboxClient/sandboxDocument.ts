/**
 * The part of the OpenAPI document the in-browser sandbox reads
 * (sandbox/document.ts): paths, parameters, schemas, the error catalogue and
 * the few figures only the document states. The generator writes it as JSON
 * (.generated/api/sandbox-document.json), so the reader's browser needs no
 * YAML parser and downloads no prose or examples it would never show.
 * `sandboxDocument.test.ts` proves the sandbox answers every documented
 * request the same with this document as with the full one.
 */
import type { OpenApiDocument } from '../openapi/types';

/** Where the sandbox reads a `description` (sandbox/document.ts and the 404 message of a path parameter). */
const keptDescriptions = [
  // The QR Ph lifetime ("… 30 minutes after it is generated").
  ['components', 'schemas', 'NextAction', 'properties', 'qr', 'properties', 'expires_at'],
];

const droppedEverywhere = new Set(['examples', 'example', 'summary', 'title', 'x-codeSamples', 'externalDocs']);
/** Top-level sections the sandbox never reads. */
const droppedSections = new Set(['tags', 'webhooks', 'servers', 'x-tagGroups', 'externalDocs']);

const samePath = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((part, index) => part === b[index]);

function prune(node: unknown, at: string[]): unknown {
  if (Array.isArray(node)) return node.map((item, index) => prune(item, [...at, String(index)]));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  // Under `properties` (and the like) every key is a name, such as a property called "description".
  const keysAreNames = ['properties', 'schemas', 'parameters', 'responses', 'paths', 'headers', 'content'].includes(
    at[at.length - 1] ?? '',
  );
  // A parameter keeps its description: a path parameter's names the object in a 404 message.
  const isParameter = typeof record.in === 'string' && typeof record.name === 'string';
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!keysAreNames) {
      if (at.length === 0 && droppedSections.has(key)) continue;
      // The 400 examples give the documented `doc_url` the sandbox's errors carry.
      if (droppedEverywhere.has(key) && !(key === 'examples' && isBadRequestContent(at))) continue;
      if (key === 'description' && !isParameter && !keptDescriptions.some((kept) => samePath(kept, at))) continue;
    }
    out[key] = prune(value, [...at, key]);
  }
  return out;
}

/** `components.responses.BadRequest.content.application/json`: the one place examples are read. */
function isBadRequestContent(at: readonly string[]): boolean {
  return samePath(at, ['components', 'responses', 'BadRequest', 'content', 'application/json']);
}

/** The document without what the sandbox never reads: prose, examples, tags, webhooks. */
export function sandboxDocument(raw: OpenApiDocument): OpenApiDocument {
  return prune(raw, []) as OpenApiDocument;
}
