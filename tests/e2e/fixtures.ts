/**
 * Shared browser-test fixtures: every test fails on a console error or an
 * uncaught page error unless it declares the errors it expects.
 */
import { test as base, expect, type Page } from '@playwright/test';
import routesFile from '../fixtures/routes.json';
import { extraGuideRoutes } from '../support/guidePages';

export interface RouteSpec {
  path: string;
  sidebar: 'guide' | 'api' | 'changelog' | null;
}

const specRoutes = routesFile.routes as RouteSpec[];

/**
 * The specification's routes, then the guide pages added beyond them (found
 * from docs/guide, each with the guide sidebar): every test that loops over
 * pages covers both, with no second list to keep in step.
 */
export const routes: RouteSpec[] = [
  ...specRoutes,
  ...extraGuideRoutes(specRoutes.map((route) => route.path)).map((path) => ({ path, sidebar: 'guide' as const })),
];

/** Landing page of each sidebar: a link to it proves which sidebar is shown. */
export const sidebarLanding: Record<NonNullable<RouteSpec['sidebar']>, string> = {
  guide: '/docs/guide/intro',
  api: '/docs/api/core_resources/',
  changelog: '/docs/changelog/',
};

interface Fixtures {
  /** Console errors matching these patterns do not fail the test. */
  allowedConsoleErrors: RegExp[];
}

/** Collects the page's console errors and uncaught errors, except the allowed ones, into `errors`. */
function collectErrors(page: Page, allowed: RegExp[], errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((re) => re.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!allowed.some((re) => re.test(error.message))) errors.push(error.message);
  });
}

/**
 * The page fixture, watched: a test that uses `page` fails on its console
 * errors. Watching the page itself rather than in an automatic fixture means
 * a test that only makes HTTP requests (most of llms.spec.ts) opens no browser
 * context at all.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      collectErrors(page, allowedConsoleErrors, errors);
      await use(page);
      expect(errors, 'the page logged errors to the console').toEqual([]);
    },
    { scope: 'test' },
  ],
});

interface WorkerPage {
  page: Page;
  errors: string[];
}

/**
 * For suites that load many pages with the same checks (routes.spec.ts): one
 * page per worker, reused by every test with nothing reset between them, and
 * the HTTP cache off so that each load is a first visit. The checks need no
 * reset storage: routes.spec.ts took 95 s on this page against 122 s on the
 * context the other tests share, which Playwright resets between tests
 * (playwright.config.ts). Console errors fail the test that logged them.
 */
export const sharedPageTest = base.extend<{ sharedPage: Page }, { workerPage: WorkerPage }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // A reader with Save-Data on: the engine then prefetches no route for the
      // links in view (about 20 requests a page, and its link and chunk work),
      // which none of these checks looks at; navigation.spec.ts and the budgets
      // keep it.
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({ saveData: true, effectiveType: '4g' }),
          configurable: true,
        }),
      );
      const errors: string[] = [];
      collectErrors(page, [], errors);
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: [
    async ({ workerPage }, use) => {
      workerPage.errors.length = 0;
      await use(workerPage.page);
      expect(workerPage.errors, 'the page logged errors to the console').toEqual([]);
    },
    { scope: 'test' },
  ],
});

export { expect };

/**
 * One pattern matching any of the given ones, for `allowedConsoleErrors`.
 * Pass several patterns through this: Playwright reads a `test.use` array whose
 * second item is an object (a RegExp is one) as a fixture's [value, options].
 */
export function anyOf(...patterns: RegExp[]): RegExp[] {
  return [new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), 'i')];
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
