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
