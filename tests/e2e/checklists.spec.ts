/**
 * Checklists that remember (going live, the test plans), against the
 * production build: a tick survives a reload, a tick whose item text changed
 * is cleared and the reader told, blocked storage still works for the visit
 * and says so, "Export as Markdown" gives the list with its state; keyboard,
 * axe, and the plain lists with JavaScript off.
 */
import type { Page } from '@playwright/test';
import { itemKey, storageKey } from '../../src/lib/checklist/state';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { blockLocalStorage } from './storage';

const goingLive = '/docs/guide/developer_handbook/going_live';
const testPlans = '/docs/guide/developer_handbook/testing/testing_your_integration';
const checkboxes = (page: Page) => page.locator('article li.task-list-item input[type="checkbox"]');

/** Waits until the checklist's code has enabled the page's checkboxes. */
async function ready(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Export as Markdown' })).toBeEnabled();
  await expect(checkboxes(page).first()).toBeEnabled();
}

test.describe('checklists that remember', () => {
  test('a tick survives a reload, and is exported with the list', async ({ page }) => {
    await page.goto(goingLive);
    await ready(page);
    const total = await checkboxes(page).count();
    expect(total).toBeGreaterThan(20);
    const second = checkboxes(page).nth(1);
    await second.check();
    await page.reload();
    await ready(page);
    await expect(checkboxes(page).nth(1)).toBeChecked();
    await expect(checkboxes(page).first()).not.toBeChecked();

    await page.getByRole('button', { name: 'Export as Markdown' }).click();
    const exported = await page.getByLabel('Going-live checklist as Markdown, with your ticks').inputValue();
    expect(exported).toContain(`1 of ${total} done.`);
    expect(exported).toContain('## Account and team');
    expect(exported).toContain('- [x] **Add your bank account.**');
    expect(exported).toContain('- [ ] **Activate your account.**');
    // Links are absolute, ready for a ticket elsewhere.
    expect(exported).toMatch(/\]\(http:\/\/127\.0\.0\.1:\d+\/docs\/guide\/getting_started\/activate_your_account\)/);
  });

  test('a tick whose item text changed is cleared, and the reader told', async ({ page }) => {
    await page.goto(testPlans);
    // The checklist code reads and rewrites the stored ticks once it has loaded, after hydration:
    // seed the store only after that, or this visit would reconcile the seeded ticks first.
    await ready(page);
    const first = page.locator('article li.task-list-item').first();
    const firstText = (await first.innerText()).replace(/\s+/g, ' ').trim();
    const oldText = 'A card payment succeeds (wording of an earlier version of this list).';
    // Ticks stored by an earlier visit: one item as it reads today, one as it used to read.
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: storageKey('test-plans'),
      value: JSON.stringify({ version: 1, ticks: { [itemKey(firstText)]: firstText, [itemKey(oldText)]: oldText } }),
    });
    await page.reload();
    await ready(page);
    await expect(checkboxes(page).first()).toBeChecked();
    const notice = page.locator('[data-cleared]');
    await expect(notice).toContainText('These items changed since you ticked them');
    await expect(notice).toContainText(oldText);
    const stored = await page.evaluate((key) => localStorage.getItem(key), storageKey('test-plans'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ version: 1, ticks: { [itemKey(firstText)]: firstText } });
  });

  test('with storage blocked, ticks work for the visit and the page says they cannot be remembered', async ({
    page,
  }) => {
    await blockLocalStorage(page);
    await page.goto(testPlans);
    await ready(page);
    await expect(page.locator('[data-storage="blocked"]')).toContainText('cannot be remembered');
    await checkboxes(page).first().check();
    await page.getByRole('button', { name: 'Export as Markdown' }).click();
    await expect(page.getByLabel('Test plans as Markdown, with your ticks')).toHaveValue(
      /- \[x\] A card payment succeeds/,
    );
  });

  test('works with the keyboard, and passes axe with the export open', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(testPlans);
    await ready(page);
    const first = checkboxes(page).first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const exportButton = page.getByRole('button', { name: 'Export as Markdown' });
    await exportButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Test plans as Markdown, with your ticks')).toBeVisible();
    expect(await seriousViolations(page, ['[data-checklist]', 'article ul.contains-task-list'])).toEqual([]);
  });

  test('with JavaScript off, the lists read as plain lists', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(goingLive);
    await expect(page.locator('article li.task-list-item').first()).toContainText('Activate your account');
    await expect(checkboxes(page).first()).toBeDisabled();
    await context.close();
  });
});
