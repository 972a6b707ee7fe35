/**
 * Code blocks' text and schema tables' rows are in the server's HTML, not in
 * the first load's JavaScript (plugins/server-only-content,
 * src/lib/serverOnlyContent.ts). A first visit fetches them only when a
 * block is about to be highlighted; a navigated-to page has them from its
 * first render, and so does the first page when the reader comes back to it.
 * A navigation asks for the new page's values as it starts
 * (src/lib/pageValues.ts).
 */
import type { Page, Request, Response } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';

/** A page's values file, or the build's list of them (routes.json). */
const contentFile = /\/assets\/content\/(values\.[0-9a-f]+|routes)\.json$/;

/**
 * Records the page's requests for the values' files (and their list), and the bodies of the
 * scripts it loads until `scripts()` is called (a body still being read when
 * the test ends would fail it).
 */
function record(page: Page) {
  const contentRequests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request: Request) => {
    if (contentFile.test(new URL(request.url()).pathname)) contentRequests.push(request.url());
  });
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', onResponse);
  return {
    contentRequests,
    scripts: () => {
      page.off('response', onResponse);
      return Promise.all(scripts);
    },
  };
}

/** Loads `path`, waits for hydration and for everything it loads by itself. */
async function firstVisit(page: Page, path: string) {
  const recorded = record(page);
  const network = watchNetwork(page);
  await page.goto(path);
  await waitForHydration(page);
  await network.quiet();
  return recorded;
}

test('a first visit loads no code text; pointing at a block fetches it, and the highlighted block has it whole', async ({
  page,
}) => {
  const path = '/docs/guide/developer_handbook/webhooks';
  const recorded = await firstVisit(page, path);
  const firstBlock = page.locator('article pre').first();
  const servedCode = await firstBlock.innerText();
  // A line long enough to be this block's own.
  const line = servedCode.split('\n').find((text) => text.trim().length > 30)!;
  expect(line, `${path}: its first code block has no long line`).toBeDefined();
  const scripts = (await recorded.scripts()).join('\n');
  expect(scripts, 'a line of code in the first load’s JavaScript').not.toContain(JSON.stringify(line).slice(1, -1));
  expect(recorded.contentRequests).toEqual([]);

  await firstBlock.hover();
  await expect(page.locator('article button[aria-label*="Copy" i]').first()).toBeAttached();
  expect(recorded.contentRequests).toHaveLength(1);
  expect(await page.locator('article pre').first().innerText()).toBe(servedCode);
});

test.describe('schema tables', () => {
  const first = '/docs/api/payment_intents/create';
  const next = '/docs/api/payment_intents/retrieve';
  const rows = (page: Page) => page.locator('article [class*="row_"]');

  test('a first visit keeps the server’s rows without loading them; a navigated-to page and the way back have theirs', async ({
    page,
  }) => {
    const servedRows = ((await (await page.request.get(first)).text()).match(/class="?row_/g) ?? []).length;
    expect(servedRows, `${first} has no schema rows in its HTML`).toBeGreaterThan(5);
    const recorded = await firstVisit(page, first);
    await recorded.scripts();
    await expect(rows(page)).toHaveCount(servedRows);
    expect(recorded.contentRequests).toEqual([]);

    // The rows there are when the new page's heading appears: rendered with the page, not filled in later.
    const rowsWithHeading = page.evaluate(
      (title) =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const heading = document.querySelector('article h1');
            if (heading?.textContent !== title) return;
            observer.disconnect();
            resolve(heading.closest('article')!.querySelectorAll('[class*="row_"]').length);
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      'Retrieve a payment intent',
    );
    await page.locator(`nav.menu a.menu__link[href="${next}"]`).click();
    await expect(page).toHaveURL(next);
    expect(await rowsWithHeading).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(first);
    await expect(rows(page)).toHaveCount(servedRows);
  });
});

test.describe('navigations', () => {
  const start = '/docs/guide/developer_handbook/webhooks';
  const target = '/docs/guide/developer_handbook/payment_intents_api';
  /** A category's own page: the sidebar links it with a trailing slash. */
  const targetLink = (page: Page) => page.locator(`nav.menu a.menu__link[href="${target}/"]`);
  /**
   * The first visit, its recording stopped at once: these tests read none of it, and a
   * script body still being read when the test ends (the navigation's) would fail it.
   */
  const visitStart = async (page: Page) => (await firstVisit(page, start)).scripts();

  test('a navigation asks for the new page’s values as it starts, before the page’s code has run', async ({ page }) => {
    const routes = (await (await page.request.get('/assets/content/routes.json')).json()) as Record<string, string>;
    const values = routes[target];
    expect(values, `routes.json lists no values for ${target}`).toMatch(contentFile);
    await visitStart(page);

    // The page's code is held back: a request for its values can only come from the navigation.
    let releaseScripts = () => {};
    const held = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    const valuesRequested = page.waitForRequest((request) => new URL(request.url()).pathname === values, {
      timeout: 10_000,
    });
    await targetLink(page).click();
    await valuesRequested;
    releaseScripts();
    await expect(page).toHaveURL(`${target}/`);
    await expect(page.locator('article h1')).toHaveText('Payment intents API');
    await expect(page.locator('article pre').first()).not.toBeEmpty();
  });
});
