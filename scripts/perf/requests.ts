/**
 * The page's requests in flight, tracked from now on: what "the network is
 * quiet" means for the bench's navigation and the browser tests alike.
 * Playwright's `networkidle` cannot serve after a click or a client-side
 * navigation: it is a document's load state, reached once after the
 * document loads, so waiting for it later returns at once.
 */
import type { Page } from '@playwright/test';

/** Quiet, as Playwright defines it for a load: no request in flight for this long. */
const quietMs = 500;

export interface RequestTracker {
  /** Whether no request has been in flight for `quietMs`. */
  isQuiet(): boolean;
  /** Milliseconds until it can be quiet, if nothing else starts (0 when it is). */
  untilQuiet(): number;
}

export function trackRequests(page: Page): RequestTracker {
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
  const untilQuiet = () => (inFlight > 0 ? quietMs : Math.max(0, quietMs - (Date.now() - lastActivity)));
  return { isQuiet: () => untilQuiet() === 0, untilQuiet };
}
