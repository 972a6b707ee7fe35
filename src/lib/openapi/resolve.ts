/**
 * Resolves local `$ref`s (`#/components/...`) in an OpenAPI document, so
 * the rest of the code reads plain objects. Schema references keep their
 * component name in `x-schema-name` for display.
 */
import type { HttpMethod } from './codeSamples';
import type { OpenApiDocument, OperationEntry, Parameter, Schema } from './types';

export const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function pointerGet(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got "${ref}".`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => {
      if (node === null || typeof node !== 'object' || !(key in node)) {
        throw new Error(`Unresolvable $ref "${ref}" (no "${key}").`);
      }
      return (node as Record<string, unknown>)[key];
    }, root);
}

export function resolveRefs<T>(document: T): T {
  const resolving = new Set<string>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const ref = record.$ref;
      if (resolving.has(ref)) throw new Error(`Circular $ref "${ref}" is not supported.`);
      resolving.add(ref);
      const target = walk(pointerGet(document, ref)) as Record<string, unknown>;
      resolving.delete(ref);
      const { $ref: _ignored, ...siblings } = record;
      const merged: Record<string, unknown> = { ...target, ...(walk(siblings) as Record<string, unknown>) };
      const schemaName = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
      if (schemaName && merged['x-schema-name'] === undefined) merged['x-schema-name'] = schemaName;
      return merged;
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, walk(value)]));
  };
  return walk(document) as T;
}

/** Every operation in `paths`, in document order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const own = operation.parameters ?? [];
      const inherited = (item.parameters ?? []).filter(
        (shared: Parameter) => !own.some((p) => p.name === shared.name && p.in === shared.in),
      );
      entries.push({ method, path, operation, parameters: [...inherited, ...own] });
    }
  }
  return entries;
}

/** Merges `allOf` members into one schema; later members and the schema's own keys win. */
export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...own } = schema;
  return [...allOf.map(mergeAllOf), own].reduce((merged: Schema, part: Schema): Schema => ({
    ...merged,
    ...part,
    properties: { ...merged.properties, ...part.properties },
    required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
  }));
}
