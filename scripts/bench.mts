/**
 * npm run bench: the site's speed, measured, and compared in the same run
 * with a stock Docusaurus site built from the same pages (./perf/stockSite.ts).
 *
 * Builds the site from cold (timing the production build, precompression
 * included), then the stock site from cold; serves both on loopback with
 * gzip, then prints:
 * - Lighthouse mobile scores and metrics (median of 3 runs, in rounds over
 *   the pages) for the home page, a guide page with a diagram, an API
 *   operation page, the changelog and the largest API operation page, and
 *   in the same rounds for the stock site's pages at the same paths (it has
 *   no home page or /changelog);
 * - the long tasks of their first visit in Chromium at CPU x4 (longest task,
 *   blocking time);
 * - their first visit on a slow network at CPU x4 (largest paint, hydrated),
 *   here and on the stock site, alternating (./perf/firstVisit.ts);
 * - first-load JavaScript and CSS of the bench pages, and the heaviest
 *   first-load JavaScript of any page of the site;
 * - client-side navigation (click to new h1, CPU x4) over ten sidebar
 *   targets, here and on the stock site, and their ratio;
 * - the cold build's wall time here and on the stock site (the median of
 *   three builds of each, alternating), and their ratio.
 * Writes the same as JSON (bench-results/latest.json) to compare commits.
 *
 * Options: --no-build (measure the existing build/), --warm (keep the bundler
 * cache), --no-stock (no stock site), --reuse-stock (serve the stock site
 * already built, to compare navigation only), --runs N, --port N (uses N and N+1),
 * --out FILE, --no-lighthouse, --build-pairs N (alternating builds of each
 * site for the build ratio, default 3), --cpu-slowdown N (Lighthouse's CPU
 * slowdown, default its own 4; the output says what its throttling guide
 * suggests for this machine's benchmarkIndex). Times depend on the machine's load: compare
 * ratios within one run, and runs made on a quiet machine.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwright } from '@playwright/test';
import { checkBudgets, firstLoadJsCap, type BudgetFile } from './perf/budgets';
import { BuildFiles } from './perf/buildFiles';
import { currentCommit } from './perf/git';
import { defaultCpuSlowdown, lighthouseMedians, suggestedCpuSlowdown, type LighthouseResult } from './perf/lighthouse';
import { measureFirstVisit, type FirstVisit } from './perf/firstVisit';
import { measureLongTasks, type LongTasks } from './perf/longTasks';
import {
  benchPageMeasures,
  buildMeasures,
  loadBenchPages,
  pageFirstLoadJsMeasures,
  pagesByFirstLoadJs,
  type BenchLoads,
} from './perf/measures';
import { chromiumLaunchOptions } from '../config/chromium';
import { measureNavigation, visibleSidebarLinks, type NavigationResult } from './perf/navigation';
import { benchPages, largestApiOperationPage, navigationStart } from './perf/pages';
import { buildSite, serveBuild, type Server } from './perf/site';
import { duration, kib, median, textTable } from './perf/stats';
import { buildStockSite, markdownCopies, stockSiteDir, writeStockSite } from './perf/stockSite';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    'no-stock': { type: 'boolean', default: false },
    'reuse-stock': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4399' },
    out: { type: 'string', default: 'bench-results/latest.json' },
    'no-lighthouse': { type: 'boolean', default: false },
    'build-pairs': { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: String(defaultCpuSlowdown) },
  },
});
const runs = Number(values.runs);
const cpuSlowdown = Number(values['cpu-slowdown']);
if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown takes a number from 1 up, not ${values['cpu-slowdown']}`);
/** Rounds of the slow-network first visits: each loads every lab page once on each site that has it. */
const firstVisitRounds = 6;
/** Rounds of the navigation comparison: each clicks through the ten targets once on each site. */
const navigationRounds = 6;
/** Cold builds of each site, alternating, for the build ratio (the ratio of their medians). */
const buildPairs = Number(values['build-pairs']);

const log = (message: string) => console.error(`[bench] ${message}`);

const cold = !values.warm;
/** This site's cold builds' wall times, in the order built. */
const siteBuildsMs: number[] = [];
async function timeSiteBuild(): Promise<void> {
  log(`building the site${cold ? ' (cold: bundler cache emptied)' : ''}…`);
  siteBuildsMs.push((await buildSite({ cold })).wallMs);
  log(`built in ${duration(siteBuildsMs.at(-1)!)}`);
}
if (!values['no-build']) await timeSiteBuild();

