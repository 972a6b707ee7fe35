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
import { measureFirstLoad } from '../../scripts/perf/firstLoad';
import {
  apiPagesByOwnJs,
  benchPageMeasures,
  buildMeasures,
  largestApiPageMeasures,
  loadBenchPages,
} from '../../scripts/perf/measures';
import { expect, routes, test } from './fixtures';

const files = new BuildFiles(path.resolve('build'));
const { budgets } = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;

function expectWithinBudget(measures: Measures, context = ''): void {
  const violations = checkBudgets(measures, budgets).map((violation) => context + violation.message);
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

// Every API page is held to the budget set by the largest one, in two
// batches so that the two workers share them.
const apiRoutes = routes.map((route) => route.path).filter((p) => p.startsWith('/docs/api/'));
const batches = 2;
for (let batch = 0; batch < batches; batch++) {
  const batchRoutes = apiRoutes.filter((_, index) => index % batches === batch);
  test(`API pages (batch ${batch + 1} of ${batches}): each page's own JavaScript`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const home = await measureFirstLoad(browser, baseURL!, '/', files);
    const [largest] = await apiPagesByOwnJs(browser, baseURL!, batchRoutes, files, home);
    expectWithinBudget(largestApiPageMeasures(largest!), `${largest!.route}: `);
  });
}

test('the built files: no font files, no raster images, and the largest image', () => {
  expectWithinBudget(buildMeasures(files));
});
