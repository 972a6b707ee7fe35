/**
 * The budgeted measures, computed from browser loads and the built files.
 * Shared by the budget test (tests/e2e/budgets.spec.ts), `npm run budgets`
 * and `npm run bench`, so all three measure the same way.
 */
import type { Browser } from '@playwright/test';
import { bytes, count, type Measures } from './budgets';
import type { BuildFiles } from './buildFiles';
import { measureFirstLoad, type FirstLoad, type Totals } from './firstLoad';
import { benchPages, type BenchPage } from './pages';

export type BenchLoads = Record<BenchPage['id'], FirstLoad>;

/** First loads of the four bench pages. */
export async function loadBenchPages(browser: Browser, origin: string, files: BuildFiles): Promise<BenchLoads> {
  const loads: Partial<BenchLoads> = {};
  for (const page of benchPages) loads[page.id] = await measureFirstLoad(browser, origin, page.path, files);
  return loads as BenchLoads;
}

/**
 * Per page: first-load JavaScript and CSS (gzip, and request counts);
 * over the four pages: font requests, requests to other hosts, images
 * loaded, and images without dimensions (they shift the layout when they load).
 */
export function benchPageMeasures(loads: BenchLoads): Measures {
  const measures: Measures = {};
  const all = Object.values(loads);
  for (const [id, load] of Object.entries(loads)) {
    measures[`firstLoadJs.${id}.gzip`] = bytes(load.js.gzip);
    measures[`firstLoadJs.${id}.requests`] = count(load.js.requests);
    measures[`firstLoadCss.${id}.gzip`] = bytes(load.css.gzip);
    measures[`firstLoadCss.${id}.requests`] = count(load.css.requests);
  }
  measures['fonts.requests'] = count(all.reduce((n, load) => n + load.fonts.requests, 0));
  measures['otherHosts.requests'] = count(all.reduce((n, load) => n + load.foreign.length, 0));
  measures['images.firstLoad.gzip'] = bytes(all.reduce((n, load) => n + load.images.gzip, 0));
  measures['images.withoutDimensions'] = count(all.reduce((n, load) => n + load.imagesWithoutDimensions, 0));
  return measures;
}

export interface ApiPageJs {
  route: string;
  load: FirstLoad;
  /** Scripts this page loads that the home page does not: what the page itself costs. */
  own: { requests: number; raw: number; gzip: number };
}

/** Loads every API route and returns them by page-specific JavaScript, largest first. */
export async function apiPagesByOwnJs(
  browser: Browser,
  origin: string,
  routes: readonly string[],
  files: BuildFiles,
  home: FirstLoad,
  concurrency = 4,
): Promise<ApiPageJs[]> {
  const shared = new Set(home.scripts);
  const pages: ApiPageJs[] = [];
  // A few pages at a time, each in its own context (empty cache): a load
  // spends most of its time waiting for the network to go quiet.
  const queue = [...routes];
  const measureNext = async (): Promise<void> => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const load = await measureFirstLoad(browser, origin, route, files);
      const own = { requests: 0, raw: 0, gzip: 0 };
      for (const script of load.scripts.filter((s) => !shared.has(s))) {
        const size = files.size(script)!;
        own.requests += 1;
        own.raw += size.raw;
        own.gzip += size.gzip;
      }
      pages.push({ route, load, own });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, measureNext));
  return pages.sort((a, b) => b.own.gzip - a.own.gzip);
}

export interface PageFirstLoadJs {
  route: string;
  /** Scripts, and what the page fetches by itself (a diagram's code would count), gzip. */
  gzip: number;
}

/** Loads every route, a few at a time, and returns their first-load JavaScript, heaviest first. */
export async function pagesByFirstLoadJs(
  browser: Browser,
  origin: string,
  routes: readonly string[],
  files: BuildFiles,
  concurrency = 4,
): Promise<PageFirstLoadJs[]> {
  const queue = [...routes];
  const pages: PageFirstLoadJs[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const load = await measureFirstLoad(browser, origin, route, files);
        pages.push({ route, gzip: load.js.gzip + load.data.gzip });
      }
    }),
  );
  return pages.sort((a, b) => b.gzip - a.gzip);
}

/**
 * A page's whole first-load JavaScript as the budget names it: every page of
 * the site is held to the budget the heaviest one set (tests/e2e/routes.spec.ts).
 */
export function pageFirstLoadJsMeasures(gzip: number): Measures {
  return { 'heaviestPage.firstLoadJs.gzip': bytes(gzip) };
}

/** The largest API page: its page-specific JavaScript and its whole first load. */
export function largestApiPageMeasures(largest: ApiPageJs): Measures {
  return apiPageJsMeasures(largest.own, largest.load.js);
}

/**
 * An API page's JavaScript as the budget names it: its own (what the home page
 * does not load) and its whole first load. Every API page is held to the
 * budget the largest one set (tests/e2e/routes.spec.ts).
 */
export function apiPageJsMeasures(own: Totals, firstLoadJs: Totals): Measures {
  return {
    'largestApiPage.pageJs.gzip': bytes(own.gzip),
    'largestApiPage.firstLoadJs.gzip': bytes(firstLoadJs.gzip),
  };
}

/** From the built files: no font files, no raster images, and the largest image. */
export function buildMeasures(files: BuildFiles): Measures {
  const { fonts, images, raster } = files.assets();
  return {
    'build.fontFiles': count(fonts.length),
    'build.rasterImages': count(raster.length),
    'build.largestImage.raw': bytes(Math.max(0, ...images.map((image) => image.raw))),
  };
}