const files = new BuildFiles(path.resolve('build'));
const sitePages = (
  JSON.parse(readFileSync('tests/fixtures/routes.json', 'utf8')) as { routes: { path: string }[] }
).routes.map((route) => route.path);
let stock: { pages: number; wallMs: number; runsMs: number[] } | null = null;
const reuseStock = values['reuse-stock'] && existsSync(path.join(stockSiteDir, 'build', '404.html'));
if (reuseStock) log(`reusing the stock site already built in ${path.relative('.', stockSiteDir)} (no build ratio)`);
if (!values['no-stock'] && !reuseStock) {
  const pages = writeStockSite(path.resolve('build'), markdownCopies(path.resolve('build')));
  const runsMs: number[] = [];
  // With this site built too, the two builds alternate, `buildPairs` of each:
  // on this shared machine one stock build took 11.3 s and another 17.8 s in
  // the same hour, so a single pair's ratio moved by 0.3.
  for (let pair = 0; pair < (siteBuildsMs.length > 0 ? buildPairs : 1); pair++) {
    if (pair > 0) await timeSiteBuild();
    log(`building a stock Docusaurus site of ${pages} pages from cold in ${path.relative('.', stockSiteDir)}…`);
    runsMs.push((await buildStockSite()).wallMs);
    log(`stock site built in ${duration(runsMs.at(-1)!)}`);
  }
  stock = { pages, wallMs: median(runsMs), runsMs };
}
/** The build's median wall time; `runsMs` each build's, in the order built. */
const build = siteBuildsMs.length > 0 ? { wallMs: median(siteBuildsMs), runsMs: siteBuildsMs, cold } : null;

/** Lighthouse and long tasks: the bench pages and the largest API operation page. */
const labPages = [
  ...benchPages.map(({ id, path: route }) => ({ id: id as string, path: route })),
  { id: 'apiLargest', path: largestApiOperationPage(path.resolve('build')) },
];
const port = Number(values.port);
const server = await serveBuild(port);
let stockServer: Server | null = null;
const lighthouse: Partial<Record<string, LighthouseResult>> = {};
/** Lighthouse on the stock site, for the lab pages it has (not the home page or /changelog). */
const stockLighthouse: Partial<Record<string, LighthouseResult>> = {};
const stockLabPages = labPages.filter(
  (page, index) =>
    labPages.findIndex((other) => other.path === page.path) === index &&
    existsSync(path.join(stockSiteDir, 'build', page.path, 'index.html')),
);
const longTasks: Record<string, LongTasks> = {};
let loads: BenchLoads | undefined;
let heaviest: { route: string; gzip: number; pages: number } | undefined;
let navigation: { targets: string[]; site: NavigationResult[]; stock: NavigationResult[] } | null = null;
const firstVisits: Record<string, { site: FirstVisit[]; stock: FirstVisit[] }> = {};
try {
  if (stock || reuseStock) stockServer = await serveBuild(port + 1, path.join(stockSiteDir, 'build'));
  const browser = await playwright.launch(chromiumLaunchOptions);
  try {
    log('measuring first loads in Chromium…');
    loads = await loadBenchPages(browser, server.origin, files);
    log(`first-load JavaScript of every page (${sitePages.length})…`);
    const all = await pagesByFirstLoadJs(browser, server.origin, sitePages, files);
    heaviest = { ...all[0]!, pages: all.length };

    log('long tasks at CPU ×4 (median of 3)…');
    for (const page of labPages) {
      const samples: LongTasks[] = [];
      for (let i = 0; i < 3; i++) samples.push(await measureLongTasks(browser, server.origin, page.path));
      longTasks[page.id] = {
        longest: median(samples.map((t) => t.longest)),
        blocking: median(samples.map((t) => t.blocking)),
        count: median(samples.map((t) => t.count)),
      };
    }

    log(`first visits on a slow network at CPU ×4 (${firstVisitRounds} rounds, alternating sites)…`);
    for (let round = 0; round < firstVisitRounds; round++) {
      for (const page of labPages) {
        const visits = (firstVisits[page.id] ??= { site: [], stock: [] });
        const onStock = stockServer !== null && stockLabPages.some((other) => other.path === page.path);
        const measureSite = async () => visits.site.push(await measureFirstVisit(browser, server.origin, page.path));
        const measureStock = async () =>
          visits.stock.push(await measureFirstVisit(browser, stockServer!.origin, page.path));
        const order = onStock ? [measureSite, measureStock] : [measureSite];
        // The site that goes first alternates by round, as in the navigation comparison.
        if (round % 2 === 1) order.reverse();
        for (const measure of order) await measure();
      }
    }

    if (stockServer) {
      const ours = await visibleSidebarLinks(browser, server.origin, navigationStart);
      const theirs = new Set(await visibleSidebarLinks(browser, stockServer.origin, navigationStart));
      // The start page's own section first: those links stay shown after each click.
      const section = navigationStart.slice(0, navigationStart.lastIndexOf('/') + 1);
      const shared = ours.filter((href) => theirs.has(href));
      const targets = [
        ...shared.filter((href) => href.startsWith(section)),
        ...shared.filter((href) => !href.startsWith(section)),
      ].slice(0, 10);
      log(`client-side navigation over ${targets.length} sidebar targets at CPU ×4, interleaved…`);
      navigation = { targets, site: [], stock: [] };
      // Each round measures both sites, the one that goes first alternating: a
      // navigation takes 80 to 200 ms at CPU x4 and the machine's load drifts,
      // so two rounds in a fixed order let the ratio swing by 0.2 between runs.
      for (let round = 0; round < navigationRounds; round++) {
        const measureSite = async () =>
          navigation!.site.push(await measureNavigation(browser, server.origin, navigationStart, targets));
        const measureStock = async () =>
          navigation!.stock.push(await measureNavigation(browser, stockServer!.origin, navigationStart, targets));
        for (const measure of round % 2 === 0 ? [measureSite, measureStock] : [measureStock, measureSite])
          await measure();
      }
    }
  } finally {
    await browser.close();
  }
  if (!values['no-lighthouse']) {
    // The stock site's pages in the same rounds, so both see the same machine.
    const stockPages = stockServer ? stockLabPages : [];
    log(
      `Lighthouse ×${runs} (CPU ×${cpuSlowdown}) on ${labPages.map((page) => page.path).join(', ')}` +
        `${stockPages.length > 0 ? `, and on the stock site ${stockPages.map((page) => page.path).join(', ')}` : ''}, in rounds…`,
    );
    const results = await lighthouseMedians(
      [
        ...labPages.map((page) => server.origin + page.path),
        ...stockPages.map((page) => stockServer!.origin + page.path),
      ],
      runs,
      cpuSlowdown,
    );
    for (const [i, page] of labPages.entries()) lighthouse[page.id] = results[i];
    for (const [i, page] of stockPages.entries()) stockLighthouse[page.id] = results[labPages.length + i];
  }
} finally {
  server.close();
  stockServer?.close();
}

