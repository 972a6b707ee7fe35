/**
 * Performance budgets (perf/budgets.json), enforced on what is stable on a
 * noisy machine: bytes from the built files and request counts, never times.
 * The loads are real ones in Chromium (scripts/perf/firstLoad.ts), the same
 * measurement `npm run budgets` sets the budgets from and `npm run bench` prints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { budgetHint, checkBudgets, type BudgetFile, type Measures } from '../../scripts/perf/budgets';
import { BuildFiles } from '../../scripts/perf/buildFiles';
import { benchPageMeasures, buildMeasures, loadBenchPages } from '../../scripts/perf/measures';
import { expect, test } from './fixtures';

const files = new BuildFiles(path.resolve('build'));
const { budgets } = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;

function expectWithinBudget(measures: Measures): void {
  const violations = checkBudgets(measures, budgets).map((violation) => violation.message);
  expect(violations, budgetHint).toEqual([]);
}

test('the four bench pages: first-load JavaScript and CSS, fonts, other hosts and images', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const loads = await loadBenchPages(browser, baseURL!, files);
  for (const load of Object.values(loads)) expect(load.missing, `${load.path} requested missing files`).toEqual([]);
  expectWithinBudget(benchPageMeasures(loads));
});

// Every API page's own JavaScript is checked in its one visit, in routes.spec.ts.

test('the built files: no font files, no raster images, and the largest image', () => {
  expectWithinBudget(buildMeasures(files));
});

// Not bytes but the same kind of guard: the first call of `localeCompare` sets
// up the browser's collator for the locale, about 30 ms of the hydration task
// at a mobile CPU, which the engine paid to sort the four keys of the mobile
// sidebar's props (patches/README.md, `@docusaurus/theme-common`).
test('a docs page hydrates on a phone without setting up a collator', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls = { count: 0 };
      Object.assign(window, { localeCompareCalls: calls });
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        calls.count += 1;
        return original.apply(this, args);
      };
    });
    await page.goto(`${baseURL}/docs/api/payment_intents/create`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const calls = await page.evaluate(
      () => (window as unknown as { localeCompareCalls: { count: number } }).localeCompareCalls.count,
    );
    expect(calls).toBe(0);
  } finally {
    await context.close();
  }
});

// The same kind of guard: the main bundle's evaluation is the longest task of a
// first visit, so the page's own code is requested in a task of its own after
// it, not from within it (patches/README.md, `@docusaurus/core`,
// `clientEntry.js`). A script that inserts a script while it runs is
// `document.currentScript` at that moment.
test("a page's own code is requested after the main bundle has run, not while it runs", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const inserted: { src: string; by: string }[] = [];
    Object.assign(window, { insertedScripts: inserted });
    const original = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src)
        inserted.push({ src: child.src, by: (document.currentScript as HTMLScriptElement | null)?.src ?? '' });
      return original.call(this, child) as T;
    };
  });
  await page.goto(`${baseURL}/docs/guide/developer_handbook/webhooks`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const inserted = await page.evaluate(
    () => (window as unknown as { insertedScripts: { src: string; by: string }[] }).insertedScripts,
  );
  const pageCode = inserted.filter((script) => !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(script.src));
  expect(pageCode.length, 'the route loaded none of its own code').toBeGreaterThan(2);
  expect(pageCode.filter((script) => /\/main\.[0-9a-f]+\.js$/.test(script.by))).toEqual([]);
});
