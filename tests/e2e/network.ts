/**
 * Waiting for the page's network to go quiet after something the reader did
 * (a click, typing, a client-side navigation), before checking what it
 * requested: `waitForLoadState('networkidle')` returns at once there
 * (scripts/perf/requests.ts says why).
 */
import { expect, type Page } from '@playwright/test';
import { trackRequests } from '../../scripts/perf/requests';

export interface NetworkWatch {
  /** Resolves once no request has been in flight for 500 ms. */
  quiet(): Promise<void>;
}

/** Tracks the page's requests from now on. */
export function watchNetwork(page: Page): NetworkWatch {
  const requests = trackRequests(page);
  return {
    async quiet() {
      await expect
        .poll(() => requests.isQuiet(), {
          message: 'the page kept requesting for 15 s',
          intervals: [100],
          timeout: 15_000,
        })
        .toBe(true);
    },
  };
}
