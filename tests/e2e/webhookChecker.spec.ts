/**
 * The webhook signature checker on the webhooks guide, against the production
 * build: it loads only when opened, names the same verdict as the shared
 * vectors the samples test sends the guide's handlers, makes a signed sample
 * delivery and its curl command, works from the keyboard, passes axe and
 * sends nothing anywhere.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { curlCommand, defaultLocalEndpoint } from '../../src/lib/webhookSignature/sampleDelivery';
import { deliveryBody, sign, webhookSecret, webhookVectors } from '../support/webhookDeliveries';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';

const guidePath = '/docs/guide/developer_handbook/webhooks';
/** The page's clock, fixed: 2026-01-01T00:00:00Z. */
const now = 1_767_225_600;

async function openChecker(page: Page): Promise<Locator> {
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Check a signature' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('form', { name: 'Webhook signature checker' })).toBeVisible();
  return panel;
}

test.describe('the webhook signature checker', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(now * 1000);
  });

  test('loads its code only when opened, from the site itself', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const network = watchNetwork(page);
    await page.goto(guidePath, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await network.quiet();
    const beforeOpening = scripts.length;
    await expect(page.getByRole('form', { name: 'Webhook signature checker' })).toHaveCount(0);

    await openChecker(page);
    const loaded = scripts.slice(beforeOpening);
    expect(loaded.length, 'the checker loaded no code of its own on opening').toBeGreaterThan(0);
    for (const url of loaded) expect(url).toMatch(new RegExp(`^${new URL(page.url()).origin}/assets/js/[^/]+\\.js$`));
  });

  test('names the verdict of every shared vector, as the handlers in the samples test see them', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(guidePath);
    const panel = await openChecker(page);
    const verdict = panel.locator('[data-verdict]');
    for (const vector of await webhookVectors(now)) {
      await panel.getByLabel('Raw body').fill(vector.body);
      await panel.getByLabel('Paysari-Signature header').fill(vector.header);
      await panel.getByLabel("The endpoint's signing secret").fill(vector.secret);
      await panel.getByRole('button', { name: 'Check the signature' }).click();
      await expect(verdict, `${vector.name}: ${await verdict.textContent().catch(() => '')}`).toHaveAttribute(
        'data-verdict',
        vector.verdict,
      );
    }
  });

  test('gives the difference for a stale timestamp, against the clock typed in', async ({ page }) => {
    await page.goto(guidePath);
    const panel = await openChecker(page);
    const body = deliveryBody();
    await panel.getByLabel('Raw body').fill(body);
    await panel.getByLabel('Paysari-Signature header').fill(sign(body, now));
    await panel.getByLabel("The endpoint's signing secret").fill(webhookSecret);
    await panel.getByLabel("Your server's clock").fill(String(now + 900));
    await panel.getByRole('button', { name: 'Check the signature' }).click();
    await expect(panel.locator('[data-verdict="stale"]')).toContainText(
      '900 seconds (about 15 minutes) before your clock',
    );
  });

  test('makes a signed sample delivery, its curl command, and checks it as valid', async ({ page }) => {
    await page.goto(guidePath);
    const panel = await openChecker(page);
    await panel.getByLabel("The endpoint's signing secret").fill(webhookSecret);
    await panel.getByRole('button', { name: 'Make a signed sample delivery' }).click();
    const header = await panel.getByLabel('Paysari-Signature header').inputValue();
    expect(header, 'the sample is signed with the reference signer’s scheme, at the page’s clock').toBe(
      sign(deliveryBody(), now),
    );
    await expect(panel.getByLabel('Raw body')).toHaveValue(deliveryBody());
    const curl = panel.locator('[data-sample-delivery] pre code');
    await expect
      .poll(async () => (await curl.locator('.token-line').allTextContents()).join('\n'))
      .toBe(curlCommand(defaultLocalEndpoint, { body: deliveryBody(), header }));
    await panel.getByRole('button', { name: 'Check the signature' }).click();
    await expect(panel.locator('[data-verdict="valid"]')).toBeVisible();
  });

  test('works with the keyboard alone, and sends nothing anywhere', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const network = watchNetwork(page);
    await page.goto(guidePath, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const origin = new URL(page.url()).origin;
    const button = page.getByRole('button', { name: 'Check a signature' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.getByLabel('Raw body')).toBeVisible();
    const opened = requests.length;

    const body = '{"id":"evt_keyboard"}';
    const secret = 'whsk_checker_never_sent_4242';
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Raw body')).toBeFocused();
    await page.keyboard.type(body);
    await page.keyboard.press('Tab');
    await page.keyboard.type(sign(body, now, secret));
    await page.keyboard.press('Tab');
    await page.keyboard.type(secret);
    await page.keyboard.press('Enter'); // submits the form
    await expect(panel.locator('[data-verdict="valid"]')).toBeVisible();
    await network.quiet();

    expect(page.url()).toBe(`${origin}${guidePath}`);
    // Code the site loads as the reader goes (route chunks for links in view) is allowed.
    const sent = requests
      .slice(opened)
      .filter((r) => !(r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/assets/')))
      .map((r) => `${r.method()} ${r.url()}`);
    expect(sent, 'the checker made a request').toEqual([]);
    for (const request of requests) {
      expect(new URL(request.url()).origin, `${request.url()} is not this site`).toBe(origin);
      expect(request.url()).not.toContain(secret);
    }
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(secret);
  });

  test('the open panel passes axe, with a verdict and a sample showing', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(guidePath);
    const panel = await openChecker(page);
    await panel.getByRole('button', { name: 'Make a signed sample delivery' }).click();
    await panel.getByLabel("The endpoint's signing secret").fill('sk_test_YOUR_SECRET_KEY');
    await panel.getByRole('button', { name: 'Check the signature' }).click();
    await expect(panel.locator('[data-verdict="wrong-secret"]')).toBeVisible();
    const panelId = await page.getByRole('button', { name: 'Check a signature' }).getAttribute('aria-controls');
    expect(
      await seriousViolations(page, [`[id="${panelId}"]`]),
      'serious or critical accessibility violations in the signature checker',
    ).toEqual([]);
  });
});
