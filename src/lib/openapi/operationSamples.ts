/**
 * Builds the example request of an operation from the document's examples,
 * then the code samples for it. Shared by the generated pages, the Markdown
 * export and the in-browser request builder.
 */
import { allSamples, placeholderSecretKey, type JsonValue, type SampleRequest } from './codeSamples';
import type { SampleLanguage } from '../languages';
import type { Example, MediaType, OperationEntry, Parameter } from './types';

export function firstExample(media: MediaType | undefined): Example | undefined {
  if (!media) return undefined;
  const named = Object.values(media.examples ?? {})[0];
  if (named) return named;
  if (media.example !== undefined) return { value: media.example };
  const schemaExample = media.schema?.examples?.[0];
  return schemaExample === undefined ? undefined : { value: schemaExample };
}

export function parameterExample(parameter: Parameter): JsonValue | undefined {
  return (
    parameter.example ??
    Object.values(parameter.examples ?? {})[0]?.value ??
    parameter.schema?.example ??
    parameter.schema?.examples?.[0] ??
    parameter.schema?.default
  );
}

/** Query parameters a sample shows: the required ones and the page size. */
const sampledQueryParameters = new Set(['limit']);

/**
 * The value the example request sends for a parameter, or undefined when it
 * sends none. The request builder pre-fills its fields with the same values,
 * so its first request is exactly the page's example request.
 */
export function sampledParameterValue(parameter: Parameter): string | number | boolean | undefined {
  const value = parameterExample(parameter);
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  if (parameter.in === 'cookie') return undefined;
  if (parameter.in === 'query' && !(parameter.required || sampledQueryParameters.has(parameter.name))) return undefined;
  return value;
}

export function exampleRequest(
  entry: OperationEntry,
  serverUrl: string,
  secretKey = placeholderSecretKey,
): SampleRequest {
  let path = entry.path;
  const query: Record<string, string | number | boolean> = {};
  const headers: Record<string, string> = {};
  for (const parameter of entry.parameters) {
    const value = sampledParameterValue(parameter);
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') query[parameter.name] = value;
    if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  const request: SampleRequest = { method: entry.method, url: `${serverUrl}${path}`, query, headers, secretKey };
  const body = firstExample(entry.operation.requestBody?.content['application/json']);
  if (body) request.body = body.value;
  return request;
}

export function operationSamples(entry: OperationEntry, serverUrl: string): Record<SampleLanguage, string> {
  return allSamples(exampleRequest(entry, serverUrl));
}
