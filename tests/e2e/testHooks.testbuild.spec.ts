/**
 * Behaviour that needs the test build's test-only pages: a render crash
 * (specification section 8) and the engine's stored choices (section 9).
 */
import { anyOf, expect, test, waitForHydration } from './fixtures';
import { crashMarker, stubWidgetVendors, testHookRoutes } from './testBuild';

test.beforeEach(async ({ page }) => {
  // The test build has both widgets configured: keep them off the network.
  await stubWidgetVendors(page);
});

test.describe('a crash while rendering page content (7)', () => {
  // React reports the error it caught; the fallback page is the behaviour under test.
  test.use({ allowedConsoleErrors: anyOf(new RegExp(crashMarker), /The above error occurred/) });

  test('shows "This page crashed." with Try again and the error; the rest of the site keeps working', async ({
    page,
  }) => {
    await page.goto(testHookRoutes.crash);
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(main.getByText(`${crashMarker}: this content throws while rendering.`)).toBeVisible();
    const tryAgain = main.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    // The layout around the content still renders and works.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    // Once the cause is gone, Try again renders the content.
    await page.evaluate(() => (window.testHooksCrashDisarmed = true));
    await tryAgain.click();
    await expect(page.getByText('The content rendered without crashing.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveCount(0);

    // And after a crash, the site navigates on.
    await page.evaluate(() => (window.testHooksCrashDisarmed = false));
    await page.goto(testHookRoutes.crash);
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await page.locator('nav.navbar').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  });
});

test.describe('choices kept in local storage under the engine keys (10)', () => {
  test('the docs version choice is stored and read back', async ({ page }) => {
    await page.goto(testHookRoutes.storage);
    await waitForHydration(page);
    await expect(page.getByTestId('preferred-version')).toHaveText('none');
    await page.getByRole('button', { name: 'Choose the current docs version' }).click();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('preferred-version')).toHaveText('current');
  });

  test('a colour mode choice is stored under "theme"; with the switch disabled a reload returns to light', async ({
    page,
  }) => {
    await page.goto(testHookRoutes.storage);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Choose dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});
