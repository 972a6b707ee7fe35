/**
 * The site's link rules (config/links.ts, as the specification sets them),
 * applied by the engine to the fixture site: a broken link fails the build;
 * a broken anchor, a broken Markdown link and a duplicate route only warn.
 * Two builds: one with the broken links, one with what only warns.
 */
import { describe, it } from 'vitest';
import { build } from './fixtureSite';

// Concurrent: the fixture builds run side by side.
describe.concurrent('link rules', () => {
  it('a broken link fails the build, naming the link and its page; a broken Markdown link warns', async ({
    expect,
  }) => {
    const { code, output } = await build('broken-link');
    expect(code, output).not.toBe(0);
    expect(output).toMatch(/broken link/i);
    expect(output).toContain('/docs/missing-page');
    // The Markdown rule only warns; the link it could not resolve is then a
    // broken link on the built page, which fails the build like the other.
    expect(output).toMatch(/\[WARNING\] Markdown link with URL `\.\/guide\/missing-page\.md`/);
    expect(output).toMatch(/broken links[\s\S]*page path = \/docs\/broken-markdown-link/);
  });

  it('a broken anchor and a duplicate route each warn, and the build still succeeds', async ({ expect }) => {
    const { code, output } = await build('warnings');
    expect(code, output).toBe(0);
    expect(output).toMatch(/\[WARNING\][\s\S]*broken anchor/i);
    expect(output).toContain('/docs/guide/intro#missing-anchor');
    expect(output).toMatch(/\[WARNING\] Duplicate routes found![\s\S]*\/docs\/guide\/intro/);
  });
});
