import { describe, expect, it } from 'vitest';
import type { ChangelogEntry } from '../../src/data/changelog';
import type { SchemaRow } from '../../src/lib/openapi/schemaRows';
import { apiColumns, schemaTable } from '../openapi-docs/render';
import { componentHandlers, errorCodeTable, flattenRows, schemaRowsTable } from './components';
import { mdxToMarkdown } from './markdown';

const errorCodes = [
  { code: 'card_declined', status: 402, type: 'card_error', cause: 'The bank said no.', fix: 'Try another card.' },
  { code: 'rate_limited', status: 429, type: 'rate_limit_error', cause: 'Too many.', fix: 'Wait | retry.' },
];
const changelog: ChangelogEntry[] = [
  {
    date: '2025-10-20',
    area: 'API',
    type: 'added',
    title: 'New thing',
    description: 'It is new.',
    links: [{ label: 'Docs', to: '/docs/x' }],
  },
];
const convert = (source: string) =>
  mdxToMarkdown(source, { siteUrl: 'https://s.test', components: componentHandlers({ errorCodes, changelog }) })
    .markdown;

describe('ApiColumns', () => {
  it('is layout only: the Markdown holds its parts in order, as it would without the columns', () => {
    const parts = [
      '## Parameters\n\nThe `id`.',
      '## Example request\n\n```bash\ncurl x\n```',
      '<details>\n<summary>Response attributes</summary>\n\nMore.\n\n</details>',
    ];
    const columns = apiColumns(
      [
        { side: 'reference', mdx: parts[0]! },
        { side: 'examples', mdx: parts[1]! },
        { side: 'reference', mdx: parts[2]! },
      ],
      { sticky: true },
    );
    expect(convert(`Intro.\n\n${columns}\n\n## Errors\n`)).toBe(
      convert(`Intro.\n\n${parts.join('\n\n')}\n\n## Errors\n`),
    );
  });
});

describe('errorCodeTable', () => {
  it('lists every code, or the codes of one status', () => {
    expect(errorCodeTable(errorCodes).split('\n')).toHaveLength(4);
    expect(errorCodeTable(errorCodes, 429)).toBe(
      '| Code | Status | Type | Cause | Fix |\n| --- | --- | --- | --- | --- |\n| `rate_limited` | 429 | `rate_limit_error` | Too many. | Wait \\| retry. |',
    );
  });
});

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

describe('component handlers', () => {
  it('<ErrorCodeTable /> becomes the table, with its status filter', () => {
    const markdown = convert('<ErrorCodeTable status={402} />\n');
    expect(markdown).toContain('| `card_declined` | 402 |');
    expect(markdown).not.toContain('rate_limited');
  });

  it('<ChangelogEntries /> becomes the entries, grouped by month, links absolute', () => {
    expect(convert('<ChangelogEntries />\n')).toBe(
      '## October 2025\n\n### New thing\n\n**Added** · Oct 20, 2025 · API\n\nIt is new.\n\n- [Docs](https://s.test/docs/x)\n',
    );
  });

  it('<SchemaTable rowsJson=… /> (as the generator writes it) becomes a parameter table, names linking their anchors', () => {
    const rows = [
      { name: 'limit', type: 'integer', required: false, constraints: ['≤ 100'] },
      { name: 'note', type: 'string', required: true, constraints: [], description: "The customer's R&D <note>" },
      {
        name: 'items',
        type: 'array of object',
        required: false,
        constraints: [],
        children: [{ name: 'amount', type: 'integer', required: true, constraints: [] }],
      },
    ];
    const table = convert(`${schemaTable(rows, 'query')}\n`);
    expect(table).toContain('| [`limit`](#query.limit) | integer | No | (≤ 100) |');
    // The quote and the ampersand, escaped in the attribute, come back as they were.
    expect(table).toContain("| [`note`](#query.note) | string | Yes | The customer's R\\&D <note> |");
    // The same anchor as the HTML table's: an array's items add no segment.
    expect(table).toContain('| [`items[].amount`](#query.items.amount) | integer | Yes |');
  });

  it('<RequestBuilder /> leaves nothing: the samples and tables around it say it all', () => {
    const source =
      'Before.\n\n<RequestBuilder operationId="createRefund" loadOperation={() => import(\'@site/x.json\')} />\n\nAfter.\n';
    expect(convert(source)).toBe('Before.\n\nAfter.\n');
  });

  it('<ApiEndpoint /> becomes the method and path', () => {
    expect(convert('<ApiEndpoint method="post" path="/v1/refunds" server="https://api.test/v1" />\n')).toBe(
      '`POST /v1/refunds`\n\nBase URL: `https://api.test/v1`\n',
    );
  });
});
