/**
 * A link to every field of the API reference's schema tables
 * (src/components/SchemaTable, src/clientModules/copyButtons.ts): opened cold,
 * it opens the nested tables around the field, scrolls to it and marks it;
 * following a field's link copies its address, `?lang=` included; the
 * Markdown copy links the same anchors.
 */
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

const operationPage = '/docs/api/payment_intents/create';
const nestedField = 'body.payment_method_options.card.allowed_bins';

test('a nested field opened cold: its tables open, it is scrolled into view and marked', async ({ page }) => {
  await page.goto(`${operationPage}#${nestedField}`);
  await waitForHydration(page);
  const field = page.locator(`[id="${nestedField}"]`);
  await expect(field).toBeVisible();
  await expect(field).toBeInViewport();
  // Both nested tables around it are open: payment_method_options, then card.
  const closedAround = await field.evaluate((element) => {
    let closed = 0;
    for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
      if (!details.open) closed += 1;
    return closed;
  });
  expect(closedAround).toBe(0);
  expect(await field.evaluate((element) => element.matches(':target'))).toBe(true);
  const marked = await field.locator(':scope > div').evaluate((head) => getComputedStyle(head).backgroundColor);
  expect(marked).not.toBe('rgba(0, 0, 0, 0)');
});

test.describe('copying a field link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the keyboard copies the address, with the chosen language, and the table announces it', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${operationPage}?lang=python`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Copy link to amount', exact: true }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    const table = page.locator('[data-field-links]', { has: link });
    await expect(table.getByRole('status')).toHaveText('Link to amount copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${operationPage}?lang=python#body.amount`,
    );
    await expect(page).toHaveURL(/#body\.amount$/);
    expect(await page.locator('[id="body.amount"]').evaluate((element) => element.matches(':target'))).toBe(true);
    expect(await seriousViolations(page, ['[data-field-links]'])).toEqual([]);
  });
});

test('every request body field of the page has its anchor, and the Markdown copy links the same anchors', async ({
  page,
  request,
}) => {
  await page.goto(operationPage);
  const ids = await page
    .locator('[data-field-links] li[id]')
    .evaluateAll((rows) => rows.map((row) => row.id).filter((id) => id.startsWith('body.')));
  expect(ids).toContain('body.amount');
  expect(ids).toContain(nestedField);
  const markdown = await (await request.get(`${operationPage}.md`)).text();
  for (const id of ids) expect(markdown, id).toContain(`](#${id})`);
});
