/**
 * A first visit lays out only the blocks near the screen
 * (`content-visibility: auto`, src/css/custom.css); after hydration the
 * others are laid out a few at a time while the browser is idle, and then the
 * rule ends (src/clientModules/offscreenBlocks.ts). The browser's idle
 * callbacks are held by the test and released when it says, so that each
 * state can be looked at.
 */
import type { Page } from '@playwright/test';
import { mobileScreen } from '../../scripts/perf/pages';
import { expect, test, waitForHydration } from './fixtures';

const longPage = '/docs/guide/developer_handbook/webhooks';

/** Holds every idle callback the page asks for until `runIdleCallbacks`. */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    (window as unknown as { heldIdleCallbacks: IdleRequestCallback[] }).heldIdleCallbacks = held;
    window.requestIdleCallback = (callback) => held.push(callback);
  });
}

/** Runs the idle callbacks held so far (not those they ask for); returns how many ran. */
function runIdleCallbacks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const callbacks = (window as unknown as { heldIdleCallbacks: IdleRequestCallback[] }).heldIdleCallbacks.splice(0);
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    return callbacks.length;
  });
}

const blocksLaidOut = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-blocks-laid-out'));

/** For each block of the content: is it rendered, its offset from the content's top, and its own style. */
function blocks(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector('.theme-doc-markdown')!;
    const top = content.getBoundingClientRect().top;
    return Array.from(content.children).map((block) => ({
      rendered: (block.firstElementChild ?? block).checkVisibility({ contentVisibilityAuto: true }),
      top: Math.round(block.getBoundingClientRect().top - top),
      style: (block as HTMLElement).style.cssText,
    }));
  });
}

test.describe('blocks off screen at a first visit', () => {
  test.use({ viewport: mobileScreen });

  test('are skipped until hydration, then laid out in several idle tasks, where they belong', async ({ page }) => {
    // The same page with an anchor in its address: the rule is off from the start.
    await page.goto(`${longPage}#how-webhooks-work`);
    await waitForHydration(page);
    const whole = await blocks(page);
    expect(whole.every((block) => block.rendered)).toBe(true);

    await holdIdleCallbacks(page);
    await page.goto(longPage);
    await waitForHydration(page);
    const before = await blocks(page);
    expect(before[1]!.rendered).toBe(true);
    expect(before.at(-1)!.rendered).toBe(false);
    expect(before.filter((block) => !block.rendered).length).toBeGreaterThan(before.length / 2);

    let idleTasks = 0;
    while (!(await blocksLaidOut(page))) {
      const ran = await runIdleCallbacks(page);
      expect(ran).toBeGreaterThan(0);
      idleTasks += ran;
    }
    expect(idleTasks).toBeGreaterThan(1);
    const after = await blocks(page);
    expect(after).toEqual(whole);
  });

  test('a navigation before they are laid out ends the rule', async ({ page }) => {
    await holdIdleCallbacks(page);
    await page.goto(longPage);
    await waitForHydration(page);
    expect(await blocksLaidOut(page)).toBe(false);
    const link = page.locator('.theme-doc-markdown p a[href^="/docs/"]').first();
    const target = (await link.getAttribute('href'))!.split('#')[0]!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}(#|$)`));
    await expect(page.locator('.theme-doc-markdown')).toHaveCount(1);
    expect(await blocksLaidOut(page)).toBe(true);
    expect((await blocks(page)).every((block) => block.rendered)).toBe(true);
  });
});

/**
 * Elements the browser restyles when the test inserts one into the page and
 * reads its style, from the trace's style updates. A rule whose `:has()`
 * covers the page makes every such insertion restyle what the rule selects.
 */
async function restyledByAnInsertion(page: Page): Promise<number> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.evaluate(() => {
    const inserted = document.body.appendChild(document.createElement('div'));
    return getComputedStyle(inserted).color;
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number } }[];
  };
  return trace.traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree')
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
}

test('once laid out, the rule leaves the style sheet, so a later insertion restyles only itself', async ({ page }) => {
  await page.goto(longPage);
  await waitForHydration(page);
  await expect(page.locator('html[data-blocks-laid-out]')).toHaveCount(1);
  const rulesLeft = await page.evaluate(
    () =>
      Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).filter(
          (rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('data-blocks-laid-out'),
        ),
      ).length,
  );
  expect(rulesLeft).toBe(0);
  // The page's content has about 260 blocks; the inserted element and its parent are what should change.
  expect(await restyledByAnInsertion(page)).toBeLessThan(10);
});
