import { describe, expect, it } from 'vitest';
import type { ChangelogEntry } from '../../src/data/changelog';
import { componentHandlers, errorCodeTable } from './components';
import { mdxToMarkdown } from './markdown';

const errorCodes = [
  { code: 'card_declined', status: 402, cause: 'The bank said no.', fix: 'Try another card.' },
  { code: 'rate_limited', status: 429, cause: 'Too many.', fix: 'Wait | retry.' },
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

describe('errorCodeTable', () => {
  it('lists every code, or the codes of one status', () => {
    expect(errorCodeTable(errorCodes).split('\n')).toHaveLength(4);
    expect(errorCodeTable(errorCodes, 429)).toBe(
      '| Code | Status | Cause | Fix |\n| --- | --- | --- | --- |\n| `rate_limited` | 429 | Too many. | Wait \\| retry. |',
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

  it('<SchemaTable rows={…} /> becomes a parameter table', () => {
    const rows = [{ name: 'limit', type: 'integer', required: false, constraints: ['≤ 100'] }];
    expect(convert(`<SchemaTable rows={${JSON.stringify(rows)}} />\n`)).toContain(
      '| `limit` | integer | No | (≤ 100) |',
    );
  });

  it('<ApiEndpoint /> becomes the method and path', () => {
    expect(convert('<ApiEndpoint method="post" path="/v1/refunds" server="https://api.test/v1" />\n')).toBe(
      '`POST /v1/refunds`\n\nBase URL: `https://api.test/v1`\n',
    );
  });
});
