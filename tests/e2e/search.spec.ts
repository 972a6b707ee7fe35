/**
 * Offline search in the production build: keyboard use, result contents,
 * lazy loading of the index and what a first query downloads, no third-party
 * requests, accessibility, and the time from the first keystroke to results.
 * Ranking is checked by search-queries.spec.ts (the query set, one visit).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

const navbarBox = (page: Page) => page.locator('.navbar input.navbar__search-input');
const heroBox = (page: Page) => page.locator('[data-hero-search] input.navbar__search-input');
/** Result rows of the open dropdown (the box's listbox). */
const rows = (page: Page) => page.locator('[role="listbox"] [role="option"]');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Puts a query into the navbar box and waits for its results. */
async function search(page: Page, query: string): Promise<void> {
  const box = navbarBox(page);
  await box.click();
  await box.fill('');
  await expect(rows(page)).toHaveCount(0);
  await box.fill(query);
  // The listbox names the query its rows answer.
  await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-query', query);
  await expect(rows(page).first()).toBeVisible();
}

test.describe('keyboard', () => {
  test('/ focuses the search box, but types normally inside a text field', async ({ page }) => {
    await open(page, '/docs/guide/developer_handbook/webhooks');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(navbarBox(page)).toBeFocused();
    await expect(navbarBox(page)).toHaveValue('');
    await page.keyboard.type('v1/');
    await expect(navbarBox(page)).toHaveValue('v1/');
  });

  for (const combo of ['Control+k', 'Meta+k']) {
    test(`${combo} focuses the search box, even from inside it`, async ({ page }) => {
      await open(page, '/docs/api/refunds/create');
      await page.keyboard.press(combo);
      await expect(navbarBox(page)).toBeFocused();
      await page.keyboard.type('refund');
      await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-query', 'refund');
      await page.keyboard.press(combo);
      await expect(navbarBox(page)).toBeFocused();
      // The whole query is selected, so typing replaces it.
      await page.keyboard.type('gcash');
      await expect(navbarBox(page)).toHaveValue('gcash');
    });
  }

  test('Ctrl+K pressed while the search engine loads selects the query', async ({ page }) => {
    // Hold Pagefind's script until both shortcuts have been pressed: the
    // moment the old look-alike box was swapped for the plugin's.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route('**/pagefind/pagefind.js', async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await open(page, '/docs/api/refunds/create');
    await page.keyboard.press('Control+k');
    await expect(navbarBox(page)).toBeFocused();
    await page.keyboard.type('refund');
    await expect.poll(() => requested, 'focusing the box starts loading the engine').toBe(true);
    await page.keyboard.press('Control+k');
    await expect(navbarBox(page)).toBeFocused();
    expect(
      await navbarBox(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
      'the whole query is selected',
    ).toEqual([0, 'refund'.length]);
    release();
    // The engine, its WebAssembly and the first chunks load now: allow for a busy machine.
    await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-query', 'refund', { timeout: 20_000 });
    // Still selected once the results are in: typing replaces the query.
    await page.keyboard.type('gcash');
    await expect(navbarBox(page)).toHaveValue('gcash');
    await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-query', 'gcash');
  });

  test('on the home page the shortcut focuses the hero box, or the navbar box once the hero is scrolled away', async ({
    page,
  }) => {
    await open(page, '/');
    await page.keyboard.press('/');
    await expect(heroBox(page)).toBeFocused();
    // Tab away before the index has loaded: the box must not take the focus back.
    await page.keyboard.press('Tab');
    await expect(heroBox(page)).not.toBeFocused();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(heroBox(page)).not.toBeInViewport();
    await page.keyboard.press('Control+k');
    await expect(navbarBox(page)).toBeFocused();
  });

  test('the shortcut brings back a navbar hidden by scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 700 });
    await open(page, '/docs/api/events/event_types');
    const navbar = page.locator('nav.navbar');
    for (let step = 0; step < 3; step++) await page.mouse.wheel(0, 200);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.keyboard.press('/');
    await expect(navbarBox(page)).toBeFocused();
    await expect(navbarBox(page)).toBeInViewport();
  });

  test('Enter opens the first result, highlighting the searched words', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'POST /v1/refunds');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/refunds\/create\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a refund');
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('Escape closes the results and keeps the query', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'webhook');
    await page.keyboard.press('Escape');
    await expect(rows(page).first()).toBeHidden();
    await expect(navbarBox(page)).toHaveValue('webhook');
  });

  test('arrow keys move through the results and Enter opens the chosen one', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'GCash');
    const selected = page.locator('[role="listbox"] [role="option"][aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const firstText = await selected.innerText();
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveText(firstText);
    const chosen = (await selected.innerText()).replace(/\s+/g, ' ');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/docs\/guide\/intro/);
    // The address changes before the new page renders (the engine keeps the old
    // one on screen while the new one's code loads): wait for its heading.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('Introduction');
    // The chosen row names the page it opens (its title, or its path for a section).
    const title = (await heading.innerText()).trim();
    expect(chosen).toContain(title);
  });
});

