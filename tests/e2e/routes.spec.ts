/**
 * One visit per route of routes.json (and per guide page beyond it), with every check that holds for the
 * page in it: status, h1, sidebar, axe on the page's content (without the
 * colour rules; on one page per template, the full page and every rule),
 * and on API operation pages the
 * endpoint line, the five language tabs, the copy buttons, a working request
 * builder and the page's own JavaScript against its budget; on every page,
 * its whole first-load JavaScript against the budget the heaviest page set;
 * on pages with diagrams, their build-time drawings (tests/e2e/diagrams.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { operationPages, sitePath } from '../../plugins/openapi-docs/generate';
import { loadDocument } from '../../plugins/openapi-docs/load';
import { budgetHint, checkBudgets, type BudgetFile } from '../../scripts/perf/budgets';
import { BuildFiles } from '../../scripts/perf/buildFiles';
import { measureFirstLoad } from '../../scripts/perf/firstLoad';
import { apiPageJsMeasures, pageFirstLoadJsMeasures } from '../../scripts/perf/measures';
import { seriousViolations } from './axe';
import { expectDiagramsDrawn } from './diagrams';
import { expect, routes, sharedPageTest, sidebarLanding, test, waitForHydration, type RouteSpec } from './fixtures';
import { openBuilder, visibleCode } from './requestBuilderPage';

const operations = new Map(operationPages(loadDocument()).map((page) => [sitePath(page.docPath), page.entry]));
type Operation = NonNullable<ReturnType<typeof operations.get>>;

const files = new BuildFiles(path.resolve('build'));
const { budgets } = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;

/** Scripts the home page loads: what every page shares. Measured once per worker. */
let homeScripts: Promise<Set<string>> | undefined;

/**
 * Records the paths of the scripts the page requests, from now until `stop`
 * (the page is shared by the worker's tests: each records its own load).
 */
function recordScripts(page: Page): { scripts: string[]; stop: () => void } {
  const scripts: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script' && request.url().includes('/assets/js/')) {
      scripts.push(new URL(request.url()).pathname);
    }
  };
  page.on('request', record);
  return { scripts, stop: () => page.off('request', record) };
}

async function expectSidebar(page: Page, route: RouteSpec): Promise<void> {
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
}

/** The page's whole first-load JavaScript against the budget the heaviest page of the site set. */
function expectFirstLoadJsWithinBudget(route: string, scripts: string[]): void {
  let gzip = 0;
  for (const script of new Set(scripts)) {
    const size = files.size(script);
    expect(size, `${route} requested ${script}, which is not in the build`).toBeDefined();
    gzip += size!.gzip;
  }
  expect(
    checkBudgets(pageFirstLoadJsMeasures(gzip), budgets).map((violation) => `${route}: ${violation.message}`),
    budgetHint,
  ).toEqual([]);
}

/** The page's own JavaScript (what the home page does not load) and its whole first load, against the budgets. */
function expectApiPageJsWithinBudget(route: string, scripts: string[], shared: Set<string>): void {
  const own = { requests: 0, raw: 0, gzip: 0 };
  const all = { requests: 0, raw: 0, gzip: 0 };
  for (const script of new Set(scripts)) {
    const size = files.size(script);
    expect(size, `${route} requested ${script}, which is not in the build`).toBeDefined();
    for (const totals of shared.has(script) ? [all] : [all, own]) {
      totals.requests += 1;
      totals.raw += size!.raw;
      totals.gzip += size!.gzip;
    }
  }
  const measures = apiPageJsMeasures(own, all);
  expect(
    checkBudgets(measures, budgets).map((violation) => `${route}: ${violation.message}`),
    budgetHint,
  ).toEqual([]);
}

