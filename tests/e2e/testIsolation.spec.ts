/**
 * The browser tests share one context per worker, which Playwright resets
 * between tests (`reuseContext` in playwright.config.ts). These two tests run
 * in order in one worker and check what every other test relies on from that
 * reset: a reader's stored choices and the previous test's init scripts are
 * gone, and the site keeps nothing in session storage, which the reset does
 * not clear.
 */
import { expect, test, waitForHydration } from './fixtures';

test.describe.configure({ mode: 'serial' });

const operationPage = '/docs/api/refunds/create';

test('a reader chooses a sample language, which the site stores; nothing goes to session storage', async ({ page }) => {
  // What a test's own init script does (tests/e2e/storage.ts blocks storage this way).
  await page.addInitScript(() => Object.defineProperty(window, 'earlierTestScript', { value: true }));
  await page.goto(operationPage);
  await waitForHydration(page);
  expect(await page.evaluate(() => 'earlierTestScript' in window)).toBe(true);
  await page.getByRole('tab', { name: 'Python' }).first().click();
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('the next test starts as a first visit: no choice remembered, no init script left', async ({ page }) => {
  await page.goto(operationPage);
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'curl' }).first()).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => 'earlierTestScript' in window)).toBe(false);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('docusaurus.tab.'))),
  ).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
