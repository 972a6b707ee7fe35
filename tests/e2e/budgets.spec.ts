/**
 * Performance budgets (perf/budgets.json), enforced on what is stable on a
 * noisy machine: bytes from the built files and request counts, never times.
 * The loads are real ones in Chromium (scripts/perf/firstLoad.ts), the same
 * measurement `npm run budgets` sets the budgets from and `npm run bench` prints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { budgetHint, checkBudgets, type BudgetFile, type Measures } from '../../scripts/perf/budgets';
import { BuildFiles } from '../../scripts/perf/buildFiles';
import { benchPageMeasures, buildMeasures, loadBenchPages } from '../../scripts/perf/measures';
import { expect, test, waitForHydration } from './fixtures';

const files = new BuildFiles(path.resolve('build'));
const { budgets } = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;

function expectWithinBudget(measures: Measures): void {
  const violations = checkBudgets(measures, budgets).map((violation) => violation.message);
  expect(violations, budgetHint).toEqual([]);
}

test('the four bench pages: first-load JavaScript and CSS, fonts, other hosts and images', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const loads = await loadBenchPages(browser, baseURL!, files);
  for (const load of Object.values(loads)) expect(load.missing, `${load.path} requested missing files`).toEqual([]);
  expectWithinBudget(benchPageMeasures(loads));
});

// Every API page's own JavaScript is checked in its one visit, in routes.spec.ts.

test('the built files: no font files, no raster images, and the largest image', () => {
  expectWithinBudget(buildMeasures(files));
});

// Not bytes but the same kind of guard: the first call of `localeCompare` sets
// up the browser's collator for the locale, about 30 ms of the hydration task
// at a mobile CPU, which the engine paid to sort the four keys of the mobile
// sidebar's props (patches/README.md, `@docusaurus/theme-common`).
test('a docs page hydrates on a phone without setting up a collator', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls = { count: 0 };
      Object.assign(window, { localeCompareCalls: calls });
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        calls.count += 1;
        return original.apply(this, args);
      };
    });
    await page.goto(`${baseURL}/docs/api/payment_intents/create`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const calls = await page.evaluate(
      () => (window as unknown as { localeCompareCalls: { count: number } }).localeCompareCalls.count,
    );
    expect(calls).toBe(0);
  } finally {
    await context.close();
  }
});

// The same kind of guard: the main bundle's evaluation is the longest task of a
// first visit, so the page's own code is requested in a task of its own after
// it, not from within it (patches/README.md, `@docusaurus/core`,
// `clientEntry.js`). A script that inserts a script while it runs is
// `document.currentScript` at that moment.
test("a page's own code is requested after the main bundle has run, not while it runs", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const inserted: { src: string; by: string }[] = [];
    Object.assign(window, { insertedScripts: inserted });
    const original = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src)
        inserted.push({ src: child.src, by: (document.currentScript as HTMLScriptElement | null)?.src ?? '' });
      return original.call(this, child) as T;
    };
  });
  await page.goto(`${baseURL}/docs/guide/developer_handbook/webhooks`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const inserted = await page.evaluate(
    () => (window as unknown as { insertedScripts: { src: string; by: string }[] }).insertedScripts,
  );
  const pageCode = inserted.filter((script) => !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(script.src));
  expect(pageCode.length, 'the route loaded none of its own code').toBeGreaterThan(2);
  expect(pageCode.filter((script) => /\/main\.[0-9a-f]+\.js$/.test(script.by))).toEqual([]);
});

/**
 * Records which components each React commit rendered, through React's hook
 * for developer tools (present in production builds): a component rendered
 * if its fiber was replaced by a new one that did work since the last
 * commit. Each is placed by its first element: in the page's Markdown
 * content, the footer, the sidebar, the navbar or elsewhere; a component that renders a link directly
 * (the router's anchor) also gives the link's address. A string, not a function:
 * the page would not have the helpers the test runner's transform adds.
 */
