/**
 * The production build ships none of the test build's hooks, and loads no
 * widget code on a first visit.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crashMarker, testHookRoutes } from '../../plugins/test-hooks/constants';
import { expect, test } from './fixtures';

const buildDir = path.resolve('build');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test.describe('the production build', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('has no test-only pages: their routes are not found', async ({ page }) => {
    for (const route of Object.values(testHookRoutes)) {
      const response = await page.goto(route);
      expect(response?.status(), `${route} should not exist in production`).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('contains no trace of the crash trigger', () => {
    const files = filesUnder(buildDir).filter((file) => /\.(js|html|json)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes(crashMarker) || text.includes('test-hooks');
    });
    expect(offenders.map((file) => path.relative(buildDir, file))).toEqual([]);
  });

  test("loads none of the widget vendors' code with the first page", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // Each vendor package's own loader id: present only in its lazily loaded chunk.
    for (const marker of ['_intercom_npm_loader', 'hotjar-init-script']) {
      expect(
        scripts.filter((code) => code.includes(marker)),
        marker,
      ).toEqual([]);
    }
  });
});
