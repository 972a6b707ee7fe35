/**
 * Maps an operation to the fields of the request builder's form: one control
 * per parameter and per request-body property, typed by its schema (text,
 * number, enum select, boolean, nested object, list, enum checkboxes,
 * key-value pairs), with its required flag, default and a hint listing the
 * same constraints as the page's tables. Pure: no React, no DOM.
 */
import type { JsonValue } from '../openapi/codeSamples';
import { constraintsOf, typeLabel, unwrapNullable } from '../openapi/schemaRows';
import type { Parameter, Schema } from '../openapi/types';
import type { BuilderOperation } from './operationData';
import { show } from './validate';

interface FieldBase {
  /** Property or parameter name. */
  name: string;
  required: boolean;
  /** The schema allows `null`: the form offers to send it. */
  nullable: boolean;
  /** Type and constraints, as the page's tables show them: "integer · ≥ 100 · ≤ 10000000". */
  hint: string;
  defaultValue?: JsonValue;
  /** An example from the schema, shown as the empty input's placeholder. */
  example?: string;
  deprecated: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  inputType: 'text' | 'url' | 'email';
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  options: JsonValue[];
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface ObjectField extends FieldBase {
  kind: 'object';
  /** Required fields first, then the rest, each group in document order. */
  fields: Field[];
}

export interface ArrayField extends FieldBase {
  kind: 'array';
  /** The field each item of the list gets. */
  item: Field;
}

/** A list of enum values, offered as checkboxes. */
export interface EnumSetField extends FieldBase {
  kind: 'enumSet';
  options: JsonValue[];
}

/** An object of string values under keys the reader chooses (metadata). */
export interface KeyValueField extends FieldBase {
  kind: 'keyValue';
}

/** Anything the form cannot map to controls, edited as JSON text. */
export interface JsonField extends FieldBase {
  kind: 'json';
}

export type Field =
  | TextField
  | NumberField
  | EnumField
  | BooleanField
  | ObjectField
  | ArrayField
  | EnumSetField
  | KeyValueField
  | JsonField;

export type ParameterLocation = Parameter['in'];

export interface ParameterInput {
  location: ParameterLocation;
  field: Field;
}

export interface FormModel {
  parameters: ParameterInput[];
  /** The request body as one field (an object for every operation the API has). */
  body?: Field;
}

/** Deeper than this, a schema is edited as JSON text. */
const maxDepth = 6;

const scalarTypes = new Set(['string', 'integer', 'number', 'boolean']);

function firstType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.length === 1 ? schema.type[0] : undefined;
  if (schema.type) return schema.type;
  return schema.properties ? 'object' : undefined;
}

function isScalarEnum(schema: Schema): boolean {
  return (
    Array.isArray(schema.enum) &&
    schema.enum.length > 0 &&
    schema.enum.every((value) => value !== null && typeof value !== 'object')
  );
}

function hintOf(schema: Schema, defaultValue: JsonValue | undefined): string {
  const parts = [typeLabel(schema), ...constraintsOf(schema)];
  if (defaultValue !== undefined) parts.push(`default ${show(defaultValue)}`);
  return parts.join(' · ');
}

/** The control for one schema. */
export function fieldFor(name: string, input: Schema, required: boolean, depth = 0): Field {
  const { schema, nullable } = unwrapNullable(input);
  const example = schema.examples?.[0] ?? schema.example;
  const base: FieldBase = {
    name,
    required,
    nullable,
    hint: hintOf(input, schema.default),
    ...(schema.default !== undefined ? { defaultValue: schema.default } : {}),
    ...(example !== undefined && (typeof example !== 'object' || example === null) ? { example: show(example) } : {}),
    deprecated: schema.deprecated ?? false,
  };
  const type = firstType(schema);
  if (schema.oneOf || schema.anyOf || depth > maxDepth) return { ...base, kind: 'json' };
  if (schema.const !== undefined && typeof schema.const !== 'object') {
    return { ...base, kind: 'enum', options: [schema.const] };
  }
  if (isScalarEnum(schema) && (type === undefined || scalarTypes.has(type))) {
    return { ...base, kind: 'enum', options: schema.enum ?? [] };
  }
  switch (type) {
    case 'string':
      return {
        ...base,
        kind: 'text',
        inputType: schema.format === 'uri' ? 'url' : schema.format === 'email' ? 'email' : 'text',
      };
    case 'integer':
    case 'number':
      return { ...base, kind: 'number', integer: type === 'integer' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'array': {
      const items = schema.items ? unwrapNullable(schema.items).schema : undefined;
      if (!items) return { ...base, kind: 'json' };
      if (isScalarEnum(items)) return { ...base, kind: 'enumSet', options: items.enum ?? [] };
      const item = fieldFor(name, schema.items ?? {}, true, depth + 1);
      return item.kind === 'array' ? { ...base, kind: 'json' } : { ...base, kind: 'array', item };
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length > 0) {
        const requiredNames = new Set(schema.required ?? []);
        const fields = properties.map(([child, childSchema]) =>
          fieldFor(child, childSchema, requiredNames.has(child), depth + 1),
        );
        return {
          ...base,
          kind: 'object',
          fields: [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)],
        };
      }
      const values = schema.additionalProperties;
      if (values && typeof values === 'object' && firstType(unwrapNullable(values).schema) === 'string') {
        return { ...base, kind: 'keyValue' };
      }
      return { ...base, kind: 'json' };
    }
    default:
      return { ...base, kind: 'json' };
  }
}

export function buildFormModel(operation: BuilderOperation): FormModel {
  const parameters = operation.parameters.map((parameter) => ({
    location: parameter.in,
    field: {
      ...fieldFor(parameter.name, parameter.schema ?? {}, parameter.required ?? false),
      deprecated: parameter.deprecated ?? parameter.schema?.deprecated ?? false,
    },
  }));
  const body = operation.requestBody;
  return body ? { parameters, body: fieldFor('body', body.schema, body.required) } : { parameters };
}
