/**
 * A page's HTML lists the scripts its start-up needs (plugins/page-scripts),
 * so the browser fetches them beside the main bundle. Without the list, the
 * main bundle finds the page's route chunks only when it runs and asks the
 * bundler's runtime for them, a round trip later. Chromium says who asked
 * for each request (the DevTools "Initiator"): the test fails on any script
 * requested by code of the entry scripts alone (the runtime, the main bundle)
 * before the page has hydrated. A script a component loads once it mounts
 * (the checklist's code) is the component's, and allowed.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

interface CallFrame {
  url: string;
}
interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
}
interface RequestWillBeSent {
  request: { url: string };
  type?: string;
  initiator: { type: string; stack?: StackTrace };
}

const entryScript = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/** Every frame of the initiator's stack, async parents included. */
function framesOf(stack: StackTrace | undefined): CallFrame[] {
  return stack ? [...stack.callFrames, ...framesOf(stack.parent)] : [];
}

/** Scripts the entry scripts requested by themselves: what the HTML should have listed. */
async function recordEntryRequests(cdp: CDPSession): Promise<string[]> {
  const requested: string[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
    if (event.type !== 'Script' || event.initiator.type !== 'script') return;
    const frames = framesOf(event.initiator.stack).filter((frame) => frame.url !== '');
    if (frames.length > 0 && frames.every((frame) => entryScript.test(new URL(frame.url).pathname))) {
      requested.push(new URL(event.request.url).pathname);
    }
  });
  return requested;
}

const pages = [
  '/',
  '/changelog',
  '/search',
  '/docs',
  '/docs/guide/developer_handbook/webhooks',
  // Its checklist loads its own code once mounted.
  '/docs/guide/developer_handbook/going_live',
  '/docs/api/core_resources/',
  '/docs/api/payment_intents/create',
];

async function expectStartUpListed(page: Page, path: string, status: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const requested = await recordEntryRequests(cdp);
  const response = await page.goto(path);
  expect(response!.status()).toBe(status);
  await waitForHydration(page);
  const html = await response!.text();
  const listed = [...html.matchAll(/<script src=["']?([^"'\s>]+)/g)].map((match) => match[1]);
  // The page's own chunks are listed beyond the two entry scripts.
  expect(listed.length, `${path} lists its route chunks`).toBeGreaterThan(2);
  expect(requested, `${path}: scripts the main bundle had to ask for, a round trip late`).toEqual([]);
  await cdp.detach();
}

for (const path of pages) {
  test(`${path}: the HTML lists every script the start-up needs`, async ({ page }) => {
    await expectStartUpListed(page, path, 200);
  });
}

test.describe('the not-found page (/404.html, served for any unknown address)', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('its HTML lists every script the start-up needs', async ({ page }) => {
    await expectStartUpListed(page, '/no-such-page', 404);
  });
});
