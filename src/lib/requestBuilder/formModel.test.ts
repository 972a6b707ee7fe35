import { describe, expect, it } from 'vitest';
import { unwrapNullable } from '../openapi/schemaRows';
import type { Schema } from '../openapi/types';
import { buildFormModel, fieldFor, type Field, type FormModel } from './formModel';
import { operationById, operationCases } from '../../../tests/support/testOperations';

/** Every field of a model, depth first, with the dotted path readers see ("line_items[].name"). */
function allFields(model: FormModel): { label: string; field: Field }[] {
  const out: { label: string; field: Field }[] = [];
  const walk = (field: Field, label: string): void => {
    out.push({ label, field });
    if (field.kind === 'object') for (const child of field.fields) walk(child, `${label}.${child.name}`);
    if (field.kind === 'array') walk(field.item, `${label}[]`);
  };
  for (const { location, field } of model.parameters) walk(field, `${location}.${field.name}`);
  if (model.body) walk(model.body, 'body');
  return out;
}

/** Every property of a body schema, as "body.a.b" / "body.items[].c", with its required flag. */
function schemaProperties(schema: Schema, label: string, out: Map<string, boolean>): Map<string, boolean> {
  const plain = unwrapNullable(schema).schema;
  const required = new Set(plain.required ?? []);
  for (const [name, child] of Object.entries(plain.properties ?? {})) {
    const childLabel = `${label}.${name}`;
    out.set(childLabel, required.has(name));
    const inner = unwrapNullable(child).schema;
    if (inner.type === 'array' && inner.items) schemaProperties(inner.items, `${childLabel}[]`, out);
    else schemaProperties(inner, childLabel, out);
  }
  return out;
}

const fieldAt = (field: Field | undefined, ...names: string[]): Field | undefined =>
  names.reduce<Field | undefined>((current, name) => {
    if (current?.kind === 'array') current = current.item;
    return current?.kind === 'object' ? current.fields.find((f) => f.name === name) : undefined;
  }, field);

describe('buildFormModel over every operation in the document', () => {
  it('covers all 36 operations', () => {
    expect(operationCases).toHaveLength(36);
  });

  describe.each(operationCases)('$id', ({ entry, operation }) => {
    const model = buildFormModel(operation);
    const fields = allFields(model);

    it('gives every parameter a control, marked required when the document requires it', () => {
      expect(model.parameters.map(({ location, field }) => [location, field.name, field.required])).toEqual(
        entry.parameters.map((p) => [p.in, p.name, p.required ?? false]),
      );
    });

    it('gives every request-body property a control, marked required when the schema requires it', () => {
      const schema = entry.operation.requestBody?.content['application/json']?.schema;
      expect(model.body !== undefined).toBe(schema !== undefined);
      if (!schema) return;
      const expected = schemaProperties(schema, 'body', new Map());
      const properties = fields.filter((f) => f.label.startsWith('body.') && !f.label.endsWith('[]'));
      const actual = new Map(properties.map((f) => [f.label, f.field.required]));
      expect(actual).toEqual(expected);
    });

    it('maps every schema to a typed control (no raw-JSON fallback)', () => {
      expect(fields.filter((f) => f.field.kind === 'json').map((f) => f.label)).toEqual([]);
    });
  });
});

describe('field types', () => {
  const intent = buildFormModel(operationById('createPaymentIntent')).body;
  const checkout = buildFormModel(operationById('createCheckoutSession')).body;

  it('types scalars by schema: integer, enum select, text with format, boolean', () => {
    expect(fieldAt(intent, 'amount')).toMatchObject({ kind: 'number', integer: true, required: true });
    expect(fieldAt(intent, 'currency')).toMatchObject({ kind: 'enum', options: ['PHP'], required: true });
    expect(fieldAt(intent, 'capture_type')).toMatchObject({
      kind: 'enum',
      options: ['automatic', 'manual'],
      required: false,
      defaultValue: 'automatic',
    });
    expect(fieldAt(checkout, 'success_url')).toMatchObject({ kind: 'text', inputType: 'url', required: true });
    expect(fieldAt(checkout, 'customer_email')).toMatchObject({ kind: 'text', inputType: 'email' });
    expect(fieldAt(checkout, 'send_email_receipt')).toMatchObject({ kind: 'boolean', defaultValue: false });
  });

  it('offers enum lists as checkboxes, other lists as repeatable items, metadata as key-value pairs', () => {
    expect(fieldAt(intent, 'payment_method_allowed')).toMatchObject({ kind: 'enumSet', required: true });
    expect(fieldAt(intent, 'payment_method_options', 'bdo_installment', 'allowed_terms')).toMatchObject({
      kind: 'enumSet',
      options: [3, 6, 9, 12, 18, 24],
    });
    expect(fieldAt(intent, 'payment_method_options', 'card', 'allowed_bins')).toMatchObject({
      kind: 'array',
      item: { kind: 'text' },
    });
    expect(fieldAt(checkout, 'line_items')).toMatchObject({ kind: 'array', item: { kind: 'object' } });
    expect(fieldAt(checkout, 'line_items', 'quantity')).toMatchObject({ kind: 'number', required: true });
    expect(fieldAt(intent, 'metadata')).toMatchObject({ kind: 'keyValue', required: false });
  });

  it('lists required fields first and nests objects', () => {
    const names = intent?.kind === 'object' ? intent.fields.map((f) => f.name) : [];
    expect(names.slice(0, 3)).toEqual(['amount', 'currency', 'payment_method_allowed']);
    expect(fieldAt(intent, 'payment_method_options', 'card')).toMatchObject({ kind: 'object' });
  });

  it('describes each field with the same type and constraints as the page’s tables', () => {
    expect(fieldAt(intent, 'amount')?.hint).toBe('integer · ≥ 2000 · ≤ 10000000');
    expect(fieldAt(intent, 'capture_type')?.hint).toBe('string · default automatic');
  });

  it('marks nullable fields so the form can send null', () => {
    const notes = fieldAt(buildFormModel(operationById('updateRefund')).body, 'notes');
    expect(notes).toMatchObject({ kind: 'text', nullable: true });
  });

  it('falls back to a JSON text field for shapes it cannot map', () => {
    expect(fieldFor('choice', { oneOf: [{ type: 'string' }, { type: 'integer' }] }, false).kind).toBe('json');
    expect(fieldFor('grid', { type: 'array', items: { type: 'array', items: { type: 'integer' } } }, false).kind).toBe(
      'json',
    );
    expect(fieldFor('free', { type: 'object' }, false).kind).toBe('json');
  });
});
