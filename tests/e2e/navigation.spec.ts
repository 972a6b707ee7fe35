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
    gate.set('held');
    await retry.click();
    await gate.held();
    await expect(page.locator('svg#loader')).toBeVisible();
    await gate.release();
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

/**
 * Stops the page's (installed) clock a few seconds ahead of its time (it must
 * not be in the past when the call arrives, and the page's time flows until
 * then); from then on only runFor() moves it.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

test.describe('progress bar (4)', () => {
  // The page's clock is Playwright's: paused while the navigation is pending,
  // then moved forward by exact amounts, so no timing depends on the machine.
  test('appears only after 200 ms of navigation, with the library defaults (minimum 0.08, speed 200 ms, trickle 800 ms)', async ({
    page,
  }) => {
    await page.clock.install();
    const gate = await gateChunks(page);
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await watchProgressBar(page);
    await pauseClock(page);
    gate.set('held');
    await navbarLink(page, 'Changelog').click();
    await gate.held();

    const bar = page.locator('#nprogress .bar');
    await page.clock.runFor(199);
    await expect(bar, 'no bar before 200 ms').toHaveCount(0);
    await page.clock.runFor(1);
    await expect(bar, 'the bar at 200 ms').toHaveCount(1);
    // It starts at the minimum, 8 %, and moves with 200 ms transitions.
    const { clickAt, events } = await progressRecord(page);
    const started = events.find((event) => event.present && event.duration !== '' && event.duration !== '0s')!;
    expect(started.at - clickAt).toBe(200);
    expect(started.transform).toBe('translate3d(-92%, 0px, 0px)');
    expect(started.duration).toBe('200ms');
    expect(started.easing).toBe('ease');
    // Then it trickles forward every 800 ms until the page arrives.
    await page.clock.runFor(799);
    expect((await progressRecord(page)).events.filter((event) => event.at > started.at)).toEqual([]);
    await page.clock.runFor(1);
    const trickle = (await progressRecord(page)).events.find((event) => event.at > started.at);
    expect(trickle, 'the bar trickles forward at 800 ms').toBeDefined();
    expect(trickle!.at - started.at).toBe(800);
    expect(trickle!.transform).not.toBe(started.transform);

    await gate.release();
    await page.clock.resume();
    await expect(changelogHeading(page)).toBeVisible();
  });

  test('a fast navigation shows none', async ({ page }) => {
    await page.clock.install();
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await navbarLink(page, 'Changelog').click();
    await expect(changelogHeading(page)).toBeVisible();
    // That first navigation fetched code, and on a busy machine took long
    // enough to show the bar: it must have finished leaving before watching.
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // Both pages' code is now loaded: going back and forth takes no time on
    // the page's clock, which stands still; then a second passes.
    await watchProgressBar(page);
    await pauseClock(page);
    await navbarLink(page, 'Guide').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await navbarLink(page, 'Changelog').click();
    await expect(changelogHeading(page)).toBeVisible();
    await page.clock.runFor(1000);
    expect((await progressRecord(page)).events.filter((event) => event.present)).toEqual([]);
  });
});

test.describe('scrolling after navigation (5)', () => {
  const page_ = '/docs/api/payment_intents/create';

  test('goes to the top of a new page, and to the anchor when the address has a hash', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 800 });
    await page.goto(page_);
    await waitForHydration(page);
    // At this width the API page reads in two columns, and its table of contents is the compact "On this page" control.
    await page.locator('.theme-doc-toc-mobile').getByRole('button', { name: 'On this page' }).click();
    const tocLink = page.locator('.theme-doc-toc-mobile .table-of-contents a').nth(5);
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

/**
 * Resolves once the engine has prefetched what the links in view lead to.
 * Links in view (navbar, sidebar) are prefetched by the engine's
 * intersection observers, made at hydration. Observers are notified in the
 * order they were made, so once one made now reports the navbar links, the
 * engine's have too, and have added their prefetch links (or never will):
 * a timer set now fires after the observers' task.
 */