test.describe('results', () => {
  test('each result shows its title, area and section, and a highlighted excerpt', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'idempotency');
    // One row per page: no page twice.
    const hrefs = await rows(page).evaluateAll((options) =>
      options.map((option) => (option.getAttribute('href') ?? '').split(/[?#]/)[0]),
    );
    expect(new Set(hrefs).size, hrefs.join('\n')).toBe(hrefs.length);
    // Area › … › page title › best section, over an excerpt with the word marked.
    const row = rows(page)
      .filter({ has: page.locator('[class*="hitExcerpt"] mark') })
      .first();
    await expect(row).toBeVisible();
    await expect(row.locator('[class*="hitPath"]')).toHaveText(/^(Guide|API Reference|Changelog) › .+ › .+/);
    await expect(row.locator('[class*="hitExcerpt"] mark').first()).toHaveText(/idempoten/i);
    // The best section is named in the path: About our API › Idempotency.
    await expect(
      rows(page)
        .locator('[class*="hitPath"]', { hasText: /› Idempotency$/ })
        .first(),
    ).toBeVisible();
    // Words in a title are marked too.
    await search(page, 'webhooks');
    await expect(rows(page).locator('[class*="hitTitle"] mark').first()).toHaveText(/^webhooks?$/i);
  });

  test('the results page lists title, path and highlighted excerpt for every hit', async ({ page }) => {
    await open(page, '/search?q=card_declined');
    const results = page.locator('.main-wrapper article');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "card_declined"');
    const first = results.first();
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/docs\//);
    await expect(first.locator('p').first()).toHaveText(/^(Guide|API Reference|Changelog) › /);
    await expect(results.locator('p mark').first()).toHaveText('card_declined');
  });

  test('the results page also finds API parameters deep in the reference', async ({ page }) => {
    await open(page, '/search?q=payment_method_allowed');
    await expect(page.locator('.main-wrapper article').first()).toBeVisible();
    await expect(
      page.locator('.main-wrapper article h2 a[href^="/docs/api/payment_intents/create"]').first(),
    ).toBeVisible();
  });

  test('rows show only once their content has loaded, so none moves under the pointer as it arrives', async ({
    page,
  }) => {
    // Hold the rows' chunk (./Hit.tsx: the only script with its excerpt filter) until the engine has answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('(?!\\/?mark>)')) await held;
      await route.fulfill({ response, body });
    });
    await open(page, '/docs/guide/intro');
    await navbarBox(page).fill('refund');
    await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-query', 'refund', { timeout: 20_000 });
    await expect(rows(page)).toHaveCount(0);
    release();
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first().locator('mark').first()).toBeVisible();
  });

  test('the navbar box offers the full results page', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'refund');
    await page.getByRole('option', { name: 'See all results' }).click();
    await expect(page).toHaveURL(/\/search\/?\?q=refund$/);
    await expect(page.locator('.main-wrapper article').first()).toBeVisible();
  });
});

test.describe('a blocked engine', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });
  test('the box says search is unavailable', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/docs/guide/intro');
    await navbarBox(page).fill('refund');
    await expect(page.locator('.navbar').getByRole('status')).toHaveText('Search is unavailable: it could not load.');
  });
});

