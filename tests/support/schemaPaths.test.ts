import { describe, expect, it } from 'vitest';
import { propertyPaths } from './schemaPaths';

describe('propertyPaths', () => {
  it('lists nested properties with dotted paths, through arrays, nullable types and oneOf', () => {
    const paths = propertyPaths({
      type: 'object',
      properties: {
        amount: { type: 'integer' },
        billing: { type: ['object', 'null'], properties: { address: { type: 'object', properties: { city: {} } } } },
        line_items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
        method: {
          oneOf: [
            { type: 'object', properties: { card: {} } },
            { type: 'object', properties: { bank: {} } },
          ],
        },
      },
    });
    expect([...paths].sort()).toEqual([
      'amount',
      'billing',
      'billing.address',
      'billing.address.city',
      'line_items',
      'line_items.name',
      'method',
      'method.bank',
      'method.card',
    ]);
  });

  it('is empty without a schema, and stops on a self-referencing schema', () => {
    expect(propertyPaths(undefined).size).toBe(0);
    const node: { type: string; properties: Record<string, unknown> } = { type: 'object', properties: {} };
    node.properties.child = node;
    expect([...propertyPaths(node as never)].at(-1)).toBe('child.child.child.child.child.child.child.child.child');
  });
});
