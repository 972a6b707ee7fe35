/**
 * The request builder on the API operation pages, against the production
 * build: it loads only when opened, its samples follow the form and match
 * the shared generator, it validates at the field, it works from the
 * keyboard, passes axe, and never sends a request. That every operation
 * page's builder opens is checked with the page itself, in api.spec.ts.
 */
import type { Request } from '@playwright/test';
import { operationPages } from '../../plugins/openapi-docs/generate';
import { loadDocument } from '../../plugins/openapi-docs/load';
import { sampleLanguages } from '../../src/lib/languages';
import { allSamples } from '../../src/lib/openapi/codeSamples';
import { setDraftAt } from '../../src/lib/requestBuilder/draft';
import { buildFormModel } from '../../src/lib/requestBuilder/formModel';
import { builderOperation } from '../../src/lib/requestBuilder/operationData';
import { buildRequest, initialDraft } from '../../src/lib/requestBuilder/request';
import { seriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';
import { openBuilder, visibleCode } from './requestBuilderPage';

const apiDocument = loadDocument();
const serverUrl = apiDocument.servers[0]?.url ?? '';
const pages = operationPages(apiDocument);
const refundPath = '/docs/api/refunds/create';

/** The samples the shared generator writes for createRefund with these body fields changed. */
function expectedRefundSamples(changes: Record<string, string>): Record<string, string> {
  const entry = pages.find((p) => p.entry.operation.operationId === 'createRefund')!.entry;
  const operation = builderOperation(entry, serverUrl);
  const model = buildFormModel(operation);
  const draft = initialDraft(model, operation);
  let body = draft.body!;
  for (const [name, text] of Object.entries(changes)) {
    body = setDraftAt(body, [name], { kind: 'value', text, isNull: false });
  }
  return allSamples(buildRequest(operation, model, { ...draft, body }).request);
}

test.describe('the request builder', () => {
  test('loads its code only when opened, from the site itself', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const network = watchNetwork(page);
    await page.goto(refundPath, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // The code blocks' highlighter loads when the reader points at a sample
    // (src/theme/CodeBlock); load it first, so that what follows is the builder's.
    await page.locator('article pre').first().hover();
    await expect(page.locator('article button[aria-label*="Copy" i]').first()).toBeAttached();
    await network.quiet();
    const beforeOpening = scripts.length;
    await expect(page.getByRole('form')).toHaveCount(0);

    await openBuilder(page);
    const loaded = scripts.slice(beforeOpening);
    // The builder's code and this operation's data: two chunks, both from this site.
    expect(loaded).toHaveLength(2);
    for (const url of loaded) expect(url).toMatch(new RegExp(`^${new URL(page.url()).origin}/assets/js/[^/]+\\.js$`));
  });

  test('filling amount and reason updates all five samples, exactly as the shared generator writes them', async ({
    page,
  }) => {
    await page.goto(refundPath);
    const panel = await openBuilder(page);
    await panel.getByLabel('amount', { exact: true }).fill('75000');
    await panel.getByLabel('reason', { exact: true }).selectOption('duplicate');
    await expect(panel.getByRole('status')).toHaveText('This request matches the schema.');

    const expected = expectedRefundSamples({ amount: '75000', reason: 'duplicate' });
    for (const { value, label } of sampleLanguages) {
      await panel.getByRole('tab', { name: label, exact: true }).click();
      await expect.poll(() => visibleCode(panel)).toBe(expected[value]);
    }
    // The page's own samples are untouched: still the documented example.
    const staticTabs = page.locator('article .tabs-container').first();
    await expect(staticTabs.locator('[role="tabpanel"]:not([hidden]) pre code')).toContainText('50000');
  });

  test('an invalid amount shows its message at the field, and the matching documented error', async ({ page }) => {
    await page.goto(refundPath);
    const panel = await openBuilder(page);
    const amount = panel.getByLabel('amount', { exact: true });
    await amount.fill('50');

    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await amount.getAttribute('aria-describedby'))!.split(' ');
    const messages = await Promise.all(describedBy.map((id) => panel.locator(`[id="${id}"]`).innerText()));
    expect(messages).toContain('amount must be at least 100');
    await expect(panel.getByRole('status')).toHaveText('1 problem to fix, marked at the field above.');
    await expect(panel.getByText('400 Bad Request', { exact: true })).toBeVisible();
    await expect(panel.getByText('The amount must be at least 2000 centavos', { exact: false })).toBeVisible();

    await amount.fill('60000');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await expect(panel.getByText('200 OK', { exact: true })).toBeVisible();
  });

  test('makes no request: nothing leaves the page, the key is never stored or sent', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const network = watchNetwork(page);
    await page.goto(refundPath, { waitUntil: 'networkidle' });
    const origin = new URL(page.url()).origin;
    const panel = await openBuilder(page);
    const opened = requests.length;

    const secret = 'sk_test_builder_never_sent_4242';
    await panel.getByLabel('Secret key').fill(secret);
    await panel.getByLabel('amount', { exact: true }).fill('1234567');
    await panel.getByLabel('reason', { exact: true }).selectOption('fraudulent');
    await panel.getByLabel('notes', { exact: true }).fill('Checked by the builder test');
    await panel.getByRole('button', { name: 'Add a key to metadata' }).click();
    await panel.getByLabel('metadata key 2').fill('order');
    await panel.getByLabel('metadata value 2').fill('1042');
    // Enter in a field would submit an ordinary form: this one must stay put.
    await panel.getByLabel('notes', { exact: true }).press('Enter');
    for (const { label } of sampleLanguages) await panel.getByRole('tab', { name: label, exact: true }).click();
    await expect(panel.locator('[role="tabpanel"]:not([hidden]) pre code')).toContainText(secret);
    await network.quiet();

    // Picking a sample language puts it in the address (`?lang=`, src/theme/Tabs); nothing else may change.
    const address = new URL(page.url());
    address.searchParams.delete('lang');
    expect(address.href).toBe(`${origin}${refundPath}`);
    // Code the site loads as the reader goes (the highlighter for the samples
    // the builder writes, route chunks for links in view) is allowed, and timed
    // by the engine, not by the builder; so is the page's icon, which Chromium
    // fetches again when the address changes (a picked language goes into it).
    // Anything else is a request the builder made.
    const icon = new URL((await page.locator('link[rel="icon"]').first().getAttribute('href'))!, origin).pathname;
    const sent = requests
      .slice(opened)
      .filter((r) => !(r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/assets/')))
      .filter((r) => !(r.method() === 'GET' && new URL(r.url()).pathname === icon))
      .map((r) => `${r.method()} ${r.url()}`);
    expect(sent, 'the builder made a request after it loaded').toEqual([]);
    for (const request of requests) {
      expect(new URL(request.url()).origin, `${request.url()} is not this site`).toBe(origin);
      expect(request.url()).not.toContain(secret);
      expect(request.postData() ?? '').not.toContain(secret);
    }
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(secret);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto(refundPath);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Build a request' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const amount = panel.getByLabel('amount', { exact: true });
    await expect(amount).toBeVisible();

    // Tab order runs from the button into the form, field by field.
    for (const name of ['Secret key', 'Idempotency-Key', 'amount']) {
      await page.keyboard.press('Tab');
      await expect(panel.getByLabel(name, { exact: true })).toBeFocused();
    }
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('80000');
    await page.keyboard.press('Tab'); // payment_id
    await page.keyboard.press('Tab'); // reason
    await expect(panel.getByLabel('reason', { exact: true })).toBeFocused();
    await page.keyboard.press('Home'); // "Choose a value"
    await page.keyboard.press('ArrowDown'); // the first reason: duplicate
    await expect(panel.getByLabel('reason', { exact: true })).toHaveValue('duplicate');

    // A new metadata row takes focus when added from the keyboard.
    await panel.getByRole('button', { name: 'Add a key to metadata' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByLabel('metadata key 2')).toBeFocused();
    await page.keyboard.type('channel');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard');

    // The builder's language tabs: arrow keys move between them, Enter picks one.
    const curlTab = panel.getByRole('tab', { name: 'curl', exact: true });
    await curlTab.focus();
    await page.keyboard.press('Enter');
    await expect(curlTab).toHaveAttribute('aria-selected', 'true');
    const code = panel.locator('[role="tabpanel"]:not([hidden]) pre code');
    await expect(code).toContainText('"amount": 80000');
    await expect(code).toContainText('"reason": "duplicate"');
    await expect(code).toContainText('"channel": "keyboard"');
    await page.keyboard.press('ArrowRight');
    const nodeTab = panel.getByRole('tab', { name: 'Node.js', exact: true });
    await expect(nodeTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nodeTab).toHaveAttribute('aria-selected', 'true');
    await expect(code).toContainText('amount: 80000,');

    // And the button closes it again.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the open panel passes axe, with an error showing', async ({ page }) => {
    // axe walks every node of the open form and both code panels: slow on a busy machine.
    test.setTimeout(90_000);
    await page.goto(refundPath);
    const panel = await openBuilder(page);
    await panel.getByLabel('amount', { exact: true }).fill('50');
    await panel.getByLabel('Secret key').fill('sk_live_example');
    await expect(panel.getByText('This is a live key.', { exact: false })).toBeVisible();
    const panelId = await page.getByRole('button', { name: 'Build a request' }).getAttribute('aria-controls');
    expect(
      await seriousViolations(page, [`[id="${panelId}"]`]),
      'serious or critical accessibility violations in the request builder',
    ).toEqual([]);
  });
});
