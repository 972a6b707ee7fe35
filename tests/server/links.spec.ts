/**
 * A crawl of the whole site as nginx serves it (linkinator): every link and
 * every #anchor resolves, and no link needs a redirect (the site links to each
 * page's canonical address).
 */
import { expect, test } from '@playwright/test';
import { canonical, specRoutes } from './build';

test('a crawl of the site served by nginx finds no broken link or anchor', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { LinkChecker } = await import('linkinator');
  const origin = new URL(baseURL!).origin;
  // Every listed page is a starting point, so pages nothing links to (the
  // docs changelog, /docs/) are crawled too; recursion finds everything else.
  const starts = specRoutes.map((route) => `${origin}${canonical(route)}`);
  const result = await new LinkChecker().check({
    path: starts,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    // A link to a redirect is a link to the wrong address.
    redirects: 'error',
    // Resolve relative links (#anchors) against the page's own address, as a
    // browser does. Without it linkinator 7.6 first adds a slash to
    // extensionless page URLs (its normalizeBaseUrl), so "#x" on /a/b becomes
    // /a/b/#x, a redirect. (Its other effect is on local folders only.)
    cleanUrls: true,
    concurrency: 8,
    timeout: 20_000,
    // The crawl stays on this server (this network reaches no other host).
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (${link.status ?? 'no status'}) on ${link.parent ?? 'the start page'}`);
  expect(broken).toEqual([]);
  const ok = new Set(result.links.filter((link) => link.state === 'OK').map((link) => link.url));
  expect(starts.filter((url) => !ok.has(url))).toEqual([]);
  // The crawl checked what pages load, not only what they link to.
  for (const asset of [/\/assets\/css\/styles\.[0-9a-f]+\.css$/, /\/img\/logo\.svg$/]) {
    expect(
      [...ok].some((url) => asset.test(url)),
      String(asset),
    ).toBe(true);
  }
});
