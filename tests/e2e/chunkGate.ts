/**
 * Controls the site's lazily loaded code chunks (`/assets/js/*` other than the
 * entry scripts), to make a route's code load slowly or fail.
 */
import type { Page, Request } from '@playwright/test';

export type ChunkMode = 'open' | 'failing' | { delayMs: number };

const entryScript = /\/assets\/js\/(main|runtime~main)\.[^/]*\.js$/;

export interface ChunkGate {
  /** How chunks not yet executed are answered from now on. */
  set(mode: ChunkMode): void;
  /** Chunks the page has executed so far (they stay available). */
  readonly executed: ReadonlySet<string>;
}

/** Installs the gate before the first page load (routing also disables the HTTP cache). */
export async function gateChunks(page: Page, initial: ChunkMode = 'open'): Promise<ChunkGate> {
  let mode = initial;
  const executed = new Set<string>();
  const isScript = (request: Request) => request.resourceType() === 'script';
  page.on('requestfinished', (request) => {
    if (isScript(request) && request.url().includes('/assets/js/')) executed.add(request.url());
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const url = route.request().url();
    if (mode === 'open' || entryScript.test(url) || executed.has(url)) return route.continue();
    if (mode === 'failing') return route.abort('connectionreset');
    const { delayMs } = mode;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return route.continue().catch(() => undefined); // the page may have moved on
  });
  return {
    set(next) {
      mode = next;
    },
    executed,
  };
}
