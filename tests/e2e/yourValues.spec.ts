/**
 * "Your values" (issue #47), against the production build: a value entered
 * once shows in the curl, Node.js, PHP, Python and Ruby samples of three
 * pages (a guide page and two API pages; full loads and a client-side
 * navigation), in the request builder's output and in a copy, and in no
 * request; a live key is refused with the reason; clearing restores the
 * placeholders; blocked storage works for the visit and says so; keyboard
 * and axe.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { sampleLanguages } from '../../src/lib/languages';
import { yourValuesStorageKey } from '../../src/lib/yourValues/keys';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { blockLocalStorage } from './storage';
import { openBuilder, visibleCode } from './requestBuilderPage';

const guidePage = '/docs/guide/payment_methods/card/hold_then_capture';
const createIntent = '/docs/api/payment_intents/create';
const retrieveCustomer = '/docs/api/customers/retrieve';

const placeholderKey = 'sk_test_YOUR_SECRET_KEY';
const placeholderCustomer = 'cus_ZC0UoDSsrG1uvwe5iuIVSuNC';
const testKey = 'sk_test_51ReaderOwnKey7xQ2mV9pL4';
const customer = 'cus_Rd7Tq2Wm9Xc4Vb8Ns1Lk5Hj3';
const liveKey = 'sk_live_51ReaderLiveKey3kP8wN2';

/** The five language panels of the page's first tab set of samples (every panel of a server-rendered page). */
function samplePanels(page: Page): Locator[] {
  const set = page.locator('article .tabs-container').first();
  return sampleLanguages.map(({ value }) => set.locator(`[role="tabpanel"].tab-panel--${value} pre`).first());
}

