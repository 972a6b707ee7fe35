import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OperationEntry } from '../../src/lib/openapi/types';
import { buildSidebar } from './generate';
import { loadDocument } from './load';
import {
  apiColumns,
  errorCodesOf,
  escapeMdx,
  firstSentence,
  frontMatter,
  objectLabel,
  renderOperationPage,
  stickyExamples,
} from './render';

describe('escapeMdx', () => {
  it('escapes braces and angle brackets in prose but not in code spans', () => {
    expect(escapeMdx('Use {id} or <b> but `{keep}` and `<keep>`')).toBe(
      'Use \\{id\\} or &lt;b> but `{keep}` and `<keep>`',
    );
  });
});

describe('firstSentence', () => {
  it('takes the first sentence without Markdown', () => {
    expect(firstSentence('Creates a [refund](/x) for `pay_1`. Then more.')).toBe('Creates a refund for pay_1.');
  });
});

describe('frontMatter', () => {
  it('quotes strings and skips undefined values', () => {
    expect(frontMatter({ title: 'A: "b"', hidden: undefined, n: 2 })).toBe('---\ntitle: "A: \\"b\\""\nn: 2\n---\n');
  });
});

describe('objectLabel', () => {
  it('turns a schema name into words', () => {
    expect(objectLabel('BillingStatementLineItem')).toBe('billing statement line item');
  });
});

const tinyDocument: OpenApiDocument = {
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
    description: 'Refunds a payment.',
    tags: ['Refunds'],
    requestBody: {
      content: {
        'application/json': {
          schema: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer', minimum: 100 } } },
          examples: { basic: { value: { amount: 500 } } },
        },
      },
    },
    responses: {
      '200': {
        description: 'The refund.',
        headers: { 'RateLimit-Remaining': { description: 'Requests | left.', schema: { type: 'integer' } } },
        content: {
          'application/json': {
            schema: { type: 'object', properties: { id: { type: 'string' } } },
            examples: { ok: { value: { id: 'ref_1' } } },
          },
        },
      },
      '400': {
        description: 'Bad | request.',
        content: {
          'application/json': {
            examples: { small: { value: { error: { code: 'amount_too_small' } } } },
          },
        },
      },
    },
  },
};

describe('renderOperationPage', () => {
  const page = renderOperationPage(tinyDocument, entry, {
    areaPath: '/docs/api/refunds/',
    areaLabel: 'Refunds',
    errorCodesPath: '/errors',
    authenticationPath: '/auth',
  });
  it('shows the method and the versioned path', () => {
    expect(page).toContain('<ApiEndpoint method="post" path="/v1/refunds"');
  });
  it('has sections for parameters, body, samples, responses and errors', () => {
    for (const heading of [
      '## Header parameters',
      '## Request body',
      '## Example request',
      '## Responses',
      '## Errors',
    ]) {
      expect(page).toContain(heading);
    }
  });
  it('renders samples for all five languages from the example body', () => {
    for (const value of ['curl', 'node', 'php', 'python', 'ruby']) expect(page).toContain(`<TabItem value="${value}"`);
    expect(page).toContain('"amount": 500');
  });
  it('offers the request builder under the example request, named by operation id', () => {
    expect(page).toContain("import RequestBuilder from '@site/src/components/RequestBuilder';");
    const example = page.indexOf('## Example request');
    const builder = page.indexOf(
      `<RequestBuilder operationId="createRefund" loadOperation={() => import('@site/.generated/api/operations/createRefund.json')} />`,
    );
    expect(builder).toBeGreaterThan(example);
    expect(builder).toBeLessThan(page.indexOf('## Responses'));
  });
  it('puts the request samples, the builder and the success responses in the examples column, beside the reference', () => {
    const part = (start: string, end: string) => page.slice(page.indexOf(start), page.indexOf(end));
    const [first, examples, second] = page.split(/<ApiColumn side="\w+">/).slice(1);
    // Two fields: too short a reference for sticky examples.
    expect(page).toMatch(
      /<ApiColumns>\n<ApiColumn side="reference">[\s\S]*<ApiColumn side="examples">[\s\S]*<\/ApiColumns>/,
    );
    expect(first).toContain('## Authentication');
    expect(first).toContain('## Request body');
    expect(examples).toContain('## Example request');
    expect(examples).toContain('<RequestBuilder operationId="createRefund"');
    expect(examples).toContain('### 200 OK');
    expect(second).toContain('<summary>Response attributes</summary>');
    // Errors and downloads read below both columns.
    expect(part('</ApiColumns>', '## Downloads')).toContain('## Errors');
  });
  it("lists a response's headers, out of the search index, with table pipes escaped", () => {
    expect(page).toContain('<div data-search-ignore="true">\n\n| Header | Type | Description |');
    expect(page).toContain('| `RateLimit-Remaining` | integer | Requests \\| left. |');
  });
  it('lists error codes from the error examples and escapes table pipes', () => {
    expect(page).toContain('| 400 Bad Request | Bad \\| request. | `amount_too_small` |');
    expect(errorCodesOf(entry.operation.responses['400']!)).toEqual(['amount_too_small']);
  });
});

describe('apiColumns', () => {
  it('makes the examples sticky beside a reference of five fields or more', () => {
    expect([4, 5].map(stickyExamples)).toEqual([false, true]);
    const parts = [{ side: 'examples' as const, mdx: 'x' }];
    expect(apiColumns(parts, { sticky: true })).toBe(
      '<ApiColumns sticky>\n<ApiColumn side="examples">\n\nx\n\n</ApiColumn>\n</ApiColumns>',
    );
    expect(apiColumns(parts, { sticky: false })).toMatch(/^<ApiColumns>\n/);
  });
});

describe('buildSidebar', () => {
  const sidebar = buildSidebar(loadDocument());
  const flat = JSON.stringify(sidebar);
  it('starts with the core resources landing page', () => {
    expect(sidebar[0]).toMatchObject({ type: 'doc', id: 'api/core_resources/index' });
  });
  it('labels every operation with its HTTP method', () => {
    expect(flat.match(/api-method--(get|post|patch|delete)/g)).toHaveLength(36);
  });
  it('links the event types page', () => {
    expect(flat).toContain('api/events/event_types');
  });
});
