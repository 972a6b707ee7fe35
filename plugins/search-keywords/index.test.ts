import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';
import { addKeywords, errorTableCodes, searchKeywordsFrontMatter } from './index';

const catalogue: ErrorCodeEntry[] = [
  { code: 'parameter_missing', status: 400, type: 'invalid_request_error', cause: 'c', fix: 'f' },
  { code: 'card_declined', status: 402, type: 'card_error', cause: 'c', fix: 'f' },
  { code: 'insufficient_funds', status: 402, type: 'card_error', cause: 'c', fix: 'f' },
];

describe('errorTableCodes', () => {
  it('gives every code for a table without a status', () => {
    expect(errorTableCodes('Intro\n\n<ErrorCodeTable />\n', catalogue)).toEqual([
      'parameter_missing',
      'card_declined',
      'insufficient_funds',
    ]);
  });

  it("gives only a status's codes for a filtered table", () => {
    expect(errorTableCodes('<ErrorCodeTable status={402} />', catalogue)).toEqual([
      'card_declined',
      'insufficient_funds',
    ]);
  });

  it('gives nothing for a page without a table', () => {
    expect(errorTableCodes('See the ErrorCodeTable component.', catalogue)).toEqual([]);
  });
});

describe('addKeywords', () => {
  it("keeps the page's own keywords first and drops duplicates", () => {
    expect(addKeywords({ title: 'T', keywords: ['errors', 'card_declined'] }, ['card_declined', 'x'])).toEqual({
      title: 'T',
      keywords: ['errors', 'card_declined', 'x'],
    });
  });

  it('leaves the front matter alone when there is nothing to add', () => {
    const frontMatter = { title: 'T' };
    expect(addKeywords(frontMatter, [])).toBe(frontMatter);
  });
});

describe('searchKeywordsFrontMatter', () => {
  const cataloguePath = path.join(mkdtempSync(path.join(tmpdir(), 'search-keywords-')), 'error-codes.json');
  writeFileSync(cataloguePath, JSON.stringify(catalogue));
  const parse = searchKeywordsFrontMatter(cataloguePath);
  const defaultParseFrontMatter = async ({ fileContent }: { fileContent: string }) => ({
    frontMatter: { title: 'Error codes' } as Record<string, unknown>,
    content: fileContent,
  });

  it("adds the table's codes as keywords to a page that renders it", async () => {
    const result = await parse({ filePath: 'a.mdx', fileContent: '<ErrorCodeTable />', defaultParseFrontMatter });
    expect(result.frontMatter.keywords).toEqual(['parameter_missing', 'card_declined', 'insufficient_funds']);
  });

  it('leaves other pages as parsed', async () => {
    const result = await parse({ filePath: 'b.md', fileContent: 'Plain page', defaultParseFrontMatter });
    expect(result.frontMatter).toEqual({ title: 'Error codes' });
  });
});
