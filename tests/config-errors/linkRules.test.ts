/**
 * The site's link rules (config/links.ts, as the specification sets them),
 * applied by the engine to the fixture site: a broken link fails the build,
 * a broken anchor only warns.
 */
import { describe, it } from 'vitest';
import { build } from './fixtureSite';

// Concurrent: the two fixture builds run side by side.
describe.concurrent('link rules', () => {
  it('a broken link fails the build, naming the link and its page', async ({ expect }) => {
    const { code, output } = await build('broken-link');
    expect(code, output).not.toBe(0);
    expect(output).toMatch(/broken link/i);
    expect(output).toContain('/docs/missing-page');
  });

  it('a broken anchor warns and the build still succeeds', async ({ expect }) => {
    const { code, output } = await build('broken-anchor');
    expect(code, output).toBe(0);
    expect(output).toMatch(/\[WARNING\][\s\S]*broken anchor/i);
    expect(output).toContain('/docs/intro#missing-anchor');
  });
});
