/**
 * The samples' language in the address: `?lang=ruby` shows every sample of
 * the page in Ruby from the first paint, becomes the reader's stored choice,
 * and an unknown value is ignored; picking a language puts it in the address
 * (src/lib/tabChoice.ts, src/clientModules/languageInAddress.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const operationPage = '/docs/api/payment_intents/create';
const storageKey = 'docusaurus.tab.language';

/** The label of the selected tab of every language tab set on the page. */
async function selectedLanguages(page: Page): Promise<string[]> {
  return page
    .locator('main .tabs-container:has(> .tabs-group--language)')
    .evaluateAll((sets) =>
      sets.map((set) => set.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ?? '(none)'),
    );
}

test('?lang=ruby shows every sample in Ruby, before and after hydration, and is remembered', async ({ page }) => {
  // A guide page with several language tab sets.
  await page.goto('/docs/guide/developer_handbook/webhooks?lang=ruby');
  const visiblePanels = page.locator('main .tabs-group--language ~ div > [role="tabpanel"]:visible');
  await expect(visiblePanels.first()).toContainText('require');
  await waitForHydration(page);
  const selected = await selectedLanguages(page);
  expect(selected.length).toBeGreaterThan(1);
  expect(selected).toEqual(selected.map(() => 'Ruby'));
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('ruby');

  // A page without the parameter shows the remembered choice, from the first paint.
  await page.goto(operationPage);
  await expect(visiblePanels.first()).toContainText('Net::HTTP');
  await waitForHydration(page);
  const later = await selectedLanguages(page);
  expect(later.length).toBeGreaterThan(0);
  expect(later).toEqual(later.map(() => 'Ruby'));
});

test('an unknown ?lang= is ignored: the stored choice stays, or the default shows', async ({ page }) => {
  await page.goto(`${operationPage}?lang=cobol`);
  await waitForHydration(page);
  const fresh = await selectedLanguages(page);
  expect(fresh).toEqual(fresh.map(() => 'curl'));
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();

  await page.evaluate((key) => localStorage.setItem(key, 'php'), storageKey);
  await page.goto(`${operationPage}?lang=cobol`);
  await waitForHydration(page);
  const stored = await selectedLanguages(page);
  expect(stored).toEqual(stored.map(() => 'PHP'));
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('php');
});

test('picking a language with the keyboard puts it in the address, so a copied link carries it', async ({ page }) => {
  await page.goto(`${operationPage}#example-request`);
  await waitForHydration(page);
  const python = page.locator('main .tabs-container').first().getByRole('tab', { name: 'Python' });
  await python.focus();
  await page.keyboard.press('Enter');
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('python');
  expect(new URL(page.url()).hash).toBe('#example-request');
  const selected = await selectedLanguages(page);
  expect(selected).toEqual(selected.map(() => 'Python'));
});

test('a ?lang= reached by a client-side link becomes the choice: the new page shows it, and later pages too', async ({
  page,
}) => {
  await page.goto('/docs/guide/developer_handbook/libraries_and_tools');
  await waitForHydration(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  // Marks this document: it is still there after the click if the router, not a full load, showed the page.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Create a payment intent, in Python' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/payment_intents\/create\?lang=python$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a payment intent');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('python');
  const selected = await selectedLanguages(page);
  expect(selected.length).toBeGreaterThan(0);
  expect(selected).toEqual(selected.map(() => 'Python'));

  await page.goBack();
  await expect(page).toHaveURL(/libraries_and_tools/);
  const back = await selectedLanguages(page);
  expect(back.length).toBeGreaterThan(0);
  expect(back).toEqual(back.map(() => 'Python'));
});
