import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../openapi/codeSamples';
import type { Schema } from '../openapi/types';
import { checkedFormats, labelOf, validate } from './validate';
import { operationById, operationCases } from '../../../tests/support/testOperations';

/** Keywords validate.ts checks: a schema keyword outside these two lists needs teaching to it. */
const validationKeywords = [
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'allOf',
  'anyOf',
  'oneOf',
] as const;

/** Keywords that only annotate a schema. */
const annotationKeywords = [
  'description',
  'title',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
] as const;

const intent = operationById('createPaymentIntent');
const intentSchema = intent.requestBody!.schema;
const intentExample = intent.requestBody!.examples[0]!.value as Record<string, JsonValue>;
const messages = (schema: Schema, value: JsonValue): string[] =>
  validate(schema, value, ['body']).map((issue) => issue.message);
const withField = (name: string, value: JsonValue): JsonValue => ({ ...intentExample, [name]: value });

describe('validation messages', () => {
  it('accepts the documented example', () => {
    expect(messages(intentSchema, intentExample)).toEqual([]);
  });

  it('names the field and the rule it breaks', () => {
    expect(messages(intentSchema, withField('amount', 1500))).toEqual(['amount must be at least 2000']);
    expect(messages(intentSchema, withField('amount', 20_000_000))).toEqual(['amount must be at most 10000000']);
    expect(messages(intentSchema, withField('currency', 'USD'))).toEqual(['currency must be one of PHP']);
    expect(messages(intentSchema, withField('amount', 'abc'))).toEqual(['amount must be an integer']);
    expect(messages(intentSchema, withField('amount', 2500.5))).toEqual(['amount must be an integer']);
    expect(messages(intentSchema, withField('statement_descriptor', 'X'.repeat(23)))).toEqual([
      'statement_descriptor must be at most 22 characters',
    ]);
    expect(messages(intentSchema, withField('customer', 'cus_1'))).toEqual([
      'customer must match the pattern ^cus_[A-Za-z0-9]{24}$',
    ]);
    expect(messages(intentSchema, withField('payment_method_allowed', []))).toEqual([
      'payment_method_allowed must have at least 1 item',
    ]);
    expect(messages(intentSchema, withField('payment_method_allowed', ['card', 'card']))).toEqual([
      'payment_method_allowed must not list the same value twice',
    ]);
    expect(messages(intentSchema, withField('payment_method_allowed', ['card', 'cash']))).toEqual([
      'payment_method_allowed[1] must be one of card, gcash, maya, billease, bdo_installment, qrph',
    ]);
  });

  it('reports a missing required field at the field', () => {
    const { amount: _amount, ...rest } = intentExample;
    expect(validate(intentSchema, rest, ['body'])).toEqual([
      { path: ['body', 'amount'], keyword: 'required', message: 'amount is required' },
    ]);
  });

  it('checks metadata keys, values and size', () => {
    const longKey = 'k'.repeat(41);
    expect(messages(intentSchema, withField('metadata', { [longKey]: 'v' }))).toEqual([
      `metadata key "${longKey}" must be at most 40 characters`,
    ]);
    expect(messages(intentSchema, withField('metadata', { order: 'x'.repeat(501) }))).toEqual([
      'metadata.order must be at most 500 characters',
    ]);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect(messages(intentSchema, withField('metadata', many))).toEqual(['metadata must have at most 50 keys']);
  });

  it('labels nested fields by their path', () => {
    const checkout = operationById('createCheckoutSession').requestBody!;
    const cart = checkout.examples[0]!.value as { line_items: Record<string, JsonValue>[] };
    const broken = { ...cart, line_items: [cart.line_items[0]!, { ...cart.line_items[1]!, quantity: 0 }] };
    expect(validate(checkout.schema, broken, ['body'])).toEqual([
      {
        path: ['body', 'line_items', 1, 'quantity'],
        keyword: 'minimum',
        message: 'line_items[1].quantity must be at least 1',
      },
    ]);
    expect(messages(checkout.schema, { ...cart, success_url: 'example.com/ok' })).toEqual([
      'success_url must be an absolute URL, such as https://example.com/',
    ]);
    expect(messages(checkout.schema, { ...cart, customer_email: 'maria@' })).toEqual([
      'customer_email must be an email address',
    ]);
  });

  it('checks dates and the body as a whole', () => {
    const create = operationById('createBillingStatement').requestBody!.schema;
    const statement = operationById('createBillingStatement').requestBody!.examples[0]!.value as Record<
      string,
      JsonValue
    >;
    expect(messages(create, { ...statement, due_date: '2025-02-30' })).toEqual([
      'due_date must be a date written YYYY-MM-DD',
    ]);
    expect(messages(operationById('updateRefund').requestBody!.schema, {})).toEqual([
      'The request body must have at least 1 field',
    ]);
    expect(messages(operationById('createRefund').requestBody!.schema, { amount: 5000, extra: 1 })).toContain(
      'extra is not a field of The request body',
    );
  });

  it('accepts null only where the schema does', () => {
    const update = operationById('updateRefund').requestBody!.schema;
    expect(messages(update, { notes: null })).toEqual([]);
    expect(messages(intentSchema, withField('description', null))).toEqual(['description must be a string']);
  });

  it('names parameters by their name', () => {
    expect(labelOf(['header', 'Idempotency-Key'])).toBe('Idempotency-Key');
    expect(labelOf(['body', 'line_items', 0, 'name'])).toBe('line_items[0].name');
    expect(labelOf(['body'])).toBe('The request body');
  });
});

