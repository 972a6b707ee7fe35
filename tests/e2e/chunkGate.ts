/**
 * Controls the site's lazily loaded code chunks (`/assets/js/*` other than the
 * entry scripts), to make a route's code wait or fail. Waiting is held until
 * the test releases it, never a timer: what the page shows meanwhile is
 * checked while the code is certainly still on its way.
 */
import type { Page, Request, Route } from '@playwright/test';

/** `open`: served; `held`: kept waiting until `release()`; `failing`: the connection resets. */
export type ChunkMode = 'open' | 'held' | 'failing';

const entryScript = /\/assets\/js\/(main|runtime~main)\.[^/]*\.js$/;

export interface ChunkGate {
  /** How chunks not yet executed are answered from now on. */
  set(mode: ChunkMode): void;
  /** Serves every held chunk, and opens the gate. */
  release(): Promise<void>;
  /** Resolves once at least one chunk is being held. */
  held(): Promise<void>;
  /** Chunks the page has executed so far (they stay available). */
  readonly executed: ReadonlySet<string>;
}

export interface ChunkGateOptions {
  /** Gate only the chunks whose code matches (the highlighter's, say); the others are served. */
  carrying?: RegExp;
}

/** Installs the gate before the first page load (routing also disables the HTTP cache). */
export async function gateChunks(
  page: Page,
  initial: ChunkMode = 'open',
  { carrying }: ChunkGateOptions = {},
): Promise<ChunkGate> {
  let mode = initial;
  const executed = new Set<string>();
  const waiting: Route[] = [];
  let onHeld: (() => void) | undefined;
  const isScript = (request: Request) => request.resourceType() === 'script';
  page.on('requestfinished', (request) => {
    if (isScript(request) && request.url().includes('/assets/js/')) executed.add(request.url());
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const url = route.request().url();
    if (mode === 'open' || entryScript.test(url) || executed.has(url)) return route.continue();
    if (carrying && !carrying.test(await (await route.fetch()).text())) return route.continue();
    if (mode === 'failing') return route.abort('connectionreset');
    waiting.push(route);
    onHeld?.();
  });
  return {
    set(next) {
      mode = next;
    },
    async release() {
      mode = 'open';
      // The page may have moved on from a held chunk.
      await Promise.all(waiting.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
    held() {
      return waiting.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (onHeld = resolve));
    },
    executed,
  };
}