if (!loads) throw new Error('no measurement');
const measures = {
  ...benchPageMeasures(loads),
  ...pageFirstLoadJsMeasures(heaviest!.gzip),
  ...buildMeasures(files),
};
const budgetFile = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;
const violations = checkBudgets(measures, budgetFile.budgets);

const navigationMedian = (results: NavigationResult[]) => median(results.flatMap((r) => r.times));
const navigationSummary = navigation && {
  targets: navigation.targets,
  siteMs: navigationMedian(navigation.site),
  stockMs: navigationMedian(navigation.stock),
};
const result = {
  date: new Date().toISOString(),
  commit: currentCommit(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) },
  build: build && { ...build, pages: sitePages.length },
  stockBuild: stock,
  lighthouseRuns: values['no-lighthouse'] ? 0 : runs,
  lighthouseCpuSlowdown: cpuSlowdown,
  pages: labPages.map((page) => ({
    ...page,
    lighthouse: lighthouse[page.id] ?? null,
    stockLighthouse: stockLighthouse[page.id] ?? null,
    longTasks: longTasks[page.id],
    firstVisits: firstVisits[page.id],
    firstLoad: loads![page.id as keyof BenchLoads] ?? null,
  })),
  heaviestFirstLoadJs: heaviest,
  navigation: navigation && { ...navigation, ...navigationSummary },
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
  out.push(
    `Lighthouse ${lighthouseVersion}, mobile, CPU ×${cpuSlowdown}${cpuSlowdown === defaultCpuSlowdown ? ' (its default)' : ''}, median of ${runs} runs (in rounds over the pages)`,
  );
  out.push(
    textTable([
      ['page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'each run', 'CLS', 'SI'],
      ...labPages.map((page) => {
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
          lighthouse[page.id]!.runs.map((run) => Math.round(run.tbt)).join(' / '),
          m.cls.toFixed(3),
          duration(m.speedIndex),
        ];
      }),
    ]),
  );
  const speeds = labPages.flatMap((page) => lighthouse[page.id]!.runs.map((run) => run.benchmarkIndex));
  const host = suggestedCpuSlowdown(median(speeds));
  out.push(
    `  Lighthouse's benchmarkIndex of this machine over the runs: ${Math.min(...speeds)} to ${Math.max(...speeds)}, ` +
      `median ${Math.round(median(speeds))}: ${host.hostClass} in Lighthouse's throttling guide, which suggests CPU ×${host.cpuSlowdown} ` +
      `there to emulate its mid-tier phone (this run: ×${cpuSlowdown})`,
  );
  for (const page of labPages) {
    const failed = lighthouse[page.id]!.failedAudits;
    if (failed.length > 0) out.push(`  ${page.path}: ${failed.join(', ')}`);
  }
  const compared = stockLabPages.filter((page) => stockLighthouse[page.id]);
  if (compared.length > 0) {
    out.push('Against the stock site, same rounds (median Perf and TBT; target: never below stock)');
    out.push(
      textTable([
        ['page', 'Perf here', 'Perf stock', 'TBT here', 'TBT stock', 'runs here', 'runs stock'],
        ...compared.map((page) => {
          const here = lighthouse[page.id]!;
          const theirs = stockLighthouse[page.id]!;
          return [
            page.path,
            String(here.median.performance),
            String(theirs.median.performance),
            duration(here.median.tbt),
            duration(theirs.median.tbt),
            here.runs.map((run) => run.performance).join(' / '),
            theirs.runs.map((run) => run.performance).join(' / '),
          ];
        }),
      ]),
    );
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
out.push(
  `Heaviest first-load JavaScript of all ${heaviest!.pages} pages (scripts and what the page fetches itself): ` +
    `${kib(heaviest!.gzip)} KiB gzip on ${heaviest!.route} (cap ${kib(firstLoadJsCap)} KiB, at least 5 KiB under it)`,
);
out.push('');
out.push('Long tasks of a first visit in Chromium, CPU ×4, mobile screen (median of 3)');
out.push(
  textTable([
    ['page', 'longest task', 'blocking time', 'long tasks'],
    ...labPages.map((page) => {
      const t = longTasks[page.id]!;
      return [page.path, duration(t.longest), duration(t.blocking), String(t.count)];
    }),
  ]),
);
out.push('');
out.push(
  `First visit on a slow network (150 ms round trip, 1.6 Mbit/s) at CPU ×4, mobile screen, median of ${firstVisitRounds} (sites alternating)`,
);
const visitMedian = (visits: FirstVisit[], key: keyof FirstVisit) =>
  visits.length === 0 ? 'none' : duration(median(visits.map((visit) => visit[key])));
out.push(
  textTable([
    ['page', 'hydrated', 'stock', 'largest paint', 'stock'],
    ...labPages.map((page) => {
      const visits = firstVisits[page.id]!;
      return [
        page.path,
        visitMedian(visits.site, 'hydrated'),
        visitMedian(visits.stock, 'hydrated'),
        visitMedian(visits.site, 'largestPaint'),
        visitMedian(visits.stock, 'largestPaint'),
      ];
    }),
  ]),
);
out.push('');
if (navigationSummary) {
  out.push(
    `Client-side navigation, click to new h1, CPU ×4, median over ${navigationSummary.targets.length} sidebar targets × ${navigationRounds} rounds: ` +
      `${duration(navigationSummary.siteMs)} here, ${duration(navigationSummary.stockMs)} stock Docusaurus ` +
      `(ratio ${(navigationSummary.siteMs / navigationSummary.stockMs).toFixed(2)}, target ≤ 1.10)`,
  );
}
const builds = (runsMs: number[]) =>
  runsMs.length === 1
    ? duration(runsMs[0]!)
    : `median ${duration(median(runsMs))} (${runsMs.map(duration).join(', ')})`;
out.push(
  build
    ? `Production build wall time: ${builds(build.runsMs)} for ${sitePages.length} pages${build.cold ? ' (cold cache)' : ' (warm bundler cache)'}, precompression included`
    : 'Production build: not run (--no-build)',
);
if (stock) {
  out.push(`Stock Docusaurus 3.10 (faster) build of ${stock.pages} pages, cold: ${builds(stock.runsMs)}`);
  if (build)
    out.push(
      `Build ratio: ${(build.wallMs / stock.wallMs).toFixed(2)}${build.cold ? '' : ' (warm vs cold)'}` +
        `${build.runsMs.length > 1 ? `, of the medians of ${build.runsMs.length} alternating builds each` : ''} (target ≤ 1.6)`,
    );
}
out.push(`Machine: ${result.machine.cpus} CPUs, load average ${result.machine.loadAverage.join(' ')}`);
out.push(
  violations.length === 0
    ? `Budgets (perf/budgets.json): the ${Object.keys(measures).length} measures above are within budget.`
    : `Budgets (perf/budgets.json) exceeded:\n${violations.map((v) => `  ${v.message}`).join('\n')}`,
);
out.push(`JSON: ${values.out}`);
console.log(out.join('\n'));