/** Every keyword and format used by a request schema or a parameter schema. */
function keywordsOf(schema: Schema, keywords: Set<string>, formats: Set<string>): void {
  for (const [key, value] of Object.entries(schema)) {
    if (!key.startsWith('x-')) keywords.add(key);
    if (key === 'format') formats.add(String(value));
    if (key === 'properties')
      for (const child of Object.values(value as Record<string, Schema>)) keywordsOf(child, keywords, formats);
    if (['items', 'propertyNames', 'additionalProperties'].includes(key) && value && typeof value === 'object') {
      keywordsOf(value as Schema, keywords, formats);
    }
    if (['allOf', 'oneOf', 'anyOf'].includes(key))
      for (const child of value as Schema[]) keywordsOf(child, keywords, formats);
  }
}

describe('the validator covers the document', () => {
  const keywords = new Set<string>();
  const formats = new Set<string>();
  for (const { operation } of operationCases) {
    for (const parameter of operation.parameters) keywordsOf(parameter.schema ?? {}, keywords, formats);
    if (operation.requestBody) keywordsOf(operation.requestBody.schema, keywords, formats);
  }

  it('knows every keyword the request schemas use', () => {
    const known = new Set<string>([...validationKeywords, ...annotationKeywords]);
    expect(
      [...keywords].filter((k) => !known.has(k)),
      'teach validate.ts these keywords',
    ).toEqual([]);
  });

  it('checks every format the request schemas use', () => {
    expect([...formats].filter((f) => !(checkedFormats as readonly string[]).includes(f))).toEqual([]);
  });
});

/** Values that break one constraint of a schema, for comparing with Ajv. */
function breakers(schema: Schema): JsonValue[] {
  const out: JsonValue[] = [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.minimum !== undefined) out.push(schema.minimum - 1);
  if (schema.maximum !== undefined) out.push(schema.maximum + 1);
  if (schema.minLength !== undefined) out.push('');
  if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    out.push(['does not match', '<"quoted">'].find((text) => !pattern.test(text)) ?? 'does not match');
  }
  if (schema.enum) out.push(type === 'integer' ? 5 : 'not_an_option');
  if (schema.format) out.push('not valid');
  if (schema.minItems !== undefined) out.push([]);
  if (schema.uniqueItems && schema.items?.enum) out.push([schema.items.enum[0]!, schema.items.enum[0]!]);
  if (schema.maxProperties !== undefined) {
    out.push(Object.fromEntries(Array.from({ length: schema.maxProperties + 1 }, (_, i) => [`k${i}`, 'v'])));
  }
  if (schema.propertyNames?.maxLength !== undefined)
    out.push({ ['k'.repeat(schema.propertyNames.maxLength + 1)]: 'v' });
  if (type === 'integer') out.push(1.5, '1');
  if (type === 'string') out.push(12);
  if (type === 'boolean') out.push('true');
  return out;
}

describe('agreement with Ajv (JSON Schema 2020-12) on every request body', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const bodies = operationCases.filter((c) => c.operation.requestBody);

  describe.each(bodies)('$id', ({ operation }) => {
    const { schema, examples } = operation.requestBody!;
    const ajvValidate = ajv.compile(schema);
    const properties = Object.entries(schema.properties ?? {});

    it('accepts every documented example, as Ajv does', () => {
      for (const example of examples) {
        expect(ajvValidate(example.value)).toBe(true);
        expect(validate(schema, example.value, ['body'])).toEqual([]);
      }
    });

    it('rejects a broken value of every property, at that property, as Ajv does', () => {
      const base = examples[0]!.value as Record<string, JsonValue>;
      let compared = 0;
      for (const [name, property] of properties) {
        for (const bad of breakers(property)) {
          const body = { ...base, [name]: bad };
          expect(ajvValidate(body), `Ajv accepts ${name} = ${JSON.stringify(bad)}`).toBe(false);
          const issues = validate(schema, body, ['body']);
          expect(issues.length, `${name} = ${JSON.stringify(bad)}`).toBeGreaterThan(0);
          expect(issues.every((issue) => issue.path[1] === name)).toBe(true);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(0);
    });
  });
});