test.describe('loading', () => {
  test('the index is not part of the first page load; it loads on focus, in a worker, from the site itself', async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await open(page, '/docs/guide/intro');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    expect(workers).toEqual([]);

    const beforeFocus = requests.length;
    await navbarBox(page).focus();
    await expect.poll(() => requests.filter((url) => url.endsWith('/pagefind/pagefind.js'))).toHaveLength(1);
    await search(page, 'webhook signature');
    const firstQuery = requests.slice(beforeFocus);

    // A second query downloads only what it needs: no script, no wasm again.
    const beforeSecond = requests.length;
    await search(page, 'refund');
    const secondQuery = requests.slice(beforeSecond);
    expect(secondQuery.filter((url) => /\/pagefind\/(pagefind[.-]|wasm)/.test(url))).toEqual([]);

    await page.keyboard.press('Enter');
    await waitForHydration(page);

    expect(
      workers.filter((url) => url.endsWith('/pagefind/pagefind-worker.js')),
      'queries run in a Web Worker',
    ).toHaveLength(1);
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere = [...requests, ...workers].filter(
      (url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url),
    );
    expect(elsewhere, 'requests to any other host').toEqual([]);

    // What the first query cost, as the production server sends it (its
    // precompressed .gz copy where there is one; Pagefind's index files are
    // gzip already), the engine's own chunk included.
    const bytes = (urls: string[]) =>
      urls
        .map((url) => path.join('build', decodeURIComponent(new URL(url).pathname)))
        .filter((file) => existsSync(file) && statSync(file).isFile())
        .reduce((total, file) => total + statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size, 0);
    const first = bytes(firstQuery);
    console.log(
      `[search] first query downloads ${(first / 1024).toFixed(0)} KB gzip (${firstQuery.length} requests); ` +
        `a second one ${(bytes(secondQuery) / 1024).toFixed(0)} KB`,
    );
    expect(first, 'first-query budget: 200 KB gzip (see README, Search)').toBeLessThanOrEqual(200 * 1024);
  });

  test('time from the first keystroke to results, and a second query reuses the loaded engine', async ({
    page,
  }, testInfo) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await open(page, '/docs/guide/intro');
    // Marks the first keystroke and the moment the expected result shows.
    const watch = (expected: string) =>
      page.evaluate((text) => {
        const marks: { key?: number; results?: number } = {};
        (window as unknown as { searchMarks: typeof marks }).searchMarks = marks;
        document.addEventListener('keydown', () => (marks.key ??= performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (document.querySelector('[role="listbox"]')?.textContent?.includes(text)) {
            marks.results = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, expected);
    const elapsed = async () => {
      await page.waitForFunction(
        () => (window as unknown as { searchMarks: { results?: number } }).searchMarks.results,
      );
      return page.evaluate(() => {
        const { key = 0, results = 0 } = (window as unknown as { searchMarks: { key?: number; results?: number } })
          .searchMarks;
        return Math.round(results - key);
      });
    };

    // Cold: the reader focuses the box and types at once; the index loads meanwhile.
    await watch('Receive a GCash payment');
    await navbarBox(page).focus();
    await page.keyboard.type('gcash');
    const cold = await elapsed();

    // Warm: the index is loaded; a new query.
    await navbarBox(page).fill('');
    const beforeWarm = requests.length;
    await watch('Create a refund');
    await page.keyboard.type('create refund');
    const warm = await elapsed();

    testInfo.annotations.push({ type: 'keystroke to results', description: `cold ${cold} ms, warm ${warm} ms` });
    console.log(`[search] first keystroke to results: cold (index loading) ${cold} ms, warm ${warm} ms`);
    // The times are printed, not asserted: on the shared 2-core machine a warm
    // query took 1.3 s in a full run under load, against about 0.2 s when quiet.
    // `npm run bench:search` measures speed. What keeps a warm query fast is
    // asserted instead: it starts nothing again (no engine script, worker,
    // WebAssembly, entry or metadata file), fetching only index chunks and
    // result fragments it had not needed yet.
    const engineFiles = /\/pagefind\/(pagefind(-worker)?\.js|wasm\.|pagefind-entry\.json|pagefind\.[^/]*\.pf_meta)/;
    expect(requests.slice(0, beforeWarm).filter((path) => engineFiles.test(path)).length).toBeGreaterThan(0);
    expect(requests.slice(beforeWarm).filter((path) => engineFiles.test(path))).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('the search boxes have accessible names', async ({ page }) => {
    await open(page, '/');
    await expect(navbarBox(page)).toHaveAccessibleName('Search');
    await expect(heroBox(page)).toHaveAccessibleName('Search');
    await expect(page.getByRole('search', { name: /search the guide/i })).toBeVisible();
  });

  test('the hero box with results open passes axe (serious and critical rules)', async ({ page }) => {
    await open(page, '/');
    await heroBox(page).click();
    await heroBox(page).pressSequentially('refund');
    await expect(page.locator('[data-hero-search] [role="option"]').first()).toBeVisible();
    expect(await seriousViolations(page, ['[data-hero-search]', '.navbar'])).toEqual([]);
  });

  test('the navbar box with results open passes axe (serious and critical rules)', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'refund');
    expect(await seriousViolations(page, ['.navbar'])).toEqual([]);
  });

  test('the results page passes axe (serious and critical rules)', async ({ page }) => {
    await open(page, '/search?q=refund');
    await expect(page.locator('.main-wrapper article').first()).toBeVisible();
    expect(await seriousViolations(page, ['.main-wrapper'])).toEqual([]);
  });
});
