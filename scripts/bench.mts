/**
 * npm run bench: the site's speed, measured.
 *
 * Builds the site (timing the production build), serves it on loopback with
 * gzip, then for the home page, a guide page, an API operation page and the
 * changelog prints Lighthouse mobile scores and metrics (median of 3 runs)
 * and the first-load JavaScript and CSS measured in the browser. Writes the
 * same as JSON (bench-results/latest.json) to compare commits.
 *
 * Options: --no-build (measure the existing build/), --cold (empty the
 * bundler cache first), --runs N, --port N, --out FILE, --no-lighthouse.
 * Times depend on the machine's load: compare runs made on a quiet machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwright } from '@playwright/test';
import { checkBudgets, type BudgetFile } from './perf/budgets';
import { BuildFiles } from './perf/buildFiles';
import { currentCommit } from './perf/git';
import { lighthouseMedian, type LighthouseResult } from './perf/lighthouse';
import { benchPageMeasures, buildMeasures, loadBenchPages, type BenchLoads } from './perf/measures';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { benchPages } from './perf/pages';
import { buildSite, serveBuild } from './perf/site';
import { duration, kib, textTable } from './perf/stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4399' },
    out: { type: 'string', default: 'bench-results/latest.json' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

const log = (message: string) => console.error(`[bench] ${message}`);

let build: { wallMs: number; cold: boolean } | null = null;
if (!values['no-build']) {
  log(`building the site${values.cold ? ' (cold: bundler cache emptied)' : ''}…`);
  build = { ...(await buildSite({ cold: values.cold })), cold: values.cold };
  log(`built in ${duration(build.wallMs)}`);
}

const files = new BuildFiles(path.resolve('build'));
const server = await serveBuild(Number(values.port));
const lighthouse: Partial<Record<string, LighthouseResult>> = {};
let loads: BenchLoads | undefined;
try {
  const browser = await playwright.launch(chromiumLaunchOptions);
  try {
    log('measuring first loads in Chromium…');
    loads = await loadBenchPages(browser, server.origin, files);
  } finally {
    await browser.close();
  }
  if (!values['no-lighthouse']) {
    for (const page of benchPages) {
      log(`Lighthouse ×${runs} on ${page.path}…`);
      lighthouse[page.id] = await lighthouseMedian(server.origin + page.path, runs);
    }
  }
} finally {
  server.close();
}

if (!loads) throw new Error('no measurement');
const measures = { ...benchPageMeasures(loads), ...buildMeasures(files) };
const budgetFile = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;
const violations = checkBudgets(measures, budgetFile.budgets);

const result = {
  date: new Date().toISOString(),
  commit: currentCommit(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) },
  build,
  lighthouseRuns: values['no-lighthouse'] ? 0 : runs,
  pages: benchPages.map((page) => ({ ...page, lighthouse: lighthouse[page.id] ?? null, firstLoad: loads![page.id] })),
  measures,
  budgetViolations: violations,
};
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);

const out: string[] = [];
if (!values['no-lighthouse']) {
  const lighthouseVersion = (
    JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
  ).version;
  out.push(`Lighthouse ${lighthouseVersion}, mobile, median of ${runs} runs`);
  out.push(
    textTable([
      ['page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'],
      ...benchPages.map((page) => {
        const m = lighthouse[page.id]!.median;
        return [
          page.path,
          String(m.performance),
          String(m.accessibility),
          String(m.bestPractices),
          String(m.seo),
          duration(m.fcp),
          duration(m.lcp),
          duration(m.tbt),
          m.cls.toFixed(3),
          duration(m.speedIndex),
        ];
      }),
    ]),
  );
  for (const page of benchPages) {
    const failed = lighthouse[page.id]!.failedAudits;
    if (failed.length > 0) out.push(`  ${page.path}: ${failed.join(', ')}`);
  }
  out.push('');
}
out.push('First load in Chromium (mobile screen, empty cache; KiB from the built files)');
out.push(
  textTable([
    ['page', 'JS gzip', 'JS raw', 'JS req', 'CSS gzip', 'CSS raw', 'CSS req', 'img req', 'font req', 'all req'],
    ...benchPages.map((page) => {
      const load = loads![page.id];
      return [
        page.path,
        kib(load.js.gzip),
        kib(load.js.raw),
        String(load.js.requests),
        kib(load.css.gzip),
        kib(load.css.raw),
        String(load.css.requests),
        String(load.images.requests),
        String(load.fonts.requests),
        String(load.requests),
      ];
    }),
  ]),
);
out.push('');
out.push(
  build
    ? `Production build wall time: ${duration(build.wallMs)}${build.cold ? ' (cold cache)' : ' (warm bundler cache)'}`
    : 'Production build: not run (--no-build)',
);
out.push(`Machine: ${result.machine.cpus} CPUs, load average ${result.machine.loadAverage.join(' ')}`);
out.push(
  violations.length === 0
    ? `Budgets (perf/budgets.json): the ${Object.keys(measures).length} measures above are within budget.`
    : `Budgets (perf/budgets.json) exceeded:\n${violations.map((v) => `  ${v.message}`).join('\n')}`,
);
out.push(`JSON: ${values.out}`);
console.log(out.join('\n'));
