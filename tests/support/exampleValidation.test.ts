import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, Schema } from '../../src/lib/openapi/types';
import { collectExamples, exampleValidator } from './exampleValidation';

/** The document as written: $refs intact, as Ajv reads it. */
const refundRef = { $ref: '#/components/schemas/Refund' } as Schema;

/** One example of each kind the collector looks for, two of them wrong. */
const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://api.example.test/v1' }],
  paths: {
    '/refunds/{id}': {
      parameters: [{ $ref: '#/components/parameters/RefundId' } as never],
      post: {
        operationId: 'updateRefund',
        summary: 'Update a refund',
        responses: { '200': { $ref: '#/components/responses/Refund' } as never },
        requestBody: {
          content: {
            'application/json': {
              schema: refundRef,
              examples: { bad: { value: { amount: 'ten' } } },
            },
          },
        },
      },
    },
  },
  webhooks: {
    'refund.created': {
      post: {
        operationId: 'refundCreated',
        summary: 'Refund created',
        responses: {},
        requestBody: {
          content: { 'application/json': { schema: { type: 'object' }, example: { type: 'refund.created' } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Refund: {
        type: 'object',
        required: ['amount'],
        properties: { amount: { type: 'integer' } },
        examples: [{ amount: 100 }],
      },
    },
    parameters: {
      RefundId: {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^ref_' },
        example: 'pay_1',
      },
    },
    responses: {
      Refund: {
        description: 'The refund.',
        content: {
          'application/json': {
            schema: refundRef,
            examples: { ok: { value: { amount: 5 } } },
          },
        },
      },
    },
  } as OpenApiDocument['components'],
};

describe('collectExamples', () => {
  const examples = collectExamples(document);

  it('finds schema, parameter, request, response and webhook examples, following component $refs', () => {
    expect(examples.map((example) => example.where)).toEqual([
      'components.schemas.Refund.examples[0]',
      'POST /refunds/{id} parameter id',
      'POST /refunds/{id} request application/json example "bad"',
      'POST /refunds/{id} 200 response application/json example "ok"',
      'POST webhook refund.created request application/json example',
    ]);
  });

  it('fails clearly on a $ref to a component that does not exist', () => {
    const broken = { ...document, components: { ...document.components, parameters: {} } } as OpenApiDocument;
    expect(() => collectExamples(broken)).toThrow('Unresolvable $ref "#/components/parameters/RefundId"');
  });
});

describe('exampleValidator', () => {
  const validate = exampleValidator(document);
  const failures = collectExamples(document).flatMap((example) => validate(example) ?? []);

  it('reports exactly the examples that break their schema, with the failing path', () => {
    expect(failures.map((failure) => failure.where)).toEqual([
      'POST /refunds/{id} parameter id',
      'POST /refunds/{id} request application/json example "bad"',
    ]);
    expect(failures[1]?.errors.join('\n')).toContain('/amount must be integer');
  });
});
