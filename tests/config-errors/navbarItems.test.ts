/**
 * Navbar configuration errors (specification section 8): a navbar item of
 * unknown type, one that fails to render, and a docs-sidebar item whose
 * sidebar has nothing to link to each stop the build with an error naming the
 * offending item. Proven on a throwaway one-page site
 * (tests/fixtures/navbar-site) with this site's own theme (src/theme, whose
 * Navbar wraps the engine's) through the engine itself: its config
 * validation, and for render errors its server-side rendering.
 */
import { chromium } from 'playwright-core';
import { describe, it } from 'vitest';
import { chromiumTestLaunchOptions } from '../../config/chromium';
import { build, load, serveDev } from './fixtureSite';

// Concurrent: the two fixture builds run side by side.
describe.concurrent('navbar configuration errors', () => {
  it('the fixture site is valid without a bad item', async ({ expect }) => {
    const { props } = await load('valid');
    expect(props.routes.some((route) => route.path === '/docs')).toBe(true);
  });

  it('an item of unknown type fails config validation, naming the type', async ({ expect }) => {
    await expect(load('unknown-type')).rejects.toThrow('Bad navbar item type docsSidebarr');
  });

  it('an item that fails to render stops the build, naming what it points to', async ({ expect }) => {
    const { code, output } = await build('failing-item');
    expect(code).not.toBe(0);
    expect(output).toContain('Couldn\'t find any doc with id "guide/removed-page" in version "current"');
  });

  // Server-side rendering has no error boundaries, so the build's error names
  // the doc, not the item; in the browser the navbar's boundary names the item.
  it('an item that fails to render in the browser shows the crash page naming the configuration item', async ({
    expect,
  }) => {
    const server = await serveDev('failing-item');
    const browser = await chromium.launch(chromiumTestLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/docs/guide/intro`);
      await page.getByRole('heading', { name: /This page crashed/ }).waitFor();
      const text = await page.locator('body').innerText();
      expect(text).toContain('A theme navbar item failed to render.');
      expect(text).toContain(
        JSON.stringify({ type: 'doc', docId: 'guide/removed-page', label: 'Removed page', position: 'left' }, null, 2),
      );
      expect(text).toContain('Couldn\'t find any doc with id "guide/removed-page" in version "current"');
    } finally {
      await browser.close();
      server.stop();
    }
  });

  it('a docs-sidebar item whose sidebar has nothing to link to stops the build, naming the sidebar', async ({
    expect,
  }) => {
    const { code, output } = await build('empty-sidebar');
    expect(code).not.toBe(0);
    expect(output).toContain(
      'DocSidebarNavbarItem: Sidebar with ID "externalOnly" doesn\'t have anything to be linked to.',
    );
  });
});
