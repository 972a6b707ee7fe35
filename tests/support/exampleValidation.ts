/**
 * Validates every example in an OpenAPI 3.1 document against its schema with
 * Ajv's JSON Schema 2020-12 validator: schema-level `examples`, parameter
 * examples, request and response examples, and webhook payload examples.
 * Works on the document as written ($refs intact) so Ajv resolves them.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonValue } from '../../src/lib/openapi/codeSamples';
import { httpMethods } from '../../src/lib/openapi/resolve';
import type {
  MediaType,
  OpenApiDocument,
  Parameter,
  PathItem,
  RequestBody,
  Response,
  Schema,
} from '../../src/lib/openapi/types';

export interface ExampleCase {
  /** Where the example lives, e.g. "POST /refunds request example full". */
  where: string;
  schema: Schema;
  value: JsonValue;
}

export interface ExampleFailure {
  where: string;
  errors: string[];
}

const schemaBase = 'https://schemas.invalid/openapi';

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? [key, `${schemaBase}#/$defs/${value.slice('#/components/schemas/'.length)}`]
        : [key, rewriteRefs(value)],
    ),
  );
}

type Component = 'parameters' | 'responses' | 'requestBodies';

/** Follows a `#/components/<kind>/<name>` reference (not schemas: Ajv handles those). */
function deref<T>(document: OpenApiDocument, node: T | { $ref: string }): T {
  let current: unknown = node;
  for (let hops = 0; hops < 10; hops++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string') return current as T;
    const [, , kind, name] = ref.split('/');
    const components = document.components as Record<Component, Record<string, unknown> | undefined>;
    current = components[kind as Component]?.[name ?? ''];
    if (current === undefined) throw new Error(`Unresolvable $ref "${ref}".`);
  }
  throw new Error('Too many nested $refs.');
}

function mediaCases(where: string, content: Record<string, MediaType> | undefined): ExampleCase[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, media]) => {
    if (!media.schema) return [];
    const named = Object.entries(media.examples ?? {}).map(([name, example]) => ({
      where: `${where} ${mediaType} example "${name}"`,
      schema: media.schema as Schema,
      value: example.value,
    }));
    const single =
      media.example === undefined
        ? []
        : [{ where: `${where} ${mediaType} example`, schema: media.schema, value: media.example }];
    return [...named, ...single];
  });
}

function parameterCases(
  document: OpenApiDocument,
  where: string,
  parameters: readonly (Parameter | { $ref: string })[],
): ExampleCase[] {
  return parameters.flatMap((raw) => {
    const parameter = deref<Parameter>(document, raw);
    if (!parameter.schema) return [];
    const values = [
      ...(parameter.example === undefined ? [] : [parameter.example]),
      ...Object.values(parameter.examples ?? {}).map((example) => example.value),
    ];
    return values.map((value) => ({
      where: `${where} parameter ${parameter.name}`,
      schema: parameter.schema as Schema,
      value,
    }));
  });
}

function operationCases(document: OpenApiDocument, label: string, item: PathItem): ExampleCase[] {
  return httpMethods.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const where = `${method.toUpperCase()} ${label}`;
    const body = operation.requestBody ? deref<RequestBody>(document, operation.requestBody) : undefined;
    return [
      ...parameterCases(document, where, [...(item.parameters ?? []), ...(operation.parameters ?? [])]),
      ...mediaCases(`${where} request`, body?.content),
      ...Object.entries(operation.responses).flatMap(([status, raw]) =>
        mediaCases(`${where} ${status} response`, deref<Response>(document, raw).content),
      ),
    ];
  });
}

/** Every example in the document, paired with the schema it must satisfy. */
export function collectExamples(document: OpenApiDocument): ExampleCase[] {
  const schemaCases = Object.entries(document.components.schemas ?? {}).flatMap(([name, schema]) =>
    (schema.examples ?? []).map((value, index) => ({
      where: `components.schemas.${name}.examples[${index}]`,
      schema: { $ref: `#/components/schemas/${name}` } as Schema,
      value,
    })),
  );
  return [
    ...schemaCases,
    ...Object.entries(document.paths).flatMap(([path, item]) => operationCases(document, path, item)),
    ...Object.entries(document.webhooks ?? {}).flatMap(([name, item]) =>
      operationCases(document, `webhook ${name}`, item),
    ),
  ];
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`;
}

/** A validator for one document; `validate` returns the failures of the given cases. */
export function exampleValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: schemaBase, $defs: rewriteRefs(document.components.schemas ?? {}) as Record<string, unknown> });
  // Compiled once per schema: the sandbox tests validate thousands of answers against a few dozen.
  const compiled = new Map<string, ValidateFunction>();
  return (example: ExampleCase): ExampleFailure | undefined => {
    const key = JSON.stringify(example.schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(example.schema) as object);
      compiled.set(key, validate);
    }
    if (validate(example.value)) return undefined;
    return { where: example.where, errors: (validate.errors ?? []).map(describeError) };
  };
}
