/** Browser-test helpers for the request builder on an operation page. */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/** Opens the builder on the current page with the mouse and returns its panel. */
export async function openBuilder(page: Page): Promise<Locator> {
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Build a request' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('form')).toBeVisible();
  return panel;
}

/** The text of the code sample showing in a tab set, line by line as the code block renders it. */
export async function visibleCode(scope: Locator): Promise<string> {
  const lines = scope.locator('[role="tabpanel"]:not([hidden]) pre code').first().locator('.token-line');
  return (await lines.allTextContents()).join('\n');
}
