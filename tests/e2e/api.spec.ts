import { parseYaml } from '../../src/lib/openapi/yaml';
import { expect, test, waitForHydration } from './fixtures';

// Each operation page's own checks (endpoint, samples, builder) run in its one visit, in routes.spec.ts.

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
  const document = parseYaml(await response.text()) as { openapi: string; paths: object };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  const json = await request.get('/openapi/paysari.json');
  expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
});
