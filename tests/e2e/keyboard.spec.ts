/**
 * Keyboard-only use: the navbar, the sidebar, the language tabs and the
 * table of contents work with Tab, Enter and the arrow keys alone, and
 * every element the Tab key reaches shows a visible focus indicator.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 250): Promise<void> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('navbar: Tab reaches the API Reference link and Enter follows it', async ({ page }) => {
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await tabTo(page, 'nav.navbar a.navbar__link[href="/docs/api/core_resources/"]', 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/core_resources\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('sidebar: Enter expands a collapsed category, Tab enters it, Enter opens a page', async ({ page }) => {
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    const caret = 'button.menu__caret[aria-label="Expand sidebar category \'Getting started\'"]';
    await tabTo(page, `.theme-doc-sidebar-container ${caret}`, 40);
    await page.keyboard.press('Enter');
    const category = page.locator('.theme-doc-sidebar-container li.theme-doc-sidebar-item-category').filter({
      has: page.locator('a', { hasText: 'Getting started' }),
    });
    await expect(category.getByRole('button', { name: /Getting started/ })).toHaveAttribute('aria-expanded', 'true');
    // The engine shows the category's list on the next animation frame, and
    // Tab skips a list not yet shown: wait for it, not for time.
    const firstChild = category.locator('ul.menu__list a.menu__link').first();
    await expect(firstChild).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstChild).toBeFocused();
    const href = await firstChild.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/.]/g, '\\$&')}$`));
  });

  test('language tabs: Tab reaches the tab list, the arrow keys move, Enter switches language', async ({ page }) => {
    await page.goto('/docs/api/payment_intents/create');
    await waitForHydration(page);
    await tabTo(page, 'main [role="tab"][aria-selected="true"]');
    const tabList = page.locator('main [role="tablist"]').filter({ has: page.locator(':focus') });
    const tabs = tabList.getByRole('tab');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panels = tabList.locator('xpath=..').locator('[role="tabpanel"]');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(0)).toBeVisible();
  });

  test('table of contents: Tab reaches an entry and Enter scrolls to its heading', async ({ page }) => {
    // The table of contents comes after the whole article in tab order: a few hundred presses.
    test.setTimeout(90_000);
    await page.goto('/docs/guide/developer_handbook/about_our_api');
    await waitForHydration(page);
    const entry = page.locator('.table-of-contents a.table-of-contents__link').nth(2);
    const href = (await entry.getAttribute('href'))!;
    await tabTo(page, `.table-of-contents a.table-of-contents__link[href="${href}"]`, 300);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toBeInViewport();
  });
});

interface FocusStyle {
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
}

/**
 * Records, in the page, where focus lands and how it is drawn, at each focus
 * change; `focusRecords` reads the records back. The Tab presses need no round
 * trip in between.
 */
async function recordFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const records: FocusStyle[] = [];
    Object.assign(window, { focusRecords: records });
    document.addEventListener('focusin', () => {
      const element = document.activeElement;
      if (!element || element === document.body) return;
      const style = getComputedStyle(element);
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      records.push({
        element: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${label}"`,
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
      });
    });
  });
}

function focusRecords(page: Page): Promise<FocusStyle[]> {
  return page.evaluate(() => (window as unknown as { focusRecords: FocusStyle[] }).focusRecords);
}

function isVisible(style: FocusStyle): boolean {
  const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
  const outline = style.outlineStyle !== 'none' && style.outlineWidth >= 2 && !transparent;
  return outline || style.boxShadow !== 'none';
}

for (const path of ['/', '/docs/guide/developer_handbook/webhooks', '/docs/api/payment_intents/create', '/changelog']) {
  test(`every element Tab reaches on ${path} shows a visible focus indicator`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await recordFocus(page);
    for (let press = 0; press < 80; press++) await page.keyboard.press('Tab');
    const reached = await focusRecords(page);
    const invisible = reached
      .filter((style) => !isVisible(style))
      .map((style) => `${style.element}: outline ${style.outlineStyle} ${style.outlineWidth}px`);
    expect(reached.length).toBeGreaterThan(20);
    expect([...new Set(invisible)], 'focused elements without a visible indicator').toEqual([]);
  });
}
