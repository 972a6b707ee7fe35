/**
 * No layout shift while a page loads: not on a first visit to the bench
 * pages, not from the announcement bar a reader closed before, and not from
 * the language tabs when a reader chose a language on an earlier visit.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { announcementBar } from '../../config/announcement';
import { benchPages, mobileScreen } from '../../scripts/perf/pages';
import { expect, test } from './fixtures';
import { recordLayoutShifts, shiftsAfterLoad } from './layoutShifts';

test.describe('first visit, mobile screen', () => {
  test.use({ viewport: mobileScreen });
  for (const { path } of benchPages) {
    test(`${path} loads without a layout shift`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      expect(await shiftsAfterLoad(page)).toEqual([]);
    });
  }
});

test('an announcement closed on an earlier visit neither shows nor shifts the page', async ({ page }) => {
  await page.addInitScript((id) => {
    localStorage.setItem('docusaurus.announcement.id', id);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  }, announcementBar.id);
  await recordLayoutShifts(page);
  await page.goto('/docs/guide/intro');
  expect(await shiftsAfterLoad(page)).toEqual([]);
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
});

test.describe('a language chosen on an earlier visit', () => {
  // Tall enough that the first sample tabs are on screen (they end about
  // 1,110 px down), and no taller: a shift counts only on screen, and the
  // tables further down can reflow when Chromium paints before the page has
  // finished parsing, which is not what these tests are about.
  test.use({ viewport: { width: 1280, height: 1200 } });

  test('is shown from the first paint: selected after hydration, and nothing shifts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'python'));
    await recordLayoutShifts(page);
    await page.goto('/docs/api/payment_intents/create');
    const tabs = page.locator('main .tabs-container').first();
    await expect(tabs).toBeInViewport();
    // Before and after hydration alike, the Python panel is the one showing.
    await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('requests.post');
    expect(await shiftsAfterLoad(page)).toEqual([]);
    await expect(tabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('requests.post');
    // The pre-hydration stylesheet is gone: choosing another language works as usual.
    await expect(page.locator('#tab-choice-before-hydration')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Ruby' }).click();
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('Net::HTTP');
  });

  test('named in the address (?lang=ruby) is shown from the first paint, and nothing shifts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'python'));
    await recordLayoutShifts(page);
    await page.goto('/docs/api/payment_intents/create?lang=ruby');
    const tabs = page.locator('main .tabs-container').first();
    await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await expect(tabs.locator('[role="tabpanel"]:visible')).toContainText('Net::HTTP');
    expect(await shiftsAfterLoad(page)).toEqual([]);
    await expect(tabs.getByRole('tab', { name: 'Ruby' })).toHaveAttribute('aria-selected', 'true');
  });
});

/**
 * Where the browser may pause the page's HTML inside the navbar's right side:
 * the browser paints what it has parsed when the network pauses.
 */
const navbarPauses = [
  {
    name: 'after the search box, the right side still open',
    // The box's input and results list, then its two wrappers.
    at: (html: string, searchBox: number) => html.indexOf('</div></div></div>', searchBox) + '</div></div>'.length,
  },
  {
    name: 'after its links, before the search box',
    at: (html: string, searchBox: number) => html.lastIndexOf('</a>', searchBox) + '</a>'.length,
  },
];

for (const pause of navbarPauses) {
  test(`a first paint in the navbar's right side, ${pause.name}, moves nothing when the navbar ends`, async ({
    page,
  }) => {
    // Served from build/ by a server that pauses there.
    const route = '/docs/guide/intro';
    const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
    const searchBox = html.indexOf('navbar__search ');
    expect(searchBox, 'the page has no navbar search box').toBeGreaterThan(0);
    const at = pause.at(html, searchBox);
    const types: Record<string, string> = { '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml' };
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (url === route) {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.write(html.slice(0, at));
        setTimeout(() => response.end(html.slice(at)), 500);
        return;
      }
      const file = path.join('build', url);
      if (!existsSync(file) || !path.extname(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await recordLayoutShifts(page);
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`);
      expect(await shiftsAfterLoad(page)).toEqual([]);
    } finally {
      server.close();
    }
  });
}
