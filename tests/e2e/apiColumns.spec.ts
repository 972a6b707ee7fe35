/**
 * Two columns on API pages (src/components/ApiColumns): from 1,200 px the
 * request samples and the success responses sit beside the parameters,
 * sticky while the reader scrolls a long reference, and the table of contents is the compact
 * "On this page" control; on a phone, one column in source order. Server
 * rendered: nothing shifts while the page loads.
 */
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { recordLayoutShifts, shiftsAfterLoad } from './layoutShifts';

const operationPage = '/docs/api/payment_intents/create';

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box: is it rendered?`);
  return found;
}

const examples = (page: Page) => page.locator('main [data-api-column="examples"]');
const reference = (page: Page) => page.locator('main [data-api-column="reference"]');

test.describe('a wide screen, 1,440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an operation page: the examples beside the parameters, still in view after scrolling, the TOC compact, no shift, axe clean', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto(operationPage);
    expect(await shiftsAfterLoad(page)).toEqual([]);

    const parameters = await box(reference(page).first());
    const code = await box(examples(page));
    // Side by side: the examples start right of the parameters and level with them.
    expect(code.x).toBeGreaterThanOrEqual(parameters.x + parameters.width);
    expect(Math.abs(code.y - parameters.y)).toBeLessThan(40);
    await expect(examples(page).getByRole('heading', { name: 'Example request' })).toBeVisible();
    await expect(examples(page).getByRole('tab', { name: 'curl' })).toBeVisible();
    await expect(examples(page).getByRole('button', { name: 'Build a request' })).toBeAttached();
    await expect(examples(page).getByRole('heading', { name: '200 OK' })).toBeAttached();
    // The response attributes are on the left too, under the parameters.
    const attributes = await box(reference(page).nth(1));
    expect(attributes.x).toBe(parameters.x);
    expect(attributes.y).toBeGreaterThan(parameters.y + parameters.height - 1);

    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    const onThisPage = page.locator('.theme-doc-toc-mobile').getByRole('button', { name: 'On this page' });
    await expect(onThisPage).toBeVisible();

    // Scrolled down to the request body's fields, the sample is still in view, under the navbar.
    await page.evaluate((by) => window.scrollBy(0, by), parameters.y + 1000);
    await expect(page.locator('#body\\.description')).toBeInViewport();
    await expect(examples(page).getByRole('tab', { name: 'curl' })).toBeInViewport();
    const navbar = await box(page.locator('.navbar'));
    const stuck = await box(examples(page));
    expect((await box(reference(page).first())).y).toBeLessThan(-900);
    expect(stuck.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(stuck.y).toBeLessThan(navbar.y + navbar.height + 40);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(900);

    await onThisPage.click();
    await expect(page.locator('.theme-doc-toc-mobile').getByRole('link', { name: 'Request body' })).toBeVisible();
    // The whole page in two columns is routes.spec.ts's (its 1,280 px window is wide enough): here the parts this layout moves.
    expect(await seriousViolations(page, ['main [data-api-column="examples"]', '.theme-doc-toc-mobile'])).toEqual([]);
  });

  test('a resource page: the example object beside the attributes, sticky', async ({ page }) => {
    await page.goto('/docs/api/payment_intents/');
    const attributes = await box(reference(page));
    const object = await box(examples(page));
    expect(object.x).toBeGreaterThanOrEqual(attributes.x + attributes.width);
    expect(Math.abs(object.y - attributes.y)).toBeLessThan(40);
    await expect(examples(page).getByRole('heading', { name: 'Example object' })).toBeVisible();
    await page.evaluate((by) => window.scrollBy(0, by), attributes.y + 1500);
    await expect(examples(page).getByRole('heading', { name: 'Example object' })).toBeInViewport();
  });

  test('a short operation page: the examples beside the one parameter, whole, with no scroll box', async ({ page }) => {
    await page.goto('/docs/api/payment_intents/retrieve');
    const parameters = await box(reference(page).first());
    const code = await box(examples(page));
    expect(code.x).toBeGreaterThanOrEqual(parameters.x + parameters.width);
    expect(code.height).toBeGreaterThan(parameters.height);
    expect(await examples(page).evaluate((column) => column.scrollHeight - column.clientHeight)).toBe(0);
    expect(await examples(page).evaluate((column) => getComputedStyle(column).position)).toBe('static');
  });
});

test.describe('a phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one column, in source order, with no shift', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(operationPage);
    expect(await shiftsAfterLoad(page)).toEqual([]);
    const parameters = await box(reference(page).first());
    const code = await box(examples(page));
    const attributes = await box(reference(page).nth(1));
    expect(code.x).toBe(parameters.x);
    expect(code.width).toBe(parameters.width);
    expect(code.y).toBeGreaterThanOrEqual(parameters.y + parameters.height - 1);
    expect(attributes.y).toBeGreaterThanOrEqual(code.y + code.height - 1);
  });
});
