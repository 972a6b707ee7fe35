/**
 * What a page loads on a first visit, measured in a real browser: every
 * request from navigation until the page has hydrated and the network has
 * been idle for half a second, with nothing cached. Byte counts come from
 * the built files (raw and gzip), so they do not depend on timing.
 */
import type { Browser } from '@playwright/test';
import type { BuildFiles } from './buildFiles';
import { mobileScreen } from './pages';

export interface Totals {
  requests: number;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  path: string;
  /** Every request the page made, prefetches and other hosts included. */
  requests: number;
  js: Totals;
  css: Totals;
  fonts: Totals;
  images: Totals;
  /** fetch() and XHR requests (a search index, for example). */
  data: Totals;
  /** Route prefetches for links on screen: low priority, not needed to show or hydrate the page. */
  prefetch: Totals;
  /** URL paths of the scripts, in request order. */
  scripts: string[];
  /** Requests to any other host. */
  foreign: string[];
  /** Same-origin requests with no file in the build behind them. */
  missing: string[];
  /** <img> elements without both width and height attributes. */
  imagesWithoutDimensions: number;
}

type Kind = 'js' | 'css' | 'fonts' | 'images' | 'data' | 'prefetch';

function kindOf(resourceType: string): Kind | null {
  switch (resourceType) {
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'fonts';
    case 'image':
      return 'images';
    case 'fetch':
    case 'xhr':
      return 'data';
    case 'other':
      return 'prefetch';
    default:
      return null;
  }
}

const empty = (): Totals => ({ requests: 0, raw: 0, gzip: 0 });

/** Loads `route` in a fresh browser context (empty cache) on a mobile screen and totals what it fetched. */
export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  route: string,
  files: BuildFiles,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: mobileScreen,
    deviceScaleFactor: mobileScreen.deviceScaleFactor,
  });
  const page = await context.newPage();
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  try {
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const imagesWithoutDimensions = await page
      .locator('img')
      .evaluateAll(
        (images) => images.filter((img) => !img.hasAttribute('width') || !img.hasAttribute('height')).length,
      );

    const load: FirstLoad = {
      path: route,
      requests: 0,
      js: empty(),
      css: empty(),
      fonts: empty(),
      images: empty(),
      data: empty(),
      prefetch: empty(),
      scripts: [],
      foreign: [],
      missing: [],
      imagesWithoutDimensions,
    };
    // A prefetched chunk that is then run is requested twice (as "other", then
    // as a script): it counts once, as a script.
    const scriptUrls = new Set(requests.filter((r) => r.type === 'script').map((r) => r.url));
    const seen = new Set<string>();
    for (const { url, type } of requests) {
      if (!/^https?:/.test(url)) continue;
      load.requests += 1;
      if (!url.startsWith(`${origin}/`)) {
        load.foreign.push(url);
        continue;
      }
      const kind = kindOf(type);
      if (!kind || (kind === 'prefetch' && scriptUrls.has(url)) || seen.has(`${kind} ${url}`)) continue;
      seen.add(`${kind} ${url}`);
      const urlPath = new URL(url).pathname;
      const size = files.size(urlPath);
      if (!size) {
        load.missing.push(urlPath);
        continue;
      }
      const totals = load[kind];
      totals.requests += 1;
      totals.raw += size.raw;
      totals.gzip += size.gzip;
      if (kind === 'js') load.scripts.push(urlPath);
    }
    return load;
  } finally {
    await context.close();
  }
}
