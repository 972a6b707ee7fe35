/**
 * A small JSON Schema validator for the keywords the API's request schemas
 * use, with messages a reader can act on ("amount must be at least 2000").
 * Hand-written rather than Ajv so the request builder's lazy chunk stays
 * small; the unit tests check it agrees with Ajv on every documented example
 * and fail if the document starts using a keyword it does not know.
 */
import type { JsonValue } from '../openapi/codeSamples';
import { mergeAllOf } from '../openapi/resolve';
import type { Schema } from '../openapi/types';

/** Where a value sits in the request: its location, then object keys and array indexes. */
export type IssuePath = readonly (string | number)[];

export interface Issue {
  path: IssuePath;
  /** The schema keyword that failed (or "json" / "key" for problems in the form itself). */
  keyword: string;
  message: string;
}

/** Formats the validator checks; any other format is accepted as written. */
export const checkedFormats = ['uri', 'email', 'date'] as const;

/** The reader-facing name of a path: "amount", "line_items[0].name", "Idempotency-Key". */
export function labelOf(path: IssuePath): string {
  const [location, ...rest] = path;
  if (rest.length === 0) return location === 'body' ? 'The request body' : String(location);
  const [first, ...more] = rest;
  return more.reduce<string>(
    (label, step) => (typeof step === 'number' ? `${label}[${step}]` : `${label}.${step}`),
    String(first),
  );
}

const typeWords: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** A value as a reader would write it in a message: strings bare, the rest as JSON. */
export function show(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function typeOf(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: JsonValue, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

function equal(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  if (ak.length !== bk.length) return false;
  return ak.every((key) =>
    equal((a as Record<string, JsonValue>)[key] as JsonValue, (b as Record<string, JsonValue>)[key] as JsonValue),
  );
}

function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const formatChecks: Readonly<Record<(typeof checkedFormats)[number], [(text: string) => boolean, string]>> = {
  // An absolute URI: a scheme, then no spaces.
  uri: [(text) => /^[a-z][a-z0-9+.-]*:[^\s]+$/i.test(text), 'must be an absolute URL, such as https://example.com/'],
  email: [(text) => /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text), 'must be an email address'],
  date: [isValidDate, 'must be a date written YYYY-MM-DD'],
};

/**
 * Validates a value against a schema. `label` overrides the name used in
 * messages (for object keys checked against `propertyNames`).
 */
export function validate(input: Schema, value: JsonValue, path: IssuePath, label = labelOf(path)): Issue[] {
  const schema = mergeAllOf(input);
  const issues: Issue[] = [];
  const fail = (keyword: string, message: string, at: IssuePath = path): void => {
    issues.push({ path: at, keyword, message });
  };

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) {
      fail('type', `${label} must be ${types.map((type) => typeWords[type] ?? type).join(' or ')}`);
      return issues;
    }
  }
  if (schema.const !== undefined && !equal(value, schema.const))
    fail('const', `${label} must be ${show(schema.const)}`);
  if (schema.enum && !schema.enum.some((option) => equal(value, option))) {
    fail('enum', `${label} must be one of ${schema.enum.map((option) => show(option)).join(', ')}`);
  }

  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (!options) continue;
    const matching = options.filter((option) => validate(option, value, path, label).length === 0).length;
    if (key === 'anyOf' ? matching === 0 : matching !== 1) {
      fail(key, `${label} must match ${key === 'anyOf' ? 'one' : 'exactly one'} of its allowed shapes`);
    }
  }

  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      fail('minimum', `${label} must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      fail('maximum', `${label} must be at most ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
      fail('exclusiveMinimum', `${label} must be greater than ${schema.exclusiveMinimum}`);
    }
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
      fail('exclusiveMaximum', `${label} must be less than ${schema.exclusiveMaximum}`);
    }
  }

  if (typeof value === 'string') {
    // JSON Schema counts characters (code points), not UTF-16 units.
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) {
      fail(
        'minLength',
        schema.minLength === 1
          ? `${label} must not be empty`
          : `${label} must be at least ${plural(schema.minLength, 'character')}`,
      );
    }
    if (schema.maxLength !== undefined && length > schema.maxLength) {
      fail('maxLength', `${label} must be at most ${plural(schema.maxLength, 'character')}`);
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      fail('pattern', `${label} must match the pattern ${schema.pattern}`);
    }
    const check = schema.format ? formatChecks[schema.format as keyof typeof formatChecks] : undefined;
    if (check && !check[0](value)) fail('format', `${label} ${check[1]}`);
  }

  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      fail('minItems', `${label} must have at least ${plural(schema.minItems, 'item')}`);
    }
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      fail('maxItems', `${label} must have at most ${plural(schema.maxItems, 'item')}`);
    }
    if (schema.uniqueItems && value.some((item, index) => value.findIndex((other) => equal(item, other)) !== index)) {
      fail('uniqueItems', `${label} must not list the same value twice`);
    }
    if (schema.items) {
      const items = schema.items;
      value.forEach((item, index) => issues.push(...validate(items, item, [...path, index])));
    }
  }

  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    for (const name of schema.required ?? []) {
      if (!(name in value)) fail('required', `${labelOf([...path, name])} is required`, [...path, name]);
    }
    if (schema.minProperties !== undefined && keys.length < schema.minProperties) {
      fail('minProperties', `${label} must have at least ${plural(schema.minProperties, 'field')}`);
    }
    if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
      fail('maxProperties', `${label} must have at most ${plural(schema.maxProperties, 'key')}`);
    }
    for (const key of keys) {
      const child = value[key] as JsonValue;
      const at = [...path, key];
      if (schema.propertyNames) issues.push(...validate(schema.propertyNames, key, at, `${label} key "${key}"`));
      const property = schema.properties?.[key];
      if (property) {
        issues.push(...validate(property, child, at));
      } else if (schema.additionalProperties === false) {
        fail('additionalProperties', `${labelOf(at)} is not a field of ${label}`, at);
      } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        issues.push(...validate(schema.additionalProperties, child, at));
      }
    }
  }
  return issues;
}
