/**
 * One-click copies of test values in tables (plugins/rehype-copy-values,
 * src/clientModules/copyButtons.ts): the exact value, without spaces, lands on
 * the clipboard, and the confirmation is announced.
 */
import { testCardList } from '../../src/data/facts/testCards';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

const testingPage = '/docs/guide/developer_handbook/testing/testing_your_integration';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('every test card number in the tables has a copy button', async ({ page }) => {
  await page.goto(testingPage);
  const numbers = await page
    .locator('article td > code')
    .evaluateAll((codes) =>
      codes.map((code) => code.textContent ?? '').filter((text) => /^\d{4}( \d+){2,3}$/.test(text)),
    );
  for (const card of testCardList) expect(numbers, card.key).toContain(card.number);
  for (const number of new Set(numbers)) {
    await expect(page.getByRole('button', { name: `Copy ${number}`, exact: true }).first()).toBeVisible();
  }
  // The test BINs too.
  await expect(page.getByRole('button', { name: 'Copy 42424242', exact: true })).toBeVisible();
});

test('a click puts the number without spaces on the clipboard and announces it', async ({ page }) => {
  await page.goto(testingPage);
  await waitForHydration(page);
  const visa = testCardList.find((card) => card.key === 'visa')!;
  const button = page.getByRole('button', { name: `Copy ${visa.number}`, exact: true }).first();
  await button.click();
  const status = button.locator('xpath=following-sibling::*[@role="status"][1]');
  await expect(status).toHaveText(`Copied ${visa.number.replace(/ /g, '')}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(visa.number.replace(/ /g, ''));
});

test('the keyboard copies too, and the tables stay axe-clean', async ({ page }) => {
  await page.goto(testingPage);
  await waitForHydration(page);
  const amex = testCardList.find((card) => card.key === 'amex')!;
  const button = page.getByRole('button', { name: `Copy ${amex.number}`, exact: true }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(amex.number.replace(/ /g, ''));
  expect(await seriousViolations(page, ['article table'])).toEqual([]);
});
