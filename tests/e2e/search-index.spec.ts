/**
 * The search index the build writes: one hashed file, under its size budget,
 * holding prose and API identifiers but no code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Budget for the whole index, gzip-compressed, as a server sends it. Measured
 * at 603 KB (2.7 MB raw) for 114 pages: the guide's prose is three quarters
 * of it. The headroom is for new pages; before raising the budget, check that
 * no code, repeated tables or page chrome slipped into the index
 * (config/search.ts: ignoreCssSelectors).
 */
const budgetGzipBytes = 750 * 1024;

const buildDir = path.resolve('build');

interface IndexedDocument {
  /** Text: a title, heading, description, keywords or a section's body. */
  t: string;
  /** Page URL. */
  u: string;
  /** Page title, for keywords, descriptions and body text. */
  s?: string;
}
/** The plugin writes five indexes: titles, headings, descriptions, keywords, body text. */
type SearchIndex = { documents: IndexedDocument[] }[];

function indexFiles(): string[] {
  return readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
}

function readIndex(): { raw: Buffer; index: SearchIndex } {
  const [file] = indexFiles();
  const raw = readFileSync(path.join(buildDir, file ?? ''));
  return { raw, index: JSON.parse(raw.toString('utf8')) as SearchIndex };
}

test('the build writes one index, named with a content hash', () => {
  expect(indexFiles()).toEqual([expect.stringMatching(/^search-index-[0-9a-f]{8}\.json$/)]);
});

test(`the index is under its budget of ${budgetGzipBytes / 1024} KB gzip`, () => {
  const { raw } = readIndex();
  const gzip = gzipSync(raw, { level: 9 }).length;
  console.log(`[search] index: ${(raw.length / 1024).toFixed(0)} KB raw, ${(gzip / 1024).toFixed(0)} KB gzip`);
  expect(gzip).toBeLessThan(budgetGzipBytes);
});

test('no code is indexed: no sample requests, no JSON examples, no language tab strips', () => {
  const { index } = readIndex();
  const texts = index.flatMap(({ documents }) => documents.map((document) => document.t));
  for (const code of ['JSON.stringify(', 'json_encode(', 'Net::HTTP::Post', 'requests.post(', '"livemode":']) {
    expect(
      texts.filter((text) => text.includes(code)),
      `indexed text containing ${code}`,
    ).toEqual([]);
  }
  expect(texts.filter((text) => /curl\s*Node\.js\s*PHP\s*Python\s*Ruby/.test(text))).toEqual([]);
  // The endpoint line's text runs together; its method and path are keywords instead.
  expect(texts.filter((text) => /(GET|POST|PATCH|DELETE)https:/.test(text))).toEqual([]);
});

test('every API operation page has its method, path and operation id as keywords', () => {
  const { index } = readIndex();
  const keywords = new Map((index[3]?.documents ?? []).map((document) => [document.u, document.t]));
  expect(keywords.get('/docs/api/refunds/create')).toBe('POST /v1/refunds, createRefund');
  const operationPages = (index[0]?.documents ?? []).filter((document) =>
    /^\/docs\/api\/[^/]+\/[^/]+$/.test(document.u),
  );
  expect(operationPages.length).toBeGreaterThanOrEqual(36);
  for (const { u } of operationPages.filter((document) => !document.u.endsWith('/event_types'))) {
    expect(keywords.get(u), u).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \/v1\//);
  }
});

test('the error codes page has every error code as a keyword', () => {
  const { index } = readIndex();
  const errorCodesPage = index[3]?.documents.find((document) => document.u.endsWith('/error_codes'));
  expect(errorCodesPage?.t).toContain('card_declined');
  const catalogue = JSON.parse(readFileSync('.generated/api/error-codes.json', 'utf8')) as { code: string }[];
  for (const { code } of catalogue) expect(errorCodesPage?.t).toContain(code);
});

test('the changelog is indexed once, labelled Changelog', () => {
  const { index } = readIndex();
  const titles = (index[0]?.documents ?? []) as (IndexedDocument & { b?: string[] })[];
  const changelog = titles.filter((document) => document.t === 'Changelog');
  expect(changelog.map((document) => [document.u, document.b])).toEqual([['/docs/changelog/', ['Changelog']]]);
});
