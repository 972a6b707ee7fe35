/**
 * No layout shift while a page loads: not on a first visit to the bench
 * pages, not from the announcement bar a reader closed before, and not from
 * the language tabs when a reader chose a language on an earlier visit.
 */
import type { Page } from '@playwright/test';
import { announcementBar } from '../../config/announcement';
import { benchPages, mobileScreen } from '../../scripts/perf/pages';
import { expect, test, waitForHydration } from './fixtures';

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page from the start, as the CLS metric counts them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            return node ? `${node.nodeName.toLowerCase()}.${String(node.className).split(' ')[0]}` : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the page to hydrate and settle, then returns its layout shifts. */
async function shiftsAfterLoad(page: Page): Promise<Shift[]> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Two frames, so that a shift caused by the last update is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test.describe('first visit, mobile screen', () => {
  test.use({ viewport: mobileScreen });
  for (const { path } of benchPages) {
    test(`${path} loads without a layout shift`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      expect(await shiftsAfterLoad(page)).toEqual([]);
    });
  }
});

test('an announcement closed on an earlier visit neither shows nor shifts the page', async ({ page }) => {
  await page.addInitScript((id) => {
    localStorage.setItem('docusaurus.announcement.id', id);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  }, announcementBar.id);
  await recordLayoutShifts(page);
  await page.goto('/docs/guide/intro');
  expect(await shiftsAfterLoad(page)).toEqual([]);
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
});

test.describe('a language chosen on an earlier visit', () => {
  // Tall enough that the first sample tabs are on screen.
  test.use({ viewport: { width: 1280, height: 3600 } });

  test('is shown from the first paint: selected after hydration, and nothing shifts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'python'));
    await recordLayoutShifts(page);
    await page.goto('/docs/api/payment_intents/create');
    const tabs = page.locator('main .tabs-container').first();
    await expect(tabs).toBeInViewport();
    // Before and after hydration alike, the Python panel is the one showing.
    await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('requests.post');
    expect(await shiftsAfterLoad(page)).toEqual([]);
    await expect(tabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('requests.post');
    // The pre-hydration stylesheet is gone: choosing another language works as usual.
    await expect(page.locator('#tab-choice-before-hydration')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Ruby' }).click();
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('Net::HTTP');
  });

  test('named in the address (?lang=ruby) is shown from the first paint, and nothing shifts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'python'));
    await recordLayoutShifts(page);
    await page.goto('/docs/api/payment_intents/create?lang=ruby');
    const tabs = page.locator('main .tabs-container').first();
    await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('Net::HTTP');
    expect(await shiftsAfterLoad(page)).toEqual([]);
    await expect(tabs.getByRole('tab', { name: 'Ruby' })).toHaveAttribute('aria-selected', 'true');
  });
});
