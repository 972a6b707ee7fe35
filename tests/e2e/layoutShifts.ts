/**
 * Layout shifts while a page loads, as the CLS metric counts them (shifts
 * after input excluded): record from before the first load, then read them
 * once the page has hydrated and settled.
 */
import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

export interface Shift {
  value: number;
  /** Each moved element, with where it was and where it went (`x,y wxh → x,y wxh`), so a failure says which way it moved. */
  sources: string[];
}

/** Records every layout shift of the page from the start, as the CLS metric counts them. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
            const name = node ? `${node.nodeName.toLowerCase()}.${String(node.className).split(' ')[0]}` : '?';
            return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the page to hydrate and settle, then returns its layout shifts. */
export async function shiftsAfterLoad(page: Page): Promise<Shift[]> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Two frames, so that a shift caused by the last update is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}
