/**
 * Client-side navigation, measured: from a click on a sidebar link to the
 * new page's h1 in the DOM, with the CPU slowed four times (as Lighthouse's
 * mobile setting does), on a desktop screen where the sidebar shows.
 */
import type { Browser, Page } from '@playwright/test';
import { trackRequests, type RequestTracker } from './requests';
import { median } from './stats';

/** The sidebar links shown on `startPath` (hrefs, in order), the current page's excepted. */
export async function visibleSidebarLinks(browser: Browser, origin: string, startPath: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(origin + startPath, { waitUntil: 'networkidle' });
    return await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('nav.menu a.menu__link'))
        .filter((a) => a.offsetParent !== null && a.getAttribute('href')?.startsWith('/docs/'))
        .map((a) => a.getAttribute('href')!.replace(/\/$/, '') || '/')
        .filter((href, index, all) => all.indexOf(href) === index && href !== location.pathname.replace(/\/$/, '')),
    );
  } finally {
    await context.close();
  }
}

/**
 * Clicks the visible sidebar link to `href` and resolves with the time until
 * the new page's h1 is in the DOM. A string, not a function: this module runs
 * under tsx, whose transform adds helpers to named functions that do not
 * exist in the page.
 */
const clickToHeadingScript = `(target) => new Promise((resolve, reject) => {
  const link = Array.from(document.querySelectorAll('nav.menu a.menu__link')).find(
    (a) => a.offsetParent !== null && (a.getAttribute('href') || '').replace(/\\/$/, '') === target,
  );
  if (!link) return reject(new Error('no visible sidebar link to ' + target + ' on ' + location.pathname));
  const before = document.querySelector('h1');
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading || heading === before || location.pathname.replace(/\\/$/, '') !== target) return;
    observer.disconnect();
    resolve(performance.now() - started);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  link.click();
})`;

async function clickToHeading(page: Page, href: string): Promise<number> {
  return page.evaluate(`(${clickToHeadingScript})(${JSON.stringify(href)})`) as Promise<number>;
}

export interface NavigationResult {
  /** Milliseconds from click to the new h1, per target, in order. */
  times: number[];
  median: number;
}

/**
 * Resolves once the page has settled after a client-side navigation: no
 * request in flight for 500 ms, then an idle main thread, then still no
 * request. Waiting for `networkidle` instead returned at once
 * (./requests.ts), so a click landed on a page still loading and running
 * what the navigation before it started (a lazy chunk, the highlighting of
 * its code).
 */
async function settle(page: Page, requests: RequestTracker): Promise<void> {
  for (;;) {
    if (!requests.isQuiet()) {
      await page.waitForTimeout(requests.untilQuiet());
      continue;
    }
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    if (requests.isQuiet()) return;
  }
}

/**
 * Opens `startPath`, then clicks through `targets` one after another (each a
 * sidebar link on the page before), waiting in between until the page has
 * settled (`settle`), so each click starts from a settled page, as a reader's would.
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  startPath: string,
  targets: readonly string[],
  cpuSlowdown = 4,
): Promise<NavigationResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = trackRequests(page);
    await page.goto(origin + startPath, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const times: number[] = [];
    for (const target of targets) {
      times.push(await clickToHeading(page, target));
      await settle(page, requests);
    }
    return { times, median: median(times) };
  } finally {
    await context.close();
  }
}
