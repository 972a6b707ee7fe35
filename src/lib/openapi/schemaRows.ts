/**
 * Flattens a JSON Schema into the rows of a parameter or attribute table:
 * name, type, required, description, constraints and nested children.
 */
import type { JsonValue } from './codeSamples';
import { mergeAllOf } from './resolve';
import type { Parameter, Schema } from './types';

export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Human-readable constraints, e.g. "≥ 2000", "max length 22". */
  constraints: string[];
  enumValues?: string[];
  defaultValue?: string;
  deprecated?: boolean;
  children?: SchemaRow[];
}

/** The schema without its `null` alternative, and whether it was nullable. */
export function unwrapNullable(schema: Schema): { schema: Schema; nullable: boolean } {
  const merged = mergeAllOf(schema);
  if (Array.isArray(merged.type) && merged.type.includes('null')) {
    const rest = merged.type.filter((t) => t !== 'null');
    return { schema: { ...merged, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = merged[key];
    if (options?.some((o) => o.type === 'null')) {
      const rest = options.filter((o) => o.type !== 'null');
      if (rest.length === 1 && rest[0]) {
        const { [key]: _dropped, ...siblings } = merged;
        return { schema: { ...mergeAllOf(rest[0]), ...siblings }, nullable: true };
      }
    }
  }
  return { schema: merged, nullable: false };
}

export function typeLabel(input: Schema): string {
  const { schema, nullable } = unwrapNullable(input);
  let label: string;
  if (schema.oneOf || schema.anyOf) {
    label = (schema.oneOf ?? schema.anyOf ?? []).map((option) => typeLabel(option)).join(' | ');
  } else if (schema.type === 'array') {
    label = `array of ${schema.items ? typeLabel(schema.items) : 'any'}`;
  } else if (schema['x-schema-name'] && (schema.type === 'object' || schema.properties)) {
    label = `${schema['x-schema-name']} object`;
  } else if (Array.isArray(schema.type)) {
    label = schema.type.join(' | ');
  } else {
    label = schema.type ?? (schema.properties ? 'object' : 'any');
    if (schema.format) label = `${label} (${schema.format})`;
  }
  return nullable ? `${label} | null` : label;
}

const show = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function constraintsOf(input: Schema): string[] {
  const { schema } = unwrapNullable(input);
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) out.push(`max items ${schema.maxItems}`);
  if (schema.maxProperties !== undefined) out.push(`max keys ${schema.maxProperties}`);
  if (schema.pattern !== undefined) out.push(`pattern ${schema.pattern}`);
  if (schema.const !== undefined) out.push(`always ${show(schema.const)}`);
  if (schema.readOnly) out.push('read-only');
  return out;
}

/** The object schema whose properties a row expands into, if any. */
function expandable(schema: Schema): Schema | undefined {
  const { schema: plain } = unwrapNullable(schema);
  if (plain.properties && Object.keys(plain.properties).length > 0) return plain;
  if (plain.type === 'array' && plain.items) return expandable(plain.items);
  return undefined;
}

export function schemaRow(name: string, schema: Schema, required: boolean, depth = 0): SchemaRow {
  const { schema: plain } = unwrapNullable(schema);
  const row: SchemaRow = {
    name,
    type: typeLabel(schema),
    required,
    constraints: constraintsOf(schema),
  };
  const description = schema.description ?? plain.description;
  if (description) row.description = description.trim();
  const enumSource = plain.enum ?? (plain.type === 'array' ? plain.items?.enum : undefined);
  if (enumSource) row.enumValues = enumSource.map((v) => show(v));
  if (plain.default !== undefined) row.defaultValue = show(plain.default);
  if (plain.deprecated) row.deprecated = true;
  const nested = depth < 6 ? expandable(schema) : undefined;
  if (nested) row.children = propertyRows(nested, depth + 1);
  return row;
}

/** One row per property of an object schema, required ones first. */
export function propertyRows(schema: Schema, depth = 0): SchemaRow[] {
  const plain = unwrapNullable(schema).schema;
  const required = new Set(plain.required ?? []);
  const rows = Object.entries(plain.properties ?? {}).map(([name, property]) =>
    schemaRow(name, property, required.has(name), depth),
  );
  return [...rows.filter((r) => r.required), ...rows.filter((r) => !r.required)];
}

export function parameterRows(parameters: readonly Parameter[]): SchemaRow[] {
  return parameters.map((parameter) => {
    const row = schemaRow(parameter.name, parameter.schema ?? {}, parameter.required ?? false);
    if (parameter.description) row.description = parameter.description.trim();
    return row;
  });
}
