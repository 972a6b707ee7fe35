/**
 * Changelog filters (src/components/ChangelogEntries): by area and by type,
 * kept in the address so a filtered view reloads the same; every entry
 * without JavaScript; one Atom feed per area (plugins/changelog-feed).
 */
import { test as fileTest } from '@playwright/test';
import { areaFeedFile, areaSlug, changeAreas, changelog } from '../../src/data/changelog';
import { seriousViolations } from './axe';
import { gateChunks } from './chunkGate';
import { expect, test, waitForHydration } from './fixtures';
import { recordLayoutShifts, shiftsAfterLoad } from './layoutShifts';

const titles = (page: import('@playwright/test').Page) => page.locator('main article h3').allTextContents();
const clean = (title: string) => title.replace(/^(added|changed|deprecated|removed|fixed)\s*/, '').trim();

test('choosing an area and a type filters the entries and puts both in the address; a reload keeps the view', async ({
  page,
}) => {
  await page.goto('/changelog');
  await waitForHydration(page);
  expect(await titles(page)).toHaveLength(changelog.length);
  await page.getByLabel('Area').selectOption({ label: 'Webhooks' });
  await page.getByLabel('Type').selectOption('changed');
  const expected = changelog.filter((entry) => entry.area === 'Webhooks' && entry.type === 'changed');
  expect(expected.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\?area=webhooks&type=changed$/);
  await expect(page.getByRole('status')).toHaveText(`Showing ${expected.length} of ${changelog.length} changes.`);
  expect((await titles(page)).map(clean)).toEqual(expected.map((entry) => entry.title));
  await expect(page.getByRole('link', { name: 'Atom feed of Webhooks changes' })).toHaveAttribute(
    'href',
    '/changelog-webhooks.xml',
  );
  expect(await seriousViolations(page, ['main'])).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Area')).toHaveValue('webhooks');
  await expect(page.getByLabel('Type')).toHaveValue('changed');
  await expect.poll(async () => (await titles(page)).map(clean)).toEqual(expected.map((entry) => entry.title));
});

test('a filtered address paints filtered before the code runs, and nothing moves when it does', async ({ page }) => {
  const expected = changelog.filter((entry) => entry.area === 'Webhooks' && entry.type === 'changed');
  const visibleTitles = async () => (await page.locator('main article h3:visible').allTextContents()).map(clean);
  const gate = await gateChunks(page, 'held');
  await recordLayoutShifts(page);
  // Not waiting for the load event: the held chunks keep it from firing.
  await page.goto('/changelog?area=webhooks&type=changed', { waitUntil: 'commit' });
  await gate.held();
  // The whole document is parsed once its footer is.
  await expect(page.locator('footer')).toBeAttached();
  // The server's HTML, with the page's code held back: already the filtered view.
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  expect(await visibleTitles()).toEqual(expected.map((entry) => entry.title));
  await expect(page.getByLabel('Area')).toHaveValue('webhooks');
  await expect(page.getByLabel('Type')).toHaveValue('changed');
  await gate.release();
  expect(await shiftsAfterLoad(page)).toEqual([]);
  expect(await visibleTitles()).toEqual(expected.map((entry) => entry.title));
  await expect(page.getByRole('status')).toHaveText(`Showing ${expected.length} of ${changelog.length} changes.`);
  // Once React shows the filter, choosing another works as before.
  await page.getByLabel('Type').selectOption('');
  await expect
    .poll(visibleTitles)
    .toEqual(changelog.filter((entry) => entry.area === 'Webhooks').map((entry) => entry.title));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a filtered address still reads the full changelog', async ({ page }) => {
    await page.goto('/changelog?area=webhooks&type=changed');
    expect(await titles(page)).toHaveLength(changelog.length);
  });
});

for (const area of changeAreas) {
  fileTest(`the ${area} feed is Atom with that area's entries only`, async ({ request }) => {
    const response = await request.get(`/${areaFeedFile(area)}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const entries = changelog.filter((entry) => entry.area === area);
    expect(xml.match(/<entry>/g)?.length ?? 0, areaSlug(area)).toBe(entries.length);
  });
}