async function prefetchesOfLinksInView(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setTimeout(resolve, 0);
          }
        });
        document.querySelectorAll('nav.navbar a[href^="/"]').forEach((link) => observer.observe(link));
      }),
  );
}

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
      await prefetchesOfLinksInView(page);
      const prefetched = await page.locator('link[rel="prefetch"]').count();
      // A hovered link has its page code loaded: the engine adds the page's
      // script elements in the mouseenter handler itself (and removes them once
      // loaded), so an observer of the document sees them by the time the hover returns.
      await page.evaluate(() => {
        const added: string[] = [];
        const collect = (records: MutationRecord[]) =>
          records.forEach((record) =>
            record.addedNodes.forEach((node) => {
              if (node instanceof HTMLScriptElement) added.push(node.src);
            }),
          );
        const observer = new MutationObserver(collect);
        observer.observe(document, { childList: true, subtree: true });
        // takeRecords() hands over what the observer has not delivered yet.
        Object.assign(window, { scriptsAdded: () => (collect(observer.takeRecords()), added) });
      });
      await navbarLink(page, 'Changelog').hover();
      const loadedOnHover =
        (await page.evaluate(() => (window as unknown as { scriptsAdded: () => string[] }).scriptsAdded())).length > 0;
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

test.describe('the sidebar follows the page (12)', () => {
  // The engine's behaviour, and links that no longer render at each navigation
  // (patches/react-router-dom+5.3.4.patch): whatever the way a reader
  // arrives, the link to the page is the one marked, and the category
  // holding it opens.
  test('after client-side navigations, only the current page is marked and its category is open', async ({ page }) => {
    await page.goto('/docs/guide/developer_handbook/webhooks');
    await waitForHydration(page);
    const sidebar = page.locator('nav.menu');
    const marked = sidebar.locator('a[aria-current="page"]');
    await expect(marked).toHaveText(['Webhooks']);

    await sidebar.getByRole('link', { name: 'Fees', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect(marked).toHaveText(['Fees']);

    // A page in a category the sidebar shows closed, reached without the sidebar.
    const gettingStarted = sidebar.locator('li.theme-doc-sidebar-item-category-level-1', {
      has: page.getByRole('link', { name: 'Getting started', exact: true }),
    });
    await expect(gettingStarted).toHaveClass(/menu__list-item--collapsed/);
    await routerNavigate(page, '/docs/guide/getting_started/activate_your_account');
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
    await expect(marked).toHaveText(['Activate your account']);
    await expect(gettingStarted).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(gettingStarted.getByRole('link', { name: 'Activate your account' })).toBeVisible();

    // And back the way it came.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect(marked).toHaveText(['Fees']);
  });

  // Sidebar items render again only when the move concerns them
  // (src/theme/DocSidebarItem): the engine's behaviours for the categories
  // holding the page, and for the ones the reader opened, still hold.
  test('a category the reader closed opens again when the page moves within it; the others keep their state', async ({
    page,
  }) => {
    await page.goto('/docs/guide/developer_handbook/payments/after_payment/handle_webhook_event');
    await waitForHydration(page);
    const sidebar = page.locator('nav.menu');
    const marked = sidebar.locator('a[aria-current="page"]');
    const category = (label: string) =>
      sidebar.locator('li.menu__list-item', {
        has: page.locator(`:scope > div > button[aria-label$="sidebar category '${label}'"]`),
      });
    const afterPayment = category('After the payment');
    const testing = category('Testing');
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Testing'" }).click();
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'After the payment'" }).click();
    await expect(afterPayment).toHaveClass(/menu__list-item--collapsed/);
    await expect(testing).not.toHaveClass(/menu__list-item--collapsed/);

    // To the category's own page: its link is now the one marked, and it opens again.
    await routerNavigate(page, '/docs/guide/developer_handbook/payments/after_payment/');
    await expect(page.getByRole('heading', { level: 1, name: 'After the payment' })).toBeVisible();
    await expect(marked).toHaveAttribute('href', '/docs/guide/developer_handbook/payments/after_payment/');
    await expect(afterPayment).not.toHaveClass(/menu__list-item--collapsed/);
    // A category that holds neither page keeps what the reader did to it.
    await expect(testing).not.toHaveClass(/menu__list-item--collapsed/);
  });
});
