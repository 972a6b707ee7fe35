/**
 * What the bench and the budget test measure: the pages, and the screen they load them on.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';

export interface BenchPage {
  id: 'home' | 'guide' | 'api' | 'changelog';
  label: string;
  path: string;
}

/** The four pages the issue names: home, a guide page, an API operation page and the changelog. */
export const benchPages: readonly BenchPage[] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'guide', label: 'Guide page', path: '/docs/guide/developer_handbook/webhooks' },
  { id: 'api', label: 'API operation', path: '/docs/api/payment_intents/create' },
  { id: 'changelog', label: 'Changelog', path: '/changelog' },
];

/**
 * Lighthouse's mobile screen (a Moto G Power), so that the byte measurements
 * and Lighthouse see the same first screen (what is lazy-loaded depends on it).
 */
export const mobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/**
 * Runs `visit` on a new page with an empty cache, on the mobile screen, the
 * CPU slowed `cpuSlowdown` times (Chromium's own throttling), then closes it.
 */
export async function onSlowPhone<T>(
  browser: Browser,
  cpuSlowdown: number,
  visit: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: mobileScreen,
    deviceScaleFactor: mobileScreen.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await visit(page, cdp);
  } finally {
    await context.close();
  }
}

/**
 * The page the navigation bench starts from: its sidebar shows its section's
 * pages (the developer handbook) on this site and on the stock site alike.
 */
export const navigationStart = '/docs/guide/developer_handbook/webhooks';

/**
 * The largest API operation page (its HTML, in `buildDir`): Lighthouse runs
 * on it too, besides the bench pages, as the heaviest page of its kind.
 */
export function largestApiOperationPage(buildDir: string): string {
  const apiDir = path.join(buildDir, 'docs', 'api');
  let largest = { route: '', bytes: 0 };
  for (const resource of readdirSync(apiDir, { withFileTypes: true })) {
    if (!resource.isDirectory()) continue;
    for (const operation of readdirSync(path.join(apiDir, resource.name), { withFileTypes: true })) {
      const html = path.join(apiDir, resource.name, operation.name, 'index.html');
      if (!operation.isDirectory() || !existsSync(html)) continue;
      const { size } = statSync(html);
      if (size > largest.bytes) largest = { route: `/docs/api/${resource.name}/${operation.name}`, bytes: size };
    }
  }
  if (!largest.route) throw new Error(`no API operation page under ${apiDir}: build the site first`);
  return largest.route;
}