const renderRecorder = `(() => {
  const commits = [];
  window.recordedCommits = commits;
  const seen = new WeakMap();
  const isComponent = (fiber) => [0, 1, 11, 14, 15].includes(fiber.tag);
  const firstElement = (fiber) => {
    let child = fiber.child;
    while (child && child.tag !== 5) child = child.child;
    return child ? child.stateNode : null;
  };
  const regionOf = (element) =>
    !element
      ? 'none'
      : element.closest('.theme-doc-markdown')
        ? 'content'
        : element.closest('footer')
          ? 'footer'
          : element.closest('nav.menu')
            ? 'sidebar'
            : element.closest('nav.navbar')
              ? 'navbar'
              : 'other';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberRoot(_renderer, root) {
      const rendered = [];
      const visit = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          if (isComponent(fiber)) {
            const record = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate)) || {};
            if (record.fiber && record.fiber !== fiber && fiber.flags & 1) rendered.push(fiber);
            record.fiber = fiber;
            seen.set(fiber, record);
            if (fiber.alternate) seen.set(fiber.alternate, record);
          }
          visit(fiber.child);
        }
      };
      visit(root.current.child);
      commits.push({
        h1: document.querySelector('h1')?.textContent ?? '',
        rendered: rendered.map((fiber) => ({
          region: regionOf(firstElement(fiber)),
          link: fiber.child && fiber.child.tag === 5 && fiber.child.type === 'a' ? fiber.child.stateNode.getAttribute('href') : null,
        })),
      });
    },
  };
})()`;

interface RecordedCommit {
  h1: string;
  rendered: { region: 'content' | 'footer' | 'sidebar' | 'navbar' | 'other' | 'none'; link: string | null }[];
}

// A click on a link changes the address at once, and the router tells every
// route of the old page while the new page's code loads: the engine rendered
// the whole old page again then (802 components from the webhooks page to
// Fees, in the click's task), and every link of the layout again once the new
// page came. What stops it: src/theme/DocItem/Content (the page's content) and
// patches/react-router-dom+5.3.4.patch (links to absolute paths). In the
// sidebar, every item rendered again at the new page's arrival; only the
// items that are, or hold, the old or the new page need to
// (src/theme/DocSidebarItem). The navbar rendered whole with the layout,
// at the click and again at the arrival; only its parts that read the
// address need to (src/theme/Navbar).
test('a navigation does not render the old page again, nor the links of the layout', async ({ page }) => {
  await page.addInitScript(renderRecorder);
  await page.goto('/docs/guide/developer_handbook/webhooks');
  await waitForHydration(page);
  await page.evaluate('window.recordedCommits.length = 0');
  await page.locator('nav.menu').getByRole('link', { name: 'Fees', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  const commits = (await page.evaluate('window.recordedCommits')) as RecordedCommit[];

  const whileLoading = commits.filter((commit) => commit.h1 === 'Webhooks');
  expect(whileLoading.length, 'the click renders before the new page arrives').toBeGreaterThan(0);
  const rendered = whileLoading.flatMap((commit) => commit.rendered);
  expect(rendered.length, 'something renders while the new page loads').toBeGreaterThan(0);
  expect(rendered.filter((component) => component.region === 'content')).toEqual([]);
  // The navbar's logo links home on every page: nothing it shows changes.
  const navbarLinks = (commit: RecordedCommit) =>
    commit.rendered.filter((c) => c.region === 'navbar' && c.link).map((c) => c.link!);
  expect(whileLoading.flatMap(navbarLinks), 'the navbar’s section links render').toContain('/docs/guide/intro');
  expect(whileLoading.flatMap(navbarLinks)).not.toContain('/');

  // The layout stays: its links to pages do not render again when the new page comes.
  const arrival = commits.find((commit) => commit.h1 === 'Fees')!;
  expect(arrival.rendered.filter((component) => component.region === 'footer')).toEqual([]);
  expect(navbarLinks(arrival)).not.toContain('/');
  // In the sidebar, only the two pages' links and the links of the categories that hold them.
  const pages = ['/docs/guide/developer_handbook/webhooks', '/docs/guide/developer_handbook/fees'];
  const holders = await page.locator('nav.menu').evaluate((menu, hrefs) => {
    const found = new Set<string>(hrefs);
    for (const href of hrefs) {
      const link = menu.querySelector(`a[href="${href}"]`);
      for (
        let item = link?.closest('li')?.parentElement?.closest('li');
        item;
        item = item.parentElement?.closest('li')
      ) {
        const own = item.querySelector(':scope > .menu__list-item-collapsible > a');
        if (own) found.add(own.getAttribute('href')!);
      }
    }
    return [...found];
  }, pages);
  expect(holders.length, 'the two pages sit in a category with a page of its own').toBeGreaterThan(pages.length);
  const sidebarLinks = arrival.rendered.filter((c) => c.region === 'sidebar' && c.link).map((c) => c.link!);
  expect(sidebarLinks, 'the new page’s link renders').toContain(pages[1]);
  expect(sidebarLinks.filter((href) => !holders.includes(href))).toEqual([]);
});
