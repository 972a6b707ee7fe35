/**
 * The data the request builder needs for one operation, and nothing more:
 * written by the generator to .generated/api/operations/<operationId>.json
 * and loaded by the browser only when a reader opens the builder.
 */
import type { HttpMethod, JsonValue } from '../openapi/codeSamples';
import { statusLine } from '../openapi/httpStatus';
import { firstExample } from '../openapi/operationSamples';
import type { Example, MediaType, OperationEntry, Parameter, Response, Schema } from '../openapi/types';

export interface BuilderExample {
  summary?: string;
  value: JsonValue;
}

export interface BuilderResponse {
  status: string;
  /** "200 OK", "400 Bad Request". */
  statusLine: string;
  description: string;
  examples: BuilderExample[];
}

export interface BuilderOperation {
  operationId: string;
  summary: string;
  method: HttpMethod;
  /** The path as the document writes it, e.g. /refunds/{id}. */
  path: string;
  serverUrl: string;
  /** Path-level and operation parameters, $refs resolved. */
  parameters: Parameter[];
  requestBody?: {
    required: boolean;
    schema: Schema;
    /** The documented request examples; the first is the page's example request. */
    examples: BuilderExample[];
  };
  /** The first success response and the 400 response, with their examples. */
  responses: BuilderResponse[];
}

/** Keywords that only describe a schema: the builder never reads them, so they are left out. */
const proseKeywords = new Set(['description', 'title', 'x-enumDescriptions']);

/** A schema without its prose, recursing only through subschema keywords (a property may be called "description"). */
export function pruneSchema(schema: Schema): Schema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (proseKeywords.has(key)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, child]) => [name, pruneSchema(child)]),
      );
    } else if ((key === 'items' || key === 'propertyNames' || key === 'additionalProperties') && isSchema(value)) {
      out[key] = pruneSchema(value);
    } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) {
      out[key] = (value as Schema[]).map(pruneSchema);
    } else {
      out[key] = value;
    }
  }
  return out as Schema;
}

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function pruneParameter(parameter: Parameter): Parameter {
  const { description: _description, examples: _examples, ...rest } = parameter;
  const example = parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value;
  return {
    ...rest,
    ...(example === undefined ? {} : { example }),
    ...(parameter.schema ? { schema: pruneSchema(parameter.schema) } : {}),
  };
}

/** Every documented example of a media type, the page's example request first. */
function examplesOf(media: MediaType | undefined): BuilderExample[] {
  const named = Object.values(media?.examples ?? {});
  const list: Example[] = named.length > 0 ? named : [firstExample(media)].filter((e): e is Example => !!e);
  return list.map((example) => ({
    ...(example.summary ? { summary: example.summary } : {}),
    value: example.value,
  }));
}

function builderResponse(status: string, response: Response): BuilderResponse {
  return {
    status,
    statusLine: statusLine(status),
    description: response.description,
    examples: examplesOf(response.content?.['application/json']),
  };
}

export function builderOperation(entry: OperationEntry, serverUrl: string): BuilderOperation {
  const { operation } = entry;
  const responses = Object.entries(operation.responses);
  const success = responses.find(([status]) => status.startsWith('2'));
  const badRequest = responses.find(([status]) => status === '400');
  const media = operation.requestBody?.content['application/json'];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    method: entry.method,
    path: entry.path,
    serverUrl,
    parameters: entry.parameters.map(pruneParameter),
    ...(media?.schema
      ? {
          requestBody: {
            required: operation.requestBody?.required ?? false,
            schema: pruneSchema(media.schema),
            examples: examplesOf(media),
          },
        }
      : {}),
    responses: [success, badRequest]
      .filter((pair): pair is [string, Response] => pair !== undefined)
      .map(([status, response]) => builderResponse(status, response)),
  };
}
