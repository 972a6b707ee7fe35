/**
 * Code blocks and the highlighter (Prism, a lazy chunk; src/theme/CodeBlock).
 * On a first visit the server's highlighted code stays as it is, through
 * hydration and after, and the highlighter loads when the reader points at
 * or focuses a block. On a page reached by a client-side navigation the code
 * shows at once, plain, and turns highlighted when the highlighter arrives;
 * a sample's tab set renders only the chosen language's panel, and another
 * when the reader picks it (src/theme/Tabs). The server's HTML keeps every panel.
 */
import type { Page } from '@playwright/test';
import { tokenStyles } from '../../config/prism';
import { gateChunks } from './chunkGate';
import { expect, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';

const copyButtons = (page: Page) => page.locator('article button[aria-label*="Copy" i]');

/** A token type's colour in the theme (config/prism.ts; a later entry wins), as the browser reports it. */
function themeColour(type: string): string {
  const hex = tokenStyles.filter((entry) => entry.types.includes(type)).at(-1)!.style.color!;
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Token colours come from the token stylesheet (plugins/prism-token-css), not
 * from style attributes; text Prism recognised nothing in, and tokens the theme
 * gives no colour of their own, are bare text in their line, which takes the
 * block's colour (src/theme/CodeBlock/Line).
 */
async function expectClassColouredTokens(page: Page): Promise<void> {
  await expect(page.locator('article .token[style*="color"]')).toHaveCount(0);
  await expect(page.locator('article .token.plain')).toHaveCount(0);
  // Punctuation and operators take the block's colour: bare text too (src/lib/codeTokens.ts).
  await expect(page.locator('article [class="token punctuation"], article [class="token operator"]')).toHaveCount(0);
  await expect(page.locator('article .token-line[style]')).toHaveCount(0);
  await expect(page.locator('article .token.string').first()).toHaveCSS('color', themeColour('string'));
  await expect(page.locator('article .token.number').first()).toHaveCSS('color', themeColour('number'));
}

/** Loads `path` and waits until it has hydrated and loaded all it loads by itself; returns the server's token count. */
async function firstVisit(page: Page, path: string): Promise<number> {
  const served = (await (await page.request.get(path)).text()).match(/<span class="?token /g)?.length ?? 0;
  expect(served, `${path}: its HTML has no highlighted code`).toBeGreaterThan(100);
  const network = watchNetwork(page);
  await page.goto(path);
  await waitForHydration(page);
  await network.quiet();
  return served;
}

test.describe('a first visit', () => {
  const path = '/docs/guide/developer_handbook/webhooks';

  test("keeps the server's highlighted code after hydration; pointing at a block loads the highlighter", async ({
    page,
  }) => {
    const served = await firstVisit(page, path);
    const tokens = page.locator('article .token');
    // Still every highlighted token of the HTML, and no highlighter yet (its blocks add the Copy buttons).
    await expect(tokens).toHaveCount(served);
    await expect(copyButtons(page)).toHaveCount(0);
    await expectClassColouredTokens(page);
    const firstBlock = page.locator('article pre').first();
    const servedCode = await firstBlock.innerText();

    await firstBlock.hover();
    await expect(copyButtons(page).first()).toBeAttached();
    await expect(tokens).toHaveCount(served);
    await expectClassColouredTokens(page);
    // The highlighter's block shows the same code, line for line.
    expect(await page.locator('article pre').first().innerText()).toBe(servedCode);

    // A block further down takes over when the reader reaches it, not all at once.
    const lastBlock = page.locator('article .theme-code-block:visible').last();
    await expect(lastBlock).not.toBeInViewport();
    await expect(lastBlock.locator('button[aria-label*="Copy" i]')).toHaveCount(0);
    await lastBlock.scrollIntoViewIfNeeded();
    await expect(lastBlock.locator('button[aria-label*="Copy" i]')).toBeAttached();
    await expect(tokens).toHaveCount(served);
  });

  test('a keyboard reader who focuses a code block keeps the focus when the highlighter takes it over', async ({
    page,
  }) => {
    await firstVisit(page, path);
    const firstBlock = page.locator('article pre').first();
    await firstBlock.focus();
    await expect(copyButtons(page).first()).toBeAttached();
    await expect(firstBlock).toBeFocused();
  });
});

const start = '/docs/guide/developer_handbook/versioning';
const target = '/docs/guide/developer_handbook/about_our_api';

test('a navigated-to page shows its code at once, plain, then highlighted when the highlighter arrives', async ({
  page,
}) => {
  // Prism's chunks are the ones that carry its grammars; every other script is served.
  const gate = await gateChunks(page, 'held', { carrying: /prism-bash/ });
  await page.goto(start);
  await waitForHydration(page);
  expect(await page.locator('article pre').count(), `${start} has no code block`).toBe(0);

  await page.locator(`nav.menu a.menu__link[href="${target}"]`).click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About our API');
  const firstBlock = page.locator('article pre').first();
  await expect(firstBlock).toBeVisible();
  await expect(firstBlock).not.toBeEmpty();
  // The page asks for the highlighter once it shows; its code stays plain while that is held.
  await gate.held();
  await expect(page.locator('article pre .token')).toHaveCount(0);
  // Plain, it already looks like a code block: the theme's class and colours.
  const look = () =>
    firstBlock.evaluate((pre) => ({
      block: pre.closest('.theme-code-block') !== null,
      background: getComputedStyle(pre).backgroundColor,
      color: getComputedStyle(pre).color,
    }));
  const plainLook = await look();
  expect(plainLook.block).toBe(true);

  await gate.release();
  await expect(page.locator('article pre .token').first()).toBeAttached();
  expect(await look()).toEqual(plainLook);
  await expect(page.locator('article button[aria-label*="Copy" i]').first()).toBeAttached();
});

test('a navigated-to tab set renders only the chosen panel, and another one when the reader picks it', async ({
  page,
}) => {
  await page.goto('/docs/api/refunds/create');
  await waitForHydration(page);
  const firstSample = page.locator('article .tabs-container').first();
  // Every language's panel is in the server's HTML (the stored choice shows before hydration).
  await expect(firstSample.locator('[role="tabpanel"]')).toHaveCount(5);

  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Customers', exact: true }).click();
  await page.locator('article').getByRole('link', { name: 'Create a customer' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/customers\/create$/);
  await expect(firstSample.getByRole('tab')).toHaveText(['curl', 'Node.js', 'PHP', 'Python', 'Ruby']);
  await expect(firstSample.locator('[role="tabpanel"]')).toHaveCount(1);
  await expect(firstSample.locator('[role="tabpanel"] code')).toContainText('curl');

  await firstSample.getByRole('tab', { name: 'Python' }).click();
  await expect(firstSample.locator('[role="tabpanel"]')).toHaveCount(1);
  await expect(firstSample.locator('[role="tabpanel"] code')).toContainText('import requests');
});

/**
 * The specification's extra highlighting languages (config/prism.ts adds
 * php, ruby and bash; Prism's default set has python and json): a block of
 * each gets tokens, in the server's HTML and from the browser's highlighter
 * once it takes the block over. Each language is checked by a token type its
 * own grammar makes; without the grammar, the block would be plain text.
 */
test.describe('the extra highlighting languages', () => {
  const path = '/docs/guide/payment_methods/card/three_d_secure_failures';
  const languages = [
    { language: 'php', tab: 'PHP', token: 'variable' },
    { language: 'python', tab: 'Python', token: 'keyword' },
    { language: 'ruby', tab: 'Ruby', token: 'symbol' },
    { language: 'bash', tab: 'curl', token: 'function' },
    { language: 'json', tab: undefined, token: 'property' },
  ];

  for (const { language, tab, token } of languages) {
    test(`a ${language} block gets tokens`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      const served = new RegExp(
        `<pre[^>]*language-${language}\\b[^>]*>(?:(?!</pre>)[\\s\\S])*class="?token ${token}\\b`,
      );
      expect(html, `${path}: its ${language} block has no ${token} token in the server's HTML`).toMatch(served);

      await firstVisit(page, path);
      // Pointing at a block loads the highlighter; a block then takes over when it is shown.
      await page.locator('article pre').first().hover();
      if (tab) await page.getByRole('tab', { name: tab, exact: true }).first().click();
      // Scrolled to in one task of the page: a block in view may be swapped for the highlighted one at
      // any moment, and a handle to the old one would be detached.
      await page.evaluate(
        (lang) => document.querySelector(`article pre.language-${lang}`)?.scrollIntoView({ block: 'center' }),
        language,
      );
      const block = page.locator(`article .theme-code-block:visible:has(pre.language-${language})`).first();
      await expect(block.locator('button[aria-label*="Copy" i]')).toBeAttached();
      await expect(block.locator(`pre .token.${token}`).first()).toBeVisible();
    });
  }
});