/** Points at the first code block showing, so its buttons render, and opens the panel from it. */
async function openPanelFromFirstSample(page: Page): Promise<Locator> {
  const block = page.locator('article .theme-code-block:visible').first();
  await block.locator('pre').hover();
  await block.getByRole('button', { name: 'Your values' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your values' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every request the page makes, with its body, from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('your values in every sample', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a value entered once shows in every language on three pages, the builder and a copy, and in no request', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const requests = recordRequests(page);
    await page.goto(guidePage);
    await waitForHydration(page);

    // A live key is refused, with the reason, and nothing is kept.
    let dialog = await openPanelFromFirstSample(page);
    await dialog.getByLabel('Test secret key').fill(liveKey);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('Test secret key')).toHaveAccessibleDescription(
      /live keys never belong in a docs page/,
    );
    await expect(dialog.getByRole('status')).toHaveText('Nothing saved: fix the marked field.');
    expect(await page.evaluate((key) => localStorage.getItem(key), yourValuesStorageKey)).toBeNull();

    await dialog.getByLabel('Test secret key').fill(testKey);
    await dialog.getByLabel('Customer id').fill(customer);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Saved\./);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Page 1 (a guide page): the block pointed at, rendered by the highlighter, and the four
    // others still showing the server's HTML.
    for (const panel of samplePanels(page)) await expect(panel).toContainText(testKey);
    await expect(page.locator('article pre', { hasText: placeholderKey })).toHaveCount(0);

    // A copy carries the value.
    const firstBlock = page.locator('article .theme-code-block').first();
    await firstBlock.locator('pre').hover();
    await firstBlock.getByRole('button', { name: 'Copy code to clipboard' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`-u '${testKey}:'`);
    expect(copied).not.toContain(placeholderKey);

    // Page 2, by a client-side navigation: its blocks render in the browser, one tab at a time.
    await page.locator(`article a[href="${createIntent}"]`).first().click();
    await expect(page).toHaveURL(createIntent);
    const tabs = page.locator('article .tabs-container').first();
    for (const { label } of sampleLanguages) {
      await tabs.getByRole('tab', { name: label, exact: true }).click();
      await expect(tabs.locator('[role="tabpanel"]:not([hidden]) pre')).toContainText(testKey);
    }
    // The request builder's output.
    const builder = await openBuilder(page);
    expect(await visibleCode(builder)).toContain(testKey);
    const builderNote = builder.locator('p', { hasText: 'The code shows the key and ids you saved in' });
    await expect(builderNote.getByRole('button', { name: 'Your values' })).toBeVisible();

    // Page 3, a full load: the stored values, the customer id in the path too.
    await page.goto(retrieveCustomer);
    await waitForHydration(page);
    for (const panel of samplePanels(page)) {
      await expect(panel).toContainText(testKey);
      await expect(panel).toContainText(`/customers/${customer}`);
    }
    // The server's HTML and the Markdown copy keep the placeholders.
    for (const path of [retrieveCustomer, `${retrieveCustomer}.md`]) {
      const served = await (await page.request.get(path)).text();
      expect(served, path).toContain(placeholderKey);
      expect(served, path).not.toContain(testKey);
    }

    // Clearing restores the placeholders, and forgets the values.
    dialog = await openPanelFromFirstSample(page);
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Cleared\./);
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const panel of samplePanels(page)) {
      await expect(panel).toContainText(placeholderKey);
      await expect(panel).toContainText(placeholderCustomer);
      await expect(panel).not.toContainText(testKey);
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), yourValuesStorageKey)).toBeNull();

    // Nothing the reader entered left the page, and the page asked no other host for anything.
    expect(requests.length).toBeGreaterThan(0);
    const origin = new URL(baseURL ?? page.url()).origin;
    for (const request of requests) {
      const sent = `${request.url()} ${request.postData() ?? ''}`;
      for (const value of [testKey, customer, liveKey]) expect(sent, 'a request carried a value').not.toContain(value);
      expect(new URL(request.url()).origin).toBe(origin);
    }
  });

  test('with storage blocked, values work for the visit and the panel says they cannot be remembered', async ({
    page,
  }) => {
    await blockLocalStorage(page);
    await page.goto(guidePage);
    await waitForHydration(page);
    const dialog = await openPanelFromFirstSample(page);
    await expect(dialog.locator('[data-storage="blocked"]')).toContainText('cannot be remembered');
    await dialog.getByLabel('Test secret key').fill(testKey);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Saved for this visit only/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const panel of samplePanels(page)) await expect(panel).toContainText(testKey);

    // The next page of the visit shows them too.
    await page.locator(`article a[href="${createIntent}"]`).first().click();
    await expect(page).toHaveURL(createIntent);
    await expect(page.locator('article [role="tabpanel"]:not([hidden]) pre').first()).toContainText(testKey);
  });

  test('a signed sample delivery keeps the body it signed, its ids included', async ({ page }) => {
    const readerPayment = 'pay_Rd7Tq2Wm9Xc4Vb8Ns1Lk5Hj3';
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: yourValuesStorageKey,
      value: JSON.stringify({ paymentId: readerPayment }),
    });
    await page.goto('/docs/guide/developer_handbook/webhooks');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Check a signature' });
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('button', { name: 'Make a signed sample delivery' }).click();
    const curl = panel.locator('[data-sample-delivery] pre');
    // Highlighted: the block that would show the reader's values.
    await expect(curl.locator('.token').first()).toBeAttached();
    await expect(curl).toContainText('"id":"pay_B8tWOkPnTnhEWF0f8EUUlWFJ"');
    await expect(curl).not.toContainText(readerPayment);
  });

  test('works with the keyboard from a code block, and the panel passes axe', async ({ page }) => {
    await page.goto(retrieveCustomer);
    await waitForHydration(page);
    const block = page.locator('article .theme-code-block').first();
    await block.locator('pre').focus();
    const button = block.getByRole('button', { name: 'Your values' });
    await expect(button).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your values' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Test secret key')).toBeFocused();
    await page.keyboard.type(liveKey);
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Test secret key')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Test secret key')).toBeFocused();
    expect(await seriousViolations(page, ['dialog'])).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
