/**
 * The main thread's long tasks during a first visit, measured in Chromium
 * with the CPU slowed four times (Lighthouse's mobile setting) on its mobile
 * screen: the longest task and the blocking time (each task's time over
 * 50 ms, summed) from navigation until the page has hydrated and the network
 * is quiet. Unlike Lighthouse's simulated figure, this is what the browser
 * observed, so it shows where hydration blocks input.
 */
import type { Browser } from '@playwright/test';
import { onSlowPhone } from './pages';

export interface LongTasks {
  /** Milliseconds. */
  longest: number;
  blocking: number;
  count: number;
}

export async function measureLongTasks(
  browser: Browser,
  origin: string,
  route: string,
  cpuSlowdown = 4,
): Promise<LongTasks> {
  return onSlowPhone(browser, cpuSlowdown, async (page) => {
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      longest: Math.max(0, ...tasks),
      blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      count: tasks.length,
    };
  });
}
