/** The subset of OpenAPI 3.1 this site reads, after $refs are resolved. */
import type { HttpMethod, JsonValue } from './codeSamples';

export interface Schema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  examples?: JsonValue[];
  example?: JsonValue;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  propertyNames?: Schema;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  /** Added by the resolver: the component name a $ref pointed at. */
  'x-schema-name'?: string;
  [extension: `x-${string}`]: unknown;
}

export interface Example {
  summary?: string;
  description?: string;
  value: JsonValue;
}

export interface MediaType {
  schema?: Schema;
  example?: JsonValue;
  examples?: Record<string, Example>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: JsonValue;
  examples?: Record<string, Example>;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  deprecated?: boolean;
  'x-doc-path'?: string;
  'x-event-object'?: string;
  [extension: `x-${string}`]: unknown;
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[] };

export interface Tag {
  name: string;
  description?: string;
  'x-doc-area'?: string;
  'x-schema'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string; description?: string }[];
  tags?: Tag[];
  paths: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>;
  };
}

/** One operation with its place in the document. */
export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** Path-level parameters merged with the operation's own. */
  parameters: Parameter[];
}
