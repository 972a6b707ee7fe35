import type { Page } from '@playwright/test';

/** The page's `localStorage` throws on access, as when a reader's browser blocks storage for the site. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}
