/**
 * axe-core, injected into the page, on every route of routes.json and the
 * not-found page: no serious or critical WCAG 2.1 A/AA violation anywhere.
 *
 * Fast by design: each test reuses one page for a batch of routes, and the
 * batches run in parallel on the suite's workers.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, routes, test, waitForHydration } from './fixtures';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations on the page, one line each with the elements they concern. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    // One axe.run in the page itself; the default opens an extra page per
    // analysis to merge results across cross-origin frames, which we do not have.
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ') +
        (violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''),
    );
}

const batches = 8;
const paths = routes.map((route) => route.path);
for (let batch = 0; batch < batches; batch++) {
  const batchPaths = paths.filter((_, index) => index % batches === batch);
  test(`axe: routes batch ${batch + 1} of ${batches} (${batchPaths.length} pages)`, async ({ page }) => {
    // Generous: axe's colour-contrast check is slow on a busy machine.
    test.setTimeout(300_000);
    for (const path of batchPaths) {
      await page.goto(path);
      await waitForHydration(page);
      expect.soft(await seriousViolations(page), `axe on ${path}`).toEqual([]);
    }
  });
}

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('axe: no serious or critical violation', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
