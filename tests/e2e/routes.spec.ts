import { seriousViolations } from './axe';
import { expect, pageRoutes, sidebarLanding, test, waitForHydration } from './fixtures';

// One visit per route checks everything that holds for every page, axe included.
test.describe('every route in routes.json, and every guide page beyond it', () => {
  for (const route of pageRoutes) {
    test(`${route.path} renders its h1 and ${route.sidebar ?? 'no'} sidebar, and passes axe`, async ({ page }) => {
      // axe's colour-contrast rule is slow on long pages on a busy machine.
      test.setTimeout(90_000);
      const response = await page.goto(route.path);
      expect(response?.status(), `${route.path} should answer 200`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);

      const sidebar = page.locator('.theme-doc-sidebar-container');
      if (route.sidebar === null) {
        await expect(sidebar, `${route.path} should have no docs sidebar`).toHaveCount(0);
      } else {
        const landing = sidebarLanding[route.sidebar];
        await expect(
          sidebar.locator(`a.menu__link[href="${landing}"]`),
          `${route.path} should show the ${route.sidebar} sidebar (a link to ${landing})`,
        ).toHaveCount(1);
      }

      // No serious or critical WCAG 2.1 A/AA violation (axe-core).
      expect(await seriousViolations(page), `axe on ${route.path}`).toEqual([]);
    });
  }
});

test.describe('unknown paths', () => {
  const unknown = ['/nope', '/docs/nope', `/docs/${'a'.repeat(2000)}`, '/%E0%A4%A'];
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const path of unknown) {
    test(`${path.slice(0, 40)} shows the not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'The guide' })).toHaveAttribute(
        'href',
        '/docs/guide/intro',
      );
    });
  }

  test('the not-found page passes axe', async ({ page }) => {
    expect((await page.goto('/this-page-does-not-exist'))?.status()).toBe(404);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
