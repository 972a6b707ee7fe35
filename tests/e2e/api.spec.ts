import { parse } from 'yaml';
import { operationPages, sitePath } from '../../plugins/openapi-docs/generate';
import { loadDocument } from '../../plugins/openapi-docs/load';
import { expect, test, waitForHydration } from './fixtures';
import { openBuilder, visibleCode } from './requestBuilderPage';

const operations = operationPages(loadDocument());

test.describe('operation pages', () => {
  for (const { docPath, entry } of operations) {
    const label = `${entry.method.toUpperCase()} /v1${entry.path}`;
    test(`${sitePath(docPath)} shows ${label} and a working request builder`, async ({ page }) => {
      await page.goto(sitePath(docPath));
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.operation.summary);
      // Five language tabs, each with a copy button on its sample; the
      // buttons come with the highlighter, which loads when the reader
      // points at a sample (src/theme/CodeBlock).
      await expect(page.getByRole('tab')).toHaveText(['curl', 'Node.js', 'PHP', 'Python', 'Ruby']);
      await waitForHydration(page);
      await page.locator('[role="tabpanel"]:not([hidden]) pre').first().hover();
      await expect(page.locator('[role="tabpanel"]:not([hidden]) button[aria-label*="Copy" i]').first()).toBeAttached();

      // The builder opens valid, with a control per parameter, on the page's own example request.
      const panel = await openBuilder(page);
      await expect(panel.getByRole('status')).toHaveText('This request matches the schema.');
      await expect(panel.getByText('Example response — nothing is sent')).toBeVisible();
      for (const parameter of entry.parameters) {
        await expect(panel.getByLabel(parameter.name, { exact: true })).toBeVisible();
      }
      expect(await visibleCode(panel)).toBe(await visibleCode(page.locator('article .tabs-container').first()));
    });
  }
});

test('the chosen sample language follows the reader to the next page and survives a reload', async ({ page }) => {
  await page.goto('/docs/api/refunds/create');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Python' }).first().click();
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');

  // Client-side navigation, as a reader moves on: the customers page, then its create operation.
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Customers', exact: true }).click();
  await page.locator('article').getByRole('link', { name: 'Create a customer' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/customers\/create$/);
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText('import requests');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
});

test('the sidebar labels each operation with its HTTP method', async ({ page }) => {
  await page.goto('/docs/api/refunds/create');
  const item = page.locator('.theme-doc-sidebar-menu li.api-method--post a', { hasText: 'Create a refund' });
  await expect(item).toBeVisible();
  const badge = await item.evaluate((a) => getComputedStyle(a, '::before').content);
  expect(badge).toBe('"POST"');
});

test('the OpenAPI document is downloadable from the API reference landing page', async ({ page, request }) => {
  await page.goto('/docs/api/core_resources/');
  const href = await page.getByRole('link', { name: 'YAML' }).getAttribute('href');
  expect(href).toBe('/openapi/paysari.yaml');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const document = parse(await response.text()) as { openapi: string; paths: object };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  const json = await request.get('/openapi/paysari.json');
  expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
});
