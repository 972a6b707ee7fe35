/**
 * Runs widget start-up after the page is interactive: the first route update
 * fires once React has hydrated, and this waits further for an idle moment so
 * the widgets never compete with the page's own work.
 */

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Longest wait for an idle moment before starting anyway (ms). */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(win: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(() => resolve(), 1);
    }
  });
}
