/**
 * Waiting for the page's network to go quiet after something the reader did.
 * Playwright's `networkidle` is a document's load state: reached once after
 * the document loads, so after a click, a client-side navigation or typing,
 * `waitForLoadState('networkidle')` returns at once, and a check of "what was
 * requested" would miss a request that comes a moment later.
 */
import { expect, type Page } from '@playwright/test';

/** Quiet, as Playwright defines it for a load: no request in flight for this long. */
const quietMs = 500;

export interface NetworkWatch {
  /** Resolves once no request has been in flight for 500 ms. */
  quiet(): Promise<void>;
}

/** Tracks the page's requests from now on. */
export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, {
          message: 'the page kept requesting for 15 s',
          intervals: [100],
          timeout: 15_000,
        })
        .toBe(true);
    },
  };
}
