/**
 * Navigation behaviour (specification section 2) and the navigation rows of
 * the error catalogue (section 8), proven on the production build. Most of
 * this is the engine's own behaviour: these tests catch an upgrade that
 * changes it.
 */
import type { Page } from '@playwright/test';
import { gateChunks } from './chunkGate';
import { anyOf, expect, test, waitForHydration } from './fixtures';

/** Marks the current document; a full page load clears the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marked?: boolean }).marked = true));
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
}

/** A client-side navigation the way the router sees Back/Forward: push, then popstate. */
async function routerNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

const chunkErrors = anyOf(/Failed to load resource/, /could not load the code of this page/, /Loading chunk .* failed/);
const navbarLink = (page: Page, name: string) => page.locator('nav.navbar').getByRole('link', { name, exact: true });
const changelogHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Changelog' });

test.describe('lazy page code (1, 2)', () => {
  test.use({ allowedConsoleErrors: chunkErrors });

  test('a page whose code fails to load shows the error and a Retry button that works once the network is back, with a spinner while it loads', async ({
    page,
  }) => {
    const gate = await gateChunks(page, 'failing');
    await page.goto('/changelog');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByText(/Loading chunk .* failed/i)).toBeVisible();
    await expect(changelogHeading(page)).toHaveCount(0);

    // The network is back, slowly: the spinner shows until the code arrives.
    gate.set({ delayMs: 1500 });
    await retry.click();
    await expect(page.locator('svg#loader')).toBeVisible();
    await expect(changelogHeading(page)).toBeVisible();
    await expect(page.locator('svg#loader')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('a client-side navigation whose code fails to load ends in a full page load of the target, not a blank page', async ({
    page,
  }) => {
    const gate = await gateChunks(page);
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await markDocument(page);
    gate.set('failing');
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document');
    await navbarLink(page, 'Changelog').click();
    expect(new URL((await documentLoad).url()).pathname).toBe('/changelog');
    await expect(page).toHaveURL('/changelog');
    // A full load happened, and the reader sees the failure with a way out.
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    gate.set('open');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(changelogHeading(page)).toBeVisible();
  });
});

test.describe('index.html addresses (3)', () => {
  test('a direct load of …/index.html renders the page at the clean path', async ({ page }) => {
    await page.goto('/docs/guide/intro/index.html');
    await waitForHydration(page);
    await expect(page).toHaveURL('/docs/guide/intro');
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  });

  test('a client-side navigation to …/index.html renders the page and cleans the address bar', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    await routerNavigate(page, '/docs/api/refunds/index.html?from=test#top');
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expect(page).toHaveURL('/docs/api/refunds?from=test#top');
    expect(await isSameDocument(page)).toBe(true);
  });
});

interface ProgressEvent {
  at: number;
  present: boolean;
  transform: string;
  duration: string;
  easing: string;
}

/** Records the progress bar's appearance and every change of its position. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = { clickAt: 0, events: [] as ProgressEvent[] };
    (window as unknown as { progress: typeof record }).progress = record;
    document.addEventListener('click', () => (record.clickAt = performance.now()), true);
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      const event = {
        at: performance.now(),
        present: bar !== null,
        transform: bar?.style.transform ?? '',
        duration: bar?.style.transitionDuration ?? '',
        easing: bar?.style.transitionTimingFunction ?? '',
      };
      const last = record.events.at(-1);
      if (!last || last.present !== event.present || last.transform !== event.transform) record.events.push(event);
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
}

async function progressRecord(page: Page): Promise<{ clickAt: number; events: ProgressEvent[] }> {
  return page.evaluate(
    () => (window as unknown as { progress: { clickAt: number; events: ProgressEvent[] } }).progress,
  );
}

test.describe('progress bar (4)', () => {
  // Timings on a shared 2-core machine: one retry absorbs a stalled main thread; a real
  // regression (no delay, wrong defaults, a bar on cached navigation) fails both runs.
  test.describe.configure({ retries: 1 });
  test('appears only after 200 ms of navigation, with the library defaults (minimum 0.08, speed 200 ms, trickle 800 ms)', async ({
    page,
  }) => {
    const gate = await gateChunks(page);
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await watchProgressBar(page);
    gate.set({ delayMs: 2600 });
    await navbarLink(page, 'Changelog').click();
    await expect(changelogHeading(page)).toBeVisible({ timeout: 10_000 });

    const { clickAt, events } = await progressRecord(page);
    const shown = events.filter((event) => event.present);
    expect(shown.length, 'the progress bar should have shown').toBeGreaterThan(2);
    const delay = shown[0]!.at - clickAt;
    expect(delay, 'the bar appears after 200 ms, not before').toBeGreaterThanOrEqual(195);
    expect(delay).toBeLessThan(1000);
    // It starts at the minimum, 8 %, and moves with 200 ms transitions.
    const started = shown.find((event) => event.duration !== '' && event.duration !== '0s')!;
    expect(started.transform).toBe('translate3d(-92%, 0px, 0px)');
    expect(started.duration).toBe('200ms');
    expect(started.easing).toBe('ease');
    // Then it trickles forward every 800 ms until the page arrives.
    const moves = shown.slice(shown.indexOf(started) + 1);
    expect(moves.length, 'the bar should have trickled at least once').toBeGreaterThanOrEqual(1);
    const firstTrickle = moves[0]!.at - started.at;
    expect(firstTrickle).toBeGreaterThan(650);
    expect(firstTrickle).toBeLessThan(1400);
  });

  test('a fast navigation shows none', async ({ page }) => {
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await navbarLink(page, 'Changelog').click();
    await expect(changelogHeading(page)).toBeVisible();
    // Both pages' code is now loaded: going back and forth is immediate.
    await watchProgressBar(page);
    await navbarLink(page, 'Guide').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await navbarLink(page, 'Changelog').click();
    await expect(changelogHeading(page)).toBeVisible();
    await page.waitForTimeout(400);
    expect((await progressRecord(page)).events.filter((event) => event.present)).toEqual([]);
  });
});

test.describe('scrolling after navigation (5)', () => {
  const page_ = '/docs/api/payment_intents/create';

  test('goes to the top of a new page, and to the anchor when the address has a hash', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 800 });
    await page.goto(page_);
    await waitForHydration(page);
    const tocLink = page.locator('.table-of-contents a').nth(5);
    const hash = (await tocLink.getAttribute('href'))!;
    const anchor = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
    await tocLink.click();
    await expect(anchor).toBeInViewport();

    // Scrolled well down, then off to another page: it starts at the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Changelog' }).click();
    await expect(changelogHeading(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back to the address with the hash: the anchor, not the top or the old position.
    await page.goBack();
    await expect(page).toHaveURL(`${page_}${hash}`);
    await expect(anchor).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a direct load with a hash shows the anchor', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 800 });
    await page.goto(page_);
    const hash = (await page.locator('.table-of-contents a').nth(5).getAttribute('href'))!;
    await page.goto(`${page_}${hash}`);
    await waitForHydration(page);
    await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
  });
});

const connections = [
  { name: 'a fast connection', connection: null, prefetches: true },
  { name: 'a 2g connection', connection: { effectiveType: '2g', saveData: false }, prefetches: false },
  { name: 'data saver on', connection: { effectiveType: '4g', saveData: true }, prefetches: false },
];

test.describe('prefetching (6)', () => {
  for (const { name, connection, prefetches } of connections) {
    test(`with ${name}, page code is ${prefetches ? '' : 'not '}fetched ahead for links in view or hovered`, async ({
      page,
    }) => {
      if (connection) {
        await page.addInitScript((emulated) => {
          const info = { ...emulated, addEventListener() {}, removeEventListener() {} };
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => info, configurable: true });
        }, connection);
      }
      await page.goto('/docs/guide/intro');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Links in view (navbar, sidebar, and the footer after scrolling) are prefetched.
      await page.mouse.wheel(0, 3000);
      const prefetchLinks = page.locator('link[rel="prefetch"]');
      if (prefetches) await expect(prefetchLinks.first()).toBeAttached();
      else await page.waitForTimeout(1000);
      const prefetched = await prefetchLinks.count();
      // A hovered link has its page code loaded (script requests, unlike prefetches).
      await page.evaluate(() => window.scrollTo(0, 0));
      const loadOnHover = page
        .waitForRequest((request) => request.resourceType() === 'script' && request.url().includes('/assets/js/'), {
          timeout: 2000,
        })
        .then(
          () => true,
          () => false,
        );
      await navbarLink(page, 'Changelog').hover();
      const loadedOnHover = await loadOnHover;
      if (prefetches) {
        expect(prefetched).toBeGreaterThan(0);
        expect(loadedOnHover).toBe(true);
      } else {
        expect(prefetched).toBe(0);
        expect(loadedOnHover).toBe(false);
      }
      // Either way, following the link works.
      await navbarLink(page, 'Changelog').click();
      await expect(changelogHeading(page)).toBeVisible();
    });
  }
});

const storageBehaviours = {
  'is blocked': () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      configurable: true,
    });
  },
  'throws on write': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

test.describe('local storage unavailable (9)', () => {
  test.use({ allowedConsoleErrors: [/Docusaurus storage error/] });
  for (const [behaviour, breakStorage] of Object.entries(storageBehaviours)) {
    test(`when it ${behaviour}, the site renders and navigates; closing the announcement does not persist`, async ({
      page,
    }) => {
      await page.addInitScript(breakStorage);
      await page.goto('/');
      await waitForHydration(page);
      const announcement = page.locator('div[class*="announcementBar_"]');
      await announcement.getByRole('button', { name: 'Close' }).click();
      await expect(announcement).toHaveCount(0);
      await navbarLink(page, 'Guide').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
      await navbarLink(page, 'API Reference').click();
      await expect(page).toHaveURL('/docs/api/core_resources/');
      await page.reload();
      await waitForHydration(page);
      await expect(announcement).toBeVisible();
    });
  }
});

test.describe('choices kept in local storage (10)', () => {
  test('the announcement dismissal is kept under the engine key', async ({ page }) => {
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await page.locator('div[class*="announcementBar_"]').getByRole('button', { name: 'Close' }).click();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ 'docusaurus.announcement.dismiss': 'true' });
    expect(stored['docusaurus.announcement.id']).toMatch(/^announcement-/);
  });

  test('a colour mode stored by an earlier version of the site is ignored and cleared: the switch is disabled', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', 'yes');
      }
    });
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});

/** Bad addresses: each shows the not-found page, hydrates, and the reader can go on from there. */
const badAddresses = [
  { name: 'malformed percent-encoding', path: '/%E0%A4%A' },
  { name: 'malformed percent-encoding deeper down', path: '/docs/guide/%E0%A4%A/intro' },
  { name: 'a 2,000-character path', path: `/docs/${'a'.repeat(1994)}` },
  { name: 'a 2,000-character path of many segments', path: `/docs/${'segment/'.repeat(249)}x`.slice(0, 2000) },
  { name: 'an encoded <script> element', path: '/%3Cscript%3Ewindow.injected%3Dtrue%3C%2Fscript%3E' },
  { name: 'an encoded attribute break-out', path: '/docs/%22%3E%3Cscript%3Ewindow.injected=true%3C/script%3E' },
  { name: 'an encoded <img onerror>', path: '/docs/%3Cimg%20src=x%20onerror=window.injected=true%3E' },
];

test.describe('bad addresses (11)', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const { name, path } of badAddresses) {
    test(`${name}: the not-found page, hydrated, and onward navigation works`, async ({ page }) => {
      expect(path.length).toBeLessThanOrEqual(2000);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      await markDocument(page);
      await page.getByRole('main').getByRole('link', { name: 'The guide' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
      expect(await isSameDocument(page), 'the app should navigate client-side').toBe(true);
      await navbarLink(page, 'Changelog').click();
      await expect(changelogHeading(page)).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }

  test('a malformed hash, loaded directly or reached in the page, breaks nothing', async ({ page }) => {
    await page.goto('/docs/guide/intro#%E0%A4%A');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await markDocument(page);
    await page.evaluate(() => (window.location.hash = '%E0%A4%A'));
    await page.evaluate(() => (window.location.hash = 'x%ZZ'));
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await navbarLink(page, 'Changelog').click();
    await expect(changelogHeading(page)).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});
