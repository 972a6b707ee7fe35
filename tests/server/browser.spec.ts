/**
 * The site in Chromium under nginx and its Content-Security-Policy: pages of
 * every kind render, hydrate and work with no policy violation. The shared
 * fixture also fails any test on a console error, which is how Chromium
 * reports a violation; the events recorded here name the directive.
 */
import type { Page } from '@playwright/test';
import { cspHashSource } from '../../plugins/server-config/inlineScripts';
import { sessionRecordingSnippet } from '../../plugins/server-config/sessionRecordingSnippet';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { openBuilder } from '../e2e/requestBuilderPage';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

test('pages of every kind render and hydrate with no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const pages = [
    '/',
    '/docs/',
    '/changelog',
    '/docs/changelog/',
    '/docs/guide/intro',
    '/docs/guide/developer_handbook/payments/',
    '/docs/api/core_resources/',
    '/docs/api/refunds/create',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-security-policy'], path).toContain("default-src 'self'");
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('a diagram (inline SVG drawn at build time) shows under the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/guide/finance_automation/billing_statements/overview');
  await waitForHydration(page);
  await expect(page.locator('.mermaid-diagram svg').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('code tabs switch and client-side navigation works under the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/api/customers/create');
  await waitForHydration(page);
  const tab = page.getByRole('tab', { name: 'Python' }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.locator('nav.navbar').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/guide\/intro$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the request builder loads its code and data and works under the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/api/refunds/create');
  const panel = await openBuilder(page);
  await expect(panel.getByRole('status')).toHaveText('This request matches the schema.');
  await panel.getByLabel('amount', { exact: true }).fill('2500');
  await expect(panel.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText('2500');
  expect(await violations()).toEqual([]);
});

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('renders and hydrates under the policy, with status 404', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/docs/nope');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('closing the announcement bar works and survives a reload under the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  const bar = page.locator('div[class*="announcementBar_"]').first();
  await expect(bar).toContainText('changelog');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('div[class*="announcementBar_"]')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test.describe('the policy is enforced', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });
  test('an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
  });
});

test.describe('with the session-recording tool on', () => {
  // Its script host is not in this test's policy: loading it is refused (and logged).
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });
  test("the hash the build computes for the tool's start-up snippet lets exactly that snippet run", async ({
    page,
  }) => {
    const hash = cspHashSource(sessionRecordingSnippet(1234567));
    await page.setContent(
      `<meta http-equiv="Content-Security-Policy" content="script-src ${hash}"><title>snippet</title>`,
    );
    // What @hotjar/browser's init() does in the widget's client module.
    const run = (siteId: number) =>
      page.evaluate((text) => {
        delete (window as { hj?: unknown }).hj;
        const script = document.createElement('script');
        script.innerText = text;
        document.head.appendChild(script);
        return typeof (window as { hj?: unknown }).hj;
      }, sessionRecordingSnippet(siteId));
    expect(await run(1234567)).toBe('function');
    expect(await run(7654321)).toBe('undefined');
  });
});

test('search loads its engine, worker and WebAssembly and answers, with no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  const box = page.locator('.navbar input.navbar__search-input');
  await box.click();
  await box.fill('refund');
  // Pagefind compiles WebAssembly in a worker: the policy must allow it ('wasm-unsafe-eval').
  const listbox = page.locator('.navbar [role="listbox"]');
  await expect(listbox).toHaveAttribute('data-query', 'refund', { timeout: 20_000 });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
