/**
 * Diagrams in both colour themes (specification: "Diagrams are supported with
 * light and dark themes"). Each diagram's dark drawing is drawn at build time
 * too, into a file of its own (plugins/rehype-mermaid-svg/plugin.ts), which a
 * page fetches only when the colour mode is dark
 * (src/components/BuildTimeDiagram). With the switch disabled the engine
 * drops a stored dark choice at the next load, so dark mode is set on the
 * test-only page (plugins/test-hooks) and the diagram's page is then reached
 * by client-side navigation.
 */
import { diagramDigest } from '../../plugins/rehype-mermaid-svg/digest';
import { seriousViolations } from './axe';
import { diagrams } from './diagrams';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';
import { stubWidgetVendors, testHookRoutes } from './testBuild';

const webhooks = '/docs/guide/developer_handbook/webhooks';
const webhooksDiagram = diagrams.find((diagram) => diagram.route === webhooks);
const digest = diagramDigest(webhooksDiagram?.source ?? '');
const darkDrawingRequest = /\/assets\/diagrams\//;

test.beforeEach(async ({ page }) => {
  expect(webhooksDiagram, `${webhooks} has no diagram: pick a page that has one`).toBeDefined();
  // The test build has both widgets configured: keep them off the network.
  await stubWidgetVendors(page);
});

test('in light mode a diagram page requests no dark drawing, on a first visit or a navigation', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  let network = watchNetwork(page);
  await page.goto(webhooks);
  await waitForHydration(page);
  await network.quiet();
  await expect(page.locator(`.mermaid-diagram[data-diagram-sha256="${digest}"] > svg`)).toBeVisible();

  network = watchNetwork(page);
  await page.locator(`nav.menu a.menu__link[href="/docs/guide/intro"]`).click();
  await expect(page).toHaveURL('/docs/guide/intro');
  await page.locator(`nav.menu a.menu__link[href="${webhooks}"]`).click();
  await expect(page).toHaveURL(webhooks);
  await network.quiet();
  await expect(page.locator(`.mermaid-diagram[data-diagram-sha256="${digest}"] > svg`)).toBeVisible();
  expect(requested.filter((url) => darkDrawingRequest.test(url))).toEqual([]);
  await expect(page.locator('[data-diagram-dark-sha256]')).toHaveCount(0);
});

test('in dark mode a diagram page shows the dark drawing in place of the light one', async ({ page }) => {
  await page.goto(testHookRoutes.storage);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.locator('nav.navbar').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL('/docs/guide/intro');
  const darkDrawing = page.waitForResponse((response) => darkDrawingRequest.test(response.url()));
  await page.locator(`nav.menu a.menu__link[href="${webhooks}"]`).click();
  await expect(page).toHaveURL(webhooks);
  expect((await darkDrawing).status()).toBe(200);

  const dark = page.locator(`.mermaid-diagram[data-diagram-dark-sha256="${digest}"] > svg`);
  await expect(dark).toBeVisible();
  await expect(dark).toHaveAttribute('id', `mermaid-${digest.slice(0, 12)}-dark`);
  await expect(dark.locator('title')).toHaveText(webhooksDiagram!.title);
  await expect(page.locator(`.mermaid-diagram[data-diagram-sha256="${digest}"]`)).toBeHidden();
  expect(await seriousViolations(page, [`[data-diagram-dark-sha256="${digest}"]`])).toEqual([]);
});
