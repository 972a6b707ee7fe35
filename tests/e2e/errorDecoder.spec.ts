/**
 * The error codes page's decoder and filterable catalogue, against the
 * production build: the decoder loads only when opened and decodes every
 * error example of the OpenAPI document to its row; the table filters by
 * status, type and text with the filter in the address; with JavaScript off
 * the whole table reads; keyboard and axe.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';
import { errorExamples } from '../support/errorExamples';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';

const pagePath = '/docs/guide/developer_handbook/error_codes';
const catalogue = JSON.parse(readFileSync('.generated/api/error-codes.json', 'utf8')) as ErrorCodeEntry[];

async function openDecoder(page: Page): Promise<Locator> {
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Decode an error' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('form', { name: 'Error decoder' })).toBeVisible();
  return panel;
}

const rows = (page: Page): Locator => page.locator('article table[data-error-catalogue] tbody tr');

test.describe('the error decoder', () => {
  test('loads its code only when opened, from the site itself', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const network = watchNetwork(page);
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await network.quiet();
    const before = scripts.length;
    await openDecoder(page);
    const loaded = scripts.slice(before);
    expect(loaded.length, 'the decoder loaded no code of its own on opening').toBeGreaterThan(0);
    for (const url of loaded) expect(url).toMatch(new RegExp(`^${new URL(page.url()).origin}/assets/js/[^/]+\\.js$`));
  });

  test('decodes every error example of the OpenAPI document to its row', async ({ page }) => {
    await page.goto(pagePath);
    const panel = await openDecoder(page);
    const result = panel.locator('[data-decoded-code]');
    for (const example of errorExamples()) {
      const entry = catalogue.find((row) => row.code === example.code);
      expect(entry, `${example.where}: ${example.code} is not in the catalogue`).toBeDefined();
      await panel.getByLabel('Error response').fill(example.body);
      await panel.getByRole('button', { name: 'Decode', exact: true }).click();
      await expect(result, example.where).toHaveAttribute('data-decoded-code', example.code);
      await expect(result.locator('dd').nth(0)).toHaveText(String(entry?.status));
      await expect(result.getByRole('link', { name: `${example.code} in the table` })).toBeVisible();
    }
  });

  test('says whether to retry and which idempotency key to send', async ({ page }) => {
    await page.goto(pagePath);
    const panel = await openDecoder(page);
    await panel.getByLabel('Error response').fill('HTTP/2 409\n\n{"error":{"code":"idempotency_request_in_progress"}}');
    await panel.getByRole('button', { name: 'Decode', exact: true }).click();
    await expect(panel.locator('[data-retry]')).toHaveAttribute('data-retry', 'yes');
    await expect(panel.locator('[data-idempotency-key]')).toHaveAttribute('data-idempotency-key', 'same');
    await panel.getByLabel('Error response').fill('idempotency_key_reused');
    await panel.getByRole('button', { name: 'Decode', exact: true }).click();
    await expect(panel.locator('[data-retry]')).toHaveAttribute('data-retry', 'no');
    await expect(panel.locator('[data-idempotency-key]')).toHaveAttribute('data-idempotency-key', 'new');
  });

  test('works with the keyboard alone, and its panel passes axe', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(pagePath);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Decode an error' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.getByLabel('Error response')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Error response')).toBeFocused();
    await page.keyboard.type('card_declined');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(panel.locator('[data-decoded-code="card_declined"]')).toBeVisible();
    expect(await seriousViolations(page, [`[id="${await button.getAttribute('aria-controls')}"]`])).toEqual([]);
  });
});

test.describe('the error catalogue', () => {
  test('filters by status, type and text, with the filter in the address', async ({ page }) => {
    await page.goto(pagePath);
    await waitForHydration(page);
    const filters = page.getByRole('search', { name: 'Filter the error codes' });
    await expect(rows(page).locator('visible=true')).toHaveCount(catalogue.length);

    await filters.getByLabel('HTTP status').selectOption('409');
    const conflicts = catalogue.filter((entry) => entry.status === 409);
    await expect(rows(page).locator('visible=true')).toHaveCount(conflicts.length);
    await expect(filters.getByRole('status')).toHaveText(`${conflicts.length} of ${catalogue.length} codes`);
    expect(new URL(page.url()).search).toBe('?status=409');

    await page.reload();
    await waitForHydration(page);
    await expect(rows(page).locator('visible=true')).toHaveCount(conflicts.length);
    await expect(filters.getByLabel('HTTP status')).toHaveValue('409');

    await filters.getByRole('button', { name: 'Show all' }).click();
    expect(new URL(page.url()).search).toBe('');
    await filters.getByLabel('Type').selectOption('card_error');
    await expect(rows(page).locator('visible=true')).toHaveCount(
      catalogue.filter((e) => e.type === 'card_error').length,
    );
    await filters.getByLabel('Text').fill('3-D Secure');
    const expected = catalogue.filter(
      (e) => e.type === 'card_error' && `${e.cause} ${e.fix}`.toLowerCase().includes('3-d'),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(rows(page).locator('visible=true')).toHaveCount(expected.length);
    expect(new URL(page.url()).search).toBe('?type=card_error&q=3-D+Secure');
    expect(await seriousViolations(page, ['[role="search"]'])).toEqual([]);
  });

  test('a first visit loads no catalogue until the reader reaches for the filters; a client-side navigation has it at once', async ({
    page,
  }) => {
    // The catalogue is the page's static content (plugins/openapi-docs/rehypeErrorCatalogue.ts):
    // in the server's HTML, and fetched with the page's values when the reader reaches for the filters.
    const scripts = new Set<string>();
    const values: string[] = [];
    const record = (request: Request): void => {
      if (request.resourceType() === 'script') scripts.add(request.url());
      if (request.url().includes('/assets/content/values.')) values.push(request.url());
    };
    page.on('request', record);
    await page.goto(pagePath);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    // A cause as it would stand in a script's JSON.
    const cause = JSON.stringify(catalogue[0]!.cause).slice(1, -1);
    for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain(cause);
    expect(values, 'the catalogue is fetched before the reader reaches for the filters').toEqual([]);
    // Pointing at the filters fetches it; the filters then narrow the rows.
    const filters = page.getByRole('search', { name: 'Filter the error codes' });
    const fetched = page.waitForRequest((request) => request.url().includes('/assets/content/values.'));
    await filters.hover();
    await fetched;
    await filters.getByLabel('HTTP status').selectOption('409');
    await expect(rows(page).locator('visible=true')).toHaveCount(
      catalogue.filter((entry) => entry.status === 409).length,
    );

    await page.goto('/docs/guide/payment_methods/card/hold_then_capture');
    await waitForHydration(page);
    await page.locator(`article a[href^="${pagePath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(pagePath));
    await expect(rows(page)).toHaveCount(catalogue.length);
    await expect(page.getByRole('search', { name: 'Filter the error codes' }).getByLabel('HTTP status')).toBeEnabled();
  });

  test('reads in full with JavaScript off, whatever the address says', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`${pagePath}?status=409`);
    await expect(rows(page)).toHaveCount(catalogue.length);
    await expect(rows(page).locator('visible=true')).toHaveCount(catalogue.length);
    for (const entry of catalogue.slice(0, 3)) await expect(page.locator(`tr[id="${entry.code}"]`)).toBeVisible();
    await context.close();
  });
});
