/**
 * npm run budgets: measure what the budgets cap, and print each measure
 * against its budget with the room left (see perf/README.md).
 *
 * Builds the site, serves it on loopback and measures exactly what the
 * budget test (tests/e2e/budgets.spec.ts) measures: first loads of the
 * four bench pages, every API page's own JavaScript, the heaviest page and
 * the built files. Budgets are caps set by hand; this never raises one.
 *
 * Options: --no-build (measure the existing build/), --write (record the
 * measurements in perf/budgets.json; a new measure gets a first budget to
 * review), --port N. Exits non-zero if a measure is over its budget.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwright } from '@playwright/test';
import routesFile from '../tests/fixtures/routes.json';
import { chromiumLaunchOptions } from '../config/chromium';
import { capViolations, checkBudgets, recordMeasures, type BudgetFile, type Measures } from './perf/budgets';
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
  'Performance budgets enforced by tests/e2e/budgets.spec.ts: caps set by hand, with room under them; ' +
  'first-visit JavaScript never above 160 KiB (scripts/perf/budgets.ts). `measured` is a record, written by ' +
  '`npm run budgets -- --write`. See perf/README.md.';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
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
const next = recordMeasures(previous.budgets, measures);
const show = (value: number | undefined, unit: string) =>
  value === undefined ? '–' : unit === 'bytes' ? `${kib(value)} KiB` : String(value);
console.log(`Largest API page by its own JavaScript: ${largestRoute}`);
console.log(`Heaviest page by its whole first-load JavaScript: ${heaviestRoute}`);
console.log(
  textTable([
    ['measure', 'measured', 'budget', 'room'],
    ...Object.entries(next).map(([key, entry]) => [
      key,
      show(measures[key]?.value, entry.unit),
      show(entry.budget, entry.unit),
      measures[key] ? show(entry.budget - measures[key].value, entry.unit) : '–',
    ]),
  ]),
);

const violations = [...checkBudgets(measures, previous.budgets), ...capViolations(next)];
console.log(violations.length === 0 ? 'Within budget.' : violations.map((v) => v.message).join('\n'));
process.exitCode = violations.length === 0 ? 0 : 1;
if (values.write) {
  const file: BudgetFile = {
    $comment: comment,
    setAt: new Date().toISOString(),
    commit: currentCommit(),
    budgets: next,
  };
  writeFileSync(budgetsPath, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Recorded the measurements in ${budgetsPath}.`);
}
