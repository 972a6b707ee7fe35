/**
 * Offline search in the production build: ranking of known terms, keyboard
 * use, result contents, lazy loading of the index, no third-party requests,
 * accessibility, and the time from the first keystroke to results.
 */
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
  // The box becomes a combobox once its index has loaded.
  await expect(box).toHaveAttribute('role', 'combobox');
  await box.fill('');
  await expect(rows(page)).toHaveCount(0);
  await box.fill(query);
  await expect(rows(page).first()).toBeVisible();
}

/**
 * The dropdown's results, one per page: a row followed by the rows the plugin
 * draws as its children (same page, other sections) counts once, as shown.
 */
async function resultPages(page: Page): Promise<string[]> {
  const texts = await rows(page).evaluateAll((elements) =>
    elements.map((row) => ({
      text: (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      child: row.querySelector('[class*="hitTree"]') !== null,
    })),
  );
  const pages: string[] = [];
  for (const { text, child } of texts) {
    if (child && pages.length > 0) pages[pages.length - 1] += ` ‖ ${text}`;
    else pages.push(text);
  }
  return pages;
}

interface Known {
  what: string;
  query: string;
  /** Texts that identify the expected page in a result row: its title and area path. */
  page: string[];
  /** Must be the very first result, not only in the top three. */
  first?: boolean;
}

const known: Known[] = [
  {
    what: 'an operation by method and path',
    query: 'POST /v1/refunds',
    page: ['Create a refund', 'API Reference › Refunds'],
    first: true,
  },
  {
    what: 'an operation by method and path with a parameter',
    query: 'PATCH /v1/refunds/{id}',
    page: ['Update a refund', 'API Reference › Refunds'],
    first: true,
  },
  {
    what: 'an operation by name',
    query: 'create refund',
    page: ['Create a refund', 'API Reference › Refunds'],
    first: true,
  },
  { what: 'an operation id', query: 'createRefund', page: ['Create a refund', 'API Reference › Refunds'], first: true },
  { what: 'an error code', query: 'card_declined', page: ['Error codes', 'Guide › Developer handbook'] },
  { what: 'an event type', query: 'payment.paid', page: ['Event types', 'API Reference › Events'] },
  {
    what: 'a payment method',
    query: 'GCash',
    page: ['GCash', 'Guide › Developer handbook › Accept payments › Payment methods'],
  },
  { what: 'a dashboard screen', query: 'Payouts', page: ['Payouts', 'Guide › Getting started › Using the dashboard'] },
  { what: 'a changelog entry', query: 'deprecated', page: ['Changelog › Changelog'], first: true },
];

test.describe('known terms find their page in the top three', () => {
  for (const { what, query, page: expected, first } of known) {
    test(`${what}: "${query}"`, async ({ page }) => {
      await open(page, '/docs/guide/intro');
      await search(page, query);
      const pages = await resultPages(page);
      const rank = pages.findIndex((text) => expected.every((part) => text.includes(part)));
      expect(rank, `results for "${query}":\n${pages.join('\n')}`).toBeGreaterThanOrEqual(0);
      expect(rank, `results for "${query}":\n${pages.join('\n')}`).toBeLessThan(first ? 1 : 3);
    });
  }
});

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
      // The plugin's box has replaced the look-alike and its index is loaded
      // (src/theme/SearchBar). Known gap: a second shortcut pressed during
      // that swap may leave the caret at the end instead of selecting.
      await expect(navbarBox(page)).toHaveAttribute('role', 'combobox');
      await page.keyboard.type('refund');
      await page.keyboard.press(combo);
      await expect(navbarBox(page)).toBeFocused();
      // The whole query is selected, so typing replaces it.
      await page.keyboard.type('gcash');
      await expect(navbarBox(page)).toHaveValue('gcash');
    });
  }

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
    const row = rows(page)
      .filter({ has: page.locator('mark') })
      .filter({ hasText: '›' })
      .first();
    await expect(row).toBeVisible();
    // Area › … › page title › section heading
    await expect(row.locator('[class*="hitPath"]')).toHaveText(/^(Guide|API Reference|Changelog) › .+ › .+/);
    await expect(row.locator('[class*="hitTitle"] mark').first()).toHaveText(/idempotency/i);
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

  test('the navbar box offers the full results page', async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await search(page, 'refund');
    await page.getByRole('option', { name: 'See all results' }).click();
    await expect(page).toHaveURL(/\/search\/?\?q=refund$/);
    await expect(page.locator('.main-wrapper article').first()).toBeVisible();
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
    expect(requests.filter((url) => url.includes('search-index'))).toEqual([]);
    expect(workers).toEqual([]);

    await navbarBox(page).focus();
    await expect.poll(() => requests.filter((url) => /\/search-index-[0-9a-f]{8}\.json$/.test(url))).toHaveLength(1);
    await search(page, 'webhook signature');
    await page.keyboard.press('Enter');
    await waitForHydration(page);

    expect(workers.length, 'queries run in a Web Worker').toBe(1);
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere = [...requests, ...workers].filter(
      (url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url),
    );
    expect(elsewhere, 'requests to any other host').toEqual([]);
  });

  test('time from the first keystroke to results', async ({ page }, testInfo) => {
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
    await watch('Create a refund');
    await page.keyboard.type('create refund');
    const warm = await elapsed();

    testInfo.annotations.push({ type: 'keystroke to results', description: `cold ${cold} ms, warm ${warm} ms` });
    console.log(`[search] first keystroke to results: cold (index loading) ${cold} ms, warm ${warm} ms`);
    // Generous bounds for a shared 2-core machine; they catch a regression, not jitter.
    expect(cold).toBeLessThan(6000);
    expect(warm).toBeLessThan(1000);
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
