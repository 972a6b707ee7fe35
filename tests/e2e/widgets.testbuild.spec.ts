/**
 * The chat widget and the session-recording tool, on the test build (both ids
 * set). The vendors' script URLs are answered by stubs that record calls.
 */
import type { Page } from '@playwright/test';
import { anyOf, expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';
import { chatAppId, sessionRecordingSiteId, stubWidgetVendors } from './testBuild';

declare global {
  interface Window {
    chatStub?: { calls: unknown[][]; calledAt: string[]; hydratedWhenLoaded: boolean };
    sessionRecordingStub?: { src: string; settings: { hjid: number; hjsv: number }; hydratedWhenLoaded: boolean };
  }
}

const failureMessage = new RegExp(`Session recording \\(site ${sessionRecordingSiteId}\\) failed to initialise`);

/** Client-side navigations through the navbar: path reached after each click. */
const navbarTrail = [
  { link: 'Guide', path: '/docs/guide/intro' },
  { link: 'API Reference', path: '/docs/api/core_resources/' },
  { link: 'Changelog', path: '/changelog' },
  { link: 'Guide', path: '/docs/guide/intro' },
];

/**
 * Follows the trail with client-side navigations. With `untilChatHears`, each
 * click waits until the chat widget has heard of the page it led to: a click
 * that comes before the engine has reported the last page (onRouteDidUpdate)
 * can make the engine skip that report, even once the page shows (seen on a
 * loaded machine, and every time with page code delayed by 300 ms).
 */
async function navigateClientSide(page: Page, trail = navbarTrail, { untilChatHears = false } = {}): Promise<void> {
  // A full page load would reset the marker; a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  for (const { link, path } of trail) {
    await page.locator('nav.navbar').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    if (untilChatHears) await expect.poll(() => page.evaluate(() => window.chatStub?.calledAt.at(-1))).toBe(path);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

async function chatCalls(page: Page, method: string): Promise<unknown[][]> {
  return page.evaluate((name) => (window.chatStub?.calls ?? []).filter((call) => call[0] === name), method);
}

test.describe('chat widget', () => {
  test('loads once, boots once with the app id, and hears of each navigation once', async ({ page }) => {
    const requests = await stubWidgetVendors(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => chatCalls(page, 'boot')).toHaveLength(1);
    const [boot] = await chatCalls(page, 'boot');
    expect(boot?.[1]).toMatchObject({ app_id: chatAppId });
    // Loaded after the page was interactive, so it never held up the first paint.
    expect(await page.evaluate(() => window.chatStub?.hydratedWhenLoaded)).toBe(true);

    await navigateClientSide(page, navbarTrail, { untilChatHears: true });
    expect(await chatCalls(page, 'update')).toHaveLength(navbarTrail.length);
    // A jump to an anchor on the same page is not a new page; the next page
    // is. Route updates reach the widget in order, so once the next page's
    // update has arrived, an update for the jump would have arrived before it.
    await page.evaluate(() => (window.location.hash = 'top'));
    await navigateClientSide(page, [{ link: 'Changelog', path: '/changelog' }], { untilChatHears: true });
    // Nothing else: no second boot, no re-attaching, nothing at the anchor.
    expect(await page.evaluate(() => window.chatStub?.calls.map(([method]) => method))).toEqual([
      'boot',
      ...navbarTrail.map(() => 'update'),
      'update',
    ]);
    expect(await page.evaluate(() => window.chatStub?.calledAt)).not.toContain(`${navbarTrail.at(-1)!.path}#top`);
    expect(requests.chat).toHaveLength(1);
    expect(requests.other).toEqual([]);
  });
});

test.describe('session recording', () => {
  test('starts with script version 6 and the site id, after the page is interactive', async ({ page }) => {
    const requests = await stubWidgetVendors(page);
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => window.sessionRecordingStub?.settings))
      .toEqual({
        hjid: sessionRecordingSiteId,
        hjsv: 6,
        hjdebug: false,
      });
    const stub = await page.evaluate(() => window.sessionRecordingStub!);
    expect(new URL(stub.src).pathname).toBe(`/c/hotjar-${sessionRecordingSiteId}.js`);
    expect(new URL(stub.src).searchParams.get('sv')).toBe('6');
    expect(stub.hydratedWhenLoaded).toBe(true);
    await navigateClientSide(page, navbarTrail.slice(1, 3));
    expect(requests.sessionRecording).toHaveLength(1);
  });

  for (const behaviour of ['throws', 'unreachable'] as const) {
    test.describe(`when its script ${behaviour === 'throws' ? 'throws' : 'cannot load'}`, () => {
      test.use({
        allowedConsoleErrors: anyOf(failureMessage, /session recorder stub exploded/, /Failed to load resource/),
      });
      test('logs a clear console error and the page keeps working', async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const requests = await stubWidgetVendors(page, behaviour);
        await page.goto('/docs/guide/intro');
        await waitForHydration(page);
        await expect.poll(() => errors.filter((text) => failureMessage.test(text))).toHaveLength(1);
        expect(errors.find((text) => failureMessage.test(text))).toMatch(
          behaviour === 'throws'
            ? /threw "?.*(exploded|Script error)/
            : /did not load from https:\/\/static\.hotjar\.com/,
        );
        expect(requests.sessionRecording).toHaveLength(1);
        await navigateClientSide(page, navbarTrail.slice(1, 3));
        await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
        // The chat widget is independent of it.
        await expect.poll(() => chatCalls(page, 'boot')).toHaveLength(1);
      });
    });
  }

  const optOuts = {
    'Global Privacy Control': () =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    'Do-Not-Track': () =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }),
  };
  for (const [signal, setSignal] of Object.entries(optOuts)) {
    test(`does not start with ${signal} on; the chat widget still does`, async ({ page }) => {
      await page.addInitScript(setSignal);
      const requests = await stubWidgetVendors(page);
      const network = watchNetwork(page);
      await page.goto('/docs/guide/intro');
      await waitForHydration(page);
      // The chat widget starting shows the widgets had their chance to run.
      await expect.poll(() => chatCalls(page, 'boot')).toHaveLength(1);
      await navigateClientSide(page, navbarTrail.slice(1, 3));
      await network.quiet();
      expect(requests.sessionRecording).toEqual([]);
      expect(await page.evaluate(() => 'hj' in window || '_hjSettings' in window)).toBe(false);
    });
  }
});

test('the server-rendered pages carry no widget code', async ({ request }) => {
  for (const path of ['/', '/docs/guide/intro']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('intercom');
    expect(html).not.toContain('hotjar');
  }
});
