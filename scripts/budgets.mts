/**
 * npm run budgets: re-measure the budgeted measures and re-set
 * perf/budgets.json from them (see perf/README.md).
 *
 * Builds the site, serves it on loopback and measures exactly what the
 * budget test (tests/e2e/budgets.spec.ts) measures: first loads of the
 * four bench pages, every API page's own JavaScript, and the built files.
 *
 * Options: --no-build (measure the existing build/), --check (compare only,
 * write nothing), --port N.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwright } from '@playwright/test';
import routesFile from '../tests/fixtures/routes.json';
import { chromiumLaunchOptions } from '../config/chromium';
import { checkBudgets, deriveBudgets, type BudgetFile, type Measures } from './perf/budgets';
import { BuildFiles } from './perf/buildFiles';
import { currentCommit } from './perf/git';
import {
  apiPagesByOwnJs,
  benchPageMeasures,
  buildMeasures,
  largestApiPageMeasures,
  loadBenchPages,
  pageFirstLoadJsMeasures,
  pagesByFirstLoadJs,
} from './perf/measures';
import { buildSite, serveBuild } from './perf/site';
import { kib, textTable } from './perf/stats';

const budgetsPath = 'perf/budgets.json';
const comment =
  'Performance budgets enforced by tests/e2e/budgets.spec.ts. Set by `npm run budgets` from a measurement: ' +
  'byte budgets are the measured size rounded up to the next whole KiB, counts are exact. See perf/README.md.';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    port: { type: 'string', default: '4398' },
  },
});

if (!values['no-build']) {
  console.error('[budgets] building the site…');
  await buildSite({ cold: false });
}

const files = new BuildFiles(path.resolve('build'));
const siteRoutes = routesFile.routes.map((route) => route.path);
const apiRoutes = siteRoutes.filter((p) => p.startsWith('/docs/api/'));
const server = await serveBuild(Number(values.port));
let measures: Measures;
let largestRoute: string;
let heaviestRoute: string;
try {
  const browser = await playwright.launch(chromiumLaunchOptions);
  try {
    console.error('[budgets] measuring the four bench pages…');
    const loads = await loadBenchPages(browser, server.origin, files);
    console.error(`[budgets] measuring the ${apiRoutes.length} API pages…`);
    const [largest] = await apiPagesByOwnJs(browser, server.origin, apiRoutes, files, loads.home);
    largestRoute = largest!.route;
    console.error(`[budgets] measuring all ${siteRoutes.length} pages…`);
    const [heaviest] = await pagesByFirstLoadJs(browser, server.origin, siteRoutes, files);
    heaviestRoute = heaviest!.route;
    measures = {
      ...benchPageMeasures(loads),
      ...largestApiPageMeasures(largest!),
      ...pageFirstLoadJsMeasures(heaviest!.gzip),
      ...buildMeasures(files),
    };
  } finally {
    await browser.close();
  }
} finally {
  server.close();
}

const previous = JSON.parse(readFileSync(budgetsPath, 'utf8')) as BudgetFile;
const next = deriveBudgets(measures);
const show = (value: number | undefined, unit: string) =>
  value === undefined ? '–' : unit === 'bytes' ? `${kib(value)} KiB` : String(value);
console.log(`Largest API page by its own JavaScript: ${largestRoute}`);
console.log(`Heaviest page by its whole first-load JavaScript: ${heaviestRoute}`);
console.log(
  textTable([
    ['measure', 'measured', 'budget was', 'budget now'],
    ...Object.entries(next).map(([key, entry]) => [
      key,
      show(entry.measured, entry.unit),
      show(previous.budgets[key]?.budget, entry.unit),
      show(entry.budget, entry.unit),
    ]),
  ]),
);

if (values.check) {
  const violations = checkBudgets(measures, previous.budgets);
  console.log(violations.length === 0 ? 'Within budget.' : violations.map((v) => v.message).join('\n'));
  process.exitCode = violations.length === 0 ? 0 : 1;
} else {
  const file: BudgetFile = {
    $comment: comment,
    setAt: new Date().toISOString(),
    commit: currentCommit(),
    budgets: next,
  };
  writeFileSync(budgetsPath, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${budgetsPath}. Review the change and commit it with the reason.`);
}
