/**
 * The request builder's request as the sandbox takes it, and the ids the
 * reader has created that fit the builder's id fields. Pure: shared by the
 * builder's Send action and the unit tests.
 */
import { fullUrl, type SampleRequest } from '../openapi/codeSamples';
import { mergeAllOf } from '../openapi/resolve';
import type { Schema } from '../openapi/types';
import type { BuilderOperation } from '../requestBuilder/operationData';
import { authorization } from './session';

/** What the sandbox gets: the same method, path, query, headers and JSON body as the code samples send. */
export function sandboxRequest(request: SampleRequest): {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
} {
  const url = new URL(fullUrl(request));
  const headers: Record<string, string> = { Authorization: authorization(request.secretKey), ...request.headers };
  if (request.body === undefined)
    return { method: request.method.toUpperCase(), path: url.pathname + url.search, headers };
  return {
    method: request.method.toUpperCase(),
    path: url.pathname + url.search,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(request.body),
  };
}

/** The id prefix a schema's pattern requires (`^pi_[A-Za-z0-9]{24}$` → `pi_`). */
export function idPrefixOf(schema: Schema | undefined): string | undefined {
  return /^\^([a-z]+_)\[/.exec(schema?.pattern ?? '')?.[1];
}

export interface IdField {
  /** Where the field is: a path parameter, or a top-level body property. */
  location: 'path' | 'body';
  name: string;
  /** The reader's ids that fit, in the order given (most recently changed first). */
  ids: string[];
}

/**
 * Each path parameter and top-level body field that takes an id, with the ids of the reader's
 * objects that fit it, from the account of `key` only: each test key is an account of its own,
 * so another key's id would answer 404.
 */
export function idFields(
  operation: BuilderOperation,
  objects: readonly { id: string; key: string }[],
  key: string | undefined,
): IdField[] {
  const ids = objects.filter((object) => object.key === key).map((object) => object.id);
  const fitting = (schema: Schema | undefined): string[] => {
    const prefix = idPrefixOf(schema);
    return prefix ? ids.filter((id) => id.startsWith(prefix)) : [];
  };
  const fields: IdField[] = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => ({ location: 'path' as const, name: parameter.name, ids: fitting(parameter.schema) }));
  const body = operation.requestBody ? mergeAllOf(operation.requestBody.schema) : undefined;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
    const ids = [...new Set(variants.flatMap((variant) => fitting(variant)))];
    if (ids.length > 0 || variants.some((variant) => idPrefixOf(variant))) fields.push({ location: 'body', name, ids });
  }
  return fields.filter((field) => field.ids.length > 0);
}
