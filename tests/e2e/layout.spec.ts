import { announcementBar } from '../../config/announcement';
import { footer } from '../../config/footer';
import { mobileScreen } from '../../scripts/perf/pages';
import { brand } from '../../src/brand';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });
  test('stays light with a dark system preference, and offers no toggle', async ({ page }) => {
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('button[class*="toggleButton"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /dark mode|light mode|system mode/i })).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('desktop: Guide and API Reference on the left, changelog on the right, no hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', '/docs/guide/intro');
    await expect(left.getByRole('link', { name: 'API Reference' })).toHaveAttribute(
      'href',
      '/docs/api/core_resources/',
    );
    await expect(page.locator('.navbar__items--right').getByRole('link', { name: 'Changelog' })).toBeVisible();
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar--fixed-top/);
  });

  // The Ctrl K / ⌘ K hint is for a keyboard; on a phone it only covered the
  // placeholder of a box already narrow.
  test('phone: the search box shows its placeholder and no keyboard hint; a desktop shows the hint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    const box = page.locator('.navbar').getByRole('combobox', { name: 'Search' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', 'Search');
    const hint = page.locator('.navbar kbd');
    await expect(hint).toBeAttached();
    await expect(hint).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(hint).toBeVisible();
  });

  test('mobile: the hamburger opens the sidebar and "← Back to main menu" returns to it', async ({ page }) => {
    await page.setViewportSize({ width: 990, height: 800 });
    await page.goto('/docs/guide/developer_handbook/webhooks');
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', { name: '← Back to main menu' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', { name: 'API Reference' })).toBeVisible();
  });

  // On a phone the engine renders the closed menu, the whole docs sidebar in
  // its second panel, as soon as the page has hydrated. It did so in the
  // window size's render, and its links, mid-slide to that panel, reported
  // being in view: a phone prefetched the code of 17 pages it showed no link
  // to. src/theme/Navbar/MobileSidebar mounts it in a transition of its own,
  // once the panel it shows is known. It must still be there before the
  // reader asks for it: the menu slides in only if it is already mounted.
  test('phone: the closed menu mounts unprompted after hydration, and none of its links counts as in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: mobileScreen.width, height: mobileScreen.height });
    await page.addInitScript(() => {
      const inView: string[] = [];
      Object.assign(window, { menuLinksInView: inView });
      const Original = window.IntersectionObserver;
      window.IntersectionObserver = class extends Original {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            for (const entry of entries) {
              if (entry.isIntersecting && entry.target.closest('.navbar-sidebar')) {
                inView.push(entry.target.getAttribute('href') ?? entry.target.tagName);
              }
            }
            callback(entries, observer);
          }, options);
        }
      };
    });
    await page.goto('/docs/api/payment_intents/create');
    await waitForHydration(page);
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeAttached();
    await expect(menu).toBeHidden();
    // Once nothing moves, a new observer's first report comes after the
    // engine's observers have had theirs (they are notified in the order made).
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(document.querySelector('.navbar-sidebar a')!);
        }),
    );
    expect(await page.evaluate(() => (window as unknown as { menuLinksInView: string[] }).menuLinksInView)).toEqual([]);
    await page.locator('.navbar__toggle').click();
    await expect(menu.getByRole('link', { name: 'Create a payment intent' })).toBeVisible();
  });

  test('hides on scroll down and shows again on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.goto('/docs/api/events/event_types');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    // Scroll in steps, as a reader does: the engine compares successive positions.
    for (let step = 0; step < 3; step++) await page.mouse.wheel(0, 200);
    await expect(navbar).toHaveClass(/navbarHidden/);
    for (let step = 0; step < 2; step++) await page.mouse.wheel(0, -100);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

// Specification: "Sidebars are not hideable" (themeConfig.docs.sidebar.hideable
// false): the engine renders no collapse button, so the sidebar stays.
test('the docs sidebar cannot be hidden: no collapse button, the sidebar stays', async ({ page }) => {
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  const sidebar = page.locator('aside.theme-doc-sidebar-container');
  await expect(sidebar.locator('nav.menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true })).toHaveCount(0);
});

test('closing the announcement bar survives a reload', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const announcement = page.locator('div[class*="announcementBar_"]').first();
  await expect(announcement).toContainText('changelog');
  await announcement.getByRole('button', { name: 'Close' }).click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('div[class*="announcementBar_"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
});

test('the footer shows the copyright line and three social links', async ({ page }) => {
  await page.goto('/docs/guide/intro');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`Copyright © 2025 ${brand.name}`);
  for (const { label, href } of brand.social) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  expect(brand.social).toHaveLength(3);
  await expect(footer.locator('img.footer__logo, .footer__logo img, img[class*="footerLogo"]')).toHaveCount(1);
});

test('the table of contents lists only h2 and h3 headings', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/docs/guide/developer_handbook/about_our_api');
  await waitForHydration(page);
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  expect(tocTargets.length).toBeGreaterThan(0);
  const levels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'),
    tocTargets,
  );
  expect(new Set(levels), 'the page has h2 and h3 headings, and the TOC lists exactly those levels').toEqual(
    new Set(['H2', 'H3']),
  );
  const articleHeadings = await page.locator('article :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(tocTargets.sort()).toEqual(articleHeadings.sort());
  const h4Ids = await page.locator('article h4[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(h4Ids.length, 'the page should have an h4 for this test to be meaningful').toBeGreaterThan(0);
  for (const id of h4Ids) expect(tocTargets).not.toContain(id);
});

test('links in running text are underlined however the page nests them (a link in bold too)', async ({ page }) => {
  // /docs has links directly in paragraphs and list items, and one in bold.
  // The axe rule for links in text runs on one page per template only
  // (tests/e2e/axe.ts), which holds because this does not depend on nesting.
  await page.goto('/docs');
  const links = await page.locator('main :is(p, li) a').evaluateAll((anchors) =>
    anchors
      .filter((a) => !a.closest('h1, h2, h3, h4, h5, h6, nav, .table-of-contents, .breadcrumbs'))
      .map((a) => ({
        text: a.textContent!.trim(),
        nested: a.parentElement!.matches('strong, em'),
        underlined: getComputedStyle(a).textDecorationLine.includes('underline'),
      })),
  );
  expect(
    links.some((link) => link.nested),
    'the page should have a link in bold for this test to mean something',
  ).toBe(true);
  expect(links.filter((link) => !link.underlined).map((link) => link.text)).toEqual([]);
});

test('the skip-to-content link moves focus to the content', async ({ page }) => {
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
});

test('the default build requests nothing from any other host', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  for (const path of ['/', '/docs/guide/intro', '/docs/api/refunds/create', '/changelog', '/docs']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.mouse.wheel(0, 2000);
  }
  const network = watchNetwork(page);
  await page.getByRole('link', { name: 'API Reference' }).first().click();
  await network.quiet();
  expect(foreign).toEqual([]);
});

test.describe("the specification's site facts", () => {
  test('title, tagline, indexable, announcement colours and the footer logo for dark backgrounds', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(brand.docsTitle));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', brand.tagline);
    await expect(page.getByRole('main').getByText(brand.tagline)).toBeVisible();
    // Search engines may index the site: no noindex anywhere in the head.
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

    const bar = page.locator('div[class*="announcementBar_"]').first();
    const colours = await bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours).toEqual({
      background: rgb(announcementBar.backgroundColor),
      text: rgb(announcementBar.textColor),
    });

    // The footer logo has a version for dark backgrounds. The site is light
    // only, so after hydration the theme keeps just the light one: the
    // server's HTML holds both.
    const html = await (await request.get('/')).text();
    const footerHtml = html.slice(html.indexOf('<footer'));
    expect(footerHtml, `the footer has ${footer.logo.srcDark}`).toMatch(
      new RegExp(`<img[^>]*src=["']?/${footer.logo.srcDark}[^>]*footer__logo`),
    );
    expect((await request.get(`/${footer.logo.srcDark}`)).status()).toBe(200);
  });

  test.describe('the blog', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('is off: /blog is not found', async ({ page }) => {
      expect((await page.goto('/blog'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  });
});

/** `#0b3d2e` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
