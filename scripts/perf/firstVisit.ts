/**
 * A first visit on a slow phone, in Chromium's own throttling: Lighthouse's
 * mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the
 * CPU slowed four times, its mobile screen, an empty cache. Two figures a
 * reader waits for: the largest paint (when the page reads as there), and
 * hydration (when tabs, copy buttons and search answer). Lighthouse's
 * simulation reports no hydration time, and its largest paint is modelled
 * from an unthrottled load.
 */
import type { Browser } from '@playwright/test';
import { onSlowPhone } from './pages';

export interface FirstVisit {
  /** Milliseconds from navigation. */
  largestPaint: number;
  hydrated: number;
}

const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function measureFirstVisit(
  browser: Browser,
  origin: string,
  route: string,
  cpuSlowdown = 4,
): Promise<FirstVisit> {
  return onSlowPhone(browser, cpuSlowdown, async (page, cdp) => {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    // The engine sets the attribute in an effect once hydration has committed.
    // The document, not its root: the script runs before the parser makes <html>.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hasHydrated !== 'true') return;
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(origin + route, { waitUntil: 'commit' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise<FirstVisit>((resolve) => {
          const hydrated = (window as unknown as { __hydratedAt: number }).__hydratedAt;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ largestPaint: entries[entries.length - 1]!.startTime, hydrated });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  });
}
