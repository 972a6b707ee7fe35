/**
 * The search query set (tests/fixtures/search-queries.json): what developers
 * and merchants type, each with the page it should find. One page visit runs
 * every query through the navbar box, as a reader would, and prints the hit
 * rate and each miss. Every page must be in the top three, and at least 85%
 * first (entries marked `first` must be first).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { searchSynonyms } from '../../src/data/searchSynonyms';
import { expect, test, waitForHydration } from './fixtures';

interface QueryCase {
  query: string;
  /** The page's path, without a trailing slash. */
  page: string;
  area: (typeof areas)[number];
  first?: boolean;
  kind?: string;
}

/** The areas the set must cover (issue #16); a new area goes here first. */
const areas = [
  'payments',
  'webhooks',
  'errors',
  'error codes',
  'testing',
  'going live',
  'refunds',
  'checkout',
  'billing statements',
  'dashboard',
  'API operations',
  'event types',
  'changelog',
] as const;

const { queries } = JSON.parse(readFileSync('tests/fixtures/search-queries.json', 'utf8')) as {
  queries: QueryCase[];
};

const minimumFirstShare = 0.85;

/** A result's page: its path without the query, the anchor and a trailing slash. */
const pageOf = (href: string) => href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');

test('the query set covers every area, misspellings and singular/plural, with 40 queries or more', () => {
  expect(queries.length).toBeGreaterThanOrEqual(40);
  for (const area of areas) {
    expect(
      queries.filter((entry) => entry.area === area).length,
      `no query for the area "${area}": add one to tests/fixtures/search-queries.json`,
    ).toBeGreaterThan(0);
  }
  const unknown = queries.filter((entry) => !(areas as readonly string[]).includes(entry.area));
  expect(unknown, 'entries with an area the spec does not list').toEqual([]);
  for (const kind of ['misspelling', 'singular', 'plural']) {
    expect(
      queries.some((entry) => entry.kind === kind),
      `no ${kind} query`,
    ).toBe(true);
  }
  const repeated = queries.filter((entry, index) => queries.findIndex((e) => e.query === entry.query) !== index);
  expect(repeated, 'queries listed twice').toEqual([]);
});

/** The navbar's search box on a hydrated page, and a function giving a query's result pages in order. */
async function searchBox(page: Page): Promise<(query: string) => Promise<string[]>> {
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  const box: Locator = page.locator('.navbar input.navbar__search-input');
  const listbox = page.locator('.navbar [role="listbox"]');
  await box.click();
  return async (query) => {
    await box.fill(query);
    // The listbox names the query its rows answer: wait for this one's.
    await expect(listbox).toHaveAttribute('data-query', query);
    await expect(listbox).toBeVisible();
    const hrefs = await listbox
      .locator('[role="option"]')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
    return hrefs.filter((href) => !href.startsWith('/search')).map(pageOf);
  };
}

// src/data/searchSynonyms.ts: the reader's word meets the site's term.
test('every synonym entry: its example finds its page in the top three', async ({ page }) => {
  const search = await searchBox(page);
  const misses: string[] = [];
  for (const entry of searchSynonyms) {
    const pages = await search(entry.example);
    if (!pages.slice(0, 3).includes(entry.page)) {
      misses.push(`"${entry.example}" → ${entry.page}; top three: ${pages.slice(0, 3).join(', ') || '(no results)'}`);
    }
  }
  expect(misses, 'synonym examples whose page is not in the top three (fix src/data/searchSynonyms.ts)').toEqual([]);
});

// src/lib/search/rank.ts (identifierAnchor): the result opens at the element the identifier names.
test("an error code and a field name open their result at the code's row and the field", async ({ page }) => {
  await searchBox(page);
  const box = page.locator('.navbar input.navbar__search-input');
  const firstOption = page.locator('.navbar [role="listbox"] [role="option"]').first();
  for (const [query, path, hash] of [
    ['card_declined', '/docs/guide/developer_handbook/error_codes', '#card_declined'],
    ['failure_code', '/docs/api/payments/', '#attributes.failure_code'],
  ] as const) {
    await box.fill(query);
    await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-query', query);
    const href = new URL((await firstOption.getAttribute('href')) ?? '', 'http://site');
    expect(`${href.pathname}${href.hash}`, query).toBe(`${path}${hash}`);
  }
});

test('every query finds its page in the top three, and most first', async ({ page }) => {
  test.setTimeout(120_000);
  const search = await searchBox(page);

  const misses: string[] = [];
  const notFirst: string[] = [];
  let first = 0;
  for (const entry of queries) {
    const pages = await search(entry.query);
    const rank = pages.indexOf(entry.page);
    const shown = `"${entry.query}" → ${entry.page}: rank ${rank < 0 ? 'none' : rank + 1}; top three: ${pages.slice(0, 3).join(', ') || '(no results)'}`;
    if (rank === 0) first += 1;
    else if (rank > 0 && rank < 3 && !entry.first) notFirst.push(shown);
    else misses.push(shown);
  }

  const share = first / queries.length;
  console.log(
    `[search] query set: ${first}/${queries.length} first (${Math.round(share * 100)}%), ` +
      `${queries.length - misses.length}/${queries.length} in the top three`,
  );
  for (const line of notFirst) console.log(`[search]   not first: ${line}`);
  for (const line of misses) console.log(`[search]   MISS: ${line}`);
  const fix =
    'Fix the ranking (src/lib/search/rank.ts, engine.ts) or the page (its title, headings or `keywords` front matter), ' +
    'not the expectation, unless the expected page is wrong';
  expect(misses, `queries whose page is not in the top three (or not first when marked first). ${fix}`).toEqual([]);
  expect(share, `share of queries whose page is first. ${fix}`).toBeGreaterThanOrEqual(minimumFirstShare);
});
