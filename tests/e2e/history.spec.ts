/**
 * Tests that count the tab's history entries. The other browser tests share a
 * reused tab (playwright.config.ts), whose history keeps earlier tests' pages
 * and which Chromium caps at 50 entries: these need a tab of their own.
 */
import { expect, test, waitForHydration } from './fixtures';

test.use({ reuseContext: false });

test.describe('the sidebar follows the page (12)', () => {
  test("a link to the page the reader is on adds no history entry, as the router's links do", async ({ page }) => {
    await page.goto('/docs/guide/developer_handbook/fees');
    await waitForHydration(page);
    const entries = await page.evaluate(() => history.length);
    await page.locator('nav.menu').getByRole('link', { name: 'Fees', exact: true }).click();
    await page.locator('nav.menu').getByRole('link', { name: 'Fees', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.locator('nav.menu').getByRole('link', { name: 'Disputes and chargebacks', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes and chargebacks' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });
});
