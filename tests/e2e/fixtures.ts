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
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors.some((re) => re.test(error.message))) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'the page logged errors to the console').toEqual([]);
    },
    { auto: true },
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
