/**
 * Navbar configuration errors (specification section 8): a navbar item of
 * unknown type, one that fails to render, and a docs-sidebar item whose
 * sidebar has nothing to link to each stop the build with an error naming the
 * offending item. Proven on a throwaway one-page site
 * (tests/fixtures/navbar-site) with this site's own theme (src/theme, whose
 * Navbar wraps the engine's) through the engine itself: its config
 * validation, and for render errors its server-side rendering.
 */
import { describe, it } from 'vitest';
import { build, load } from './fixtureSite';

// Concurrent: the two fixture builds run side by side.
describe.concurrent('navbar configuration errors', () => {
  it('the fixture site is valid without a bad item', async ({ expect }) => {
    const { props } = await load('valid');
    expect(props.routes.some((route) => route.path === '/docs')).toBe(true);
  });

  it('an item of unknown type fails config validation, naming the type', async ({ expect }) => {
    await expect(load('unknown-type')).rejects.toThrow('Bad navbar item type docsSidebarr');
  });

  it('an item that fails to render stops the build, naming the item and what it points to', async ({ expect }) => {
    const { code, output } = await build('failing-item');
    expect(code).not.toBe(0);
    // The configuration item itself, as the engine's navbar prints it …
    expect(output).toContain('A theme navbar item failed to render.');
    expect(output).toContain(
      JSON.stringify({ type: 'doc', docId: 'guide/removed-page', label: 'Removed page' }, null, 2),
    );
    // … and why it failed.
    expect(output).toContain('Couldn\'t find any doc with id "guide/removed-page" in version "current"');
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
