import { existsSync } from 'node:fs';
import { drawDiagram, flushDrawingRequests, missingAccessibilityLines } from './index';
import { chromiumLaunchOptions } from '../../config/chromium';

/**
 * The bundler reaches the pages that hold diagrams 4 to 6 s into a cold
 * build and waits for their drawings (the site's 22 take 2 to 3 s in one
 * browser page, ./render.mjs). ./plugin.ts starts all of them when the plugin
 * is created, about 1.5 s in, in one batch, so the pages find them drawn.
 *
 * It reads the diagrams (./sources.ts, by pattern: 20 ms) on the main thread,
 * before the bundler starts. (Read by parsing the pages, in a worker thread
 * competing for the two cores with the bundler, the reading took 5 s and the
 * drawings were ready at 15 s instead of 6.)
 */

/**
 * Draws `sources` (diagrams as the pages' fences will hold them) before the
 * bundler reaches their pages, in one browser; the pages then take the
 * drawings from ./index.ts. Only an early start: a page whose diagram was
 * not prefetched draws it itself, and a failed drawing fails its page there.
 * Resolves once all are settled.
 */
export async function prefetchDrawings(sources: readonly string[]): Promise<void> {
  // Without a browser the pages show their diagrams' source, and say why (./index.ts).
  if (!existsSync(chromiumLaunchOptions.executablePath)) return;
  const drawable = sources.filter((source) => missingAccessibilityLines(source).length === 0);
  const drawings = Promise.allSettled(
    drawable.flatMap((source) => [drawDiagram(source, 'light'), drawDiagram(source, 'dark')]),
  );
  // Every diagram has asked by now: one renderer, started at once.
  flushDrawingRequests();
  await drawings;
}
