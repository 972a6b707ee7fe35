/**
 * The search index the build writes (plugins/search-pagefind): a Pagefind
 * index of every docs page in build/pagefind/, holding prose and API
 * identifiers but no code, each page labelled with its area.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const dir = path.resolve('build/pagefind');

interface Fragment {
  url: string;
  content: string;
  meta: { title?: string; area?: string };
  filters: { section?: string[] };
}

/** Every page's stored record (Pagefind writes gzip, after a short signature). */
function fragments(): Fragment[] {
  return readdirSync(path.join(dir, 'fragment')).map((name) => {
    const text = gunzipSync(readFileSync(path.join(dir, 'fragment', name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
}

function totalBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .reduce((total, entry) => total + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

test('the build writes a Pagefind index of every docs page, and only what the site uses', () => {
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  expect(Object.keys(entry.languages)).toEqual(['en']);
  expect(entry.languages.en?.page_count).toBeGreaterThanOrEqual(100);
  const files = readdirSync(dir);
  expect(
    files.filter((name) => /ui|highlight|wasm\.unknown/.test(name)),
    "Pagefind's own UIs are removed",
  ).toEqual([]);
  const index = totalBytes(path.join(dir, 'index')) + totalBytes(path.join(dir, 'fragment'));
  console.log(
    `[search] index: ${(index / 1024).toFixed(0)} KB gzip in ${readdirSync(path.join(dir, 'index')).length} word chunks ` +
      `and ${readdirSync(path.join(dir, 'fragment')).length} page records; with the engine ${(totalBytes(dir) / 1024).toFixed(0)} KB`,
  );
});

test('no code is indexed: no sample requests, no JSON examples, no language tab strips', () => {
  const texts = fragments().map((fragment) => fragment.content);
  for (const code of ['JSON.stringify(', 'json_encode(', 'Net::HTTP::Post', 'requests.post(', '"livemode":']) {
    expect(
      texts.filter((text) => text.includes(code)).length,
      `pages whose indexed text contains ${code}: exclude it (plugins/search-pagefind/prepare.ts excludeSelectors)`,
    ).toBe(0);
  }
  expect(texts.filter((text) => /curl\s*Node\.js\s*PHP\s*Python\s*Ruby/.test(text))).toEqual([]);
  // The endpoint line's text runs together; its method and path are keywords instead.
  expect(texts.filter((text) => /(GET|POST|PATCH|DELETE)https:/.test(text))).toEqual([]);
});

test('every API operation page has its method, path and operation id as top-weighted keywords', () => {
  const byUrl = new Map(fragments().map((fragment) => [fragment.url, fragment]));
  expect(byUrl.get('/docs/api/refunds/create')?.content).toContain('POST /v1/refunds · createRefund');
  const operations = [...byUrl.values()].filter(
    (fragment) => /^\/docs\/api\/[^/]+\/[^/]+$/.test(fragment.url) && !fragment.url.endsWith('/event_types'),
  );
  expect(operations.length).toBeGreaterThanOrEqual(36);
  for (const { url, content } of operations) expect(content, url).toMatch(/(GET|POST|PATCH|PUT|DELETE) \/v1\//);
});

test('the error codes page has every error code as a keyword', () => {
  const page = fragments().find((fragment) => fragment.url.endsWith('/error_codes'));
  const catalogue = JSON.parse(readFileSync('.generated/api/error-codes.json', 'utf8')) as { code: string }[];
  for (const { code } of catalogue) expect(page?.content).toContain(code);
});

test('the changelog is indexed once, and every page is labelled with its area', () => {
  const all = fragments();
  expect(all.filter((fragment) => /changelog/.test(fragment.url)).map((fragment) => fragment.url)).toEqual([
    '/docs/changelog/',
  ]);
  for (const fragment of all) {
    expect(fragment.meta.area, fragment.url).toMatch(/^(Guide|API Reference|Changelog|Docs)( › .+)?$/);
    expect(fragment.filters.section?.length, fragment.url).toBe(1);
  }
});
