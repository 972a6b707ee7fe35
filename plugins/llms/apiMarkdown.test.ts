import { describe, expect, it } from 'vitest';
import { listOperations } from '../../src/lib/openapi/resolve';
import { propertyRows, type SchemaRow } from '../../src/lib/openapi/schemaRows';
import type { OpenApiDocument, OperationEntry } from '../../src/lib/openapi/types';
import { loadDocument } from '../openapi-docs/load';
import { markdownProblems } from './check';
import { flattenRows, operationLine, operationMarkdown, schemaRowsTable } from './apiMarkdown';

const links = { areaPath: '/docs/api/refunds/', areaLabel: 'Refunds', errorCodesPath: '/e', authenticationPath: '/a' };

const row = (name: string, type: string, children?: SchemaRow[]): SchemaRow => ({
  name,
  type,
  required: false,
  constraints: [],
  ...(children ? { children } : {}),
});

describe('flattenRows', () => {
  it('names nested attributes with dots, and array items with []', () => {
    const rows = [
      row('billing', 'object', [row('address', 'object', [row('city', 'string')])]),
      row('items', 'array of Item object', [row('amount', 'integer')]),
    ];
    expect(flattenRows(rows).map((r) => r.name)).toEqual([
      'billing',
      'billing.address',
      'billing.address.city',
      'items',
      'items[].amount',
    ]);
  });
});

describe('schemaRowsTable', () => {
  it('shows type, whether required, and every detail of the row', () => {
    const table = schemaRowsTable([
      {
        name: 'reason',
        type: 'string',
        required: true,
        description: 'Why | how.',
        enumValues: ['duplicate', 'others'],
        constraints: ['max length 22', 'pattern ^a|b$'],
        defaultValue: 'others',
        deprecated: true,
      },
    ]);
    expect(table.split('\n')[0]).toBe('| Name | Type | Required | Description |');
    expect(table).toContain(
      '| `reason` | string | Yes | **Deprecated.** Why \\| how. One of: `duplicate`, `others`. (max length 22 · pattern `^a\\|b$` · default `others`) |',
    );
  });
});

const document = loadDocument();
const operations = listOperations(document);

describe('operationMarkdown on the real document', () => {
  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s shows its method, path, every parameter and body attribute, and five samples',
    (_id, entry: OperationEntry) => {
      const markdown = operationMarkdown(document, entry, links);
      expect(markdown).toContain(`\`${operationLine(document, entry)}\``);
      for (const parameter of entry.parameters) expect(markdown).toContain(`| \`${parameter.name}\` |`);
      const body = entry.operation.requestBody?.content['application/json']?.schema;
      for (const { name } of flattenRows(body ? propertyRows(body) : [])) expect(markdown).toContain(`| \`${name}\` |`);
      for (const label of ['curl', 'Node.js', 'PHP', 'Python', 'Ruby'])
        expect(markdown).toContain(`**${label}**\n\n\`\`\``);
      expect(markdownProblems(markdown)).toEqual([]);
    },
  );

  it('lists the rate limit headers of the responses, as on the HTML page', () => {
    const list = operations.find((entry) => entry.operation.operationId === 'listCustomers');
    const markdown = list ? operationMarkdown(document, list, links) : '';
    expect(markdown).toContain('| Header | Type | Description |');
    for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'])
      expect(markdown).toContain(`| \`${header}\` | integer |`);
  });

  it('uses the versioned path', () => {
    const create = operations.find((entry) => entry.operation.operationId === 'createRefund');
    expect(create && operationLine(document, create)).toBe('POST /v1/refunds');
  });
});

describe('operationMarkdown on a small document', () => {
  const tiny: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    servers: [{ url: 'https://api.example.test/v1' }],
    tags: [{ name: 'Refunds', 'x-doc-area': 'refunds' }],
    paths: {},
    components: {},
  };
  const entry: OperationEntry = {
    method: 'post',
    path: '/refunds',
    parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string' }, example: 'k1' }],
    operation: {
      operationId: 'createRefund',
      summary: 'Create a refund',
      description: 'Refunds a [payment](/docs/api/payments/).',
      tags: ['Refunds'],
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } },
            examples: { basic: { value: { amount: 500 } } },
          },
        },
      },
      responses: {
        '200': {
          description: 'The refund.',
          content: { 'application/json': { examples: { ok: { value: { id: 'ref_1' } } } } },
        },
        '400': {
          description: 'Bad request.',
          content: { 'application/json': { examples: { small: { value: { error: { code: 'amount_too_small' } } } } } },
        },
      },
    },
  };
  const markdown = operationMarkdown(tiny, entry, links);

  it('has the sections of the HTML page, in the same order', () => {
    const headings = markdown.match(/^#{2,3} .+$/gm);
    expect(headings).toEqual([
      '## Authentication',
      '## Header parameters',
      '## Request body',
      '## Example request',
      '## Responses',
      '### 200 OK',
      '## Errors',
      '### 400 Bad Request',
      '## Downloads',
    ]);
  });

  it('includes the example bodies, the error codes and the downloads', () => {
    expect(markdown).toContain('"amount": 500');
    expect(markdown).toContain('"id": "ref_1"');
    expect(markdown).toContain('| 400 Bad Request | Bad request. | `amount_too_small` |');
    expect(markdown).toContain('[Postman collection](pathname:///openapi/paysari.postman_collection.json)');
  });
});