/** The operation page's own parts: endpoint, title, samples, copy buttons, and its request builder. */
async function expectOperationPage(page: Page, entry: Operation): Promise<void> {
  const label = `${entry.method.toUpperCase()} /v1${entry.path}`;
  await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.operation.summary);
  // Five language tabs, each with a copy button on its sample; the buttons
  // come with the highlighter, which loads when the reader points at a
  // sample (src/theme/CodeBlock).
  await expect(page.getByRole('tab')).toHaveText(['curl', 'Node.js', 'PHP', 'Python', 'Ruby']);
  await page.locator('[role="tabpanel"]:not([hidden]) pre').first().hover();
  await expect(page.locator('[role="tabpanel"]:not([hidden]) button[aria-label*="Copy" i]').first()).toBeAttached();

  // The builder opens valid, with a control per parameter, on the page's own example request.
  const panel = await openBuilder(page);
  await expect(panel.getByRole('status')).toHaveText('This request matches the schema.');
  await expect(panel.getByText('Example response — nothing is sent')).toBeVisible();
  for (const parameter of entry.parameters) {
    await expect(panel.getByLabel(parameter.name, { exact: true })).toBeVisible();
  }
  expect(await visibleCode(panel)).toBe(await visibleCode(page.locator('article .tabs-container').first()));
}

/**
 * One page per template (and the not-found page below), where axe checks the
 * whole page with every rule, the colour rules included: contrast and links
 * in text depend on the style sheets, which a template's pages share.
 */
const templatePages = new Set([
  '/',
  '/changelog',
  '/docs',
  '/docs/changelog/',
  '/docs/guide/intro',
  '/docs/guide/developer_handbook/webhooks',
  '/docs/api/core_resources/',
  '/docs/api/refunds/',
  '/docs/api/payment_intents/create',
]);

sharedPageTest.describe('every route in routes.json, and every guide page beyond it', () => {
  for (const route of routes) {
    const operation = operations.get(route.path);
    const axe = templatePages.has(route.path) ? 'passes every axe rule' : 'passes axe';
    const title = operation
      ? `${route.path} renders ${operation.method.toUpperCase()} ${operation.path}, its samples and a working builder, within its JS budget, and ${axe}`
      : `${route.path} renders its h1 and ${route.sidebar ?? 'no'} sidebar, within the JS budget, and ${axe}`;
    sharedPageTest(title, async ({ sharedPage: page, browser, baseURL }) => {
      // axe's colour-contrast rule is slow on long pages on a busy machine.
      if (templatePages.has(route.path)) sharedPageTest.setTimeout(60_000);
      const recording = recordScripts(page);
      const response = await page.goto(route.path);
      expect(response?.status(), `${route.path} should answer 200`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
      await expectSidebar(page, route);
      // A fact token the build left unexpanded would show as `%FACT:…%` (src/data/facts).
      await expect(page.locator('main'), `${route.path} shows an unexpanded fact token`).not.toContainText('%FACT');

      if (operation) {
        homeScripts ??= measureFirstLoad(browser, baseURL!, '/', files).then((load) => new Set(load.scripts));
        // The scripts requested up to hydration: an operation page fetches no
        // script by itself after that (checked when this replaced a 500 ms
        // network-idle wait per page), and budgets.spec.ts still waits for the
        // network to settle on the bench operation page, which has the same parts.
        expectApiPageJsWithinBudget(route.path, recording.scripts, await homeScripts);
      }
      // Scripts up to hydration: no page fetches code by itself after that
      // (budgets.spec.ts and the bench wait for the network on the bench pages).
      expectFirstLoadJsWithinBudget(route.path, recording.scripts);
      recording.stop();
      // No serious or critical WCAG 2.1 A/AA violation (axe-core) in the page's
      // content, the colour rules apart. The navbar, sidebar and footer around
      // it, and the style sheets, are the same on every page of a template: on
      // one page per template, axe checks the full page with every rule.
      if (templatePages.has(route.path)) {
        expect(await seriousViolations(page), `axe (every rule, whole page) on ${route.path}`).toEqual([]);
      } else {
        expect(await seriousViolations(page, ['main'], 'without-colour'), `axe on ${route.path}`).toEqual([]);
      }
      // Its diagrams, if any: drawn at build time from the current source.
      await expectDiagramsDrawn(page, route.path);
      if (operation) await expectOperationPage(page, operation);
    });
  }
});

test('every template page is among the routes, so each gets the full axe check', () => {
  const visited = new Set(routes.map((route) => route.path));
  expect([...templatePages].filter((path) => !visited.has(path))).toEqual([]);
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
